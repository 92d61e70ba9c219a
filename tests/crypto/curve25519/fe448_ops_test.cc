// The build's fe_add/fe_sub/fe_mul/fe_sqr/fe_mul_small/fe_cswap mod 2^448 - 2^224 - 1 (the core's technique,
// fe448_ops.h: Thumb-2 UMAAL on Cortex-M4, radix 2^28 C++ on microAptiv, the
// portable C++ on the host) against the portable reference, word for word,
// in one image: random inputs over the full 448-bit width, and the edges of
// the folds; and the build's ladder step against montgomery_step.
// (Radix 2^28, the microAptiv's: the same values mod p instead of words.)
#include <stdint.h>

#include "crypto/curve448/fe448.h"
#include "crypto/curve448/fe448_ops.h"
#include "crypto/curve448/x448_ladder_step.h"
#include "crypto/curve25519/words.h"
#include "gtest/gtest.h"
#include "tests/crypto/curve25519/fe_ops_testing.h"

namespace {

using mcucrypt::curve448::Fe;

// xorshift32: reproducible inputs, no library needed on the boards.
uint32_t Next(uint32_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 17;
  *s ^= *s << 5;
  return *s;
}

// Fourteen words (the tests' inputs, below 2^448).
struct W {
  uint32_t v[14];
};

Fe ToFe(const W &w) {
  Fe f;
  mcucrypt::curve448::fe_from_words(&f, w.v);
  return f;
}

// got against the portable result want: word for word in the fourteen-word
// layout; the same value mod p in radix 2^28 (fe448.h).
void ExpectSame(const Fe &got, const W &want, const char *what) {
#if defined(MCUCRYPT_FE448_RADIX28)
  uint8_t g[56], w[56];
  const Fe wf = ToFe(want);
  mcucrypt::curve448::fe_to_bytes(g, &got);
  mcucrypt::curve448::fe_to_bytes(w, &wf);
  for (int i = 0; i < 56; ++i) ASSERT_EQ(g[i], w[i]) << what << " byte " << i;
#else
  for (int i = 0; i < 14; ++i) ASSERT_EQ(got.v[i], want.v[i]) << what << " word " << i;
#endif
}

void ExpectSameAsPortable(const W &aw, const W &bw) {
  const Fe a = ToFe(aw), b = ToFe(bw);
  Fe got;
  W want;
  mcucrypt::curve448::fe_add(&got, &a, &b);
  mcu_fe448_add_portable(want.v, aw.v, bw.v);
  ExpectSame(got, want, "add");
  mcucrypt::curve448::fe_sub(&got, &a, &b);
  mcu_fe448_sub_portable(want.v, aw.v, bw.v);
  ExpectSame(got, want, "sub");
  mcucrypt::curve448::fe_mul(&got, &a, &b);
  mcu_fe448_mul_portable(want.v, aw.v, bw.v);
  ExpectSame(got, want, "mul");
  mcucrypt::curve448::fe_sqr(&got, &a);
  mcu_fe448_sqr_portable(want.v, aw.v);
  ExpectSame(got, want, "sqr");
  // k: X448's a24, Ed448's -d, the largest allowed, b's low bits.
  const uint32_t ks[] = {39081u, 39082u, 0x1FFFFu, bw.v[0] & 0x1FFFFu};
#if defined(MCUCRYPT_FE448_RADIX28)
  for (uint32_t k : ks) {
    mcucrypt::curve448::fe_mul_small(&got, &a, k);
    mcu_fe448_mul_small_portable(want.v, aw.v, k);
    ExpectSame(got, want, "mul_small");
  }
  for (uint32_t mask : {0u, 0xFFFFFFFFu}) {
    Fe x = a, y = b;
    mcucrypt::curve448::fe_cswap(mask, &x, &y);
    for (size_t i = 0; i < mcucrypt::curve448::kFeLimbs; ++i) {
      ASSERT_EQ(x.v[i], mask ? b.v[i] : a.v[i]) << "cswap limb " << i;
      ASSERT_EQ(y.v[i], mask ? a.v[i] : b.v[i]) << "cswap limb " << i;
    }
  }
#else
  fe_ops_testing::ExpectSmallAndSwapSameAsPortable<Fe, 14>(a, b, ks, 4,
                                                           mcu_fe448_mul_small_portable);
#endif
  // Outputs may alias inputs.
  Fe x = a;
  mcucrypt::curve448::fe_mul(&x, &x, &b);
  mcu_fe448_mul_portable(want.v, aw.v, bw.v);
  ExpectSame(x, want, "aliased mul");
  x = b;
  mcucrypt::curve448::fe_mul(&x, &a, &x);
  ExpectSame(x, want, "aliased mul (b)");
  x = b;
  mcucrypt::curve448::fe_sub(&x, &a, &x);
  mcu_fe448_sub_portable(want.v, aw.v, bw.v);
  ExpectSame(x, want, "aliased sub");
  x = a;
  mcucrypt::curve448::fe_add(&x, &x, &b);
  mcu_fe448_add_portable(want.v, aw.v, bw.v);
  ExpectSame(x, want, "aliased add");
  x = a;
  mcucrypt::curve448::fe_mul_small(&x, &x, 39081);
  mcu_fe448_mul_small_portable(want.v, aw.v, 39081);
  ExpectSame(x, want, "aliased mul_small");
  x = a;
  mcucrypt::curve448::fe_sqr(&x, &x);
  mcu_fe448_sqr_portable(want.v, aw.v);
  ExpectSame(x, want, "aliased sqr");
}

TEST(Fe448Mul, RandomAgainstPortable) {
  uint32_t s = 0x448u;
  for (int n = 0; n < 500; ++n) {
    W a, b;
    for (int i = 0; i < 14; ++i) a.v[i] = Next(&s);
    for (int i = 0; i < 14; ++i) b.v[i] = Next(&s);
    ExpectSameAsPortable(a, b);
    if (HasFatalFailure()) return;
  }
}

// Words of all ones or zero (products near 2^896, high halves with every
// carry set), p's words (all ones, and 0xFFFFFFFE at word 7), small values;
// one word of each input set apart (word 7 of a, word 0 of b: the two
// places the fold adds to).
TEST(Fe448Mul, EdgesAgainstPortable) {
  const uint32_t kWords[] = {0u, 1u, 2u, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFEu, 0xFFFFFFFFu};
  const int n = sizeof kWords / sizeof kWords[0];
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      for (int top = 0; top < n; ++top) {
        W a, b;
        for (int i = 0; i < 14; ++i) a.v[i] = kWords[x];
        for (int i = 0; i < 14; ++i) b.v[i] = kWords[y];
        a.v[7] = kWords[top];
        b.v[0] = kWords[top];
        ExpectSameAsPortable(a, b);
        if (HasFatalFailure()) return;
        a.v[13] = kWords[top];
        b.v[6] = kWords[top];
        ExpectSameAsPortable(a, b);
        if (HasFatalFailure()) return;
      }
    }
  }
}

