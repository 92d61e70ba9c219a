// The speed firmware harness shared by GCM and CCM (gcm_speed.cc,
// ccm_speed.cc): 4 KiB messages with 16 bytes of associated data, nonce 12
// bytes, tag 16, key schedule set up beforehand; prints cycles per byte
// (x100) for encryption and decryption. A case fails if its ciphertext, tag
// or plaintext is wrong, or if a tampered tag verifies or leaves output.
#ifndef MCUCRYPT_TESTS_CRYPTO_GCM_AEAD_SPEED_H_
#define MCUCRYPT_TESTS_CRYPTO_GCM_AEAD_SPEED_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mcucrypt/block_cipher.h"
#include "mcucrypt/status.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace aead_speed {

constexpr uint32_t kMessageBytes = 4096;

// Key 00.., nonce 10..1b, AD 30..3f, message[i] = i * 31 + 7: the expected
// tag and an FNV-1a hash of the ciphertext.
struct Case {
  const char *name;
  const mcu_block_cipher_desc *cipher;
  uint8_t tag[16];
  uint32_t fnv;
};

// mcu_gcm_encrypt / mcu_ccm_encrypt and their decrypt counterparts.
struct Mode {
  mcu_status (*encrypt)(const mcu_block_key *k, const uint8_t *nonce, size_t nonce_len,
                        const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                        uint8_t *out, uint8_t *tag, size_t tag_len);
  mcu_status (*decrypt)(const mcu_block_key *k, const uint8_t *nonce, size_t nonce_len,
                        const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                        const uint8_t *tag, size_t tag_len, uint8_t *out);
};

inline uint8_t message[kMessageBytes];
inline uint8_t ciphertext[kMessageBytes];
inline uint8_t plaintext[kMessageBytes];

// "<name> <what>=<value>".
inline void Print(const char *name, const char *what, uint32_t value) {
  char label[64];
  size_t n = 0;
  for (const char *p = name; *p != 0 && n < 30; ++p) label[n++] = *p;
  label[n++] = ' ';
  for (const char *p = what; *p != 0 && n < 62; ++p) label[n++] = *p;
  label[n] = 0;
  mcu_board_print_u32(label, value);
}

// Returns encryption cycles/byte x100, or 0 on any failure.
inline uint32_t Run(const Mode &mode, const Case &c) {
  uint8_t key[32], nonce[12], ad[16], tag[16];
  for (uint32_t i = 0; i < 32; ++i) key[i] = static_cast<uint8_t>(i);
  for (uint32_t i = 0; i < 12; ++i) nonce[i] = static_cast<uint8_t>(0x10 + i);
  for (uint32_t i = 0; i < 16; ++i) ad[i] = static_cast<uint8_t>(0x30 + i);
  mcu_block_key k;
  if (mcu_block_key_init(&k, c.cipher, key, c.cipher->key_size) != MCU_OK) return 0;

  uint32_t start = mcu_board_cycles();
  if (mode.encrypt(&k, nonce, 12, ad, 16, message, kMessageBytes, ciphertext, tag, 16) !=
      MCU_OK) {
    return 0;
  }
  const uint32_t enc = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (memcmp(tag, c.tag, 16) != 0 || fw_fnv1a(ciphertext, kMessageBytes) != c.fnv) {
    mcu_board_print("wrong ciphertext or tag: ");
    mcu_board_print(c.name);
    mcu_board_print("\n");
    return 0;
  }
  Print(c.name, "enc cycles/byte x100", enc);

  start = mcu_board_cycles();
  if (mode.decrypt(&k, nonce, 12, ad, 16, ciphertext, kMessageBytes, tag, 16, plaintext) !=
      MCU_OK) {
    return 0;
  }
  const uint32_t dec = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (memcmp(plaintext, message, kMessageBytes) != 0) return 0;
  Print(c.name, "dec cycles/byte x100", dec);

  tag[15] ^= 0x80;
  if (mode.decrypt(&k, nonce, 12, ad, 16, ciphertext, kMessageBytes, tag, 16, plaintext) !=
      MCU_ERR_AUTH_FAILED) {
    return 0;
  }
  for (uint32_t i = 0; i < kMessageBytes; ++i) {
    if (plaintext[i] != 0) return 0;
  }
  mcu_block_key_wipe(&k);
  return enc;
}

// Fills the message and runs every case. Returns the encryption rate of
// the case keyed by `reference` (cycles/byte x100), or 0 after printing
// "failed: <name>" for the first case that fails.
template <size_t N>
uint32_t RunAll(const Mode &mode, const Case (&cases)[N], const mcu_block_cipher_desc *reference) {
  for (uint32_t i = 0; i < kMessageBytes; ++i) message[i] = static_cast<uint8_t>(i * 31u + 7u);
  uint32_t reference_enc = 0;
  for (const Case &c : cases) {
    const uint32_t enc = Run(mode, c);
    if (enc == 0) {
      mcu_board_print("failed: ");
      mcu_board_print(c.name);
      mcu_board_print("\n");
      return 0;
    }
    if (c.cipher == reference) reference_enc = enc;
  }
  return reference_enc;
}

}  // namespace aead_speed

#endif  // MCUCRYPT_TESTS_CRYPTO_GCM_AEAD_SPEED_H_
