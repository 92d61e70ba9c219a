// AES-CCM and SM4-CCM speed in the board simulator's cycle model, as the
// performance targets measure it: 4 KiB messages with 16 bytes of
// associated data, key schedule set up beforehand, cycles per byte (x100)
// for encryption and decryption (nonce 12 bytes, tag 16). Fails if a ciphertext,
// tag or plaintext is wrong, if a tampered tag verifies or leaves output,
// or, on Cortex-M4, above the regression ceiling at the end of main.
#include <stdint.h>
#include <string.h>

#include "mcucrypt/aes.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/sm4.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

constexpr uint32_t kMessageBytes = 4096;

// Key 00.., nonce 10..1b, AD 30..3f, message[i] = i * 31 + 7 (computed on
// the host with pyca/cryptography 48; SM4-CCM by a
// Python CCM over its SM4-ECB, checked against RFC 8998): the tag and an FNV-1a hash of the
// ciphertext.
struct Case {
  const char *name;
  const mcu_block_cipher_desc *cipher;
  uint8_t tag[16];
  uint32_t fnv;
};

const Case kCases[] = {
    {"aes-128-ccm", &mcu_aes128_desc,
     {0x7c, 0xa1, 0xfa, 0x56, 0xc1, 0xb6, 0xc2, 0xae,
      0x97, 0xbd, 0x3f, 0x3a, 0x9a, 0x01, 0x66, 0x00},
     0x5862dc52u},
    {"aes-192-ccm", &mcu_aes192_desc,
     {0x34, 0xc2, 0xd8, 0xb0, 0xf3, 0x68, 0xe0, 0x27,
      0xc6, 0x03, 0x55, 0xf1, 0x4d, 0xfd, 0x7a, 0x9e},
     0x4d3a7bb9u},
    {"aes-256-ccm", &mcu_aes256_desc,
     {0x59, 0xcb, 0xfd, 0x19, 0xd4, 0xde, 0x1a, 0xf6,
      0xa8, 0x15, 0xaf, 0xa1, 0x52, 0x42, 0x3a, 0xb8},
     0x0914117fu},
    {"sm4-ccm", &mcu_sm4_desc,
     {0x04, 0x8c, 0xb0, 0x49, 0x9f, 0xd4, 0xa2, 0x6d,
      0x35, 0x15, 0xca, 0xe5, 0xaa, 0x18, 0x91, 0x64},
     0xc110720bu},
};

uint8_t message[kMessageBytes];
uint8_t ciphertext[kMessageBytes];
uint8_t plaintext[kMessageBytes];

void Print(const char *name, const char *what, uint32_t value) {
  char label[64];
  size_t n = 0;
  for (const char *p = name; *p != 0 && n < 30; ++p) label[n++] = *p;
  label[n++] = ' ';
  for (const char *p = what; *p != 0 && n < 62; ++p) label[n++] = *p;
  label[n] = 0;
  mcu_board_print_u32(label, value);
}

// Returns encryption cycles/byte x100, or 0 on any failure.
uint32_t Run(const Case &c) {
  uint8_t key[32], nonce[12], ad[16], tag[16];
  for (uint32_t i = 0; i < 32; ++i) key[i] = static_cast<uint8_t>(i);
  for (uint32_t i = 0; i < 12; ++i) nonce[i] = static_cast<uint8_t>(0x10 + i);
  for (uint32_t i = 0; i < 16; ++i) ad[i] = static_cast<uint8_t>(0x30 + i);
  mcu_block_key k;
  if (mcu_block_key_init(&k, c.cipher, key, c.cipher->key_size) != MCU_OK) return 0;

  uint32_t start = mcu_board_cycles();
  if (mcu_ccm_encrypt(&k, nonce, 12, ad, 16, message, kMessageBytes, ciphertext, tag, 16) !=
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
  if (mcu_ccm_decrypt(&k, nonce, 12, ad, 16, ciphertext, kMessageBytes, tag, 16, plaintext) !=
      MCU_OK) {
    return 0;
  }
  const uint32_t dec = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (memcmp(plaintext, message, kMessageBytes) != 0) return 0;
  Print(c.name, "dec cycles/byte x100", dec);

  tag[15] ^= 0x80;
  if (mcu_ccm_decrypt(&k, nonce, 12, ad, 16, ciphertext, kMessageBytes, tag, 16, plaintext) !=
      MCU_ERR_AUTH_FAILED) {
    return 0;
  }
  for (uint32_t i = 0; i < kMessageBytes; ++i) {
    if (plaintext[i] != 0) return 0;
  }
  mcu_block_key_wipe(&k);
  return enc;
}

}  // namespace

extern "C" int main(void) {
  for (uint32_t i = 0; i < kMessageBytes; ++i) message[i] = static_cast<uint8_t>(i * 31u + 7u);
  uint32_t aes128 = 0;
  for (const Case &c : kCases) {
    const uint32_t enc = Run(c);
    if (enc == 0) {
      mcu_board_print("failed: ");
      mcu_board_print(c.name);
      mcu_board_print("\n");
      return 1;
    }
    if (c.cipher == &mcu_aes128_desc) aes128 = enc;
  }

#if defined(__ARM_ARCH_7EM__)
  // Regression ceiling a little above the measured AES-128-CCM rate (K66
  // model: 196.7 cycles/byte encrypting, 205.7 decrypting; one two-block
  // fixsliced AES call per payload block, CBC-MAC and counter paired). The
  // target is 200 (shared/docs/performance-targets.md).
  if (aes128 > 22500) {
    mcu_board_print("AES-128-CCM above the Cortex-M4 regression ceiling\n");
    return 1;
  }
#endif
  (void)aes128;
  return 0;
}
