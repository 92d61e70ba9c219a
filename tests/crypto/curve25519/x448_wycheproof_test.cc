// X448 (mcucrypt/x448.h): Wycheproof x448_test.json (510 tests).
#include "gtest/gtest.h"
#include "mcucrypt/x448.h"
#include "tests/crypto/curve25519/xdh_testing.h"

namespace {

const xdh_testing::XdhApi kApi = {"X448", 56, mcu_x448, mcu_x448_public_key, mcu_x448_derive};

TEST(X448, Wycheproof) { xdh_testing::CheckWycheproof(kApi, "x448_test.json", 510); }

}  // namespace
