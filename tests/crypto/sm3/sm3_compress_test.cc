// Tests of one SM3 compression backend through crypto/sm3/sm3_compress.h.
// BUILD.bazel builds this file once per backend (each linked directly,
// whatever //crypto/sm3:sm3_compress_backend says), so every implementation
// is checked on every core it builds for; sm3_test then runs the known
// answers with the core's default backend.
#include "crypto/sm3/sm3_compress.h"

#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/test_rng.h"

namespace {

// --- A reference straight from GB/T 32905-2016 section 5.3 -----------------
// The 68 + 64 word expansion and the round as written there.

uint32_t Rotl(uint32_t x, unsigned n) {
  n %= 32;
  return n == 0 ? x : (x << n) | (x >> (32 - n));
}
uint32_t P0(uint32_t x) { return x ^ Rotl(x, 9) ^ Rotl(x, 17); }
uint32_t P1(uint32_t x) { return x ^ Rotl(x, 15) ^ Rotl(x, 23); }

void ReferenceCompress(uint32_t v[8], const uint8_t *block) {
  uint32_t w[68], w1[64];
  for (int j = 0; j < 16; ++j) {
    w[j] = (uint32_t{block[4 * j]} << 24) | (uint32_t{block[4 * j + 1]} << 16) |
           (uint32_t{block[4 * j + 2]} << 8) | block[4 * j + 3];
  }
  for (int j = 16; j < 68; ++j) {
    w[j] = P1(w[j - 16] ^ w[j - 9] ^ Rotl(w[j - 3], 15)) ^ Rotl(w[j - 13], 7) ^ w[j - 6];
  }
  for (int j = 0; j < 64; ++j) w1[j] = w[j] ^ w[j + 4];
  uint32_t a = v[0], b = v[1], c = v[2], d = v[3], e = v[4], f = v[5], g = v[6], h = v[7];
  for (unsigned j = 0; j < 64; ++j) {
    const uint32_t t = j < 16 ? 0x79cc4519u : 0x7a879d8au;
    const uint32_t ss1 = Rotl(Rotl(a, 12) + e + Rotl(t, j), 7);
    const uint32_t ss2 = ss1 ^ Rotl(a, 12);
    const uint32_t ff = j < 16 ? a ^ b ^ c : (a & b) | (a & c) | (b & c);
    const uint32_t gg = j < 16 ? e ^ f ^ g : (e & f) | (~e & g);
    const uint32_t tt1 = ff + d + ss2 + w1[j];
    const uint32_t tt2 = gg + h + ss1 + w[j];
    d = c; c = Rotl(b, 9); b = a; a = tt1;
    h = g; g = Rotl(f, 19); f = e; e = P0(tt2);
  }
  v[0] ^= a; v[1] ^= b; v[2] ^= c; v[3] ^= d; v[4] ^= e; v[5] ^= f; v[6] ^= g; v[7] ^= h;
}

std::vector<uint8_t> RandomBytes(Rng *rng, size_t n) {
  std::vector<uint8_t> v(n);
  for (uint8_t &b : v) b = static_cast<uint8_t>(rng->Next() >> 56);
  return v;
}

// The standard's example 1 ("abc") as one padded block from the IV.
TEST(Sm3CompressTest, AbcBlockKnownAnswer) {
  uint32_t state[8] = {0x7380166f, 0x4914b2b9, 0x172442d7, 0xda8a0600,
                       0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e};
  uint8_t block[64] = {'a', 'b', 'c', 0x80};
  block[63] = 24;  // the length in bits
  mcucrypt::sm3_compress(state, block, 1);
  const uint32_t want[8] = {0x66c7f0f4, 0x62eeedd9, 0xd1f2d46b, 0xdc10e4e2,
                            0x4167c487, 0x5cf2f7a2, 0x297da02b, 0x8f4ba8e0};
  for (int i = 0; i < 8; ++i) EXPECT_EQ(want[i], state[i]) << i;
}

TEST(Sm3CompressTest, ZeroBlocksLeavesStateAlone) {
  uint32_t state[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  const uint8_t block[64] = {0};
  mcucrypt::sm3_compress(state, block, 0);
  for (uint32_t i = 0; i < 8; ++i) EXPECT_EQ(i + 1, state[i]);
}

// Random states and messages of 1..9 blocks at every alignment, against the
// reference; the bytes around the message and state stay untouched.
TEST(Sm3CompressTest, RandomBlocksMatchReference) {
  Rng rng(3);
  int runs = 0;
  for (size_t nblocks = 1; nblocks <= 9; ++nblocks) {
    for (size_t align = 0; align < 4; ++align) {
      SCOPED_TRACE("nblocks " + std::to_string(nblocks) + " align " + std::to_string(align));
      std::vector<uint8_t> buf = RandomBytes(&rng, 64 * nblocks + 8);
      const std::vector<uint8_t> before = buf;
      uint32_t state[10], want[8];
      for (uint32_t &w : state) w = static_cast<uint32_t>(rng.Next());
      memcpy(want, state + 1, sizeof(want));
      const uint32_t guard0 = state[0], guard9 = state[9];
      for (size_t i = 0; i < nblocks; ++i) ReferenceCompress(want, buf.data() + align + 64 * i);
      mcucrypt::sm3_compress(state + 1, buf.data() + align, nblocks);
      for (int i = 0; i < 8; ++i) ASSERT_EQ(want[i], state[i + 1]) << i;
      EXPECT_EQ(guard0, state[0]);
      EXPECT_EQ(guard9, state[9]);
      EXPECT_EQ(before, buf);
      ++runs;
    }
  }
  EXPECT_EQ(36, runs);
}

// Single message bits and all-ones blocks, which catch a wrong rotation or
// window index in the expansion.
TEST(Sm3CompressTest, SparseBlocksMatchReference) {
  int runs = 0;
  for (int bit = 0; bit < 512; bit += 7) {
    uint8_t block[64] = {0};
    block[bit / 8] = static_cast<uint8_t>(0x80u >> (bit % 8));
    uint32_t state[8] = {0}, want[8] = {0};
    ReferenceCompress(want, block);
    mcucrypt::sm3_compress(state, block, 1);
    for (int i = 0; i < 8; ++i) ASSERT_EQ(want[i], state[i]) << "bit " << bit << " word " << i;
    ++runs;
  }
  EXPECT_EQ(74, runs);
  uint8_t ones[64];
  memset(ones, 0xff, sizeof(ones));
  uint32_t state[8], want[8];
  memset(state, 0xff, sizeof(state));
  memset(want, 0xff, sizeof(want));
  ReferenceCompress(want, ones);
  mcucrypt::sm3_compress(state, ones, 1);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(want[i], state[i]) << i;
}

}  // namespace
