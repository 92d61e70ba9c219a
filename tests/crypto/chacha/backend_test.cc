// One ChaCha20 and one Poly1305 block-loop backend (chacha20_blocks.h,
// poly1305_blocks.h), linked directly, against the independent reference
// (reference.h): every block count up to a few dozen (odd and even: the
// Thumb-2 Poly1305 runs blocks in pairs), every alignment of input and
// output, in place, counters up to the 2^32 limit, and extreme
// accumulators, keys and messages. The BUILD file instantiates it for each
// backend on the cores it builds for, so the assembly is checked against
// the same reference as the C++.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <vector>

#include "crypto/chacha/chacha20_blocks.h"
#include "crypto/chacha/poly1305_blocks.h"
#include "gtest/gtest.h"
#include "tests/crypto/chacha/reference.h"
#include "tests/support/test_rng.h"

namespace {

using Bytes = std::vector<uint8_t>;

// memcmp that accepts the null data() of an empty vector.
bool Same(const uint8_t *a, const uint8_t *b, size_t n) { return n == 0 || memcmp(a, b, n) == 0; }

void Fill(Rng *rng, uint8_t *p, size_t n) {
  for (size_t i = 0; i < n; ++i) p[i] = static_cast<uint8_t>(rng->Next() >> 32);
}

// --- ChaCha20 ---------------------------------------------------------------------

// nblocks at the given offsets (out_off < 0: in place), state from rng with
// word 12 = counter; checks the output, the guard bytes around it and the
// state afterwards.
void CheckXorBlocks(Rng *rng, size_t nblocks, size_t in_off, int out_off, uint32_t counter,
                    bool random_constants) {
  SCOPED_TRACE(testing::Message() << "blocks " << nblocks << " in+" << in_off << " out+"
                                  << out_off << " counter " << counter);
  uint32_t state[16];
  for (uint32_t &w : state) w = static_cast<uint32_t>(rng->Next());
  if (!random_constants) {
    uint8_t key[32], nonce[12];
    Fill(rng, key, sizeof(key));
    Fill(rng, nonce, sizeof(nonce));
    ref::State(key, nonce, counter, state);
  }
  state[12] = counter;
  uint32_t expected_state[16];
  memcpy(expected_state, state, sizeof(state));

  const size_t n = 64 * nblocks;
  Bytes in(n + 8), out(n + 8);
  Fill(rng, in.data(), in.size());
  Fill(rng, out.data(), out.size());
  const Bytes in_copy = in, out_copy = out;
  uint8_t *dst = out_off < 0 ? in.data() + in_off : out.data() + out_off;
  Bytes expected(in.begin() + static_cast<ptrdiff_t>(in_off),
                 in.begin() + static_cast<ptrdiff_t>(in_off + n));
  for (size_t b = 0; b < nblocks; ++b) {
    uint8_t ks[64];
    ref::KeyStream(expected_state, ks);
    ++expected_state[12];
    for (size_t i = 0; i < 64; ++i) expected[64 * b + i] ^= ks[i];
  }

  mcucrypt::chacha::XOR_BLOCKS(state, in.data() + in_off, dst, nblocks);

  EXPECT_TRUE(Same(expected.data(), dst, n));
  EXPECT_EQ(0, memcmp(expected_state, state, sizeof(state)));
  if (out_off < 0) {
    // Nothing outside the n bytes in place changed.
    EXPECT_EQ(0, memcmp(in.data(), in_copy.data(), in_off));
    EXPECT_EQ(0, memcmp(in.data() + in_off + n, in_copy.data() + in_off + n,
                        in.size() - in_off - n));
  } else {
    EXPECT_EQ(in_copy, in);  // the input is read only
    const size_t o = static_cast<size_t>(out_off);
    EXPECT_EQ(0, memcmp(out.data(), out_copy.data(), o));
    EXPECT_EQ(0, memcmp(out.data() + o + n, out_copy.data() + o + n, out.size() - o - n));
  }
}

TEST(ChaCha20BackendTest, BlockCountsAndAlignments) {
  Rng rng(8439);
  int runs = 0;
  for (size_t nblocks = 0; nblocks <= 20; ++nblocks) {
    for (size_t in_off = 0; in_off < 4; ++in_off) {
      for (int out_off = -1; out_off < 4; ++out_off) {
        CheckXorBlocks(&rng, nblocks, in_off, out_off, static_cast<uint32_t>(rng.Next()),
                       false);
        ++runs;
      }
    }
  }
  for (size_t nblocks : {31, 32, 33, 64, 65}) {
    CheckXorBlocks(&rng, nblocks, 1, 3, static_cast<uint32_t>(rng.Next()), false);
    ++runs;
  }
  EXPECT_EQ(21 * 4 * 5 + 5, runs);
}

// The backend is the bare block function on any 16 words (HChaCha20 and
// XChaCha20 put nonce words where the counter and constants usually are).
TEST(ChaCha20BackendTest, AnyStateWords) {
  Rng rng(2024);
  for (int run = 0; run < 50; ++run) {
    CheckXorBlocks(&rng, 1 + rng.Below(4), rng.Below(4), static_cast<int>(rng.Below(4)),
                   static_cast<uint32_t>(rng.Next()), true);
  }
}

// The last allowed block has counter 2^32 - 1; the counter then reads 0.
TEST(ChaCha20BackendTest, CounterRunsToTheLimit) {
  Rng rng(232);
  for (size_t nblocks = 1; nblocks <= 5; ++nblocks) {
    CheckXorBlocks(&rng, nblocks, 0, 0, static_cast<uint32_t>(0u - nblocks), false);
  }
  // Counter 0xffffff00 + k: carries through the low byte and no further.
  CheckXorBlocks(&rng, 9, 2, 1, 0xfffffffau, false);
  CheckXorBlocks(&rng, 3, 0, -1, 0x000000ffu, false);
}

TEST(ChaCha20BackendTest, Rfc8439Section232Block) {
  // Key 00..1f, nonce 000000090000004a00000000, counter 1: the serialised
  // block of RFC 8439 section 2.3.2, as the key stream XORed into zeros.
  uint8_t key[32], nonce[12] = {0, 0, 0, 9, 0, 0, 0, 0x4a, 0, 0, 0, 0};
  for (int i = 0; i < 32; ++i) key[i] = static_cast<uint8_t>(i);
  uint32_t state[16];
  ref::State(key, nonce, 1, state);
  uint8_t out[64] = {0};
  mcucrypt::chacha::XOR_BLOCKS(state, out, out, 1);
  static const uint8_t kExpected[16] = {0x10, 0xf1, 0xe7, 0xe4, 0xd1, 0x3b, 0x59, 0x15,
                                        0x50, 0x0f, 0xdd, 0x1f, 0xa3, 0x20, 0x71, 0xc4};
  EXPECT_EQ(0, memcmp(kExpected, out, 16));
  static const uint8_t kExpectedEnd[4] = {0xa2, 0x50, 0x3c, 0x4e};
  EXPECT_EQ(0, memcmp(kExpectedEnd, out + 60, 4));
  EXPECT_EQ(2u, state[12]);
}

// --- Poly1305 ---------------------------------------------------------------------

// A context as mcu_poly1305_init leaves it, with r clamped from key and the
// accumulator h (h[4] <= 4, the backend contract).
mcu_poly1305_ctx Context(const uint8_t key[16], const uint32_t h[5]) {
  mcu_poly1305_ctx ctx;
  memset(&ctx, 0, sizeof(ctx));
  ctx.r[0] = ref::Le32(key) & 0x0fffffffu;
  ctx.r[1] = ref::Le32(key + 4) & 0x0ffffffcu;
  ctx.r[2] = ref::Le32(key + 8) & 0x0ffffffcu;
  ctx.r[3] = ref::Le32(key + 12) & 0x0ffffffcu;
  for (int i = 0; i < 4; ++i) ctx.s[i] = 0x5a5a5a5au + static_cast<uint32_t>(i);
  memcpy(ctx.h, h, sizeof(ctx.h));
  ctx.buf_len = 7;
  ctx.magic = 0x12345678u;
  return ctx;
}

// nblocks (pad_bit 1) or one padded block (pad_bit 0) at m + off; checks h
// mod 2^130 - 5 against the reference, the bound h[4] <= 4, and that
// nothing else in the context changed.
void CheckAbsorb(const uint8_t key[16], const uint32_t h[5], const uint8_t *m,
                 size_t nblocks, uint32_t pad_bit) {
  mcu_poly1305_ctx ctx = Context(key, h);
  const mcu_poly1305_ctx before = ctx;
  ref::Num expected = ref::FromWords(h);
  const ref::Num r = ref::ClampedR(key);
  for (size_t b = 0; b < nblocks; ++b) {
    if (pad_bit) {
      expected = ref::AbsorbBlock(expected, r, m + 16 * b, 16);
    } else {
      // A padded final block: its 16 bytes as they are, no 2^128.
      expected = ref::Mul(ref::Add(expected, ref::FromBytes(m + 16 * b, 16)), r);
    }
  }
  mcucrypt::poly1305::ABSORB(&ctx, m, nblocks, pad_bit);
  EXPECT_LE(ctx.h[4], 4u);
  EXPECT_TRUE(ref::Equal(expected, ref::FromWords(ctx.h)))
      << "h = " << ctx.h[4] << ":" << ctx.h[3] << ":" << ctx.h[2] << ":" << ctx.h[1] << ":"
      << ctx.h[0];
  EXPECT_EQ(0, memcmp(before.r, ctx.r, sizeof(ctx.r)));
  EXPECT_EQ(0, memcmp(before.s, ctx.s, sizeof(ctx.s)));
  EXPECT_EQ(0, memcmp(before.buf, ctx.buf, sizeof(ctx.buf)));
  EXPECT_EQ(before.buf_len, ctx.buf_len);
  EXPECT_EQ(before.magic, ctx.magic);
}

TEST(Poly1305BackendTest, BlockCountsAndAlignments) {
  Rng rng(1305);
  int runs = 0;
  Bytes m(16 * 40 + 4);
  for (size_t nblocks = 0; nblocks <= 40; ++nblocks) {
    for (size_t off = 0; off < 4; ++off) {
      SCOPED_TRACE(testing::Message() << "blocks " << nblocks << " at +" << off);
      uint8_t key[16];
      Fill(&rng, key, sizeof(key));
      uint32_t h[5];
      for (int i = 0; i < 4; ++i) h[i] = static_cast<uint32_t>(rng.Next());
      h[4] = static_cast<uint32_t>(rng.Below(5));
      Fill(&rng, m.data(), m.size());
      CheckAbsorb(key, h, m.data() + off, nblocks, 1);
      ++runs;
    }
  }
  EXPECT_EQ(41 * 4, runs);
}

TEST(Poly1305BackendTest, PaddedFinalBlock) {
  Rng rng(130);
  for (int run = 0; run < 100; ++run) {
    uint8_t key[16], m[19];
    Fill(&rng, key, sizeof(key));
    Fill(&rng, m, sizeof(m));
    uint32_t h[5];
    for (int i = 0; i < 4; ++i) h[i] = static_cast<uint32_t>(rng.Next());
    h[4] = static_cast<uint32_t>(rng.Below(5));
    CheckAbsorb(key, h, m + run % 4, 1, 0);
  }
}

// Every combination of extreme r (all clamp bits set, zero, one), h (zero,
// all ones with h[4] = 4, just below and at p) and message (zeros, all
// ones), for block counts of both parities: the carries at their largest.
TEST(Poly1305BackendTest, ExtremeValues) {
  uint8_t keys[4][16];
  memset(keys[0], 0xff, 16);  // clamps to 0x0ffffffc0ffffffc0ffffffc0fffffff
  memset(keys[1], 0, 16);
  memset(keys[2], 0, 16);
  keys[2][0] = 1;
  memset(keys[3], 0xff, 16);
  keys[3][0] = 0xfc;  // r0 a multiple of 4 too
  const uint32_t hs[5][5] = {
      {0, 0, 0, 0, 0},
      {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 4},
      {0xfffffffau, 0xffffffffu, 0xffffffffu, 0xffffffffu, 3},  // p - 1
      {0xfffffffbu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 3},  // p
      {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 3},
  };
  Bytes ones(16 * 9, 0xff), zeros(16 * 9, 0);
  int runs = 0;
  for (const auto &key : keys) {
    for (const auto &h : hs) {
      for (const Bytes *m : {&ones, &zeros}) {
        for (size_t nblocks : {1, 2, 3, 8, 9}) {
          SCOPED_TRACE(testing::Message() << "run " << runs);
          CheckAbsorb(key, h, m->data(), nblocks, 1);
          ++runs;
        }
        CheckAbsorb(key, h, m->data(), 1, 0);
        ++runs;
      }
    }
  }
  EXPECT_EQ(4 * 5 * 2 * 6, runs);
}

// A long chain of calls of random sizes, fed back: the state the backend
// leaves is always one it accepts.
TEST(Poly1305BackendTest, LongChainOfCalls) {
  Rng rng(77);
  uint8_t key[16];
  Fill(&rng, key, sizeof(key));
  const uint32_t zero[5] = {0, 0, 0, 0, 0};
  mcu_poly1305_ctx ctx = Context(key, zero);
  ref::Num expected = ref::FromWords(zero);
  const ref::Num r = ref::ClampedR(key);
  Bytes m(16 * 24);
  size_t total = 0;
  for (int call = 0; call < 200; ++call) {
    const size_t nblocks = rng.Below(25);
    // Mostly all-ones bytes: the largest partial sums.
    if (rng.Below(2) == 0) {
      memset(m.data(), 0xff, m.size());
    } else {
      Fill(&rng, m.data(), m.size());
    }
    for (size_t b = 0; b < nblocks; ++b) {
      expected = ref::AbsorbBlock(expected, r, m.data() + 16 * b, 16);
    }
    mcucrypt::poly1305::ABSORB(&ctx, m.data(), nblocks, 1);
    total += nblocks;
    ASSERT_LE(ctx.h[4], 4u) << "call " << call;
    ASSERT_TRUE(ref::Equal(expected, ref::FromWords(ctx.h))) << "call " << call;
  }
  EXPECT_GT(total, 1000u);
}

}  // namespace
