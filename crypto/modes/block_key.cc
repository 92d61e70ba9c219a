// mcu_block_key: a block cipher descriptor with its expanded key, the value
// every mode, MAC and AEAD over a block cipher takes (mcucrypt/block_cipher.h).
#include "mcucrypt/block_cipher.h"

#include "crypto/modes/block_key_internal.h"
#include "mcucrypt/mem.h"

namespace {

bool DescriptorIsUsable(const mcu_block_cipher_desc *c) {
  return c != nullptr && c->expand_key != nullptr && c->encrypt_blocks != nullptr &&
         c->decrypt_blocks != nullptr &&
         (c->block_size == 8 || c->block_size == MCU_BLOCK_MAX_SIZE) &&
         c->key_size > 0 && c->key_size <= MCU_BLOCK_MAX_KEY_SIZE;
}

}  // namespace

extern "C" mcu_status mcu_block_key_init(mcu_block_key *k,
                                         const mcu_block_cipher_desc *cipher,
                                         const uint8_t *key, size_t key_len) {
  if (k == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(k, sizeof *k);
  if (!DescriptorIsUsable(cipher) || key == nullptr || key_len != cipher->key_size) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const mcu_status st = cipher->expand_key(k->schedule, key);
  if (st != MCU_OK) {
    mcu_wipe(k, sizeof *k);
    return st;
  }
  k->cipher = cipher;
  k->magic = mcucrypt::kBlockKeyMagic;
  return MCU_OK;
}

extern "C" void mcu_block_key_wipe(mcu_block_key *k) {
  if (k != nullptr) mcu_wipe(k, sizeof *k);
}

extern "C" mcu_status mcu_block_encrypt(const mcu_block_key *k, const uint8_t *in,
                                        uint8_t *out) {
  if (k == nullptr || in == nullptr || out == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (!mcucrypt::block_key_ready(k)) return MCU_ERR_BAD_STATE;
  return k->cipher->encrypt_blocks(k->schedule, in, out, 1);
}

extern "C" mcu_status mcu_block_decrypt(const mcu_block_key *k, const uint8_t *in,
                                        uint8_t *out) {
  if (k == nullptr || in == nullptr || out == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (!mcucrypt::block_key_ready(k)) return MCU_ERR_BAD_STATE;
  return k->cipher->decrypt_blocks(k->schedule, in, out, 1);
}
