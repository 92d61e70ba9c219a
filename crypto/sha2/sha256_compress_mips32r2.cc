// The MIPS32r2 SHA-256 backend's C++ side: the compression function is
// assembly (sha256_compress_mips32r2.S); the round constants
// (sha256_round_constants.h) are passed in, so the assembly needs no
// PIC-dependent address loads.
#include <stddef.h>
#include <stdint.h>

#include "crypto/sha2/sha256_compress.h"
#include "crypto/sha2/sha256_round_constants.h"
#include "crypto/sha2/sha256_technique.h"

extern "C" void mcu_sha256_mips32r2_compress(uint32_t state[8], const uint8_t *blocks,
                                             size_t nblocks, const uint32_t k[64]);

namespace mcucrypt {
mcu_status sha256_compress_mips32r2(uint32_t state[8], const uint8_t *blocks, size_t nblocks) {
  mcu_sha256_mips32r2_compress(state, blocks, nblocks, kSha256RoundConstants);
  return MCU_OK;
}

}  // namespace mcucrypt

// This technique's SHA-256 and SHA-224 (mcucrypt/sha256.h).
extern "C" const mcu_hash_desc mcu_sha256_mips32r2 =
    MCU_SHA256_DESC(mcucrypt::sha256_compress_mips32r2, "mips32r2");
extern "C" const mcu_hash_desc mcu_sha224_mips32r2 =
    MCU_SHA224_DESC(mcucrypt::sha256_compress_mips32r2, "mips32r2");
