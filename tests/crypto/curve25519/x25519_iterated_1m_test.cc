// RFC 7748 section 5.2's 1,000,000-iteration X25519 test: host only (about
// a minute of CPU; the boards run the 1- and 1,000-iteration ones).
#include "gtest/gtest.h"
#include "mcucrypt/x25519.h"
#include "tests/crypto/curve25519/xdh_testing.h"

namespace {

const xdh_testing::XdhApi kApi = {"X25519", 32, mcu_x25519, mcu_x25519_public_key,
                                  mcu_x25519_derive};

TEST(X25519, Rfc7748Iterated1000000) { xdh_testing::CheckIterated(kApi, 1000000); }

}  // namespace
