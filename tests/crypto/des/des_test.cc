// DES and Triple-DES through block cipher descriptors. BUILD.bazel builds
// this file once per backend, each linked directly (so every implementation
// is tested on every core whatever //crypto/des:backend says), once for the
// build's mcu_des*_desc, and once with every bitsliced technique of the core
// in one binary (the C++ rounds and, on Cortex-M4, the Thumb-2 ones):
// DES_TEST_BACKEND says which. Every test runs once per technique.
#include <stdio.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/des.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

#define DES_TEST_DEFAULT 0
#define DES_TEST_CT 1
#define DES_TEST_TABLE 2
#define DES_TEST_BITSLICED 3
#define DES_TEST_TECHNIQUES 4

#if DES_TEST_BACKEND == DES_TEST_BITSLICED || DES_TEST_BACKEND == DES_TEST_TECHNIQUES
#define DES_TEST_HAS_ROUNDS 1
#include "crypto/des/des_ct_bitsliced.h"
#include "crypto/des/des_sbox_circuits.h"
using RoundsFn = mcucrypt::des_bitsliced::RoundsFn;
#else
#define DES_TEST_HAS_ROUNDS 0
using RoundsFn = void (*)();
#endif

namespace {

using Bytes = std::vector<uint8_t>;

// One implementation's three descriptors, the impl and constant_time they
// must state ("" and -1: whichever the flag selects) and, for the bitsliced
// ones, their rounds.
struct Technique {
  const char *name;
  const char *impl;
  int constant_time;
  const mcu_block_cipher_desc *des, *ede, *ede3;
  RoundsFn rounds;
};

#define DES_TEST_SET(name, suffix, impl, ct, rounds)                                   \
  {                                                                                    \
    name, impl, ct, &mcu_des##suffix, &mcu_des_ede##suffix, &mcu_des_ede3##suffix, \
        rounds                                                                         \
  }

const Technique kTechniques[] = {
#if DES_TEST_BACKEND == DES_TEST_CT
    DES_TEST_SET("ct_muxtree", _ct_desc, "ct_muxtree", 1, nullptr),
    DES_TEST_SET("ct_truthtable", _ct_truthtable_desc, "ct_truthtable", 1, nullptr),
#elif DES_TEST_BACKEND == DES_TEST_TABLE
    DES_TEST_SET("table", _table_desc, "table", 0, nullptr),
#elif DES_TEST_BACKEND == DES_TEST_BITSLICED
    DES_TEST_SET("ct_bitsliced32", _ct_bitsliced_desc, "ct_bitsliced32", 1,
                 &mcucrypt::des_bitsliced::RoundsPortable),
#elif DES_TEST_BACKEND == DES_TEST_TECHNIQUES
    DES_TEST_SET("ct_bitsliced32", _ct_bitsliced_desc, "ct_bitsliced32", 1,
                 &mcucrypt::des_bitsliced::RoundsPortable),
#if defined(DES_TEST_ARMV7M)
    DES_TEST_SET("ct_bitsliced32_armv7m", _ct_bitsliced_armv7m_desc, "ct_bitsliced32_armv7m", 1,
                 &mcucrypt::des_bitsliced::RoundsArmv7m),
#endif
#elif DES_TEST_BACKEND == DES_TEST_DEFAULT
    DES_TEST_SET("default", _desc, "", -1, nullptr),
#else
#error "DES_TEST_BACKEND: 0 (default), 1 (ct), 2 (table), 3 (bitsliced) or 4 (techniques)"
#endif
};

// The technique under test (each fixture sets it for its tests; the CAVP
// files run every technique in turn).
const Technique *g_technique = &kTechniques[0];

const mcu_block_cipher_desc *Des() { return g_technique->des; }
const mcu_block_cipher_desc *Ede() { return g_technique->ede; }
const mcu_block_cipher_desc *Ede3() { return g_technique->ede3; }

class TechniqueTest : public ::testing::TestWithParam<const Technique *> {
 protected:
  void SetUp() override { g_technique = GetParam(); }
};

std::vector<const Technique *> AllTechniques() {
  std::vector<const Technique *> all;
  for (const Technique &t : kTechniques) all.push_back(&t);
  return all;
}

std::string TechniqueName(const ::testing::TestParamInfo<const Technique *> &param) {
  return param.param->name;
}

// A suite of tests run once per technique.
#define DES_TECHNIQUE_SUITE(suite)            \
  class suite : public TechniqueTest {};      \
  INSTANTIATE_TEST_SUITE_P(Techniques, suite, \
                           ::testing::ValuesIn(AllTechniques()), TechniqueName)

// The descriptor for a key of key_len bytes (8, 16 or 24).
const mcu_block_cipher_desc *ForKey(size_t key_len) {
  return key_len == 8 ? Des() : key_len == 16 ? Ede() : Ede3();
}

// --- A reference straight from FIPS 46-3 ----------------------------------
// Bit by bit with the standard's own tables (numbered from 1 at the most
// significant bit), sharing nothing with either backend. Slow; used on a few
// hundred random blocks and keys.

const uint8_t kIp[64] = {58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
                         62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
                         57, 49, 41, 33, 25, 17, 9,  1, 59, 51, 43, 35, 27, 19, 11, 3,
                         61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7};
const uint8_t kFp[64] = {40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31,
                         38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61, 29,
                         36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27,
                         34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9,  49, 17, 57, 25};
const uint8_t kE[48] = {32, 1,  2,  3,  4,  5,  4,  5,  6,  7,  8,  9,  8,  9,  10, 11,
                        12, 13, 12, 13, 14, 15, 16, 17, 16, 17, 18, 19, 20, 21, 20, 21,
                        22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1};
const uint8_t kP[32] = {16, 7, 20, 21, 29, 12, 28, 17, 1,  15, 23, 26, 5,  18, 31, 10,
                        2,  8, 24, 14, 32, 27, 3,  9,  19, 13, 30, 6,  22, 11, 4,  25};
const uint8_t kPc1[56] = {57, 49, 41, 33, 25, 17, 9,  1,  58, 50, 42, 34, 26, 18,
                          10, 2,  59, 51, 43, 35, 27, 19, 11, 3,  60, 52, 44, 36,
                          63, 55, 47, 39, 31, 23, 15, 7,  62, 54, 46, 38, 30, 22,
                          14, 6,  61, 53, 45, 37, 29, 21, 13, 5,  28, 20, 12, 4};
const uint8_t kPc2[48] = {14, 17, 11, 24, 1,  5,  3,  28, 15, 6,  21, 10, 23, 19, 12, 4,
                          26, 8,  16, 7,  27, 20, 13, 2,  41, 52, 31, 37, 47, 55, 30, 40,
                          51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32};
const uint8_t kShifts[16] = {1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1};
const uint8_t kS[8][4][16] = {
    {{14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7},
     {0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8},
     {4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0},
     {15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13}},
    {{15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10},
     {3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5},
     {0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15},
     {13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9}},
    {{10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8},
     {13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1},
     {13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7},
     {1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12}},
    {{7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15},
     {13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9},
     {10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4},
     {3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14}},
    {{2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9},
     {14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6},
     {4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14},
     {11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3}},
    {{12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11},
     {10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8},
     {9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6},
     {4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13}},
    {{4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1},
     {13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6},
     {1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2},
     {6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12}},
    {{13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7},
     {1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2},
     {7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8},
     {2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11}}};

// Output bit i (1..n_out) is input bit table[i - 1] (1..n_in), MSB first.
uint64_t Permute(uint64_t x, const uint8_t *table, int n_out, int n_in) {
  uint64_t r = 0;
  for (int i = 0; i < n_out; ++i) r = (r << 1) | ((x >> (n_in - table[i])) & 1);
  return r;
}

uint32_t Rot28(uint32_t x, int n) { return ((x << n) | (x >> (28 - n))) & 0x0FFFFFFF; }

uint64_t RefDes(uint64_t key, uint64_t block, bool decrypt) {
  uint64_t k[16];
  const uint64_t cd = Permute(key, kPc1, 56, 64);
  uint32_t c = static_cast<uint32_t>(cd >> 28), d = static_cast<uint32_t>(cd & 0x0FFFFFFF);
  for (int i = 0; i < 16; ++i) {
    c = Rot28(c, kShifts[i]);
    d = Rot28(d, kShifts[i]);
    k[i] = Permute((static_cast<uint64_t>(c) << 28) | d, kPc2, 48, 56);
  }
  const uint64_t ip = Permute(block, kIp, 64, 64);
  uint32_t l = static_cast<uint32_t>(ip >> 32), r = static_cast<uint32_t>(ip);
  for (int i = 0; i < 16; ++i) {
    const uint64_t x = Permute(r, kE, 48, 32) ^ k[decrypt ? 15 - i : i];
    uint32_t s_out = 0;
    for (int s = 0; s < 8; ++s) {
      const unsigned six = static_cast<unsigned>(x >> (42 - 6 * s)) & 63;
      s_out = (s_out << 4) | kS[s][((six >> 4) & 2) | (six & 1)][(six >> 1) & 15];
    }
    const uint32_t f = static_cast<uint32_t>(Permute(s_out, kP, 32, 32));
    const uint32_t next = l ^ f;
    l = r;
    r = next;
  }
  return Permute((static_cast<uint64_t>(r) << 32) | l, kFp, 64, 64);
}

uint64_t Be64(const uint8_t *p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v = (v << 8) | p[i];
  return v;
}

void PutBe64(uint8_t *p, uint64_t v) {
  for (int i = 7; i >= 0; --i, v >>= 8) p[i] = static_cast<uint8_t>(v);
}

// E_K3(D_K2(E_K1(x))) or its inverse, for a key of 8, 16 or 24 bytes.
void RefCrypt(const Bytes &key, const uint8_t *in, uint8_t *out, bool decrypt) {
  const uint64_t k1 = Be64(key.data());
  const uint64_t k2 = key.size() >= 16 ? Be64(key.data() + 8) : k1;
  const uint64_t k3 = key.size() == 24 ? Be64(key.data() + 16) : k1;
  uint64_t x = Be64(in);
  if (key.size() == 8) {
    x = RefDes(k1, x, decrypt);
  } else if (!decrypt) {
    x = RefDes(k3, RefDes(k2, RefDes(k1, x, false), true), false);
  } else {
    x = RefDes(k1, RefDes(k2, RefDes(k3, x, true), false), true);
  }
  PutBe64(out, x);
}

// --- Running the descriptors -----------------------------------------------

// ECB over every block of in, four ways that must agree: the descriptor on
// all blocks at once, block by block through mcu_block_encrypt/decrypt, and
// in place. Returns the batch result.
Bytes Ecb(const mcu_block_cipher_desc *desc, const Bytes &key, const Bytes &in, bool decrypt) {
  mcu_block_key k;
  EXPECT_EQ(MCU_OK, mcu_block_key_init(&k, desc, key.data(), key.size()));
  EXPECT_EQ(0u, in.size() % 8);
  const size_t n = in.size() / 8;
  Bytes batch(in.size()), single(in.size()), inplace(in);
  (decrypt ? desc->decrypt_blocks : desc->encrypt_blocks)(k.schedule, in.data(), batch.data(), n);
  for (size_t i = 0; i < n; ++i) {
    EXPECT_EQ(MCU_OK, (decrypt ? mcu_block_decrypt : mcu_block_encrypt)(&k, in.data() + 8 * i,
                                                                         single.data() + 8 * i));
  }
  (decrypt ? desc->decrypt_blocks : desc->encrypt_blocks)(k.schedule, inplace.data(),
                                                          inplace.data(), n);
  EXPECT_EQ(ToHex(batch.data(), batch.size()), ToHex(single.data(), single.size()));
  EXPECT_EQ(ToHex(batch.data(), batch.size()), ToHex(inplace.data(), inplace.size()));
  mcu_block_key_wipe(&k);
  return batch;
}

std::string EcbHex(const mcu_block_cipher_desc *desc, const Bytes &key, const Bytes &in,
                   bool decrypt) {
  const Bytes out = Ecb(desc, key, in, decrypt);
  return ToHex(out.data(), out.size());
}

Bytes Concat(const Bytes &a, const Bytes &b) {
  Bytes r(a);
  r.insert(r.end(), b.begin(), b.end());
  return r;
}

std::vector<RspRecord> ReadVectors(const std::string &name) {
  std::vector<RspRecord> records;
  std::string error;
  EXPECT_TRUE(ReadRspFile(VectorPath("kat/tdes/" + name), &records, &error)) << error;
  return records;
}

// --- Descriptors ----------------------------------------------------------

DES_TECHNIQUE_SUITE(DesDescriptor);

TEST_P(DesDescriptor, Fields) {
  const struct {
    const mcu_block_cipher_desc *desc;
    const char *name;
    size_t key_size;
  } kWant[] = {{Des(), "des", 8}, {Ede(), "des-ede", 16}, {Ede3(), "des-ede3", 24}};
  for (const auto &w : kWant) {
    SCOPED_TRACE(w.name);
    EXPECT_STREQ(w.name, w.desc->name);
    EXPECT_EQ(8u, w.desc->block_size);
    EXPECT_EQ(w.key_size, w.desc->key_size);
    EXPECT_GE(w.desc->parallel_blocks, 1u);
    ASSERT_NE(nullptr, w.desc->impl);
    if (g_technique->impl[0] != '\0') {
      EXPECT_STREQ(g_technique->impl, w.desc->impl);
    }
    if (g_technique->constant_time >= 0) {
      EXPECT_EQ(g_technique->constant_time, w.desc->constant_time);
    }
    // The default is the constant-time backend unless a build opts out.
    EXPECT_EQ(strcmp(w.desc->impl, "table") != 0, w.desc->constant_time == 1);
    EXPECT_NE(nullptr, w.desc->expand_key);
    EXPECT_NE(nullptr, w.desc->encrypt_blocks);
    EXPECT_NE(nullptr, w.desc->decrypt_blocks);
  }
}

TEST_P(DesDescriptor, WrongKeyLengthIsRefused) {
  const uint8_t key[40] = {1, 2, 3};
  for (const mcu_block_cipher_desc *d : {Des(), Ede(), Ede3()}) {
    for (size_t len : {size_t{0}, size_t{1}, size_t{7}, size_t{8}, size_t{9}, size_t{15},
                       size_t{16}, size_t{17}, size_t{23}, size_t{24}, size_t{25}, size_t{32},
                       size_t{40}}) {
      if (len == d->key_size) continue;
      SCOPED_TRACE(std::string(d->name) + " key length " + std::to_string(len));
      mcu_block_key k;
      memset(&k, 0xA5, sizeof k);
      EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_key_init(&k, d, key, len));
      // Wiped: unusable, and no stale bytes.
      uint8_t block[8] = {0};
      EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_block_encrypt(&k, block, block));
      EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_block_decrypt(&k, block, block));
      for (uint32_t w : k.schedule) EXPECT_EQ(0u, w);
    }
    mcu_block_key k;
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_key_init(&k, d, nullptr, d->key_size));
    EXPECT_EQ(MCU_OK, mcu_block_key_init(&k, d, key, d->key_size));
    uint8_t block[8] = {0};
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_encrypt(&k, nullptr, block));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_decrypt(&k, block, nullptr));
    mcu_block_key_wipe(&k);
    EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_block_encrypt(&k, block, block));
  }
}

