// Arithmetic modulo p = 2^255 - 19 (RFC 7748 section 4.1), constant time.
//
// Limb layout (the build's, by the core): eight 32-bit words, little-endian,
// full radix, and values are only kept below 2^256 (not below p): 2^256 =
// 38 (mod p), so a carry out of the top word folds back in as 38. This is
// the layout of the fastest Cortex-M4 work (UMAAL chains over whole words),
// so an assembly multiplier can replace fe25519_mul without changing
// anything else, and the portable C and the assembly are checked word for
// word against each other. Only encoding (fe25519_to_bytes) reduces fully
// below p.
//
// With MCUCRYPT_FE25519_RADIX25 (the microAptiv build, BUILD.bazel): ten
// limbs of 26, 25, 26, ... bits (radix 2^25.5), limb i at bit
// ceil(25.5 i), each a 32-bit word with room above its width
// (fe25519_ops_radix25.cc): a product of two limbs is one MULTU/MADDU into
// HI:LO, where a full 32-bit word's needs carry handling on the MIPS (no
// UMAAL). The outside sees eight words only through fe_from_words and the
// byte functions.
#ifndef MCUCRYPT_CURVE25519_FE25519_H_
#define MCUCRYPT_CURVE25519_FE25519_H_

#include <stddef.h>
#include <stdint.h>

namespace mcucrypt {
namespace curve25519 {

#if defined(MCUCRYPT_FE25519_RADIX25)
constexpr size_t kFeLimbs = 10;
#else
constexpr size_t kFeLimbs = 8;
#endif

struct Fe {
  uint32_t v[kFeLimbs];
};

// The element of a 256-bit value given as eight little-endian words (a
// constant's or a table entry's); constexpr, so constants cost nothing.
constexpr Fe fe_from_words(const uint32_t (&w)[8]) {
  Fe r{};
#if defined(MCUCRYPT_FE25519_RADIX25)
  // Limb i: bits [ceil(25.5 i), + 26 or 25); bit 255 (2^255 = 19) into limb 0.
  int off = 0;
  for (int i = 0; i < 10; ++i) {
    const int width = (i & 1) ? 25 : 26;
    const int q = off >> 5, s = off & 31;
    uint64_t x = w[q];
    if (q < 7) x |= static_cast<uint64_t>(w[q + 1]) << 32;
    r.v[i] = static_cast<uint32_t>(x >> s) & ((1u << width) - 1u);
    off += width;
  }
  r.v[0] += (w[7] >> 31) * 19u;
#else
  for (int i = 0; i < 8; ++i) r.v[i] = w[i];
#endif
  return r;
}

// All take any inputs below 2^256 and give outputs below 2^256; outputs may
// alias inputs.
void fe_add(Fe *r, const Fe *a, const Fe *b);
void fe_sub(Fe *r, const Fe *a, const Fe *b);
void fe_neg(Fe *r, const Fe *a);
void fe_mul(Fe *r, const Fe *a, const Fe *b);
void fe_sqr(Fe *r, const Fe *a);
// r = a * k for a small constant k < 2^17 (e.g. a24 = 121665).
void fe_mul_small(Fe *r, const Fe *a, uint32_t k);
// r = a^(p - 2) = 1/a (0 for a = 0).
void fe_invert(Fe *r, const Fe *a);
// r = a^((p - 5) / 8), the exponent of the square-root step (RFC 8032
// section 5.1.3).
void fe_pow2523(Fe *r, const Fe *a);

void fe_set_small(Fe *r, uint32_t k);
// Reads 32 little-endian bytes as a 256-bit value (no reduction; the caller
// masks bit 255 where the standard says so).
void fe_from_bytes(Fe *r, const uint8_t in[32]);
// Writes the canonical (< p) little-endian encoding.
void fe_to_bytes(uint8_t out[32], const Fe *a);
// Masks (all-ones for true) on the canonical value.
uint32_t fe_is_zero_mask(const Fe *a);
uint32_t fe_eq_mask(const Fe *a, const Fe *b);
// Bit 0 of the canonical value ("negative" in RFC 8032).
uint32_t fe_parity(const Fe *a);
// Constant time: swap / copy when mask is all-ones, nothing when zero.
void fe_cswap(uint32_t mask, Fe *a, Fe *b);
void fe_cmov(uint32_t mask, Fe *r, const Fe *a);

}  // namespace curve25519
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_FE25519_H_
