// SHA-256 compression function: the replaceable backend behind
// mcucrypt/sha256.h. The build links exactly one implementation (the
// portable C++ one, or a hardware driver).
#ifndef MCUCRYPT_SHA2_SHA256_COMPRESS_H_
#define MCUCRYPT_SHA2_SHA256_COMPRESS_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

namespace mcucrypt {

// Runs the FIPS 180-4 compression function over nblocks consecutive 64-byte
// blocks at `blocks` (any alignment), updating state in place. nblocks may
// be 0. Callers guarantee valid pointers; no padding is applied here.
mcu_status sha256_compress(uint32_t state[8], const uint8_t *blocks, size_t nblocks);

}  // namespace mcucrypt

#endif  // MCUCRYPT_SHA2_SHA256_COMPRESS_H_
