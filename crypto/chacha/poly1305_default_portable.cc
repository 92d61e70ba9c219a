// The build's Poly1305 block loop (poly1305::absorb) when
// //crypto/chacha:poly1305_backend selects the portable C++ technique.
#include "crypto/chacha/poly1305_blocks.h"

namespace mcucrypt {
namespace poly1305 {

void absorb(mcu_poly1305_ctx *ctx, const uint8_t *m, size_t nblocks, uint32_t pad_bit) {
  absorb_portable(ctx, m, nblocks, pad_bit);
}

}  // namespace poly1305
}  // namespace mcucrypt
