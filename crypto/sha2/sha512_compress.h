// SHA-512 compression function: the replaceable backend behind
// mcucrypt/sha512.h (SHA-512, SHA-384, SHA-512/224, SHA-512/256). The build
// links exactly one implementation (the portable C++ one, or a driver).
#ifndef MCUCRYPT_SHA2_SHA512_COMPRESS_H_
#define MCUCRYPT_SHA2_SHA512_COMPRESS_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

namespace mcucrypt {

// Runs the FIPS 180-4 compression function (section 6.4.2) over nblocks
// consecutive 128-byte blocks at `blocks` (any alignment), updating state in
// place. nblocks may be 0. Callers guarantee valid pointers; no padding is
// applied here.
mcu_status sha512_compress(uint64_t state[8], const uint8_t *blocks, size_t nblocks);

// The technique of the backend linked (its descriptor's impl): "portable", ...
extern const char sha512_compress_impl[];

}  // namespace mcucrypt

#endif  // MCUCRYPT_SHA2_SHA512_COMPRESS_H_
