#include "mcucrypt/sha3.h"

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

// One SHA3 variant through its typed C API, made uniform for the tests: the
// context is passed as void * to small wrappers around the typed functions.
struct Algo {
  const char* name;
  size_t digest_size;
  size_t rate;
  size_t ctx_size;
  const mcu_hash_desc* desc;
  mcu_hash_id id;
  mcu_status (*oneshot)(const void*, size_t, uint8_t*);
  mcu_status (*init)(void*);
  mcu_status (*update)(void*, const void*, size_t);
  mcu_status (*final)(void*, uint8_t*);
};

#define SHA3_ALGO(bits)                                                                     \
  Algo {                                                                                    \
    "sha3-" #bits, MCU_SHA3_##bits##_DIGEST_SIZE, MCU_SHA3_##bits##_BLOCK_SIZE,             \
        sizeof(mcu_sha3_##bits##_ctx), &mcu_sha3_##bits##_desc, MCU_HASH_SHA3_##bits,       \
        [](const void* d, size_t n, uint8_t* out) { return mcu_sha3_##bits(d, n, out); },   \
        [](void* c) { return mcu_sha3_##bits##_init(static_cast<mcu_sha3_##bits##_ctx*>(c)); }, \
        [](void* c, const void* d, size_t n) {                                              \
          return mcu_sha3_##bits##_update(static_cast<mcu_sha3_##bits##_ctx*>(c), d, n);    \
        },                                                                                  \
        [](void* c, uint8_t* out) {                                                         \
          return mcu_sha3_##bits##_final(static_cast<mcu_sha3_##bits##_ctx*>(c), out);      \
        },                                                                                  \
  }

const Algo kSha3_224 = SHA3_ALGO(224);
const Algo kSha3_256 = SHA3_ALGO(256);
const Algo kSha3_384 = SHA3_ALGO(384);
const Algo kSha3_512 = SHA3_ALGO(512);
const Algo* const kAlgos[] = {&kSha3_224, &kSha3_256, &kSha3_384, &kSha3_512};

// Big enough and aligned for any of the contexts.
union AnyCtx {
  mcu_sha3_224_ctx c224;
  mcu_sha3_256_ctx c256;
  mcu_sha3_384_ctx c384;
  mcu_sha3_512_ctx c512;
};

std::string OneShotHex(const Algo& a, const std::vector<uint8_t>& msg) {
  uint8_t digest[64];
  EXPECT_EQ(MCU_OK, a.oneshot(msg.data(), msg.size(), digest));
  return ToHex(digest, a.digest_size);
}

// Feeds msg in pieces of the given sizes, cycling through them.
std::string StreamedHex(const Algo& a, const std::vector<uint8_t>& msg,
                        const std::vector<size_t>& sizes) {
  AnyCtx ctx;
  EXPECT_EQ(MCU_OK, a.init(&ctx));
  size_t pos = 0;
  for (size_t i = 0; pos < msg.size(); ++i) {
    const size_t n = std::min(sizes[i % sizes.size()], msg.size() - pos);
    EXPECT_EQ(MCU_OK, a.update(&ctx, msg.data() + pos, n));
    pos += n;
  }
  uint8_t digest[64];
  EXPECT_EQ(MCU_OK, a.final(&ctx, digest));
  return ToHex(digest, a.digest_size);
}

// Random piece sizes, from empty to a few blocks, biased to small pieces so
// block boundaries fall at every position.
std::vector<size_t> RandomSplit(Rng* rng, size_t rate) {
  std::vector<size_t> sizes(7);
  for (size_t& n : sizes) {
    switch (rng->Below(4)) {
      case 0: n = rng->Below(8); break;
      case 1: n = rng->Below(rate + 2); break;
      case 2: n = rate - 1 + rng->Below(3); break;
      default: n = rng->Below(3 * rate); break;
    }
  }
  sizes[rng->Below(sizes.size())] += 1;  // never all zero
  return sizes;
}

struct Vector {
  std::vector<uint8_t> msg;
  std::string md_hex;
  std::string where;  // file:line, for failure messages
};

// Loads a CAVP SHA3 file and checks it has exactly `expected` records, so a
// missing or truncated file fails instead of passing vacuously.
void LoadVectors(const Algo& a, const std::string& name, size_t expected,
                 std::vector<Vector>* out) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/sha3/" + name), &records, &error)) << error;
  ASSERT_EQ(expected, records.size()) << name;
  for (const RspRecord& r : records) {
    Vector v;
    v.where = name + ":" + std::to_string(r.line);
    ASSERT_EQ(1u, r.section.count("L")) << v.where;
    ASSERT_EQ(std::to_string(8 * a.digest_size), r.section.at("L")) << v.where;
    ASSERT_EQ(3u, r.fields.size()) << v.where;
    ASSERT_EQ(1u, r.fields.count("Len")) << v.where;
    ASSERT_EQ(1u, r.fields.count("Msg")) << v.where;
    ASSERT_EQ(1u, r.fields.count("MD")) << v.where;
    const unsigned long bits = strtoul(r.fields.at("Len").c_str(), nullptr, 10);
    ASSERT_EQ(0u, bits % 8) << v.where;
    v.msg = FromHex(r.fields.at("Msg"));
    if (bits == 0) v.msg.clear();  // "Msg = 00" stands for the empty message
    ASSERT_EQ(bits / 8, v.msg.size()) << v.where;
    v.md_hex = r.fields.at("MD");
    ASSERT_EQ(2u * a.digest_size, v.md_hex.size()) << v.where;
    out->push_back(v);
  }
}

// Short messages (0 to 1 block + 1 byte): one-shot and several fixed
// chunkings around the rate, plus a random split per record.
void CheckShortFile(const Algo& a, const std::string& name, size_t expected) {
  std::vector<Vector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadVectors(a, name, expected, &vectors));
  const std::vector<std::vector<size_t>> chunkings = {
      {1}, {7}, {8}, {a.rate - 1}, {a.rate}, {0, 1, 2, 5, 64, 3},
  };
  Rng rng(a.rate);
  for (const Vector& v : vectors) {
    SCOPED_TRACE(v.where);
    EXPECT_EQ(v.md_hex, OneShotHex(a, v.msg));
    for (const std::vector<size_t>& sizes : chunkings) {
      SCOPED_TRACE("chunk sizes starting " + std::to_string(sizes[0]));
      EXPECT_EQ(v.md_hex, StreamedHex(a, v.msg, sizes));
    }
    EXPECT_EQ(v.md_hex, StreamedHex(a, v.msg, RandomSplit(&rng, a.rate)));
  }
}

// Long messages (up to ~100 blocks each): every record once, alternately
// one-shot and streamed with a random split, so both paths meet long
// messages while the ~0.4-0.75 MB of message per file is hashed only once
// (the test must stay quick in the board simulator).
void CheckLongFile(const Algo& a, const std::string& name, size_t expected) {
  std::vector<Vector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadVectors(a, name, expected, &vectors));
  Rng rng(a.rate + 1);
  for (size_t i = 0; i < vectors.size(); ++i) {
    const Vector& v = vectors[i];
    SCOPED_TRACE(v.where);
    if (i % 2 == 0) {
      EXPECT_EQ(v.md_hex, OneShotHex(a, v.msg));
    } else {
      EXPECT_EQ(v.md_hex, StreamedHex(a, v.msg, RandomSplit(&rng, a.rate)));
    }
  }
}

