// The Armv7-M MD5 backend's C++ side: the compression function is Thumb-2
// assembly (md5_compress_armv7m.S).
#include <stddef.h>
#include <stdint.h>

#include "crypto/md5/md5_compress.h"
#include "crypto/md5/md5_technique.h"

extern "C" void mcu_md5_armv7m_compress(uint32_t state[4], const uint8_t *blocks,
                                        size_t nblocks);

namespace mcucrypt {

mcu_status md5_compress_armv7m(uint32_t state[4], const uint8_t *blocks, size_t nblocks) {
  mcu_md5_armv7m_compress(state, blocks, nblocks);
  return MCU_OK;
}

}  // namespace mcucrypt

// This technique's MD5 (mcucrypt/md5.h).
extern "C" const mcu_hash_desc mcu_md5_armv7m =
    MCU_MD5_DESC(mcucrypt::md5_compress_armv7m, "armv7m");
