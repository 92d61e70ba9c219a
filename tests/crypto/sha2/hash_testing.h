// Shared checks for the Merkle-Damgard hashes (MD5, SHA-1, the SHA-2
// family), which all have the API shape of mcucrypt/sha256.h: known-answer
// files, streaming against one-shot over many splits, the descriptor, and
// the argument, state and length rules. Each algorithm's test names its
// functions in a HashApi and calls these from its own TESTs.
#ifndef MCUCRYPT_TESTS_CRYPTO_SHA2_HASH_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_SHA2_HASH_TESTING_H_

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace hash_testing {

// One algorithm's API, and what its descriptor must say.
template <typename Ctx>
struct HashApi {
  mcu_status (*init)(Ctx *ctx);
  mcu_status (*update)(Ctx *ctx, const void *data, size_t len);
  mcu_status (*final)(Ctx *ctx, uint8_t *digest);
  mcu_status (*oneshot)(const void *data, size_t len, uint8_t *digest);
  const mcu_hash_desc *desc;
  mcu_hash_id id;
  const char *name;  // the descriptor's name
  size_t digest_size;
  size_t block_size;
  const char *empty_hex;  // digest of the empty message
  const char *abc_hex;    // digest of "abc"
};

struct Vector {
  std::vector<uint8_t> msg;
  std::string md_hex;  // lower case
  std::string where;   // file:line, for failure messages
};

// The largest message length the engines accept (mcucrypt/sha256.h).
constexpr uint64_t kMaxBytes = (uint64_t{1} << 61) - 1;

// A small deterministic generator (SplitMix64), so every run and every board
// sees the same splits and a failure can be replayed from its seed.
class Prng {
 public:
  explicit Prng(uint64_t seed) : state_(seed) {}
  uint64_t Next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // Uniform enough in [0, n) for test splits; n > 0.
  size_t Below(size_t n) { return static_cast<size_t>(Next() % n); }

 private:
  uint64_t state_;
};

inline std::string Lower(std::string s) {
  for (char &c : s) {
    if (c >= 'A' && c <= 'F') c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

// Loads a NIST CAVP (SHAVS) file and checks it has exactly `expected`
// records, each with [L = digest_size], so a missing or truncated file fails
// instead of passing vacuously.
inline void LoadCavp(const std::string &name, size_t digest_size,
                     size_t expected, std::vector<Vector> *out) {
  const std::string path = VectorPath("kat/sha1_sha2/" + name);
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(path, &records, &error)) << path << ": " << error;
  ASSERT_EQ(expected, records.size()) << name;
  for (const RspRecord &r : records) {
    Vector v;
    v.where = name + ":" + std::to_string(r.line);
    ASSERT_EQ(1u, r.section.count("L")) << v.where;
    ASSERT_EQ(std::to_string(digest_size), r.section.at("L")) << v.where;
    ASSERT_EQ(1u, r.fields.count("Len")) << v.where;
    ASSERT_EQ(1u, r.fields.count("Msg")) << v.where;
    ASSERT_EQ(1u, r.fields.count("MD")) << v.where;
    const unsigned long bits = strtoul(r.fields.at("Len").c_str(), nullptr, 10);
    ASSERT_EQ(0u, bits % 8) << v.where;
    v.msg = FromHex(r.fields.at("Msg"));
    if (bits == 0) v.msg.clear();  // "Msg = 00" stands for the empty message
    ASSERT_EQ(bits / 8, v.msg.size()) << v.where;
    v.md_hex = Lower(r.fields.at("MD"));
    ASSERT_EQ(2 * digest_size, v.md_hex.size()) << v.where;
    out->push_back(v);
  }
}

template <typename Ctx>
std::string OneShotHex(const HashApi<Ctx> &api, const std::vector<uint8_t> &msg) {
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, api.oneshot(msg.data(), msg.size(), digest));
  return ToHex(digest, api.digest_size);
}

// Feeds msg in pieces of the given sizes, cycling through them (a 0 is an
// empty update).
template <typename Ctx>
std::string ChunkedHex(const HashApi<Ctx> &api, const std::vector<uint8_t> &msg,
                       const std::vector<size_t> &sizes) {
  Ctx ctx;
  EXPECT_EQ(MCU_OK, api.init(&ctx));
  size_t pos = 0;
  for (size_t i = 0; pos < msg.size(); ++i) {
    const size_t n = std::min(sizes[i % sizes.size()], msg.size() - pos);
    EXPECT_EQ(MCU_OK, api.update(&ctx, msg.data() + pos, n));
    pos += n;
  }
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, api.final(&ctx, digest));
  return ToHex(digest, api.digest_size);
}

