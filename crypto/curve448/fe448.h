// Arithmetic modulo p = 2^448 - 2^224 - 1 (RFC 7748 section 4.2), constant
// time.
//
// Limb layout: fourteen 32-bit words, little-endian, full radix, values kept
// below 2^448 (not below p): 2^448 = 2^224 + 1 (mod p), so a carry out of
// the top word folds back in at word 0 and word 7. The same layout as
// fe25519.h (whole words for UMAAL-style assembly); the function names are
// fe25519.h's too, so the shared Montgomery ladder takes either field.
//
// With MCUCRYPT_FE448_RADIX28 (the microAptiv build, BUILD.bazel): sixteen
// limbs of 28 bits (radix 2^28), limb i at bit 28 i, each a 32-bit word
// with room above its width (fe448_ops_radix28.cc): a product of two limbs
// is one MULTU/MADDU/MSUBU into HI:LO, where a full 32-bit word's needs
// carry handling on the MIPS (no UMAAL). The outside sees fourteen words
// only through fe_from_words and the byte functions.
#ifndef MCUCRYPT_CURVE448_FE448_H_
#define MCUCRYPT_CURVE448_FE448_H_

#include <stddef.h>
#include <stdint.h>

namespace mcucrypt {
namespace curve448 {

#if defined(MCUCRYPT_FE448_RADIX28)
constexpr size_t kFeLimbs = 16;
#else
constexpr size_t kFeLimbs = 14;
#endif

struct Fe {
  uint32_t v[kFeLimbs];
};

// The element of a value below 2^448 given as fourteen little-endian words
// (a table entry's).
void fe_from_words(Fe *r, const uint32_t w[14]);

// Inputs below 2^448, outputs below 2^448; outputs may alias inputs.
void fe_add(Fe *r, const Fe *a, const Fe *b);
void fe_sub(Fe *r, const Fe *a, const Fe *b);
void fe_neg(Fe *r, const Fe *a);
void fe_mul(Fe *r, const Fe *a, const Fe *b);
void fe_sqr(Fe *r, const Fe *a);
// r = a * k for a small constant k < 2^17 (a24 = 39081, d).
void fe_mul_small(Fe *r, const Fe *a, uint32_t k);
// r = 1/a (0 for a = 0).
void fe_invert(Fe *r, const Fe *a);
// r = a^((p - 3) / 4), the exponent of the square root (RFC 8032 section
// 5.2.3).
void fe_pow_p34(Fe *r, const Fe *a);

void fe_set_small(Fe *r, uint32_t k);
void fe_from_bytes(Fe *r, const uint8_t in[56]);
// Canonical (< p) little-endian encoding.
void fe_to_bytes(uint8_t out[56], const Fe *a);
uint32_t fe_is_zero_mask(const Fe *a);
uint32_t fe_eq_mask(const Fe *a, const Fe *b);
uint32_t fe_parity(const Fe *a);
void fe_cswap(uint32_t mask, Fe *a, Fe *b);
void fe_cmov(uint32_t mask, Fe *r, const Fe *a);

}  // namespace curve448
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE448_FE448_H_
