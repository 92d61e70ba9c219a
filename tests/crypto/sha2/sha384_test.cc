// SHA-384: NIST CAVP SHAVS files, streaming, descriptor and API rules
// (the shared checks are in hash_testing.h).
#include "gtest/gtest.h"
#include "mcucrypt/sha512.h"
#include "tests/crypto/sha2/hash_testing.h"

namespace {

using hash_testing::CheckCavpFile;
using hash_testing::kLongEffort;
using hash_testing::kShortEffort;

const hash_testing::HashApi<mcu_sha384_ctx> kSha384 = {
    mcu_sha384_init, mcu_sha384_update, mcu_sha384_final, mcu_sha384,
    &mcu_sha384_desc, MCU_HASH_SHA384, "sha384",
    MCU_SHA384_DIGEST_SIZE, MCU_SHA384_BLOCK_SIZE,
    "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da"
    "274edebfe76f65fbd51ad2f14898b95b",
    // FIPS 180-4 example (NIST "Examples with intermediate values").
    "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed"
    "8086072ba1e7cc2358baeca134c825a7",
};

TEST(Sha384Test, ShortMsgKat) {
  CheckCavpFile(kSha384, "SHA384ShortMsg.rsp", 129, kShortEffort);
}

TEST(Sha384Test, LongMsgKat) {
  CheckCavpFile(kSha384, "SHA384LongMsg.rsp", 128, kLongEffort);
}

HASH_TESTING_API_TESTS(Sha384Test, kSha384)

}  // namespace
