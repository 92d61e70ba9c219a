// The MIPS32r2 SHA-512 backend's C++ side: the compression function is
// assembly (sha512_compress_mips32r2.S), which keeps its message schedule on
// its own stack frame and wipes it before returning; the round constants
// (sha512_round_constants.h) are passed in, so the assembly needs no
// PIC-dependent address loads.
#include <stddef.h>
#include <stdint.h>

#include "crypto/sha2/sha512_compress.h"
#include "crypto/sha2/sha512_round_constants.h"
#include "crypto/sha2/sha512_technique.h"

extern "C" void mcu_sha512_mips32r2_compress(uint64_t state[8], const uint8_t *blocks,
                                             size_t nblocks, const uint64_t k[80]);

namespace mcucrypt {
mcu_status sha512_compress_mips32r2(uint64_t state[8], const uint8_t *blocks, size_t nblocks) {
  mcu_sha512_mips32r2_compress(state, blocks, nblocks, kSha512RoundConstants);
  return MCU_OK;
}

}  // namespace mcucrypt

// This technique's SHA-512, SHA-384, SHA-512/224, SHA-512/256 (mcucrypt/sha512.h).
extern "C" const mcu_hash_desc mcu_sha512_mips32r2 =
    MCU_SHA512_DESC(mcucrypt::sha512_compress_mips32r2, "mips32r2");
extern "C" const mcu_hash_desc mcu_sha384_mips32r2 =
    MCU_SHA384_DESC(mcucrypt::sha512_compress_mips32r2, "mips32r2");
extern "C" const mcu_hash_desc mcu_sha512_224_mips32r2 =
    MCU_SHA512_224_DESC(mcucrypt::sha512_compress_mips32r2, "mips32r2");
extern "C" const mcu_hash_desc mcu_sha512_256_mips32r2 =
    MCU_SHA512_256_DESC(mcucrypt::sha512_compress_mips32r2, "mips32r2");
