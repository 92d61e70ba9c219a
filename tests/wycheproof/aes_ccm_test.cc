// Wycheproof's AES-CCM file (aead_test_schema_v1), through the runner's
// dispatcher, on the host and on each board core.
#include "gtest/gtest.h"
#include "tests/wycheproof/check_aead_file.h"

namespace {

TEST(WycheproofTest, AESCCMAllTestsPass) {
  CheckWycheproofAeadFile("aes_ccm_test.json", "AES-CCM", 552);
}

}  // namespace
