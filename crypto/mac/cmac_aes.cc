// AES-CMAC from a raw key (RFC 4493 for AES-128; SP 800-38B for all three):
// picks the build's AES descriptor by key length and runs mcu_cmac.
#include <stddef.h>

#include "mcucrypt/aes.h"
#include "mcucrypt/cmac.h"

namespace {

const mcu_block_cipher_desc *aes_for(size_t key_len) {
  switch (key_len) {
    case MCU_AES128_KEY_SIZE: return &mcu_aes128_desc;
    case MCU_AES192_KEY_SIZE: return &mcu_aes192_desc;
    case MCU_AES256_KEY_SIZE: return &mcu_aes256_desc;
    default: return nullptr;
  }
}

// verify: expected tag (compared) instead of tag (written).
mcu_status aes_cmac(const uint8_t *key, size_t key_len, const void *msg, size_t len,
                    uint8_t *tag, const uint8_t *expected, size_t tag_len) {
  const mcu_block_cipher_desc *aes = aes_for(key_len);
  if (key == nullptr || aes == nullptr || (tag == nullptr && expected == nullptr)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_block_key k;
  mcu_status st = mcu_block_key_init(&k, aes, key, key_len);
  if (st == MCU_OK) {
    st = expected != nullptr ? mcu_cmac_verify(&k, msg, len, expected, tag_len)
                             : mcu_cmac(&k, msg, len, tag, tag_len);
  }
  mcu_block_key_wipe(&k);
  return st;
}

}  // namespace

extern "C" mcu_status mcu_aes_cmac(const uint8_t *key, size_t key_len, const void *msg,
                                   size_t len, uint8_t *tag, size_t tag_len) {
  if (tag == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  return aes_cmac(key, key_len, msg, len, tag, nullptr, tag_len);
}

extern "C" mcu_status mcu_aes_cmac_verify(const uint8_t *key, size_t key_len,
                                          const void *msg, size_t len,
                                          const uint8_t *expected_tag, size_t tag_len) {
  if (expected_tag == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  return aes_cmac(key, key_len, msg, len, nullptr, expected_tag, tag_len);
}
