// GHASH in constant time with the integer multiplier ("multiplication with
// holes"): a carry-less 32x32 product is assembled from 16 ordinary 32x32->64
// products of operands masked to every fourth bit, so carries land only in
// the bits the final masks discard. Cortex-M4 UMULL/UMLAL and MIPS
// MULTU/MADDU take a fixed number of cycles, and nothing here branches on or
// indexes by secret data.
//
// The key side (H * x^-1, split for the nine Karatsuba products) is
// ghash_ct_key.h, shared with the Thumb-2 backend. (Two blocks at a time
// with H^2, sharing the recombination and reduction, measured slower on the
// Cortex-M4 model: the longer loop spills more.)
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/gcm/ghash.h"
#include "crypto/gcm/ghash_ct_key.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace gcm {
namespace {

constexpr uint32_t kM0 = 0x11111111u;
constexpr uint32_t kM1 = 0x22222222u;
constexpr uint32_t kM2 = 0x44444444u;
constexpr uint32_t kM3 = 0x88888888u;

// Carry-less x * y for 32-bit x and y given as its four bit classes
// yc[j] = y & (0x11111111 << j). The product x_i * y_j has its true bits at
// positions = i + j (mod 4), each the sum of at most 8 one-bit products, so
// the carries (at most 3 bits) stay inside the three positions above it
// that belong to other classes. Two products whose class sums differ by 4
// (i + j and i' + j' = i + j + 4) peak one position apart: their integer
// sum stays below 16 everywhere and may be added (UMLAL / MADDU) instead of
// XORed; the others are XORed.
inline uint64_t clmul32(uint32_t x, const uint32_t *yc) {
  const uint32_t x0 = x & kM0, x1 = x & kM1, x2 = x & kM2, x3 = x & kM3;
  const uint64_t y0 = yc[0], y1 = yc[1], y2 = yc[2], y3 = yc[3];
  const uint64_t z0 = (x0 * y0 + x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
  const uint64_t z1 = (x0 * y1 + x2 * y3) ^ (x1 * y0 + x3 * y2);
  const uint64_t z2 = (x0 * y2 + x3 * y3) ^ (x1 * y1) ^ (x2 * y0);
  const uint64_t z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
  return (z0 & 0x1111111111111111u) | (z1 & 0x2222222222222222u) |
         (z2 & 0x4444444444444444u) | (z3 & 0x8888888888888888u);
}

// The data side of the nine products for the element (a0, a1, a2, a3).
inline void operands(uint32_t a0, uint32_t a1, uint32_t a2, uint32_t a3, uint32_t xs[9]) {
  xs[0] = a3;
  xs[1] = a2;
  xs[2] = a2 ^ a3;
  xs[3] = a1;
  xs[4] = a0;
  xs[5] = a0 ^ a1;
  xs[6] = a1 ^ a3;
  xs[7] = a0 ^ a2;
  xs[8] = xs[6] ^ xs[7];
}

// Karatsuba recombination of the nine products and the reduction: y0..y3
// get the reduced 128-bit result.
inline void finish(const uint64_t pr[9], uint32_t &y0, uint32_t &y1, uint32_t &y2,
                   uint32_t &y3) {
  // Inner level: each 64x64 product (hi, lo) from its three.
  uint64_t q[3][2];
  for (int j = 0; j < 3; ++j) {
    const uint64_t l = pr[3 * j], h = pr[3 * j + 1];
    const uint64_t m = pr[3 * j + 2] ^ l ^ h;
    q[j][0] = h ^ (m >> 32);
    q[j][1] = l ^ (m << 32);
  }
  // Outer level: lo = A_lo * B_lo, hi = A_hi * B_hi, mid = the sums'.
  const uint64_t *lo = q[0], *hi = q[1];
  const uint64_t mid0 = q[2][0] ^ lo[0] ^ hi[0];
  const uint64_t mid1 = q[2][1] ^ lo[1] ^ hi[1];
  // 256-bit product, p0 most significant (coefficients of low degree).
  const uint64_t p0 = hi[0];
  const uint64_t p1 = hi[1] ^ mid0;
  const uint64_t p2 = lo[0] ^ mid1;
  const uint64_t p3 = lo[1];

  // Reduction modulo x^128 + x^7 + x^2 + x + 1, reflected. The low 128
  // bits (e, the coefficients of x^128 and up) fold in as
  // e * (1 + x + x^2 + x^7): right shifts by 0, 1, 2, 7. The bits those
  // shifts push out (degree 128..134) are folded first into e's top word.
  const uint32_t e3 = static_cast<uint32_t>(p3);
  const uint32_t e2 = static_cast<uint32_t>(p3 >> 32);
  const uint32_t e1 = static_cast<uint32_t>(p2);
  const uint32_t e0 = static_cast<uint32_t>(p2 >> 32) ^ (e3 << 31) ^ (e3 << 30) ^ (e3 << 25);
  y0 = static_cast<uint32_t>(p0 >> 32) ^ e0 ^ (e0 >> 1) ^ (e0 >> 2) ^ (e0 >> 7);
  y1 = static_cast<uint32_t>(p0) ^ e1 ^ (e1 >> 1) ^ (e1 >> 2) ^ (e1 >> 7) ^ (e0 << 31) ^
         (e0 << 30) ^ (e0 << 25);
  y2 = static_cast<uint32_t>(p1 >> 32) ^ e2 ^ (e2 >> 1) ^ (e2 >> 2) ^ (e2 >> 7) ^
         (e1 << 31) ^ (e1 << 30) ^ (e1 << 25);
  y3 = static_cast<uint32_t>(p1) ^ e3 ^ (e3 >> 1) ^ (e3 >> 2) ^ (e3 >> 7) ^ (e2 << 31) ^
         (e2 << 30) ^ (e2 << 25);
}

}  // namespace

void ghash_init_ct(GhashKey *key, const uint8_t h[16]) {
  uint32_t b[4];
  for (int i = 0; i < 4; ++i) b[i] = load_be32(h + 4 * i);
  for (size_t i = 0; i < kGhashKeyWords; ++i) key->w[i] = 0;
  ghash_ct::ExpandKey(b, key->w);
  mcu_wipe(b, sizeof b);
}

void ghash_blocks_ct(const GhashKey *key, uint32_t y[4], const uint8_t *data,
                  size_t nblocks) {
  uint32_t xs[9];
  uint64_t pr[9];
  uint32_t y0 = y[0], y1 = y[1], y2 = y[2], y3 = y[3];
  for (; nblocks != 0; --nblocks, data += 16) {
    operands(y0 ^ load_be32(data), y1 ^ load_be32(data + 4), y2 ^ load_be32(data + 8),
             y3 ^ load_be32(data + 12), xs);
    // The nine products in a loop over small arrays: one clmul32 body in
    // registers, instead of nine inlined copies that would spill on a
    // 13-register core.
#pragma GCC unroll 1
    for (int i = 0; i < 9; ++i) pr[i] = clmul32(xs[i], key->w + 4 * i);
    finish(pr, y0, y1, y2, y3);
  }
  y[0] = y0;
  y[1] = y1;
  y[2] = y2;
  y[3] = y3;
  mcu_wipe(xs, sizeof xs);
  mcu_wipe(pr, sizeof pr);
}

}  // namespace gcm
}  // namespace mcucrypt
