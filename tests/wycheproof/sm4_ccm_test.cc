// Wycheproof's SM4-CCM file (aead_test_schema_v1), through the runner's
// dispatcher, on the host and on each board core.
#include "gtest/gtest.h"
#include "tests/wycheproof/check_aead_file.h"

namespace {

TEST(WycheproofTest, SM4CCMAllTestsPass) {
  CheckWycheproofAeadFile("sm4_ccm_test.json", "SM4-CCM", 184);
}

}  // namespace
