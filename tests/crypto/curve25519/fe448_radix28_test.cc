// The radix 2^28 technique (fe448_ops_radix28.cc, the microAptiv's build)
// against the portable reference over fourteen words, on any core (it is
// C++ over plain arrays): the same values mod p for random reduced inputs,
// for every limb at its bound, and along chains of outputs fed back; and
// reduced outputs. On the microAptiv the assembly product and square
// (fe448_ops_radix28_mips32r2.S) against the C++, limb for limb.
#include <stdint.h>

#include "crypto/curve448/fe448_ops.h"
#include "gtest/gtest.h"

namespace {

uint32_t Next(uint32_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 17;
  *s ^= *s << 5;
  return *s;
}

// The reduced bound (fe448_ops_radix28.cc): every limb below 2^28 + 2^12.
constexpr uint32_t kBound = (1u << 28) + (1u << 12);

// w (below 2^448) reduced below p: one conditional subtraction.
void Canonical(uint32_t w[14]) {
  static const uint32_t kP[14] = {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                                  0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFEu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                                  0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
  uint32_t d[14];
  int64_t borrow = 0;
  for (int i = 0; i < 14; ++i) {
    const int64_t x = static_cast<int64_t>(w[i]) - kP[i] + borrow;
    d[i] = static_cast<uint32_t>(x);
    borrow = x < 0 ? -1 : 0;
  }
  if (borrow == 0) {
    for (int i = 0; i < 14; ++i) w[i] = d[i];
  }
}

void ExpectReduced(const uint32_t r[16], const char *what) {
  for (int i = 0; i < 16; ++i) ASSERT_LT(r[i], kBound) << what << " limb " << i;
}

void ExpectValue(const uint32_t r[16], const uint32_t want_words[14], const char *what) {
  ExpectReduced(r, what);
  uint32_t got[14], want[14];
  mcu_fe448_to_words_radix28(got, r);
  Canonical(got);
  for (int i = 0; i < 14; ++i) want[i] = want_words[i];
  Canonical(want);
  for (int i = 0; i < 14; ++i) ASSERT_EQ(got[i], want[i]) << what << " word " << i;
}

// a, b as limbs (reduced, maybe above p or with limbs above 28 bits)
// against the portable ops on their values.
void ExpectSameAsPortable(const uint32_t a[16], const uint32_t b[16]) {
  const uint32_t ks[] = {39081u, 0x1FFFFu, b[0] & 0x1FFFFu};
  uint32_t aw[14], bw[14], want[14], r[16];
  mcu_fe448_to_words_radix28(aw, a);
  mcu_fe448_to_words_radix28(bw, b);
  mcu_fe448_add_radix28(r, a, b);
  mcu_fe448_add_portable(want, aw, bw);
  ExpectValue(r, want, "add");
  mcu_fe448_sub_radix28(r, a, b);
  mcu_fe448_sub_portable(want, aw, bw);
  ExpectValue(r, want, "sub");
  mcu_fe448_mul_radix28(r, a, b);
  mcu_fe448_mul_portable(want, aw, bw);
  ExpectValue(r, want, "mul");
  mcu_fe448_sqr_radix28(r, a);
  mcu_fe448_sqr_portable(want, aw);
  ExpectValue(r, want, "sqr");
  for (uint32_t k : ks) {
    mcu_fe448_mul_small_radix28(r, a, k);
    mcu_fe448_mul_small_portable(want, aw, k);
    ExpectValue(r, want, "mul_small");
  }
  for (uint32_t k : ks) {
    uint32_t t[16], u[16];
    mcu_fe448_mul_small_radix28(t, a, k);
    mcu_fe448_add_radix28(u, t, b);
    mcu_fe448_mul_small_add_radix28(r, a, k, b);
    uint32_t rw[14], uw[14];
    mcu_fe448_to_words_radix28(rw, r);
    mcu_fe448_to_words_radix28(uw, u);
    Canonical(rw);
    Canonical(uw);
    ExpectReduced(r, "mul_small_add");
    for (int i = 0; i < 14; ++i) ASSERT_EQ(rw[i], uw[i]) << "mul_small_add word " << i;
  }
  // Aliased outputs.
  uint32_t x[16];
  for (int i = 0; i < 16; ++i) x[i] = a[i];
  mcu_fe448_mul_radix28(x, x, b);
  mcu_fe448_mul_portable(want, aw, bw);
  ExpectValue(x, want, "aliased mul");
  for (int i = 0; i < 16; ++i) x[i] = b[i];
  mcu_fe448_mul_radix28(x, a, x);
  ExpectValue(x, want, "aliased mul (b)");
  for (int i = 0; i < 16; ++i) x[i] = b[i];
  mcu_fe448_sub_radix28(x, a, x);
  mcu_fe448_sub_portable(want, aw, bw);
  ExpectValue(x, want, "aliased sub");
  for (int i = 0; i < 16; ++i) x[i] = a[i];
  mcu_fe448_sqr_radix28(x, x);
  mcu_fe448_sqr_portable(want, aw);
  ExpectValue(x, want, "aliased sqr");
  for (uint32_t mask : {0u, 0xFFFFFFFFu}) {
    uint32_t s[16], t[16];
    for (int i = 0; i < 16; ++i) s[i] = a[i], t[i] = b[i];
    mcu_fe448_cswap_radix28(mask, s, t);
    for (int i = 0; i < 16; ++i) {
      ASSERT_EQ(s[i], mask ? b[i] : a[i]) << "cswap limb " << i;
      ASSERT_EQ(t[i], mask ? a[i] : b[i]) << "cswap limb " << i;
    }
  }
  // The lazy sum (no carries) and it through the product and the square, at
  // its bound when a and b are at theirs: the values of the carried sum's.
  uint32_t ls[16], sw[14], want2[14];
  mcu_fe448_add_lazy_radix28(ls, a, b);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(ls[i], a[i] + b[i]) << "add_lazy limb " << i;
  mcu_fe448_add_portable(sw, aw, bw);
  mcu_fe448_mul_radix28(r, ls, b);
  mcu_fe448_mul_portable(want2, sw, bw);
  ExpectValue(r, want2, "mul of lazy sum");
  mcu_fe448_mul_radix28(r, a, ls);
  mcu_fe448_mul_portable(want2, aw, sw);
  ExpectValue(r, want2, "mul by lazy sum");
  mcu_fe448_mul_radix28(r, ls, ls);
  mcu_fe448_sqr_portable(want2, sw);
  ExpectValue(r, want2, "mul of lazy sums");
  mcu_fe448_sqr_radix28(r, ls);
  ExpectValue(r, want2, "sqr of lazy sum");
#if defined(__mips__)
  uint32_t lc[16];
  mcu_fe448_mul_radix28(lc, ls, ls);
  mcu_fe448_mul_radix28_mips32r2(r, ls, ls);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(r[i], lc[i]) << "mul_radix28_mips32r2 of lazy limb " << i;
  mcu_fe448_mul_radix28(lc, a, ls);
  mcu_fe448_mul_radix28_mips32r2(r, a, ls);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(r[i], lc[i]) << "mul_radix28_mips32r2 by lazy limb " << i;
  mcu_fe448_sqr_radix28(lc, ls);
  mcu_fe448_sqr_radix28_mips32r2(r, ls);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(r[i], lc[i]) << "sqr_radix28_mips32r2 of lazy limb " << i;
#endif
  // The words back to limbs: the same value.
  uint32_t l[16], lw[14];
  mcu_fe448_from_words_radix28(l, aw);
  for (int i = 0; i < 16; ++i) ASSERT_LT(l[i], 1u << 28) << "from_words limb " << i;
  mcu_fe448_to_words_radix28(lw, l);
  for (int i = 0; i < 14; ++i) ASSERT_EQ(lw[i], aw[i]) << "from_words word " << i;
#if defined(__mips__)
  // The radix 2^28 assembly: the C++'s limbs exactly, aliased too.
  uint32_t c[16];
  mcu_fe448_mul_radix28(c, a, b);
  mcu_fe448_mul_radix28_mips32r2(r, a, b);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(r[i], c[i]) << "mul_radix28_mips32r2 limb " << i;
  for (int i = 0; i < 16; ++i) x[i] = b[i];
  mcu_fe448_mul_radix28_mips32r2(x, a, x);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(x[i], c[i]) << "aliased mul_radix28_mips32r2 limb " << i;
  for (int i = 0; i < 16; ++i) x[i] = a[i];
  mcu_fe448_mul_radix28_mips32r2(x, x, b);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(x[i], c[i]) << "aliased mul_radix28_mips32r2 limb " << i;
  mcu_fe448_sqr_radix28(c, a);
  mcu_fe448_sqr_radix28_mips32r2(r, a);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(r[i], c[i]) << "sqr_radix28_mips32r2 limb " << i;
  for (int i = 0; i < 16; ++i) x[i] = a[i];
  mcu_fe448_sqr_radix28_mips32r2(x, x);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(x[i], c[i]) << "aliased sqr_radix28_mips32r2 limb " << i;
  mcu_fe448_add_radix28(c, a, b);
  mcu_fe448_add_radix28_mips32r2(r, a, b);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(r[i], c[i]) << "add_radix28_mips32r2 limb " << i;
  for (int i = 0; i < 16; ++i) x[i] = b[i];
  mcu_fe448_add_radix28_mips32r2(x, a, x);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(x[i], c[i]) << "aliased add_radix28_mips32r2 limb " << i;
  for (int i = 0; i < 16; ++i) x[i] = a[i];
  mcu_fe448_add_radix28_mips32r2(x, x, x);
  mcu_fe448_add_radix28(c, a, a);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(x[i], c[i])
      << "aliased add_radix28_mips32r2 (a + a) limb " << i;
  mcu_fe448_sub_radix28(c, a, b);
  mcu_fe448_sub_radix28_mips32r2(r, a, b);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(r[i], c[i]) << "sub_radix28_mips32r2 limb " << i;
  for (int i = 0; i < 16; ++i) x[i] = b[i];
  mcu_fe448_sub_radix28_mips32r2(x, a, x);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(x[i], c[i]) << "aliased sub_radix28_mips32r2 limb " << i;
  for (int i = 0; i < 16; ++i) x[i] = a[i];
  mcu_fe448_sub_radix28_mips32r2(x, x, b);
  for (int i = 0; i < 16; ++i) ASSERT_EQ(x[i], c[i]) << "aliased sub_radix28_mips32r2 limb " << i;
  for (uint32_t k : ks) {
    mcu_fe448_mul_small_radix28(c, a, k);
    mcu_fe448_mul_small_radix28_mips32r2(r, a, k);
    for (int i = 0; i < 16; ++i) ASSERT_EQ(r[i], c[i]) << "mul_small_radix28_mips32r2 limb " << i;
    for (int i = 0; i < 16; ++i) x[i] = a[i];
    mcu_fe448_mul_small_radix28_mips32r2(x, x, k);
    for (int i = 0; i < 16; ++i) ASSERT_EQ(x[i], c[i])
        << "aliased mul_small_radix28_mips32r2 limb " << i;
    mcu_fe448_mul_small_add_radix28(c, a, k, b);
    mcu_fe448_mul_small_add_radix28_mips32r2(r, a, k, b);
    for (int i = 0; i < 16; ++i) ASSERT_EQ(r[i], c[i])
        << "mul_small_add_radix28_mips32r2 limb " << i;
    for (int i = 0; i < 16; ++i) x[i] = b[i];
    mcu_fe448_mul_small_add_radix28_mips32r2(x, a, k, x);
    for (int i = 0; i < 16; ++i) ASSERT_EQ(x[i], c[i])
        << "aliased mul_small_add_radix28_mips32r2 limb " << i;
    for (int i = 0; i < 16; ++i) x[i] = a[i];
    mcu_fe448_mul_small_add_radix28_mips32r2(x, x, k, b);
    for (int i = 0; i < 16; ++i) ASSERT_EQ(x[i], c[i])
        << "aliased mul_small_add_radix28_mips32r2 limb " << i;
  }
  // The 32-limb swap.
  for (uint32_t mask : {0u, 0xFFFFFFFFu}) {
    uint32_t p[32], q[32];
    for (int i = 0; i < 32; ++i) p[i] = a[i % 16] + i, q[i] = b[i % 16] + 2 * i;
    mcu_fe448_cswap2_radix28_mips32r2(mask, p, q);
    for (int i = 0; i < 32; ++i) {
      ASSERT_EQ(p[i], mask ? b[i % 16] + 2 * i : a[i % 16] + i) << "cswap2 limb " << i;
      ASSERT_EQ(q[i], mask ? a[i % 16] + i : b[i % 16] + 2 * i) << "cswap2 limb " << i;
    }
  }
#endif
}

void FromWords(uint32_t r[16], uint32_t *s) {
  uint32_t w[14];
  for (int i = 0; i < 14; ++i) w[i] = Next(s);
  mcu_fe448_from_words_radix28(r, w);
}

TEST(Fe448Radix28, RandomAgainstPortable) {
  uint32_t s = 0x448u;
  for (int n = 0; n < 1000; ++n) {
    uint32_t a[16], b[16];
    FromWords(a, &s);
    FromWords(b, &s);
    // Now and then limbs above 28 bits (an output's, within the bound).
    if (n % 3 == 1) {
      for (int i = 0; i < 16; ++i) a[i] += Next(&s) & 0xFFFu;
    }
    if (n % 5 == 2) {
      for (int i = 0; i < 16; ++i) b[i] += Next(&s) & 0xFFFu;
    }
    ExpectSameAsPortable(a, b);
    if (HasFatalFailure()) return;
  }
}

// Every limb at its bound or zero (the largest columns and carries), the
// two halves apart (the Karatsuba step's sums), and a chain of products fed
// back (the outputs' own bounds as inputs).
TEST(Fe448Radix28, BoundsAgainstPortable) {
  uint32_t top[16], zero[16] = {0}, one[16] = {1}, lo[16] = {0}, hi[16] = {0}, m28[16];
  for (int i = 0; i < 16; ++i) {
    top[i] = kBound - 1u;
    m28[i] = (1u << 28) - 1u;
    (i < 8 ? lo : hi)[i] = kBound - 1u;
  }
  const uint32_t *const v[] = {top, zero, one, lo, hi, m28};
  for (const uint32_t *a : v) {
    for (const uint32_t *b : v) {
      ExpectSameAsPortable(a, b);
      if (HasFatalFailure()) return;
    }
  }
  uint32_t x[16], y[16];
  for (int i = 0; i < 16; ++i) x[i] = top[i], y[i] = top[i];
  for (int n = 0; n < 200; ++n) {
    ExpectSameAsPortable(x, y);
    if (HasFatalFailure()) return;
    uint32_t t[16];
    mcu_fe448_mul_radix28(t, x, y);
    mcu_fe448_sub_radix28(y, x, t);
    mcu_fe448_sqr_radix28(x, t);
    mcu_fe448_add_radix28(x, x, y);
    mcu_fe448_mul_small_radix28(y, y, 39081);
  }
}

}  // namespace
