// Ascon-AEAD128 speed in the board simulator's cycle model, as the
// performance targets measure it: 4 KiB messages (with 16 bytes of
// associated data), cycles per byte (x100), encryption and decryption.
// Fails if the ciphertext, tag or decrypted plaintext is wrong, if a
// tampered tag verifies, or above the ceilings: on Cortex-M4 the target of
// 40 cycles/byte (shared/docs/performance-targets.md), on MIPS32 a
// regression ceiling a little above the measured rate.
#include <stdint.h>
#include <string.h>

#include "crypto/ascon/ascon_permutation.h"
#include "mcucrypt/ascon.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

constexpr uint32_t kMessageBytes = 4096;
constexpr uint32_t kRepeats = 4;

// Key 00..0f, nonce 10..1f, AD 30..3f, message[i] = i * 31 + 7 (computed on
// the host): the tag and an FNV-1a hash of the ciphertext.
const uint8_t kExpectedTag[MCU_ASCON_AEAD128_TAG_SIZE] = {
    0x29, 0x59, 0x5f, 0x00, 0xce, 0xc3, 0xee, 0x5a,
    0x33, 0xf5, 0x20, 0xf6, 0x0e, 0xe8, 0x64, 0xf9,
};
constexpr uint32_t kExpectedCiphertextFnv = 0x6c3425ddu;

uint8_t message[kMessageBytes];
uint8_t ciphertext[kMessageBytes];
uint8_t plaintext[kMessageBytes];

}  // namespace

extern "C" int main(void) {
  uint8_t key[16], nonce[16], ad[16], tag[16];
  for (uint32_t i = 0; i < 16; ++i) {
    key[i] = static_cast<uint8_t>(i);
    nonce[i] = static_cast<uint8_t>(0x10 + i);
    ad[i] = static_cast<uint8_t>(0x30 + i);
  }
  for (uint32_t i = 0; i < kMessageBytes; ++i) message[i] = static_cast<uint8_t>(i * 31u + 7u);

  uint32_t start = mcu_board_cycles();
  for (uint32_t r = 0; r < kRepeats; ++r) {
    if (mcu_ascon_aead128_encrypt(key, nonce, 16, ad, 16, message, kMessageBytes, ciphertext,
                                  tag, 16) != MCU_OK) {
      return 1;
    }
  }
  const uint32_t encrypt = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes * kRepeats);
  if (memcmp(tag, kExpectedTag, sizeof(tag)) != 0 ||
      fw_fnv1a(ciphertext, kMessageBytes) != kExpectedCiphertextFnv) {
    mcu_board_print("wrong ciphertext or tag\n");
    return 1;
  }
  mcu_board_print_u32("encrypt 4KiB cycles/byte x100", encrypt);

  start = mcu_board_cycles();
  for (uint32_t r = 0; r < kRepeats; ++r) {
    if (mcu_ascon_aead128_decrypt(key, nonce, 16, ad, 16, ciphertext, kMessageBytes, tag, 16,
                                  plaintext) != MCU_OK) {
      mcu_board_print("tag rejected\n");
      return 1;
    }
  }
  const uint32_t decrypt = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes * kRepeats);
  if (memcmp(plaintext, message, kMessageBytes) != 0) {
    mcu_board_print("wrong plaintext\n");
    return 1;
  }
  mcu_board_print_u32("decrypt 4KiB cycles/byte x100", decrypt);

  tag[15] ^= 0x80;
  if (mcu_ascon_aead128_decrypt(key, nonce, 16, ad, 16, ciphertext, kMessageBytes, tag, 16,
                                plaintext) != MCU_ERR_AUTH_FAILED) {
    mcu_board_print("tampered tag accepted\n");
    return 1;
  }
  for (uint32_t i = 0; i < kMessageBytes; ++i) {
    if (plaintext[i] != 0) {
      mcu_board_print("output not zeroed after a failure\n");
      return 1;
    }
  }

  start = mcu_board_cycles();
  if (mcu_ascon_aead128_encrypt(key, nonce, 16, NULL, 0, NULL, 0, NULL, tag, 16) != MCU_OK) {
    return 1;
  }
  mcu_board_print_u32("empty message cycles", mcu_board_cycles() - start);

#if defined(__ARM_ARCH_7EM__)
  // Encryption must meet the Cortex-M4 target (39.8 measured). Decryption
  // used to pay for releasing or zeroing the output by a mask (41.5
  // measured); it now branches on the public verdict and runs at
  // encryption's speed on the benchmark page (2.63 MB/s both, K66).
  const uint32_t ceiling = 4000;
  const uint32_t decrypt_ceiling = 4200;
#else
  // MIPS32 (ascon_permutation_bi32_mips32r2.S): measured 46.0 and 48.0
  // (62.7 and 65.2 with the portable bi32 C++; the target of 41 is not
  // met): regression ceilings.
  const uint32_t ceiling = 5000;
  const uint32_t decrypt_ceiling = 5100;
#endif
  if (encrypt > ceiling || decrypt > decrypt_ceiling) {
    mcu_board_print("above the ceiling\n");
    mcu_board_print_u32("ceiling cycles/byte x100", ceiling);
    return 1;
  }
  return 0;
}
