// The build's fe_add/fe_sub/fe_mul/fe_sqr/fe_mul_small/fe_cswap (the core's technique,
// fe25519_ops.h: Thumb-2 UMAAL on Cortex-M4, radix 2^25.5 C++ on microAptiv, the
// portable C++ on the host) against the portable reference, word for word,
// in one image: random inputs over the full 256-bit width, and the edges of
// the carry folds; and the build's ladder step against montgomery_step.
// (Radix 2^25.5, the microAptiv's: the same values mod p instead of words.)
#include <stdint.h>

#include "crypto/curve25519/fe25519.h"
#include "crypto/curve25519/fe25519_ops.h"
#include "crypto/curve25519/x25519_ladder_step.h"
#include "gtest/gtest.h"
#include "tests/crypto/curve25519/fe_ops_testing.h"

namespace {

using mcucrypt::curve25519::Fe;

// xorshift32: reproducible inputs, no library needed on the boards.
uint32_t Next(uint32_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 17;
  *s ^= *s << 5;
  return *s;
}

// got against the portable result want: word for word in the eight-word
// layout; the same value mod p in radix 2^25.5 (fe25519.h).
void ExpectSame(const Fe &got, const uint32_t want[8], const char *what) {
#if defined(MCUCRYPT_FE25519_RADIX25)
  uint8_t g[32], w[32];
  uint32_t ww[8];
  for (int i = 0; i < 8; ++i) ww[i] = want[i];
  const Fe wf = mcucrypt::curve25519::fe_from_words(ww);
  mcucrypt::curve25519::fe_to_bytes(g, &got);
  mcucrypt::curve25519::fe_to_bytes(w, &wf);
  for (int i = 0; i < 32; ++i) ASSERT_EQ(g[i], w[i]) << what << " byte " << i;
#else
  for (int i = 0; i < 8; ++i) ASSERT_EQ(got.v[i], want[i]) << what << " word " << i;
#endif
}

void ExpectSameAsPortable(const uint32_t (&aw)[8], const uint32_t (&bw)[8]) {
  const Fe a = mcucrypt::curve25519::fe_from_words(aw);
  const Fe b = mcucrypt::curve25519::fe_from_words(bw);
  Fe got;
  uint32_t want[8];
  mcucrypt::curve25519::fe_add(&got, &a, &b);
  mcu_fe25519_add_portable(want, aw, bw);
  ExpectSame(got, want, "add");
  mcucrypt::curve25519::fe_sub(&got, &a, &b);
  mcu_fe25519_sub_portable(want, aw, bw);
  ExpectSame(got, want, "sub");
  mcucrypt::curve25519::fe_mul(&got, &a, &b);
  mcu_fe25519_mul_portable(want, aw, bw);
  ExpectSame(got, want, "mul");
  mcucrypt::curve25519::fe_sqr(&got, &a);
  mcu_fe25519_sqr_portable(want, aw);
  ExpectSame(got, want, "sqr");
  // k: the ladder's a24, the largest allowed, and b's low bits.
  const uint32_t ks[] = {121665u, 0x1FFFFu, bw[0] & 0x1FFFFu};
#if defined(MCUCRYPT_FE25519_RADIX25)
  for (uint32_t k : ks) {
    mcucrypt::curve25519::fe_mul_small(&got, &a, k);
    mcu_fe25519_mul_small_portable(want, aw, k);
    ExpectSame(got, want, "mul_small");
  }
  for (uint32_t mask : {0u, 0xFFFFFFFFu}) {
    Fe x = a, y = b;
    mcucrypt::curve25519::fe_cswap(mask, &x, &y);
    for (size_t i = 0; i < mcucrypt::curve25519::kFeLimbs; ++i) {
      ASSERT_EQ(x.v[i], mask ? b.v[i] : a.v[i]) << "cswap limb " << i;
      ASSERT_EQ(y.v[i], mask ? a.v[i] : b.v[i]) << "cswap limb " << i;
    }
  }
#else
  fe_ops_testing::ExpectSmallAndSwapSameAsPortable<Fe, 8>(a, b, ks, 3,
                                                          mcu_fe25519_mul_small_portable);
#endif
  // Outputs may alias inputs.
  Fe x = a;
  mcucrypt::curve25519::fe_mul(&x, &x, &b);
  mcu_fe25519_mul_portable(want, aw, bw);
  ExpectSame(x, want, "aliased mul");
  x = b;
  mcucrypt::curve25519::fe_sub(&x, &a, &x);
  mcu_fe25519_sub_portable(want, aw, bw);
  ExpectSame(x, want, "aliased sub");
  x = a;
  mcucrypt::curve25519::fe_mul_small(&x, &x, 121665);
  mcu_fe25519_mul_small_portable(want, aw, 121665);
  ExpectSame(x, want, "aliased mul_small");
  x = a;
  mcucrypt::curve25519::fe_sqr(&x, &x);
  mcu_fe25519_sqr_portable(want, aw);
  ExpectSame(x, want, "aliased sqr");
}

TEST(Fe25519Mul, RandomAgainstPortable) {
  uint32_t s = 0x25519u;
  for (int n = 0; n < 2000; ++n) {
    uint32_t a[8], b[8];
    for (int i = 0; i < 8; ++i) a[i] = Next(&s);
    for (int i = 0; i < 8; ++i) b[i] = Next(&s);
    ExpectSameAsPortable(a, b);
    if (HasFatalFailure()) return;
  }
}

// Words of all ones or zero (products near 2^512, high halves with every
// carry set), p and its neighbours, small values.
TEST(Fe25519Mul, EdgesAgainstPortable) {
  const uint32_t kWords[] = {0u, 1u, 2u, 19u, 38u, 0x7FFFFFFFu, 0x80000000u,
                             0xFFFFFFEDu, 0xFFFFFFFEu, 0xFFFFFFFFu};
  const int n = sizeof kWords / sizeof kWords[0];
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      for (int top = 0; top < n; ++top) {
        uint32_t a[8], b[8];
        for (int i = 0; i < 8; ++i) a[i] = kWords[x];
        for (int i = 0; i < 8; ++i) b[i] = kWords[y];
        a[7] = kWords[top];
        b[0] = kWords[top];
        ExpectSameAsPortable(a, b);
        if (HasFatalFailure()) return;
      }
    }
  }
}

