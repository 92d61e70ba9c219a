// Tests of one SM3 compression backend through crypto/sm3/sm3_compress.h.
// BUILD.bazel builds this file once per backend (each linked directly,
// whatever //crypto/sm3:sm3_backend says), so every implementation
// is checked on every core it builds for; sm3_test then runs the known
// answers with the core's default backend.
#include "crypto/sm3/sm3_compress.h"

#include <stdint.h>

#include "tests/crypto/sha2/compress_testing.h"

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

// The standard's example 1 ("abc") from the IV; 1..9 random blocks at
// every alignment; every 7th single bit and all-ones, which catch a wrong
// rotation or window index in the expansion.
const compress_testing::CompressApi<uint32_t, 8> kApi = {
    mcucrypt::SM3_COMPRESS, ReferenceCompress, 64, /*little_endian=*/false,
    /*iv=*/{0x7380166f, 0x4914b2b9, 0x172442d7, 0xda8a0600, 0xa96f30bc, 0x163138aa, 0xe38dee4d, 0xb0fb0e4e},
    /*abc=*/{0x66c7f0f4, 0x62eeedd9, 0xd1f2d46b, 0xdc10e4e2, 0x4167c487, 0x5cf2f7a2, 0x297da02b, 0x8f4ba8e0},
    /*seed, max_blocks, aligns, all_aligns_up_to, random_runs=*/3, 9, 4, 9, 36,
    /*bit_step, sparse_runs=*/7, 74,
};

COMPRESS_TESTING_TESTS(Sm3CompressTest, kApi)

}  // namespace