// --- Published known answers ----------------------------------------------

// FIPS 81 Appendix B, Table B1 (ECB): "Now is the time for all " under
// 0123456789abcdef.
DES_TECHNIQUE_SUITE(DesKnownAnswer);

TEST_P(DesKnownAnswer, Fips81Ecb) {
  const Bytes key = FromHex("0123456789abcdef");
  const Bytes pt(reinterpret_cast<const uint8_t *>("Now is the time for all "),
                 reinterpret_cast<const uint8_t *>("Now is the time for all ") + 24);
  const std::string ct = "3fa40e8a984d48156a271787ab8883f9893d51ec4b563b53";
  EXPECT_EQ(ct, EcbHex(Des(), key, pt, false));
  EXPECT_EQ(ToHex(pt.data(), pt.size()), EcbHex(Des(), key, FromHex(ct), true));
  // Triple-DES with K1 = K2 (= K3) is single DES (the keying option 3
  // compatibility case).
  EXPECT_EQ(ct, EcbHex(Ede(), Concat(key, key), pt, false));
  EXPECT_EQ(ct, EcbHex(Ede3(), Concat(Concat(key, key), key), pt, false));
}

// The worked example used in most DES textbooks (key 133457799bbcdff1).
TEST_P(DesKnownAnswer, TextbookExample) {
  EXPECT_EQ("85e813540f0ab405",
            EcbHex(Des(), FromHex("133457799bbcdff1"), FromHex("0123456789abcdef"), false));
  EXPECT_EQ("0123456789abcdef",
            EcbHex(Des(), FromHex("133457799bbcdff1"), FromHex("85e813540f0ab405"), true));
}