TEST(Sha3Test, Sha3_224ShortMsgKat) { CheckShortFile(kSha3_224, "SHA3_224ShortMsg.rsp", 145); }
TEST(Sha3Test, Sha3_256ShortMsgKat) { CheckShortFile(kSha3_256, "SHA3_256ShortMsg.rsp", 137); }
TEST(Sha3Test, Sha3_384ShortMsgKat) { CheckShortFile(kSha3_384, "SHA3_384ShortMsg.rsp", 105); }
TEST(Sha3Test, Sha3_512ShortMsgKat) { CheckShortFile(kSha3_512, "SHA3_512ShortMsg.rsp", 73); }

TEST(Sha3Test, Sha3_224LongMsgKat) { CheckLongFile(kSha3_224, "SHA3_224LongMsg.rsp", 100); }
TEST(Sha3Test, Sha3_256LongMsgKat) { CheckLongFile(kSha3_256, "SHA3_256LongMsg.rsp", 100); }
TEST(Sha3Test, Sha3_384LongMsgKat) { CheckLongFile(kSha3_384, "SHA3_384LongMsg.rsp", 100); }
TEST(Sha3Test, Sha3_512LongMsgKat) { CheckLongFile(kSha3_512, "SHA3_512LongMsg.rsp", 100); }

// FIPS 202 examples (NIST's SHA3 example files): "" and "abc".
TEST(Sha3Test, EmptyAndAbc) {
  const struct {
    const Algo* a;
    const char* empty;
    const char* abc;
  } cases[] = {
      {&kSha3_224, "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7",
       "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf"},
      {&kSha3_256, "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a",
       "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"},
      {&kSha3_384,
       "0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2ac3713831264adb47fb6bd1e058d5f004",
       "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25"},
      {&kSha3_512,
       "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558"
       "f500199d95b6d3e301758586281dcd26",
       "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e39340"
       "57340b4cf408d5a56592f8274eec53f0"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.a->name);
    uint8_t digest[64];
    ASSERT_EQ(MCU_OK, c.a->oneshot(nullptr, 0, digest));  // NULL with len 0 is allowed
    EXPECT_EQ(c.empty, ToHex(digest, c.a->digest_size));
    ASSERT_EQ(MCU_OK, c.a->oneshot("abc", 3, digest));
    EXPECT_EQ(c.abc, ToHex(digest, c.a->digest_size));

    AnyCtx ctx;
    ASSERT_EQ(MCU_OK, c.a->init(&ctx));
    EXPECT_EQ(MCU_OK, c.a->update(&ctx, nullptr, 0));
    ASSERT_EQ(MCU_OK, c.a->final(&ctx, digest));
    EXPECT_EQ(c.empty, ToHex(digest, c.a->digest_size));
  }
}

