#include "mcucrypt/sha256.h"

#include <stdlib.h>
#include <string.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace {

struct Vector {
  std::vector<uint8_t> msg;
  std::string md_hex;
  std::string where;  // file:line, for failure messages
};

// Loads a CAVP SHA-256 file and checks it has exactly `expected` records, so
// a missing or truncated file fails instead of passing vacuously.
void LoadVectors(const std::string& name, size_t expected,
                 std::vector<Vector>* out) {
  const std::string path = VectorPath("kat/sha1_sha2/" + name);
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(path, &records, &error)) << error;
  ASSERT_EQ(expected, records.size()) << name;
  for (const RspRecord& r : records) {
    Vector v;
    v.where = name + ":" + std::to_string(r.line);
    ASSERT_EQ(1u, r.section.count("L")) << v.where;
    ASSERT_EQ("32", r.section.at("L")) << v.where;
    ASSERT_EQ(1u, r.fields.count("Len")) << v.where;
    ASSERT_EQ(1u, r.fields.count("Msg")) << v.where;
    ASSERT_EQ(1u, r.fields.count("MD")) << v.where;
    const unsigned long bits = strtoul(r.fields.at("Len").c_str(), nullptr, 10);
    ASSERT_EQ(0u, bits % 8) << v.where;
    v.msg = FromHex(r.fields.at("Msg"));
    if (bits == 0) v.msg.clear();  // "Msg = 00" stands for the empty message
    ASSERT_EQ(bits / 8, v.msg.size()) << v.where;
    v.md_hex = r.fields.at("MD");
    ASSERT_EQ(2u * MCU_SHA256_DIGEST_SIZE, v.md_hex.size()) << v.where;
    out->push_back(v);
  }
}

std::string OneShotHex(const std::vector<uint8_t>& msg) {
  uint8_t digest[MCU_SHA256_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, mcu_sha256(msg.data(), msg.size(), digest));
  return ToHex(digest, sizeof(digest));
}

// Feeds msg in pieces of the given sizes, cycling through them.
std::string StreamedHex(const std::vector<uint8_t>& msg,
                        const std::vector<size_t>& sizes) {
  mcu_sha256_ctx ctx;
  EXPECT_EQ(MCU_OK, mcu_sha256_init(&ctx));
  size_t pos = 0;
  for (size_t i = 0; pos < msg.size(); ++i) {
    const size_t n = std::min(sizes[i % sizes.size()], msg.size() - pos);
    EXPECT_EQ(MCU_OK, mcu_sha256_update(&ctx, msg.data() + pos, n));
    pos += n;
  }
  uint8_t digest[MCU_SHA256_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, mcu_sha256_final(&ctx, digest));
  return ToHex(digest, sizeof(digest));
}

void CheckFile(const std::string& name, size_t expected_records) {
  std::vector<Vector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadVectors(name, expected_records, &vectors));
  const std::vector<std::vector<size_t>> chunkings = {
      {1}, {3}, {7}, {13}, {61}, {63}, {64}, {65}, {127}, {1021},
      {0, 1, 2, 5, 64, 100, 63, 128, 3},  // includes empty updates
  };
  for (const Vector& v : vectors) {
    SCOPED_TRACE(v.where);
    EXPECT_EQ(v.md_hex, OneShotHex(v.msg));
    for (const std::vector<size_t>& sizes : chunkings) {
      SCOPED_TRACE("chunk sizes starting " + std::to_string(sizes[0]));
      EXPECT_EQ(v.md_hex, StreamedHex(v.msg, sizes));
    }
  }
}

bool IsAllZero(const mcu_sha256_ctx& ctx) {
  mcu_sha256_ctx zero;
  memset(&zero, 0, sizeof(zero));
  return memcmp(&ctx, &zero, sizeof(ctx)) == 0;
}

TEST(Sha256Test, ShortMsgKat) { CheckFile("SHA256ShortMsg.rsp", 65); }

TEST(Sha256Test, LongMsgKat) { CheckFile("SHA256LongMsg.rsp", 64); }

