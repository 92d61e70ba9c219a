// Helpers shared by the Ascon hash and XOF tests.
#ifndef MCUCRYPT_TESTS_CRYPTO_ASCON_ASCON_TEST_UTIL_H_
#define MCUCRYPT_TESTS_CRYPTO_ASCON_ASCON_TEST_UTIL_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <random>
#include <vector>

// Ways to cut a message into update() calls: fixed patterns around the
// 8-byte rate (cycled through), including empty updates.
inline std::vector<std::vector<size_t>> FixedChunkings() {
  return {{1}, {3}, {7}, {8}, {9}, {16}, {0, 1, 2, 5, 8, 13, 3, 0, 17}};
}

// Whether a known-answer record gets every fixed split too (not just the
// one-shot and one random split): all short messages, where the block
// boundaries are, and every 16th longer one, so the suites stay quick in
// the board simulators.
inline bool SplitThoroughly(size_t msg_len, int count) {
  return msg_len <= 64 || count % 16 == 0;
}

// A random cut of len bytes into pieces (some empty), from a seeded
// generator so every run and every core sees the same cuts.
inline std::vector<size_t> RandomSplit(size_t len, std::mt19937* rng) {
  std::vector<size_t> pieces;
  size_t left = len;
  while (left != 0) {
    // Mostly short pieces, sometimes long ones, now and then empty.
    const unsigned kind = (*rng)() % 8;
    size_t n = kind == 0 ? 0 : kind < 6 ? (*rng)() % 12 : (*rng)() % 200;
    if (n > left) n = left;
    pieces.push_back(n);
    left -= n;
  }
  pieces.push_back(0);
  return pieces;
}

// Pieces for `len` bytes from a cycled pattern.
inline std::vector<size_t> CycledSplit(size_t len, const std::vector<size_t>& pattern) {
  std::vector<size_t> pieces;
  size_t left = len;
  for (size_t i = 0; left != 0; ++i) {
    size_t n = pattern[i % pattern.size()];
    if (n > left) n = left;
    pieces.push_back(n);
    left -= n;
  }
  return pieces;
}

template <typename T>
bool IsAllZero(const T& value) {
  T zero;
  memset(&zero, 0, sizeof(zero));
  return memcmp(&value, &zero, sizeof(value)) == 0;
}

#endif  // MCUCRYPT_TESTS_CRYPTO_ASCON_ASCON_TEST_UTIL_H_
