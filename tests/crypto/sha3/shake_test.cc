#include <stdlib.h>
#include <string.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/test_rng.h"
#include "mcucrypt/sha3.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace {

// One SHAKE variant through its typed C API, context passed as void *.
struct Xof {
  const char* name;
  size_t rate;
  size_t ctx_size;
  mcu_status (*oneshot)(const void*, size_t, uint8_t*, size_t);
  mcu_status (*init)(void*);
  mcu_status (*update)(void*, const void*, size_t);
  mcu_status (*squeeze)(void*, uint8_t*, size_t);
  mcu_status (*final)(void*);
};

#define SHAKE_XOF(bits)                                                                        \
  Xof {                                                                                        \
    "shake" #bits, MCU_SHAKE##bits##_BLOCK_SIZE, sizeof(mcu_shake##bits##_ctx),                \
        [](const void* d, size_t n, uint8_t* out, size_t out_len) {                            \
          return mcu_shake##bits(d, n, out, out_len);                                          \
        },                                                                                     \
        [](void* c) { return mcu_shake##bits##_init(static_cast<mcu_shake##bits##_ctx*>(c)); }, \
        [](void* c, const void* d, size_t n) {                                                 \
          return mcu_shake##bits##_update(static_cast<mcu_shake##bits##_ctx*>(c), d, n);       \
        },                                                                                     \
        [](void* c, uint8_t* out, size_t n) {                                                  \
          return mcu_shake##bits##_squeeze(static_cast<mcu_shake##bits##_ctx*>(c), out, n);    \
        },                                                                                     \
        [](void* c) { return mcu_shake##bits##_final(static_cast<mcu_shake##bits##_ctx*>(c)); }, \
  }

const Xof kShake128 = SHAKE_XOF(128);
const Xof kShake256 = SHAKE_XOF(256);
const Xof* const kXofs[] = {&kShake128, &kShake256};

union AnyCtx {
  mcu_shake128_ctx c128;
  mcu_shake256_ctx c256;
};

// Random piece sizes, from empty to a few blocks.
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

std::string OneShotHex(const Xof& x, const std::vector<uint8_t>& msg, size_t out_len) {
  std::vector<uint8_t> out(out_len + 1);  // + 1: data() is non-NULL even for 0
  EXPECT_EQ(MCU_OK, x.oneshot(msg.data(), msg.size(), out.data(), out_len));
  return ToHex(out.data(), out_len);
}

// Absorbs msg in pieces of in_sizes, squeezes out_len bytes in pieces of
// out_sizes (each list cycled), then finalises.
std::string StreamedHex(const Xof& x, const std::vector<uint8_t>& msg,
                        const std::vector<size_t>& in_sizes, size_t out_len,
                        const std::vector<size_t>& out_sizes) {
  AnyCtx ctx;
  EXPECT_EQ(MCU_OK, x.init(&ctx));
  size_t pos = 0;
  for (size_t i = 0; pos < msg.size(); ++i) {
    const size_t n = std::min(in_sizes[i % in_sizes.size()], msg.size() - pos);
    EXPECT_EQ(MCU_OK, x.update(&ctx, msg.data() + pos, n));
    pos += n;
  }
  std::vector<uint8_t> out(out_len + 1);
  pos = 0;
  for (size_t i = 0; pos < out_len; ++i) {
    const size_t n = std::min(out_sizes[i % out_sizes.size()], out_len - pos);
    EXPECT_EQ(MCU_OK, x.squeeze(&ctx, out.data() + pos, n));
    pos += n;
  }
  EXPECT_EQ(MCU_OK, x.final(&ctx));
  return ToHex(out.data(), out_len);
}

struct Vector {
  std::vector<uint8_t> msg;
  std::string out_hex;
  size_t out_len = 0;  // bytes
  std::string where;
};

size_t Bits(const std::string& s) { return strtoul(s.c_str(), nullptr, 10); }

// Loads a CAVP SHAKE file: ShortMsg/LongMsg (fixed [Outputlen]) or
// VariableOut (Outputlen per record); checks the record count.
void LoadVectors(const std::string& name, size_t expected, std::vector<Vector>* out) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/sha3/" + name), &records, &error)) << error;
  ASSERT_EQ(expected, records.size()) << name;
  for (const RspRecord& r : records) {
    Vector v;
    v.where = name + ":" + std::to_string(r.line);
    ASSERT_EQ(1u, r.fields.count("Msg")) << v.where;
    ASSERT_EQ(1u, r.fields.count("Output")) << v.where;
    size_t msg_bits;
    size_t out_bits;
    if (r.fields.count("COUNT") != 0) {  // VariableOut
      ASSERT_EQ(4u, r.fields.size()) << v.where;
      ASSERT_EQ(1u, r.section.count("Input Length")) << v.where;
      ASSERT_EQ(1u, r.fields.count("Outputlen")) << v.where;
      msg_bits = Bits(r.section.at("Input Length"));
      out_bits = Bits(r.fields.at("Outputlen"));
    } else {
      ASSERT_EQ(3u, r.fields.size()) << v.where;
      ASSERT_EQ(1u, r.section.count("Outputlen")) << v.where;
      ASSERT_EQ(1u, r.fields.count("Len")) << v.where;
      msg_bits = Bits(r.fields.at("Len"));
      out_bits = Bits(r.section.at("Outputlen"));
    }
    ASSERT_EQ(0u, msg_bits % 8) << v.where;
    ASSERT_EQ(0u, out_bits % 8) << v.where;
    ASSERT_NE(0u, out_bits) << v.where;
    v.msg = FromHex(r.fields.at("Msg"));
    if (msg_bits == 0) v.msg.clear();  // "Msg = 00" stands for the empty message
    ASSERT_EQ(msg_bits / 8, v.msg.size()) << v.where;
    v.out_len = out_bits / 8;
    v.out_hex = r.fields.at("Output");
    ASSERT_EQ(2 * v.out_len, v.out_hex.size()) << v.where;
    out->push_back(v);
  }
}

// Short files: every record one-shot, streamed with random absorb and
// squeeze splits, and a byte at a time. Long and VariableOut files: every
// record once, alternately one-shot and streamed with random splits, which
// keeps the test quick in the board simulator.
enum class Passes { kAll, kAlternate };

void CheckFile(const Xof& x, const std::string& name, size_t expected, Passes passes) {
  std::vector<Vector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadVectors(name, expected, &vectors));
  Rng rng(x.rate + name.size());
  for (size_t i = 0; i < vectors.size(); ++i) {
    const Vector& v = vectors[i];
    SCOPED_TRACE(v.where);
    if (passes == Passes::kAll || i % 2 == 0) {
      EXPECT_EQ(v.out_hex, OneShotHex(x, v.msg, v.out_len));
    }
    if (passes == Passes::kAll || i % 2 == 1) {
      EXPECT_EQ(v.out_hex, StreamedHex(x, v.msg, RandomSplit(&rng, x.rate), v.out_len,
                                       RandomSplit(&rng, x.rate)));
    }
    if (passes == Passes::kAll) {
      EXPECT_EQ(v.out_hex, StreamedHex(x, v.msg, {1}, v.out_len, {1}));
    }
  }
}

