#include <stdint.h>
#include <string.h>

#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ascon.h"
#include "tests/crypto/ascon/ascon_test_util.h"
#include "tests/crypto/ascon/lwc_kat.h"
#include "tests/support/hex.h"

namespace {

// Either function behind one signature: Ascon-XOF128 when custom is
// nullptr, else Ascon-CXOF128 with that customization string.
struct Input {
  std::vector<uint8_t> msg;
  const std::vector<uint8_t>* custom = nullptr;
};

std::string OneShotHex(const Input& in, size_t out_len) {
  std::vector<uint8_t> out(out_len);
  if (in.custom == nullptr) {
    EXPECT_EQ(MCU_OK, mcu_ascon_xof128(in.msg.data(), in.msg.size(), out.data(), out_len));
  } else {
    EXPECT_EQ(MCU_OK, mcu_ascon_cxof128(in.msg.data(), in.msg.size(), in.custom->data(),
                                        in.custom->size(), out.data(), out_len));
  }
  return ToHex(out.data(), out.size());
}

// Absorbs in `pieces`, then squeezes in `squeezes` (which sum to the output
// length).
std::string StreamedHex(const Input& in, const std::vector<size_t>& pieces,
                        const std::vector<size_t>& squeezes) {
  mcu_ascon_xof128_ctx xof;
  mcu_ascon_cxof128_ctx cxof;
  if (in.custom == nullptr) {
    EXPECT_EQ(MCU_OK, mcu_ascon_xof128_init(&xof));
  } else {
    EXPECT_EQ(MCU_OK, mcu_ascon_cxof128_init(&cxof, in.custom->data(), in.custom->size()));
  }
  size_t pos = 0;
  for (size_t n : pieces) {
    if (in.custom == nullptr) {
      EXPECT_EQ(MCU_OK, mcu_ascon_xof128_update(&xof, in.msg.data() + pos, n));
    } else {
      EXPECT_EQ(MCU_OK, mcu_ascon_cxof128_update(&cxof, in.msg.data() + pos, n));
    }
    pos += n;
  }
  EXPECT_EQ(in.msg.size(), pos);
  std::vector<uint8_t> out;
  for (size_t n : squeezes) {
    std::vector<uint8_t> part(n + 1, 0xEE);  // + a canary
    if (in.custom == nullptr) {
      EXPECT_EQ(MCU_OK, mcu_ascon_xof128_squeeze(&xof, part.data(), n));
    } else {
      EXPECT_EQ(MCU_OK, mcu_ascon_cxof128_squeeze(&cxof, part.data(), n));
    }
    EXPECT_EQ(0xEE, part[n]) << "wrote past the requested length";
    out.insert(out.end(), part.begin(), part.begin() + static_cast<std::ptrdiff_t>(n));
  }
  return ToHex(out.data(), out.size());
}

// Every record: one-shot, and random absorb and squeeze splits; for short
// messages and every 16th record also a shorter output being a prefix, no
// output, and fixed absorb and squeeze splits.
void CheckRecords(const std::vector<LwcKatRecord>& records, bool customized) {
  std::mt19937 rng(customized ? 232u : 128u);
  for (const LwcKatRecord& r : records) {
    SCOPED_TRACE(r.where);
    Input in;
    in.msg = r.bytes.at("Msg");
    if (customized) in.custom = &r.bytes.at("Z");
    const std::vector<uint8_t>& md = r.bytes.at("MD");
    ASSERT_EQ(64u, md.size());
    const std::string want = ToHex(md.data(), md.size());
    EXPECT_EQ(want, OneShotHex(in, md.size()));
    EXPECT_EQ(want, StreamedHex(in, RandomSplit(in.msg.size(), &rng),
                                RandomSplit(md.size(), &rng)));
    if (!SplitThoroughly(in.msg.size(), r.count)) continue;
    EXPECT_EQ(want.substr(0, 2 * 13), OneShotHex(in, 13));
    EXPECT_EQ("", OneShotHex(in, 0));
    for (const std::vector<size_t>& pattern : FixedChunkings()) {
      SCOPED_TRACE("pieces starting " + std::to_string(pattern[0]));
      EXPECT_EQ(want, StreamedHex(in, CycledSplit(in.msg.size(), pattern),
                                  CycledSplit(md.size(), pattern)));
    }
  }
}

TEST(AsconXof128Test, KnownAnswers) {
  std::vector<LwcKatRecord> records;
  std::string error;
  ASSERT_TRUE(ReadLwcKat("LWC_XOF_KAT_128_512.txt", {"Msg", "MD"}, &records, &error)) << error;
  // Messages of 0 .. 1024 bytes, 64 output bytes each.
  ASSERT_EQ(1025u, records.size());
  for (const LwcKatRecord& r : records) {
    ASSERT_EQ(static_cast<size_t>(r.count - 1), r.bytes.at("Msg").size()) << r.where;
  }
  CheckRecords(records, false);
}

TEST(AsconCxof128Test, KnownAnswers) {
  std::vector<LwcKatRecord> records;
  std::string error;
  ASSERT_TRUE(ReadLwcKat("LWC_CXOF_KAT_128_512.txt", {"Msg", "Z", "MD"}, &records, &error))
      << error;
  // Every pair of message length 0 .. 32 and customization length 0 .. 32.
  ASSERT_EQ(1089u, records.size());
  for (const LwcKatRecord& r : records) {
    const size_t i = static_cast<size_t>(r.count - 1);
    ASSERT_EQ(i / 33, r.bytes.at("Msg").size()) << r.where;
    ASSERT_EQ(i % 33, r.bytes.at("Z").size()) << r.where;
  }
  CheckRecords(records, true);
}

// XOF128("") from NIST's ACVP sample vectors (SP 800-232 variant).
TEST(AsconXof128Test, EmptyMessageWithNullData) {
  uint8_t out[8];
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128(nullptr, 0, out, sizeof(out)));
  EXPECT_EQ("473d5e61", ToHex(out, 4));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128(nullptr, 0, nullptr, 0));
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128(nullptr, 0, nullptr, 0, nullptr, 0));
}

