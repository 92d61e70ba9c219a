#include "tools/sim/models/pic32mzw1/frame_processor.h"

#include <openssl/core_names.h>
#include <openssl/params.h>

#include <algorithm>

namespace sim::pic32mzw1 {
namespace {

using CipherFn = const EVP_CIPHER* (*)();

// Indexed by Mode, then AES key size 128/192/256.
// [assumption] CFB is full-block feedback (CFB128 for AES, CFB64 for DES).
constexpr CipherFn kAesCiphers[6][3] = {
    {EVP_aes_128_ecb, EVP_aes_192_ecb, EVP_aes_256_ecb},
    {EVP_aes_128_cbc, EVP_aes_192_cbc, EVP_aes_256_cbc},
    {EVP_aes_128_cfb128, EVP_aes_192_cfb128, EVP_aes_256_cfb128},
    {EVP_aes_128_ofb, EVP_aes_192_ofb, EVP_aes_256_ofb},
    {EVP_aes_128_ctr, EVP_aes_192_ctr, EVP_aes_256_ctr},
    {EVP_aes_128_gcm, EVP_aes_192_gcm, EVP_aes_256_gcm},
};
// Single DES runs as 3DES with K1 = K2 = K3 (E(K) D(K) E(K) is E(K)): OpenSSL 3
// keeps single DES in its legacy provider, 3DES in the default one.
constexpr CipherFn kTdesCiphers[4] = {EVP_des_ede3_ecb, EVP_des_ede3_cbc, EVP_des_ede3_cfb64,
                                      EVP_des_ede3_ofb};

const EVP_CIPHER* SelectCipher(const Operation& op) {
  const size_t mode = static_cast<size_t>(op.mode);
  if (op.cipher == Cipher::kAes) return kAesCiphers[mode][(op.key.size() - 16) / 8]();
  return mode < 4 ? kTdesCiphers[mode]() : nullptr;
}

const char* DigestName(Hash hash) {
  switch (hash) {
    case Hash::kMd5:
      return "MD5";
    case Hash::kSha1:
      return "SHA1";
    case Hash::kSha256:
      return "SHA256";
    case Hash::kNone:
      break;
  }
  return nullptr;
}

// Bytes of the range [start, start + length) that lie below `limit`.
size_t BytesBelow(uint64_t start, size_t length, uint64_t limit) {
  return limit > start ? static_cast<size_t>(std::min<uint64_t>(length, limit - start)) : 0;
}

bool CipherUpdate(EVP_CIPHER_CTX* ctx, uint8_t* out, const uint8_t* in, size_t length) {
  int written = 0;
  return EVP_CipherUpdate(ctx, out, &written, in, static_cast<int>(length)) == 1 &&
         (out == nullptr || static_cast<size_t>(written) == length);
}

}  // namespace

bool FrameProcessor::Begin(const Operation& op, uint32_t msg_len, uint32_t aad_len) {
  Abort();
  op_ = op;
  msg_len_ = msg_len;
  aad_len_ = aad_len;
  position_ = 0;
  open_ = op.hash != Hash::kNone ? BeginHash() : BeginCipher();
  if (!open_) Abort();
  return open_;
}

bool FrameProcessor::BeginHash() {
  const char* name = DigestName(op_.hash);
  if (!op_.hmac) {
    md_.reset(EVP_MD_CTX_new());
    const EVP_MD* md = EVP_get_digestbyname(name);
    return md_ && md != nullptr && EVP_DigestInit_ex(md_.get(), md, nullptr) == 1;
  }
  EVP_MAC* hmac = EVP_MAC_fetch(nullptr, "HMAC", nullptr);
  if (hmac == nullptr) return false;
  mac_.reset(EVP_MAC_CTX_new(hmac));
  EVP_MAC_free(hmac);  // the context keeps its own reference
  OSSL_PARAM params[] = {
      OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, const_cast<char*>(name), 0),
      OSSL_PARAM_construct_end()};
  return mac_ && EVP_MAC_init(mac_.get(), op_.auth_key.data(), op_.auth_key.size(), params) == 1;
}