TEST(ShakeTest, Shake128ShortMsgKat) {
  CheckFile(kShake128, "SHAKE128ShortMsg.rsp", 337, Passes::kAll);
}
TEST(ShakeTest, Shake256ShortMsgKat) {
  CheckFile(kShake256, "SHAKE256ShortMsg.rsp", 273, Passes::kAll);
}
TEST(ShakeTest, Shake128LongMsgKat) {
  CheckFile(kShake128, "SHAKE128LongMsg.rsp", 100, Passes::kAlternate);
}
TEST(ShakeTest, Shake256LongMsgKat) {
  CheckFile(kShake256, "SHAKE256LongMsg.rsp", 100, Passes::kAlternate);
}
TEST(ShakeTest, Shake128VariableOutKat) {
  CheckFile(kShake128, "SHAKE128VariableOut.rsp", 1126, Passes::kAlternate);
}
TEST(ShakeTest, Shake256VariableOutKat) {
  CheckFile(kShake256, "SHAKE256VariableOut.rsp", 1246, Passes::kAlternate);
}

TEST(ShakeTest, EmptyMessage) {
  // FIPS 202 examples: SHAKE128("") and SHAKE256("") (first 32 / 64 bytes).
  uint8_t out[64];
  ASSERT_EQ(MCU_OK, mcu_shake128(nullptr, 0, out, 32));
  EXPECT_EQ("7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26", ToHex(out, 32));
  ASSERT_EQ(MCU_OK, mcu_shake256(nullptr, 0, out, 64));
  EXPECT_EQ(
      "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f"
      "d75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be",
      ToHex(out, 64));
  // No output at all is allowed, with or without a buffer.
  EXPECT_EQ(MCU_OK, mcu_shake128(nullptr, 0, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_shake256("abc", 3, out, 0));
}

// The output does not depend on how squeezing is split: many pieces (of
// every size from 0 to past two blocks) equal one long squeeze.
TEST(ShakeTest, SqueezeInPiecesEqualsOneLongSqueeze) {
  for (const Xof* x : kXofs) {
    SCOPED_TRACE(x->name);
    const std::vector<uint8_t> msg = {'m', 'c', 'u'};
    const size_t total = 5 * x->rate + 17;
    const std::string want = OneShotHex(*x, msg, total);
    EXPECT_EQ(want, StreamedHex(*x, msg, {3}, total, {total}));
    const std::vector<std::vector<size_t>> pieces = {
        {1}, {7}, {8}, {x->rate - 1}, {x->rate}, {x->rate + 1}, {0, 1, 2 * x->rate + 5, 0, 33},
    };
    for (const std::vector<size_t>& sizes : pieces) {
      EXPECT_EQ(want, StreamedHex(*x, msg, {3}, total, sizes)) << "pieces from " << sizes[0];
    }
    Rng rng(3);
    for (int trial = 0; trial < 20; ++trial) {
      std::vector<uint8_t> m(rng.Below(3 * x->rate));
      for (uint8_t& b : m) b = static_cast<uint8_t>(rng.Next());
      const size_t n = rng.Below(4 * x->rate);
      EXPECT_EQ(OneShotHex(*x, m, n),
                StreamedHex(*x, m, RandomSplit(&rng, x->rate), n, RandomSplit(&rng, x->rate)))
          << "trial " << trial;
    }
  }
}

// A shorter output is a prefix of a longer one.
TEST(ShakeTest, OutputsArePrefixes) {
  for (const Xof* x : kXofs) {
    SCOPED_TRACE(x->name);
    const std::vector<uint8_t> msg(x->rate + 9, 0x5a);
    const std::string longest = OneShotHex(*x, msg, 3 * x->rate + 1);
    for (size_t n : {size_t{1}, size_t{31}, x->rate - 1, x->rate, x->rate + 1, 2 * x->rate}) {
      EXPECT_EQ(longest.substr(0, 2 * n), OneShotHex(*x, msg, n)) << n;
    }
  }
}

TEST(ShakeTest, UpdateAfterSqueezeIsBadState) {
  for (const Xof* x : kXofs) {
    SCOPED_TRACE(x->name);
    AnyCtx ctx;
    uint8_t out[16];
    ASSERT_EQ(MCU_OK, x->init(&ctx));
    ASSERT_EQ(MCU_OK, x->update(&ctx, "abc", 3));
    ASSERT_EQ(MCU_OK, x->squeeze(&ctx, out, 8));
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->update(&ctx, "d", 1));
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->update(&ctx, nullptr, 0));
    // The refused update changed nothing: squeezing continues the stream.
    ASSERT_EQ(MCU_OK, x->squeeze(&ctx, out + 8, 8));
    EXPECT_EQ(OneShotHex(*x, {'a', 'b', 'c'}, 16), ToHex(out, 16));
    EXPECT_EQ(MCU_OK, x->final(&ctx));

    // A squeeze of nothing also ends absorbing.
    ASSERT_EQ(MCU_OK, x->init(&ctx));
    ASSERT_EQ(MCU_OK, x->squeeze(&ctx, nullptr, 0));
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->update(&ctx, "abc", 3));
    ASSERT_EQ(MCU_OK, x->squeeze(&ctx, out, 16));
    EXPECT_EQ(OneShotHex(*x, {}, 16), ToHex(out, 16));
    EXPECT_EQ(MCU_OK, x->final(&ctx));
  }
}

