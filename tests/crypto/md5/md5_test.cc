// MD5: the RFC 1321 appendix A.5 test suite from both files in
// kat/md5/ (see its SOURCES.md), streaming, descriptor and API rules (the
// shared checks are in tests/crypto/sha2/hash_testing.h).
#include "mcucrypt/md5.h"

#include <stdlib.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/crypto/sha2/hash_testing.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace {

using hash_testing::CheckVectors;
using hash_testing::kShortEffort;
using hash_testing::Vector;

const hash_testing::HashApi<mcu_md5_ctx> kMd5 = {
    mcu_md5_init, mcu_md5_update, mcu_md5_final, mcu_md5,
    &mcu_md5_desc, MCU_HASH_MD5, "md5",
    MCU_MD5_DIGEST_SIZE, MCU_MD5_BLOCK_SIZE,
    // RFC 1321 appendix A.5.
    "d41d8cd98f00b204e9800998ecf8427e",
    "900150983cd24fb0d6963f7d28e17f72",
};

// The seven inputs of RFC 1321 A.5, in its order.
const char *const kRfcTexts[] = {
    "",
    "a",
    "abc",
    "message digest",
    "abcdefghijklmnopqrstuvwxyz",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
    "1234567890123456789012345678901234567890123456789012345678901234567890"
    "1234567890",
};

// Reads one of the kat/md5 files: records of Len (bits), Msg (hex; "00" or
// empty for the empty message) and MD, and in rfc1321_test_suite.txt also
// Text (the RFC's quoted string). Checks there are exactly the RFC's seven,
// with the RFC's inputs.
void LoadMd5File(const std::string &name, std::vector<Vector> *out) {
  const std::string path = VectorPath("kat/md5/" + name);
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(path, &records, &error)) << path << ": " << error;
  const size_t expected = sizeof(kRfcTexts) / sizeof(kRfcTexts[0]);
  ASSERT_EQ(expected, records.size()) << name;
  for (size_t i = 0; i < records.size(); ++i) {
    const RspRecord &r = records[i];
    Vector v;
    v.where = name + ":" + std::to_string(r.line);
    ASSERT_EQ(1u, r.fields.count("Len")) << v.where;
    ASSERT_EQ(1u, r.fields.count("Msg")) << v.where;
    ASSERT_EQ(1u, r.fields.count("MD")) << v.where;
    const unsigned long bits = strtoul(r.fields.at("Len").c_str(), nullptr, 10);
    ASSERT_EQ(0u, bits % 8) << v.where;
    v.msg = FromHex(r.fields.at("Msg"));
    if (bits == 0) v.msg.clear();  // "Msg = 00" stands for the empty message
    ASSERT_EQ(bits / 8, v.msg.size()) << v.where;
    const std::string text = kRfcTexts[i];
    EXPECT_EQ(text, std::string(v.msg.begin(), v.msg.end())) << v.where;
    if (r.fields.count("Text") != 0) {
      EXPECT_EQ("\"" + text + "\"", r.fields.at("Text")) << v.where;
    }
    v.md_hex = hash_testing::Lower(r.fields.at("MD"));
    ASSERT_EQ(2u * MCU_MD5_DIGEST_SIZE, v.md_hex.size()) << v.where;
    out->push_back(v);
  }
}

TEST(Md5Test, Rfc1321TestSuitePyca) {
  std::vector<Vector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadMd5File("rfc-1321.txt", &vectors));
  CheckVectors(kMd5, vectors, kShortEffort);
}

TEST(Md5Test, Rfc1321TestSuite) {
  std::vector<Vector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadMd5File("rfc1321_test_suite.txt", &vectors));
  CheckVectors(kMd5, vectors, kShortEffort);
}

HASH_TESTING_API_TESTS(Md5Test, kMd5)

}  // namespace
