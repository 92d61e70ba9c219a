// SM2 signature: every known answer of sm2_sig.vec (draft-shen-sm2-ecdsa's
// example on the Fp-256 example curve, GmSSL's cases on the SM2 curve and
// P-256, SM3 and SHA-256 for Z and e) through the standard's steps; the
// public API's round trips with the default and a given ID, raw and DER;
// OpenSSL's SM2 verification cases; and every refusal.
#include "mcucrypt/sm2.h"

#include <string.h>

#include <string>
#include <vector>

#include "crypto/sm2/sm2_internal.h"
#include "gtest/gtest.h"
#include "mcucrypt/ecdsa.h"
#include "tests/crypto/sm2/sm2_testing.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

namespace {

using namespace sm2_testing;
namespace sm2 = mcucrypt::sm2;

TEST(Sm2SignTest, KnownAnswers) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/sm2/sm2_sig.vec"), &records, &error)) << error;
  std::string p;
  int checked = 0;
  for (const RspRecord &r : records) {
    if (r.fields.count("P")) {
      p = r.fields.at("P");
      continue;
    }
    const std::string &hash = r.fields.at("Hash");
    const sm2::Group g = GroupFor(p, HashByName(hash));
    const std::vector<uint8_t> d = Be(r.fields.at("x"), 32);
    const std::vector<uint8_t> k = Be(r.fields.at("Nonce"), 32);
    const std::vector<uint8_t> msg = FromHex(r.fields.at("Msg"));
    const std::string &ident = r.fields.at("Ident");
    std::vector<uint8_t> pub(64), z(32), e(32), sig(64);
    ASSERT_EQ(sm2::group_mul_base(g, pub.data(), d.data()), MCU_OK);
    if (hash == "Raw") {
      ASSERT_EQ(msg.size(), 32u);  // e itself
      e = msg;
    } else {
      ASSERT_EQ(sm2::compute_z(g, reinterpret_cast<const uint8_t *>(ident.data()), ident.size(),
                               pub.data(), z.data()),
                MCU_OK);
      ASSERT_EQ(sm2::message_digest(g, z.data(), msg.data(), msg.size(), e.data()), MCU_OK);
    }
    uint32_t retry = 1;
    ASSERT_EQ(sm2::sign_digest_with_k(g, d.data(), e.data(), k.data(), sig.data(), &retry), MCU_OK);
    EXPECT_EQ(retry, 0u);
    EXPECT_EQ(Hex(sig), Hex(FromHex(r.fields.at("Signature")))) << "line " << r.line;
    EXPECT_EQ(sm2::verify_digest(g, pub.data(), e.data(), sig.data()), MCU_OK) << r.line;
    // One changed bit anywhere in r, s or e is refused.
    for (size_t bit : {0u, 255u, 256u, 511u}) {
      std::vector<uint8_t> bad = sig;
      bad[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
      EXPECT_EQ(sm2::verify_digest(g, pub.data(), e.data(), bad.data()),
                MCU_ERR_INVALID_SIGNATURE);
    }
    e[31] ^= 1;
    EXPECT_EQ(sm2::verify_digest(g, pub.data(), e.data(), sig.data()), MCU_ERR_INVALID_SIGNATURE);
    ++checked;
  }
  EXPECT_EQ(checked, 7);
}

// The draft's intermediate values (draft-shen-sm2-ecdsa-00 appendix A.2):
// Z_A and e for ALICE123@YAHOO.COM.
TEST(Sm2SignTest, DraftZAndDigest) {
  const sm2::Group g{&ExampleCurve().curve(), nullptr, &mcu_sm3_desc};
  const std::vector<uint8_t> d =
      FromHex("128B2FA8BD433C6C068C8D803DFF79792A519A55171B1B650C23661D15897263");
  std::vector<uint8_t> pub(64), z(32), e(32);
  ASSERT_EQ(sm2::group_mul_base(g, pub.data(), d.data()), MCU_OK);
  EXPECT_EQ(Hex(pub),
            "0ae4c7798aa0f119471bee11825be46202bb79e2a5844495e97c04ff4df2548a"
            "7c0240f88f1cd4e16352a73c17b7f16f07353e53a176d684a9fe0c6bb798e857");
  const std::string id = "ALICE123@YAHOO.COM";
  ASSERT_EQ(sm2::compute_z(g, reinterpret_cast<const uint8_t *>(id.data()), id.size(), pub.data(),
                           z.data()),
            MCU_OK);
  EXPECT_EQ(Hex(z), "f4a38489e32b45b6f876e3ac2168ca392362dc8f23459c1d1146fc3dbfb7bc9a");
  const std::string m = "message digest";
  ASSERT_EQ(sm2::message_digest(g, z.data(), reinterpret_cast<const uint8_t *>(m.data()),
                                m.size(), e.data()),
            MCU_OK);
  EXPECT_EQ(Hex(e), "b524f552cd82b8b028476e005c377fb19a87e6fc682d48bb5d42e3d9b9effe76");
}

struct KeyPair {
  std::vector<uint8_t> priv = std::vector<uint8_t>(32), pub = std::vector<uint8_t>(65);
};

KeyPair Generate(Rng *rng) {
  const mcu_rng r = {TestGenerate, rng};
  KeyPair kp;
  EXPECT_EQ(mcu_sm2_generate_key(&r, kp.priv.data(), 32, kp.pub.data(), 65), MCU_OK);
  return kp;
}

TEST(Sm2SignTest, RoundTrips) {
  Rng rng(0x5332);
  const mcu_rng r = {TestGenerate, &rng};
  const std::string id = "sm2test@example.com";
  const uint8_t *idp = reinterpret_cast<const uint8_t *>(id.data());
  for (int i = 0; i < 3; ++i) {
    const KeyPair kp = Generate(&rng);
    std::vector<uint8_t> msg(static_cast<size_t>(i) * 37);
    for (auto &b : msg) b = static_cast<uint8_t>(rng.Next());
    uint8_t sig[64], sig2[64];
    ASSERT_EQ(mcu_sm2_sign(kp.priv.data(), 32, kp.pub.data(), 65, nullptr, 0, msg.data(),
                           msg.size(), &r, sig, 64),
              MCU_OK);
    EXPECT_EQ(mcu_sm2_verify(kp.pub.data(), 65, nullptr, 0, msg.data(), msg.size(), sig, 64),
              MCU_OK);
    // The default ID is "1234567812345678", spelled out or not.
    EXPECT_EQ(mcu_sm2_verify(kp.pub.data(), 65,
                             reinterpret_cast<const uint8_t *>("1234567812345678"), 16,
                             msg.data(), msg.size(), sig, 64),
              MCU_OK);
    // Another ID, another Z: refused.
    EXPECT_EQ(mcu_sm2_verify(kp.pub.data(), 65, idp, id.size(), msg.data(), msg.size(), sig, 64),
              MCU_ERR_INVALID_SIGNATURE);
    // Random nonces: two signatures differ, both verify.
    ASSERT_EQ(mcu_sm2_sign(kp.priv.data(), 32, kp.pub.data(), 65, idp, id.size(), msg.data(),
                           msg.size(), &r, sig2, 64),
              MCU_OK);
    EXPECT_NE(memcmp(sig, sig2, 64), 0);
    EXPECT_EQ(mcu_sm2_verify(kp.pub.data(), 65, idp, id.size(), msg.data(), msg.size(), sig2, 64),
              MCU_OK);
    // DER both ways.
    uint8_t der[MCU_ECDSA_MAX_DER_SIZE];
    size_t der_len = 0;
    ASSERT_EQ(mcu_sm2_sign_der(kp.priv.data(), 32, kp.pub.data(), 65, nullptr, 0, msg.data(),
                               msg.size(), &r, der, sizeof(der), &der_len),
              MCU_OK);
    EXPECT_EQ(der[0], 0x30);
    EXPECT_EQ(mcu_sm2_verify_der(kp.pub.data(), 65, nullptr, 0, msg.data(), msg.size(), der,
                                 der_len),
              MCU_OK);
    der[der_len - 1] ^= 1;
    EXPECT_EQ(mcu_sm2_verify_der(kp.pub.data(), 65, nullptr, 0, msg.data(), msg.size(), der,
                                 der_len),
              MCU_ERR_INVALID_SIGNATURE);
    // A compressed public key verifies too.
    uint8_t xy[64], comp[33];
    ASSERT_EQ(mcu_ec_point_decode(MCU_EC_SM2P256V1, kp.pub.data(), 65, xy), MCU_OK);
    ASSERT_EQ(mcu_ec_point_encode(MCU_EC_SM2P256V1, xy, comp, 33), MCU_OK);
    EXPECT_EQ(mcu_sm2_verify(comp, 33, idp, id.size(), msg.data(), msg.size(), sig2, 64), MCU_OK);
  }
}

// OpenSSL's SM2 verification cases (evppkey_sm2.txt): its PKCS#8 key, DER
// signatures over e.
TEST(Sm2SignTest, OpenSslVerify) {
  const std::vector<uint8_t> priv = OpenSslKey1();
  uint8_t pub[65];
  ASSERT_EQ(mcu_ec_public_key(MCU_EC_SM2P256V1, priv.data(), 32, pub, 65), MCU_OK);
  int checked = 0;
  for (const EvpBlock &b : EvpBlocks(ReadText("kat/sm2/evppkey_sm2.txt"))) {
    if (Field(b, "Verify") != "SM2_key1") continue;
    // EVP_PKEY_verify's input is e itself (the test file's Input).
    const std::vector<uint8_t> e = FromHex(Field(b, "Input")), der = FromHex(Field(b, "Output"));
    uint8_t sig[64];
    mcu_status st = mcu_ecdsa_sig_from_der(MCU_EC_SM2P256V1, der.data(), der.size(), sig, 64);
    if (st == MCU_OK) st = mcu_sm2_verify_digest(pub, 65, e.data(), e.size(), sig, 64);
    if (Field(b, "Ctrl") == "digest:SM3") {
      EXPECT_EQ(st, MCU_OK) << Field(b, "Input");
    } else {
      // digest:SHA512 (OpenSSL refuses the control): a 64-byte e is not SM2's.
      EXPECT_EQ(st, MCU_ERR_INVALID_ARGUMENT);
    }
    ++checked;
  }
  EXPECT_EQ(checked, 3);
}

TEST(Sm2SignTest, Refusals) {
  Rng rng(7);
  const mcu_rng r = {TestGenerate, &rng};
  const KeyPair kp = Generate(&rng);
  const uint8_t msg[3] = {1, 2, 3};
  uint8_t sig[64];
  EXPECT_EQ(mcu_sm2_sign(nullptr, 32, kp.pub.data(), 65, nullptr, 0, msg, 3, &r, sig, 64),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_sm2_sign(kp.priv.data(), 32, kp.pub.data(), 65, nullptr, 0, msg, 3, nullptr, sig,
                         64),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_sm2_sign(kp.priv.data(), 31, kp.pub.data(), 65, nullptr, 0, msg, 3, &r, sig, 64),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_sm2_sign(kp.priv.data(), 32, kp.pub.data(), 65, nullptr, 0, msg, 3, &r, sig, 63),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_sm2_sign(kp.priv.data(), 32, kp.pub.data(), 65, nullptr, 0, nullptr, 3, &r, sig,
                         64),
            MCU_ERR_INVALID_ARGUMENT);
  // d = 0, d = n - 1 (1 + d = n), d = n: no signature, sig zeroed.
  const char *bad_d[] = {
      "0000000000000000000000000000000000000000000000000000000000000000",
      "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54122",
      "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123"};
  for (const char *h : bad_d) {
    const std::vector<uint8_t> d = FromHex(h);
    memset(sig, 0xAA, sizeof sig);
    EXPECT_EQ(mcu_sm2_sign(d.data(), 32, kp.pub.data(), 65, nullptr, 0, msg, 3, &r, sig, 64),
              MCU_ERR_INVALID_KEY)
        << h;
    for (uint8_t b : sig) ASSERT_EQ(b, 0);
  }
  ASSERT_EQ(mcu_sm2_sign(kp.priv.data(), 32, kp.pub.data(), 65, nullptr, 0, msg, 3, &r, sig, 64),
            MCU_OK);
  // r = 0, s = 0, r = n, s = n; wrong lengths; an off-curve key.
  const std::vector<uint8_t> n =
      FromHex("FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123");
  for (int half = 0; half < 2; ++half) {
    uint8_t bad[64];
    memcpy(bad, sig, 64);
    memset(bad + 32 * half, 0, 32);
    EXPECT_EQ(mcu_sm2_verify(kp.pub.data(), 65, nullptr, 0, msg, 3, bad, 64),
              MCU_ERR_INVALID_SIGNATURE);
    memcpy(bad + 32 * half, n.data(), 32);
    EXPECT_EQ(mcu_sm2_verify(kp.pub.data(), 65, nullptr, 0, msg, 3, bad, 64),
              MCU_ERR_INVALID_SIGNATURE);
  }
  EXPECT_EQ(mcu_sm2_verify(kp.pub.data(), 65, nullptr, 0, msg, 3, sig, 63),
            MCU_ERR_INVALID_SIGNATURE);
  std::vector<uint8_t> off = kp.pub;
  off[64] ^= 1;
  EXPECT_EQ(mcu_sm2_verify(off.data(), 65, nullptr, 0, msg, 3, sig, 64), MCU_ERR_INVALID_KEY);
  EXPECT_EQ(mcu_sm2_verify(kp.pub.data(), 65, nullptr, 0, msg, 3, sig, 64), MCU_OK);
  // An ID longer than ENTL's 16 bits of bit length can say.
  std::vector<uint8_t> long_id(8192, 'a');
  EXPECT_EQ(mcu_sm2_verify(kp.pub.data(), 65, long_id.data(), long_id.size(), msg, 3, sig, 64),
            MCU_ERR_INVALID_ARGUMENT);
}

}  // namespace
