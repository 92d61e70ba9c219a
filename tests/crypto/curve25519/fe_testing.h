// Shared checks of the two field implementations (fe25519.h, fe448.h),
// which have the same function names: against values computed with Python
// integers (fe_vectors_gen.py), over the full limb width; and identities
// along chains of unreduced intermediate values. F's functions are found
// by argument-dependent lookup.
#ifndef MCUCRYPT_TESTS_CRYPTO_CURVE25519_FE_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_CURVE25519_FE_TESTING_H_

#include <stddef.h>
#include <stdint.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/hex.h"

namespace fe_testing {

struct Row {
  const char *a, *b, *sum, *diff, *prod, *sq, *inv, *pow, *small;
};

template <typename F, size_t kBytes>
F Load(const char *hex) {
  const std::vector<uint8_t> b = FromHex(hex);
  EXPECT_EQ(b.size(), kBytes);
  F f;
  fe_from_bytes(&f, b.data());
  return f;
}

template <typename F, size_t kBytes>
std::string Enc(const F &f) {
  uint8_t out[kBytes];
  fe_to_bytes(out, &f);
  return ToHex(out, kBytes);
}

// pow: the square-root exponentiation; small: the constant of the rows.
template <typename F, size_t kBytes>
void CheckRows(const Row *rows, size_t n, void (*pow)(F *, const F *), uint32_t small) {
  ASSERT_EQ(n, 40u);
  for (size_t i = 0; i < n; ++i) {
    const Row &r = rows[i];
    SCOPED_TRACE(r.a);
    const F a = Load<F, kBytes>(r.a), b = Load<F, kBytes>(r.b);
    F x;
    fe_add(&x, &a, &b);
    EXPECT_EQ((Enc<F, kBytes>(x)), r.sum);
    fe_sub(&x, &a, &b);
    EXPECT_EQ((Enc<F, kBytes>(x)), r.diff);
    fe_mul(&x, &a, &b);
    EXPECT_EQ((Enc<F, kBytes>(x)), r.prod);
    fe_sqr(&x, &a);
    EXPECT_EQ((Enc<F, kBytes>(x)), r.sq);
    fe_invert(&x, &a);
    EXPECT_EQ((Enc<F, kBytes>(x)), r.inv);
    pow(&x, &a);
    EXPECT_EQ((Enc<F, kBytes>(x)), r.pow);
    fe_mul_small(&x, &a, small);
    EXPECT_EQ((Enc<F, kBytes>(x)), r.small);
    x = a;
    fe_mul(&x, &x, &b);  // in place
    EXPECT_EQ((Enc<F, kBytes>(x)), r.prod);
    F n2;
    fe_neg(&n2, &a);
    fe_add(&x, &n2, &a);
    EXPECT_EQ(fe_is_zero_mask(&x), 0xFFFFFFFFu);
    EXPECT_EQ(fe_eq_mask(&a, &a), 0xFFFFFFFFu);
  }
}

// a * (1/a) = 1, (a + b) - b = a and a^2 = a * a along a chain where each
// result feeds the next step unreduced.
template <typename F, size_t kBytes>
void CheckChains(const Row *rows) {
  F a = Load<F, kBytes>(rows[20].a), b = Load<F, kBytes>(rows[21].a), one;
  fe_set_small(&one, 1);
  for (int i = 0; i < 200; ++i) {
    F s, t, inv, m;
    fe_add(&s, &a, &b);
    fe_sub(&t, &s, &b);
    ASSERT_EQ(fe_eq_mask(&t, &a), 0xFFFFFFFFu) << i;
    fe_invert(&inv, &s);
    fe_mul(&t, &inv, &s);
    ASSERT_EQ(fe_eq_mask(&t, &one), 0xFFFFFFFFu) << i;
    fe_sqr(&t, &s);
    fe_mul(&m, &s, &s);
    ASSERT_EQ((Enc<F, kBytes>(t)), (Enc<F, kBytes>(m))) << i;
    b = a;
    a = t;
  }
}

template <typename F, size_t kBytes>
void CheckSelect(const Row *rows) {
  F a = Load<F, kBytes>(rows[3].a), b = Load<F, kBytes>(rows[30].a);
  const std::string ea = Enc<F, kBytes>(a), eb = Enc<F, kBytes>(b);
  fe_cswap(0, &a, &b);
  EXPECT_EQ((Enc<F, kBytes>(a)), ea);
  fe_cswap(0xFFFFFFFFu, &a, &b);
  EXPECT_EQ((Enc<F, kBytes>(a)), eb);
  EXPECT_EQ((Enc<F, kBytes>(b)), ea);
  fe_cmov(0, &a, &b);
  EXPECT_EQ((Enc<F, kBytes>(a)), eb);
  fe_cmov(0xFFFFFFFFu, &a, &b);
  EXPECT_EQ((Enc<F, kBytes>(a)), ea);
  // Rows 6 and 7 are p and p + 1: zero and one.
  F p = Load<F, kBytes>(rows[6].a), p1 = Load<F, kBytes>(rows[7].a);
  EXPECT_EQ(fe_is_zero_mask(&p), 0xFFFFFFFFu);
  EXPECT_EQ(fe_parity(&p1), 1u);
}

}  // namespace fe_testing

#endif  // MCUCRYPT_TESTS_CRYPTO_CURVE25519_FE_TESTING_H_
