// Tests of one MD5 compression backend through crypto/md5/md5_compress.h.
// BUILD.bazel builds this file once per backend (each linked directly,
// whatever //crypto/md5:md5_compress_backend says), so every implementation
// is checked on every core it builds for; md5_test then runs the RFC 1321
// and CAVP-style vectors with the core's default backend.
#include "crypto/md5/md5_compress.h"

#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/test_rng.h"

namespace {

// --- A reference straight from RFC 1321 section 3.4 ------------------------
// The four rounds as loops over the step tables given there.

const uint32_t kRefT[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
};
const unsigned kRefS[4][4] = {{7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23}, {6, 10, 15, 21}};

uint32_t Rotl(uint32_t x, unsigned n) { return (x << n) | (x >> (32 - n)); }

void ReferenceCompress(uint32_t h[4], const uint8_t *block) {
  uint32_t x[16];
  for (int k = 0; k < 16; ++k) {
    x[k] = block[4 * k] | (uint32_t{block[4 * k + 1]} << 8) | (uint32_t{block[4 * k + 2]} << 16) |
           (uint32_t{block[4 * k + 3]} << 24);
  }
  uint32_t a = h[0], b = h[1], c = h[2], d = h[3];
  for (int i = 0; i < 64; ++i) {
    const int round = i / 16;
    uint32_t f;
    int k;
    if (round == 0) {
      f = (b & c) | (~b & d);
      k = i;
    } else if (round == 1) {
      f = (b & d) | (c & ~d);
      k = (1 + 5 * i) % 16;
    } else if (round == 2) {
      f = b ^ c ^ d;
      k = (5 + 3 * i) % 16;
    } else {
      f = c ^ (b | ~d);
      k = (7 * i) % 16;
    }
    const uint32_t t = b + Rotl(a + f + x[k] + kRefT[i], kRefS[round][i % 4]);
    a = d; d = c; c = b; b = t;
  }
  h[0] += a; h[1] += b; h[2] += c; h[3] += d;
}

std::vector<uint8_t> RandomBytes(Rng *rng, size_t n) {
  std::vector<uint8_t> v(n);
  for (uint8_t &b : v) b = static_cast<uint8_t>(rng->Next() >> 56);
  return v;
}

// RFC 1321's MD5("abc") as one padded block from the initial value: the
// digest is the state's little-endian words.
TEST(Md5CompressTest, AbcBlockKnownAnswer) {
  uint32_t state[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
  uint8_t block[64] = {'a', 'b', 'c', 0x80};
  block[56] = 24;  // the length in bits, little-endian
  mcucrypt::md5_compress(state, block, 1);
  // 900150983cd24fb0d6963f7d28e17f72
  const uint32_t want[4] = {0x98500190, 0xb04fd23c, 0x7d3f96d6, 0x727fe128};
  for (int i = 0; i < 4; ++i) EXPECT_EQ(want[i], state[i]) << i;
}

TEST(Md5CompressTest, ZeroBlocksLeavesStateAlone) {
  uint32_t state[4] = {1, 2, 3, 4};
  const uint8_t block[64] = {0};
  mcucrypt::md5_compress(state, block, 0);
  for (uint32_t i = 0; i < 4; ++i) EXPECT_EQ(i + 1, state[i]);
}

// Random states and messages of 1..9 blocks at every alignment, against the
// reference; the bytes around the message and state stay untouched.
TEST(Md5CompressTest, RandomBlocksMatchReference) {
  Rng rng(5);
  int runs = 0;
  for (size_t nblocks = 1; nblocks <= 9; ++nblocks) {
    for (size_t align = 0; align < 4; ++align) {
      SCOPED_TRACE("nblocks " + std::to_string(nblocks) + " align " + std::to_string(align));
      std::vector<uint8_t> buf = RandomBytes(&rng, 64 * nblocks + 8);
      const std::vector<uint8_t> before = buf;
      uint32_t state[6], want[4];
      for (uint32_t &w : state) w = static_cast<uint32_t>(rng.Next());
      memcpy(want, state + 1, sizeof(want));
      const uint32_t guard0 = state[0], guard5 = state[5];
      for (size_t i = 0; i < nblocks; ++i) ReferenceCompress(want, buf.data() + align + 64 * i);
      mcucrypt::md5_compress(state + 1, buf.data() + align, nblocks);
      for (int i = 0; i < 4; ++i) ASSERT_EQ(want[i], state[i + 1]) << i;
      EXPECT_EQ(guard0, state[0]);
      EXPECT_EQ(guard5, state[5]);
      EXPECT_EQ(before, buf);
      ++runs;
    }
  }
  EXPECT_EQ(36, runs);
}

// Single message bits and all-ones blocks, which catch a wrong word index
// or rotation in any step.
TEST(Md5CompressTest, SparseBlocksMatchReference) {
  int runs = 0;
  for (int bit = 0; bit < 512; bit += 5) {
    uint8_t block[64] = {0};
    block[bit / 8] = static_cast<uint8_t>(1u << (bit % 8));
    uint32_t state[4] = {0}, want[4] = {0};
    ReferenceCompress(want, block);
    mcucrypt::md5_compress(state, block, 1);
    for (int i = 0; i < 4; ++i) ASSERT_EQ(want[i], state[i]) << "bit " << bit << " word " << i;
    ++runs;
  }
  EXPECT_EQ(103, runs);
  uint8_t ones[64];
  memset(ones, 0xff, sizeof(ones));
  uint32_t state[4], want[4];
  memset(state, 0xff, sizeof(state));
  memset(want, 0xff, sizeof(want));
  ReferenceCompress(want, ones);
  mcucrypt::md5_compress(state, ones, 1);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(want[i], state[i]) << i;
}

}  // namespace
