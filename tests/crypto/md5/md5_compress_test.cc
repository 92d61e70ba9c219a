// Tests of one MD5 compression backend through crypto/md5/md5_compress.h.
// BUILD.bazel builds this file once per backend (each linked directly,
// whatever //crypto/md5:md5_backend says), so every implementation
// is checked on every core it builds for; md5_test then runs the RFC 1321
// and CAVP-style vectors with the core's default backend.
#include "crypto/md5/md5_compress.h"

#include <stdint.h>

#include "tests/crypto/sha2/compress_testing.h"

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

// RFC 1321's MD5("abc") from the initial value (the digest is the
// state's little-endian words); 1..9 random blocks at every alignment;
// every 5th single bit and all-ones, which catch a wrong word index or
// rotation in any step.
const compress_testing::CompressApi<uint32_t, 4> kApi = {
    mcucrypt::MD5_COMPRESS, ReferenceCompress, 64, /*little_endian=*/true,
    /*iv=*/{0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476},
    // 900150983cd24fb0d6963f7d28e17f72
    /*abc=*/{0x98500190, 0xb04fd23c, 0x7d3f96d6, 0x727fe128},
    /*seed, max_blocks, aligns, all_aligns_up_to, random_runs=*/5, 9, 4, 9, 36,
    /*bit_step, sparse_runs=*/5, 103,
};

COMPRESS_TESTING_TESTS(Md5CompressTest, kApi)

}  // namespace
