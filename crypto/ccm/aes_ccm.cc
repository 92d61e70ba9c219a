// AES-CCM and SM4-CCM with a raw key, and their AEAD descriptors: the key
// schedule lives on the stack for one call and is wiped.
#include "mcucrypt/ccm.h"
#include "mcucrypt/mem.h"

#if defined(MCUCRYPT_CCM_SM4)
#include "mcucrypt/sm4.h"
#else
#include "mcucrypt/aes.h"
#endif

namespace {

mcu_status Seal(const mcu_block_cipher_desc *cipher, const uint8_t *key, const uint8_t *nonce,
                size_t nonce_len, const uint8_t *aad, size_t aad_len, const uint8_t *in,
                size_t len, uint8_t *out, uint8_t *tag, size_t tag_len) {
  if (key == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_block_key k;
  mcu_status st = mcu_block_key_init(&k, cipher, key, cipher->key_size);
  if (st == MCU_OK) {
    st = mcu_ccm_encrypt(&k, nonce, nonce_len, aad, aad_len, in, len, out, tag, tag_len);
  }
  mcu_block_key_wipe(&k);
  return st;
}

mcu_status Open(const mcu_block_cipher_desc *cipher, const uint8_t *key, const uint8_t *nonce,
                size_t nonce_len, const uint8_t *aad, size_t aad_len, const uint8_t *in,
                size_t len, const uint8_t *tag, size_t tag_len, uint8_t *out) {
  mcu_block_key k;
  // A NULL key still goes through mcu_ccm_decrypt with a wiped block key,
  // which zeroes out (if usable) and reports the error.
  mcu_status st = key == NULL ? MCU_ERR_INVALID_ARGUMENT
                              : mcu_block_key_init(&k, cipher, key, cipher->key_size);
  if (st != MCU_OK) mcu_wipe(&k, sizeof k);
  const mcu_status dec =
      mcu_ccm_decrypt(&k, nonce, nonce_len, aad, aad_len, in, len, tag, tag_len, out);
  mcu_block_key_wipe(&k);
  return st != MCU_OK ? st : dec;
}

}  // namespace

#define MCU_CCM_RAW_KEY(prefix, cipher_desc)                                              \
  extern "C" mcu_status mcu_##prefix##_ccm_encrypt(                                       \
      const uint8_t *key, const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,     \
      size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,          \
      size_t tag_len) {                                                                   \
    return Seal(&cipher_desc, key, nonce, nonce_len, aad, aad_len, in, len, out, tag,     \
                tag_len);                                                                 \
  }                                                                                       \
  extern "C" mcu_status mcu_##prefix##_ccm_decrypt(                                       \
      const uint8_t *key, const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,     \
      size_t aad_len, const uint8_t *in, size_t len, const uint8_t *tag, size_t tag_len,  \
      uint8_t *out) {                                                                     \
    return Open(&cipher_desc, key, nonce, nonce_len, aad, aad_len, in, len, tag, tag_len, \
                out);                                                                     \
  }

#if defined(MCUCRYPT_CCM_SM4)
MCU_CCM_RAW_KEY(sm4, mcu_sm4_desc)
extern "C" const mcu_aead_desc mcu_sm4_ccm_desc = {
    "sm4-ccm", 16, MCU_CCM_NONCE_SIZE, MCU_CCM_TAG_SIZE, mcu_sm4_ccm_encrypt, mcu_sm4_ccm_decrypt,
};
#else
MCU_CCM_RAW_KEY(aes128, mcu_aes128_desc)
MCU_CCM_RAW_KEY(aes192, mcu_aes192_desc)
MCU_CCM_RAW_KEY(aes256, mcu_aes256_desc)
extern "C" const mcu_aead_desc mcu_aes128_ccm_desc = {
    "aes-128-ccm", 16, MCU_CCM_NONCE_SIZE, MCU_CCM_TAG_SIZE,
    mcu_aes128_ccm_encrypt, mcu_aes128_ccm_decrypt,
};
extern "C" const mcu_aead_desc mcu_aes192_ccm_desc = {
    "aes-192-ccm", 24, MCU_CCM_NONCE_SIZE, MCU_CCM_TAG_SIZE,
    mcu_aes192_ccm_encrypt, mcu_aes192_ccm_decrypt,
};
extern "C" const mcu_aead_desc mcu_aes256_ccm_desc = {
    "aes-256-ccm", 32, MCU_CCM_NONCE_SIZE, MCU_CCM_TAG_SIZE,
    mcu_aes256_ccm_encrypt, mcu_aes256_ccm_decrypt,
};
#endif
