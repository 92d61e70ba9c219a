// The host entropy source (getrandom) and a DRBG fed by it: smoke tests.
#include "crypto/rand/entropy_host.h"

#include <string.h>

#include "gtest/gtest.h"
#include "mcucrypt/drbg.h"
#include "mcucrypt/sha256.h"

namespace {

bool AllZero(const uint8_t* p, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    if (p[i] != 0) return false;
  }
  return true;
}

TEST(EntropyHostTest, GivesDifferentBytes) {
  uint8_t a[64], b[64];
  ASSERT_EQ(MCU_OK, mcu_entropy_host_get(nullptr, a, sizeof(a)));
  ASSERT_EQ(MCU_OK, mcu_entropy_host_get(nullptr, b, sizeof(b)));
  EXPECT_FALSE(AllZero(a, sizeof(a)));
  EXPECT_NE(0, memcmp(a, b, sizeof(a)));
  EXPECT_EQ(MCU_OK, mcu_entropy_host_get(nullptr, a, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_entropy_host_get(nullptr, nullptr, 1));
}

TEST(EntropyHostTest, LargeRequest) {
  static uint8_t big[1 << 20];
  ASSERT_EQ(MCU_OK, mcu_entropy_host_get(nullptr, big, sizeof(big)));
  EXPECT_FALSE(AllZero(big, sizeof(big)));
}

TEST(EntropyHostTest, FeedsHmacDrbg) {
  const mcu_entropy_source source = mcu_entropy_host();
  for (uint32_t pr = 0; pr < 2; ++pr) {
    mcu_hmac_drbg_config config = {0, pr, 0};
    mcu_hmac_drbg_ctx d1, d2;
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate(&d1, &mcu_sha256_desc, &source, nullptr, 0,
                                                nullptr, 0, &config));
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate(&d2, &mcu_sha256_desc, &source, nullptr, 0,
                                                nullptr, 0, &config));
    EXPECT_EQ(256u, mcu_hmac_drbg_security_strength(&d1));
    uint8_t x[100], y[100];
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&d1, x, sizeof(x), nullptr, 0));
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&d2, y, sizeof(y), nullptr, 0));
    EXPECT_NE(0, memcmp(x, y, sizeof(x)));
    EXPECT_EQ(MCU_OK, mcu_hmac_drbg_reseed(&d1, nullptr, 0));
    EXPECT_EQ(MCU_OK, mcu_hmac_drbg_uninstantiate(&d1));
    EXPECT_EQ(MCU_OK, mcu_hmac_drbg_uninstantiate(&d2));
  }
}

}  // namespace
