// The Armv7E-M SHA-512 backend's C++ side: the compression function is
// Thumb-2 assembly (sha512_compress_armv7m.S), which keeps its message
// schedule and working variables on its own stack frame and wipes them
// before returning.
#include <stddef.h>
#include <stdint.h>

#include "crypto/sha2/sha512_compress.h"
#include "crypto/sha2/sha512_technique.h"

extern "C" void mcu_sha512_armv7m_compress(uint64_t state[8], const uint8_t *blocks,
                                           size_t nblocks);

namespace mcucrypt {

mcu_status sha512_compress_armv7m(uint64_t state[8], const uint8_t *blocks, size_t nblocks) {
  mcu_sha512_armv7m_compress(state, blocks, nblocks);
  return MCU_OK;
}

}  // namespace mcucrypt

// This technique's SHA-512, SHA-384, SHA-512/224, SHA-512/256 (mcucrypt/sha512.h).
extern "C" const mcu_hash_desc mcu_sha512_armv7m =
    MCU_SHA512_DESC(mcucrypt::sha512_compress_armv7m, "armv7m");
extern "C" const mcu_hash_desc mcu_sha384_armv7m =
    MCU_SHA384_DESC(mcucrypt::sha512_compress_armv7m, "armv7m");
extern "C" const mcu_hash_desc mcu_sha512_224_armv7m =
    MCU_SHA512_224_DESC(mcucrypt::sha512_compress_armv7m, "armv7m");
extern "C" const mcu_hash_desc mcu_sha512_256_armv7m =
    MCU_SHA512_256_DESC(mcucrypt::sha512_compress_armv7m, "armv7m");
