// Each GHASH technique (crypto/gcm/ghash.h), called by name, against a
// spec-literal reference (SP 800-38D Algorithm 1, bit by bit) and the GCM
// specification's GHASH values (McGrew & Viega, test cases 2 and 4).
#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "crypto/gcm/ghash.h"
#include "gtest/gtest.h"
#include "tests/support/hex.h"
#include "tests/support/test_rng.h"

// The technique under test (TECHNIQUE, set by BUILD.bazel), by name.
#define CONCAT_(a, b) a##b
#define CONCAT(a, b) CONCAT_(a, b)
#define GHASH_INIT CONCAT(mcucrypt::gcm::ghash_init_, TECHNIQUE)
#define GHASH_BLOCKS CONCAT(mcucrypt::gcm::ghash_blocks_, TECHNIQUE)

namespace {

using Bytes = std::vector<uint8_t>;
using mcucrypt::gcm::GhashKey;

std::string Hex(const Bytes& b) { return ToHex(b.data(), b.size()); }

// SP 800-38D section 6.3, Algorithm 1: X * Y in GF(2^128), bit 0 of a block
// (the top bit of byte 0) being the coefficient of x^0.
void RefMul(const uint8_t x[16], const uint8_t y[16], uint8_t out[16]) {
  uint8_t z[16] = {0}, v[16];
  memcpy(v, y, 16);
  for (int i = 0; i < 128; ++i) {
    if ((x[i / 8] >> (7 - i % 8)) & 1) {
      for (int j = 0; j < 16; ++j) z[j] ^= v[j];
    }
    const bool lsb = v[15] & 1;
    for (int j = 15; j > 0; --j) v[j] = static_cast<uint8_t>((v[j] >> 1) | (v[j - 1] << 7));
    v[0] >>= 1;
    if (lsb) v[0] ^= 0xE1;
  }
  memcpy(out, z, 16);
}

// Y_i = (Y_{i-1} ^ X_i) * H from the state y0 (16 bytes).
Bytes RefGhashFrom(const Bytes& h, const Bytes& y0, const uint8_t* data, size_t len) {
  uint8_t y[16];
  memcpy(y, y0.data(), 16);
  for (size_t i = 0; i + 16 <= len; i += 16) {
    for (int j = 0; j < 16; ++j) y[j] ^= data[i + j];
    RefMul(y, h.data(), y);
  }
  return Bytes(y, y + 16);
}

Bytes RefGhash(const Bytes& h, const Bytes& data) {
  return RefGhashFrom(h, Bytes(16, 0), data.data(), data.size());
}

Bytes Ghash(const Bytes& h, const Bytes& data) {
  GhashKey key;
  GHASH_INIT(&key, h.data());
  uint32_t y[4] = {0, 0, 0, 0};
  GHASH_BLOCKS(&key, y, data.data(), data.size() / 16);
  Bytes out(16);
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) out[4 * i + j] = static_cast<uint8_t>(y[i] >> (24 - 8 * j));
  }
  return out;
}

TEST(GhashTest, GcmSpecTestCases) {
  // Test case 2: H, C, and len(A) || len(C) = 0 || 128.
  EXPECT_EQ("f38cbb1ad69223dcc3457ae5b6b0f885",
            Hex(Ghash(FromHex("66e94bd4ef8a2c3b884cfa59ca342b2e"),
                        FromHex("0388dace60b6a392f328c2b971b2fe78"
                                "00000000000000000000000000000080"))));
  // Test case 4 (20 bytes of A, 60 of C, each zero-padded).
  EXPECT_EQ("698e57f70e6ecc7fd9463b7260a9ae5f",
            Hex(Ghash(FromHex("b83b533708bf535d0aa6e52980d53b78"),
                        FromHex("feedfacedeadbeeffeedfacedeadbeefabaddad2000000000000000000000000"
                                "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
                                "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e09100000000"
                                "00000000000000a000000000000001e0"))));
}

// Random H and data, 0..9 blocks, and the edge values of H (zero, one, the
// top and bottom bits alone, all ones), against the reference.
TEST(GhashTest, MatchesReference) {
  Rng rng(1);
  std::vector<Bytes> keys;
  keys.push_back(Bytes(16, 0));
  keys.push_back(Bytes(16, 0xFF));
  Bytes one(16, 0);
  one[0] = 0x80;  // the polynomial 1
  keys.push_back(one);
  Bytes top(16, 0);
  top[15] = 0x01;  // x^127
  keys.push_back(top);
  Bytes top7(16, 0);
  top7[15] = 0x7F;
  keys.push_back(top7);
  for (int i = 0; i < 40; ++i) {
    Bytes k(16);
    for (auto& b : k) b = static_cast<uint8_t>(rng.Next());
    keys.push_back(k);
  }
  size_t checked = 0;
  for (const Bytes& h : keys) {
    for (size_t blocks = 0; blocks < 10; ++blocks) {
      Bytes data(16 * blocks);
      for (auto& b : data) b = static_cast<uint8_t>(rng.Next());
      if (blocks == 1) data.assign(16, 0xFF);
      EXPECT_EQ(Hex(RefGhash(h, data)), Hex(Ghash(h, data)))
          << "H " << Hex(h) << " data " << Hex(data);
      ++checked;
    }
  }
  EXPECT_EQ(450u, checked);
}