// The next piece of a random split of `left` bytes: often empty (sometimes
// with a NULL pointer, as the API allows), often just short of, at or just
// past a block boundary, otherwise anything up to a few blocks or the rest.
inline size_t RandomPiece(Prng *prng, size_t left, size_t block,
                          size_t buffered) {
  size_t n;
  switch (prng->Below(8)) {
    case 0: n = 0; break;
    case 1: n = block - buffered; break;  // exactly fills the buffer
    case 2: n = block - buffered + prng->Below(3); break;
    case 3: n = prng->Below(block); break;
    case 4: n = 1 + prng->Below(4); break;
    case 5: n = left; break;
    default: n = prng->Below(3 * block + 2); break;
  }
  return std::min(n, left);
}

// Hashes msg through update calls of random lengths; every call's length
// is chosen by prng.
template <typename Ctx>
std::string RandomSplitHex(const HashApi<Ctx> &api,
                           const std::vector<uint8_t> &msg, Prng *prng) {
  Ctx ctx;
  EXPECT_EQ(MCU_OK, api.init(&ctx));
  size_t pos = 0;
  bool done = false;
  while (!done) {
    const size_t n = RandomPiece(prng, msg.size() - pos, api.block_size,
                                 pos % api.block_size);
    const uint8_t *p = msg.data() + pos;
    if (n == 0 && prng->Below(2) == 0) p = nullptr;
    EXPECT_EQ(MCU_OK, api.update(&ctx, p, n));
    pos += n;
    // Keep going a little after the end: trailing empty updates too.
    done = pos == msg.size() && prng->Below(4) != 0;
  }
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, api.final(&ctx, digest));
  return ToHex(digest, api.digest_size);
}

// The same through the descriptor, with the context in a buffer sized for
// any hash (as a generic caller such as HMAC keeps it).
inline std::string DescriptorHex(const mcu_hash_desc *desc,
                                 const std::vector<uint8_t> &msg, Prng *prng) {
  alignas(8) uint8_t ctx[MCU_HASH_MAX_CONTEXT_SIZE];
  EXPECT_LE(desc->context_size, sizeof(ctx));
  EXPECT_EQ(MCU_OK, desc->init(ctx));
  size_t pos = 0;
  while (pos < msg.size()) {
    const size_t n = RandomPiece(prng, msg.size() - pos, desc->block_size,
                                 pos % desc->block_size);
    EXPECT_EQ(MCU_OK, desc->update(ctx, msg.data() + pos, n));
    pos += n;
  }
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, desc->final(ctx, digest));
  return ToHex(digest, desc->digest_size);
}

// How hard to work each vector. Short messages: every fixed chunking, a
// number of random splits and the descriptor. Long messages (hundreds of
// kilobytes per file, which the board simulator runs at tens of millions of
// instructions per second): one-shot and one streamed pass per vector, the
// kind of pass taking turns (fixed chunkings, a random split, the
// descriptor), so every kind still meets many long messages.
enum class Effort { kShort, kLong };
constexpr Effort kShortEffort = Effort::kShort;
constexpr Effort kLongEffort = Effort::kLong;

