// RSA signature verification against Wycheproof: rsassa_pkcs1_verify files
// (rsa_signature_*) through mcu_rsa_pkcs1v15_verify and rsassa_pss_verify
// files (rsa_pss_*) through mcu_rsa_pss_verify. Every test runs: "valid"
// must verify, "invalid" must not, "acceptable" may do either; each file's
// test count is written here so a truncated file fails. Built with
// RSA_WYCHEPROOF_BOARD_SUBSET: one file per schema (the board targets).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mcucrypt/rsa.h"
#include "tests/crypto/rsa/rsa_testing.h"
#include "tests/support/hex.h"
#include "tests/support/json.h"
#include "tests/support/vectors.h"

namespace {

struct File {
  const char *name;
  int tests;
};

const File kFiles[] = {
    {"rsa_signature_2048_sha256_test.json", 259},
    {"rsa_pss_2048_sha256_mgf1_32_test.json", 108},
#ifndef RSA_WYCHEPROOF_BOARD_SUBSET
    {"rsa_signature_2048_sha384_test.json", 258},
    {"rsa_signature_2048_sha512_test.json", 259},
    {"rsa_signature_3072_sha256_test.json", 259},
    {"rsa_signature_3072_sha384_test.json", 259},
    {"rsa_signature_3072_sha512_test.json", 260},
    {"rsa_signature_4096_sha256_test.json", 258},
    {"rsa_signature_4096_sha384_test.json", 259},
    {"rsa_signature_4096_sha512_test.json", 259},
    {"rsa_pss_3072_sha256_mgf1_32_test.json", 108},
    {"rsa_pss_4096_sha512_mgf1_64_test.json", 179},
#endif
};

class RsaVerifyWycheproof : public testing::TestWithParam<File> {};

TEST_P(RsaVerifyWycheproof, File) {
  const File &f = GetParam();
  JsonValue doc;
  std::string err;
  ASSERT_TRUE(ReadJsonFile(VectorPath(std::string("wycheproof/") + f.name), &doc, &err)) << err;
  int64_t declared = 0;
  ASSERT_TRUE(doc.Find("numberOfTests")->GetInt64(&declared));
  EXPECT_EQ(f.tests, declared);
  const std::string schema = doc.FindString("schema")->string_value();
  const bool pss = schema == "rsassa_pss_verify_schema_v1.json";
  ASSERT_TRUE(pss || schema == "rsassa_pkcs1_verify_schema_v1.json") << schema;

  int run = 0, failed = 0;
  for (const JsonValue &g : doc.FindArray("testGroups")->items()) {
    const JsonValue *key = g.FindObject("publicKey");
    ASSERT_NE(nullptr, key);
    const std::vector<uint8_t> n = FromHex(key->FindString("modulus")->string_value());
    const std::vector<uint8_t> e = FromHex(key->FindString("publicExponent")->string_value());
    // Some groups use e = 3 (they test forgeries that small exponents
    // allow); the default policy refuses such keys.
    mcu_rsa_public_key pk = {n.data(), n.size(), e.data(), e.size(), 0, nullptr};
    if (mcu_rsa_public_key_check(&pk) == MCU_ERR_INVALID_KEY) {
      ASSERT_TRUE(e.size() == 1 && e[0] == 3);
      pk.flags = MCU_RSA_ALLOW_E3;
    }
    ASSERT_EQ(MCU_OK, mcu_rsa_public_key_check(&pk));
    const mcu_hash_desc *hash = HashByName(g.FindString("sha")->string_value());
    ASSERT_NE(nullptr, hash) << g.FindString("sha")->string_value();
    const mcu_hash_desc *mgf1 = nullptr;
    int64_t salt_len = 0;
    if (pss) {
      ASSERT_EQ("MGF1", g.FindString("mgf")->string_value());
      mgf1 = HashByName(g.FindString("mgfSha")->string_value());
      ASSERT_NE(nullptr, mgf1);
      ASSERT_TRUE(g.Find("sLen")->GetInt64(&salt_len));
    }
    for (const JsonValue &t : g.FindArray("tests")->items()) {
      const std::vector<uint8_t> msg = FromHex(t.FindString("msg")->string_value());
      const std::vector<uint8_t> sig = FromHex(t.FindString("sig")->string_value());
      const std::string result = t.FindString("result")->string_value();
      const std::vector<uint8_t> digest = Digest(hash, msg);
      const mcu_status st =
          pss ? mcu_rsa_pss_verify(&pk, hash, mgf1, static_cast<size_t>(salt_len), digest.data(),
                                   digest.size(), sig.data(), sig.size())
              : mcu_rsa_pkcs1v15_verify(&pk, hash, digest.data(), digest.size(), sig.data(),
                                        sig.size());
      int64_t id = 0;
      t.Find("tcId")->GetInt64(&id);
      const bool ok = result == "valid"     ? st == MCU_OK
                      : result == "invalid" ? st == MCU_ERR_INVALID_SIGNATURE
                                            : (st == MCU_OK || st == MCU_ERR_INVALID_SIGNATURE);
      if (!ok) {
        ++failed;
        ADD_FAILURE() << f.name << " tcId " << id << " (" << result << ", "
                      << t.FindString("comment")->string_value() << "): " << mcu_status_name(st);
      }
      ++run;
    }
  }
  EXPECT_EQ(f.tests, run);
  EXPECT_EQ(0, failed);
}

INSTANTIATE_TEST_SUITE_P(Files, RsaVerifyWycheproof, testing::ValuesIn(kFiles),
                         [](const testing::TestParamInfo<File> &p) {
                           std::string s = p.param.name;
                           s = s.substr(0, s.find(".json"));
                           for (char &c : s) {
                             if (c == '-' || c == '.') c = '_';
                           }
                           return s;
                         });

}  // namespace
