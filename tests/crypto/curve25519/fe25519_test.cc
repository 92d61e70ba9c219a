// Field arithmetic mod 2^255 - 19 (crypto/curve25519/fe25519.h) against
// Python integers (fe_testing.h).
#include "crypto/curve25519/fe25519.h"
#include "gtest/gtest.h"
#include "tests/crypto/curve25519/fe_testing.h"

namespace {

using mcucrypt::curve25519::Fe;

const fe_testing::Row kRows[] = {
#include "tests/crypto/curve25519/fe25519_vectors.inc"
};

TEST(Fe25519, AgainstPython) {
  fe_testing::CheckRows<Fe, 32>(kRows, sizeof kRows / sizeof kRows[0],
                                mcucrypt::curve25519::fe_pow2523, 121665);
}

TEST(Fe25519, Chains) { fe_testing::CheckChains<Fe, 32>(kRows); }

TEST(Fe25519, CswapCmovParity) { fe_testing::CheckSelect<Fe, 32>(kRows); }

}  // namespace
