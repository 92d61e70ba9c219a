// SHA-256: NIST CAVP SHAVS files, streaming, descriptor and API rules
// (the shared checks are in hash_testing.h).
#include "mcucrypt/sha256.h"

#include "gtest/gtest.h"
#include "tests/crypto/sha2/hash_testing.h"

namespace {

using hash_testing::CheckCavpFile;
using hash_testing::kLongEffort;
using hash_testing::kShortEffort;

const hash_testing::HashApi<mcu_sha256_ctx> kSha256 = {
    mcu_sha256_init, mcu_sha256_update, mcu_sha256_final, mcu_sha256,
    &mcu_sha256_desc, MCU_HASH_SHA256, "sha256",
    MCU_SHA256_DIGEST_SIZE, MCU_SHA256_BLOCK_SIZE,
    // FIPS 180-4 examples (NIST "Examples with intermediate values").
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
};

TEST(Sha256Test, ShortMsgKat) {
  CheckCavpFile(kSha256, "SHA256ShortMsg.rsp", 65, kShortEffort);
}

TEST(Sha256Test, LongMsgKat) {
  CheckCavpFile(kSha256, "SHA256LongMsg.rsp", 64, kLongEffort);
}

HASH_TESTING_API_TESTS(Sha256Test, kSha256)

}  // namespace
