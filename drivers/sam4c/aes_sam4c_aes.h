// The "sam4c_aes" descriptors' parts, so the build's default AES
// (aes_default_sam4c_aes.cc) is the same constant, not a copy made at run time.
#ifndef MCUCRYPT_DRIVERS_SAM4C_AES_SAM4C_AES_H_
#define MCUCRYPT_DRIVERS_SAM4C_AES_SAM4C_AES_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/block_cipher.h"

namespace mcucrypt {
namespace sam4c {

mcu_status ExpandKey128(uint32_t *schedule, const uint8_t *key);
mcu_status ExpandKey192(uint32_t *schedule, const uint8_t *key);
mcu_status ExpandKey256(uint32_t *schedule, const uint8_t *key);
mcu_status EncryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);

// GCM in the engine (aes_gcm_sam4c_aes.cc).
mcu_status GcmEncrypt(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                      const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                      uint8_t *out, uint8_t *tag, size_t tag_len);
mcu_status GcmDecrypt(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                      const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                      const uint8_t *tag, size_t tag_len, uint8_t *out);

extern const mcu_block_mode_ops kAesModes;

template <int kBits>
constexpr mcu_block_cipher_desc AesDesc() {
  return mcu_block_cipher_desc{
      kBits == 128 ? "aes-128" : kBits == 192 ? "aes-192" : "aes-256",
      "sam4c_aes",
      16,
      kBits / 8,
      1,
      1,  // the engine's time does not depend on the data
      kBits == 128 ? &ExpandKey128 : kBits == 192 ? &ExpandKey192 : &ExpandKey256,
      &EncryptBlocks,
      &DecryptBlocks,
      &kAesModes,
      nullptr,  // every key size, IV length and buffer runs in the engine
  };
}

}  // namespace sam4c
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_SAM4C_AES_SAM4C_AES_H_
