// Deterministic pseudo-random numbers for tests (xorshift64*): seeded per
// use, so a failing random split or message names a reproducible case.
// Not for anything but test data.
#ifndef MCUCRYPT_TESTS_SUPPORT_TEST_RNG_H_
#define MCUCRYPT_TESTS_SUPPORT_TEST_RNG_H_

#include <cstddef>
#include <cstdint>

struct Rng {
  uint64_t s;
  explicit Rng(uint64_t seed) : s(seed * 0x9e3779b97f4a7c15u + 1) {}
  uint64_t Next() {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return s * 0x2545f4914f6cdd1du;
  }
  size_t Below(size_t n) { return static_cast<size_t>(Next() % n); }
};

#endif  // MCUCRYPT_TESTS_SUPPORT_TEST_RNG_H_