// Checks every vector one-shot, streamed with fixed chunk sizes, streamed
// with random splits and through the descriptor.
template <typename Ctx>
void CheckVectors(const HashApi<Ctx> &api, const std::vector<Vector> &vectors,
                  Effort effort) {
  const size_t b = api.block_size;
  const std::vector<std::vector<size_t>> chunkings = {
      {b - 1}, {b + 1}, {0, 1, 2, 5, b, 100, b - 1, 2 * b, 3},  // with empty updates
      {1}, {3}, {7}, {13}, {b - 3}, {b}, {2 * b - 1}, {1021},
  };
  const int kRandomSplits = 8;
  uint64_t seed = 1;
  size_t turn = 0;  // kLong: which pass this vector gets
  for (const Vector &v : vectors) {
    SCOPED_TRACE(v.where);
    EXPECT_EQ(v.md_hex, OneShotHex(api, v.msg));
    const bool all = effort == Effort::kShort;
    const size_t pass = turn++ % 5;  // 0-2 chunkings, 3 random, 4 descriptor
    for (size_t c = 0; c < chunkings.size(); ++c) {
      if (!all && c != pass) continue;
      SCOPED_TRACE("chunk sizes starting " + std::to_string(chunkings[c][0]));
      EXPECT_EQ(v.md_hex, ChunkedHex(api, v.msg, chunkings[c]));
    }
    for (int i = 0; i < (all ? kRandomSplits : pass == 3 ? 1 : 0); ++i, ++seed) {
      SCOPED_TRACE("random split, seed " + std::to_string(seed));
      Prng prng(seed);
      EXPECT_EQ(v.md_hex, RandomSplitHex(api, v.msg, &prng));
    }
    if (all || pass == 4) {
      SCOPED_TRACE("descriptor, seed " + std::to_string(seed));
      Prng prng(seed++);
      EXPECT_EQ(v.md_hex, DescriptorHex(api.desc, v.msg, &prng));
    }
  }
}

template <typename Ctx>
void CheckCavpFile(const HashApi<Ctx> &api, const std::string &name,
                   size_t expected_records, Effort effort) {
  std::vector<Vector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadCavp(name, api.digest_size, expected_records, &vectors));
  CheckVectors(api, vectors, effort);
}

// Random messages of every length up to three blocks: streaming with
// random splits equals one-shot (no known answers needed, and lengths the
// vector files skip are covered).
template <typename Ctx>
void CheckRandomSplitsMatchOneShot(const HashApi<Ctx> &api) {
  Prng prng(0x5eed);
  std::vector<uint8_t> msg;
  for (size_t len = 0; len <= 3 * api.block_size + 1; ++len) {
    SCOPED_TRACE("length " + std::to_string(len));
    const std::string expected = OneShotHex(api, msg);
    for (int split = 0; split < 6; ++split) {
      EXPECT_EQ(expected, RandomSplitHex(api, msg, &prng));
    }
    EXPECT_EQ(expected, DescriptorHex(api.desc, msg, &prng));
    msg.push_back(static_cast<uint8_t>(prng.Next()));
  }
}

template <typename Ctx>
bool IsAllZero(const Ctx &ctx) {
  Ctx zero;
  memset(&zero, 0, sizeof(zero));
  return memcmp(&ctx, &zero, sizeof(ctx)) == 0;
}

template <typename Ctx>
void CheckEmptyMessageWithNullData(const HashApi<Ctx> &api) {
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, api.oneshot(nullptr, 0, digest));
  EXPECT_EQ(api.empty_hex, ToHex(digest, api.digest_size));

  Ctx ctx;
  ASSERT_EQ(MCU_OK, api.init(&ctx));
  EXPECT_EQ(MCU_OK, api.update(&ctx, nullptr, 0));
  ASSERT_EQ(MCU_OK, api.final(&ctx, digest));
  EXPECT_EQ(api.empty_hex, ToHex(digest, api.digest_size));
}

