// mcu_sm2_sign_digest_with / mcu_sm2_verify_digest_with: with the software
// descriptor they give what the default entry points give (the same
// signature from the same random numbers, the same verdicts), and refuse a
// missing descriptor or one for another curve.
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/sm2.h"
#include "tests/support/test_rng.h"

namespace {

mcu_status Generate(void *ctx, uint8_t *out, size_t len) {
  Rng *rng = static_cast<Rng *>(ctx);
  for (size_t i = 0; i < len; ++i) out[i] = static_cast<uint8_t>(rng->Next() >> 56);
  return MCU_OK;
}

TEST(Sm2WithTest, SoftwareDescriptorMatchesTheDefault) {
  Rng ks(32918);
  const mcu_rng kr = {Generate, &ks};
  uint8_t d[32], q[65], e[32];
  ASSERT_EQ(mcu_sm2_generate_key(&kr, d, 32, q, 65), MCU_OK);
  for (int i = 0; i < 32; ++i) e[i] = static_cast<uint8_t>(3 * i + 1);
  Rng s1(2), s2(2);
  const mcu_rng r1 = {Generate, &s1}, r2 = {Generate, &s2};
  std::vector<uint8_t> a(64), b(64);
  ASSERT_EQ(mcu_sm2_sign_digest(d, 32, e, 32, &r1, a.data(), 64), MCU_OK);
  ASSERT_EQ(mcu_sm2_sign_digest_with(&mcu_sm2_mul_ct_portable, d, 32, e, 32, &r2, b.data(), 64),
            MCU_OK);
  EXPECT_EQ(a, b);
  EXPECT_EQ(mcu_sm2_verify_digest_with(&mcu_sm2_mul_ct_portable, q, 65, e, 32, a.data(), 64),
            MCU_OK);
  EXPECT_EQ(mcu_sm2_verify_digest(q, 65, e, 32, b.data(), 64), MCU_OK);
  a[40] ^= 0x10;
  EXPECT_EQ(mcu_sm2_verify_digest_with(&mcu_sm2_mul_ct_portable, q, 65, e, 32, a.data(), 64),
            MCU_ERR_INVALID_SIGNATURE);
}

TEST(Sm2WithTest, RefusesOtherDescriptors) {
  Rng s(1);
  const mcu_rng r = {Generate, &s};
  uint8_t d[32], q[65], e[32] = {7}, sig[64];
  ASSERT_EQ(mcu_sm2_generate_key(&r, d, 32, q, 65), MCU_OK);
  ASSERT_EQ(mcu_sm2_sign_digest(d, 32, e, 32, &r, sig, 64), MCU_OK);
  mcu_ec_mul_desc no_mul_base = mcu_sm2_mul_ct_portable;
  no_mul_base.mul_base = nullptr;
  // P-256's descriptor has the SM2 curve's sizes: the curve id must match.
  const mcu_ec_mul_desc *const bad[] = {nullptr, &mcu_p256_mul_ct_portable, &no_mul_base};
  for (const mcu_ec_mul_desc *m : bad) {
    uint8_t out[64] = {1};
    EXPECT_EQ(mcu_sm2_sign_digest_with(m, d, 32, e, 32, &r, out, 64), MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(out[0], 0);  // zeroed
    EXPECT_EQ(mcu_sm2_verify_digest_with(m, q, 65, e, 32, sig, 64), MCU_ERR_INVALID_ARGUMENT);
  }
}

}  // namespace