TEST_P(DesKnownAnswer, ParityBitsAreIgnored) {
  Rng rng(81);
  for (int i = 0; i < 20; ++i) {
    Bytes key(24), pt(16);
    for (auto &b : key) b = static_cast<uint8_t>(rng.Next());
    for (auto &b : pt) b = static_cast<uint8_t>(rng.Next());
    Bytes flipped(key);
    for (size_t j = 0; j < flipped.size(); ++j) flipped[j] ^= (rng.Next() & 1);
    const Bytes k8(key.begin(), key.begin() + 8), f8(flipped.begin(), flipped.begin() + 8);
    const Bytes k16(key.begin(), key.begin() + 16), f16(flipped.begin(), flipped.begin() + 16);
    EXPECT_EQ(EcbHex(Des(), k8, pt, false), EcbHex(Des(), f8, pt, false));
    EXPECT_EQ(EcbHex(Ede(), k16, pt, false), EcbHex(Ede(), f16, pt, false));
    EXPECT_EQ(EcbHex(Ede3(), key, pt, false), EcbHex(Ede3(), flipped, pt, false));
  }
}

// --- NIST CAVP TDES ECB (TECB*.rsp) ---------------------------------------
// Records are [ENCRYPT] (PLAINTEXT -> CIPHERTEXT) or [DECRYPT] (CIPHERTEXT
// -> PLAINTEXT). Keys: KEY1, KEY2, KEY3 (MMT: MMT1 has K1 = K2 = K3, MMT2
// K1 = K3, MMT3 three distinct keys) or KEYs (the known-answer files: K1 =
// K2 = K3). Each record runs through three-key Triple-DES, and also through
// two-key Triple-DES where K1 = K3 and single DES where all three are equal.