TEST(AsconXof128Test, RepeatedSqueezeEqualsOneSqueeze) {
  const uint8_t msg[] = "repeated squeeze";
  const size_t total = 1000;
  std::vector<uint8_t> once(total);
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128(msg, sizeof(msg), once.data(), total));
  std::mt19937 rng(5);
  for (int trial = 0; trial < 20; ++trial) {
    mcu_ascon_xof128_ctx ctx;
    ASSERT_EQ(MCU_OK, mcu_ascon_xof128_init(&ctx));
    ASSERT_EQ(MCU_OK, mcu_ascon_xof128_update(&ctx, msg, sizeof(msg)));
    std::vector<uint8_t> pieces;
    for (size_t n : trial == 0 ? CycledSplit(total, {1}) : RandomSplit(total, &rng)) {
      uint8_t part[256];
      ASSERT_EQ(MCU_OK, mcu_ascon_xof128_squeeze(&ctx, part, n));
      pieces.insert(pieces.end(), part, part + n);
    }
    ASSERT_EQ(MCU_OK, mcu_ascon_xof128_squeeze(&ctx, nullptr, 0));
    EXPECT_EQ(ToHex(once.data(), total), ToHex(pieces.data(), pieces.size())) << trial;
  }
  // A longer output extends a shorter one.
  std::vector<uint8_t> longer(total + 37);
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128(msg, sizeof(msg), longer.data(), longer.size()));
  EXPECT_EQ(0, memcmp(once.data(), longer.data(), total));
}

TEST(AsconCxof128Test, CustomizationLengthLimit) {
  std::vector<uint8_t> z(MCU_ASCON_CXOF128_MAX_CUSTOMIZATION_SIZE + 1);
  for (size_t i = 0; i < z.size(); ++i) z[i] = static_cast<uint8_t>(i);
  uint8_t out[32];
  EXPECT_EQ(256, MCU_ASCON_CXOF128_MAX_CUSTOMIZATION_SIZE);  // 2048 bits

  // 2048 bits are allowed, and every byte counts.
  uint8_t at_limit[32], one_less[32];
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128("m", 1, z.data(), 256, at_limit, sizeof(at_limit)));
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128("m", 1, z.data(), 255, one_less, sizeof(one_less)));
  EXPECT_NE(ToHex(at_limit, 32), ToHex(one_less, 32));
  mcu_ascon_cxof128_ctx ctx;
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_init(&ctx, z.data(), 256));
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_update(&ctx, "m", 1));
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_squeeze(&ctx, out, sizeof(out)));
  EXPECT_EQ(ToHex(at_limit, 32), ToHex(out, 32));

  // 2056 bits are not; the one-shot writes nothing, and a refused init
  // leaves the context wiped and unusable (not the earlier, usable one).
  memset(out, 0xAA, sizeof(out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ascon_cxof128("m", 1, z.data(), 257, out, sizeof(out)));
  for (uint8_t b : out) ASSERT_EQ(0xAA, b);
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_init(&ctx, z.data(), 10));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128_init(&ctx, z.data(), 257));
  EXPECT_TRUE(IsAllZero(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_cxof128_update(&ctx, "m", 1));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_cxof128_squeeze(&ctx, out, sizeof(out)));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ascon_cxof128_init(&ctx, z.data(), static_cast<size_t>(-1)));
}

TEST(AsconCxof128Test, CustomizationIsNotJustAMessagePrefix) {
  // CXOF128(m, z) differs from XOF128(z || m) and from CXOF128(z || m, "").
  uint8_t a[32], b[32], c[32];
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128("msg", 3, "ctx", 3, a, sizeof(a)));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128("ctxmsg", 6, b, sizeof(b)));
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128("ctxmsg", 6, nullptr, 0, c, sizeof(c)));
  EXPECT_NE(ToHex(a, 32), ToHex(b, 32));
  EXPECT_NE(ToHex(a, 32), ToHex(c, 32));
  EXPECT_NE(ToHex(b, 32), ToHex(c, 32));
}

