// Ed25519, Ed25519ctx and Ed25519ph (mcucrypt/ed25519.h): the RFC 8032
// section 7.1-7.3 vectors, the descriptor against the API, key generation
// from an mcu_rng, and the argument checks.
#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/sha512.h"
#include "tests/crypto/curve25519/counting_rng.h"
#include "tests/crypto/curve25519/eddsa_testing.h"

namespace {

using eddsa_testing::Bytes;

const uint8_t *Ptr(const Bytes &b) { return b.empty() ? nullptr : b.data(); }

mcu_status Sign(const std::string &inst, uint8_t *sig, const uint8_t *priv, const Bytes &ctx,
                const Bytes &msg) {
  if (inst == "Ed25519") {
    if (!ctx.empty()) return MCU_ERR_INVALID_ARGUMENT;
    // Through the key expanded once (KeygenSignVerify checks that
    // mcu_ed25519_sign gives the same; Ed25519ctx/ph share its steps).
    mcu_ed25519_signing_key key;
    mcu_status st = mcu_ed25519_signing_key_init(&key, priv);
    if (st == MCU_OK) st = mcu_ed25519_sign_with_key(sig, &key, Ptr(msg), msg.size());
    return st;
  }
  if (inst == "Ed25519ctx") return mcu_ed25519ctx_sign(sig, priv, Ptr(ctx), ctx.size(), Ptr(msg), msg.size());
  uint8_t digest[64];
  EXPECT_EQ(MCU_OK, mcu_sha512(Ptr(msg), msg.size(), digest));
  return mcu_ed25519ph_sign(sig, priv, Ptr(ctx), ctx.size(), digest);
}

mcu_status Verify(const std::string &inst, const uint8_t *sig, const uint8_t *pub,
                  const Bytes &ctx, const Bytes &msg) {
  if (inst == "Ed25519") {
    if (!ctx.empty()) return MCU_ERR_INVALID_ARGUMENT;
    return mcu_ed25519_verify(sig, pub, Ptr(msg), msg.size());
  }
  if (inst == "Ed25519ctx") {
    return mcu_ed25519ctx_verify(sig, pub, Ptr(ctx), ctx.size(), Ptr(msg), msg.size());
  }
  uint8_t digest[64];
  EXPECT_EQ(MCU_OK, mcu_sha512(Ptr(msg), msg.size(), digest));
  return mcu_ed25519ph_verify(sig, pub, Ptr(ctx), ctx.size(), digest);
}

const eddsa_testing::EddsaApi kApi = {"Ed25519", 32, 64, mcu_ed25519_public_key, Sign, Verify};

TEST(Ed25519, Rfc8032Section7) { eddsa_testing::CheckRfc8032(kApi, 10); }

TEST(Ed25519, KeygenSignVerify) {
  CountingRng cr = {7, false};
  const mcu_rng rng = cr.Rng();
  uint8_t priv[32], pub[32], pub2[32], sig[64];
  ASSERT_EQ(MCU_OK, mcu_ed25519_keygen(priv, pub, &rng));
  EXPECT_EQ(priv[0], 7);
  ASSERT_EQ(MCU_OK, mcu_ed25519_public_key(pub2, priv));
  EXPECT_EQ(0, memcmp(pub, pub2, 32));
  const uint8_t msg[3] = {1, 2, 3};
  ASSERT_EQ(MCU_OK, mcu_ed25519_sign(sig, priv, msg, 3));
  EXPECT_EQ(MCU_OK, mcu_ed25519_verify(sig, pub, msg, 3));
  mcu_ed25519_signing_key key;
  uint8_t with_key[64];
  ASSERT_EQ(MCU_OK, mcu_ed25519_signing_key_init(&key, priv));
  ASSERT_EQ(MCU_OK, mcu_ed25519_sign_with_key(with_key, &key, msg, 3));
  EXPECT_EQ(0, memcmp(sig, with_key, 64));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, mcu_ed25519_verify(sig, pub, msg, 2));
  CountingRng bad = {0, true};
  const mcu_rng bad_rng = bad.Rng();
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_ed25519_keygen(priv, pub, &bad_rng));
  const uint8_t zero[32] = {0};
  EXPECT_EQ(0, memcmp(priv, zero, 32));
  EXPECT_EQ(0, memcmp(pub, zero, 32));
}