struct CavpCounts {
  int encrypt = 0, decrypt = 0, ede = 0, des = 0;
};

CavpCounts RunTecbFile(const std::string &name) {
  SCOPED_TRACE(name);
  CavpCounts counts;
  for (const RspRecord &rec : ReadVectors(name)) {
    SCOPED_TRACE("line " + std::to_string(rec.line));
    const bool encrypt = rec.section.count("ENCRYPT") != 0;
    EXPECT_NE(encrypt, rec.section.count("DECRYPT") != 0);
    Bytes k1, k2, k3;
    if (rec.fields.count("KEYs")) {
      k1 = k2 = k3 = FromHex(rec.fields.at("KEYs"));
    } else {
      k1 = FromHex(rec.fields.at("KEY1"));
      k2 = FromHex(rec.fields.at("KEY2"));
      k3 = FromHex(rec.fields.at("KEY3"));
    }
    EXPECT_EQ(8u, k1.size());
    EXPECT_EQ(8u, k2.size());
    EXPECT_EQ(8u, k3.size());
    const Bytes pt = FromHex(rec.fields.at("PLAINTEXT"));
    const Bytes ct = FromHex(rec.fields.at("CIPHERTEXT"));
    EXPECT_FALSE(pt.empty());
    EXPECT_EQ(pt.size(), ct.size());
    const Bytes &in = encrypt ? pt : ct;
    const std::string want = encrypt ? ToHex(ct.data(), ct.size()) : ToHex(pt.data(), pt.size());
    EXPECT_EQ(want, EcbHex(Ede3(), Concat(Concat(k1, k2), k3), in, !encrypt));
    if (k1 == k3) {
      EXPECT_EQ(want, EcbHex(Ede(), Concat(k1, k2), in, !encrypt));
      ++counts.ede;
    }
    if (k1 == k2 && k2 == k3) {
      EXPECT_EQ(want, EcbHex(Des(), k1, in, !encrypt));
      ++counts.des;
    }
    ++(encrypt ? counts.encrypt : counts.decrypt);
  }
  return counts;
}

