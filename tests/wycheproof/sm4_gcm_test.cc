// Wycheproof's SM4-GCM file (aead_test_schema_v1), through the runner's
// dispatcher, on the host and on each board core.
#include "gtest/gtest.h"
#include "tests/wycheproof/check_aead_file.h"

namespace {

TEST(WycheproofTest, SM4GCMAllTestsPass) {
  CheckWycheproofAeadFile("sm4_gcm_test.json", "SM4-GCM", 104);
}

}  // namespace
