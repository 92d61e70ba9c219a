// Ascon-Hash256 speed in the board simulator's cycle model, as the
// performance targets measure it: 4 KiB messages, cycles per byte (x100).
// Fails if the digest is wrong or if the one-shot rate is above, on
// Cortex-M4, the target of 99 cycles/byte (shared/docs/performance-targets.md),
// on MIPS32 a regression ceiling of 120.
#include <stdint.h>
#include <string.h>

#include "crypto/ascon/ascon_permutation.h"
#include "mcucrypt/ascon.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

constexpr uint32_t kMessageBytes = 4096;
constexpr uint32_t kRepeats = 4;

// Ascon-Hash256 of message[i] = i * 31 + 7 (computed on the host).
const uint8_t kExpected[MCU_ASCON_HASH256_DIGEST_SIZE] = {
    0x6f, 0xa2, 0xb6, 0x77, 0x6c, 0x1a, 0x0e, 0xb4, 0xdc, 0x8c, 0x54,
    0x94, 0x70, 0x60, 0xb0, 0x09, 0xdb, 0x1d, 0x3c, 0x82, 0xd1, 0x85,
    0x48, 0x48, 0x73, 0xb7, 0x49, 0xf1, 0xc2, 0x60, 0x55, 0x71,
};

uint8_t message[kMessageBytes];

}  // namespace

extern "C" int main(void) {
  for (uint32_t i = 0; i < kMessageBytes; ++i) message[i] = static_cast<uint8_t>(i * 31u + 7u);
  uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE];

  // One-shot, 4 KiB (init and final included), the first run also checked.
  uint32_t start = mcu_board_cycles();
  for (uint32_t r = 0; r < kRepeats; ++r) {
    if (mcu_ascon_hash256(message, kMessageBytes, digest) != MCU_OK) return 1;
  }
  const uint32_t one_shot = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes * kRepeats);
  if (memcmp(digest, kExpected, sizeof(digest)) != 0) {
    mcu_board_print("wrong digest\n");
    return 1;
  }
  mcu_board_print_u32("one-shot 4KiB cycles/byte x100", one_shot);

  // update alone: the long-message rate.
  mcu_ascon_hash256_ctx ctx;
  if (mcu_ascon_hash256_init(&ctx) != MCU_OK) return 1;
  start = mcu_board_cycles();
  for (uint32_t r = 0; r < kRepeats; ++r) {
    if (mcu_ascon_hash256_update(&ctx, message, kMessageBytes) != MCU_OK) return 1;
  }
  const uint32_t update = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes * kRepeats);
  if (mcu_ascon_hash256_final(&ctx, digest) != MCU_OK) return 1;
  mcu_board_print_u32("update cycles/byte x100", update);

  start = mcu_board_cycles();
  if (mcu_ascon_hash256(message, 0, digest) != MCU_OK) return 1;
  mcu_board_print_u32("empty message cycles", mcu_board_cycles() - start);

  uint64_t state[5] = {1, 2, 3, 4, 5};
  start = mcu_board_cycles();
  mcucrypt::ascon::permute(state, 12);
  mcu_board_print_u32("p12 call cycles", mcu_board_cycles() - start);

#if defined(__ARM_ARCH_7EM__)
  if (one_shot > 9900) {
    mcu_board_print("above the Cortex-M4 target of 99 cycles/byte\n");
    return 1;
  }
#elif defined(__mips__)
  // MIPS32r2 assembly (ascon_permutation_bi32_mips32r2.S): 114.4 measured
  // (140.2 with the portable bi32 C++; the target of 111 is not met): a
  // regression ceiling.
  if (one_shot > 12000) {
    mcu_board_print("above the MIPS32 regression ceiling of 120 cycles/byte\n");
    return 1;
  }
#endif
  return 0;
}
