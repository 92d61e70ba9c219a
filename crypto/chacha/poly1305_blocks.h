// Poly1305's block loop, one per technique (absorb_portable,
// absorb_armv7m, absorb_mips32r2, each in its own library), so one image can
// hold several; poly1305.cc calls the short name absorb, which the library
// //crypto/chacha:poly1305_backend chooses defines
// (poly1305_default_<technique>.cc).
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
void absorb_portable(mcu_poly1305_ctx *ctx, const uint8_t *m, size_t nblocks, uint32_t pad_bit);
void absorb_armv7m(mcu_poly1305_ctx *ctx, const uint8_t *m, size_t nblocks, uint32_t pad_bit);
void absorb_mips32r2(mcu_poly1305_ctx *ctx, const uint8_t *m, size_t nblocks, uint32_t pad_bit);

}  // namespace poly1305
}  // namespace mcucrypt

#endif  // MCUCRYPT_CHACHA_POLY1305_BLOCKS_H_