template <typename Ctx>
void CheckNullArguments(const HashApi<Ctx> &api) {
  Ctx ctx;
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  const uint8_t byte = 0x61;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, api.init(nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, api.update(nullptr, &byte, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, api.update(nullptr, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, api.final(nullptr, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, api.oneshot(nullptr, 1, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, api.oneshot(&byte, 1, nullptr));

  ASSERT_EQ(MCU_OK, api.init(&ctx));
  ASSERT_EQ(MCU_OK, api.update(&ctx, "a", 1));
  Ctx before;
  memcpy(&before, &ctx, sizeof(ctx));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, api.update(&ctx, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, api.final(&ctx, nullptr));
  // The failed calls must not have disturbed the context.
  EXPECT_EQ(0, memcmp(&before, &ctx, sizeof(ctx)));
  ASSERT_EQ(MCU_OK, api.update(&ctx, "bc", 2));
  ASSERT_EQ(MCU_OK, api.final(&ctx, digest));
  EXPECT_EQ(api.abc_hex, ToHex(digest, api.digest_size));
}

template <typename Ctx>
void CheckUseAfterFinal(const HashApi<Ctx> &api) {
  Ctx ctx;
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, api.init(&ctx));
  ASSERT_EQ(MCU_OK, api.update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, api.final(&ctx, digest));
  EXPECT_EQ(api.abc_hex, ToHex(digest, api.digest_size));
  EXPECT_TRUE(IsAllZero(ctx));  // state, buffer and magic wiped
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.final(&ctx, digest));

  // Re-initialising makes the context usable again, whatever it held.
  ASSERT_EQ(MCU_OK, api.init(&ctx));
  ASSERT_EQ(MCU_OK, api.final(&ctx, digest));
  EXPECT_EQ(api.empty_hex, ToHex(digest, api.digest_size));
  memset(&ctx, 0xa5, sizeof(ctx));
  ASSERT_EQ(MCU_OK, api.init(&ctx));
  ASSERT_EQ(MCU_OK, api.update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, api.final(&ctx, digest));
  EXPECT_EQ(api.abc_hex, ToHex(digest, api.digest_size));
}

template <typename Ctx>
void CheckUnusableContexts(const HashApi<Ctx> &api) {
  Ctx ctx;
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  // Never initialised: zeroed, or garbage.
  memset(&ctx, 0, sizeof(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.update(&ctx, nullptr, 0));
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.final(&ctx, digest));
  memset(&ctx, 0xa5, sizeof(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.final(&ctx, digest));

  // Initialised, then fields corrupted: a buffer count that would index
  // past the buffer, a byte count past the limit.
  ASSERT_EQ(MCU_OK, api.init(&ctx));
  ctx.buffered = static_cast<uint32_t>(api.block_size);
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.final(&ctx, digest));
  ASSERT_EQ(MCU_OK, api.init(&ctx));
  ctx.buffered = 0xffffffffu;
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.final(&ctx, digest));
  ASSERT_EQ(MCU_OK, api.init(&ctx));
  ctx.total_bytes = kMaxBytes + 1;
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, api.final(&ctx, digest));
}

template <typename Ctx>
void CheckLengthLimit(const HashApi<Ctx> &api) {
  const uint8_t data[16] = {0};
  Ctx ctx;
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, api.init(&ctx));
  // Pretend almost the whole allowance was already hashed.
  ctx.total_bytes = kMaxBytes - 10;
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, api.update(&ctx, data, 11));
  EXPECT_EQ(kMaxBytes - 10, ctx.total_bytes);  // nothing absorbed
  EXPECT_EQ(0u, ctx.buffered);
  EXPECT_EQ(MCU_OK, api.update(&ctx, data, 10));
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, api.update(&ctx, data, 1));
  EXPECT_EQ(MCU_OK, api.update(&ctx, data, 0));
  EXPECT_EQ(MCU_OK, api.final(&ctx, digest));

  if (sizeof(size_t) > 4) {
    // Only reachable where size_t can express more than 2^61 - 1 bytes;
    // the data is never read because the check comes first.
    ASSERT_EQ(MCU_OK, api.init(&ctx));
    const size_t huge = static_cast<size_t>(-1);
    EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, api.update(&ctx, data, huge));
    EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, api.oneshot(data, huge, digest));
    ASSERT_EQ(MCU_OK, api.final(&ctx, digest));
    EXPECT_EQ(api.empty_hex, ToHex(digest, api.digest_size));
  }
}

// final, the one-shot and the descriptor write digest_size bytes, no more.
template <typename Ctx>
void CheckWritesOnlyDigestSize(const HashApi<Ctx> &api) {
  for (int how = 0; how < 3; ++how) {
    SCOPED_TRACE(how == 0 ? "one-shot" : how == 1 ? "final" : "descriptor");
    uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE + 8];
    memset(digest, 0xee, sizeof(digest));
    Ctx ctx;
    if (how == 0) {
      ASSERT_EQ(MCU_OK, api.oneshot("abc", 3, digest));
    } else if (how == 1) {
      ASSERT_EQ(MCU_OK, api.init(&ctx));
      ASSERT_EQ(MCU_OK, api.update(&ctx, "abc", 3));
      ASSERT_EQ(MCU_OK, api.final(&ctx, digest));
    } else {
      ASSERT_EQ(MCU_OK, api.desc->init(&ctx));
      ASSERT_EQ(MCU_OK, api.desc->update(&ctx, "abc", 3));
      ASSERT_EQ(MCU_OK, api.desc->final(&ctx, digest));
    }
    EXPECT_EQ(api.abc_hex, ToHex(digest, api.digest_size));
    for (size_t i = api.digest_size; i < sizeof(digest); ++i) {
      EXPECT_EQ(0xee, digest[i]) << "byte " << i;
    }
  }
}

