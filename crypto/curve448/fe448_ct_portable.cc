// Field arithmetic mod 2^448 - 2^224 - 1 in portable C++ (see fe448.h),
// all but fe_add, fe_sub, fe_mul, fe_sqr, fe_mul_small and fe_cswap, which
// are the core's technique (fe448_ops.h).
// No branch or index depends on a value.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/curve448/fe448.h"
#include "crypto/curve448/fe448_ops.h"
#include "crypto/curve25519/words.h"

namespace mcucrypt {
namespace curve448 {
namespace {

constexpr size_t kW = 14;

// p: all ones but bit 224 (word 7, bit 0).
constexpr uint32_t kP[kW] = {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                             0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFEu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                             0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};

// v -= p if v >= p. Enough once: v < 2^448 < 2p.
void canonical(uint32_t r[kW], const Fe *a) {
#if defined(MCUCRYPT_FE448_RADIX28)
  mcu_fe448_to_words_radix28(r, a->v);
  words::sub_if_ge<kW>(r, r, kP);
#else
  words::sub_if_ge<kW>(r, a->v, kP);
#endif
}

void sqr_n(Fe *r, const Fe *a, unsigned n) {
  fe_sqr(r, a);
  for (unsigned i = 1; i < n; ++i) fe_sqr(r, r);
}

}  // namespace

void fe_neg(Fe *r, const Fe *a) {
  Fe zero = {{0}};
  fe_sub(r, &zero, a);
}

// (p - 3) / 4 = 2^446 - 2^222 - 1 = (2^223 - 1) 2^223 + (2^222 - 1).
void fe_pow_p34(Fe *r, const Fe *a) {
  Fe x3, x6, x12, x24, x30, t;
  fe_sqr(&t, a);
  fe_mul(&t, &t, a);  // x2 = a^(2^2 - 1)
  fe_sqr(&x3, &t);
  fe_mul(&x3, &x3, a);  // 2^3 - 1
  sqr_n(&t, &x3, 3);
  fe_mul(&x6, &t, &x3);  // 2^6 - 1
  sqr_n(&t, &x6, 6);
  fe_mul(&x12, &t, &x6);  // 2^12 - 1
  sqr_n(&t, &x12, 12);
  fe_mul(&x24, &t, &x12);  // 2^24 - 1
  sqr_n(&t, &x24, 6);
  fe_mul(&x30, &t, &x6);  // 2^30 - 1
  Fe x48, x96, x192, x222, x223;
  sqr_n(&t, &x24, 24);
  fe_mul(&x48, &t, &x24);
  sqr_n(&t, &x48, 48);
  fe_mul(&x96, &t, &x48);
  sqr_n(&t, &x96, 96);
  fe_mul(&x192, &t, &x96);
  sqr_n(&t, &x192, 30);
  fe_mul(&x222, &t, &x30);  // 2^222 - 1
  fe_sqr(&t, &x222);
  fe_mul(&x223, &t, a);  // 2^223 - 1
  sqr_n(&t, &x223, 223);
  fe_mul(r, &t, &x222);
}

// p - 2 = 4 (p - 3) / 4 + 1.
void fe_invert(Fe *r, const Fe *a) {
  Fe t;
  fe_pow_p34(&t, a);
  sqr_n(&t, &t, 2);
  fe_mul(r, &t, a);
}

void fe_set_small(Fe *r, uint32_t k) {
  // k < 2^28 (every caller's is small): limb 0 holds it either way.
  r->v[0] = k;
  for (size_t i = 1; i < kFeLimbs; ++i) r->v[i] = 0;
}

void fe_from_words(Fe *r, const uint32_t w[14]) {
#if defined(MCUCRYPT_FE448_RADIX28)
  mcu_fe448_from_words_radix28(r->v, w);
#else
  for (size_t i = 0; i < kW; ++i) r->v[i] = w[i];
#endif
}

void fe_from_bytes(Fe *r, const uint8_t in[56]) {
  uint32_t w[kW];
  for (size_t i = 0; i < kW; ++i) w[i] = load_le32(in + 4 * i);
  fe_from_words(r, w);
}

void fe_to_bytes(uint8_t out[56], const Fe *a) {
  uint32_t c[kW];
  canonical(c, a);
  for (size_t i = 0; i < kW; ++i) store_le32(out + 4 * i, c[i]);
}

uint32_t fe_is_zero_mask(const Fe *a) {
  uint32_t c[kW];
  canonical(c, a);
  return words::is_zero_mask<kW>(c);
}

uint32_t fe_eq_mask(const Fe *a, const Fe *b) {
  Fe d;
  fe_sub(&d, a, b);
  return fe_is_zero_mask(&d);
}

uint32_t fe_parity(const Fe *a) {
  uint32_t c[kW];
  canonical(c, a);
  return c[0] & 1u;
}

void fe_cmov(uint32_t mask, Fe *r, const Fe *a) { words::cmov<kFeLimbs>(mask, r->v, a->v); }

}  // namespace curve448
}  // namespace mcucrypt
