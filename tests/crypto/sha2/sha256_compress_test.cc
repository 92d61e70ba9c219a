// Tests of one SHA-256 compression backend through crypto/sha2/
// sha256_compress.h. BUILD.bazel builds this file once per backend (each
// linked directly, whatever //crypto/sha2:sha256_backend says, and named by
// SHA256_COMPRESS), so
// every implementation is checked on every core it builds for; the KATs in
// sha256_test/sha224_test then run the core's default backend.
#include "crypto/sha2/sha256_compress.h"

#include <stdint.h>

#include "tests/crypto/sha2/compress_testing.h"

namespace {

// --- A reference straight from FIPS 180-4 section 6.2.2 --------------------
// The full 64-word schedule and the eight-variable round as written there.

const uint32_t kRefK[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

uint32_t Rotr(uint32_t x, unsigned n) { return (x >> n) | (x << (32 - n)); }

void ReferenceCompress(uint32_t h[8], const uint8_t *block) {
  uint32_t w[64];
  for (int t = 0; t < 16; ++t) {
    w[t] = (uint32_t{block[4 * t]} << 24) | (uint32_t{block[4 * t + 1]} << 16) |
           (uint32_t{block[4 * t + 2]} << 8) | block[4 * t + 3];
  }
  for (int t = 16; t < 64; ++t) {
    const uint32_t s0 = Rotr(w[t - 15], 7) ^ Rotr(w[t - 15], 18) ^ (w[t - 15] >> 3);
    const uint32_t s1 = Rotr(w[t - 2], 17) ^ Rotr(w[t - 2], 19) ^ (w[t - 2] >> 10);
    w[t] = s1 + w[t - 7] + s0 + w[t - 16];
  }
  uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
  for (int t = 0; t < 64; ++t) {
    const uint32_t t1 = hh + (Rotr(e, 6) ^ Rotr(e, 11) ^ Rotr(e, 25)) + ((e & f) ^ (~e & g)) +
                        kRefK[t] + w[t];
    const uint32_t t2 = (Rotr(a, 2) ^ Rotr(a, 13) ^ Rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
  }
  h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

// FIPS 180-4's "abc" example from H(0) (the digest is the state's
// big-endian words); 1..9 random blocks at every alignment; every 7th
// single bit and all-ones, which catch a wrong rotation or shift (SHR vs
// ROTR) in the schedule.
const compress_testing::CompressApi<uint32_t, 8> kApi = {
    mcucrypt::SHA256_COMPRESS, ReferenceCompress, 64, /*little_endian=*/false,
    /*iv=*/{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19},
    /*abc=*/{0xba7816bf, 0x8f01cfea, 0x414140de, 0x5dae2223, 0xb00361a3, 0x96177a9c, 0xb410ff61, 0xf20015ad},
    /*seed, max_blocks, aligns, all_aligns_up_to, random_runs=*/256, 9, 4, 9, 36,
    /*bit_step, sparse_runs=*/7, 74,
};

COMPRESS_TESTING_TESTS(Sha256CompressTest, kApi)

}  // namespace
