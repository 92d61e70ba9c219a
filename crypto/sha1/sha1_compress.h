// SHA-1 compression function: the replaceable backend behind
// mcucrypt/sha1.h. The build links exactly one implementation (the portable
// C++ one, or a driver such as the K66 MMCAU's or the PIC32 Crypto
// Engine's).
#ifndef MCUCRYPT_SHA1_SHA1_COMPRESS_H_
#define MCUCRYPT_SHA1_SHA1_COMPRESS_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

namespace mcucrypt {

// Runs the FIPS 180-4 compression function (section 6.1.2) over nblocks
// consecutive 64-byte blocks at `blocks` (any alignment), updating state in
// place. nblocks may be 0. Callers guarantee valid pointers; no padding is
// applied here.
mcu_status sha1_compress(uint32_t state[5], const uint8_t *blocks, size_t nblocks);

// The technique of the backend linked (its descriptor's impl): "portable", ...
extern const char sha1_compress_impl[];

}  // namespace mcucrypt

#endif  // MCUCRYPT_SHA1_SHA1_COMPRESS_H_
