// X448 (mcucrypt/x448.h): RFC 7748 section 5.2 vectors and the
// 1-iteration test, the section 6 exchange, and the argument checks. The
// 1,000 iterations (x448_iterated_test.cc) run on the host only: several
// minutes under emulation.
#include <stdint.h>
#include <string.h>

#include "gtest/gtest.h"
#include "mcucrypt/x448.h"
#include "tests/crypto/curve25519/xdh_testing.h"

namespace {

const xdh_testing::XdhApi kApi = {"X448", 56, mcu_x448, mcu_x448_public_key, mcu_x448_derive};

TEST(X448, Rfc7748Section52) { xdh_testing::CheckRfcFile(kApi, "kat/xdh/x448_rfc7748.txt"); }

TEST(X448, Rfc7748Iterated1) { xdh_testing::CheckIterated(kApi, 1); }

TEST(X448, Rfc7748Section6) { xdh_testing::CheckDh(kApi); }

TEST(X448, DescriptorAndArguments) {
  EXPECT_EQ(mcu_x448_mul.curve, MCU_EC_CURVE448);
  EXPECT_EQ(mcu_x448_mul_ct_portable.constant_time, 1);
  EXPECT_STREQ(mcu_x448_mul_ct_portable.impl, "ct_portable");
  uint8_t k[56], a[56], b[56], five[56] = {5};
  for (int i = 0; i < 56; ++i) k[i] = static_cast<uint8_t>(i * 5 + 3);
  ASSERT_EQ(MCU_OK, mcu_x448_mul.mul_base(&mcu_x448_mul, a, k, nullptr));
  ASSERT_EQ(MCU_OK, mcu_x448_mul.mul(&mcu_x448_mul, b, k, five, nullptr));
  EXPECT_EQ(0, memcmp(a, b, 56));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x448(nullptr, k, five));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x448_derive(a, nullptr, five, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x448_keygen(a, b, nullptr));
  const uint8_t zero[56] = {0};
  EXPECT_EQ(MCU_OK, mcu_x448_derive(a, k, zero, 0));  // small order: all zero
  EXPECT_EQ(0, memcmp(a, zero, 56));
  memset(a, 0x55, 56);
  EXPECT_EQ(MCU_ERR_INVALID_KEY, mcu_x448_derive(a, k, zero, 1));
  EXPECT_EQ(0, memcmp(a, zero, 56));
}

}  // namespace
