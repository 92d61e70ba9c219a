// ECDSA (mcucrypt/ecdsa.h): RFC 6979 deterministic signatures (A.2.5-A.2.7),
// random-nonce signatures verified on every curve with SHA-2 and SHA-3
// (digest truncation both ways), and every rejection.
#include "mcucrypt/ecdsa.h"

#include <stdio.h>
#include <string.h>

#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"
#include "tests/crypto/ec/ecdsa_testing.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

namespace {

using ecdsa_testing::CurveByName;
using ecdsa_testing::CurveInfo;
using ecdsa_testing::HashByName;
using ecdsa_testing::PublicKey;
using ecdsa_testing::Scalar;

// RFC 6979 A.2.5-A.2.7: every hash, both messages; the signature equals
// the RFC's and verifies.
TEST(EcdsaTest, Rfc6979) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/ecdsa_rfc6979/rfc6979_ecdsa_p256_p384_p521.txt"),
                          &records, &error))
      << error;
  CurveInfo c{};
  std::vector<uint8_t> priv, pub;
  int checked = 0;
  for (const RspRecord &r : records) {
    if (r.fields.count("Curve")) {
      ASSERT_TRUE(CurveByName(r.fields.at("Curve"), &c));
      priv = Scalar(r.fields.at("x"), c.scalar_size);
      pub = PublicKey(c, priv);
      continue;
    }
    const mcu_hash_desc *h = HashByName(r.fields.at("Hash"));
    ASSERT_NE(h, nullptr);
    std::string msg = r.fields.at("Msg");
    ASSERT_GE(msg.size(), 2u);
    msg = msg.substr(1, msg.size() - 2);  // quoted ASCII
    const std::vector<uint8_t> m(msg.begin(), msg.end());
    std::vector<uint8_t> want = Scalar(r.fields.at("r"), c.scalar_size);
    const std::vector<uint8_t> s = Scalar(r.fields.at("s"), c.scalar_size);
    want.insert(want.end(), s.begin(), s.end());
    std::vector<uint8_t> sig(2 * c.scalar_size);
    ASSERT_EQ(mcu_ecdsa_sign_deterministic(c.id, h, priv.data(), priv.size(), m.data(), m.size(),
                                           sig.data(), sig.size()),
              MCU_OK);
    EXPECT_EQ(ToHex(sig.data(), sig.size()), ToHex(want.data(), want.size()))
        << "line " << r.line;
    EXPECT_EQ(mcu_ecdsa_verify(c.id, h, pub.data(), pub.size(), m.data(), m.size(), sig.data(),
                               sig.size()),
              MCU_OK);
    ++checked;
  }
  EXPECT_EQ(checked, 30);
}

using ec_testing::Case;
using ec_testing::TestGenerate;
constexpr const auto &kAll = ec_testing::kAllCurves;

mcu_status FailingGenerate(void *, uint8_t *, size_t) { return MCU_ERR_HARDWARE; }

// Random keys and nonces on every curve, compressed and uncompressed
// public keys; any change to message or signature fails.
TEST(EcdsaTest, RandomNoncesSignAndVerify) {
  Rng state(6979);
  const mcu_rng rng = {TestGenerate, &state};
  for (const Case &c : kAll) {
    SCOPED_TRACE(c.id);
    {
      // SHA3-512 is cut to n's length on all but secp521r1, where SHA-256
      // is shorter than n.
      const mcu_hash_desc *h = c.id == MCU_EC_SECP521R1 ? &mcu_sha256_desc : &mcu_sha3_512_desc;
      std::vector<uint8_t> priv(c.ss), pub(1 + 2 * c.fs), pubc(1 + c.fs), sig(2 * c.ss);
      ASSERT_EQ(mcu_ec_generate_key(c.id, &rng, priv.data(), priv.size(), pub.data(), pub.size()),
                MCU_OK);
      uint8_t xy[2 * MCU_EC_MAX_FIELD_SIZE];
      ASSERT_EQ(mcu_ec_point_decode(c.id, pub.data(), pub.size(), xy), MCU_OK);
      ASSERT_EQ(mcu_ec_point_encode(c.id, xy, pubc.data(), pubc.size()), MCU_OK);
      std::vector<uint8_t> msg(100, 0x5A);
      ASSERT_EQ(mcu_ecdsa_sign(c.id, h, priv.data(), priv.size(), msg.data(), msg.size(), &rng,
                               sig.data(), sig.size()),
                MCU_OK);
      for (const auto *p : {&pub, &pubc}) {
        EXPECT_EQ(mcu_ecdsa_verify(c.id, h, p->data(), p->size(), msg.data(), msg.size(),
                                   sig.data(), sig.size()),
                  MCU_OK);
      }
      // Two signatures of one message differ (fresh nonces).
      std::vector<uint8_t> sig2(sig.size());
      ASSERT_EQ(mcu_ecdsa_sign(c.id, h, priv.data(), priv.size(), msg.data(), msg.size(), &rng,
                               sig2.data(), sig2.size()),
                MCU_OK);
      EXPECT_NE(sig, sig2);
      msg[7] ^= 1;
      EXPECT_EQ(mcu_ecdsa_verify(c.id, h, pub.data(), pub.size(), msg.data(), msg.size(),
                                 sig.data(), sig.size()),
                MCU_ERR_INVALID_SIGNATURE);
      msg[7] ^= 1;
      for (size_t i : {size_t{0}, 2 * c.ss - 1}) {
        sig[i] ^= 0x10;
        EXPECT_EQ(mcu_ecdsa_verify(c.id, h, pub.data(), pub.size(), msg.data(), msg.size(),
                                   sig.data(), sig.size()),
                  MCU_ERR_INVALID_SIGNATURE)
            << i;
        sig[i] ^= 0x10;
      }
    }
  }
}

