#include "mcucrypt/sm3.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/test_rng.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace {

struct Vector {
  std::vector<uint8_t> msg;
  std::string md_hex;  // lower case
  std::string where;   // file:line, for failure messages
};

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(tolower(static_cast<unsigned char>(c)));
  return s;
}

// All three files are "name = value" lines in blank-line separated records
// with '#' comments, which the CAVP reader parses as they are; each loader
// below checks the fields of its format and the exact record count.
void ReadVectorFile(const std::string& name, std::vector<RspRecord>* records) {
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/sm3/" + name), records, &error)) << error;
}

void AddVector(const std::string& where, const std::string& msg_hex, const std::string& md_hex,
               std::vector<Vector>* out) {
  Vector v;
  v.where = where;
  v.msg = FromHex(msg_hex);
  ASSERT_EQ(msg_hex.size(), 2 * v.msg.size()) << where << ": bad hex";
  v.md_hex = Lower(md_hex);
  ASSERT_EQ(2u * MCU_SM3_DIGEST_SIZE, v.md_hex.size()) << where;
  out->push_back(v);
}

// pyca/cryptography oscca.txt: Len (bits) / Msg / MD, CAVP style.
void LoadOscca(std::vector<Vector>* out) {
  std::vector<RspRecord> records;
  ASSERT_NO_FATAL_FAILURE(ReadVectorFile("oscca.txt", &records));
  ASSERT_EQ(6u, records.size());
  for (const RspRecord& r : records) {
    const std::string where = "oscca.txt:" + std::to_string(r.line);
    ASSERT_EQ(3u, r.fields.size()) << where;
    ASSERT_EQ(1u, r.fields.count("Len")) << where;
    ASSERT_EQ(1u, r.fields.count("Msg")) << where;
    ASSERT_EQ(1u, r.fields.count("MD")) << where;
    const unsigned long bits = strtoul(r.fields.at("Len").c_str(), nullptr, 10);
    ASSERT_EQ(0u, bits % 8) << where;
    // "Msg = 00" stands for the empty message.
    const std::string msg_hex = bits == 0 ? "" : r.fields.at("Msg");
    ASSERT_NO_FATAL_FAILURE(AddVector(where, msg_hex, r.fields.at("MD"), out));
    ASSERT_EQ(bits / 8, out->back().msg.size()) << where;
  }
}

// Botan sm3.vec: an [SM3] section of In / Out pairs ("In =" is empty).
void LoadBotan(std::vector<Vector>* out) {
  std::vector<RspRecord> records;
  ASSERT_NO_FATAL_FAILURE(ReadVectorFile("sm3.vec", &records));
  ASSERT_EQ(139u, records.size());
  for (const RspRecord& r : records) {
    const std::string where = "sm3.vec:" + std::to_string(r.line);
    ASSERT_EQ(1u, r.section.size()) << where;
    ASSERT_EQ(1u, r.section.count("SM3")) << where;
    ASSERT_EQ(2u, r.fields.size()) << where;
    ASSERT_EQ(1u, r.fields.count("In")) << where;
    ASSERT_EQ(1u, r.fields.count("Out")) << where;
    ASSERT_NO_FATAL_FAILURE(AddVector(where, r.fields.at("In"), r.fields.at("Out"), out));
  }
}

// OpenSSL / Tongsuo evpmd_sm3.txt: "Digest = SM3" blocks with Input (hex)
// and Output, plus "Title" lines and two blocks for other digests (SHA3-256,
// SHA-512: the case-insensitive name tests), which are skipped.
void LoadOpenSsl(std::vector<Vector>* out) {
  std::vector<RspRecord> records;
  ASSERT_NO_FATAL_FAILURE(ReadVectorFile("evpmd_sm3.txt", &records));
  ASSERT_EQ(12u, records.size());
  size_t titles = 0, others = 0, sm3 = 0;
  for (const RspRecord& r : records) {
    const std::string where = "evpmd_sm3.txt:" + std::to_string(r.line);
    if (r.fields.count("Title") != 0) {
      ASSERT_EQ(1u, r.fields.size()) << where;
      ++titles;
      continue;
    }
    ASSERT_EQ(3u, r.fields.size()) << where;
    ASSERT_EQ(1u, r.fields.count("Digest")) << where;
    ASSERT_EQ(1u, r.fields.count("Input")) << where;
    ASSERT_EQ(1u, r.fields.count("Output")) << where;
    if (Lower(r.fields.at("Digest")) != "sm3") {
      ++others;
      continue;
    }
    ++sm3;
    ASSERT_NO_FATAL_FAILURE(AddVector(where, r.fields.at("Input"), r.fields.at("Output"), out));
  }
  EXPECT_EQ(2u, titles);
  EXPECT_EQ(2u, others);
  EXPECT_EQ(8u, sm3);
}

