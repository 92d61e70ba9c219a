// DSA key files: every Wycheproof DSA group's publicKeyDer decodes to its
// p, q, g, y and encodes back byte for byte; keys from `openssl genpkey`
// (PKCS#8, the traditional DSA PRIVATE KEY, SubjectPublicKeyInfo, DSA
// parameters) decode and encode back byte for byte, and signatures go both
// ways between mcucrypt and `openssl pkeyutl`; malformed files are refused.
#include <gtest/gtest.h>
#include <stdio.h>
#include <stdlib.h>

#include <string>
#include <vector>

#include "mcucrypt/dsa.h"
#include "mcucrypt/pem.h"
#include "mcucrypt/sha256.h"
#include "tests/crypto/dsa/openssl_shell.h"
#include "tests/crypto/rsa/rsa_testing.h"
#include "tests/support/hex.h"
#include "tests/support/json.h"
#include "tests/support/vectors.h"

namespace {

std::vector<uint8_t> Bytes(const uint8_t* p, size_t len) { return std::vector<uint8_t>(p, p + len); }

// Unsigned magnitude of a Wycheproof two's-complement hex field.
std::vector<uint8_t> Mag(const JsonValue* key, const char* name) {
  std::vector<uint8_t> v = FromHex(key->FindString(name)->string_value());
  size_t i = 0;
  while (i + 1 < v.size() && v[i] == 0) ++i;
  return std::vector<uint8_t>(v.begin() + static_cast<long>(i), v.end());
}

TEST(DsaKeyFiles, WycheproofPublicKeyDer) {
  int groups = 0;
  for (const char* file : {"dsa_2048_224_sha224_test.json", "dsa_2048_256_sha256_test.json",
                           "dsa_3072_256_sha256_test.json"}) {
    JsonValue doc;
    std::string err;
    ASSERT_TRUE(ReadJsonFile(VectorPath(std::string("wycheproof/") + file), &doc, &err)) << err;
    for (const JsonValue& g : doc.FindArray("testGroups")->items()) {
      const std::vector<uint8_t> der = FromHex(g.FindString("publicKeyDer")->string_value());
      const JsonValue* key = g.FindObject("publicKey");
      mcu_dsa_public_key pk;
      ASSERT_EQ(mcu_dsa_public_key_from_der(&pk, der.data(), der.size()), MCU_OK) << file;
      EXPECT_EQ(Bytes(pk.params.p, pk.params.p_len), Mag(key, "p"));
      EXPECT_EQ(Bytes(pk.params.q, pk.params.q_len), Mag(key, "q"));
      EXPECT_EQ(Bytes(pk.params.g, pk.params.g_len), Mag(key, "g"));
      EXPECT_EQ(Bytes(pk.y, pk.y_len), Mag(key, "y"));
      std::vector<uint8_t> buf(der.size() + 16);
      const uint8_t* out = nullptr;
      size_t out_len = 0;
      ASSERT_EQ(mcu_dsa_public_key_to_der(&pk, buf.data(), buf.size(), &out, &out_len), MCU_OK);
      EXPECT_EQ(Bytes(out, out_len), der) << file;
      ++groups;
    }
  }
  EXPECT_EQ(groups, 58);
}

TEST(DsaKeyFiles, Malformed) {
  const uint8_t junk[] = {0x30, 0x03, 0x02, 0x01, 0x01};
  mcu_dsa_public_key pk;
  mcu_dsa_private_key sk;
  mcu_dsa_params params;
  const uint8_t* y = nullptr;
  size_t y_len = 0;
  EXPECT_NE(mcu_dsa_public_key_from_der(&pk, junk, sizeof(junk)), MCU_OK);
  EXPECT_NE(mcu_dsa_private_key_from_der(&sk, &y, &y_len, junk, sizeof(junk)), MCU_OK);
  EXPECT_NE(mcu_dsa_params_from_der(&params, junk, sizeof(junk)), MCU_OK);
  EXPECT_EQ(mcu_dsa_public_key_from_der(nullptr, junk, sizeof(junk)), MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(sk.x, nullptr);
}

// ---- OpenSSL (host only) ----------------------------------------------------

TEST(DsaKeyFiles, Openssl) {
  const std::string d = Dir() + "/";
  int st = 0;
  const std::string gen = Shell("openssl genpkey -genparam -algorithm DSA -pkeyopt "
                              "dsa_paramgen_bits:2048 -pkeyopt dsa_paramgen_q_bits:256 -out " +
                                  d + "params.pem && openssl genpkey -paramfile " + d +
                                  "params.pem -out " + d + "key.pem && openssl pkcs8 -topk8 -nocrypt -in " + d +
                                  "key.pem -outform DER -out " + d + "key.p8 && openssl pkey -in " +
                                  d + "key.pem -pubout -outform DER -out " + d +
                                  "pub.der && openssl dsa -in " + d + "key.pem -outform DER -out " +
                                  d + "key.trad && openssl dsaparam -in " + d +
                                  "params.pem -outform DER -out " + d + "params.der",
                              &st);
  ASSERT_EQ(st, 0) << gen;
  const std::vector<uint8_t> p8 = ReadBinary(d + "key.p8"), trad = ReadBinary(d + "key.trad");
  const std::vector<uint8_t> pub = ReadBinary(d + "pub.der"), par = ReadBinary(d + "params.der");
  mcu_dsa_private_key sk, sk_trad;
  mcu_dsa_public_key pk;
  mcu_dsa_params params;
  const uint8_t *y = nullptr, *y_trad = nullptr;
  size_t y_len = 0, y_trad_len = 0;
  ASSERT_EQ(mcu_dsa_private_key_from_der(&sk, &y, &y_len, p8.data(), p8.size()), MCU_OK);
  EXPECT_EQ(y, nullptr);
  ASSERT_EQ(mcu_dsa_private_key_from_der(&sk_trad, &y_trad, &y_trad_len, trad.data(), trad.size()),
            MCU_OK);
  ASSERT_EQ(mcu_dsa_public_key_from_der(&pk, pub.data(), pub.size()), MCU_OK);
  ASSERT_EQ(mcu_dsa_params_from_der(&params, par.data(), par.size()), MCU_OK);
  EXPECT_EQ(Bytes(sk.x, sk.x_len), Bytes(sk_trad.x, sk_trad.x_len));
  EXPECT_EQ(Bytes(pk.y, pk.y_len), Bytes(y_trad, y_trad_len));
  EXPECT_EQ(mcu_dsa_q_len(&params), 32u);
  // Written back byte for byte.
  std::vector<uint8_t> buf(4096);
  const uint8_t* out = nullptr;
  size_t out_len = 0;
  ASSERT_EQ(mcu_dsa_private_key_to_der(&sk, nullptr, 0, 1, buf.data(), buf.size(), &out, &out_len),
            MCU_OK);
  EXPECT_EQ(Bytes(out, out_len), p8);
  ASSERT_EQ(mcu_dsa_private_key_to_der(&sk_trad, y_trad, y_trad_len, 0, buf.data(), buf.size(),
                                       &out, &out_len),
            MCU_OK);
  EXPECT_EQ(Bytes(out, out_len), trad);
  ASSERT_EQ(mcu_dsa_public_key_to_der(&pk, buf.data(), buf.size(), &out, &out_len), MCU_OK);
  EXPECT_EQ(Bytes(out, out_len), pub);
  ASSERT_EQ(mcu_dsa_params_to_der(&params, buf.data(), buf.size(), &out, &out_len), MCU_OK);
  EXPECT_EQ(Bytes(out, out_len), par);
  // mcucrypt signs (DER), openssl verifies; openssl signs, mcucrypt verifies.
  uint8_t digest[32];
  for (int i = 0; i < 32; ++i) digest[i] = static_cast<uint8_t>(i * 13 + 1);
  WriteBinary(d + "digest", digest, 32);
  TestRng bytes(5);
  const mcu_rng rng = bytes.rng();
  uint8_t sig[64], der[MCU_DSA_MAX_DER_SIG_SIZE];
  size_t der_len = 0;
  ASSERT_EQ(mcu_dsa_sign_digest(&sk, digest, 32, &rng, sig, 64), MCU_OK);
  ASSERT_EQ(mcu_dsa_sig_to_der(&sk.params, sig, 64, der, sizeof(der), &der_len), MCU_OK);
  WriteBinary(d + "sig.mcu", der, der_len);
  const std::string v = Shell("openssl pkeyutl -verify -pubin -keyform DER -inkey " + d +
                                "pub.der -in " + d + "digest -sigfile " + d + "sig.mcu",
                            &st);
  EXPECT_EQ(st, 0) << v;
  EXPECT_NE(v.find("Signature Verified Successfully"), std::string::npos) << v;
  const std::string s = Shell("openssl pkeyutl -sign -inkey " + d + "key.pem -in " + d +
                                "digest -out " + d + "sig.ossl",
                            &st);
  ASSERT_EQ(st, 0) << s;
  const std::vector<uint8_t> ossl = ReadBinary(d + "sig.ossl");
  EXPECT_EQ(mcu_dsa_verify_digest_der(&pk, digest, 32, ossl.data(), ossl.size()), MCU_OK);
  digest[0] ^= 1;
  EXPECT_EQ(mcu_dsa_verify_digest_der(&pk, digest, 32, ossl.data(), ossl.size()),
            MCU_ERR_INVALID_SIGNATURE);
}

}  // namespace
