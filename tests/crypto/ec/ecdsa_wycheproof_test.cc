// Wycheproof ECDSA verification, IEEE P1363 signatures
// (ecdsa_p1363_verify_schema_v1): one file per curve, every test (valid
// must verify, invalid must not), and each file's test count written here
// so a truncated file fails; each group's SubjectPublicKeyInfo is encoded
// and decoded too. The DER files follow with the shared DER
// layer (and the Wycheproof runner's registry).
//
// Built with -DECDSA_WYCHEPROOF_STRIDE=N (the board target), every test of
// the 256-bit files runs and every N-th test of the others: under
// emulation the whole set takes minutes. Every test is still read and
// counted.
#ifndef ECDSA_WYCHEPROOF_STRIDE
#define ECDSA_WYCHEPROOF_STRIDE 1
#endif
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha512.h"
#include "tests/support/hex.h"
#include "tests/support/json.h"
#include "tests/support/vectors.h"

namespace {

struct File {
  const char *name;
  mcu_ec_curve_id curve;
  const char *wycheproof_curve;
  int tests;
  bool big;  // run every ECDSA_WYCHEPROOF_STRIDE-th test only
};

const File kFiles[] = {
    {"ecdsa_secp256r1_sha256_p1363_test.json", MCU_EC_SECP256R1, "secp256r1", 262, false},
    {"ecdsa_secp384r1_sha384_p1363_test.json", MCU_EC_SECP384R1, "secp384r1", 280, true},
    {"ecdsa_secp521r1_sha512_p1363_test.json", MCU_EC_SECP521R1, "secp521r1", 318, true},
    {"ecdsa_brainpoolP256r1_sha256_p1363_test.json", MCU_EC_BRAINPOOLP256R1, "brainpoolP256r1",
     261, false},
    {"ecdsa_brainpoolP384r1_sha384_p1363_test.json", MCU_EC_BRAINPOOLP384R1, "brainpoolP384r1",
     292, true},
    {"ecdsa_brainpoolP512r1_sha512_p1363_test.json", MCU_EC_BRAINPOOLP512R1, "brainpoolP512r1",
     337, true},
};

const mcu_hash_desc *HashByName(const std::string &name) {
  if (name == "SHA-256") return &mcu_sha256_desc;
  if (name == "SHA-384") return &mcu_sha384_desc;
  if (name == "SHA-512") return &mcu_sha512_desc;
  return nullptr;
}

class EcdsaP1363Wycheproof : public ::testing::TestWithParam<File> {};

TEST_P(EcdsaP1363Wycheproof, AllTests) {
  const File &file = GetParam();
  JsonValue root;
  std::string error;
  ASSERT_TRUE(ReadJsonFile(VectorPath(std::string("wycheproof/") + file.name), &root, &error))
      << error;
  const JsonValue *groups = root.FindArray("testGroups");
  ASSERT_NE(groups, nullptr);
  const int stride = file.big ? ECDSA_WYCHEPROOF_STRIDE : 1;
  int seen = 0, run = 0, valid = 0, invalid = 0;
  for (const JsonValue &g : groups->items()) {
    const JsonValue *key = g.FindObject("publicKey");
    ASSERT_NE(key, nullptr);
    ASSERT_EQ(key->FindString("curve")->string_value(), file.wycheproof_curve);
    const std::vector<uint8_t> pub = FromHex(key->FindString("uncompressed")->string_value());
    // The group's SubjectPublicKeyInfo: ours encodes the same, and decodes.
    const std::vector<uint8_t> spki = FromHex(g.FindString("publicKeyDer")->string_value());
    uint8_t der[MCU_EC_MAX_SPKI_SIZE], xy[2 * MCU_EC_MAX_FIELD_SIZE];
    size_t der_len = 0;
    ASSERT_EQ(mcu_ec_spki_encode(file.curve, pub.data() + 1, der, sizeof(der), &der_len), MCU_OK);
    EXPECT_EQ(ToHex(der, der_len), ToHex(spki.data(), spki.size()));
    mcu_ec_curve_id decoded = MCU_EC_CURVE25519;
    ASSERT_EQ(mcu_ec_spki_decode(spki.data(), spki.size(), &decoded, xy), MCU_OK);
    EXPECT_EQ(decoded, file.curve);
    EXPECT_EQ(ToHex(xy, pub.size() - 1), ToHex(pub.data() + 1, pub.size() - 1));
    const mcu_hash_desc *hash = HashByName(g.FindString("sha")->string_value());
    ASSERT_NE(hash, nullptr);
    for (const JsonValue &t : g.FindArray("tests")->items()) {
      if (seen++ % stride != 0) continue;
      const std::vector<uint8_t> msg = FromHex(t.FindString("msg")->string_value());
      const std::vector<uint8_t> sig = FromHex(t.FindString("sig")->string_value());
      const std::string &result = t.FindString("result")->string_value();
      int64_t id = 0;
      t.Find("tcId")->GetInt64(&id);
      const mcu_status st = mcu_ecdsa_verify(file.curve, hash, pub.data(), pub.size(),
                                             msg.empty() ? nullptr : msg.data(), msg.size(),
                                             sig.empty() ? nullptr : sig.data(), sig.size());
      if (result == "valid") {
        EXPECT_EQ(st, MCU_OK) << "tcId " << id;
        ++valid;
      } else {
        ASSERT_EQ(result, "invalid") << "tcId " << id;  // these files have no "acceptable"
        EXPECT_TRUE(st == MCU_ERR_INVALID_SIGNATURE || st == MCU_ERR_INVALID_KEY ||
                    st == MCU_ERR_INVALID_ARGUMENT)
            << "tcId " << id << " " << mcu_status_name(st);
        ++invalid;
      }
      ++run;
    }
  }
  EXPECT_EQ(seen, file.tests);
  EXPECT_EQ(run, (file.tests + stride - 1) / stride);
  int64_t declared = 0;
  ASSERT_TRUE(root.Find("numberOfTests")->GetInt64(&declared));
  EXPECT_EQ(seen, declared);
  RecordProperty("valid", valid);
  RecordProperty("invalid", invalid);
}

INSTANTIATE_TEST_SUITE_P(Files, EcdsaP1363Wycheproof, ::testing::ValuesIn(kFiles),
                         [](const ::testing::TestParamInfo<File> &p) {
                           return std::string(p.param.wycheproof_curve);
                         });

}  // namespace
