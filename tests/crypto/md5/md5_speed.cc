// MD5 speed in the board simulator's cycle model, as the performance targets
// measure it: one 4 KiB message through the public API, cycles per byte
// (x100). Fails if the digest is wrong.
#include <stdint.h>
#include <string.h>

#include "mcucrypt/md5.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

constexpr uint32_t kMessageBytes = 4096;

// MD5 of message[i] = i * 31 + 7 (Python's hashlib on the host).
const uint8_t kMd5[16] = {
    0x88, 0xc3, 0xb3, 0x1b, 0x21, 0x6d, 0x70, 0x5c, 0x77, 0xb7, 0x52, 0x99, 0x0f, 0x1b, 0x55, 0xf5,
};

uint8_t message[kMessageBytes];

}  // namespace

extern "C" int main(void) {
  for (uint32_t i = 0; i < kMessageBytes; ++i) message[i] = static_cast<uint8_t>(i * 31u + 7u);
  uint8_t digest[16];

  const uint32_t start = mcu_board_cycles();
  if (mcu_md5(message, kMessageBytes, digest) != MCU_OK) return 1;
  const uint32_t md5 = fw_per_byte_x100(mcu_board_cycles() - start, kMessageBytes);
  if (memcmp(digest, kMd5, sizeof(kMd5)) != 0) {
    mcu_board_print("wrong output: md5\n");
    return 1;
  }
  mcu_board_print_u32("md5 cycles/byte x100", md5);
  return 0;
}
