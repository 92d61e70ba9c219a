// AES through the PIC32MZ W1 Crypto Engine (aes_pic32mz_ce.cc): ECB for the
// block functions, and the engine's own CBC, CTR and GCM as the
// descriptor's modes. Its descriptors are built here so that mcu_aes*_pic32mz_ce and the
// board's mcu_aes*_desc (aes_default_pic32mz_ce.cc) are the same functions.
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_AES_PIC32MZ_CE_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_AES_PIC32MZ_CE_H_

#include <stddef.h>
#include <stdint.h>

#include "drivers/pic32mzw1/block_pic32mz_ce.h"
#include "mcucrypt/block_cipher.h"

namespace mcucrypt {
namespace aes_pic32mz_ce {

// The engine takes the key itself: the "schedule" is what the SA needs
// (block_pic32mz_ce.h).
template <unsigned kBits>
mcu_status ExpandKey(uint32_t *schedule, const uint8_t *key);
extern const mcu_block_mode_ops kModes;
extern const mcu_block_mode_ops kModesGcmInSoftware;
// GCM in the engine (gcm_pic32mz_ce.cc), mcu_block_mode_ops' contract.
mcu_status GcmEncrypt(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                      const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                      uint8_t *out, uint8_t *tag, size_t tag_len);
mcu_status GcmDecrypt(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                      const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                      const uint8_t *tag, size_t tag_len, uint8_t *out);

// What the engine leaves to software.
constexpr const char *kFallback =
    "GCM with an IV other than 12 bytes, or with no AAD and no payload: "
    "software GHASH over the engine's CTR";

template <unsigned kBits>
constexpr mcu_block_cipher_desc Desc() {
  return {kBits == 128 ? "aes-128" : kBits == 192 ? "aes-192" : "aes-256",
          "pic32mz_ce",
          16,
          kBits / 8,
          32,  // one engine pass holds 32 blocks
          1,   // no branch or address on secrets; the engine's timing is fixed [assumption]
          &ExpandKey<kBits>,
          &block_pic32mz_ce::EncryptBlocks,
          &block_pic32mz_ce::DecryptBlocks,
          &kModes,
          kFallback};
}

}  // namespace aes_pic32mz_ce
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_AES_PIC32MZ_CE_H_
