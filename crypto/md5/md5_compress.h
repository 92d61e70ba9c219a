// MD5 compression function: the replaceable backend behind mcucrypt/md5.h.
// The build links exactly one implementation (the portable C++ one, or a
// driver such as the K66 MMCAU's or the PIC32 Crypto Engine's).
#ifndef MCUCRYPT_MD5_MD5_COMPRESS_H_
#define MCUCRYPT_MD5_MD5_COMPRESS_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

namespace mcucrypt {

// Runs the RFC 1321 (section 3.4) block function over nblocks consecutive
// 64-byte blocks at `blocks` (any alignment), updating state (A, B, C, D as
// numbers; the digest is their little-endian bytes) in place. nblocks may be
// 0. Callers guarantee valid pointers; no padding is applied here.
mcu_status md5_compress(uint32_t state[4], const uint8_t *blocks, size_t nblocks);

// The technique of the backend linked (its descriptor's impl): "portable", ...
extern const char md5_compress_impl[];

}  // namespace mcucrypt

#endif  // MCUCRYPT_MD5_MD5_COMPRESS_H_
