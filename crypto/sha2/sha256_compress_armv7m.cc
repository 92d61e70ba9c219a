// The Armv7E-M SHA-256 backend's C++ side: the compression function is
// Thumb-2 assembly (sha256_compress_armv7m.S), which keeps its message
// schedule on its own stack frame and wipes it before returning.
#include <stddef.h>
#include <stdint.h>

#include "crypto/sha2/sha256_compress.h"
#include "crypto/sha2/sha256_technique.h"

extern "C" void mcu_sha256_armv7m_compress(uint32_t state[8], const uint8_t *blocks,
                                           size_t nblocks);

namespace mcucrypt {

mcu_status sha256_compress_armv7m(uint32_t state[8], const uint8_t *blocks, size_t nblocks) {
  mcu_sha256_armv7m_compress(state, blocks, nblocks);
  return MCU_OK;
}

}  // namespace mcucrypt

// This technique's SHA-256 and SHA-224 (mcucrypt/sha256.h).
extern "C" const mcu_hash_desc mcu_sha256_armv7m =
    MCU_SHA256_DESC(mcucrypt::sha256_compress_armv7m, "armv7m");
extern "C" const mcu_hash_desc mcu_sha224_armv7m =
    MCU_SHA224_DESC(mcucrypt::sha256_compress_armv7m, "armv7m");