TEST(Sha256Test, EmptyMessageWithNullData) {
  uint8_t digest[MCU_SHA256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sha256(nullptr, 0, digest));
  EXPECT_EQ("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            ToHex(digest, sizeof(digest)));

  mcu_sha256_ctx ctx;
  ASSERT_EQ(MCU_OK, mcu_sha256_init(&ctx));
  EXPECT_EQ(MCU_OK, mcu_sha256_update(&ctx, nullptr, 0));
  ASSERT_EQ(MCU_OK, mcu_sha256_final(&ctx, digest));
  EXPECT_EQ("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            ToHex(digest, sizeof(digest)));
}

TEST(Sha256Test, NullArguments) {
  mcu_sha256_ctx ctx;
  uint8_t digest[MCU_SHA256_DIGEST_SIZE];
  const uint8_t byte = 0x61;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sha256_init(nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sha256_update(nullptr, &byte, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sha256_final(nullptr, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sha256(nullptr, 1, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sha256(&byte, 1, nullptr));

  ASSERT_EQ(MCU_OK, mcu_sha256_init(&ctx));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sha256_update(&ctx, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sha256_final(&ctx, nullptr));
  // The failed calls must not have disturbed the context.
  ASSERT_EQ(MCU_OK, mcu_sha256_update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, mcu_sha256_final(&ctx, digest));
  EXPECT_EQ("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
            ToHex(digest, sizeof(digest)));
}

TEST(Sha256Test, UseAfterFinalIsBadState) {
  mcu_sha256_ctx ctx;
  uint8_t digest[MCU_SHA256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sha256_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_sha256_update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, mcu_sha256_final(&ctx, digest));
  EXPECT_TRUE(IsAllZero(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha256_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha256_final(&ctx, digest));

  // Re-initialising makes the context usable again.
  ASSERT_EQ(MCU_OK, mcu_sha256_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_sha256_final(&ctx, digest));
  EXPECT_EQ("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            ToHex(digest, sizeof(digest)));
}

TEST(Sha256Test, UninitialisedContextIsBadState) {
  mcu_sha256_ctx ctx;
  memset(&ctx, 0, sizeof(ctx));
  uint8_t digest[MCU_SHA256_DIGEST_SIZE];
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha256_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha256_final(&ctx, digest));
}

TEST(Sha256Test, CorruptedBufferCountIsBadState) {
  mcu_sha256_ctx ctx;
  uint8_t digest[MCU_SHA256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sha256_init(&ctx));
  ctx.buffered = MCU_SHA256_BLOCK_SIZE;  // would index past the buffer
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha256_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sha256_final(&ctx, digest));
}

TEST(Sha256Test, LengthLimit) {
  const uint64_t max_bytes = (uint64_t{1} << 61) - 1;
  const uint8_t data[16] = {0};
  mcu_sha256_ctx ctx;
  uint8_t digest[MCU_SHA256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sha256_init(&ctx));
  // Pretend almost the whole allowance was already hashed.
  ctx.total_bytes = max_bytes - 10;
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_sha256_update(&ctx, data, 11));
  EXPECT_EQ(max_bytes - 10, ctx.total_bytes);  // nothing absorbed
  EXPECT_EQ(MCU_OK, mcu_sha256_update(&ctx, data, 10));
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_sha256_update(&ctx, data, 1));
  EXPECT_EQ(MCU_OK, mcu_sha256_update(&ctx, data, 0));
  EXPECT_EQ(MCU_OK, mcu_sha256_final(&ctx, digest));

  if (sizeof(size_t) > 4) {
    // Only reachable where size_t can express more than 2^61 - 1 bytes;
    // the data is never read because the check comes first.
    ASSERT_EQ(MCU_OK, mcu_sha256_init(&ctx));
    const size_t huge = static_cast<size_t>(-1);
    EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_sha256_update(&ctx, data, huge));
    EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_sha256(data, huge, digest));
    ASSERT_EQ(MCU_OK, mcu_sha256_final(&ctx, digest));
  }
}

}  // namespace
