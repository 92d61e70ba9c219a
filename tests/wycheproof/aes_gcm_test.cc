// Wycheproof's AES-GCM file (aead_test_schema_v1), through the runner's
// dispatcher, on the host and on each board core.
#include "gtest/gtest.h"
#include "tests/wycheproof/check_aead_file.h"

namespace {

TEST(WycheproofTest, AESGCMAllTestsPass) {
  CheckWycheproofAeadFile("aes_gcm_test.json", "AES-GCM", 316);
}

}  // namespace