TEST(AsconXof128Test, NullArguments) {
  mcu_ascon_xof128_ctx ctx;
  uint8_t out[16];
  const uint8_t byte = 0x61;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_xof128_init(nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_xof128_update(nullptr, &byte, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_xof128_squeeze(nullptr, out, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_xof128(nullptr, 1, out, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_xof128(&byte, 1, nullptr, 1));

  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_update(&ctx, "ab", 2));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_xof128_update(&ctx, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_xof128_squeeze(&ctx, nullptr, 1));
  // The failed calls must not have disturbed the context (nor started
  // squeezing: update still works).
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_update(&ctx, "c", 1));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_squeeze(&ctx, out, 5));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_xof128_squeeze(&ctx, nullptr, 1));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_squeeze(&ctx, out + 5, 11));
  uint8_t expected[16];
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128("abc", 3, expected, sizeof(expected)));
  EXPECT_EQ(ToHex(expected, 16), ToHex(out, 16));
}

TEST(AsconCxof128Test, NullArguments) {
  mcu_ascon_cxof128_ctx ctx;
  uint8_t out[16];
  const uint8_t byte = 0x61;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128_init(nullptr, &byte, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128_init(&ctx, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128_update(nullptr, &byte, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128_squeeze(nullptr, out, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128(nullptr, 1, &byte, 1, out, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128(&byte, 1, nullptr, 1, out, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128(&byte, 1, &byte, 1, nullptr, 1));

  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_init(&ctx, "z", 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128_update(&ctx, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128_squeeze(&ctx, nullptr, 1));
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_squeeze(&ctx, out, sizeof(out)));
  uint8_t expected[16];
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128("abc", 3, "z", 1, expected, sizeof(expected)));
  EXPECT_EQ(ToHex(expected, 16), ToHex(out, 16));
}

TEST(AsconXof128Test, UpdateAfterSqueezeIsBadState) {
  mcu_ascon_xof128_ctx ctx;
  uint8_t out[8];
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_update(&ctx, "abc", 3));
  // Even an empty squeeze ends absorbing.
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_squeeze(&ctx, out, 0));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_update(&ctx, "d", 1));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_update(&ctx, nullptr, 0));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_squeeze(&ctx, out, sizeof(out)));
  uint8_t expected[8];
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128("abc", 3, expected, sizeof(expected)));
  EXPECT_EQ(ToHex(expected, 8), ToHex(out, 8));

  mcu_ascon_cxof128_ctx cctx;
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_init(&cctx, "z", 1));
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_squeeze(&cctx, out, 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_cxof128_update(&cctx, "d", 1));
}

TEST(AsconXof128Test, FinalWipesInEitherPhase) {
  mcu_ascon_xof128_ctx ctx;
  uint8_t out[8];
  // While squeezing.
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_update(&ctx, "abc", 3));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_squeeze(&ctx, out, 3));
  EXPECT_EQ(MCU_OK, mcu_ascon_xof128_final(&ctx));
  EXPECT_TRUE(IsAllZero(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_squeeze(&ctx, out, 1));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_update(&ctx, "d", 1));
  // Twice, or on a context never initialised: refused, but still wiped.
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_final(&ctx));
  memset(&ctx, 0x5A, sizeof(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_final(&ctx));
  EXPECT_TRUE(IsAllZero(ctx));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_xof128_final(nullptr));
  // While absorbing, with a partial block buffered.
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_OK, mcu_ascon_xof128_final(&ctx));
  EXPECT_TRUE(IsAllZero(ctx));
  // init revives it.
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_squeeze(&ctx, out, 4));
  EXPECT_EQ("473d5e61", ToHex(out, 4));

  mcu_ascon_cxof128_ctx cctx;
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_init(&cctx, "z", 1));
  ASSERT_EQ(MCU_OK, mcu_ascon_cxof128_squeeze(&cctx, out, 8));
  EXPECT_EQ(MCU_OK, mcu_ascon_cxof128_final(&cctx));
  EXPECT_TRUE(IsAllZero(cctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_cxof128_squeeze(&cctx, out, 1));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_cxof128_final(&cctx));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ascon_cxof128_final(nullptr));
}

TEST(AsconXof128Test, ZeroedOrCorruptedContextIsBadState) {
  mcu_ascon_xof128_ctx ctx;
  uint8_t out[8];
  memset(&ctx, 0, sizeof(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_squeeze(&ctx, out, 1));
  mcu_ascon_cxof128_ctx cctx;
  memset(&cctx, 0, sizeof(cctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_cxof128_update(&cctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_cxof128_squeeze(&cctx, out, 1));

  // A buffer count past the block, while absorbing and while squeezing.
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_init(&ctx));
  ctx.buffered = MCU_ASCON_XOF128_BLOCK_SIZE;
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_update(&ctx, "abc", 3));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_squeeze(&ctx, out, 1));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_init(&ctx));
  ASSERT_EQ(MCU_OK, mcu_ascon_xof128_squeeze(&ctx, out, 1));
  ctx.buffered = MCU_ASCON_XOF128_BLOCK_SIZE + 1;
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ascon_xof128_squeeze(&ctx, out, 1));
}

}  // namespace