TEST(Sha3Test, StreamingEqualsOneShotOverRandomSplits) {
  for (const Algo* a : kAlgos) {
    SCOPED_TRACE(a->name);
    Rng rng(7);
    for (int trial = 0; trial < 40; ++trial) {
      SCOPED_TRACE("trial " + std::to_string(trial));
      std::vector<uint8_t> msg(rng.Below(4 * a->rate + 3));
      for (uint8_t& b : msg) b = static_cast<uint8_t>(rng.Next());
      EXPECT_EQ(OneShotHex(*a, msg), StreamedHex(*a, msg, RandomSplit(&rng, a->rate)));
    }
  }
}

// Every message length around the block size, streamed byte by byte and in
// two parts split at every position, against the one-shot digest.
TEST(Sha3Test, EveryLengthAndSplitAroundOneBlock) {
  for (const Algo* a : kAlgos) {
    SCOPED_TRACE(a->name);
    std::vector<uint8_t> msg(a->rate + 2);
    for (size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<uint8_t>(i * 7 + 1);
    const std::vector<uint8_t> whole = msg;
    const std::string want = OneShotHex(*a, whole);
    for (size_t split = 0; split <= msg.size(); ++split) {
      AnyCtx ctx;
      ASSERT_EQ(MCU_OK, a->init(&ctx));
      ASSERT_EQ(MCU_OK, a->update(&ctx, msg.data(), split));
      ASSERT_EQ(MCU_OK, a->update(&ctx, msg.data() + split, msg.size() - split));
      uint8_t digest[64];
      ASSERT_EQ(MCU_OK, a->final(&ctx, digest));
      EXPECT_EQ(want, ToHex(digest, a->digest_size)) << "split at " << split;
    }
    EXPECT_EQ(want, StreamedHex(*a, msg, {1}));
  }
}

TEST(Sha3Test, NullArguments) {
  for (const Algo* a : kAlgos) {
    SCOPED_TRACE(a->name);
    AnyCtx ctx;
    uint8_t digest[64];
    const uint8_t byte = 0x61;
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, a->init(nullptr));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, a->update(nullptr, &byte, 1));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, a->final(nullptr, digest));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, a->oneshot(nullptr, 1, digest));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, a->oneshot(&byte, 1, nullptr));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, a->oneshot(nullptr, 0, nullptr));

    ASSERT_EQ(MCU_OK, a->init(&ctx));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, a->update(&ctx, nullptr, 1));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, a->final(&ctx, nullptr));
    // The failed calls must not have disturbed the context.
    ASSERT_EQ(MCU_OK, a->update(&ctx, "abc", 3));
    ASSERT_EQ(MCU_OK, a->final(&ctx, digest));
    EXPECT_EQ(OneShotHex(*a, {'a', 'b', 'c'}), ToHex(digest, a->digest_size));
  }
}

bool IsAllZero(const void* p, size_t n) {
  const uint8_t* b = static_cast<const uint8_t*>(p);
  return std::all_of(b, b + n, [](uint8_t v) { return v == 0; });
}

TEST(Sha3Test, UseAfterFinalIsBadState) {
  for (const Algo* a : kAlgos) {
    SCOPED_TRACE(a->name);
    AnyCtx ctx;
    uint8_t digest[64];
    ASSERT_EQ(MCU_OK, a->init(&ctx));
    ASSERT_EQ(MCU_OK, a->update(&ctx, "abc", 3));
    ASSERT_EQ(MCU_OK, a->final(&ctx, digest));
    EXPECT_TRUE(IsAllZero(&ctx, a->ctx_size));  // wiped
    EXPECT_EQ(MCU_ERR_BAD_STATE, a->update(&ctx, "abc", 3));
    EXPECT_EQ(MCU_ERR_BAD_STATE, a->final(&ctx, digest));

    // Re-initialising makes the context usable again.
    ASSERT_EQ(MCU_OK, a->init(&ctx));
    ASSERT_EQ(MCU_OK, a->final(&ctx, digest));
    EXPECT_EQ(OneShotHex(*a, {}), ToHex(digest, a->digest_size));
  }
}