// The descriptor's fields, and that it drives the same functions: "abc"
// through it gives the direct API's digest, its final wipes the context and
// misuse is reported the same way.
template <typename Ctx>
void CheckDescriptor(const HashApi<Ctx> &api) {
  const mcu_hash_desc *d = api.desc;
  ASSERT_NE(nullptr, d);
  EXPECT_EQ(api.id, d->id);
  ASSERT_NE(nullptr, d->name);
  EXPECT_STREQ(api.name, d->name);
  EXPECT_EQ(api.digest_size, d->digest_size);
  EXPECT_EQ(api.block_size, d->block_size);
  EXPECT_EQ(sizeof(Ctx), d->context_size);
  EXPECT_LE(d->digest_size, static_cast<size_t>(MCU_HASH_MAX_DIGEST_SIZE));
  EXPECT_LE(d->block_size, static_cast<size_t>(MCU_HASH_MAX_BLOCK_SIZE));
  EXPECT_LE(d->context_size, static_cast<size_t>(MCU_HASH_MAX_CONTEXT_SIZE));
  ASSERT_NE(nullptr, d->init);
  ASSERT_NE(nullptr, d->update);
  ASSERT_NE(nullptr, d->final);
  ASSERT_NE(nullptr, d->impl);  // the technique, e.g. "portable", "armv7m"
  EXPECT_NE('\0', d->impl[0]);
  EXPECT_TRUE(d->constant_time == 0 || d->constant_time == 1);
  if (d->digest != nullptr) {  // the one-shot call, when offered, agrees
    uint8_t one[MCU_HASH_MAX_DIGEST_SIZE];
    ASSERT_EQ(MCU_OK, d->digest("abc", 3, one));
    EXPECT_EQ(std::string(api.abc_hex), ToHex(one, d->digest_size));
  }

  Ctx ctx;
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, d->init(&ctx));
  ASSERT_EQ(MCU_OK, d->update(&ctx, "ab", 2));
  // A context started through the descriptor continues with the direct API.
  ASSERT_EQ(MCU_OK, api.update(&ctx, "c", 1));
  ASSERT_EQ(MCU_OK, d->final(&ctx, digest));
  EXPECT_EQ(api.abc_hex, ToHex(digest, api.digest_size));
  EXPECT_TRUE(IsAllZero(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, d->update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, d->final(&ctx, digest));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->init(nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->update(nullptr, "abc", 3));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->final(nullptr, digest));

  // The other way round: started directly, finished through the descriptor.
  ASSERT_EQ(MCU_OK, api.init(&ctx));
  ASSERT_EQ(MCU_OK, d->final(&ctx, digest));
  EXPECT_EQ(api.empty_hex, ToHex(digest, api.digest_size));
}

}  // namespace hash_testing

// The tests every algorithm shares, as TESTs of suite `suite` on the
// HashApi `api`; known-answer files and family checks are added per test.
#define HASH_TESTING_API_TESTS(suite, api)                                  \
  TEST(suite, EmptyMessageWithNullData) {                                   \
    hash_testing::CheckEmptyMessageWithNullData(api);                      \
  }                                                                         \
  TEST(suite, NullArguments) { hash_testing::CheckNullArguments(api); }     \
  TEST(suite, UseAfterFinalIsBadState) {                                    \
    hash_testing::CheckUseAfterFinal(api);                                 \
  }                                                                         \
  TEST(suite, UnusableContextIsBadState) {                                  \
    hash_testing::CheckUnusableContexts(api);                              \
  }                                                                         \
  TEST(suite, LengthLimit) { hash_testing::CheckLengthLimit(api); }         \
  TEST(suite, Descriptor) { hash_testing::CheckDescriptor(api); }           \
  TEST(suite, WritesOnlyDigestSize) {                                       \
    hash_testing::CheckWritesOnlyDigestSize(api);                          \
  }                                                                         \
  TEST(suite, RandomSplitsMatchOneShot) {                                   \
    hash_testing::CheckRandomSplitsMatchOneShot(api);                      \
  }

#endif  // MCUCRYPT_TESTS_CRYPTO_SHA2_HASH_TESTING_H_