struct TecbFile {
  const char *name;
  int records_per_direction;
  bool two_key;    // every record has K1 = K3
  bool one_key;    // every record has K1 = K2 = K3
};

const TecbFile kTecbFiles[] = {
    {"TECBMMT1.rsp", 10, true, true},      {"TECBMMT2.rsp", 10, true, false},
    {"TECBMMT3.rsp", 10, false, false},    {"TECBinvperm.rsp", 64, true, true},
    {"TECBpermop.rsp", 32, true, true},    {"TECBsubtab.rsp", 19, true, true},
    {"TECBvarkey.rsp", 56, true, true},    {"TECBvartext.rsp", 64, true, true},
};

class Tecb : public ::testing::TestWithParam<TecbFile> {};

TEST_P(Tecb, AllRecords) {
  const TecbFile &f = GetParam();
  for (const Technique &t : kTechniques) {
    SCOPED_TRACE(t.name);
    g_technique = &t;
    const CavpCounts c = RunTecbFile(f.name);
    EXPECT_EQ(f.records_per_direction, c.encrypt);
    EXPECT_EQ(f.records_per_direction, c.decrypt);
    EXPECT_EQ(f.two_key ? 2 * f.records_per_direction : 0, c.ede);
    EXPECT_EQ(f.one_key ? 2 * f.records_per_direction : 0, c.des);
  }
}

