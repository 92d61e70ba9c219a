// The raw-key entry points of a block-cipher AEAD (mcu_aes128_gcm_encrypt,
// mcu_sm4_ccm_decrypt, ...) and their mcu_aead_desc, over the mode's
// mcu_block_key functions: the key schedule lives on the stack for one call
// and is wiped. Shared by crypto/gcm and crypto/ccm.
#ifndef MCUCRYPT_CRYPTO_MODES_RAW_KEY_AEAD_H_
#define MCUCRYPT_CRYPTO_MODES_RAW_KEY_AEAD_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/aead_desc.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/status.h"

namespace mcucrypt {
namespace modes {

// mcu_gcm_encrypt / mcu_ccm_encrypt and their decrypt counterparts.
using BlockAeadSeal = mcu_status (*)(const mcu_block_key *k, const uint8_t *nonce,
                                     size_t nonce_len, const uint8_t *aad, size_t aad_len,
                                     const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
                                     size_t tag_len);
using BlockAeadOpen = mcu_status (*)(const mcu_block_key *k, const uint8_t *nonce,
                                     size_t nonce_len, const uint8_t *aad, size_t aad_len,
                                     const uint8_t *in, size_t len, const uint8_t *tag,
                                     size_t tag_len, uint8_t *out);

template <BlockAeadSeal kSeal>
mcu_status RawKeySeal(const mcu_block_cipher_desc *cipher, const uint8_t *key,
                      const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,
                      size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
                      size_t tag_len) {
  if (key == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_block_key k;
  mcu_status st = mcu_block_key_init(&k, cipher, key, cipher->key_size);
  if (st == MCU_OK) st = kSeal(&k, nonce, nonce_len, aad, aad_len, in, len, out, tag, tag_len);
  mcu_block_key_wipe(&k);
  return st;
}

template <BlockAeadOpen kOpen>
mcu_status RawKeyOpen(const mcu_block_cipher_desc *cipher, const uint8_t *key,
                      const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,
                      size_t aad_len, const uint8_t *in, size_t len, const uint8_t *tag,
                      size_t tag_len, uint8_t *out) {
  mcu_block_key k;
  // A NULL key still goes through the mode's decrypt with a wiped block key,
  // which zeroes out (if usable) and reports the error.
  mcu_status st = key == NULL ? MCU_ERR_INVALID_ARGUMENT
                              : mcu_block_key_init(&k, cipher, key, cipher->key_size);
  if (st != MCU_OK) mcu_wipe(&k, sizeof k);
  const mcu_status dec = kOpen(&k, nonce, nonce_len, aad, aad_len, in, len, tag, tag_len, out);
  mcu_block_key_wipe(&k);
  return st != MCU_OK ? st : dec;
}

}  // namespace modes
}  // namespace mcucrypt

// Defines the raw-key functions encrypt_name / decrypt_name (declared in
// mcucrypt/<mode>.h) over mcu_<mode>_encrypt / _decrypt with cipher_desc.
// The caller writes the mcu_aead_desc out beside it, so every public name is
// spelled in its source file (and a search finds it).
#define MCU_RAW_KEY_AEAD_FUNCTIONS(encrypt_name, decrypt_name, mode, cipher_desc)            \
  extern "C" mcu_status encrypt_name(                                                         \
      const uint8_t *key, const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,         \
      size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,              \
      size_t tag_len) {                                                                       \
    return ::mcucrypt::modes::RawKeySeal<mcu_##mode##_encrypt>(                               \
        &cipher_desc, key, nonce, nonce_len, aad, aad_len, in, len, out, tag, tag_len);       \
  }                                                                                           \
  extern "C" mcu_status decrypt_name(                                                         \
      const uint8_t *key, const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,         \
      size_t aad_len, const uint8_t *in, size_t len, const uint8_t *tag, size_t tag_len,      \
      uint8_t *out) {                                                                         \
    return ::mcucrypt::modes::RawKeyOpen<mcu_##mode##_decrypt>(                               \
        &cipher_desc, key, nonce, nonce_len, aad, aad_len, in, len, tag, tag_len, out);       \
  }

#endif  // MCUCRYPT_CRYPTO_MODES_RAW_KEY_AEAD_H_