TEST(EcdsaTest, Rejections) {
  Rng state(1);
  const mcu_rng rng = {TestGenerate, &state};
  const mcu_rng broken = {FailingGenerate, nullptr};
  const mcu_ec_curve_id id = MCU_EC_SECP256R1;
  std::vector<uint8_t> priv(32), pub(65), sig(64), digest(32, 1);
  ASSERT_EQ(mcu_ec_generate_key(id, &rng, priv.data(), 32, pub.data(), 65), MCU_OK);
  // Arguments.
  EXPECT_EQ(mcu_ecdsa_sign_digest(id, nullptr, 32, digest.data(), 32, &rng, sig.data(), 64),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_ecdsa_sign_digest(id, priv.data(), 31, digest.data(), 32, &rng, sig.data(), 64),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_ecdsa_sign_digest(id, priv.data(), 32, digest.data(), 0, &rng, sig.data(), 64),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_ecdsa_sign_digest(id, priv.data(), 32, digest.data(), 32, nullptr, sig.data(), 64),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_ecdsa_sign_digest(id, priv.data(), 32, digest.data(), 32, &rng, sig.data(), 63),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_ecdsa_sign_digest(MCU_EC_CURVE25519, priv.data(), 32, digest.data(), 32, &rng,
                                  sig.data(), 64),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_ecdsa_sign_digest_deterministic(id, nullptr, priv.data(), 32, digest.data(), 32,
                                                sig.data(), 64),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_ecdsa_verify(id, nullptr, pub.data(), 65, digest.data(), 32, sig.data(), 64),
            MCU_ERR_INVALID_ARGUMENT);
  // A failing generator, out-of-range keys: sig zeroed.
  EXPECT_EQ(mcu_ecdsa_sign_digest(id, priv.data(), 32, digest.data(), 32, &broken, sig.data(), 64),
            MCU_ERR_RNG_FAILED);
  EXPECT_EQ(sig, std::vector<uint8_t>(64, 0));
  std::vector<uint8_t> zero(32, 0), big(32, 0xFF);
  EXPECT_EQ(mcu_ecdsa_sign_digest(id, zero.data(), 32, digest.data(), 32, &rng, sig.data(), 64),
            MCU_ERR_INVALID_KEY);
  EXPECT_EQ(mcu_ecdsa_sign_digest(id, big.data(), 32, digest.data(), 32, &rng, sig.data(), 64),
            MCU_ERR_INVALID_KEY);
  EXPECT_EQ(mcu_ec_generate_key(id, &broken, priv.data(), 32, pub.data(), 65), MCU_ERR_RNG_FAILED);
  EXPECT_EQ(priv, zero);
  // r or s of 0 or >= n; a wrong signature length; a bad public key.
  ASSERT_EQ(mcu_ec_generate_key(id, &rng, priv.data(), 32, pub.data(), 65), MCU_OK);
  ASSERT_EQ(mcu_ecdsa_sign_digest(id, priv.data(), 32, digest.data(), 32, &rng, sig.data(), 64),
            MCU_OK);
  EXPECT_EQ(mcu_ecdsa_verify_digest(id, pub.data(), 65, digest.data(), 32, sig.data(), 64), MCU_OK);
  EXPECT_EQ(mcu_ecdsa_verify_digest(id, pub.data(), 65, digest.data(), 32, sig.data(), 63),
            MCU_ERR_INVALID_SIGNATURE);
  for (int half = 0; half < 2; ++half) {
    for (const auto &v : {zero, big}) {
      std::vector<uint8_t> bad = sig;
      memcpy(bad.data() + 32 * half, v.data(), 32);
      EXPECT_EQ(mcu_ecdsa_verify_digest(id, pub.data(), 65, digest.data(), 32, bad.data(), 64),
                MCU_ERR_INVALID_SIGNATURE);
    }
  }
  std::vector<uint8_t> off = pub;
  off[64] ^= 1;
  EXPECT_EQ(mcu_ecdsa_verify_digest(id, off.data(), 65, digest.data(), 32, sig.data(), 64),
            MCU_ERR_INVALID_KEY);
}

