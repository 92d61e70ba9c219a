// Ed448 and Ed448ph (mcucrypt/ed448.h): the RFC 8032 section 7.4-7.5
// vectors, the descriptor, key generation from an mcu_rng, and the argument
// checks.
#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/sha3.h"
#include "tests/crypto/curve25519/counting_rng.h"
#include "tests/crypto/curve25519/eddsa_testing.h"

namespace {

using eddsa_testing::Bytes;

const uint8_t *Ptr(const Bytes &b) { return b.empty() ? nullptr : b.data(); }

mcu_status Sign(const std::string &inst, uint8_t *sig, const uint8_t *priv, const Bytes &ctx,
                const Bytes &msg) {
  if (inst == "Ed448") return mcu_ed448_sign(sig, priv, Ptr(ctx), ctx.size(), Ptr(msg), msg.size());
  uint8_t digest[64];
  EXPECT_EQ(MCU_OK, mcu_shake256(Ptr(msg), msg.size(), digest, 64));
  return mcu_ed448ph_sign(sig, priv, Ptr(ctx), ctx.size(), digest);
}

mcu_status Verify(const std::string &inst, const uint8_t *sig, const uint8_t *pub,
                  const Bytes &ctx, const Bytes &msg) {
  if (inst == "Ed448") {
    return mcu_ed448_verify(sig, pub, Ptr(ctx), ctx.size(), Ptr(msg), msg.size());
  }
  uint8_t digest[64];
  EXPECT_EQ(MCU_OK, mcu_shake256(Ptr(msg), msg.size(), digest, 64));
  return mcu_ed448ph_verify(sig, pub, Ptr(ctx), ctx.size(), digest);
}

const eddsa_testing::EddsaApi kApi = {"Ed448", 57, 114, mcu_ed448_public_key, Sign, Verify};

TEST(Ed448, Rfc8032Section7) { eddsa_testing::CheckRfc8032(kApi, 11); }

TEST(Ed448, KeygenSignVerify) {
  CountingRng counting = {9, false};
  const mcu_rng rng = counting.Rng();
  uint8_t priv[57], pub[57], sig[114];
  ASSERT_EQ(MCU_OK, mcu_ed448_keygen(priv, pub, &rng));
  EXPECT_EQ(priv[0], 9);
  const uint8_t msg[2] = {4, 2};
  ASSERT_EQ(MCU_OK, mcu_ed448_sign(sig, priv, nullptr, 0, msg, 2));
  EXPECT_EQ(MCU_OK, mcu_ed448_verify(sig, pub, nullptr, 0, msg, 2));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, mcu_ed448_verify(sig, pub, msg, 1, msg, 2));
  CountingRng failing = {0, true};
  const mcu_rng bad = failing.Rng();
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_ed448_keygen(priv, pub, &bad));
  const uint8_t zero[57] = {0};
  EXPECT_EQ(0, memcmp(priv, zero, 57));
  EXPECT_EQ(0, memcmp(pub, zero, 57));
}

// mul_base(k) = mul(k, B) and k B + 1 P = (k + b) B for P = b B.
TEST(Ed448, Descriptor) {
  const mcu_ec_mul_desc *d = &mcu_ed448_mul;
  EXPECT_EQ(d->curve, MCU_EC_EDWARDS448);
  EXPECT_EQ(mcu_ed448_mul_ct_portable.constant_time, 1);
  EXPECT_EQ(d->scalar_size, 57u);
  uint8_t one[57] = {1}, base[57], k[57] = {0}, b[57] = {0}, q1[57], q2[57], p[57], sum[57];
  for (int i = 0; i < 54; ++i) k[i] = static_cast<uint8_t>(3 * i + 5);
  for (int i = 0; i < 54; ++i) b[i] = static_cast<uint8_t>(11 * i + 1);
  ASSERT_EQ(MCU_OK, d->mul_base(d, base, one, nullptr));
  ASSERT_EQ(MCU_OK, d->mul_base(d, q1, k, nullptr));
  ASSERT_EQ(MCU_OK, d->mul(d, q2, k, base, nullptr));
  EXPECT_EQ(0, memcmp(q1, q2, 57));
  ASSERT_EQ(MCU_OK, d->mul_base(d, p, b, nullptr));
  unsigned carry = 0;
  for (int i = 0; i < 57; ++i) {
    carry += unsigned{k[i]} + b[i];
    sum[i] = static_cast<uint8_t>(carry);
    carry >>= 8;
  }
  ASSERT_EQ(MCU_OK, d->mul_add(d, q1, k, one, p, nullptr));
  ASSERT_EQ(MCU_OK, d->mul_base(d, q2, sum, nullptr));
  EXPECT_EQ(0, memcmp(q1, q2, 57));
  uint8_t bad[57] = {0};
  bad[56] = 0x01;  // bits 448..454 must be zero
  EXPECT_EQ(MCU_ERR_INVALID_KEY, d->mul(d, q1, k, bad, nullptr));
}

TEST(Ed448, Arguments) {
  uint8_t priv[57] = {1}, pub[57], sig[114] = {0}, digest[64] = {0};
  const uint8_t big[256] = {0};
  ASSERT_EQ(MCU_OK, mcu_ed448_public_key(pub, priv));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed448_public_key(pub, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed448_sign(sig, priv, nullptr, 1, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed448_sign(sig, priv, big, 256, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed448_verify(sig, pub, nullptr, 0, nullptr, 3));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed448ph_sign(sig, priv, nullptr, 0, nullptr));
  ASSERT_EQ(MCU_OK, mcu_ed448ph_sign(sig, priv, big, 255, digest));
  EXPECT_EQ(MCU_OK, mcu_ed448ph_verify(sig, pub, big, 255, digest));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, mcu_ed448ph_verify(sig, pub, big, 254, digest));
  sig[113] = 0xFF;  // S >= L
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, mcu_ed448ph_verify(sig, pub, big, 255, digest));
}

}  // namespace
