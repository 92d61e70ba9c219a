// Poly1305's block loop in portable C++ (RFC 8439 section 2.5), radix 2^32:
// h (130 bits, kept in five 32-bit words, partially reduced) and r (four
// words) multiply with 32x32->64 products, which the microAptiv does in its
// MDU. Clamping leaves the top four bits of every r word clear, so with
// s_i = r_i + (r_i >> 2) = 5 * r_i / 4 (exact, as r_i is a multiple of 4 for
// i > 0) the wrap-around terms 2^130 = 5 fold in directly and no column sum
// exceeds 2^63. Only additions, multiplications and masks: no branch or
// index depends on the key or the message.
#include <stddef.h>
#include <stdint.h>

#include "crypto/chacha/poly1305_blocks.h"
#include "crypto/common/bytes.h"

namespace mcucrypt {
namespace poly1305 {
namespace {

// kPad as a template argument: the loop adds a constant, as it did when it
// was inlined into its callers.
template <uint32_t kPad>
void absorb_loop(mcu_poly1305_ctx *ctx, const uint8_t *m, size_t nblocks) {
  constexpr uint32_t pad_bit = kPad;
  const uint32_t r0 = ctx->r[0], r1 = ctx->r[1], r2 = ctx->r[2], r3 = ctx->r[3];
  const uint32_t s1 = r1 + (r1 >> 2), s2 = r2 + (r2 >> 2), s3 = r3 + (r3 >> 2);
  uint32_t h0 = ctx->h[0], h1 = ctx->h[1], h2 = ctx->h[2], h3 = ctx->h[3],
           h4 = ctx->h[4];
  while (nblocks-- != 0) {
    // h += m
    uint64_t d0 = static_cast<uint64_t>(h0) + mcucrypt::load_le32(m);
    uint64_t d1 = static_cast<uint64_t>(h1) + (d0 >> 32) + mcucrypt::load_le32(m + 4);
    uint64_t d2 = static_cast<uint64_t>(h2) + (d1 >> 32) + mcucrypt::load_le32(m + 8);
    uint64_t d3 = static_cast<uint64_t>(h3) + (d2 >> 32) + mcucrypt::load_le32(m + 12);
    h0 = static_cast<uint32_t>(d0);
    h1 = static_cast<uint32_t>(d1);
    h2 = static_cast<uint32_t>(d2);
    h3 = static_cast<uint32_t>(d3);
    h4 += static_cast<uint32_t>(d3 >> 32) + pad_bit;

    // h *= r, partially reduced mod 2^130 - 5
    d0 = static_cast<uint64_t>(h0) * r0 + static_cast<uint64_t>(h1) * s3 +
         static_cast<uint64_t>(h2) * s2 + static_cast<uint64_t>(h3) * s1;
    d1 = static_cast<uint64_t>(h0) * r1 + static_cast<uint64_t>(h1) * r0 +
         static_cast<uint64_t>(h2) * s3 + static_cast<uint64_t>(h3) * s2 +
         static_cast<uint64_t>(h4 * s1);
    d2 = static_cast<uint64_t>(h0) * r2 + static_cast<uint64_t>(h1) * r1 +
         static_cast<uint64_t>(h2) * r0 + static_cast<uint64_t>(h3) * s3 +
         static_cast<uint64_t>(h4 * s2);
    d3 = static_cast<uint64_t>(h0) * r3 + static_cast<uint64_t>(h1) * r2 +
         static_cast<uint64_t>(h2) * r1 + static_cast<uint64_t>(h3) * r0 +
         static_cast<uint64_t>(h4 * s3);
    h4 = h4 * r0;  // h4 <= 7 here, r0 < 2^28

    // Carry the columns: h4:h0 = d3:d0 + h4 << 128.
    h0 = static_cast<uint32_t>(d0);
    d1 += d0 >> 32;
    h1 = static_cast<uint32_t>(d1);
    d2 += d1 >> 32;
    h2 = static_cast<uint32_t>(d2);
    d3 += d2 >> 32;
    h3 = static_cast<uint32_t>(d3);
    h4 += static_cast<uint32_t>(d3 >> 32);

    // Fold the bits above 2^130 back in times 5: c = (h4 >> 2) * 5.
    const uint32_t c = (h4 >> 2) + (h4 & ~3u);
    h4 &= 3u;
    uint64_t t = static_cast<uint64_t>(h0) + c;
    h0 = static_cast<uint32_t>(t);
    t = static_cast<uint64_t>(h1) + (t >> 32);
    h1 = static_cast<uint32_t>(t);
    t = static_cast<uint64_t>(h2) + (t >> 32);
    h2 = static_cast<uint32_t>(t);
    t = static_cast<uint64_t>(h3) + (t >> 32);
    h3 = static_cast<uint32_t>(t);
    h4 += static_cast<uint32_t>(t >> 32);
    m += 16;
  }
  ctx->h[0] = h0;
  ctx->h[1] = h1;
  ctx->h[2] = h2;
  ctx->h[3] = h3;
  ctx->h[4] = h4;
}

}  // namespace

void absorb_portable(mcu_poly1305_ctx *ctx, const uint8_t *m, size_t nblocks, uint32_t pad_bit) {
  if (pad_bit != 0) {
    absorb_loop<1>(ctx, m, nblocks);
  } else {
    absorb_loop<0>(ctx, m, nblocks);
  }
}

}  // namespace poly1305
}  // namespace mcucrypt
