// Wycheproof AES-CMAC and AES-CBC-PKCS5 files through the runner's
// dispatcher, on the host and on each board core: nothing may fail or be
// skipped, and exactly the file's number of tests must run.
#include <stdio.h>

#include <string>

#include "gtest/gtest.h"
#include "tests/support/vectors.h"
#include "tests/wycheproof/wycheproof.h"

namespace {

void Check(const char* file, const char* algorithm, size_t tests) {
  const WycheproofResult r = RunWycheproofFile(VectorPath(std::string("wycheproof/") + file));
  for (const std::string& f : r.failures) ADD_FAILURE() << file << ": " << f;
  ASSERT_TRUE(r.error.empty()) << FormatWycheproofResult(r);
  EXPECT_EQ(algorithm, r.algorithm);
  EXPECT_EQ(0u, r.failed) << FormatWycheproofResult(r);
  EXPECT_EQ(0u, r.skipped) << FormatWycheproofResult(r);
  EXPECT_EQ(tests, r.passed) << FormatWycheproofResult(r);
  printf("%s\n", FormatWycheproofResult(r).c_str());
}

TEST(BlockModesWycheproof, AesCmac) { Check("aes_cmac_test.json", "AES-CMAC", 311); }

TEST(BlockModesWycheproof, AesCbcPkcs5) {
  Check("aes_cbc_pkcs5_test.json", "AES-CBC-PKCS5", 216);
}

}  // namespace
