// SHA-1: NIST CAVP SHAVS files, streaming, descriptor and API rules (the
// shared checks are in tests/crypto/sha2/hash_testing.h).
#include "mcucrypt/sha1.h"

#include "gtest/gtest.h"
#include "tests/crypto/sha2/hash_testing.h"

namespace {

using hash_testing::CheckCavpFile;
using hash_testing::kLongEffort;
using hash_testing::kShortEffort;

const hash_testing::HashApi<mcu_sha1_ctx> kSha1 = {
    mcu_sha1_init, mcu_sha1_update, mcu_sha1_final, mcu_sha1,
    &mcu_sha1_desc, MCU_HASH_SHA1, "sha1",
    MCU_SHA1_DIGEST_SIZE, MCU_SHA1_BLOCK_SIZE,
    "da39a3ee5e6b4b0d3255bfef95601890afd80709",
    // FIPS 180-4 example (NIST "Examples with intermediate values").
    "a9993e364706816aba3e25717850c26c9cd0d89d",
};

TEST(Sha1Test, ShortMsgKat) {
  CheckCavpFile(kSha1, "SHA1ShortMsg.rsp", 65, kShortEffort);
}

TEST(Sha1Test, LongMsgKat) {
  CheckCavpFile(kSha1, "SHA1LongMsg.rsp", 64, kLongEffort);
}

HASH_TESTING_API_TESTS(Sha1Test, kSha1)

}  // namespace
