// The Armv7E-M SHA-512 backend's C++ side: the compression function is
// Thumb-2 assembly (sha512_compress_armv7m.S), which keeps its message
// schedule and working variables on its own stack frame and wipes them
// before returning.
#include <stddef.h>
#include <stdint.h>

#include "crypto/sha2/sha512_compress.h"

extern "C" void mcu_sha512_armv7m_compress(uint64_t state[8], const uint8_t *blocks,
                                           size_t nblocks);

namespace mcucrypt {

mcu_status sha512_compress(uint64_t state[8], const uint8_t *blocks, size_t nblocks) {
  mcu_sha512_armv7m_compress(state, blocks, nblocks);
  return MCU_OK;
}

}  // namespace mcucrypt

namespace mcucrypt {

extern const char sha512_compress_impl[] = "armv7m";

}  // namespace mcucrypt
