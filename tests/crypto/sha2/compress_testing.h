// Shared checks for the compression-function backends (MD5, SHA-256,
// SHA-512, SM3): one backend against a straightforward reference from the
// standard. Each test defines its reference and a CompressApi and expands
// COMPRESS_TESTING_TESTS.
#ifndef MCUCRYPT_TESTS_CRYPTO_SHA2_COMPRESS_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_SHA2_COMPRESS_TESTING_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/status.h"
#include "tests/support/test_rng.h"

namespace compress_testing {

// One compression function: kWords state words of type Word.
template <typename Word, size_t kWords>
struct CompressApi {
  mcu_status (*compress)(Word *state, const uint8_t *blocks, size_t nblocks);
  void (*reference)(Word *state, const uint8_t *block);  // one block
  size_t block_size;
  bool little_endian;  // MD5: the length field and sparse bits are LSB first
  Word iv[kWords];
  Word abc[kWords];  // the state after the padded "abc" block from iv
  // RandomBlocksMatchReference: seed, 1..max_blocks blocks at alignments
  // 0..aligns-1, every third one only beyond all_aligns_up_to blocks.
  uint64_t seed;
  size_t max_blocks;
  size_t aligns;
  size_t all_aligns_up_to;
  int random_runs;
  // SparseBlocksMatchReference: every bit_step-th message bit.
  int bit_step;
  int sparse_runs;
};

inline std::vector<uint8_t> RandomBytes(Rng *rng, size_t n) {
  std::vector<uint8_t> v(n);
  for (uint8_t &b : v) b = static_cast<uint8_t>(rng->Next() >> 56);
  return v;
}

// The standard's "abc" example as one padded block from the IV.
template <typename Word, size_t kWords>
void CheckAbcBlock(const CompressApi<Word, kWords> &api) {
  Word state[kWords];
  memcpy(state, api.iv, sizeof(state));
  std::vector<uint8_t> block(api.block_size, 0);
  block[0] = 'a';
  block[1] = 'b';
  block[2] = 'c';
  block[3] = 0x80;
  // The length in bits (24), in the last word of the block.
  block[api.little_endian ? api.block_size - 8 : api.block_size - 1] = 24;
  ASSERT_EQ(MCU_OK, api.compress(state, block.data(), 1));
  for (size_t i = 0; i < kWords; ++i) EXPECT_EQ(api.abc[i], state[i]) << i;
}

template <typename Word, size_t kWords>
void CheckZeroBlocks(const CompressApi<Word, kWords> &api) {
  Word state[kWords];
  for (size_t i = 0; i < kWords; ++i) state[i] = static_cast<Word>(i + 1);
  const std::vector<uint8_t> block(api.block_size, 0);
  ASSERT_EQ(MCU_OK, api.compress(state, block.data(), 0));
  for (size_t i = 0; i < kWords; ++i) EXPECT_EQ(static_cast<Word>(i + 1), state[i]);
}

// Random states and messages at several alignments, against the reference;
// the bytes around the message and state stay untouched.
template <typename Word, size_t kWords>
void CheckRandomBlocks(const CompressApi<Word, kWords> &api) {
  Rng rng(api.seed);
  const size_t bs = api.block_size;
  int runs = 0;
  for (size_t nblocks = 1; nblocks <= api.max_blocks; ++nblocks) {
    const size_t step = nblocks <= api.all_aligns_up_to ? 1 : 3;
    for (size_t align = 0; align < api.aligns; align += step) {
      SCOPED_TRACE("nblocks " + std::to_string(nblocks) + " align " + std::to_string(align));
      std::vector<uint8_t> buf = RandomBytes(&rng, bs * nblocks + 8);
      const std::vector<uint8_t> before = buf;
      Word state[kWords + 2], want[kWords];  // state[0], state[kWords + 1]: guards
      for (Word &w : state) w = static_cast<Word>(rng.Next());
      memcpy(want, state + 1, sizeof(want));
      const Word guard0 = state[0], guard1 = state[kWords + 1];
      for (size_t i = 0; i < nblocks; ++i) api.reference(want, buf.data() + align + bs * i);
      ASSERT_EQ(MCU_OK, api.compress(state + 1, buf.data() + align, nblocks));
      for (size_t i = 0; i < kWords; ++i) ASSERT_EQ(want[i], state[i + 1]) << i;
      EXPECT_EQ(guard0, state[0]);
      EXPECT_EQ(guard1, state[kWords + 1]);
      EXPECT_EQ(before, buf);
      ++runs;
    }
  }
  EXPECT_EQ(api.random_runs, runs);
}

// Single message bits from a zero state, then an all-ones block from an
// all-ones state.
template <typename Word, size_t kWords>
void CheckSparseBlocks(const CompressApi<Word, kWords> &api) {
  const int bits = static_cast<int>(8 * api.block_size);
  int runs = 0;
  for (int bit = 0; bit < bits; bit += api.bit_step) {
    std::vector<uint8_t> block(api.block_size, 0);
    block[static_cast<size_t>(bit / 8)] = static_cast<uint8_t>(
        api.little_endian ? 1u << (bit % 8) : 0x80u >> (bit % 8));
    Word state[kWords] = {0}, want[kWords] = {0};
    api.reference(want, block.data());
    ASSERT_EQ(MCU_OK, api.compress(state, block.data(), 1));
    for (size_t i = 0; i < kWords; ++i) {
      ASSERT_EQ(want[i], state[i]) << "bit " << bit << " word " << i;
    }
    ++runs;
  }
  EXPECT_EQ(api.sparse_runs, runs);
  const std::vector<uint8_t> ones(api.block_size, 0xff);
  Word state[kWords], want[kWords];
  memset(state, 0xff, sizeof(state));
  memset(want, 0xff, sizeof(want));
  api.reference(want, ones.data());
  ASSERT_EQ(MCU_OK, api.compress(state, ones.data(), 1));
  for (size_t i = 0; i < kWords; ++i) EXPECT_EQ(want[i], state[i]) << i;
}

}  // namespace compress_testing

// The four TESTs of suite `suite` on the CompressApi `api`.
#define COMPRESS_TESTING_TESTS(suite, api)                                          \
  TEST(suite, AbcBlockKnownAnswer) { compress_testing::CheckAbcBlock(api); }        \
  TEST(suite, ZeroBlocksLeavesStateAlone) { compress_testing::CheckZeroBlocks(api); } \
  TEST(suite, RandomBlocksMatchReference) { compress_testing::CheckRandomBlocks(api); } \
  TEST(suite, SparseBlocksMatchReference) { compress_testing::CheckSparseBlocks(api); }

#endif  // MCUCRYPT_TESTS_CRYPTO_SHA2_COMPRESS_TESTING_H_
