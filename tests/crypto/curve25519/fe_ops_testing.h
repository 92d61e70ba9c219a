// The checks both fields' technique tests (fe25519_ops_test,
// fe448_ops_test) share: the build's fe_mul_small and fe_cswap against the
// portable ones, and the build's ladder step against montgomery_step, word
// for word. F's functions are found by argument-dependent lookup.
#ifndef MCUCRYPT_TESTS_CRYPTO_CURVE25519_FE_OPS_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_CURVE25519_FE_OPS_TESTING_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/curve25519/montgomery_ladder.h"
#include "gtest/gtest.h"

namespace fe_ops_testing {

using SmallPortable = void (*)(uint32_t *r, const uint32_t *a, uint32_t k);

// a * k for each of the nk constants ks, and a, b swapped under both masks.
template <typename F, size_t kWords>
void ExpectSmallAndSwapSameAsPortable(const F &a, const F &b, const uint32_t *ks, size_t nk,
                                      SmallPortable small_portable) {
  F got, want;
  for (size_t n = 0; n < nk; ++n) {
    fe_mul_small(&got, &a, ks[n]);
    small_portable(want.v, a.v, ks[n]);
    for (size_t i = 0; i < kWords; ++i) {
      ASSERT_EQ(got.v[i], want.v[i]) << "mul_small by " << ks[n] << " word " << i;
    }
  }
  const uint32_t masks[] = {0u, 0xFFFFFFFFu};
  for (uint32_t mask : masks) {
    F x = a, y = b;
    fe_cswap(mask, &x, &y);
    const F &wx = mask ? b : a, &wy = mask ? a : b;
    for (size_t i = 0; i < kWords; ++i) ASSERT_EQ(x.v[i], wx.v[i]) << "cswap a word " << i;
    for (size_t i = 0; i < kWords; ++i) ASSERT_EQ(y.v[i], wy.v[i]) << "cswap b word " << i;
  }
}

// The build's ladder step (Thumb-2 on Cortex-M4) against montgomery_step
// over the build's field operations (each checked against the portable ones
// by the caller), word for word: from a random state (xorshift32 from
// seed), 200 steps chained so the states are the ladder's own, the swap
// mask drawn each time.
template <typename F, size_t kWords>
void ExpectLadderStepSameAsMontgomeryStep(void (*step)(mcucrypt::LadderState<F> *, uint32_t,
                                                       uint32_t),
                                          uint32_t a24, uint32_t seed) {
  mcucrypt::LadderState<F> got, want;
  F *const g[] = {&got.x1, &got.x2, &got.z2, &got.x3, &got.z3, &got.a, &got.aa,
                  &got.b, &got.bb, &got.e, &got.c, &got.d, &got.da, &got.cb};
  for (F *f : g) {
    for (size_t i = 0; i < kWords; ++i) {
      seed ^= seed << 13;
      seed ^= seed >> 17;
      seed ^= seed << 5;
      f->v[i] = seed;
    }
  }
  want = got;
  for (int n = 0; n < 200; ++n) {
    const uint32_t mask = 0u - ((seed >> n % 32) & 1u);
    step(&got, mask, a24);
    mcucrypt::montgomery_step(&want, mask, a24);
    const F *const w[] = {&want.x1, &want.x2, &want.z2, &want.x3, &want.z3};
    for (int f = 0; f < 5; ++f) {
      for (size_t i = 0; i < kWords; ++i) {
        ASSERT_EQ(g[f]->v[i], w[f]->v[i]) << "step " << n << " element " << f << " word " << i;
      }
    }
  }
}

}  // namespace fe_ops_testing

#endif  // MCUCRYPT_TESTS_CRYPTO_CURVE25519_FE_OPS_TESTING_H_
