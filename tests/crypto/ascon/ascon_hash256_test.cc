#include <stdint.h>
#include <string.h>

#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/hash_desc.h"
#include "tests/crypto/ascon/ascon_test_util.h"
#include "tests/crypto/ascon/lwc_kat.h"
#include "tests/support/hex.h"

namespace {

std::string OneShotHex(const std::vector<uint8_t>& msg) {
  uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, mcu_ascon_hash256(msg.data(), msg.size(), digest));
  return ToHex(digest, sizeof(digest));
}

std::string StreamedHex(const std::vector<uint8_t>& msg, const std::vector<size_t>& pieces) {
  mcu_ascon_hash256_ctx ctx;
  EXPECT_EQ(MCU_OK, mcu_ascon_hash256_init(&ctx));
  size_t pos = 0;
  for (size_t n : pieces) {
    EXPECT_EQ(MCU_OK, mcu_ascon_hash256_update(&ctx, msg.data() + pos, n));
    pos += n;
  }
  EXPECT_EQ(msg.size(), pos);
  uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, mcu_ascon_hash256_final(&ctx, digest));
  return ToHex(digest, sizeof(digest));
}

// Through the descriptor, with a context buffer sized for "any hash".
std::string DescriptorHex(const mcu_hash_desc& desc, const std::vector<uint8_t>& msg) {
  alignas(8) uint8_t ctx[MCU_HASH_MAX_CONTEXT_SIZE];
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, desc.init(ctx));
  EXPECT_EQ(MCU_OK, desc.update(ctx, msg.data(), msg.size()));
  EXPECT_EQ(MCU_OK, desc.final(ctx, digest));
  return ToHex(digest, desc.digest_size);
}

TEST(AsconHash256Test, KnownAnswers) {
  std::vector<LwcKatRecord> records;
  std::string error;
  ASSERT_TRUE(ReadLwcKat("LWC_HASH_KAT_128_256.txt", {"Msg", "MD"}, &records, &error)) << error;
  // Messages of 0 .. 1024 bytes.
  ASSERT_EQ(1025u, records.size());
  std::mt19937 rng(20250813);
  for (const LwcKatRecord& r : records) {
    SCOPED_TRACE(r.where);
    const std::vector<uint8_t>& msg = r.bytes.at("Msg");
    ASSERT_EQ(static_cast<size_t>(r.count - 1), msg.size());
    const std::vector<uint8_t>& md = r.bytes.at("MD");
    ASSERT_EQ(static_cast<size_t>(MCU_ASCON_HASH256_DIGEST_SIZE), md.size());
    const std::string want = ToHex(md.data(), md.size());
    EXPECT_EQ(want, OneShotHex(msg));
    EXPECT_EQ(want, DescriptorHex(mcu_ascon_hash256_desc, msg));
    EXPECT_EQ(want, StreamedHex(msg, RandomSplit(msg.size(), &rng)));
    if (!SplitThoroughly(msg.size(), r.count)) continue;
    for (const std::vector<size_t>& pattern : FixedChunkings()) {
      SCOPED_TRACE("pieces starting " + std::to_string(pattern[0]));
      EXPECT_EQ(want, StreamedHex(msg, CycledSplit(msg.size(), pattern)));
    }
  }
}

// Hash256("") from NIST's ACVP sample vectors: the SP 800-232 variant (the
// Ascon v1.2 Ascon-Hash of "" is 7346bc14...).
TEST(AsconHash256Test, EmptyMessageWithNullData) {
  const std::string want = "0b3be5850f2f6b98caf29f8fdea89b64a1fa70aa249b8f839bd53baa304d92b2";
  uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256(nullptr, 0, digest));
  EXPECT_EQ(want, ToHex(digest, sizeof(digest)));
  mcu_ascon_hash256_ctx ctx;
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_init(&ctx));
  EXPECT_EQ(MCU_OK, mcu_ascon_hash256_update(&ctx, nullptr, 0));
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_final(&ctx, digest));
  EXPECT_EQ(want, ToHex(digest, sizeof(digest)));
}

