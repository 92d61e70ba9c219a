// The _with entry points (a caller's scalar-multiplication descriptor) of
// key generation, ECDSA and ECDH: with the software descriptor they give
// exactly what the default entry points give (same keys, same signatures
// from the same random numbers, same secrets), and they refuse a
// descriptor that is missing, for another curve, of the wrong sizes,
// wanting too much work area, or missing a function. P-256 and
// brainpoolP256r1 (one special-form and one Montgomery field) keep it quick.
#include <string.h>

#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ecdh.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/x25519.h"
#include "tests/crypto/ec/ec_testing.h"
#include "tests/support/hex.h"

namespace {

using ec_testing::TestGenerate;

struct WithCase {
  mcu_ec_curve_id id;
  const mcu_ec_mul_desc *soft;
  size_t fs;
};

const WithCase kCases[] = {
    {MCU_EC_SECP256R1, &mcu_p256_mul_ct_portable, 32},
    {MCU_EC_BRAINPOOLP256R1, &mcu_bp256_mul_ct_portable, 32},
};

TEST(EcWithTest, KeysMatchTheDefault) {
  for (const WithCase &c : kCases) {
    SCOPED_TRACE(c.id);
    Rng s1(18), s2(18);
    const mcu_rng r1 = {TestGenerate, &s1}, r2 = {TestGenerate, &s2};
    std::vector<uint8_t> d1(c.fs), d2(c.fs), q1(1 + 2 * c.fs), q2(1 + 2 * c.fs);
    ASSERT_EQ(mcu_ec_generate_key(c.id, &r1, d1.data(), d1.size(), q1.data(), q1.size()), MCU_OK);
    ASSERT_EQ(mcu_ec_generate_key_with(c.soft, &r2, d2.data(), d2.size(), q2.data(), q2.size()),
              MCU_OK);
    EXPECT_EQ(d1, d2);
    EXPECT_EQ(q1, q2);
    std::vector<uint8_t> q3(1 + 2 * c.fs);
    ASSERT_EQ(mcu_ec_public_key_with(c.soft, d1.data(), d1.size(), q3.data(), q3.size()), MCU_OK);
    EXPECT_EQ(q1, q3);
  }
}

TEST(EcWithTest, EcdsaMatchesTheDefault) {
  uint8_t digest[32];
  ASSERT_EQ(mcu_sha256(reinterpret_cast<const uint8_t *>("sample"), 6, digest), MCU_OK);
  for (const WithCase &c : kCases) {
    SCOPED_TRACE(c.id);
    Rng ks(6979);
    const mcu_rng kr = {TestGenerate, &ks};
    std::vector<uint8_t> d(c.fs), q(1 + 2 * c.fs);
    ASSERT_EQ(mcu_ec_generate_key(c.id, &kr, d.data(), d.size(), q.data(), q.size()), MCU_OK);
    std::vector<uint8_t> a(2 * c.fs), b(2 * c.fs);
    // RFC 6979 nonces: the same signature.
    ASSERT_EQ(mcu_ecdsa_sign_digest_deterministic(c.id, &mcu_sha256_desc, d.data(), d.size(),
                                                  digest, 32, a.data(), a.size()),
              MCU_OK);
    ASSERT_EQ(mcu_ecdsa_sign_digest_deterministic_with(c.soft, &mcu_sha256_desc, d.data(),
                                                       d.size(), digest, 32, b.data(), b.size()),
              MCU_OK);
    EXPECT_EQ(a, b);
    // Random nonces from the same generator state: the same signature.
    Rng s1(5), s2(5);
    const mcu_rng r1 = {TestGenerate, &s1}, r2 = {TestGenerate, &s2};
    ASSERT_EQ(mcu_ecdsa_sign_digest(c.id, d.data(), d.size(), digest, 32, &r1, a.data(), a.size()),
              MCU_OK);
    ASSERT_EQ(mcu_ecdsa_sign_digest_with(c.soft, d.data(), d.size(), digest, 32, &r2, b.data(),
                                         b.size()),
              MCU_OK);
    EXPECT_EQ(a, b);
    EXPECT_EQ(mcu_ecdsa_verify_digest_with(c.soft, q.data(), q.size(), digest, 32, b.data(),
                                           b.size()),
              MCU_OK);
    b[3] ^= 1;
    EXPECT_EQ(mcu_ecdsa_verify_digest_with(c.soft, q.data(), q.size(), digest, 32, b.data(),
                                           b.size()),
              MCU_ERR_INVALID_SIGNATURE);
  }
}

TEST(EcWithTest, EcdhMatchesTheDefault) {
  for (const WithCase &c : kCases) {
    SCOPED_TRACE(c.id);
    Rng s(7027);
    const mcu_rng r = {TestGenerate, &s};
    std::vector<uint8_t> da(c.fs), qa(1 + 2 * c.fs), db(c.fs), qb(1 + 2 * c.fs);
    ASSERT_EQ(mcu_ec_generate_key(c.id, &r, da.data(), da.size(), qa.data(), qa.size()), MCU_OK);
    ASSERT_EQ(mcu_ec_generate_key(c.id, &r, db.data(), db.size(), qb.data(), qb.size()), MCU_OK);
    std::vector<uint8_t> z1(c.fs), z2(c.fs);
    ASSERT_EQ(mcu_ecdh_shared_secret(c.id, da.data(), da.size(), qb.data(), qb.size(), z1.data(),
                                     z1.size()),
              MCU_OK);
    ASSERT_EQ(mcu_ecdh_shared_secret_with(c.soft, db.data(), db.size(), qa.data(), qa.size(),
                                          z2.data(), z2.size()),
              MCU_OK);
    EXPECT_EQ(z1, z2);
  }
}

TEST(EcWithTest, RefusesUnfitDescriptors) {
  mcu_ec_mul_desc wrong_size = mcu_p256_mul_ct_portable;
  wrong_size.field_size = 48;
  mcu_ec_mul_desc big_work = mcu_p256_mul_ct_portable;
  big_work.workspace_size = MCU_EC_MUL_WORKSPACE_SIZE + 1;
  mcu_ec_mul_desc no_mul_add = mcu_p256_mul_ct_portable;
  no_mul_add.mul_add = nullptr;
  const mcu_ec_mul_desc *const bad[] = {nullptr, &mcu_x25519_mul_ct_portable, &wrong_size,
                                        &big_work, &no_mul_add};
  Rng s(1);
  const mcu_rng r = {TestGenerate, &s};
  uint8_t d[32], q[65], z[32], sig[64], digest[32] = {1};
  ASSERT_EQ(mcu_ec_generate_key(MCU_EC_SECP256R1, &r, d, 32, q, 65), MCU_OK);
  for (const mcu_ec_mul_desc *m : bad) {
    EXPECT_EQ(mcu_ec_generate_key_with(m, &r, d, 32, q, 65), MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(mcu_ec_public_key_with(m, d, 32, q, 65), MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(mcu_ecdh_shared_secret_with(m, d, 32, q, 65, z, 32), MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(mcu_ecdsa_sign_digest_with(m, d, 32, digest, 32, &r, sig, 64),
              MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(mcu_ecdsa_sign_digest_deterministic_with(m, &mcu_sha256_desc, d, 32, digest, 32,
                                                       sig, 64),
              MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(mcu_ecdsa_verify_digest_with(m, q, 65, digest, 32, sig, 64),
              MCU_ERR_INVALID_ARGUMENT);
  }
  // A descriptor of another curve takes that curve's sizes: P-384's refuses
  // P-256's key lengths.
  EXPECT_EQ(mcu_ecdh_shared_secret_with(&mcu_p384_mul_ct_portable, d, 32, q, 65, z, 32),
            MCU_ERR_INVALID_ARGUMENT);
}

}  // namespace
