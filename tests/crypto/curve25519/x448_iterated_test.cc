// RFC 7748 section 5.2's 1,000-iteration X448 test: host only (several
// board-test minutes under emulation; the boards run the 1-iteration one).
#include "gtest/gtest.h"
#include "mcucrypt/x448.h"
#include "tests/crypto/curve25519/xdh_testing.h"

namespace {

const xdh_testing::XdhApi kApi = {"X448", 56, mcu_x448, mcu_x448_public_key, mcu_x448_derive};

TEST(X448, Rfc7748Iterated1000) { xdh_testing::CheckIterated(kApi, 1000); }

}  // namespace
