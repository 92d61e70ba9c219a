// The radix 2^25.5 technique (fe25519_ops_radix25.cc, the microAptiv's
// build) against the portable reference over eight words, on any core (it
// is C++ over plain arrays): the same values mod p for random reduced
// inputs and for every limb at its bound, and reduced outputs; on the
// microAptiv the assembly product and square against the C++, limb for
// limb.
#include <stdint.h>

#include "crypto/curve25519/fe25519_ops.h"
#include "gtest/gtest.h"

namespace {

uint32_t Next(uint32_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 17;
  *s ^= *s << 5;
  return *s;
}

// w (below 2^256) reduced below p: two conditional subtractions.
void Canonical(uint32_t w[8]) {
  static const uint32_t kP[8] = {0xFFFFFFEDu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                                 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0x7FFFFFFFu};
  for (int pass = 0; pass < 2; ++pass) {
    uint32_t d[8];
    int64_t borrow = 0;
    for (int i = 0; i < 8; ++i) {
      const int64_t x = static_cast<int64_t>(w[i]) - kP[i] + borrow;
      d[i] = static_cast<uint32_t>(x);
      borrow = x < 0 ? -1 : 0;
    }
    if (borrow == 0) {
      for (int i = 0; i < 8; ++i) w[i] = d[i];
    }
  }
}

// Limb i of the bits of w (no fold of bit 255: the inputs here are below
// 2^255).
void ToLimbs(uint32_t r[10], const uint32_t w[8]) {
  int off = 0;
  for (int i = 0; i < 10; ++i) {
    const int width = (i & 1) ? 25 : 26;
    uint64_t x = w[off >> 5];
    if ((off >> 5) < 7) x |= static_cast<uint64_t>(w[(off >> 5) + 1]) << 32;
    r[i] = static_cast<uint32_t>(x >> (off & 31)) & ((1u << width) - 1u);
    off += width;
  }
}

void ExpectReduced(const uint32_t r[10], const char *what) {
  EXPECT_LT(r[0], (1u << 26) + 19u) << what;
  EXPECT_LT(r[1], (1u << 25) + (1u << 18)) << what;
  for (int i = 2; i < 10; ++i) EXPECT_LT(r[i], 1u << ((i & 1) ? 25 : 26)) << what << " limb " << i;
}

void ExpectValue(const uint32_t r[10], const uint32_t want_words[8], const char *what) {
  ExpectReduced(r, what);
  uint32_t got[8], want[8];
  mcu_fe25519_to_words_radix25(got, r);
  Canonical(got);
  for (int i = 0; i < 8; ++i) want[i] = want_words[i];
  Canonical(want);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(got[i], want[i]) << what << " word " << i;
}

// a, b as limbs (reduced, maybe above p or with limbs 0/1 above their
// widths) against the portable ops on their values.
void ExpectSameAsPortable(const uint32_t a[10], const uint32_t b[10]) {
  const uint32_t ks[] = {121665u, 0x1FFFFu, b[0] & 0x1FFFFu};
  uint32_t aw[8], bw[8], want[8], r[10];
  mcu_fe25519_to_words_radix25(aw, a);
  mcu_fe25519_to_words_radix25(bw, b);
  mcu_fe25519_add_radix25(r, a, b);
  mcu_fe25519_add_portable(want, aw, bw);
  ExpectValue(r, want, "add");
  mcu_fe25519_sub_radix25(r, a, b);
  mcu_fe25519_sub_portable(want, aw, bw);
  ExpectValue(r, want, "sub");
  mcu_fe25519_mul_radix25(r, a, b);
  mcu_fe25519_mul_portable(want, aw, bw);
  ExpectValue(r, want, "mul");
  mcu_fe25519_sqr_radix25(r, a);
  mcu_fe25519_sqr_portable(want, aw);
  ExpectValue(r, want, "sqr");
#if defined(__mips__)
  // The assembly: the C++'s limbs exactly.
  uint32_t c[10];
  mcu_fe25519_mul_radix25(c, a, b);
  mcu_fe25519_mul_radix25_mips32r2(r, a, b);
  for (int i = 0; i < 10; ++i) ASSERT_EQ(r[i], c[i]) << "mul_mips32r2 limb " << i;
  mcu_fe25519_sqr_radix25(c, a);
  mcu_fe25519_sqr_radix25_mips32r2(r, a);
  for (int i = 0; i < 10; ++i) ASSERT_EQ(r[i], c[i]) << "sqr_mips32r2 limb " << i;
  for (int i = 0; i < 10; ++i) r[i] = b[i];
  mcu_fe25519_mul_radix25_mips32r2(r, a, r);
  mcu_fe25519_mul_radix25(c, a, b);
  for (int i = 0; i < 10; ++i) ASSERT_EQ(r[i], c[i]) << "aliased mul_mips32r2 limb " << i;
  for (int i = 0; i < 10; ++i) r[i] = a[i];
  mcu_fe25519_sqr_radix25_mips32r2(r, r);
  mcu_fe25519_sqr_radix25(c, a);
  for (int i = 0; i < 10; ++i) ASSERT_EQ(r[i], c[i]) << "aliased sqr_mips32r2 limb " << i;
  mcu_fe25519_add_radix25(c, a, b);
  mcu_fe25519_add_radix25_mips32r2(r, a, b);
  for (int i = 0; i < 10; ++i) ASSERT_EQ(r[i], c[i]) << "add_mips32r2 limb " << i;
  mcu_fe25519_sub_radix25(c, a, b);
  mcu_fe25519_sub_radix25_mips32r2(r, a, b);
  for (int i = 0; i < 10; ++i) ASSERT_EQ(r[i], c[i]) << "sub_mips32r2 limb " << i;
  for (uint32_t k : ks) {
    mcu_fe25519_mul_small_radix25(c, a, k);
    mcu_fe25519_mul_small_radix25_mips32r2(r, a, k);
    for (int i = 0; i < 10; ++i) ASSERT_EQ(r[i], c[i]) << "mul_small_mips32r2 limb " << i;
  }
  for (uint32_t mask : {0u, 0xFFFFFFFFu}) {
    uint32_t s[10], t[10];
    for (int i = 0; i < 10; ++i) s[i] = a[i], t[i] = b[i];
    mcu_fe25519_cswap_radix25_mips32r2(mask, s, t);
    for (int i = 0; i < 10; ++i) {
      ASSERT_EQ(s[i], mask ? b[i] : a[i]) << "cswap_mips32r2 limb " << i;
      ASSERT_EQ(t[i], mask ? a[i] : b[i]) << "cswap_mips32r2 limb " << i;
    }
  }
  // The lazy sum and difference (no carries), and each of them through
  // mul, sqr and mul_small at its bounds: the values of the carried ones'.
  uint32_t ls[10], d[10], u[10], want2[8];
  mcu_fe25519_add_lazy_radix25_mips32r2(ls, a, b);
  mcu_fe25519_sub_lazy_radix25_mips32r2(d, a, b);
  for (int i = 0; i < 10; ++i) {
    // (Limb 1 of a reduced value may be up to 2^18 above its width.)
    ASSERT_LT(ls[i], (3u << ((i & 1) ? 25 : 26)) + (1u << 18)) << "add_lazy limb " << i;
    ASSERT_LT(d[i], (3u << ((i & 1) ? 25 : 26)) + (1u << 18)) << "sub_lazy limb " << i;
  }
  mcu_fe25519_add_portable(want, aw, bw);
  mcu_fe25519_to_words_radix25(want2, ls);
  Canonical(want);
  Canonical(want2);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(want2[i], want[i]) << "add_lazy word " << i;
  mcu_fe25519_sub_portable(want, aw, bw);
  mcu_fe25519_to_words_radix25(want2, d);
  Canonical(want);
  Canonical(want2);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(want2[i], want[i]) << "sub_lazy word " << i;
  // The pair in one pass, aliased both ways: the same limbs.
  uint32_t p[10], q[10];
  for (int i = 0; i < 10; ++i) p[i] = a[i], q[i] = b[i];
  mcu_fe25519_addsub_lazy_radix25_mips32r2(p, q, p, q);
  for (int i = 0; i < 10; ++i) {
    ASSERT_EQ(p[i], ls[i]) << "addsub_lazy sum limb " << i;
    ASSERT_EQ(q[i], d[i]) << "addsub_lazy difference limb " << i;
  }
  for (int i = 0; i < 10; ++i) p[i] = a[i], q[i] = b[i];
  mcu_fe25519_addsub_lazy_radix25_mips32r2(q, p, p, q);
  for (int i = 0; i < 10; ++i) {
    ASSERT_EQ(q[i], ls[i]) << "addsub_lazy sum limb " << i;
    ASSERT_EQ(p[i], d[i]) << "addsub_lazy difference limb " << i;
  }
  // a k + b in one pass (lazy a): the carried limbs of the two steps.
  for (uint32_t k : ks) {
    uint32_t t[10];
    mcu_fe25519_mul_small_radix25_mips32r2(t, d, k);
    mcu_fe25519_add_radix25_mips32r2(c, t, b);
    mcu_fe25519_mul_small_add_radix25_mips32r2(r, d, k, b);
    uint32_t rw[8], cw[8];
    mcu_fe25519_to_words_radix25(rw, r);
    mcu_fe25519_to_words_radix25(cw, c);
    Canonical(rw);
    Canonical(cw);
    ExpectReduced(r, "mul_small_add");
    for (int i = 0; i < 8; ++i) ASSERT_EQ(rw[i], cw[i]) << "mul_small_add word " << i;
  }
  // The twenty-limb swap.
  for (uint32_t mask : {0u, 0xFFFFFFFFu}) {
    uint32_t x[20], y[20];
    for (int i = 0; i < 20; ++i) x[i] = a[i % 10] + i, y[i] = b[i % 10] + 2 * i;
    mcu_fe25519_cswap2_radix25_mips32r2(mask, x, y);
    for (int i = 0; i < 20; ++i) {
      ASSERT_EQ(x[i], mask ? b[i % 10] + 2 * i : a[i % 10] + i) << "cswap2 limb " << i;
      ASSERT_EQ(y[i], mask ? a[i % 10] + i : b[i % 10] + 2 * i) << "cswap2 limb " << i;
    }
  }
  uint32_t sw[8], dw[8];
  mcu_fe25519_add_portable(sw, aw, bw);
  mcu_fe25519_sub_portable(dw, aw, bw);
  mcu_fe25519_mul_radix25_mips32r2(u, ls, d);
  mcu_fe25519_mul_portable(want, sw, dw);
  ExpectValue(u, want, "mul of lazy");
  mcu_fe25519_mul_radix25_mips32r2(u, d, ls);
  ExpectValue(u, want, "mul of lazy");
  mcu_fe25519_sqr_radix25_mips32r2(u, ls);
  mcu_fe25519_sqr_portable(want, sw);
  ExpectValue(u, want, "sqr of lazy sum");
  mcu_fe25519_sqr_radix25_mips32r2(u, d);
  mcu_fe25519_sqr_portable(want, dw);
  ExpectValue(u, want, "sqr of lazy difference");
  mcu_fe25519_mul_small_radix25_mips32r2(u, d, 0x1FFFFu);
  mcu_fe25519_mul_small_portable(want, dw, 0x1FFFFu);
  ExpectValue(u, want, "mul_small of lazy difference");
#endif
  for (uint32_t k : ks) {
    mcu_fe25519_mul_small_radix25(r, a, k);
    mcu_fe25519_mul_small_portable(want, aw, k);
    ExpectValue(r, want, "mul_small");
  }
  // Aliased outputs.
  uint32_t x[10];
  for (int i = 0; i < 10; ++i) x[i] = a[i];
  mcu_fe25519_mul_radix25(x, x, b);
  mcu_fe25519_mul_portable(want, aw, bw);
  ExpectValue(x, want, "aliased mul");
  for (int i = 0; i < 10; ++i) x[i] = b[i];
  mcu_fe25519_sub_radix25(x, a, x);
  mcu_fe25519_sub_portable(want, aw, bw);
  ExpectValue(x, want, "aliased sub");
  for (int i = 0; i < 10; ++i) x[i] = a[i];
  mcu_fe25519_sqr_radix25(x, x);
  mcu_fe25519_sqr_portable(want, aw);
  ExpectValue(x, want, "aliased sqr");
  for (uint32_t mask : {0u, 0xFFFFFFFFu}) {
    uint32_t s[10], t[10];
    for (int i = 0; i < 10; ++i) s[i] = a[i], t[i] = b[i];
    mcu_fe25519_cswap_radix25(mask, s, t);
    for (int i = 0; i < 10; ++i) {
      ASSERT_EQ(s[i], mask ? b[i] : a[i]) << "cswap limb " << i;
      ASSERT_EQ(t[i], mask ? a[i] : b[i]) << "cswap limb " << i;
    }
  }
}

TEST(Fe25519Radix25, RandomAgainstPortable) {
  uint32_t s = 0x25519u;
  for (int n = 0; n < 2000; ++n) {
    uint32_t w[8], a[10], b[10];
    for (int i = 0; i < 8; ++i) w[i] = Next(&s);
    w[7] &= 0x7FFFFFFFu;
    ToLimbs(a, w);
    for (int i = 0; i < 8; ++i) w[i] = Next(&s);
    w[7] &= 0x7FFFFFFFu;
    ToLimbs(b, w);
    ExpectSameAsPortable(a, b);
    if (HasFatalFailure()) return;
  }
}

// Every limb at its bound or zero (the largest columns and carries), and
// a chain of products fed back (the outputs' own bounds as inputs).
TEST(Fe25519Radix25, BoundsAgainstPortable) {
  uint32_t top[10], zero[10] = {0}, one[10] = {1};
  for (int i = 0; i < 10; ++i) top[i] = (1u << ((i & 1) ? 25 : 26)) - 1u;
  top[0] = (1u << 26) + 18u;
  top[1] = (1u << 25) + (1u << 18) - 1u;
  const uint32_t *const v[] = {top, zero, one};
  for (const uint32_t *a : v) {
    for (const uint32_t *b : v) {
      ExpectSameAsPortable(a, b);
      if (HasFatalFailure()) return;
    }
  }
  uint32_t x[10], y[10];
  for (int i = 0; i < 10; ++i) x[i] = top[i], y[i] = top[i];
  for (int n = 0; n < 200; ++n) {
    ExpectSameAsPortable(x, y);
    if (HasFatalFailure()) return;
    uint32_t t[10];
    mcu_fe25519_mul_radix25(t, x, y);
    mcu_fe25519_sub_radix25(y, x, t);
    mcu_fe25519_add_radix25(x, t, y);
    mcu_fe25519_add_radix25(x, x, x);
  }
}

}  // namespace