INSTANTIATE_TEST_SUITE_P(Cavp, Tecb, ::testing::ValuesIn(kTecbFiles),
                         [](const ::testing::TestParamInfo<TecbFile> &param_info) {
                           std::string n = param_info.param.name;
                           return n.substr(0, n.find('.'));
                         });

// --- Botan's des.vec and OpenSSL's evpciph_des3_common.txt -----------------

// des.vec: [DES] (8-byte keys) and [TripleDES] (16- or 24-byte keys); In and
// Out may span several blocks (ECB).
DES_TECHNIQUE_SUITE(DesVec);

TEST_P(DesVec, BotanDesAndTripleDes) {
  int des = 0, tdes2 = 0, tdes3 = 0;
  for (const RspRecord &rec : ReadVectors("des.vec")) {
    SCOPED_TRACE("line " + std::to_string(rec.line));
    const Bytes key = FromHex(rec.fields.at("Key"));
    const Bytes in = FromHex(rec.fields.at("In"));
    const Bytes out = FromHex(rec.fields.at("Out"));
    ASSERT_FALSE(in.empty());
    ASSERT_EQ(in.size(), out.size());
    if (rec.section.count("DES")) {
      ASSERT_EQ(8u, key.size());
      ++des;
    } else {
      ASSERT_TRUE(rec.section.count("TripleDES"));
      ASSERT_TRUE(key.size() == 16 || key.size() == 24);
      ++(key.size() == 16 ? tdes2 : tdes3);
    }
    EXPECT_EQ(ToHex(out.data(), out.size()), EcbHex(ForKey(key.size()), key, in, false));
    EXPECT_EQ(ToHex(in.data(), in.size()), EcbHex(ForKey(key.size()), key, out, true));
  }
  EXPECT_EQ(258, des);
  EXPECT_EQ(18, tdes2);
  EXPECT_EQ(39, tdes3);
}

