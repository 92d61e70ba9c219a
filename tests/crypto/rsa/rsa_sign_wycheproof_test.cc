// RSA signing against Wycheproof rsassa_pkcs1_generate files
// (rsa_pkcs1_*_sig_gen): PKCS#1 v1.5 signatures are deterministic, so each
// is made with mcu_rsa_pkcs1v15_sign (private exponent d, blinded, random
// blinding from a test rng) and compared byte for byte; "valid" and
// "acceptable" (a short signature string) must both match once padded to
// the modulus length. Each file's test count is written here. Built with
// RSA_WYCHEPROOF_BOARD_SUBSET: the 1024-bit file only (the board targets:
// a 2048-bit signature without CRT takes seconds under emulation).
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
    {"rsa_pkcs1_1024_sig_gen_test.json", 33},
#ifndef RSA_WYCHEPROOF_BOARD_SUBSET
    {"rsa_pkcs1_2048_sig_gen_test.json", 43},
    {"rsa_pkcs1_3072_sig_gen_test.json", 26},
    {"rsa_pkcs1_4096_sig_gen_test.json", 24},
#endif
};

class RsaSignWycheproof : public testing::TestWithParam<File> {};

TEST_P(RsaSignWycheproof, File) {
  const File &f = GetParam();
  JsonValue doc;
  std::string err;
  ASSERT_TRUE(ReadJsonFile(VectorPath(std::string("wycheproof/") + f.name), &doc, &err)) << err;
  int64_t declared = 0;
  ASSERT_TRUE(doc.Find("numberOfTests")->GetInt64(&declared));
  EXPECT_EQ(f.tests, declared);
  ASSERT_EQ("rsassa_pkcs1_generate_schema_v1.json", doc.FindString("schema")->string_value());
  TestRng test_rng(7);
  const mcu_rng rng = test_rng.rng();

  int run = 0, failed = 0;
  for (const JsonValue &g : doc.FindArray("testGroups")->items()) {
    const JsonValue *key = g.FindObject("privateKey");
    ASSERT_NE(nullptr, key);
    const std::vector<uint8_t> n = FromHex(key->FindString("modulus")->string_value());
    const std::vector<uint8_t> e = FromHex(key->FindString("publicExponent")->string_value());
    const std::vector<uint8_t> d = FromHex(key->FindString("privateExponent")->string_value());
    mcu_rsa_private_key sk = {};
    sk.pub = {n.data(), n.size(), e.data(), e.size(), 0, nullptr};
    if (mcu_rsa_public_key_check(&sk.pub) == MCU_ERR_INVALID_KEY) sk.pub.flags = MCU_RSA_ALLOW_E3;
    ASSERT_EQ(MCU_OK, mcu_rsa_public_key_check(&sk.pub));
    sk.d = d.data();
    sk.d_len = d.size();
    const size_t k = mcu_rsa_modulus_len(&sk.pub);
    const mcu_hash_desc *hash = HashByName(g.FindString("sha")->string_value());
    ASSERT_NE(nullptr, hash);
    for (const JsonValue &t : g.FindArray("tests")->items()) {
      const std::vector<uint8_t> msg = FromHex(t.FindString("msg")->string_value());
      const std::vector<uint8_t> want = Padded(FromHex(t.FindString("sig")->string_value()), k);
      const std::string result = t.FindString("result")->string_value();
      const std::vector<uint8_t> digest = Digest(hash, msg);
      std::vector<uint8_t> sig(k);
      const mcu_status st =
          mcu_rsa_pkcs1v15_sign(&sk, hash, digest.data(), digest.size(), &rng, sig.data(), k);
      int64_t id = 0;
      t.Find("tcId")->GetInt64(&id);
      const bool same = st == MCU_OK && sig == want;
      if (result != "invalid" && !same) {
        ++failed;
        ADD_FAILURE() << f.name << " tcId " << id << " (" << result << "): "
                      << mcu_status_name(st) << " " << ToHex(sig.data(), sig.size());
      } else if (result == "invalid" && same) {
        ++failed;
        ADD_FAILURE() << f.name << " tcId " << id << ": made the invalid signature";
      }
      // What was signed verifies.
      if (st == MCU_OK) {
        EXPECT_EQ(MCU_OK, mcu_rsa_pkcs1v15_verify(&sk.pub, hash, digest.data(), digest.size(),
                                                  sig.data(), k))
            << id;
      }
      ++run;
    }
  }
  EXPECT_EQ(f.tests, run);
  EXPECT_EQ(0, failed);
}

INSTANTIATE_TEST_SUITE_P(Files, RsaSignWycheproof, testing::ValuesIn(kFiles),
                         [](const testing::TestParamInfo<File> &p) {
                           std::string s = p.param.name;
                           return s.substr(0, s.find(".json"));
                         });

}  // namespace
