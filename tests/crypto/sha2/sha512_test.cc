// SHA-512: NIST CAVP SHAVS files, streaming, descriptor and API rules
// (the shared checks are in hash_testing.h), and the separation of the four
// variants that share mcu_sha512_ctx.
#include "mcucrypt/sha512.h"

#include "gtest/gtest.h"
#include "tests/crypto/sha2/hash_testing.h"

namespace {

using hash_testing::CheckCavpFile;
using hash_testing::kLongEffort;
using hash_testing::kShortEffort;

const hash_testing::HashApi<mcu_sha512_ctx> kSha512 = {
    mcu_sha512_init, mcu_sha512_update, mcu_sha512_final, mcu_sha512,
    &mcu_sha512_desc, MCU_HASH_SHA512, "sha512",
    MCU_SHA512_DIGEST_SIZE, MCU_SHA512_BLOCK_SIZE,
    "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
    "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
    // FIPS 180-4 example (NIST "Examples with intermediate values").
    "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
    "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
};

TEST(Sha512Test, ShortMsgKat) {
  CheckCavpFile(kSha512, "SHA512ShortMsg.rsp", 129, kShortEffort);
}

TEST(Sha512Test, LongMsgKat) {
  CheckCavpFile(kSha512, "SHA512LongMsg.rsp", 128, kLongEffort);
}

HASH_TESTING_API_TESTS(Sha512Test, kSha512)

// A context belongs to the variant that initialised it: each variant's
// update and final reject a context started by any other.
TEST(Sha512Test, ContextsDoNotCrossVariants) {
  const mcu_hash_desc *const descs[] = {
      &mcu_sha512_desc, &mcu_sha384_desc, &mcu_sha512_224_desc,
      &mcu_sha512_256_desc};
  for (const mcu_hash_desc *owner : descs) {
    for (const mcu_hash_desc *other : descs) {
      if (other == owner) continue;
      SCOPED_TRACE(std::string(owner->name) + " context, " + other->name);
      mcu_sha512_ctx ctx;
      uint8_t digest[MCU_SHA512_DIGEST_SIZE];
      ASSERT_EQ(MCU_OK, owner->init(&ctx));
      EXPECT_EQ(MCU_ERR_BAD_STATE, other->update(&ctx, "abc", 3));
      EXPECT_EQ(MCU_ERR_BAD_STATE, other->final(&ctx, digest));
      EXPECT_EQ(MCU_OK, owner->final(&ctx, digest));
    }
  }
  mcu_sha512_ctx ctx;
  uint8_t digest[MCU_SHA512_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sha384_init(&ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha512_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha512_final(&ctx, digest));
  ASSERT_EQ(MCU_OK, mcu_sha512_init(&ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha384_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha512_224_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha512_256_final(&ctx, digest));
}

}  // namespace
