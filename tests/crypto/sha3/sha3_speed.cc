// SHA-3 speed in the board simulator's cycle model, as the performance
// targets measure it: 4 KiB messages, cycles per byte (x100), plus one
// Keccak-f[1600] call. Fails if an output is wrong or, on Cortex-M4, if
// SHA3-256 gets slower than 80 cycles/byte: a regression ceiling over the
// assembly backend's ~75 (the portable C++ measured ~112), NOT the target
// (68, shared/docs/performance-targets.md).
#include <stdint.h>
#include <string.h>

#include "crypto/sha3/keccak_f1600.h"
#include "mcucrypt/sha3.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

constexpr uint32_t kMessageBytes = 4096;

// Outputs for message[i] = i * 31 + 7 (computed on the host with Python's
// hashlib): SHA3-256, SHA3-512, SHAKE128 (32 bytes), and the last 32 of
// 4096 bytes of SHAKE256("").
const uint8_t kSha3_256[32] = {
    0x36, 0xb1, 0x0e, 0xa7, 0x4c, 0x2d, 0x90, 0x2e, 0xad, 0xf8, 0xd9, 0x1e, 0xef, 0x3f, 0x36, 0x40,
    0xe2, 0xe3, 0x62, 0xec, 0x5e, 0xca, 0xf7, 0x7e, 0xb4, 0x7a, 0x75, 0x8b, 0xc4, 0xf6, 0x32, 0xa5,
};
const uint8_t kSha3_512[64] = {
    0x2a, 0x9b, 0xb1, 0xf2, 0x0a, 0x72, 0x4c, 0x51, 0x6d, 0xfe, 0x5b, 0xdb, 0x1d, 0x8b, 0xa0, 0xd3,
    0x08, 0xf5, 0x97, 0x5e, 0x66, 0x8d, 0xd7, 0xfe, 0xea, 0xa3, 0x4b, 0x8e, 0x17, 0x80, 0xf0, 0x70,
    0x88, 0xa1, 0x4b, 0x2e, 0xc3, 0x99, 0x67, 0xce, 0x4e, 0x77, 0x16, 0x5a, 0x4d, 0xd9, 0xc4, 0x53,
    0x94, 0x29, 0xb2, 0x18, 0x7b, 0xe2, 0x1f, 0x03, 0xc4, 0xa2, 0x57, 0x33, 0x3f, 0x4a, 0xcd, 0x9e,
};
const uint8_t kShake128[32] = {
    0x19, 0xf4, 0x4c, 0x08, 0x65, 0xdb, 0xef, 0x9e, 0x79, 0x50, 0xe3, 0x96, 0x98, 0x2b, 0xfb, 0x74,
    0x48, 0x2b, 0x90, 0x5b, 0x32, 0xd9, 0xee, 0x57, 0xd6, 0x46, 0x5d, 0xb0, 0x8b, 0xfa, 0xc6, 0x6f,
};
const uint8_t kShake256Tail[32] = {
    0x8b, 0xb7, 0xf8, 0x87, 0xa6, 0x0e, 0x51, 0x84, 0xa0, 0xad, 0x79, 0xbf, 0x52, 0x9d, 0xdc, 0xf0,
    0x41, 0xb2, 0x69, 0xf9, 0xd0, 0xaf, 0x87, 0xe6, 0x2f, 0x44, 0xf3, 0xe8, 0x80, 0x40, 0x57, 0xec,
};

uint8_t message[kMessageBytes];
uint8_t output[kMessageBytes];

}  // namespace

extern "C" int main(void) {
  for (uint32_t i = 0; i < kMessageBytes; ++i) message[i] = static_cast<uint8_t>(i * 31u + 7u);
  uint8_t digest[64];

  uint32_t start = mcu_board_cycles();
  if (mcu_sha3_256(message, kMessageBytes, digest) != MCU_OK) return 1;
  const uint32_t sha3_256 = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (!fw_same_bytes("sha3-256", digest, kSha3_256, 32)) return 1;
  mcu_board_print_u32("sha3-256 cycles/byte x100", sha3_256);

  start = mcu_board_cycles();
  if (mcu_sha3_512(message, kMessageBytes, digest) != MCU_OK) return 1;
  const uint32_t sha3_512 = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (!fw_same_bytes("sha3-512", digest, kSha3_512, 64)) return 1;
  mcu_board_print_u32("sha3-512 cycles/byte x100", sha3_512);

  start = mcu_board_cycles();
  if (mcu_shake128(message, kMessageBytes, digest, 32) != MCU_OK) return 1;
  const uint32_t shake128 = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (!fw_same_bytes("shake128", digest, kShake128, 32)) return 1;
  mcu_board_print_u32("shake128 absorb cycles/byte x100", shake128);

  start = mcu_board_cycles();
  if (mcu_shake256(nullptr, 0, output, kMessageBytes) != MCU_OK) return 1;
  const uint32_t squeeze = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (!fw_same_bytes("shake256 output", output + kMessageBytes - 32, kShake256Tail, 32)) return 1;
  mcu_board_print_u32("shake256 squeeze cyc/byte x100", squeeze);

  static mcu_keccak_state state;
  start = mcu_board_cycles();
  mcucrypt::keccak_f1600_permute(&state);
  mcu_board_print_u32("keccak-f1600 call cycles", mcu_board_cycles() - start);

#if defined(__ARM_ARCH_7EM__)
  if (sha3_256 > 8000) {
    mcu_board_print("SHA3-256 above the Cortex-M4 regression ceiling of 80 cycles/byte\n");
    return 1;
  }
#endif
  return 0;
}
