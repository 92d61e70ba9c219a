// The Armv7E-M Poly1305 backend's C++ side: the block loop is Thumb-2
// assembly (poly1305_armv7m.S), which reads r and h at fixed offsets of
// the context and wipes its stack frame before returning.
#include <stddef.h>
#include <stdint.h>

#include "crypto/chacha/poly1305_blocks.h"
#include "mcucrypt/chacha20_poly1305.h"

extern "C" void mcu_poly1305_armv7m_absorb(mcu_poly1305_ctx *ctx, const uint8_t *m,
                                           size_t nblocks, uint32_t pad_bit);

static_assert(offsetof(mcu_poly1305_ctx, r) == 0, "poly1305_armv7m.S reads r at 0");
static_assert(offsetof(mcu_poly1305_ctx, h) == 32, "poly1305_armv7m.S reads h at 32");

namespace mcucrypt {
namespace poly1305 {

void absorb_armv7m(mcu_poly1305_ctx *ctx, const uint8_t *m, size_t nblocks, uint32_t pad_bit) {
  mcu_poly1305_armv7m_absorb(ctx, m, nblocks, pad_bit);
}

}  // namespace poly1305
}  // namespace mcucrypt