// OpenSSL's EVP test file: blocks of "Name = value" lines; the ECB ones
// (DES-EDE-ECB, DES-EDE3-ECB) are run, the CBC ones belong to the modes.
TEST_P(DesVec, OpensslEcb) {
  FILE *f = fopen(VectorPath("kat/tdes/evpciph_des3_common.txt").c_str(), "rb");
  ASSERT_NE(nullptr, f);
  std::string text;
  char buf[512];
  size_t got;
  while ((got = fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, got);
  fclose(f);
  text += "\n\n";
  int ecb = 0;
  std::string cipher, key, pt, ct;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t eol = text.find('\n', pos);
    std::string line = text.substr(pos, eol - pos);
    pos = eol + 1;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) {
      if (cipher == "DES-EDE3-ECB" || cipher == "DES-EDE-ECB") {
        SCOPED_TRACE(cipher);
        const Bytes k = FromHex(key), p = FromHex(pt), c = FromHex(ct);
        ASSERT_EQ(cipher == "DES-EDE-ECB" ? 16u : 24u, k.size());
        ASSERT_EQ(32u, p.size());
        EXPECT_EQ(ToHex(c.data(), c.size()), EcbHex(ForKey(k.size()), k, p, false));
        EXPECT_EQ(ToHex(p.data(), p.size()), EcbHex(ForKey(k.size()), k, c, true));
        ++ecb;
      }
      cipher.clear();
      continue;
    }
    if (line[0] == '#') continue;
    const size_t eq = line.find(" = ");
    if (eq == std::string::npos) continue;
    const std::string name = line.substr(0, eq), value = line.substr(eq + 3);
    if (name == "Cipher") cipher = value;
    if (name == "Key") key = value;
    if (name == "Plaintext") pt = value;
    if (name == "Ciphertext") ct = value;
  }
  EXPECT_EQ(4, ecb);
}

// --- Against the reference, batches, in place -------------------------------

DES_TECHNIQUE_SUITE(DesRandom);

TEST_P(DesRandom, MatchesReference) {
  Rng rng(4663);
  for (int i = 0; i < 60; ++i) {
    for (size_t key_len : {size_t{8}, size_t{16}, size_t{24}}) {
      Bytes key(key_len), in(8);
      for (auto &b : key) b = static_cast<uint8_t>(rng.Next());
      for (auto &b : in) b = static_cast<uint8_t>(rng.Next());
      uint8_t want_enc[8], want_dec[8];
      RefCrypt(key, in.data(), want_enc, false);
      RefCrypt(key, in.data(), want_dec, true);
      SCOPED_TRACE("key " + ToHex(key.data(), key.size()) + " block " + ToHex(in.data(), 8));
      EXPECT_EQ(ToHex(want_enc, 8), EcbHex(ForKey(key_len), key, in, false));
      EXPECT_EQ(ToHex(want_dec, 8), EcbHex(ForKey(key_len), key, in, true));
    }
  }
}

// Every batch size up to 70 blocks (past two passes of the widest backend,
// 32) equals block by block, and decrypting undoes encrypting.
TEST_P(DesRandom, BatchesEqualBlockByBlock) {
  Rng rng(5);
  for (size_t n = 1; n <= 70; ++n) {
    for (const mcu_block_cipher_desc *d : {Des(), Ede(), Ede3()}) {
      Bytes key(d->key_size), pt(8 * n);
      for (auto &b : key) b = static_cast<uint8_t>(rng.Next());
      for (auto &b : pt) b = static_cast<uint8_t>(rng.Next());
      SCOPED_TRACE(std::string(d->name) + " n=" + std::to_string(n));
      const Bytes ct = Ecb(d, key, pt, false);  // checks batch = single = in place
      EXPECT_EQ(ToHex(pt.data(), pt.size()), EcbHex(d, key, ct, true));
      // One block of the batch against the reference.
      const size_t j = rng.Below(n);
      uint8_t want[8];
      RefCrypt(key, pt.data() + 8 * j, want, false);
      EXPECT_EQ(ToHex(want, 8), ToHex(ct.data() + 8 * j, 8));
    }
  }
}

#if DES_TEST_HAS_ROUNDS

// --- The bitsliced backend's own parts ----------------------------------------

using SboxFn = void (*)(uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t &,
                        uint32_t &, uint32_t &, uint32_t &);

