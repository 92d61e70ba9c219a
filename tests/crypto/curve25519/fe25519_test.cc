// Field arithmetic mod 2^255 - 19 (crypto/curve25519/fe25519.h) against
// values computed with Python integers (fe25519_vectors_gen.py), inputs up
// to 2^256 - 1 as the limb layout allows; and identities over long chains
// so that unreduced intermediate values are exercised.
#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "crypto/curve25519/fe25519.h"
#include "gtest/gtest.h"
#include "tests/support/hex.h"

namespace {

using namespace mcucrypt::curve25519;

struct Row {
  const char *a, *b, *sum, *diff, *prod, *sq, *inv, *pow2523, *small;
};

const Row kRows[] = {
#include "tests/crypto/curve25519/fe25519_vectors.inc"
};

Fe FromHexFe(const char *hex) {
  const std::vector<uint8_t> b = FromHex(hex);
  EXPECT_EQ(b.size(), 32u);
  Fe f;
  fe_from_bytes(&f, b.data());
  return f;
}

std::string Enc(const Fe &f) {
  uint8_t out[32];
  fe_to_bytes(out, &f);
  return ToHex(out, 32);
}

TEST(Fe25519, AgainstPython) {
  ASSERT_EQ(sizeof kRows / sizeof kRows[0], 40u);
  for (const Row &r : kRows) {
    SCOPED_TRACE(r.a);
    const Fe a = FromHexFe(r.a), b = FromHexFe(r.b);
    Fe x;
    fe_add(&x, &a, &b);
    EXPECT_EQ(Enc(x), r.sum);
    fe_sub(&x, &a, &b);
    EXPECT_EQ(Enc(x), r.diff);
    fe_mul(&x, &a, &b);
    EXPECT_EQ(Enc(x), r.prod);
    fe_sqr(&x, &a);
    EXPECT_EQ(Enc(x), r.sq);
    fe_invert(&x, &a);
    EXPECT_EQ(Enc(x), r.inv);
    fe_pow2523(&x, &a);
    EXPECT_EQ(Enc(x), r.pow2523);
    fe_mul_small(&x, &a, 121665);
    EXPECT_EQ(Enc(x), r.small);
    // In place.
    x = a;
    fe_mul(&x, &x, &b);
    EXPECT_EQ(Enc(x), r.prod);
    x = a;
    fe_sub(&x, &x, &x);
    EXPECT_EQ(Enc(x), std::string(64, '0'));
    EXPECT_EQ(fe_is_zero_mask(&x), 0xFFFFFFFFu);
    EXPECT_EQ(fe_eq_mask(&a, &a), 0xFFFFFFFFu);
    Fe n;
    fe_neg(&n, &a);
    fe_add(&x, &n, &a);
    EXPECT_EQ(fe_is_zero_mask(&x), 0xFFFFFFFFu);
  }
}

// a * (1/a) = 1 and (a + b) - b = a along chains where each result feeds
// the next step unreduced.
TEST(Fe25519, Chains) {
  Fe a = FromHexFe(kRows[20].a), b = FromHexFe(kRows[21].a);
  Fe one;
  fe_set_small(&one, 1);
  for (int i = 0; i < 200; ++i) {
    Fe s, t, inv;
    fe_add(&s, &a, &b);
    fe_sub(&t, &s, &b);
    ASSERT_EQ(fe_eq_mask(&t, &a), 0xFFFFFFFFu) << i;
    fe_invert(&inv, &s);
    fe_mul(&t, &inv, &s);
    ASSERT_EQ(fe_eq_mask(&t, &one), 0xFFFFFFFFu) << i;
    fe_sqr(&t, &s);
    Fe m;
    fe_mul(&m, &s, &s);
    ASSERT_EQ(Enc(t), Enc(m)) << i;
    b = a;
    a = t;
  }
}

TEST(Fe25519, CswapCmovParity) {
  Fe a = FromHexFe(kRows[3].a), b = FromHexFe(kRows[30].a);
  const std::string ea = Enc(a), eb = Enc(b);
  fe_cswap(0, &a, &b);
  EXPECT_EQ(Enc(a), ea);
  fe_cswap(0xFFFFFFFFu, &a, &b);
  EXPECT_EQ(Enc(a), eb);
  EXPECT_EQ(Enc(b), ea);
  fe_cmov(0, &a, &b);
  EXPECT_EQ(Enc(a), eb);
  fe_cmov(0xFFFFFFFFu, &a, &b);
  EXPECT_EQ(Enc(a), ea);
  Fe p = FromHexFe("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f");
  EXPECT_EQ(fe_is_zero_mask(&p), 0xFFFFFFFFu);  // p itself is zero
  Fe p1 = FromHexFe("eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f");
  EXPECT_EQ(fe_parity(&p1), 1u);                 // p + 1 = 1: odd
}

}  // namespace
