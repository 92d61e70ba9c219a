// mcu_sm2_sign_digest_with / mcu_sm2_verify_digest_with: with the software
// descriptor they give what the default entry points give (the same
// signature from the same random numbers, the same verdicts), and refuse a
// missing descriptor or one for another curve.
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ecdsa.h"
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

// A descriptor's own inversion mod n (scalar_inv, a coprocessor's): its
// answer is checked (a * a^-1 = 1) before signing uses it, its error passes
// on, and MCU_ERR_UNSUPPORTED gives the software's inversion (the same
// signature). The engine's real one: tests/drivers/pic32mzw1/ba414e_test.cc.
int g_inv_calls = 0;
mcu_status g_inv_status = MCU_OK;
mcu_status WrongInverse(const mcu_ec_mul_desc *, uint8_t *out, const uint8_t *a, void *) {
  ++g_inv_calls;
  for (int i = 0; i < 32; ++i) out[i] = a[i];  // a, not a^-1
  return g_inv_status;
}

TEST(Sm2WithTest, DescriptorInversionIsChecked) {
  Rng ks(5);
  const mcu_rng kr = {Generate, &ks};
  uint8_t d[32], q[65], e[32] = {9};
  ASSERT_EQ(mcu_sm2_generate_key(&kr, d, 32, q, 65), MCU_OK);
  mcu_ec_mul_desc with_inv = mcu_sm2_mul_ct_portable;
  with_inv.scalar_inv = WrongInverse;
  const std::vector<uint8_t> zero(64, 0);
  for (mcu_status hook : {MCU_OK, MCU_ERR_HARDWARE, MCU_ERR_TIMEOUT}) {
    SCOPED_TRACE(hook);
    g_inv_status = hook;
    Rng s(3);
    const mcu_rng r = {Generate, &s};
    std::vector<uint8_t> sig(64, 0xAA);
    EXPECT_EQ(mcu_sm2_sign_digest_with(&with_inv, d, 32, e, 32, &r, sig.data(), 64),
              hook == MCU_OK ? MCU_ERR_HARDWARE : hook);
    EXPECT_EQ(zero, sig);
  }
  g_inv_status = MCU_ERR_UNSUPPORTED;
  g_inv_calls = 0;
  Rng s1(4), s2(4);
  const mcu_rng r1 = {Generate, &s1}, r2 = {Generate, &s2};
  std::vector<uint8_t> a(64), b(64);
  ASSERT_EQ(mcu_sm2_sign_digest_with(&with_inv, d, 32, e, 32, &r1, a.data(), 64), MCU_OK);
  ASSERT_EQ(mcu_sm2_sign_digest_with(&mcu_sm2_mul_ct_portable, d, 32, e, 32, &r2, b.data(), 64),
            MCU_OK);
  EXPECT_EQ(1, g_inv_calls);
  EXPECT_EQ(a, b);
}

// SM2 verification as one ECDSA verification (a descriptor's own
// ecdsa_verify): here the software's ECDSA on the SM2 curve stands in for a
// coprocessor's, so the mapping (r' = r - e, s' = r' / t, e' = s s') is
// checked on every core: good signatures pass, broken ones fail.
int g_verify_calls = 0;
mcu_status EcdsaVerify(const mcu_ec_mul_desc *, const uint8_t *q, const uint8_t *e,
                       const uint8_t *sig, void *) {
  ++g_verify_calls;
  uint8_t point[65] = {0x04};
  for (int i = 0; i < 64; ++i) point[1 + i] = q[i];
  return mcu_ecdsa_verify_digest_with(&mcu_sm2_mul_ct_portable, point, 65, e, 32, sig, 64);
}

TEST(Sm2WithTest, VerifiesAsEcdsa) {
  mcu_ec_mul_desc with_verify = mcu_sm2_mul_ct_portable;
  with_verify.ecdsa_verify = EcdsaVerify;
  Rng s(77);
  const mcu_rng r = {Generate, &s};
  for (int i = 0; i < 8; ++i) {
    uint8_t d[32], q[65], e[32], sig[64];
    ASSERT_EQ(mcu_sm2_generate_key(&r, d, 32, q, 65), MCU_OK);
    for (int j = 0; j < 32; ++j) e[j] = static_cast<uint8_t>(i * 29 + j);
    ASSERT_EQ(mcu_sm2_sign_digest(d, 32, e, 32, &r, sig, 64), MCU_OK);
    g_verify_calls = 0;
    EXPECT_EQ(mcu_sm2_verify_digest_with(&with_verify, q, 65, e, 32, sig, 64), MCU_OK);
    EXPECT_EQ(1, g_verify_calls);
    sig[i] ^= 0x40;
    EXPECT_EQ(mcu_sm2_verify_digest_with(&with_verify, q, 65, e, 32, sig, 64),
              MCU_ERR_INVALID_SIGNATURE);
    sig[i] ^= 0x40;
    e[31] ^= 1;
    EXPECT_EQ(mcu_sm2_verify_digest_with(&with_verify, q, 65, e, 32, sig, 64),
              MCU_ERR_INVALID_SIGNATURE);
  }
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