TEST(AsconHash256Test, LongMessageStreamedEqualsOneShot) {
  // Beyond the known answers' 1 KiB, with random splits.
  std::vector<uint8_t> msg(5000);
  for (size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<uint8_t>(i * 131 + 7);
  const std::string want = OneShotHex(msg);
  std::mt19937 rng(7);
  for (int i = 0; i < 8; ++i) {
    EXPECT_EQ(want, StreamedHex(msg, RandomSplit(msg.size(), &rng))) << "random split " << i;
  }
  // And a one-byte change changes the digest.
  msg[4321] ^= 1;
  EXPECT_NE(want, OneShotHex(msg));
}

TEST(AsconHash256Test, NullArguments) {
  mcu_ascon_hash256_ctx ctx;
  uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE];
  const uint8_t byte = 0x61;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_hash256_init(nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_hash256_update(nullptr, &byte, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_hash256_final(nullptr, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_hash256(nullptr, 1, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_hash256(&byte, 1, nullptr));

  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_update(&ctx, "ab", 2));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_hash256_update(&ctx, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_hash256_final(&ctx, nullptr));
  // The failed calls must not have disturbed the context.
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_update(&ctx, "c", 1));
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_final(&ctx, digest));
  uint8_t expected[MCU_ASCON_HASH256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256("abc", 3, expected));
  EXPECT_EQ(ToHex(expected, sizeof(expected)), ToHex(digest, sizeof(digest)));
}

TEST(AsconHash256Test, UseAfterFinalIsBadState) {
  mcu_ascon_hash256_ctx ctx;
  uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_final(&ctx, digest));
  EXPECT_TRUE(IsAllZero(ctx));  // wiped
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_hash256_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_hash256_final(&ctx, digest));

  // Re-initialising makes the context usable again.
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_final(&ctx, digest));
  EXPECT_EQ("0b3be5850f2f6b98caf29f8fdea89b64a1fa70aa249b8f839bd53baa304d92b2",
            ToHex(digest, sizeof(digest)));
}

TEST(AsconHash256Test, UninitialisedContextIsBadState) {
  mcu_ascon_hash256_ctx ctx;
  memset(&ctx, 0, sizeof(ctx));
  uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE];
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_hash256_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_hash256_final(&ctx, digest));
}

TEST(AsconHash256Test, CorruptedBufferCountIsBadState) {
  mcu_ascon_hash256_ctx ctx;
  uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256_init(&ctx));
  ctx.buffered = MCU_ASCON_HASH256_BLOCK_SIZE;  // would index past the buffer
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_hash256_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_hash256_final(&ctx, digest));
}

TEST(AsconHash256Test, Descriptor) {
  const mcu_hash_desc& d = mcu_ascon_hash256_desc;
  EXPECT_EQ(MCU_HASH_ASCON_HASH256, d.id);
  EXPECT_STREQ("ascon-hash256", d.name);
  EXPECT_EQ(32u, d.digest_size);
  EXPECT_EQ(8u, d.block_size);
  EXPECT_EQ(sizeof(mcu_ascon_hash256_ctx), d.context_size);
  EXPECT_LE(d.context_size, static_cast<size_t>(MCU_HASH_MAX_CONTEXT_SIZE));
  EXPECT_LE(d.digest_size, static_cast<size_t>(MCU_HASH_MAX_DIGEST_SIZE));
  EXPECT_LE(d.block_size, static_cast<size_t>(MCU_HASH_MAX_BLOCK_SIZE));
  ASSERT_NE(nullptr, d.init);
  ASSERT_NE(nullptr, d.update);
  ASSERT_NE(nullptr, d.final);
  // The functions are Ascon-Hash256's, with its rules.
  mcu_ascon_hash256_ctx ctx;
  uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE];
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d.init(nullptr));
  ASSERT_EQ(MCU_OK, d.init(&ctx));
  ASSERT_EQ(MCU_OK, d.update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, d.final(&ctx, digest));
  EXPECT_EQ(MCU_ERR_BAD_STATE, d.final(&ctx, digest));
  uint8_t expected[MCU_ASCON_HASH256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_ascon_hash256("abc", 3, expected));
  EXPECT_EQ(ToHex(expected, sizeof(expected)), ToHex(digest, sizeof(digest)));
}

}  // namespace
