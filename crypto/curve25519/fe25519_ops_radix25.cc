// Arithmetic mod p = 2^255 - 19 in radix 2^25.5 (fe25519.h with
// MCUCRYPT_FE25519_RADIX25): ten limbs of 26, 25, 26, ... bits, limb i at
// bit ceil(25.5 i), in C++ with 64-bit sums, for a core whose multiplier
// accumulates into a 64-bit HI:LO (MIPS32 MULTU/MADDU) but has no carry
// chain across words. The product's columns are ten sums of ten 32 x 32-bit
// products each (a MADDU apiece); the factor 2^255 = 19 is folded into
// pre-multiplied limbs (g_j 19) and the half bit of two odd limbs (2^(25.5
// + 25.5) = 2 2^51) into doubled ones, so no column needs a carry until
// its end (Bernstein, "Curve25519: new Diffie-Hellman speed records", the
// radix; the Ed25519 paper's ref10 the pre-multiplied operands).
//
// "Reduced": every limb below its width but limb 1 (below 2^25 + 2^18)
// and limb 0 (below 2^26 + 19, fe_from_words' fold). Every function here
// takes reduced limbs and gives reduced limbs (add and sub carry too, so
// that any chain of them stays in bounds). Bounds of the product: limbs
// below 2^26.1 make each column below 267 2^52.2 < 2^60.3 (267 = 1 + 5 38 +
// 4 19, column 0's coefficients), with the carry in below 2^64; the
// pre-multiplied limbs (38 f9 < 2^31) fit a word.
//
// Constant time: no branch or index depends on a value; MULTU/MADDU/MUL
// take a fixed time on the microAptiv.
#include <stdint.h>

#include "crypto/curve25519/fe25519_ops.h"

namespace {

constexpr uint32_t kM26 = (1u << 26) - 1u, kM25 = (1u << 25) - 1u;

inline uint64_t m(uint32_t a, uint32_t b) { return static_cast<uint64_t>(a) * b; }

// Carries through r[0..9] (each below 2^32 - 2^12), the carry out of limb 9
// back in as 19 and the carry of limb 0 into limb 1: reduced limbs.
inline void carry(uint32_t r[10]) {
  uint32_t c;
  c = r[0] >> 26; r[0] &= kM26; r[1] += c;
  c = r[1] >> 25; r[1] &= kM25; r[2] += c;
  c = r[2] >> 26; r[2] &= kM26; r[3] += c;
  c = r[3] >> 25; r[3] &= kM25; r[4] += c;
  c = r[4] >> 26; r[4] &= kM26; r[5] += c;
  c = r[5] >> 25; r[5] &= kM25; r[6] += c;
  c = r[6] >> 26; r[6] &= kM26; r[7] += c;
  c = r[7] >> 25; r[7] &= kM25; r[8] += c;
  c = r[8] >> 26; r[8] &= kM26; r[9] += c;
  c = r[9] >> 25; r[9] &= kM25; r[0] += c * 19u;
  c = r[0] >> 26; r[0] &= kM26; r[1] += c;
}

// r from the columns h0..h9 (each already holding the carry of the one
// before): the limbs, the carry out of h9 (below 2^39) as 19 into limb 0,
// and limb 0's carry into limb 1 (below 2^18).
inline void store_columns(uint32_t r[10], uint64_t h0, uint64_t h1, uint64_t h2, uint64_t h3,
                          uint64_t h4, uint64_t h5, uint64_t h6, uint64_t h7, uint64_t h8,
                          uint64_t h9) {
  const uint64_t t = (static_cast<uint32_t>(h0) & kM26) + (h9 >> 25) * 19u;
  r[0] = static_cast<uint32_t>(t) & kM26;
  r[1] = (static_cast<uint32_t>(h1) & kM25) + static_cast<uint32_t>(t >> 26);
  r[2] = static_cast<uint32_t>(h2) & kM26;
  r[3] = static_cast<uint32_t>(h3) & kM25;
  r[4] = static_cast<uint32_t>(h4) & kM26;
  r[5] = static_cast<uint32_t>(h5) & kM25;
  r[6] = static_cast<uint32_t>(h6) & kM26;
  r[7] = static_cast<uint32_t>(h7) & kM25;
  r[8] = static_cast<uint32_t>(h8) & kM26;
  r[9] = static_cast<uint32_t>(h9) & kM25;
}

}  // namespace

