// SM3 speed in the board simulator's cycle model, as the performance targets
// measure it: 4 KiB messages, cycles per byte (x100). Fails if the digest is
// wrong or, on Cortex-M4, if SM3 gets slower than 50 cycles/byte: a
// regression ceiling over the portable code's ~46.5, NOT the target (42,
// shared/docs/performance-targets.md), which the portable C does not reach.
#include <stdint.h>
#include <string.h>

#include "mcucrypt/sm3.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

constexpr uint32_t kMessageBytes = 4096;
constexpr uint32_t kRepeats = 4;

// SM3 of message[i] = i * 31 + 7 (computed on the host with Python's hashlib).
const uint8_t kExpected[MCU_SM3_DIGEST_SIZE] = {
    0x0c, 0xfb, 0x2a, 0x1c, 0xe4, 0xda, 0xb7, 0xa3, 0x2a, 0x66, 0x84, 0x2f, 0x38, 0x43, 0x93, 0xf2,
    0xb0, 0x9a, 0xed, 0x01, 0x41, 0x74, 0x6e, 0xdf, 0xe6, 0xde, 0x9a, 0xe1, 0x8a, 0x16, 0xda, 0xba,
};

uint8_t message[kMessageBytes];

}  // namespace

extern "C" int main(void) {
  for (uint32_t i = 0; i < kMessageBytes; ++i) message[i] = static_cast<uint8_t>(i * 31u + 7u);
  uint8_t digest[MCU_SM3_DIGEST_SIZE];

  const uint32_t start = mcu_board_cycles();
  for (uint32_t r = 0; r < kRepeats; ++r) {
    if (mcu_sm3(message, kMessageBytes, digest) != MCU_OK) return 1;
  }
  const uint32_t one_shot = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes * kRepeats);
  if (memcmp(digest, kExpected, sizeof(digest)) != 0) {
    mcu_board_print("wrong digest\n");
    return 1;
  }
  mcu_board_print_u32("sm3 cycles/byte x100", one_shot);

#if defined(__ARM_ARCH_7EM__)
  if (one_shot > 5000) {
    mcu_board_print("SM3 above the Cortex-M4 regression ceiling of 50 cycles/byte\n");
    return 1;
  }
#endif
  return 0;
}
