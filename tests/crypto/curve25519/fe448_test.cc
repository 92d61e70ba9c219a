// Field arithmetic mod 2^448 - 2^224 - 1 (crypto/curve448/fe448.h) against
// Python integers (fe_testing.h).
#include "crypto/curve448/fe448.h"
#include "gtest/gtest.h"
#include "tests/crypto/curve25519/fe_testing.h"

namespace {

using mcucrypt::curve448::Fe;

const fe_testing::Row kRows[] = {
#include "tests/crypto/curve25519/fe448_vectors.inc"
};

TEST(Fe448, AgainstPython) {
  fe_testing::CheckRows<Fe, 56>(kRows, sizeof kRows / sizeof kRows[0],
                                mcucrypt::curve448::fe_pow_p34, 39081);
}

TEST(Fe448, Chains) { fe_testing::CheckChains<Fe, 56>(kRows); }

TEST(Fe448, CswapCmovParity) { fe_testing::CheckSelect<Fe, 56>(kRows); }

}  // namespace
