// SM3 compression function: the replaceable backend behind mcucrypt/sm3.h.
// The build links exactly one implementation, chosen by
// //crypto/sm3:sm3_compress_backend.
#ifndef MCUCRYPT_SM3_SM3_COMPRESS_H_
#define MCUCRYPT_SM3_SM3_COMPRESS_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

namespace mcucrypt {

// Runs the GB/T 32905 compression function CF over nblocks consecutive
// 64-byte blocks at `blocks` (any alignment), updating state (V, as eight
// words A..H) in place. nblocks may be 0. Callers guarantee valid pointers;
// no padding is applied here.
mcu_status sm3_compress(uint32_t state[8], const uint8_t *blocks, size_t nblocks);

// The technique of the backend linked (its descriptor's impl): "portable", ...
extern const char sm3_compress_impl[];

}  // namespace mcucrypt

#endif  // MCUCRYPT_SM3_SM3_COMPRESS_H_
