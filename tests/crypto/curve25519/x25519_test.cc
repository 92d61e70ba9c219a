// X25519 (mcucrypt/x25519.h): RFC 7748 section 5.2 vectors and the 1- and
// 1,000-iteration test, the section 6 exchange, key generation from an
// mcu_rng, and the argument checks.
#include <stdint.h>
#include <string.h>

#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/x25519.h"
#include "tests/crypto/curve25519/counting_rng.h"
#include "tests/crypto/curve25519/xdh_testing.h"

namespace {

const xdh_testing::XdhApi kApi = {"X25519", 32, mcu_x25519, mcu_x25519_public_key,
                                  mcu_x25519_derive};

TEST(X25519, Rfc7748Section52) { xdh_testing::CheckRfcFile(kApi, "kat/xdh/x25519_rfc7748.txt"); }

TEST(X25519, Rfc7748Iterated1) { xdh_testing::CheckIterated(kApi, 1); }

TEST(X25519, Rfc7748Iterated1000) { xdh_testing::CheckIterated(kApi, 1000); }

TEST(X25519, Rfc7748Section6) { xdh_testing::CheckDh(kApi); }

TEST(X25519, Descriptors) {
  EXPECT_EQ(mcu_x25519_mul_ct_portable.curve, MCU_EC_CURVE25519);
  EXPECT_STREQ(mcu_x25519_mul_ct_portable.impl, "ct_portable");
  EXPECT_EQ(mcu_x25519_mul_ct_portable.constant_time, 1);
  EXPECT_EQ(mcu_x25519_mul_ct_portable.point_size, 32u);
  EXPECT_EQ(mcu_x25519_mul_ct_portable.mul_add, nullptr);
  EXPECT_EQ(mcu_x25519_mul.curve, MCU_EC_CURVE25519);
  // mul_base is mul with u = 9.
  uint8_t k[32], a[32], b[32], nine[32] = {9};
  for (int i = 0; i < 32; ++i) k[i] = static_cast<uint8_t>(i * 7 + 1);
  ASSERT_EQ(MCU_OK, mcu_x25519_mul.mul_base(&mcu_x25519_mul, a, k, nullptr));
  ASSERT_EQ(MCU_OK, mcu_x25519_mul.mul(&mcu_x25519_mul, b, k, nine, nullptr));
  EXPECT_EQ(0, memcmp(a, b, 32));
}

TEST(X25519, KeygenAndAgreement) {
  CountingRng ra = {1, false}, rb = {101, false};
  const mcu_rng a_rng = ra.Rng(), b_rng = rb.Rng();
  uint8_t a[32], pa[32], b[32], pb[32], s1[32], s2[32], expect_priv[32];
  ASSERT_EQ(MCU_OK, mcu_x25519_keygen(a, pa, &a_rng));
  ASSERT_EQ(MCU_OK, mcu_x25519_keygen(b, pb, &b_rng));
  for (int i = 0; i < 32; ++i) expect_priv[i] = static_cast<uint8_t>(1 + i);
  EXPECT_EQ(0, memcmp(a, expect_priv, 32));  // the rng's bytes, as drawn
  ASSERT_EQ(MCU_OK, mcu_x25519_derive(s1, a, pb, 1));
  ASSERT_EQ(MCU_OK, mcu_x25519_derive(s2, b, pa, 1));
  EXPECT_EQ(0, memcmp(s1, s2, 32));
  CountingRng bad = {0, true};
  const mcu_rng bad_rng = bad.Rng();
  memset(a, 0xAA, 32);
  memset(pa, 0xAA, 32);
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_x25519_keygen(a, pa, &bad_rng));
  const uint8_t zero[32] = {0};
  EXPECT_EQ(0, memcmp(a, zero, 32));
  EXPECT_EQ(0, memcmp(pa, zero, 32));
}

TEST(X25519, Arguments) {
  uint8_t k[32] = {1}, u[32] = {9}, out[32];
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x25519(nullptr, k, u));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x25519(out, nullptr, u));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x25519(out, k, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x25519_public_key(nullptr, k));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x25519_public_key(out, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x25519_derive(out, k, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x25519_keygen(out, nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x25519_keygen(k, out, nullptr));
  const mcu_rng no_fn = {nullptr, nullptr};
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_x25519_keygen(k, out, &no_fn));
  // u = 0 has small order: all-zero output, refused only on request.
  const uint8_t zero[32] = {0};
  EXPECT_EQ(MCU_OK, mcu_x25519_derive(out, k, zero, 0));
  EXPECT_EQ(0, memcmp(out, zero, 32));
  memset(out, 0x55, 32);
  EXPECT_EQ(MCU_ERR_INVALID_KEY, mcu_x25519_derive(out, k, zero, 1));
  EXPECT_EQ(0, memcmp(out, zero, 32));
}

}  // namespace
