// The check both fields' technique tests (fe25519_ops_test,
// fe448_ops_test) share: the build's fe_mul_small and fe_cswap against the
// portable ones, word for word. F's functions are found by
// argument-dependent lookup.
#ifndef MCUCRYPT_TESTS_CRYPTO_CURVE25519_FE_OPS_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_CURVE25519_FE_OPS_TESTING_H_

#include <stddef.h>
#include <stdint.h>

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

}  // namespace fe_ops_testing

#endif  // MCUCRYPT_TESTS_CRYPTO_CURVE25519_FE_OPS_TESTING_H_