bool IsAllZero(const void* p, size_t n) {
  const uint8_t* b = static_cast<const uint8_t*>(p);
  return std::all_of(b, b + n, [](uint8_t v) { return v == 0; });
}

TEST(ShakeTest, FinalWipesInEitherPhase) {
  for (const Xof* x : kXofs) {
    SCOPED_TRACE(x->name);
    AnyCtx ctx;
    uint8_t out[8];
    ASSERT_EQ(MCU_OK, x->init(&ctx));
    ASSERT_EQ(MCU_OK, x->update(&ctx, "abc", 3));
    EXPECT_EQ(MCU_OK, x->final(&ctx));  // while absorbing
    EXPECT_TRUE(IsAllZero(&ctx, x->ctx_size));
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->update(&ctx, "abc", 3));
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->squeeze(&ctx, out, 8));
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->final(&ctx));

    ASSERT_EQ(MCU_OK, x->init(&ctx));
    ASSERT_EQ(MCU_OK, x->squeeze(&ctx, out, 8));
    EXPECT_EQ(MCU_OK, x->final(&ctx));  // while squeezing
    EXPECT_TRUE(IsAllZero(&ctx, x->ctx_size));
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->squeeze(&ctx, out, 8));

    // A corrupted context is refused, and still wiped.
    ASSERT_EQ(MCU_OK, x->init(&ctx));
    ctx.c128.sponge.pos = static_cast<uint32_t>(x->rate);  // past the block while absorbing
    ctx.c128.sponge.state.bytes[3] = 0x77;
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->update(&ctx, "abc", 3));
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->squeeze(&ctx, out, 8));
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->final(&ctx));
    EXPECT_TRUE(IsAllZero(&ctx, x->ctx_size));
  }
}

