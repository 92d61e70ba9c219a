// The MIPS32r2 Poly1305 backend's C++ side: the block loop is MIPS32r2
// assembly (poly1305_mips32r2.S), which reads r and h at fixed offsets of
// the context and keeps everything else in registers.
#include <stddef.h>
#include <stdint.h>

#include "crypto/chacha/poly1305_blocks.h"
#include "mcucrypt/chacha20_poly1305.h"

extern "C" void mcu_poly1305_mips32r2_absorb(mcu_poly1305_ctx *ctx, const uint8_t *m,
                                             size_t nblocks, uint32_t pad_bit);

static_assert(offsetof(mcu_poly1305_ctx, r) == 0, "poly1305_mips32r2.S reads r at 0");
static_assert(offsetof(mcu_poly1305_ctx, h) == 32, "poly1305_mips32r2.S reads h at 32");

namespace mcucrypt {
namespace poly1305 {

void absorb_mips32r2(mcu_poly1305_ctx *ctx, const uint8_t *m, size_t nblocks, uint32_t pad_bit) {
  mcu_poly1305_mips32r2_absorb(ctx, m, nblocks, pad_bit);
}

}  // namespace poly1305
}  // namespace mcucrypt
