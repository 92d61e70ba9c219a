// The build's fe_add/fe_sub/fe_mul/fe_sqr/fe_mul_small/fe_cswap (the core's technique,
// fe25519_ops.h: Thumb-2 UMAAL on Cortex-M4, MIPS32r2 on microAptiv, the
// portable C++ on the host) against the portable reference, word for word,
// in one image: random inputs over the full 256-bit width, and the edges of
// the carry folds; and the build's ladder step against montgomery_step.
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

void ExpectSameAsPortable(const Fe &a, const Fe &b) {
  Fe got, want;
  mcucrypt::curve25519::fe_add(&got, &a, &b);
  mcu_fe25519_add_portable(want.v, a.v, b.v);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(got.v[i], want.v[i]) << "add word " << i;
  mcucrypt::curve25519::fe_sub(&got, &a, &b);
  mcu_fe25519_sub_portable(want.v, a.v, b.v);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(got.v[i], want.v[i]) << "sub word " << i;
  mcucrypt::curve25519::fe_mul(&got, &a, &b);
  mcu_fe25519_mul_portable(want.v, a.v, b.v);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(got.v[i], want.v[i]) << "mul word " << i;
  mcucrypt::curve25519::fe_sqr(&got, &a);
  mcu_fe25519_sqr_portable(want.v, a.v);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(got.v[i], want.v[i]) << "sqr word " << i;
  // k: the ladder's a24, the largest allowed, and b's low bits.
  const uint32_t ks[] = {121665u, 0x1FFFFu, b.v[0] & 0x1FFFFu};
  fe_ops_testing::ExpectSmallAndSwapSameAsPortable<Fe, 8>(a, b, ks, 3,
                                                          mcu_fe25519_mul_small_portable);
  // Outputs may alias inputs.
  Fe x = a;
  mcucrypt::curve25519::fe_mul(&x, &x, &b);
  mcu_fe25519_mul_portable(want.v, a.v, b.v);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(x.v[i], want.v[i]) << "aliased mul word " << i;
  x = b;
  mcucrypt::curve25519::fe_sub(&x, &a, &x);
  mcu_fe25519_sub_portable(want.v, a.v, b.v);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(x.v[i], want.v[i]) << "aliased sub word " << i;
  x = a;
  mcucrypt::curve25519::fe_mul_small(&x, &x, 121665);
  mcu_fe25519_mul_small_portable(want.v, a.v, 121665);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(x.v[i], want.v[i]) << "aliased mul_small word " << i;
  x = a;
  mcucrypt::curve25519::fe_sqr(&x, &x);
  mcu_fe25519_sqr_portable(want.v, a.v);
  for (int i = 0; i < 8; ++i) ASSERT_EQ(x.v[i], want.v[i]) << "aliased sqr word " << i;
}

TEST(Fe25519Mul, RandomAgainstPortable) {
  uint32_t s = 0x25519u;
  for (int n = 0; n < 2000; ++n) {
    Fe a, b;
    for (int i = 0; i < 8; ++i) a.v[i] = Next(&s);
    for (int i = 0; i < 8; ++i) b.v[i] = Next(&s);
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
        Fe a, b;
        for (int i = 0; i < 8; ++i) a.v[i] = kWords[x];
        for (int i = 0; i < 8; ++i) b.v[i] = kWords[y];
        a.v[7] = kWords[top];
        b.v[0] = kWords[top];
        ExpectSameAsPortable(a, b);
        if (HasFatalFailure()) return;
      }
    }
  }
}

// The build's ladder step against montgomery_step (fe_ops_testing.h).
TEST(X25519LadderStep, SameAsMontgomeryStep) {
  fe_ops_testing::ExpectLadderStepSameAsMontgomeryStep<Fe, 8>(
      mcucrypt::curve25519::x25519_ladder_step, 121665, 0x7748u);
}

}  // namespace