extern "C" {

void mcu_fe25519_add_radix25(uint32_t r[10], const uint32_t a[10], const uint32_t b[10]) {
  for (int i = 0; i < 10; ++i) r[i] = a[i] + b[i];
  carry(r);
}

// a + 2p - b: 2p's limbs (2^27 - 38, 2^26 - 2, 2^27 - 2, ...) are at least
// a reduced b's, so no limb goes below zero.
void mcu_fe25519_sub_radix25(uint32_t r[10], const uint32_t a[10], const uint32_t b[10]) {
  r[0] = a[0] + (2u * kM26 - 36u) - b[0];
  for (int i = 1; i < 10; ++i) r[i] = a[i] + 2u * ((i & 1) ? kM25 : kM26) - b[i];
  carry(r);
}

void mcu_fe25519_mul_radix25(uint32_t r[10], const uint32_t f[10], const uint32_t g[10]) {
  const uint32_t f0 = f[0], f1 = f[1], f2 = f[2], f3 = f[3], f4 = f[4];
  const uint32_t f5 = f[5], f6 = f[6], f7 = f[7], f8 = f[8], f9 = f[9];
  const uint32_t g0 = g[0], g1 = g[1], g2 = g[2], g3 = g[3], g4 = g[4];
  const uint32_t g5 = g[5], g6 = g[6], g7 = g[7], g8 = g[8], g9 = g[9];
  const uint32_t f1_2 = 2 * f1, f3_2 = 2 * f3, f5_2 = 2 * f5, f7_2 = 2 * f7, f9_2 = 2 * f9;
  const uint32_t g1_19 = 19 * g1, g2_19 = 19 * g2, g3_19 = 19 * g3, g4_19 = 19 * g4;
  const uint32_t g5_19 = 19 * g5, g6_19 = 19 * g6, g7_19 = 19 * g7, g8_19 = 19 * g8;
  const uint32_t g9_19 = 19 * g9;
  uint64_t h0 = m(f0, g0);
  h0 += m(f1_2, g9_19);
  h0 += m(f2, g8_19);
  h0 += m(f3_2, g7_19);
  h0 += m(f4, g6_19);
  h0 += m(f5_2, g5_19);
  h0 += m(f6, g4_19);
  h0 += m(f7_2, g3_19);
  h0 += m(f8, g2_19);
  h0 += m(f9_2, g1_19);
  uint64_t h1 = m(f0, g1);
  h1 += m(f1, g0);
  h1 += m(f2, g9_19);
  h1 += m(f3, g8_19);
  h1 += m(f4, g7_19);
  h1 += m(f5, g6_19);
  h1 += m(f6, g5_19);
  h1 += m(f7, g4_19);
  h1 += m(f8, g3_19);
  h1 += m(f9, g2_19);
  h1 += h0 >> 26;
  uint64_t h2 = m(f0, g2);
  h2 += m(f1_2, g1);
  h2 += m(f2, g0);
  h2 += m(f3_2, g9_19);
  h2 += m(f4, g8_19);
  h2 += m(f5_2, g7_19);
  h2 += m(f6, g6_19);
  h2 += m(f7_2, g5_19);
  h2 += m(f8, g4_19);
  h2 += m(f9_2, g3_19);
  h2 += h1 >> 25;
  uint64_t h3 = m(f0, g3);
  h3 += m(f1, g2);
  h3 += m(f2, g1);
  h3 += m(f3, g0);
  h3 += m(f4, g9_19);
  h3 += m(f5, g8_19);
  h3 += m(f6, g7_19);
  h3 += m(f7, g6_19);
  h3 += m(f8, g5_19);
  h3 += m(f9, g4_19);
  h3 += h2 >> 26;
  uint64_t h4 = m(f0, g4);
  h4 += m(f1_2, g3);
  h4 += m(f2, g2);
  h4 += m(f3_2, g1);
  h4 += m(f4, g0);
  h4 += m(f5_2, g9_19);
  h4 += m(f6, g8_19);
  h4 += m(f7_2, g7_19);
  h4 += m(f8, g6_19);
  h4 += m(f9_2, g5_19);
  h4 += h3 >> 25;
  uint64_t h5 = m(f0, g5);
  h5 += m(f1, g4);
  h5 += m(f2, g3);
  h5 += m(f3, g2);
  h5 += m(f4, g1);
  h5 += m(f5, g0);
  h5 += m(f6, g9_19);
  h5 += m(f7, g8_19);
  h5 += m(f8, g7_19);
  h5 += m(f9, g6_19);
  h5 += h4 >> 26;
  uint64_t h6 = m(f0, g6);
  h6 += m(f1_2, g5);
  h6 += m(f2, g4);
  h6 += m(f3_2, g3);
  h6 += m(f4, g2);
  h6 += m(f5_2, g1);
  h6 += m(f6, g0);
  h6 += m(f7_2, g9_19);
  h6 += m(f8, g8_19);
  h6 += m(f9_2, g7_19);
  h6 += h5 >> 25;
  uint64_t h7 = m(f0, g7);
  h7 += m(f1, g6);
  h7 += m(f2, g5);
  h7 += m(f3, g4);
  h7 += m(f4, g3);
  h7 += m(f5, g2);
  h7 += m(f6, g1);
  h7 += m(f7, g0);
  h7 += m(f8, g9_19);
  h7 += m(f9, g8_19);
  h7 += h6 >> 26;
  uint64_t h8 = m(f0, g8);
  h8 += m(f1_2, g7);
  h8 += m(f2, g6);
  h8 += m(f3_2, g5);
  h8 += m(f4, g4);
  h8 += m(f5_2, g3);
  h8 += m(f6, g2);
  h8 += m(f7_2, g1);
  h8 += m(f8, g0);
  h8 += m(f9_2, g9_19);
  h8 += h7 >> 25;
  uint64_t h9 = m(f0, g9);
  h9 += m(f1, g8);
  h9 += m(f2, g7);
  h9 += m(f3, g6);
  h9 += m(f4, g5);
  h9 += m(f5, g4);
  h9 += m(f6, g3);
  h9 += m(f7, g2);
  h9 += m(f8, g1);
  h9 += m(f9, g0);
  h9 += h8 >> 26;
  store_columns(r, h0, h1, h2, h3, h4, h5, h6, h7, h8, h9);
}

// Each cross product once, doubled in its operand (f_i 2).
void mcu_fe25519_sqr_radix25(uint32_t r[10], const uint32_t f[10]) {
  const uint32_t f0 = f[0], f1 = f[1], f2 = f[2], f3 = f[3], f4 = f[4];
  const uint32_t f5 = f[5], f6 = f[6], f7 = f[7], f8 = f[8], f9 = f[9];
  const uint32_t f0_2 = 2 * f0, f1_2 = 2 * f1, f2_2 = 2 * f2, f3_2 = 2 * f3;
  const uint32_t f4_2 = 2 * f4, f5_2 = 2 * f5, f6_2 = 2 * f6, f7_2 = 2 * f7;
  const uint32_t f5_38 = 38 * f5, f6_19 = 19 * f6, f7_38 = 38 * f7, f8_19 = 19 * f8;
  const uint32_t f9_38 = 38 * f9;
  uint64_t h0 = m(f0, f0);
  h0 += m(f1_2, f9_38);
  h0 += m(f2_2, f8_19);
  h0 += m(f3_2, f7_38);
  h0 += m(f4_2, f6_19);
  h0 += m(f5, f5_38);
  uint64_t h1 = m(f0_2, f1);
  h1 += m(f2, f9_38);
  h1 += m(f3_2, f8_19);
  h1 += m(f4, f7_38);
  h1 += m(f5_2, f6_19);
  h1 += h0 >> 26;
  uint64_t h2 = m(f0_2, f2);
  h2 += m(f1_2, f1);
  h2 += m(f3_2, f9_38);
  h2 += m(f4_2, f8_19);
  h2 += m(f5_2, f7_38);
  h2 += m(f6, f6_19);
  h2 += h1 >> 25;
  uint64_t h3 = m(f0_2, f3);
  h3 += m(f1_2, f2);
  h3 += m(f4, f9_38);
  h3 += m(f5_2, f8_19);
  h3 += m(f6, f7_38);
  h3 += h2 >> 26;
  uint64_t h4 = m(f0_2, f4);
  h4 += m(f1_2, f3_2);
  h4 += m(f2, f2);
  h4 += m(f5_2, f9_38);
  h4 += m(f6_2, f8_19);
  h4 += m(f7, f7_38);
  h4 += h3 >> 25;
  uint64_t h5 = m(f0_2, f5);
  h5 += m(f1_2, f4);
  h5 += m(f2_2, f3);
  h5 += m(f6, f9_38);
  h5 += m(f7_2, f8_19);
  h5 += h4 >> 26;
  uint64_t h6 = m(f0_2, f6);
  h6 += m(f1_2, f5_2);
  h6 += m(f2_2, f4);
  h6 += m(f3_2, f3);
  h6 += m(f7_2, f9_38);
  h6 += m(f8, f8_19);
  h6 += h5 >> 25;
  uint64_t h7 = m(f0_2, f7);
  h7 += m(f1_2, f6);
  h7 += m(f2_2, f5);
  h7 += m(f3_2, f4);
  h7 += m(f8, f9_38);
  h7 += h6 >> 26;
  uint64_t h8 = m(f0_2, f8);
  h8 += m(f1_2, f7_2);
  h8 += m(f2_2, f6);
  h8 += m(f3_2, f5_2);
  h8 += m(f4, f4);
  h8 += m(f9, f9_38);
  h8 += h7 >> 25;
  uint64_t h9 = m(f0_2, f9);
  h9 += m(f1_2, f8);
  h9 += m(f2_2, f7);
  h9 += m(f3_2, f6);
  h9 += m(f4_2, f5);
  h9 += h8 >> 26;
  store_columns(r, h0, h1, h2, h3, h4, h5, h6, h7, h8, h9);
}

// k < 2^17: each limb times k below 2^43.
void mcu_fe25519_mul_small_radix25(uint32_t r[10], const uint32_t f[10], uint32_t k) {
  uint64_t h0 = m(f[0], k);
  uint64_t h1 = (h0 >> 26) + m(f[1], k);
  uint64_t h2 = (h1 >> 25) + m(f[2], k);
  uint64_t h3 = (h2 >> 26) + m(f[3], k);
  uint64_t h4 = (h3 >> 25) + m(f[4], k);
  uint64_t h5 = (h4 >> 26) + m(f[5], k);
  uint64_t h6 = (h5 >> 25) + m(f[6], k);
  uint64_t h7 = (h6 >> 26) + m(f[7], k);
  uint64_t h8 = (h7 >> 25) + m(f[8], k);
  uint64_t h9 = (h8 >> 26) + m(f[9], k);
  store_columns(r, h0, h1, h2, h3, h4, h5, h6, h7, h8, h9);
}

void mcu_fe25519_cswap_radix25(uint32_t mask, uint32_t a[10], uint32_t b[10]) {
  for (int i = 0; i < 10; ++i) {
    const uint32_t x = (a[i] ^ b[i]) & mask;
    a[i] ^= x;
    b[i] ^= x;
  }
}

// The value (below 2^256: reduced limbs sum below 2^255 + 2^44) as eight
// words, each limb added at its bit offset with the carries through.
void mcu_fe25519_to_words_radix25(uint32_t w[8], const uint32_t a[10]) {
  uint32_t t[10];
  for (int i = 0; i < 10; ++i) t[i] = a[i];
  carry(t);
  uint32_t acc[9] = {0};
  int off = 0;
  for (int i = 0; i < 10; ++i) {
    uint64_t c = static_cast<uint64_t>(t[i]) << (off & 31);
    for (int j = off >> 5; j < 9; ++j) {
      c += acc[j];
      acc[j] = static_cast<uint32_t>(c);
      c >>= 32;
    }
    off += (i & 1) ? 25 : 26;
  }
  for (int j = 0; j < 8; ++j) w[j] = acc[j];
}

}  // extern "C"