// Each generated S-box circuit on all 64 inputs (two passes of 32 lanes:
// lane j of pass h is input 32h + j) against FIPS 46-3's table, XORed into
// outputs that start non-zero (the circuits add into their outputs).
DES_TECHNIQUE_SUITE(DesBitsliced);

TEST_P(DesBitsliced, SboxCircuitsMatchTheTables) {
  const SboxFn sboxes[8] = {
      mcucrypt::des_bitsliced::Sbox1, mcucrypt::des_bitsliced::Sbox2,
      mcucrypt::des_bitsliced::Sbox3, mcucrypt::des_bitsliced::Sbox4,
      mcucrypt::des_bitsliced::Sbox5, mcucrypt::des_bitsliced::Sbox6,
      mcucrypt::des_bitsliced::Sbox7, mcucrypt::des_bitsliced::Sbox8,
  };
  int checked = 0;
  for (int s = 0; s < 8; ++s) {
    for (uint32_t h = 0; h < 2; ++h) {
      uint32_t x[6] = {0, 0, 0, 0, 0, 0};
      for (uint32_t j = 0; j < 32; ++j) {
        const uint32_t in = 32 * h + j;
        for (int t = 0; t < 6; ++t) x[t] |= ((in >> (5 - t)) & 1u) << j;
      }
      const uint32_t start[4] = {0x0F0F0F0Fu, 0x12345678u, 0xFFFFFFFFu, 0};
      uint32_t y[4] = {start[0], start[1], start[2], start[3]};
      sboxes[s](x[0], x[1], x[2], x[3], x[4], x[5], y[0], y[1], y[2], y[3]);
      for (uint32_t j = 0; j < 32; ++j) {
        const uint32_t in = 32 * h + j;
        const uint32_t want = kS[s][((in >> 4) & 2) | (in & 1)][(in >> 1) & 15];
        uint32_t got = 0;
        for (int k = 0; k < 4; ++k) got = (got << 1) | (((y[k] ^ start[k]) >> j) & 1u);
        EXPECT_EQ(want, got) << "S" << s + 1 << " input " << in;
        ++checked;
      }
    }
  }
  EXPECT_EQ(8 * 64, checked);
}

// The bitsliced core on every pass width 1..32 (padded lanes), whatever
// the descriptor's rule for short tails, against the FIPS reference.
TEST_P(DesBitsliced, EveryPassWidthMatchesReference) {
  const RoundsFn rounds = g_technique->rounds;
  Rng rng(32);
  for (const mcu_block_cipher_desc *d : {Des(), Ede(), Ede3()}) {
    const int stages = d->key_size == 8 ? 1 : 3;
    const size_t third_key = d->key_size == 24 ? 64 : 0;
    Bytes key(d->key_size);
    for (auto &b : key) b = static_cast<uint8_t>(rng.Next());
    mcu_block_key k;
    ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, d, key.data(), key.size()));
    for (size_t n = 1; n <= 32; ++n) {
      SCOPED_TRACE(std::string(d->name) + " n=" + std::to_string(n));
      Bytes in(8 * 33), out(8 * 33, 0xEE), back(8 * 33, 0xEE);
      for (auto &b : in) b = static_cast<uint8_t>(rng.Next());
      mcucrypt::des_bitsliced::CryptUpTo32(rounds, k.schedule, stages, third_key, false, in.data(),
                                           out.data(), n);
      for (size_t j = 0; j < n; ++j) {
        uint8_t want[8];
        RefCrypt(key, in.data() + 8 * j, want, false);
        EXPECT_EQ(ToHex(want, 8), ToHex(out.data() + 8 * j, 8)) << "block " << j;
      }
      // Nothing past block n is written.
      for (size_t i = 8 * n; i < out.size(); ++i) EXPECT_EQ(0xEE, out[i]);
      mcucrypt::des_bitsliced::CryptUpTo32(rounds, k.schedule, stages, third_key, true, out.data(),
                                           back.data(), n);
      EXPECT_EQ(ToHex(in.data(), 8 * n), ToHex(back.data(), 8 * n));
    }
    mcu_block_key_wipe(&k);
  }
}

#endif  // DES_TEST_HAS_ROUNDS

}  // namespace
