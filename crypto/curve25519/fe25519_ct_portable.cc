// Field arithmetic mod 2^255 - 19 in portable C++ (see fe25519.h for the
// limb layouts: eight words, or ten radix-2^25.5 limbs converted to words
// where a value is read out) except fe_add, fe_sub, fe_mul, fe_sqr, fe_mul_small and
// fe_cswap, which are the core's technique
// (fe25519_ops.h). No branch or index depends on a value; carries are
// folded by arithmetic, not tests.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/curve25519/fe25519.h"
#include "crypto/curve25519/fe25519_ops.h"
#include "crypto/curve25519/words.h"

namespace mcucrypt {
namespace curve25519 {
namespace {

// p, little-endian words.
constexpr uint32_t kP[8] = {0xFFFFFFEDu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                            0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0x7FFFFFFFu};

// a < 2^256 = 2p + 38: two conditional subtractions reach [0, p).
void canonical(uint32_t r[8], const Fe *a) {
#if defined(MCUCRYPT_FE25519_RADIX25)
  mcu_fe25519_to_words_radix25(r, a->v);
  words::sub_if_ge<8>(r, r, kP);
#else
  words::sub_if_ge<8>(r, a->v, kP);
#endif
  words::sub_if_ge<8>(r, r, kP);
}

void sqr_n(Fe *r, const Fe *a, unsigned n) {
  fe_sqr(r, a);
  for (unsigned i = 1; i < n; ++i) fe_sqr(r, r);
}

// t1 = a^(2^250 - 1), t0 = a^11: the common prefix of the inversion and
// square-root exponents.
void pow_2_250_minus_1(Fe *t1, Fe *t0, const Fe *a) {
  Fe t2, t3;
  fe_sqr(t0, a);          // 2
  sqr_n(t1, t0, 2);       // 8
  fe_mul(t1, t1, a);      // 9
  fe_mul(t0, t0, t1);     // 11
  fe_sqr(&t2, t0);        // 22
  fe_mul(t1, t1, &t2);    // 2^5 - 1
  sqr_n(&t2, t1, 5);
  fe_mul(t1, &t2, t1);    // 2^10 - 1
  sqr_n(&t2, t1, 10);
  fe_mul(&t2, &t2, t1);   // 2^20 - 1
  sqr_n(&t3, &t2, 20);
  fe_mul(&t2, &t3, &t2);  // 2^40 - 1
  sqr_n(&t2, &t2, 10);
  fe_mul(t1, &t2, t1);    // 2^50 - 1
  sqr_n(&t2, t1, 50);
  fe_mul(&t2, &t2, t1);   // 2^100 - 1
  sqr_n(&t3, &t2, 100);
  fe_mul(&t2, &t3, &t2);  // 2^200 - 1
  sqr_n(&t2, &t2, 50);
  fe_mul(t1, &t2, t1);    // 2^250 - 1
}

}  // namespace

void fe_neg(Fe *r, const Fe *a) {
  Fe zero = {{0}};
  fe_sub(r, &zero, a);
}

// p - 2 = 2^255 - 21 = (2^250 - 1) * 2^5 + 11.
void fe_invert(Fe *r, const Fe *a) {
  Fe t0, t1;
  pow_2_250_minus_1(&t1, &t0, a);
  sqr_n(&t1, &t1, 5);
  fe_mul(r, &t1, &t0);
}

// (p - 5) / 8 = 2^252 - 3 = (2^250 - 1) * 4 + 1.
void fe_pow2523(Fe *r, const Fe *a) {
  Fe t0, t1;
  pow_2_250_minus_1(&t1, &t0, a);
  sqr_n(&t1, &t1, 2);
  fe_mul(r, &t1, a);
}

void fe_set_small(Fe *r, uint32_t k) {
  // k < 2^26 (every caller's is small): limb 0 holds it either way.
  r->v[0] = k;
  for (size_t i = 1; i < kFeLimbs; ++i) r->v[i] = 0;
}

void fe_from_bytes(Fe *r, const uint8_t in[32]) {
#if defined(MCUCRYPT_FE25519_RADIX25)
  uint32_t w[8];
  for (size_t i = 0; i < 8; ++i) w[i] = load_le32(in + 4 * i);
  *r = fe_from_words(w);
#else
  for (size_t i = 0; i < 8; ++i) r->v[i] = load_le32(in + 4 * i);
#endif
}

void fe_to_bytes(uint8_t out[32], const Fe *a) {
  uint32_t c[8];
  canonical(c, a);
  for (size_t i = 0; i < 8; ++i) store_le32(out + 4 * i, c[i]);
}

uint32_t fe_is_zero_mask(const Fe *a) {
  uint32_t c[8];
  canonical(c, a);
  return words::is_zero_mask<8>(c);
}

uint32_t fe_eq_mask(const Fe *a, const Fe *b) {
  Fe d;
  fe_sub(&d, a, b);
  return fe_is_zero_mask(&d);
}

uint32_t fe_parity(const Fe *a) {
  uint32_t c[8];
  canonical(c, a);
  return c[0] & 1u;
}

void fe_cmov(uint32_t mask, Fe *r, const Fe *a) { words::cmov<kFeLimbs>(mask, r->v, a->v); }

}  // namespace curve25519
}  // namespace mcucrypt
