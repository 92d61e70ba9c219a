#include "tools/sim/models/sam4c/aes_cipher.h"

#include <openssl/evp.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace sim {
namespace sam4c {
namespace {

// OpenSSL failing on a fixed-size ECB block means the library itself is
// broken; a simulator cannot go on with made-up results.
[[noreturn]] void Fatal(const char* what) {
  std::fprintf(stderr, "sam4c_aes model: OpenSSL %s failed\n", what);
  std::abort();
}

const EVP_CIPHER* EcbForKey(size_t key_bytes) {
  switch (key_bytes) {
    case 16:
      return EVP_aes_128_ecb();
    case 24:
      return EVP_aes_192_ecb();
    case 32:
      return EVP_aes_256_ecb();
  }
  Fatal("key size");
}

void RunOneBlock(EVP_CIPHER_CTX* ctx, const uint8_t* in, uint8_t* out) {
  int written = 0;
  if (EVP_CipherUpdate(ctx, out, &written, in, static_cast<int>(kAesBlockBytes)) != 1 ||
      written != static_cast<int>(kAesBlockBytes)) {
    Fatal("EVP_CipherUpdate");
  }
}

}  // namespace

AesBlockCipher::AesBlockCipher() : encrypt_(EVP_CIPHER_CTX_new()), decrypt_(EVP_CIPHER_CTX_new()) {
  if (encrypt_ == nullptr || decrypt_ == nullptr) Fatal("EVP_CIPHER_CTX_new");
  const uint8_t zero_key[16] = {};
  SetKey(zero_key, sizeof zero_key);
}

AesBlockCipher::~AesBlockCipher() {
  EVP_CIPHER_CTX_free(encrypt_);
  EVP_CIPHER_CTX_free(decrypt_);
}

void AesBlockCipher::SetKey(const uint8_t* key, size_t key_bytes) {
  const EVP_CIPHER* cipher = EcbForKey(key_bytes);
  // ECB without padding: every update call maps one block to one block.
  if (EVP_CipherInit_ex(encrypt_, cipher, nullptr, key, nullptr, 1) != 1 ||
      EVP_CipherInit_ex(decrypt_, cipher, nullptr, key, nullptr, 0) != 1 ||
      EVP_CIPHER_CTX_set_padding(encrypt_, 0) != 1 ||
      EVP_CIPHER_CTX_set_padding(decrypt_, 0) != 1) {
    Fatal("EVP_CipherInit_ex");
  }
}

void AesBlockCipher::Encrypt(const uint8_t in[kAesBlockBytes], uint8_t out[kAesBlockBytes]) const {
  RunOneBlock(encrypt_, in, out);
}

void AesBlockCipher::Decrypt(const uint8_t in[kAesBlockBytes], uint8_t out[kAesBlockBytes]) const {
  RunOneBlock(decrypt_, in, out);
}

void GhashMultiply(uint8_t x[kAesBlockBytes], const uint8_t h[kAesBlockBytes]) {
  uint8_t product[kAesBlockBytes] = {};
  uint8_t v[kAesBlockBytes];
  std::memcpy(v, h, sizeof v);
  for (int bit = 0; bit < 128; ++bit) {
    // Bit 0 is the most significant bit of byte 0 (GCM's reflected order).
    if ((x[bit / 8] >> (7 - bit % 8)) & 1) {
      for (size_t i = 0; i < kAesBlockBytes; ++i) product[i] ^= v[i];
    }
    const bool carry = v[15] & 1;
    for (size_t i = kAesBlockBytes - 1; i > 0; --i) {
      v[i] = static_cast<uint8_t>(v[i] >> 1 | v[i - 1] << 7);
    }
    v[0] >>= 1;
    if (carry) v[0] ^= 0xE1;  // R = 11100001 || 0^120
  }
  std::memcpy(x, product, sizeof product);
}

}  // namespace sam4c
}  // namespace sim
