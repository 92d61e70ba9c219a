// Arithmetic mod p = 2^448 - 2^224 - 1 in radix 2^28 (fe448.h with
// MCUCRYPT_FE448_RADIX28): sixteen limbs of 28 bits, limb i at bit 28 i,
// each a 32-bit word with room above its width, in C++ with 64-bit column
// sums, for a core whose multiplier accumulates into a 64-bit HI:LO (MIPS32
// MULTU/MADDU/MSUBU) but has no carry chain across words: each limb
// product is one multiply-accumulate, no column needs a carry until its end.
//
// The product on the Goldilocks structure: with X = 2^224 (eight limbs),
// a = a0 + a1 X, b = b0 + b1 X and X^2 = X + 1 (mod p),
//   a b = (a0 b0 + a1 b1) + ((a0 + a1)(b0 + b1) - a0 b0) X   (mod p)
// (Hamburg, "Ed448-Goldilocks, a new elliptic curve", the Karatsuba step).
// With A = a0 b0, B = a1 b1, C = (a0 + a1)(b0 + b1) as 15-coefficient
// polynomials in 2^28 and X^2 = X + 1 once more for the coefficients that
// land at or above limb 16, column j of the result is
//   j < 8:   A_j + B_j + C_(j+8) - A_(j+8)
//   j >= 8:  B_j + C_j + C_(j-8) - A_(j-8)
// sixteen multiply-accumulates (or -subtracts) per column, 256 in all (a
// schoolbook product would need 256 plus the fold's 120 more). Every column
// is non-negative (C_k >= A_k term by term), so HI:LO's wrap-around in
// between does not matter.
//
// "Reduced": every limb below 2^28 + 2^12. Every function here takes
// reduced limbs and gives reduced limbs, but add_lazy, whose sum (limbs
// below 2^29 + 2^13) only the product and the square take. Bounds of the
// product: limbs below B = 2^29 + 2^13 (half sums below 2 B) make each
// column below 8 (2 B)^2 + 7 B^2 + 2^37 = 39 B^2 + 2^37 < 2^64 (columns
// j >= 8; the others are smaller), and the square's doubled half sums fit
// a word (4 B < 2^32).
//
// Constant time: no branch or index depends on a value; MULTU/MADDU/MSUBU
// take a fixed time on the microAptiv.
#include <stdint.h>

#include "crypto/common/ct.h"
#include "crypto/curve448/fe448_ops.h"
#include "mcucrypt/mem.h"

namespace {

constexpr uint32_t kM28 = (1u << 28) - 1u;

inline uint64_t m(uint32_t a, uint32_t b) { return static_cast<uint64_t>(a) * b; }

// r from the columns h[0..15] (each below 2^64 before its carry in): the
// carries through, the carry out of limb 15 (below 2^37) back in at limbs 0
// and 8 (2^448 = 2^224 + 1), and theirs into limbs 1 and 9 (below 2^10).
inline void store_columns(uint32_t r[16], uint64_t h[16]) {
#pragma GCC unroll 16
  for (int j = 0; j < 15; ++j) {
    h[j + 1] += h[j] >> 28;
    r[j] = static_cast<uint32_t>(h[j]) & kM28;
  }
  r[15] = static_cast<uint32_t>(h[15]) & kM28;
  const uint64_t c = h[15] >> 28;
  const uint64_t t0 = r[0] + c, t8 = r[8] + c;
  r[0] = static_cast<uint32_t>(t0) & kM28;
  r[1] += static_cast<uint32_t>(t0 >> 28);
  r[8] = static_cast<uint32_t>(t8) & kM28;
  r[9] += static_cast<uint32_t>(t8 >> 28);
}

// One pass of carries (limbs below 2^31): limb 15's back in at 0 and 8;
// the limbs below 2^28 + 2^4 after.
inline void carry(uint32_t r[16]) {
  uint32_t c = 0;
#pragma GCC unroll 16
  for (int i = 0; i < 16; ++i) {
    const uint32_t x = r[i] + c;
    c = x >> 28;
    r[i] = x & kM28;
  }
  r[0] += c;
  r[8] += c;
}

}  // namespace

extern "C" {

void mcu_fe448_add_radix28(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]) {
#pragma GCC unroll 16
  for (int i = 0; i < 16; ++i) r[i] = a[i] + b[i];
  carry(r);
}

// a + b without the carries: for the product or the square only.
void mcu_fe448_add_lazy_radix28(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]) {
#pragma GCC unroll 16
  for (int i = 0; i < 16; ++i) r[i] = a[i] + b[i];
}

// a + 2p - b: 2p's limbs (2^29 - 2, and 2^29 - 4 at limb 8) are above a
// reduced b's, so no limb goes below zero.
void mcu_fe448_sub_radix28(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]) {
#pragma GCC unroll 16
  for (int i = 0; i < 16; ++i) r[i] = a[i] + (i == 8 ? 2u * kM28 - 2u : 2u * kM28) - b[i];
  carry(r);
}

