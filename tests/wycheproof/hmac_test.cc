// Every Wycheproof HMAC file, through the runner's dispatcher, on the host and
// on each board core.
#include "gtest/gtest.h"
#include "tests/wycheproof/check_file.h"
#include "tests/wycheproof/hashes.h"

namespace {

const WycheproofFileCase kFiles[] = {
    {"hmac_sha1_test.json", "HMACSHA1", 170},
    {"hmac_sha224_test.json", "HMACSHA224", 172},
    {"hmac_sha256_test.json", "HMACSHA256", 174},
    {"hmac_sha384_test.json", "HMACSHA384", 174},
    {"hmac_sha512_test.json", "HMACSHA512", 174},
    {"hmac_sha3_224_test.json", "HMACSHA3-224", 172},
    {"hmac_sha3_256_test.json", "HMACSHA3-256", 174},
    {"hmac_sm3_test.json", "HMACSM3", 174},
};

class HmacWycheproofTest : public ::testing::TestWithParam<WycheproofFileCase> {};

TEST_P(HmacWycheproofTest, AllTestsPass) {
  CheckWycheproofFile(GetParam(), FindHmacHash(GetParam().algorithm));
}

INSTANTIATE_TEST_SUITE_P(Files, HmacWycheproofTest, ::testing::ValuesIn(kFiles));

// SHA-256 is always built, so at least one file really runs.
TEST(HmacWycheproofTest, Sha256IsAvailable) {
  ASSERT_NE(nullptr, FindHmacHash("HMACSHA256"));
  EXPECT_NE(nullptr, FindHmacHash("HMACSHA256")->desc);
}

}  // namespace
