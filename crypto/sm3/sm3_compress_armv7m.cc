// The Armv7E-M SM3 backend's C++ side: the compression function is Thumb-2
// assembly (sm3_compress_armv7m.S), which keeps its message expansion on its
// own stack frame and wipes it before returning.
#include <stddef.h>
#include <stdint.h>

#include "crypto/sm3/sm3_compress.h"
#include "crypto/sm3/sm3_technique.h"

extern "C" void mcu_sm3_armv7m_compress(uint32_t state[8], const uint8_t *blocks,
                                        size_t nblocks);

namespace mcucrypt {

mcu_status sm3_compress_armv7m(uint32_t state[8], const uint8_t *blocks, size_t nblocks) {
  mcu_sm3_armv7m_compress(state, blocks, nblocks);
  return MCU_OK;
}

}  // namespace mcucrypt

// This technique's SM3 (mcucrypt/sm3.h).
extern "C" const mcu_hash_desc mcu_sm3_armv7m =
    MCU_SM3_DESC(mcucrypt::sm3_compress_armv7m, "armv7m");