void mcu_fe448_mul_radix28(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]) {
  uint32_t x[24], y[24];  // a0, a1, a0 + a1 (likewise b)
#pragma GCC unroll 8
  for (int i = 0; i < 8; ++i) {
    x[i] = a[i];
    x[8 + i] = a[8 + i];
    x[16 + i] = a[i] + a[8 + i];
    y[i] = b[i];
    y[8 + i] = b[8 + i];
    y[16 + i] = b[i] + b[8 + i];
  }
  uint64_t h[16];
#pragma GCC unroll 8
  for (int j = 0; j < 8; ++j) {
    uint64_t acc = 0;
#pragma GCC unroll 8
    for (int i = j + 1; i < 8; ++i) acc += m(x[16 + i], y[16 + j + 8 - i]);  // C_(j+8)
#pragma GCC unroll 8
    for (int i = 0; i <= j; ++i) acc += m(x[i], y[j - i]) + m(x[8 + i], y[8 + j - i]);
#pragma GCC unroll 8
    for (int i = j + 1; i < 8; ++i) acc -= m(x[i], y[j + 8 - i]);  // A_(j+8)
    h[j] = acc;
  }
#pragma GCC unroll 8
  for (int j = 0; j < 8; ++j) {
    uint64_t acc = 0;
#pragma GCC unroll 8
    for (int i = j + 1; i < 8; ++i) {
      acc += m(x[16 + i], y[16 + j + 8 - i]) + m(x[8 + i], y[8 + j + 8 - i]);  // C, B at 8 + j
    }
#pragma GCC unroll 8
    for (int i = 0; i <= j; ++i) acc += m(x[16 + i], y[16 + j - i]);  // C_j
#pragma GCC unroll 8
    for (int i = 0; i <= j; ++i) acc -= m(x[i], y[j - i]);  // A_j
    h[8 + j] = acc;
  }
  store_columns(r, h);
}

// The same columns with each cross product once, doubled in its operand.
void mcu_fe448_sqr_radix28(uint32_t r[16], const uint32_t a[16]) {
  uint32_t x[24], d[24];  // a0, a1, a0 + a1 and their doubles
#pragma GCC unroll 8
  for (int i = 0; i < 8; ++i) {
    x[i] = a[i];
    x[8 + i] = a[8 + i];
    x[16 + i] = a[i] + a[8 + i];
  }
#pragma GCC unroll 24
  for (int i = 0; i < 24; ++i) d[i] = 2u * x[i];
  // s +(-)= the sum over i + k = n, 0 <= i, k < 8 of u_i u_k (u = x + o),
  // as doubled cross products and the square of the middle one.
  auto add = [&](uint64_t &s, int o, int n) {
    const int lo = n < 8 ? 0 : n - 7;
#pragma GCC unroll 8
    for (int i = lo; 2 * i < n; ++i) s += m(d[o + i], x[o + n - i]);
    if ((n & 1) == 0) s += m(x[o + n / 2], x[o + n / 2]);
  };
  auto sub = [&](uint64_t &s, int o, int n) {
    const int lo = n < 8 ? 0 : n - 7;
#pragma GCC unroll 8
    for (int i = lo; 2 * i < n; ++i) s -= m(d[o + i], x[o + n - i]);
    if ((n & 1) == 0) s -= m(x[o + n / 2], x[o + n / 2]);
  };
  uint64_t h[16];
#pragma GCC unroll 8
  for (int j = 0; j < 8; ++j) {
    uint64_t s = 0;
    add(s, 16, j + 8);  // C_(j+8)
    add(s, 0, j);       // A_j
    add(s, 8, j);       // B_j
    sub(s, 0, j + 8);   // A_(j+8)
    h[j] = s;
  }
#pragma GCC unroll 8
  for (int j = 0; j < 8; ++j) {
    uint64_t s = 0;
    add(s, 16, j + 8);  // C_(j+8)
    add(s, 8, j + 8);   // B_(j+8)
    add(s, 16, j);      // C_j
    sub(s, 0, j);       // A_j
    h[8 + j] = s;
  }
  store_columns(r, h);
}

// k < 2^17: each limb times k below 2^45.1.
void mcu_fe448_mul_small_radix28(uint32_t r[16], const uint32_t a[16], uint32_t k) {
  uint64_t h[16];
#pragma GCC unroll 16
  for (int i = 0; i < 16; ++i) h[i] = m(a[i], k);
  store_columns(r, h);
}

// a k + c (k < 2^17, c reduced): each column below 2^45.1 + 2^29.
void mcu_fe448_mul_small_add_radix28(uint32_t r[16], const uint32_t a[16], uint32_t k,
                                     const uint32_t c[16]) {
  uint64_t h[16];
#pragma GCC unroll 16
  for (int i = 0; i < 16; ++i) h[i] = m(a[i], k) + c[i];
  store_columns(r, h);
}

void mcu_fe448_cswap_radix28(uint32_t mask, uint32_t a[16], uint32_t b[16]) {
  mcucrypt::ct::cond_swap(mask, a, b, 16);
}

// The value of reduced limbs (below 2^452) as fifteen words, the top word
// folded back as 2^448 = 2^224 + 1 (fold_carry): fourteen words below 2^448.
void mcu_fe448_to_words_radix28(uint32_t w[14], const uint32_t a[16]) {
  uint32_t acc[15] = {0};
  for (int i = 0; i < 16; ++i) {
    uint64_t c = static_cast<uint64_t>(a[i]) << ((28 * i) & 31);
    for (int j = (28 * i) >> 5; j < 15; ++j) {
      c += acc[j];
      acc[j] = static_cast<uint32_t>(c);
      c >>= 32;
    }
  }
  for (int j = 0; j < 14; ++j) w[j] = acc[j];
  mcucrypt::curve448::fold_carry(w, acc[14]);
  mcu_wipe(acc, sizeof acc);  // an X448 result's words, say
}

// Limb i: bits [28 i, 28 i + 28) of the 448-bit value.
void mcu_fe448_from_words_radix28(uint32_t r[16], const uint32_t w[14]) {
  for (int i = 0; i < 16; ++i) {
    const int q = (28 * i) >> 5, s = (28 * i) & 31;
    uint64_t x = w[q];
    if (q < 13) x |= static_cast<uint64_t>(w[q + 1]) << 32;
    r[i] = static_cast<uint32_t>(x >> s) & kM28;
  }
}

}  // extern "C"
