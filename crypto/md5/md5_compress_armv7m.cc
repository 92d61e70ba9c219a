// The Armv7-M MD5 backend's C++ side: the compression function is Thumb-2
// assembly (md5_compress_armv7m.S).
#include <stddef.h>
#include <stdint.h>

#include "crypto/md5/md5_compress.h"

extern "C" void mcu_md5_armv7m_compress(uint32_t state[4], const uint8_t *blocks,
                                        size_t nblocks);

namespace mcucrypt {

mcu_status md5_compress(uint32_t state[4], const uint8_t *blocks, size_t nblocks) {
  mcu_md5_armv7m_compress(state, blocks, nblocks);
  return MCU_OK;
}

}  // namespace mcucrypt

namespace mcucrypt {

extern const char md5_compress_impl[] = "armv7m";

}  // namespace mcucrypt
