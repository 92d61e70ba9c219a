// Probable primes: the small-prime table, trial division against the
// remainder operator, and mcu_prime_test on known primes and composites in
// both modes (public, and secret with every squaring run), plus argument
// checks. Wycheproof's primality file runs through the registry.
#include <stdint.h>

#include <vector>

#include "crypto/bignum/prime.h"
#include "gtest/gtest.h"
#include "mcucrypt/prime.h"
#include "tests/support/test_rng.h"

namespace {

using mcucrypt::bn::small_factor_mask;
using mcucrypt::bn::small_prime;
using mcucrypt::bn::small_prime_count;

mcu_status RngBytes(void* ctx, uint8_t* out, size_t len) {
  Rng* rng = static_cast<Rng*>(ctx);
  for (size_t i = 0; i < len; ++i) out[i] = static_cast<uint8_t>(rng->Next() >> 56);
  return MCU_OK;
}

mcu_status FailingBytes(void*, uint8_t*, size_t) { return MCU_ERR_HARDWARE; }

bool IsPrime64(uint64_t x) {
  if (x < 2) return false;
  for (uint64_t d = 2; d * d <= x; ++d) {
    if (x % d == 0) return false;
  }
  return true;
}

std::vector<uint8_t> Be(uint64_t x) {
  std::vector<uint8_t> out(8);
  for (int i = 7; i >= 0; --i, x >>= 8) out[i] = static_cast<uint8_t>(x);
  return out;
}

// 2^bits - 1, big-endian.
std::vector<uint8_t> Mersenne(size_t bits) {
  std::vector<uint8_t> out((bits + 7) / 8, 0xFF);
  if (bits % 8) out[0] = static_cast<uint8_t>((1u << (bits % 8)) - 1);
  return out;
}

int Check(const std::vector<uint8_t>& w, int secret, uint64_t seed = 1) {
  Rng bytes(seed);
  const mcu_rng rng = {RngBytes, &bytes};
  int prime = -1;
  EXPECT_EQ(mcu_prime_test(w.data(), w.size(), 8, secret, &rng, &prime), MCU_OK);
  return prime;
}

TEST(PrimeTest, SmallPrimeTable) {
  ASSERT_EQ(small_prime_count(), 308u);
  uint32_t expect = 3;
  for (size_t i = 0; i < small_prime_count(); ++i, expect += 2) {
    while (!IsPrime64(expect)) expect += 2;
    EXPECT_EQ(small_prime(i), expect) << i;
  }
  EXPECT_EQ(small_prime(small_prime_count()), 0u);
}

TEST(PrimeTest, TrialDivisionAgreesWithRemainders) {
  Rng rng(7);
  for (int k = 0; k < 2000; ++k) {
    const uint64_t x = rng.Next() >> (k % 60);
    const uint32_t w[2] = {static_cast<uint32_t>(x), static_cast<uint32_t>(x >> 32)};
    bool expect = false;
    for (size_t i = 0; i < small_prime_count(); ++i) {
      expect |= x % small_prime(i) == 0 && x != small_prime(i);
    }
    EXPECT_EQ(small_factor_mask(w, 2), expect ? ~0u : 0u) << x;
  }
}

TEST(PrimeTest, SmallNumbersBothModes) {
  for (uint64_t x = 0; x < 3000; ++x) {
    for (int secret = 0; secret < 2; ++secret) {
      EXPECT_EQ(Check(Be(x), secret, x), IsPrime64(x) ? 1 : 0) << x << " secret " << secret;
    }
  }
}

TEST(PrimeTest, KnownPrimesAndComposites) {
  for (int secret = 0; secret < 2; ++secret) {
    EXPECT_EQ(Check(Mersenne(127), secret), 1);
    EXPECT_EQ(Check(Mersenne(521), secret), 1);
    EXPECT_EQ(Check(Mersenne(67), secret), 0);   // 193707721 * 761838257287
    EXPECT_EQ(Check(Mersenne(257), secret), 0);  // Lehmer's composite
    EXPECT_EQ(Check(Be(3215031751u), secret), 0);  // strong pseudoprime to 2, 3, 5, 7
    EXPECT_EQ(Check(Be(1000000007u * 998244353ull), secret), 0);
    EXPECT_EQ(Check(Be(18446744073709551557ull), secret), 1);  // largest 64-bit prime
  }
}

TEST(PrimeTest, Arguments) {
  Rng bytes(1);
  const mcu_rng rng = {RngBytes, &bytes};
  const mcu_rng failing = {FailingBytes, nullptr};
  const std::vector<uint8_t> p = Mersenne(127);
  int prime = -1;
  EXPECT_EQ(mcu_prime_test(p.data(), p.size(), 8, 0, &rng, nullptr), MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_prime_test(nullptr, 4, 8, 0, &rng, &prime), MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(prime, 0);
  EXPECT_EQ(mcu_prime_test(p.data(), p.size(), 0, 0, &rng, &prime), MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_prime_test(p.data(), p.size(), 8, 0, nullptr, &prime), MCU_ERR_INVALID_ARGUMENT);
  prime = -1;
  EXPECT_EQ(mcu_prime_test(p.data(), p.size(), 8, 0, &failing, &prime), MCU_ERR_RNG_FAILED);
  EXPECT_EQ(prime, 0);
  const std::vector<uint8_t> big(MCU_PRIME_MAX_BITS / 8 + 1, 0xFF);
  EXPECT_EQ(mcu_prime_test(big.data(), big.size(), 8, 0, &rng, &prime), MCU_ERR_UNSUPPORTED);
  const std::vector<uint8_t> secret_big(MCU_PRIME_MAX_SECRET_BITS / 8 + 1, 0xFF);
  EXPECT_EQ(mcu_prime_test(secret_big.data(), secret_big.size(), 8, 1, &rng, &prime),
            MCU_ERR_UNSUPPORTED);
  // Leading zero bytes are allowed.
  std::vector<uint8_t> padded(3 + p.size(), 0);
  for (size_t i = 0; i < p.size(); ++i) padded[3 + i] = p[i];
  EXPECT_EQ(Check(padded, 1), 1);
}

}  // namespace
