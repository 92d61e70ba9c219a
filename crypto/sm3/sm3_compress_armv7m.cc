// The Armv7E-M SM3 backend's C++ side: the compression function is Thumb-2
// assembly (sm3_compress_armv7m.S), which keeps its message expansion on its
// own stack frame and wipes it before returning.
#include <stddef.h>
#include <stdint.h>

#include "crypto/sm3/sm3_compress.h"

extern "C" void mcu_sm3_armv7m_compress(uint32_t state[8], const uint8_t *blocks,
                                        size_t nblocks);

namespace mcucrypt {

mcu_status sm3_compress(uint32_t state[8], const uint8_t *blocks, size_t nblocks) {
  mcu_sm3_armv7m_compress(state, blocks, nblocks);
  return MCU_OK;
}

}  // namespace mcucrypt

namespace mcucrypt {

extern const char sm3_compress_impl[] = "armv7m";

}  // namespace mcucrypt