TEST(ShakeTest, CorruptedSqueezePositionIsBadState) {
  for (const Xof* x : kXofs) {
    SCOPED_TRACE(x->name);
    AnyCtx ctx;
    uint8_t out[8];
    ASSERT_EQ(MCU_OK, x->init(&ctx));
    ASSERT_EQ(MCU_OK, x->squeeze(&ctx, out, 8));
    ctx.c128.sponge.pos = static_cast<uint32_t>(x->rate + 1);
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->squeeze(&ctx, out, 8));
    ctx.c128.sponge.pos = static_cast<uint32_t>(x->rate);  // a whole block used: valid
    EXPECT_EQ(MCU_OK, x->squeeze(&ctx, out, 8));
    EXPECT_EQ(MCU_OK, x->final(&ctx));
  }
}

TEST(ShakeTest, UninitialisedAndOtherVariantsContextIsBadState) {
  AnyCtx ctx;
  uint8_t out[8];
  memset(&ctx, 0, sizeof(ctx));
  for (const Xof* x : kXofs) {
    SCOPED_TRACE(x->name);
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->update(&ctx, "abc", 3));
    EXPECT_EQ(MCU_ERR_BAD_STATE, x->squeeze(&ctx, out, 8));
  }
  ASSERT_EQ(MCU_OK, kShake128.init(&ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, kShake256.update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, kShake256.squeeze(&ctx, out, 8));
  ASSERT_EQ(MCU_OK, kShake128.squeeze(&ctx, out, 8));
  EXPECT_EQ(MCU_ERR_BAD_STATE, kShake256.squeeze(&ctx, out, 8));
  EXPECT_EQ(MCU_ERR_BAD_STATE, kShake256.final(&ctx));
  EXPECT_TRUE(IsAllZero(&ctx, sizeof(ctx)));  // refused, but wiped

  // A SHA3-256 context has the same rate as SHAKE256, and is still refused.
  mcu_sha3_256_ctx sha3;
  ASSERT_EQ(MCU_OK, mcu_sha3_256_init(&sha3));
  EXPECT_EQ(MCU_ERR_BAD_STATE,
            mcu_shake256_update(reinterpret_cast<mcu_shake256_ctx*>(&sha3), "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE,
            mcu_shake256_squeeze(reinterpret_cast<mcu_shake256_ctx*>(&sha3), out, 8));
}

TEST(ShakeTest, NullArguments) {
  for (const Xof* x : kXofs) {
    SCOPED_TRACE(x->name);
    AnyCtx ctx;
    uint8_t out[16];
    const uint8_t byte = 0x61;
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, x->init(nullptr));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, x->update(nullptr, &byte, 1));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, x->squeeze(nullptr, out, 1));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, x->final(nullptr));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, x->oneshot(nullptr, 1, out, 16));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, x->oneshot(&byte, 1, nullptr, 16));

    ASSERT_EQ(MCU_OK, x->init(&ctx));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, x->update(&ctx, nullptr, 1));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, x->squeeze(&ctx, nullptr, 1));
    // The failed calls must not have disturbed the context (still absorbing).
    ASSERT_EQ(MCU_OK, x->update(&ctx, "abc", 3));
    ASSERT_EQ(MCU_OK, x->squeeze(&ctx, out, 16));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, x->squeeze(&ctx, nullptr, 1));
    EXPECT_EQ(MCU_OK, x->final(&ctx));
    EXPECT_EQ(OneShotHex(*x, {'a', 'b', 'c'}, 16), ToHex(out, 16));
  }
}

}  // namespace
