#include "tools/sim/models/pic32mzw1/descriptors.h"

#include <algorithm>

namespace sim::pic32mzw1 {
namespace {

constexpr uint32_t kCipherAlgos = kAlgoDes | kAlgoTdes | kAlgoAes;
constexpr uint32_t kHashAlgos = kAlgoMd5 | kAlgoSha1 | kAlgoSha256;

bool MoreThanOneBit(uint32_t x) { return (x & (x - 1)) != 0; }

// SA words hold key and IV material as big-endian words (drivers store
// htobe32/LOAD32BE values), so the byte string is each word's big-endian form.
std::vector<uint8_t> BigEndianWords(const uint8_t* sa, size_t first_word, size_t count) {
  std::vector<uint8_t> bytes;
  for (size_t i = first_word; i < first_word + count; ++i) {
    const uint32_t w = LoadLe32(sa + 4 * i);
    for (int shift = 24; shift >= 0; shift -= 8) bytes.push_back(static_cast<uint8_t>(w >> shift));
  }
  return bytes;
}

// Which kinds of operation an SA_CTRL asks for, as ERROP reports them.
// [assumption] An SA that selects no algorithm at all reports every kind (7).
uint32_t ErrOpFromCtrl(uint32_t ctrl) {
  const uint32_t algo = ctrl >> kSaAlgoShift;
  uint32_t errop = 0;
  if (algo & kCipherAlgos) errop |= (ctrl & kSaEncType) ? kErrOpEncrypt : kErrOpDecrypt;
  if (algo & kHashAlgos) errop |= kErrOpAuth;
  return errop != 0 ? errop : (kErrOpEncrypt | kErrOpDecrypt | kErrOpAuth);
}

uint32_t DecodeHash(const uint8_t* sa, uint32_t algo, Operation* op) {
  if (algo & kAlgoMd5) op->hash = Hash::kMd5;
  if (algo & kAlgoSha1) op->hash = Hash::kSha1;
  if (algo & kAlgoSha256) op->hash = Hash::kSha256;
  op->hmac = (algo & kAlgoHmac) != 0;
  // [assumption] HMAC key: the 32 bytes of SA_AUTHKEY, left-aligned. HMAC
  // zero-pads keys to the block size, so any key up to 32 bytes works.
  if (op->hmac) op->auth_key = BigEndianWords(sa, kSaAuthKeyWord, 8);
  return 0;
}

// Returns false for a CRYPTOALGO/ALGO pair the engine does not define.
bool DecodeMode(Cipher cipher, uint32_t crypto_algo, Mode* mode) {
  static constexpr Mode kBlockModes[] = {Mode::kEcb, Mode::kCbc, Mode::kCfb, Mode::kOfb};
  switch (cipher) {
    case Cipher::kDes:  // codes 0-3
      if (crypto_algo > 3) return false;
      *mode = kBlockModes[crypto_algo];
      return true;
    case Cipher::kTdes:  // codes 4-7
      if (crypto_algo < 4 || crypto_algo > 7) return false;
      *mode = kBlockModes[crypto_algo - 4];
      return true;
    case Cipher::kAes:  // codes 8-0xE; 0xC (CBC-MAC) is not modelled
      if (crypto_algo >= 8 && crypto_algo <= 0xB)
        *mode = kBlockModes[crypto_algo - 8];
      else if (crypto_algo == 0xD)
        *mode = Mode::kCtr;
      else if (crypto_algo == 0xE)
        *mode = Mode::kGcm;
      else
        return false;
      return true;
    case Cipher::kNone:
      break;
  }
  return false;
}

uint32_t DecodeCipher(const uint8_t* sa, uint32_t ctrl, uint32_t algo, Operation* op) {
  const uint32_t errop = ErrOpFromCtrl(ctrl);
  op->cipher = (algo & kAlgoDes) ? Cipher::kDes : (algo & kAlgoTdes) ? Cipher::kTdes : Cipher::kAes;
  op->encrypt = (ctrl & kSaEncType) != 0;
  if (!DecodeMode(op->cipher, ctrl & kSaCryptoAlgoMask, &op->mode)) return errop;
  // Keys are right-aligned in the 8-word SA_ENCKEY field.
  size_t key_words = 0;
  if (op->cipher == Cipher::kDes) {
    key_words = 2;  // KEYSIZE ignored: wolfSSL sets 1 for single DES
  } else if (op->cipher == Cipher::kTdes) {
    key_words = 6;
  } else {
    const uint32_t key_size = (ctrl >> kSaKeySizeShift) & 3;
    if (key_size == 3) return errop;
    key_words = 4 + 2 * key_size;
  }
  op->key = BigEndianWords(sa, kSaEncKeyWord + 8 - key_words, key_words);
  if (op->cipher == Cipher::kAes) {
    op->iv = BigEndianWords(sa, kSaEncIvWord, 4);  // Oryx: words 0-3
    // GCM: words 0-2 are the 96-bit IV and word 3 the initial counter, 1 in
    // GCM's J0 = IV || 1; OpenSSL derives J0 itself, so any other start is
    // refused rather than silently computed differently.
    if (op->mode == Mode::kGcm && LoadLe32(sa + 4 * (kSaEncIvWord + 3)) != 1) return errop;
  } else {
    op->iv = BigEndianWords(sa, kSaEncIvWord + 2, 2);  // right-aligned, words 2-3
  }
  return 0;
}

}  // namespace

uint32_t LoadLe32(const uint8_t* p) {
  return static_cast<uint32_t>(p[0]) | static_cast<uint32_t>(p[1]) << 8 |
         static_cast<uint32_t>(p[2]) << 16 | static_cast<uint32_t>(p[3]) << 24;
}

void ReverseWordBytes(std::vector<uint8_t>* data) {
  for (size_t i = 0; i + 4 <= data->size(); i += 4)
    std::reverse(data->begin() + i, data->begin() + i + 4);
}

uint32_t DecodeSecurityAssociation(const uint8_t* sa, Operation* op) {
  *op = Operation{};
  const uint32_t ctrl = LoadLe32(sa);
  const uint32_t algo = (ctrl >> kSaAlgoShift) & 0x7F;
  const uint32_t ciphers = algo & kCipherAlgos;
  const uint32_t hashes = algo & kHashAlgos;
  // [assumption] Combined cipher+hash passes (MULTITASK) are not modelled;
  // they, two ciphers or two hashes at once, HMAC without a hash, or no
  // algorithm at all report ERROP.
  if (MoreThanOneBit(ciphers) || MoreThanOneBit(hashes) || (ciphers != 0 && hashes != 0) ||
      (ciphers == 0 && hashes == 0) || ((algo & kAlgoHmac) != 0 && hashes == 0)) {
    return ErrOpFromCtrl(ctrl);
  }
  if (hashes != 0) return DecodeHash(sa, algo, op);
  return DecodeCipher(sa, ctrl, algo, op);
}

uint32_t ErrOpFor(const Operation& op) {
  if (op.hash != Hash::kNone) return kErrOpAuth;
  return op.encrypt ? kErrOpEncrypt : kErrOpDecrypt;
}

}  // namespace sim::pic32mzw1