// The extreme 32x32 products: H = (all ones) * x, so the expanded key side
// H * x^-1 is all ones in every word, and blocks chosen so that Y ^ X is all
// ones each time: products of 0xFFFFFFFF by 0xFFFFFFFF, where a
// multiplication with holes carries furthest (the MIPS backend's five-bit
// holes overflow there unless handled).
TEST(GhashTest, AllOnesOperands) {
  const Bytes ones(16, 0xFF);
  Bytes x(16, 0);
  x[0] = 0x40;  // the polynomial x
  Bytes h(16);
  RefMul(ones.data(), x.data(), h.data());
  Bytes data;
  Bytes y(16, 0);
  for (int block = 0; block < 6; ++block) {
    Bytes xb(16);
    for (int j = 0; j < 16; ++j) xb[j] = static_cast<uint8_t>(y[j] ^ 0xFF);
    data.insert(data.end(), xb.begin(), xb.end());
    y = RefGhash(h, data);
  }
  EXPECT_EQ(Hex(y), Hex(Ghash(h, data)));
  EXPECT_EQ(96u, data.size());
}

// Continuing from a state equals hashing in one go.
TEST(GhashTest, ChainsAcrossCalls) {
  Rng rng(2);
  Bytes h(16), data(16 * 7);
  for (auto& b : h) b = static_cast<uint8_t>(rng.Next());
  for (auto& b : data) b = static_cast<uint8_t>(rng.Next());
  GhashKey key;
  GHASH_INIT(&key, h.data());
  uint32_t one[4] = {0, 0, 0, 0}, split[4] = {0, 0, 0, 0};
  GHASH_BLOCKS(&key, one, data.data(), 7);
  GHASH_BLOCKS(&key, split, data.data(), 3);
  GHASH_BLOCKS(&key, split, data.data() + 48, 0);
  GHASH_BLOCKS(&key, split, data.data() + 48, 4);
  EXPECT_EQ(0, memcmp(one, split, sizeof one));
}

// Random H, starting state and lengths up to 80 blocks, the data at every
// alignment (the assembly backends load words from any address), and a key
// object reused across calls: the backend against the reference, and the
// bytes around the data untouched.
TEST(GhashTest, MatchesReferenceLongUnalignedFromState) {
  Rng rng(3);
  size_t checked = 0, total_blocks = 0;
  for (int trial = 0; trial < 24; ++trial) {
    Bytes h(16), y0(16);
    for (auto& b : h) b = static_cast<uint8_t>(rng.Next());
    for (auto& b : y0) b = static_cast<uint8_t>(rng.Next());
    GhashKey key;
    GHASH_INIT(&key, h.data());
    for (int call = 0; call < 3; ++call) {
      const size_t blocks = 10 + rng.Below(71);
      const size_t offset = static_cast<size_t>(trial + call) % 4;
      Bytes buf(offset + 16 * blocks + 4);
      for (auto& b : buf) b = static_cast<uint8_t>(rng.Next());
      const Bytes before = buf;
      uint32_t y[4];
      for (int i = 0; i < 4; ++i) {
        y[i] = static_cast<uint32_t>(y0[4 * i]) << 24 | static_cast<uint32_t>(y0[4 * i + 1]) << 16 |
               static_cast<uint32_t>(y0[4 * i + 2]) << 8 | y0[4 * i + 3];
      }
      GHASH_BLOCKS(&key, y, buf.data() + offset, blocks);
      Bytes got(16);
      for (int i = 0; i < 4; ++i) {
        for (int j = 0; j < 4; ++j) got[4 * i + j] = static_cast<uint8_t>(y[i] >> (24 - 8 * j));
      }
      EXPECT_EQ(Hex(RefGhashFrom(h, y0, buf.data() + offset, 16 * blocks)), Hex(got))
          << "H " << Hex(h) << " blocks " << blocks << " offset " << offset;
      EXPECT_EQ(Hex(before), Hex(buf));
      ++checked;
      total_blocks += blocks;
    }
  }
  EXPECT_EQ(72u, checked);
  EXPECT_GE(total_blocks, 72u * 10);
}

TEST(GhashTest, Describes) {
  const std::string impl = mcucrypt::gcm::kGhashImpl;
  EXPECT_TRUE(impl == "ct_mul_holes" || impl == "table4") << impl;
  EXPECT_EQ(impl == "ct_mul_holes" ? 1 : 0, mcucrypt::gcm::kGhashConstantTime);
}

}  // namespace