std::string OneShotHex(const std::vector<uint8_t>& msg) {
  uint8_t digest[MCU_SM3_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, mcu_sm3(msg.data(), msg.size(), digest));
  return ToHex(digest, sizeof(digest));
}

// Feeds msg in pieces of the given sizes, cycling through them.
std::string StreamedHex(const std::vector<uint8_t>& msg, const std::vector<size_t>& sizes) {
  mcu_sm3_ctx ctx;
  EXPECT_EQ(MCU_OK, mcu_sm3_init(&ctx));
  size_t pos = 0;
  for (size_t i = 0; pos < msg.size(); ++i) {
    const size_t n = std::min(sizes[i % sizes.size()], msg.size() - pos);
    EXPECT_EQ(MCU_OK, mcu_sm3_update(&ctx, msg.data() + pos, n));
    pos += n;
  }
  uint8_t digest[MCU_SM3_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, mcu_sm3_final(&ctx, digest));
  return ToHex(digest, sizeof(digest));
}

std::vector<size_t> RandomSplit(Rng* rng) {
  std::vector<size_t> sizes(7);
  for (size_t& n : sizes) n = rng->Below(4) == 0 ? rng->Below(8) : rng->Below(200);
  sizes[rng->Below(sizes.size())] += 1;  // never all zero
  return sizes;
}

void CheckVectors(const std::vector<Vector>& vectors) {
  const std::vector<std::vector<size_t>> chunkings = {
      {1}, {3}, {55}, {56}, {63}, {64}, {65}, {0, 1, 2, 5, 64, 100, 63, 128, 3},
  };
  Rng rng(vectors.size());
  for (const Vector& v : vectors) {
    SCOPED_TRACE(v.where);
    EXPECT_EQ(v.md_hex, OneShotHex(v.msg));
    for (const std::vector<size_t>& sizes : chunkings) {
      SCOPED_TRACE("chunk sizes starting " + std::to_string(sizes[0]));
      EXPECT_EQ(v.md_hex, StreamedHex(v.msg, sizes));
    }
    EXPECT_EQ(v.md_hex, StreamedHex(v.msg, RandomSplit(&rng)));
  }
}

TEST(Sm3Test, OsccaKat) {
  std::vector<Vector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadOscca(&vectors));
  CheckVectors(vectors);
}

TEST(Sm3Test, BotanKat) {
  std::vector<Vector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadBotan(&vectors));
  CheckVectors(vectors);
}

TEST(Sm3Test, OpenSslKat) {
  std::vector<Vector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadOpenSsl(&vectors));
  CheckVectors(vectors);
}

// GB/T 32905-2016 appendix A, examples 1 and 2.
TEST(Sm3Test, StandardExamples) {
  uint8_t digest[MCU_SM3_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sm3("abc", 3, digest));
  EXPECT_EQ("66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0",
            ToHex(digest, sizeof(digest)));
  std::string abcd;
  for (int i = 0; i < 16; ++i) abcd += "abcd";
  ASSERT_EQ(MCU_OK, mcu_sm3(abcd.data(), abcd.size(), digest));
  EXPECT_EQ("debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732",
            ToHex(digest, sizeof(digest)));
}

TEST(Sm3Test, EmptyMessageWithNullData) {
  const char kEmpty[] = "1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b";
  uint8_t digest[MCU_SM3_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sm3(nullptr, 0, digest));
  EXPECT_EQ(kEmpty, ToHex(digest, sizeof(digest)));

  mcu_sm3_ctx ctx;
  ASSERT_EQ(MCU_OK, mcu_sm3_init(&ctx));
  EXPECT_EQ(MCU_OK, mcu_sm3_update(&ctx, nullptr, 0));
  ASSERT_EQ(MCU_OK, mcu_sm3_final(&ctx, digest));
  EXPECT_EQ(kEmpty, ToHex(digest, sizeof(digest)));
}

TEST(Sm3Test, StreamingEqualsOneShotOverRandomSplits) {
  Rng rng(11);
  for (int trial = 0; trial < 60; ++trial) {
    std::vector<uint8_t> msg(rng.Below(600));
    for (uint8_t& b : msg) b = static_cast<uint8_t>(rng.Next());
    EXPECT_EQ(OneShotHex(msg), StreamedHex(msg, RandomSplit(&rng))) << "trial " << trial;
  }
}

