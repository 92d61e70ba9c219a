// Wycheproof's ChaCha20-Poly1305 file (aead_test_schema_v1), through the
// runner's dispatcher, on the host and on each board core.
#include "gtest/gtest.h"
#include "tests/wycheproof/check_aead_file.h"

namespace {

TEST(ChaCha20Poly1305WycheproofTest, AllTestsPass) {
  CheckWycheproofAeadFile("chacha20_poly1305_test.json", "CHACHA20-POLY1305", 325);
}

}  // namespace