TEST(Sha3Test, UninitialisedOrCorruptedContextIsBadState) {
  for (const Algo* a : kAlgos) {
    SCOPED_TRACE(a->name);
    AnyCtx ctx;
    uint8_t digest[64];
    memset(&ctx, 0, sizeof(ctx));
    EXPECT_EQ(MCU_ERR_BAD_STATE, a->update(&ctx, "abc", 3));
    EXPECT_EQ(MCU_ERR_BAD_STATE, a->final(&ctx, digest));

    // A position at or past the rate would index past the block.
    ASSERT_EQ(MCU_OK, a->init(&ctx));
    mcu_keccak_sponge* sponge = &ctx.c224.sponge;  // every member starts with it
    sponge->pos = static_cast<uint32_t>(a->rate);
    EXPECT_EQ(MCU_ERR_BAD_STATE, a->update(&ctx, "abc", 3));
    EXPECT_EQ(MCU_ERR_BAD_STATE, a->final(&ctx, digest));
    sponge->pos = 0xffffffffu;
    EXPECT_EQ(MCU_ERR_BAD_STATE, a->update(&ctx, "abc", 3));
    sponge->pos = static_cast<uint32_t>(a->rate - 1);  // the last valid position
    EXPECT_EQ(MCU_OK, a->update(&ctx, "a", 1));
  }
}

// A context initialised for one variant is refused by the others' functions
// (reachable from C only with a cast).
TEST(Sha3Test, OtherVariantsContextIsBadState) {
  for (const Algo* a : kAlgos) {
    for (const Algo* b : kAlgos) {
      if (a == b) continue;
      SCOPED_TRACE(std::string(a->name) + " context given to " + b->name);
      AnyCtx ctx;
      uint8_t digest[64];
      ASSERT_EQ(MCU_OK, a->init(&ctx));
      EXPECT_EQ(MCU_ERR_BAD_STATE, b->update(&ctx, "abc", 3));
      EXPECT_EQ(MCU_ERR_BAD_STATE, b->final(&ctx, digest));
    }
  }
  // A SHAKE128 context too.
  mcu_shake128_ctx xof;
  uint8_t digest[MCU_SHA3_256_DIGEST_SIZE];
  ASSERT_EQ(MCU_OK, mcu_shake128_init(&xof));
  EXPECT_EQ(MCU_ERR_BAD_STATE,
            mcu_sha3_256_update(reinterpret_cast<mcu_sha3_256_ctx*>(&xof), "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE,
            mcu_sha3_256_final(reinterpret_cast<mcu_sha3_256_ctx*>(&xof), digest));
}

TEST(Sha3Test, Descriptors) {
  for (const Algo* a : kAlgos) {
    SCOPED_TRACE(a->name);
    const mcu_hash_desc* d = a->desc;
    EXPECT_EQ(a->id, d->id);
    EXPECT_STREQ(a->name, d->name);
    EXPECT_EQ(a->digest_size, d->digest_size);
    EXPECT_EQ(a->rate, d->block_size);
    EXPECT_EQ(200u - 2 * a->digest_size, d->block_size);  // the rate, FIPS 202 section 6.1
    EXPECT_EQ(a->ctx_size, d->context_size);
    EXPECT_LE(d->digest_size, static_cast<size_t>(MCU_HASH_MAX_DIGEST_SIZE));
    EXPECT_LE(d->block_size, static_cast<size_t>(MCU_HASH_MAX_BLOCK_SIZE));
    EXPECT_LE(d->context_size, static_cast<size_t>(MCU_HASH_MAX_CONTEXT_SIZE));

    // Hashing through the descriptor, in a buffer of the advertised
    // maximum size, as the generic code (HMAC, ...) will.
    union {
      uint64_t align;
      uint8_t bytes[MCU_HASH_MAX_CONTEXT_SIZE];
    } ctx;
    uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
    ASSERT_EQ(MCU_OK, d->init(&ctx));
    ASSERT_EQ(MCU_OK, d->update(&ctx, "ab", 2));
    ASSERT_EQ(MCU_OK, d->update(&ctx, "c", 1));
    ASSERT_EQ(MCU_OK, d->final(&ctx, digest));
    EXPECT_EQ(OneShotHex(*a, {'a', 'b', 'c'}), ToHex(digest, d->digest_size));
    EXPECT_EQ(MCU_ERR_BAD_STATE, d->final(&ctx, digest));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->init(nullptr));
  }
  EXPECT_STREQ("sha3-224", mcu_sha3_224_desc.name);
  EXPECT_EQ(MCU_HASH_SHA3_512, mcu_sha3_512_desc.id);
  EXPECT_EQ(static_cast<size_t>(MCU_HASH_MAX_BLOCK_SIZE), mcu_sha3_224_desc.block_size);
}

}  // namespace