bool FrameProcessor::BeginCipher() {
  const EVP_CIPHER* cipher = SelectCipher(op_);
  if (cipher == nullptr) return false;
  std::vector<uint8_t> key;
  for (int copies = op_.cipher == Cipher::kDes ? 3 : 1; copies > 0; --copies) {
    key.insert(key.end(), op_.key.begin(), op_.key.end());
  }
  // GCM takes the 96-bit IV (SA_ENCIV words 0-2); OpenSSL's default IV length is 12.
  const uint8_t* iv = op_.mode == Mode::kEcb ? nullptr : op_.iv.data();
  cipher_.reset(EVP_CIPHER_CTX_new());
  if (!cipher_ ||
      EVP_CipherInit_ex(cipher_.get(), cipher, nullptr, key.data(), iv, op_.encrypt) != 1) {
    return false;
  }
  EVP_CIPHER_CTX_set_padding(cipher_.get(), 0);
  if (op_.mode == Mode::kGcm && !op_.encrypt) {
    tag_cipher_.reset(EVP_CIPHER_CTX_new());
    return tag_cipher_ &&
           EVP_CipherInit_ex(tag_cipher_.get(), cipher, nullptr, key.data(), iv, 1) == 1;
  }
  return true;
}

bool FrameProcessor::Update(const std::vector<uint8_t>& in, Output* out) {
  out->data.assign(in.size(), 0);
  out->begin = in.size();
  if (!open_) return false;
  const uint64_t start = position_;
  position_ += in.size();
  if (op_.hash != Hash::kNone) {
    // Only MSG_LEN bytes belong to the message; the rest of the last buffer
    // is the driver's padding to a whole word.
    const size_t n = BytesBelow(start, in.size(), msg_len_);
    if (n == 0) return true;
    return md_ ? EVP_DigestUpdate(md_.get(), in.data(), n) == 1
               : EVP_MAC_update(mac_.get(), in.data(), n) == 1;
  }
  if (op_.mode == Mode::kGcm) return UpdateGcm(in, start, out);
  // [assumption] Other cipher modes take every byte of every buffer and ignore
  // MSG_LEN; ECB and CBC need whole blocks (drivers round BUFLEN up).
  const size_t block = op_.cipher == Cipher::kAes ? 16 : 8;
  if ((op_.mode == Mode::kEcb || op_.mode == Mode::kCbc) && in.size() % block != 0) return false;
  out->begin = 0;
  return in.empty() || CipherUpdate(cipher_.get(), out->data.data(), in.data(), in.size());
}

// The frame is ENC_OFF bytes of AAD zero-padded to 16 bytes, then MSG_LEN
// bytes of payload; anything after that is the driver's padding of the last
// buffer and is neither authenticated nor encrypted (its output stays zero).
bool FrameProcessor::UpdateGcm(const std::vector<uint8_t>& in, uint64_t start, Output* out) {
  const size_t aad = BytesBelow(start, in.size(), aad_len_);
  if (aad > 0) {
    if (!CipherUpdate(cipher_.get(), nullptr, in.data(), aad)) return false;
    if (tag_cipher_ && !CipherUpdate(tag_cipher_.get(), nullptr, in.data(), aad)) return false;
  }
  const uint64_t payload_begin = (aad_len_ + 15) / 16 * 16;
  const size_t first = BytesBelow(start, in.size(), payload_begin);
  out->begin = first;  // the AAD is not copied to DSTADDR
  const size_t n = BytesBelow(start + first, in.size() - first, payload_begin + msg_len_);
  if (n == 0) return true;
  uint8_t* plain_or_cipher = out->data.data() + first;
  if (!CipherUpdate(cipher_.get(), plain_or_cipher, in.data() + first, n)) return false;
  if (!tag_cipher_) return true;
  std::vector<uint8_t> again(n);  // re-encrypting the plaintext gives back the ciphertext
  return CipherUpdate(tag_cipher_.get(), again.data(), plain_or_cipher, n);
}

bool FrameProcessor::Finish(std::vector<uint8_t>* result) {
  result->clear();
  bool ok = open_;
  if (ok && md_) {
    result->resize(EVP_MAX_MD_SIZE);
    unsigned int length = 0;
    ok = EVP_DigestFinal_ex(md_.get(), result->data(), &length) == 1;
    result->resize(length);
  } else if (ok && mac_) {
    result->resize(EVP_MAX_MD_SIZE);
    size_t length = 0;
    ok = EVP_MAC_final(mac_.get(), result->data(), &length, result->size()) == 1;
    result->resize(length);
  } else if (ok && op_.mode == Mode::kGcm) {
    ok = FinishGcm(result);
  }
  Abort();
  return ok;
}

bool FrameProcessor::FinishGcm(std::vector<uint8_t>* tag) {
  EVP_CIPHER_CTX* ctx = tag_cipher_ ? tag_cipher_.get() : cipher_.get();
  uint8_t unused[16];
  int length = 0;
  tag->resize(16);
  return EVP_CipherFinal_ex(ctx, unused, &length) == 1 &&
         EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, 16, tag->data()) == 1;
}

void FrameProcessor::Abort() {
  open_ = false;
  cipher_.reset();
  tag_cipher_.reset();
  md_.reset();
  mac_.reset();
}

}  // namespace sim::pic32mzw1
