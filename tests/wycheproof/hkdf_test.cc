// Every Wycheproof HKDF file, through the runner's dispatcher, on the host and
// on each board core.
#include "gtest/gtest.h"
#include "tests/wycheproof/check_file.h"
#include "tests/wycheproof/hashes.h"

namespace {

const WycheproofFileCase kFiles[] = {
    {"hkdf_sha256_test.json", "HKDF-SHA-256", 86},
    {"hkdf_sha384_test.json", "HKDF-SHA-384", 83},
    {"hkdf_sha512_test.json", "HKDF-SHA-512", 83},
};

class HkdfWycheproofTest : public ::testing::TestWithParam<WycheproofFileCase> {};

TEST_P(HkdfWycheproofTest, AllTestsPass) {
  CheckWycheproofFile(GetParam(), FindHkdfHash(GetParam().algorithm));
}

INSTANTIATE_TEST_SUITE_P(Files, HkdfWycheproofTest, ::testing::ValuesIn(kFiles));

TEST(HkdfWycheproofTest, Sha256IsAvailable) {
  ASSERT_NE(nullptr, FindHkdfHash("HKDF-SHA-256"));
  EXPECT_NE(nullptr, FindHkdfHash("HKDF-SHA-256")->desc);
}

}  // namespace
