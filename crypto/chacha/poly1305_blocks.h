// Poly1305's block loop: the replaceable backend behind poly1305.cc (the
// portable C++ one, or Thumb-2 assembly on Cortex-M4). The build links
// exactly one implementation.
//
// The accumulator ctx->h is 130 bits in five 32-bit words, partially
// reduced mod 2^130 - 5: every implementation leaves h[4] <= 4 and accepts
// any such h (so h < 2^131), and r as mcu_poly1305_init clamps it.
#ifndef MCUCRYPT_CHACHA_POLY1305_BLOCKS_H_
#define MCUCRYPT_CHACHA_POLY1305_BLOCKS_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/chacha20_poly1305.h"

namespace mcucrypt {
namespace poly1305 {

// Absorbs nblocks 16-byte blocks at m (any alignment), each with 2^128
// added (pad_bit = 1; nblocks may be 0), or exactly one final short block
// already padded with 0x01 (pad_bit = 0, nblocks = 1): h = (h + block) * r
// for each.
void absorb(mcu_poly1305_ctx *ctx, const uint8_t *m, size_t nblocks, uint32_t pad_bit);

}  // namespace poly1305
}  // namespace mcucrypt

#endif  // MCUCRYPT_CHACHA_POLY1305_BLOCKS_H_
