// The two primitives under the SAM4C AES model: the AES block function, taken
// from OpenSSL (EVP, AES-ECB one block at a time, as the hardware core runs),
// and multiplication in GCM's GF(2^128), the model's own arithmetic (OpenSSL
// has no public GHASH step that takes an arbitrary H and running hash, and the
// hardware exposes both in GCMHR and GHASHR).
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_CIPHER_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_CIPHER_H_

#include <openssl/types.h>

#include <cstddef>
#include <cstdint>

namespace sim {
namespace sam4c {

constexpr size_t kAesBlockBytes = 16;

class AesBlockCipher {
 public:
  AesBlockCipher();
  ~AesBlockCipher();
  AesBlockCipher(const AesBlockCipher&) = delete;
  AesBlockCipher& operator=(const AesBlockCipher&) = delete;

  // key_bytes is 16, 24 or 32.
  void SetKey(const uint8_t* key, size_t key_bytes);
  void Encrypt(const uint8_t in[kAesBlockBytes], uint8_t out[kAesBlockBytes]) const;
  void Decrypt(const uint8_t in[kAesBlockBytes], uint8_t out[kAesBlockBytes]) const;

 private:
  EVP_CIPHER_CTX* encrypt_;
  EVP_CIPHER_CTX* decrypt_;
};

// x = x * h in GF(2^128) with GCM's bit order (NIST SP 800-38D, 6.3).
// Not constant-time: the model handles simulated data, not secrets.
void GhashMultiply(uint8_t x[kAesBlockBytes], const uint8_t h[kAesBlockBytes]);

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_CIPHER_H_
