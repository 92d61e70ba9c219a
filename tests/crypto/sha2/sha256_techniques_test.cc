// Two SHA-256 implementations in one image, both reachable by name: the
// portable C++ (mcu_sha256_portable) and the core's own technique
// (TECHNIQUE, set by BUILD.bazel: armv7m on Cortex-M4, mips32r2 on MIPS,
// portable on the host), beside the build's choice (mcu_sha256_desc). Each
// passes the CAVP files and the API rules through its descriptor, and they
// agree on random messages.
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/sha256.h"
#include "tests/crypto/sha2/hash_testing.h"

#define CONCAT_(a, b) a##b
#define CONCAT(a, b) CONCAT_(a, b)
#define STRING_(x) #x
#define STRING(x) STRING_(x)

namespace {

using hash_testing::CheckCavpFile;
using hash_testing::kShortEffort;

// The typed API of hash_testing, through one descriptor.
template <const mcu_hash_desc *D>
mcu_status Init(mcu_sha256_ctx *ctx) {
  return D->init(ctx);
}
template <const mcu_hash_desc *D>
mcu_status Update(mcu_sha256_ctx *ctx, const void *data, size_t len) {
  return D->update(ctx, data, len);
}
template <const mcu_hash_desc *D>
mcu_status Final(mcu_sha256_ctx *ctx, uint8_t *digest) {
  return D->final(ctx, digest);
}
template <const mcu_hash_desc *D>
mcu_status Digest(const void *data, size_t len, uint8_t *digest) {
  return D->digest(data, len, digest);
}

// The FIPS 180-4 examples: the empty message and "abc".
struct Known {
  const char *empty_hex;
  const char *abc_hex;
};
const Known kSha256Known = {"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
                            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"};
const Known kSha224Known = {"d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f",
                            "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7"};

template <const mcu_hash_desc *D>
hash_testing::HashApi<mcu_sha256_ctx> Api(const Known &known) {
  return {Init<D>, Update<D>, Final<D>, Digest<D>, D, D->id, D->name, D->digest_size,
          D->block_size, known.empty_hex, known.abc_hex};
}

const auto kPortable256 = Api<&mcu_sha256_portable>(kSha256Known);
const auto kPortable224 = Api<&mcu_sha224_portable>(kSha224Known);
const auto kCore256 = Api<&CONCAT(mcu_sha256_, TECHNIQUE)>(kSha256Known);
const auto kCore224 = Api<&CONCAT(mcu_sha224_, TECHNIQUE)>(kSha224Known);

TEST(Sha256TechniquesTest, NamedByTechnique) {
  EXPECT_STREQ("portable", mcu_sha256_portable.impl);
  EXPECT_STREQ("portable", mcu_sha224_portable.impl);
  EXPECT_STREQ(STRING(TECHNIQUE), CONCAT(mcu_sha256_, TECHNIQUE).impl);
  EXPECT_STREQ(STRING(TECHNIQUE), CONCAT(mcu_sha224_, TECHNIQUE).impl);
  // The core's technique is also the build's default choice.
  EXPECT_STREQ(STRING(TECHNIQUE), mcu_sha256_desc.impl);
  EXPECT_STREQ(STRING(TECHNIQUE), mcu_sha224_desc.impl);
  EXPECT_EQ(1, mcu_sha256_portable.constant_time);
  EXPECT_EQ(1, CONCAT(mcu_sha256_, TECHNIQUE).constant_time);
}

TEST(Sha256TechniquesTest, PortableShortMsgKat) {
  CheckCavpFile(kPortable256, "SHA256ShortMsg.rsp", 65, kShortEffort);
  CheckCavpFile(kPortable224, "SHA224ShortMsg.rsp", 65, kShortEffort);
}

TEST(Sha256TechniquesTest, CoreShortMsgKat) {
  CheckCavpFile(kCore256, "SHA256ShortMsg.rsp", 65, kShortEffort);
  CheckCavpFile(kCore224, "SHA224ShortMsg.rsp", 65, kShortEffort);
}

// Both engines on the same messages, one-shot and through a context the
// other started (same context layout): equal digests at every length up to
// five blocks.
TEST(Sha256TechniquesTest, TechniquesAgree) {
  const mcu_hash_desc &a = mcu_sha256_portable;
  const mcu_hash_desc &b = CONCAT(mcu_sha256_, TECHNIQUE);
  std::vector<uint8_t> msg(5 * 64 + 1);
  for (size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<uint8_t>(i * 131 + 7);
  for (size_t len = 0; len <= msg.size(); ++len) {
    uint8_t da[32], db[32], dc[32];
    ASSERT_EQ(MCU_OK, a.digest(msg.data(), len, da));
    ASSERT_EQ(MCU_OK, b.digest(msg.data(), len, db));
    EXPECT_EQ(0, memcmp(da, db, 32)) << len;
    mcu_sha256_ctx ctx;
    ASSERT_EQ(MCU_OK, a.init(&ctx));
    ASSERT_EQ(MCU_OK, a.update(&ctx, msg.data(), len / 2));
    ASSERT_EQ(MCU_OK, b.update(&ctx, msg.data() + len / 2, len - len / 2));
    ASSERT_EQ(MCU_OK, b.final(&ctx, dc));
    EXPECT_EQ(0, memcmp(da, dc, 32)) << len;
  }
}

HASH_TESTING_API_TESTS(Sha256PortableApiTest, kPortable256)
HASH_TESTING_API_TESTS(Sha256CoreApiTest, kCore256)

}  // namespace