// The build's ladder step against montgomery_step (fe_ops_testing.h).
#if defined(MCUCRYPT_FE25519_RADIX25)
// Radix 2^25.5: the step's sums and differences are not carried
// (fe25519_ops_default_radix25_mips32r2.cc), so the same values mod p from
// a state of reduced limbs (random words), 200 steps chained.
TEST(X25519LadderStep, SameAsMontgomeryStep) {
  using mcucrypt::LadderState;
  LadderState<Fe> got, want;
  Fe *const g[] = {&got.x1, &got.x2, &got.z2, &got.x3, &got.z3};
  uint32_t seed = 0x7748u;
  for (Fe *f : g) {
    uint32_t w[8];
    for (int i = 0; i < 8; ++i) w[i] = Next(&seed);
    *f = mcucrypt::curve25519::fe_from_words(w);
  }
  want = got;
  for (int n = 0; n < 200; ++n) {
    const uint32_t mask = 0u - ((seed >> n % 32) & 1u);
    mcucrypt::curve25519::x25519_ladder_step(&got, mask, 121665);
    mcucrypt::montgomery_step(&want, mask, 121665);
    const Fe *const w[] = {&want.x1, &want.x2, &want.z2, &want.x3, &want.z3};
    for (int f = 0; f < 5; ++f) {
      uint8_t gb[32], wb[32];
      mcucrypt::curve25519::fe_to_bytes(gb, g[f]);
      mcucrypt::curve25519::fe_to_bytes(wb, w[f]);
      for (int i = 0; i < 32; ++i) {
        ASSERT_EQ(gb[i], wb[i]) << "step " << n << " element " << f << " byte " << i;
      }
    }
  }
}
#else
TEST(X25519LadderStep, SameAsMontgomeryStep) {
  fe_ops_testing::ExpectLadderStepSameAsMontgomeryStep<Fe, 8>(
      mcucrypt::curve25519::x25519_ladder_step, 121665, 0x7748u);
}
#endif

}  // namespace