// DER signatures: P1363 -> DER -> P1363 is the identity; DER verifies;
// trailing bytes, a non-minimal INTEGER, a negative one and an r longer
// than n's size are refused.
TEST(EcdsaTest, DerSignatures) {
  Rng state(3279);
  const mcu_rng rng = {TestGenerate, &state};
  for (const Case &c : kAll) {
    SCOPED_TRACE(c.id);
    std::vector<uint8_t> priv(c.ss), pub(1 + 2 * c.fs), sig(2 * c.ss), back(2 * c.ss);
    ASSERT_EQ(mcu_ec_generate_key(c.id, &rng, priv.data(), priv.size(), pub.data(), pub.size()),
              MCU_OK);
    const uint8_t msg[3] = {'a', 'b', 'c'};
    ASSERT_EQ(mcu_ecdsa_sign(c.id, &mcu_sha256_desc, priv.data(), priv.size(), msg, 3, &rng,
                             sig.data(), sig.size()),
              MCU_OK);
    uint8_t der[MCU_ECDSA_MAX_DER_SIZE + 1];
    size_t der_len = 0;
    ASSERT_EQ(mcu_ecdsa_sig_to_der(c.id, sig.data(), sig.size(), der, MCU_ECDSA_MAX_DER_SIZE,
                                   &der_len),
              MCU_OK);
    ASSERT_EQ(mcu_ecdsa_sig_from_der(c.id, der, der_len, back.data(), back.size()), MCU_OK);
    EXPECT_EQ(back, sig);
    EXPECT_EQ(mcu_ecdsa_verify_der(c.id, &mcu_sha256_desc, pub.data(), pub.size(), msg, 3, der,
                                   der_len),
              MCU_OK);
    der[der_len] = 0;
    EXPECT_EQ(mcu_ecdsa_sig_from_der(c.id, der, der_len + 1, back.data(), back.size()),
              MCU_ERR_INVALID_SIGNATURE);
    EXPECT_EQ(back, std::vector<uint8_t>(2 * c.ss, 0));
    size_t small = 0;
    EXPECT_EQ(mcu_ecdsa_sig_to_der(c.id, sig.data(), sig.size(), der, 8, &small),
              MCU_ERR_BUFFER_TOO_SMALL);
  }
  const mcu_ec_curve_id id = MCU_EC_SECP256R1;
  std::vector<uint8_t> out(64);
  // SEQUENCE { INTEGER 00 01 (not minimal), INTEGER 01 }
  const uint8_t non_minimal[] = {0x30, 0x07, 0x02, 0x02, 0x00, 0x01, 0x02, 0x01, 0x01};
  EXPECT_EQ(mcu_ecdsa_sig_from_der(id, non_minimal, sizeof(non_minimal), out.data(), 64),
            MCU_ERR_INVALID_SIGNATURE);
  const uint8_t negative[] = {0x30, 0x06, 0x02, 0x01, 0x81, 0x02, 0x01, 0x01};
  EXPECT_EQ(mcu_ecdsa_sig_from_der(id, negative, sizeof(negative), out.data(), 64),
            MCU_ERR_INVALID_SIGNATURE);
  std::vector<uint8_t> long_r = {0x30, 0x26, 0x02, 0x21, 0x01};
  long_r.resize(2 + 2 + 33, 0x11);
  long_r.insert(long_r.end(), {0x02, 0x01, 0x01});
  EXPECT_EQ(mcu_ecdsa_sig_from_der(id, long_r.data(), long_r.size(), out.data(), 64),
            MCU_ERR_INVALID_SIGNATURE);
  const uint8_t ok[] = {0x30, 0x06, 0x02, 0x01, 0x05, 0x02, 0x01, 0x07};
  ASSERT_EQ(mcu_ecdsa_sig_from_der(id, ok, sizeof(ok), out.data(), 64), MCU_OK);
  EXPECT_EQ(out[31], 5);
  EXPECT_EQ(out[63], 7);
}

}  // namespace
