// The Thumb-2 Keccak-f[1600] routines (keccak_f1600_bi32_armv7m.h) against
// the C++ bi32 backend, both on the bi32 words directly: the permutation on
// many random states, chained runs, and states of all zeros and all ones;
// the absorbing loop at each rate it takes, many blocks, misaligned data.
// The spec-literal reference test (keccak_f1600_test.cc) runs on this
// backend too, as keccak_f1600_bi32_armv7m_test.
#include <string.h>

#include <string>
#include <vector>

#include "crypto/sha3/keccak_f1600.h"
#include "crypto/sha3/keccak_f1600_bi32_armv7m.h"
#include "gtest/gtest.h"
#include "tests/support/test_rng.h"

namespace {

// The C++ bi32 permutation on a copy of words.
void PortablePermute(uint32_t words[50]) {
  mcu_keccak_state st;
  memcpy(st.words, words, sizeof(st.words));
  mcucrypt::keccak_bi32::keccak_f1600_permute(&st);
  memcpy(words, st.words, sizeof(st.words));
}

void ExpectSameAfterPermute(const uint32_t start[50], const std::string& what) {
  uint32_t a[50];
  uint32_t b[50];
  memcpy(a, start, sizeof(a));
  memcpy(b, start, sizeof(b));
  mcu_keccak_f1600_bi32_armv7m_permute(a);
  PortablePermute(b);
  for (int w = 0; w < 50; ++w) {
    ASSERT_EQ(b[w], a[w]) << what << ", word " << w;
  }
}

TEST(KeccakF1600Armv7mTest, RandomStatesMatchPortable) {
  Rng rng(1600);
  int states = 0;
  for (int trial = 0; trial < 500; ++trial, ++states) {
    uint32_t s[50];
    for (uint32_t& w : s) w = static_cast<uint32_t>(rng.Next() >> 16);
    ExpectSameAfterPermute(s, "trial " + std::to_string(trial));
  }
  EXPECT_EQ(500, states);
}

TEST(KeccakF1600Armv7mTest, SparseAndExtremeStates) {
  uint32_t s[50];
  memset(s, 0, sizeof(s));
  ExpectSameAfterPermute(s, "zero");
  memset(s, 0xff, sizeof(s));
  ExpectSameAfterPermute(s, "ones");
  // One bit in every word at a position that moves with the word, so each
  // word's rotation offset and its even/odd half are exercised.
  for (int w = 0; w < 50; ++w) {
    memset(s, 0, sizeof(s));
    s[w] = 1u << (w % 32);
    ExpectSameAfterPermute(s, "bit in word " + std::to_string(w));
    memset(s, 0xff, sizeof(s));
    s[w] = ~(1u << ((7 * w) % 32));
    ExpectSameAfterPermute(s, "hole in word " + std::to_string(w));
  }
}

TEST(KeccakF1600Armv7mTest, ChainedRunsMatchPortable) {
  Rng rng(25);
  uint32_t a[50];
  for (uint32_t& w : a) w = static_cast<uint32_t>(rng.Next());
  uint32_t b[50];
  memcpy(b, a, sizeof(b));
  for (int i = 0; i < 200; ++i) {
    mcu_keccak_f1600_bi32_armv7m_permute(a);
    PortablePermute(b);
    ASSERT_EQ(0, memcmp(a, b, sizeof(a))) << "after " << (i + 1) << " permutations";
  }
}

TEST(KeccakF1600Armv7mTest, AbsorbMatchesPortable) {
  Rng rng(136);
  int runs = 0;
  for (size_t rate_lanes : {9u, 13u, 17u, 18u, 21u}) {
    ASSERT_TRUE(keccak_armv7m_absorb_rate(rate_lanes));
    for (size_t nblocks : {1u, 2u, 7u}) {
      for (size_t misalign : {0u, 1u, 3u}) {
        SCOPED_TRACE("rate_lanes " + std::to_string(rate_lanes) + ", " +
                     std::to_string(nblocks) + " blocks, offset " + std::to_string(misalign));
        std::vector<uint8_t> buffer(8 * rate_lanes * nblocks + misalign);
        for (uint8_t& b : buffer) b = static_cast<uint8_t>(rng.Next() >> 32);
        const uint8_t* data = buffer.data() + misalign;
        mcu_keccak_state want;
        for (uint32_t& w : want.words) w = static_cast<uint32_t>(rng.Next() >> 8);
        uint32_t got[50];
        memcpy(got, want.words, sizeof(got));
        mcu_keccak_f1600_bi32_armv7m_absorb(got, data, nblocks, rate_lanes);
        mcucrypt::keccak_bi32::keccak_f1600_absorb(&want, 8 * rate_lanes, data, nblocks);
        ASSERT_EQ(0, memcmp(got, want.words, sizeof(got)));
        ++runs;
      }
    }
  }
  EXPECT_EQ(5 * 3 * 3, runs);
}

}  // namespace