// The second fold of a sum (difference): a carry (borrow) out c = 1 and the
// low 448 bits L at or above p (at or below 2^224), where fe448_ops.h's
// second fold takes a carry (borrow) too, and just around those bounds:
// a = 2^448 - 1 and b = L + 1 give a + b = 2^448 + L; a = L - 1 and
// b = 2^448 - 1 give a - b = L - 2^448. Each L is p (2^224) plus a delta,
// with deltas that move word 0, word 7 and the words between.
TEST(Fe448AddSub, SecondFoldAgainstPortable) {
  W ones, one = {}, p, two224 = {};
  for (int i = 0; i < 14; ++i) ones.v[i] = 0xFFFFFFFFu;
  one.v[0] = 1;
  p = ones;
  p.v[7] = 0xFFFFFFFEu;
  two224.v[7] = 1;
  const int32_t kDeltas[] = {-3, -2, -1, 0, 1, 2, 3};
  const int kShifts[] = {0, 5, 7, 13};  // delta 2^(32 shift): words 0, 5, 7, 13
  for (int32_t delta : kDeltas) {
    for (int shift : kShifts) {
      W d = {};
      d.v[shift] = static_cast<uint32_t>(delta < 0 ? -delta : delta);
      W l, b;
      // A sum: L = p + delta 2^(32 shift) (mod 2^448), b = L + 1.
      if (delta < 0) {
        mcucrypt::words::sub<14>(l.v, p.v, d.v);
      } else {
        mcucrypt::words::add<14>(l.v, p.v, d.v);
      }
      if (mcucrypt::words::add<14>(b.v, l.v, one.v) == 0) {
        ExpectSameAsPortable(ones, b);
        if (HasFatalFailure()) return;
        ExpectSameAsPortable(b, ones);
        if (HasFatalFailure()) return;
      }
      // A difference: L = 2^224 + delta 2^(32 shift) (mod 2^448), a = L - 1.
      if (delta < 0) {
        mcucrypt::words::sub<14>(l.v, two224.v, d.v);
      } else {
        mcucrypt::words::add<14>(l.v, two224.v, d.v);
      }
      W a;
      if (mcucrypt::words::sub<14>(a.v, l.v, one.v) == 0) {
        ExpectSameAsPortable(a, ones);
        if (HasFatalFailure()) return;
      }
    }
  }
}

// The build's ladder step against montgomery_step (fe_ops_testing.h).
#if defined(MCUCRYPT_FE448_RADIX28)
// Radix 2^28: the same values mod p from a state of reduced limbs (random
// words), 200 steps chained.
TEST(X448LadderStep, SameAsMontgomeryStep) {
  using mcucrypt::LadderState;
  LadderState<Fe> got, want;
  Fe *const g[] = {&got.x1, &got.x2, &got.z2, &got.x3, &got.z3};
  uint32_t seed = 0x448u;
  for (Fe *f : g) {
    W w;
    for (int i = 0; i < 14; ++i) w.v[i] = Next(&seed);
    *f = ToFe(w);
  }
  want = got;
  for (int n = 0; n < 200; ++n) {
    const uint32_t mask = 0u - ((seed >> n % 32) & 1u);
    mcucrypt::curve448::x448_ladder_step(&got, mask, 39081);
    mcucrypt::montgomery_step(&want, mask, 39081);
    const Fe *const w[] = {&want.x1, &want.x2, &want.z2, &want.x3, &want.z3};
    for (int f = 0; f < 5; ++f) {
      uint8_t gb[56], wb[56];
      mcucrypt::curve448::fe_to_bytes(gb, g[f]);
      mcucrypt::curve448::fe_to_bytes(wb, w[f]);
      for (int i = 0; i < 56; ++i) {
        ASSERT_EQ(gb[i], wb[i]) << "step " << n << " element " << f << " byte " << i;
      }
    }
  }
}
#else
TEST(X448LadderStep, SameAsMontgomeryStep) {
  fe_ops_testing::ExpectLadderStepSameAsMontgomeryStep<Fe, 14>(
      mcucrypt::curve448::x448_ladder_step, 39081, 0x448u);
}
#endif

}  // namespace
