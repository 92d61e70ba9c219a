// RSA decryption against Wycheproof: rsaes_oaep_decrypt files
// (rsa_oaep_*) through mcu_rsa_oaep_decrypt and rsaes_pkcs1_decrypt files
// (rsa_pkcs1_2048_test, _3072_test) through mcu_rsa_pkcs1v15_decrypt, with
// the CRT key; "valid" must give the message, "invalid" an error
// (MCU_ERR_BAD_PADDING, or MCU_ERR_INVALID_ARGUMENT for a ciphertext that
// is not k bytes long) and no output. The first test of each group also
// runs with the key's private exponent only (no CRT), and each valid
// message is encrypted and decrypted again. Each file's test count is
// written here. Built with RSA_WYCHEPROOF_BOARD_SUBSET: one file per
// schema at 2048 bits, fewer cross-checks (the board targets).
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

#ifdef RSA_WYCHEPROOF_BOARD_SUBSET
// Under emulation: the no-CRT cross-check in the first group only, the
// re-encryption for the first valid test of each group only.
constexpr bool kSubset = true;
#else
constexpr bool kSubset = false;
#endif

// RSA_WYCHEPROOF_BOARD_SUBSET 1: the OAEP file, 2: the PKCS#1 v1.5 one
// (one target each keeps each under a minute under emulation).
const File kFiles[] = {
#if !defined(RSA_WYCHEPROOF_BOARD_SUBSET) || RSA_WYCHEPROOF_BOARD_SUBSET == 1
    {"rsa_oaep_2048_sha256_mgf1sha256_test.json", 37},
#endif
#if !defined(RSA_WYCHEPROOF_BOARD_SUBSET) || RSA_WYCHEPROOF_BOARD_SUBSET == 2
    {"rsa_pkcs1_2048_test.json", 67},
#endif
#ifndef RSA_WYCHEPROOF_BOARD_SUBSET
    {"rsa_pkcs1_3072_test.json", 67},
#endif
};

std::vector<uint8_t> Field(const JsonValue *key, const char *name) {
  const JsonValue *v = key->FindString(name);
  return v == nullptr ? std::vector<uint8_t>() : FromHex(v->string_value());
}

class RsaDecryptWycheproof : public testing::TestWithParam<File> {};

