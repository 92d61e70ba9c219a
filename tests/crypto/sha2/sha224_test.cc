// SHA-224: NIST CAVP SHAVS files, streaming, descriptor and API rules
// (the shared checks are in hash_testing.h), and the separation from
// SHA-256, whose context type it shares.
#include "gtest/gtest.h"
#include "mcucrypt/sha256.h"
#include "tests/crypto/sha2/hash_testing.h"
#include "tests/support/hex.h"

namespace {

using hash_testing::CheckCavpFile;
using hash_testing::kLongEffort;
using hash_testing::kShortEffort;

const hash_testing::HashApi<mcu_sha224_ctx> kSha224 = {
    mcu_sha224_init, mcu_sha224_update, mcu_sha224_final, mcu_sha224,
    &mcu_sha224_desc, MCU_HASH_SHA224, "sha224",
    MCU_SHA224_DIGEST_SIZE, MCU_SHA224_BLOCK_SIZE,
    "d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f",
    // FIPS 180-4 example (NIST "Examples with intermediate values").
    "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7",
};

TEST(Sha224Test, ShortMsgKat) {
  CheckCavpFile(kSha224, "SHA224ShortMsg.rsp", 65, kShortEffort);
}

TEST(Sha224Test, LongMsgKat) {
  CheckCavpFile(kSha224, "SHA224LongMsg.rsp", 64, kLongEffort);
}

HASH_TESTING_API_TESTS(Sha224Test, kSha224)

// A context belongs to the variant that initialised it.
TEST(Sha224Test, ContextsDoNotCrossVariants) {
  mcu_sha256_ctx ctx;
  uint8_t digest[MCU_SHA256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sha224_init(&ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha256_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha256_final(&ctx, digest));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha256_desc.update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, mcu_sha224_update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, mcu_sha224_final(&ctx, digest));
  EXPECT_EQ(kSha224.abc_hex, ToHex(digest, MCU_SHA224_DIGEST_SIZE));

  ASSERT_EQ(MCU_OK, mcu_sha256_init(&ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha224_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha224_final(&ctx, digest));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha224_desc.final(&ctx, digest));
  ASSERT_EQ(MCU_OK, mcu_sha256_update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, mcu_sha256_final(&ctx, digest));
  EXPECT_EQ("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
            ToHex(digest, MCU_SHA256_DIGEST_SIZE));
}

}  // namespace