TEST(Sm3Test, NullArguments) {
  mcu_sm3_ctx ctx;
  uint8_t digest[MCU_SM3_DIGEST_SIZE];
  const uint8_t byte = 0x61;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sm3_init(nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sm3_update(nullptr, &byte, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sm3_final(nullptr, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sm3(nullptr, 1, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sm3(&byte, 1, nullptr));

  ASSERT_EQ(MCU_OK, mcu_sm3_init(&ctx));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sm3_update(&ctx, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sm3_final(&ctx, nullptr));
  // The failed calls must not have disturbed the context.
  ASSERT_EQ(MCU_OK, mcu_sm3_update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, mcu_sm3_final(&ctx, digest));
  EXPECT_EQ("66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0",
            ToHex(digest, sizeof(digest)));
}

bool IsAllZero(const mcu_sm3_ctx& ctx) {
  const uint8_t* b = reinterpret_cast<const uint8_t*>(&ctx);
  return std::all_of(b, b + sizeof(ctx), [](uint8_t v) { return v == 0; });
}

TEST(Sm3Test, UseAfterFinalIsBadState) {
  mcu_sm3_ctx ctx;
  uint8_t digest[MCU_SM3_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sm3_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_sm3_update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, mcu_sm3_final(&ctx, digest));
  EXPECT_TRUE(IsAllZero(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sm3_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sm3_final(&ctx, digest));

  // Re-initialising makes the context usable again.
  ASSERT_EQ(MCU_OK, mcu_sm3_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_sm3_final(&ctx, digest));
  EXPECT_EQ("1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b",
            ToHex(digest, sizeof(digest)));
}

TEST(Sm3Test, UninitialisedOrCorruptedContextIsBadState) {
  mcu_sm3_ctx ctx;
  uint8_t digest[MCU_SM3_DIGEST_SIZE];
  memset(&ctx, 0, sizeof(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sm3_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sm3_final(&ctx, digest));

  ASSERT_EQ(MCU_OK, mcu_sm3_init(&ctx));
  ctx.buffered = MCU_SM3_BLOCK_SIZE;  // would index past the buffer
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sm3_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sm3_final(&ctx, digest));
}

TEST(Sm3Test, LengthLimit) {
  const uint64_t max_bytes = (uint64_t{1} << 61) - 1;
  const uint8_t data[16] = {0};
  mcu_sm3_ctx ctx;
  uint8_t digest[MCU_SM3_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sm3_init(&ctx));
  // Pretend almost the whole allowance was already hashed.
  ctx.total_bytes = max_bytes - 10;
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_sm3_update(&ctx, data, 11));
  EXPECT_EQ(max_bytes - 10, ctx.total_bytes);  // nothing absorbed
  EXPECT_EQ(MCU_OK, mcu_sm3_update(&ctx, data, 10));
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_sm3_update(&ctx, data, 1));
  EXPECT_EQ(MCU_OK, mcu_sm3_update(&ctx, data, 0));
  EXPECT_EQ(MCU_OK, mcu_sm3_final(&ctx, digest));
  // Past the limit is a corrupted context.
  ASSERT_EQ(MCU_OK, mcu_sm3_init(&ctx));
  ctx.total_bytes = max_bytes + 1;
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sm3_update(&ctx, data, 1));

  if (sizeof(size_t) > 4) {
    // Only reachable where size_t can express more than 2^61 - 1 bytes;
    // the data is never read because the check comes first.
    ASSERT_EQ(MCU_OK, mcu_sm3_init(&ctx));
    const size_t huge = static_cast<size_t>(-1);
    EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_sm3_update(&ctx, data, huge));
    EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_sm3(data, huge, digest));
    ASSERT_EQ(MCU_OK, mcu_sm3_final(&ctx, digest));
  }
}

TEST(Sm3Test, Descriptor) {
  EXPECT_EQ(MCU_HASH_SM3, mcu_sm3_desc.id);
  EXPECT_STREQ("sm3", mcu_sm3_desc.name);
  EXPECT_EQ(static_cast<size_t>(MCU_SM3_DIGEST_SIZE), mcu_sm3_desc.digest_size);
  EXPECT_EQ(32u, mcu_sm3_desc.digest_size);
  EXPECT_EQ(64u, mcu_sm3_desc.block_size);
  EXPECT_EQ(sizeof(mcu_sm3_ctx), mcu_sm3_desc.context_size);
  EXPECT_LE(mcu_sm3_desc.context_size, static_cast<size_t>(MCU_HASH_MAX_CONTEXT_SIZE));

  union {
    uint64_t align;
    uint8_t bytes[MCU_HASH_MAX_CONTEXT_SIZE];
  } ctx;
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_sm3_desc.init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_sm3_desc.update(&ctx, "ab", 2));
  ASSERT_EQ(MCU_OK, mcu_sm3_desc.update(&ctx, "c", 1));
  ASSERT_EQ(MCU_OK, mcu_sm3_desc.final(&ctx, digest));
  EXPECT_EQ("66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0",
            ToHex(digest, mcu_sm3_desc.digest_size));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_sm3_desc.final(&ctx, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_sm3_desc.init(nullptr));
}

}  // namespace
