// SHA-2 speed in the board simulator's cycle model, as the performance
// targets measure it: one 4 KiB message per hash through the public API,
// cycles per byte (x100). Fails if a digest is wrong. SHA-256 is printed for
// reference; SHA-384 and SHA-512 share the compression function.
#include <stdint.h>
#include <string.h>

#include "mcucrypt/sha256.h"
#include "mcucrypt/sha512.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

constexpr uint32_t kMessageBytes = 4096;

// Digests of message[i] = i * 31 + 7 (Python's hashlib on the host).
const uint8_t kSha256[32] = {
    0xd4, 0x1d, 0x43, 0x8c, 0x37, 0x91, 0x10, 0xc7, 0xf7, 0xb2, 0xc5, 0x61, 0xb1, 0xf0, 0x4f, 0x26,
    0xc1, 0xb4, 0x54, 0x91, 0x10, 0x79, 0x1f, 0x8e, 0x02, 0x2f, 0x48, 0x97, 0x42, 0x80, 0xc1, 0x3e,
};
const uint8_t kSha384[48] = {
    0x5a, 0xcd, 0x4d, 0x2b, 0x1f, 0x3e, 0x7a, 0x6d, 0x4d, 0x32, 0xdf, 0xc1, 0xad, 0xf9, 0x9c, 0xef,
    0x86, 0xdb, 0xad, 0x1c, 0x30, 0x7a, 0x21, 0xf8, 0x27, 0x74, 0x09, 0x03, 0x65, 0x88, 0xab, 0xcd,
    0x38, 0x07, 0xa8, 0x60, 0x9c, 0x04, 0xd9, 0xd5, 0xdf, 0x8d, 0x7b, 0x36, 0xa7, 0xde, 0xe7, 0x10,
};
const uint8_t kSha512[64] = {
    0x83, 0xd4, 0xa8, 0xda, 0x07, 0x7e, 0xfa, 0x9a, 0x0c, 0xe3, 0xc7, 0x13, 0xc4, 0xe5, 0x70, 0x3d,
    0xdf, 0x29, 0x47, 0x2d, 0x24, 0x6e, 0xbb, 0x84, 0x5d, 0xd0, 0x03, 0xd0, 0x3c, 0xaf, 0x8a, 0xab,
    0xdb, 0x1e, 0x87, 0x02, 0xdf, 0xce, 0xf6, 0xa7, 0xe5, 0x13, 0x4f, 0xef, 0xd1, 0x04, 0xbc, 0xf6,
    0x1d, 0xbd, 0xcd, 0x3d, 0xb3, 0x85, 0xae, 0x48, 0x34, 0x33, 0x67, 0x20, 0x0a, 0x65, 0xb3, 0x68,
};

uint8_t message[kMessageBytes];

bool Check(const char *what, const uint8_t *got, const uint8_t *want, size_t n) {
  if (memcmp(got, want, n) == 0) return true;
  mcu_board_print("wrong output: ");
  mcu_board_print(what);
  mcu_board_print("\n");
  return false;
}

}  // namespace

extern "C" int main(void) {
  for (uint32_t i = 0; i < kMessageBytes; ++i) message[i] = static_cast<uint8_t>(i * 31u + 7u);
  uint8_t digest[64];

  uint32_t start = mcu_board_cycles();
  if (mcu_sha256(message, kMessageBytes, digest) != MCU_OK) return 1;
  const uint32_t sha256 = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (!Check("sha256", digest, kSha256, 32)) return 1;
  mcu_board_print_u32("sha256 cycles/byte x100", sha256);

  start = mcu_board_cycles();
  if (mcu_sha384(message, kMessageBytes, digest) != MCU_OK) return 1;
  const uint32_t sha384 = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (!Check("sha384", digest, kSha384, 48)) return 1;
  mcu_board_print_u32("sha384 cycles/byte x100", sha384);

  start = mcu_board_cycles();
  if (mcu_sha512(message, kMessageBytes, digest) != MCU_OK) return 1;
  const uint32_t sha512 = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (!Check("sha512", digest, kSha512, 64)) return 1;
  mcu_board_print_u32("sha512 cycles/byte x100", sha512);
  return 0;
}