TEST_P(RsaDecryptWycheproof, File) {
  const File &f = GetParam();
  JsonValue doc;
  std::string err;
  ASSERT_TRUE(ReadJsonFile(VectorPath(std::string("wycheproof/") + f.name), &doc, &err)) << err;
  int64_t declared = 0;
  ASSERT_TRUE(doc.Find("numberOfTests")->GetInt64(&declared));
  EXPECT_EQ(f.tests, declared);
  const std::string schema = doc.FindString("schema")->string_value();
  const bool oaep = schema == "rsaes_oaep_decrypt_schema_v1.json";
  ASSERT_TRUE(oaep || schema == "rsaes_pkcs1_decrypt_schema_v1.json") << schema;
  TestRng test_rng(11);
  const mcu_rng rng = test_rng.rng();

  int run = 0, failed = 0, group = 0;
  for (const JsonValue &g : doc.FindArray("testGroups")->items()) {
    ++group;
    const JsonValue *key = g.FindObject("privateKey");
    ASSERT_NE(nullptr, key);
    const std::vector<uint8_t> n = Field(key, "modulus"), e = Field(key, "publicExponent"),
                               d = Field(key, "privateExponent"), p = Field(key, "prime1"),
                               q = Field(key, "prime2"), dp = Field(key, "exponent1"),
                               dq = Field(key, "exponent2"), qinv = Field(key, "coefficient");
    ASSERT_FALSE(p.empty() || q.empty() || dp.empty() || dq.empty() || qinv.empty());
    mcu_rsa_private_key crt = {};
    crt.pub = {n.data(), n.size(), e.data(), e.size(), 0, nullptr};
    ASSERT_EQ(MCU_OK, mcu_rsa_public_key_check(&crt.pub));
    crt.p = p.data(), crt.p_len = p.size(), crt.q = q.data(), crt.q_len = q.size();
    crt.dp = dp.data(), crt.dp_len = dp.size(), crt.dq = dq.data(), crt.dq_len = dq.size();
    crt.qinv = qinv.data(), crt.qinv_len = qinv.size();
    mcu_rsa_private_key plain = {};
    plain.pub = crt.pub;
    plain.d = d.data(), plain.d_len = d.size();
    const size_t k = mcu_rsa_modulus_len(&crt.pub);
    const mcu_hash_desc *hash = nullptr, *mgf1 = nullptr;
    if (oaep) {
      hash = HashByName(g.FindString("sha")->string_value());
      ASSERT_EQ("MGF1", g.FindString("mgf")->string_value());
      mgf1 = HashByName(g.FindString("mgfSha")->string_value());
      ASSERT_TRUE(hash != nullptr && mgf1 != nullptr);
    }
    bool first = !kSubset || group == 1, first_valid = true;
    for (const JsonValue &t : g.FindArray("tests")->items()) {
      const std::vector<uint8_t> c = FromHex(t.FindString("ct")->string_value());
      const std::vector<uint8_t> want = FromHex(t.FindString("msg")->string_value());
      const std::vector<uint8_t> label =
          oaep ? FromHex(t.FindString("label")->string_value()) : std::vector<uint8_t>();
      const std::string result = t.FindString("result")->string_value();
      int64_t id = 0;
      t.Find("tcId")->GetInt64(&id);
      auto decrypt = [&](const mcu_rsa_private_key *sk, const std::vector<uint8_t> &in,
                         std::vector<uint8_t> *out) {
        out->assign(k, 0xEE);
        size_t len = 12345;
        const mcu_status st =
            oaep ? mcu_rsa_oaep_decrypt(sk, hash, mgf1, label.data(), label.size(), in.data(),
                                        in.size(), &rng, out->data(), out->size(), &len)
                 : mcu_rsa_pkcs1v15_decrypt(sk, in.data(), in.size(), &rng, out->data(),
                                            out->size(), &len);
        if (st == MCU_OK) {
          out->resize(len);
        } else {
          EXPECT_EQ(0u, len) << id;
        }
        return st;
      };
      std::vector<uint8_t> got;
      const mcu_status st = decrypt(&crt, c, &got);
      bool ok;
      if (result == "valid") {
        ok = st == MCU_OK && got == want;
      } else {
        ok = st == MCU_ERR_BAD_PADDING || (st == MCU_ERR_INVALID_ARGUMENT && c.size() != k);
        if (st == MCU_ERR_BAD_PADDING) {
          const size_t max = oaep ? k - 2 * hash->digest_size - 2 : k - 11;
          EXPECT_EQ(std::vector<uint8_t>(max, 0), std::vector<uint8_t>(got.begin(), got.begin() + max))
              << id << ": output not zeroed";
        }
      }
      if (!ok) {
        ++failed;
        ADD_FAILURE() << f.name << " tcId " << id << " (" << result << ", "
                      << t.FindString("comment")->string_value() << "): " << mcu_status_name(st)
                      << " " << ToHex(got.data(), got.size());
      }
      if (first) {  // the same answer without CRT
        std::vector<uint8_t> got2;
        EXPECT_EQ(st, decrypt(&plain, c, &got2)) << id;
        if (st == MCU_OK) {
          EXPECT_EQ(got, got2) << id;
        }
        first = false;
      }
      if (result == "valid" && (!kSubset || first_valid)) {  // and back
        first_valid = false;
        std::vector<uint8_t> c2(k), back;
        const mcu_status est =
            oaep ? mcu_rsa_oaep_encrypt(&crt.pub, hash, mgf1, label.data(), label.size(),
                                        want.data(), want.size(), &rng, c2.data(), k)
                 : mcu_rsa_pkcs1v15_encrypt(&crt.pub, want.data(), want.size(), &rng, c2.data(),
                                            k);
        EXPECT_EQ(MCU_OK, est) << id;
        EXPECT_EQ(MCU_OK, decrypt(&crt, c2, &back)) << id;
        EXPECT_EQ(want, back) << id;
      }
      ++run;
    }
  }
  EXPECT_EQ(f.tests, run);
  EXPECT_EQ(0, failed);
}

INSTANTIATE_TEST_SUITE_P(Files, RsaDecryptWycheproof, testing::ValuesIn(kFiles),
                         [](const testing::TestParamInfo<File> &p) {
                           std::string s = p.param.name;
                           return s.substr(0, s.find(".json"));
                         });

}  // namespace
