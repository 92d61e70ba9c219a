// AES-GCM and SM4-GCM speed in the board simulator's cycle model, as the
// performance targets measure it: 4 KiB messages with 16 bytes of
// associated data, key schedule set up beforehand, cycles per byte (x100)
// for encryption and decryption, plus GHASH alone. Fails if a ciphertext,
// tag or plaintext is wrong, if a tampered tag verifies or leaves output,
// or, on Cortex-M4, above the regression ceiling at the end of main.
#include <stdint.h>
#include <string.h>

#include "crypto/gcm/ghash.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/sm4.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

constexpr uint32_t kMessageBytes = 4096;

// Key 00.., nonce 10..1b, AD 30..3f, message[i] = i * 31 + 7 (computed on
// the host with pyca/cryptography 48): the tag and an FNV-1a hash of the
// ciphertext.
struct Case {
  const char *name;
  const mcu_block_cipher_desc *cipher;
  uint8_t tag[16];
  uint32_t fnv;
};

const Case kCases[] = {
    {"aes-128-gcm", &mcu_aes128_desc,
     {0xc2, 0x1c, 0x9a, 0xd0, 0xf0, 0xc4, 0xa2, 0x47,
      0x9c, 0xf6, 0x0a, 0x68, 0x24, 0x5c, 0x5d, 0x1a},
     0x731f65a1u},
    {"aes-192-gcm", &mcu_aes192_desc,
     {0xd0, 0x68, 0xc6, 0xc5, 0x84, 0x1a, 0xed, 0x6b,
      0xa1, 0xa9, 0x5b, 0x34, 0x4b, 0x99, 0xd3, 0x65},
     0x6d7dcff1u},
    {"aes-256-gcm", &mcu_aes256_desc,
     {0x3b, 0xfa, 0x07, 0xa4, 0xba, 0x4b, 0xce, 0x83,
      0x69, 0x74, 0x15, 0xb3, 0xa6, 0x24, 0x8b, 0xbd},
     0x49612052u},
    {"sm4-gcm", &mcu_sm4_desc,
     {0x2c, 0xe5, 0xa4, 0x76, 0x47, 0xf2, 0xd7, 0x91,
      0x74, 0xda, 0xdf, 0x1c, 0x45, 0x95, 0x71, 0xcd},
     0xfac9d940u},
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
  if (mcu_gcm_encrypt(&k, nonce, 12, ad, 16, message, kMessageBytes, ciphertext, tag, 16) !=
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
  if (mcu_gcm_decrypt(&k, nonce, 12, ad, 16, ciphertext, kMessageBytes, tag, 16, plaintext) !=
      MCU_OK) {
    return 0;
  }
  const uint32_t dec = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (memcmp(plaintext, message, kMessageBytes) != 0) return 0;
  Print(c.name, "dec cycles/byte x100", dec);

  tag[15] ^= 0x80;
  if (mcu_gcm_decrypt(&k, nonce, 12, ad, 16, ciphertext, kMessageBytes, tag, 16, plaintext) !=
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

  // GHASH alone (the build's backend).
  static mcucrypt::gcm::GhashKey hkey;
  uint32_t y[4] = {0, 0, 0, 0};
  mcucrypt::gcm::ghash_init(&hkey, message);
  const uint32_t start = mcu_board_cycles();
  mcucrypt::gcm::ghash_blocks(&hkey, y, message, kMessageBytes / 16);
  Print(mcucrypt::gcm::kGhashImpl, "ghash cycles/byte x100",
        fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes));

#if defined(__ARM_ARCH_7EM__)
  // Regression ceiling a little above the measured AES-128-GCM rate
  // (146.5 cycles/byte on the K66 model: fixsliced AES-CTR ~89 + GHASH
  // ~57). NOT the target of 113 (shared/docs/performance-targets.md), which
  // needs GHASH at ~30: the next step is an assembly GHASH.
  if (aes128 > 16000) {
    mcu_board_print("AES-128-GCM above the Cortex-M4 regression ceiling\n");
    return 1;
  }
#endif
  (void)aes128;
  return 0;
}