// The descriptor's operations agree with each other: mul_base(k) =
// mul(k, B), and mul_add(a, b, P) = a B + b P computed through mul.
TEST(Ed25519, Descriptor) {
  const mcu_ec_mul_desc *d = &mcu_ed25519_mul;
  EXPECT_EQ(d->curve, MCU_EC_EDWARDS25519);
  EXPECT_EQ(mcu_ed25519_mul_ct_portable.constant_time, 1);
  EXPECT_STREQ(mcu_ed25519_mul_ct_portable.impl, "ct_portable");
  uint8_t one[32] = {1}, base[32], k[32], b[32], q1[32], q2[32], p[32];
  for (int i = 0; i < 32; ++i) k[i] = static_cast<uint8_t>(3 * i + 5);
  k[31] = 0x0F;  // < L
  for (int i = 0; i < 32; ++i) b[i] = static_cast<uint8_t>(11 * i + 1);
  b[31] = 0x07;
  ASSERT_EQ(MCU_OK, d->mul_base(d, base, one, nullptr));
  ASSERT_EQ(MCU_OK, d->mul_base(d, q1, k, nullptr));
  ASSERT_EQ(MCU_OK, d->mul(d, q2, k, base, nullptr));
  EXPECT_EQ(0, memcmp(q1, q2, 32));
  ASSERT_EQ(MCU_OK, d->mul_base(d, p, b, nullptr));  // P = b B
  // k B + 1 P = (k + b) B.
  uint8_t sum[32];
  unsigned carry = 0;
  for (int i = 0; i < 32; ++i) {
    carry += unsigned{k[i]} + b[i];
    sum[i] = static_cast<uint8_t>(carry);
    carry >>= 8;
  }
  ASSERT_EQ(MCU_OK, d->mul_add(d, q1, k, one, p, nullptr));
  ASSERT_EQ(MCU_OK, d->mul_base(d, q2, sum, nullptr));
  EXPECT_EQ(0, memcmp(q1, q2, 32));
  // Not a point: y = 2 has no x.
  uint8_t bad[32] = {2};
  EXPECT_EQ(MCU_ERR_INVALID_KEY, d->mul(d, q1, k, bad, nullptr));
}

TEST(Ed25519, Arguments) {
  uint8_t priv[32] = {1}, pub[32], sig[64] = {0}, digest[64] = {0};
  ASSERT_EQ(MCU_OK, mcu_ed25519_public_key(pub, priv));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519_public_key(nullptr, priv));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519_sign(sig, priv, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519_sign(nullptr, priv, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519_verify(sig, nullptr, nullptr, 0));
  mcu_ed25519_signing_key key;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519_signing_key_init(nullptr, priv));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519_signing_key_init(&key, nullptr));
  ASSERT_EQ(MCU_OK, mcu_ed25519_signing_key_init(&key, priv));
  EXPECT_EQ(0, memcmp(key.pub, pub, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519_sign_with_key(sig, &key, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519_sign_with_key(nullptr, &key, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519_sign_with_key(sig, nullptr, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_ed25519_sign_with_key(sig, &key, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_ed25519_verify(sig, pub, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519ctx_sign(sig, priv, nullptr, 0, nullptr, 0));
  const uint8_t big[256] = {0};
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519ctx_sign(sig, priv, big, 256, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519ph_sign(sig, priv, big, 256, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ed25519ph_sign(sig, priv, nullptr, 0, nullptr));
  EXPECT_EQ(MCU_OK, mcu_ed25519ph_sign(sig, priv, nullptr, 0, digest));
  EXPECT_EQ(MCU_OK, mcu_ed25519ph_verify(sig, pub, nullptr, 0, digest));
  EXPECT_EQ(MCU_OK, mcu_ed25519ctx_sign(sig, priv, big, 255, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_ed25519ctx_verify(sig, pub, big, 255, nullptr, 0));
  // A public key that is not a point.
  uint8_t bad[32] = {2};
  EXPECT_EQ(MCU_ERR_INVALID_KEY, mcu_ed25519_verify(sig, bad, nullptr, 0));
  // S >= L.
  ASSERT_EQ(MCU_OK, mcu_ed25519_sign(sig, priv, nullptr, 0));
  sig[63] |= 0xF0;
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, mcu_ed25519_verify(sig, pub, nullptr, 0));
}

}  // namespace
