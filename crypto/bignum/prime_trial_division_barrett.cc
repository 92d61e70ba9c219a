// Trial division by the odd primes below 2048, for candidates that may be
// secret. Each residue is built 16 bits at a time, v = r 2^16 + chunk <
// p 2^16, reduced with Barrett's constant mu = floor(2^32 / p): q = (v mu)
// >> 32 is floor(v / p) or one less (v < 2^32), so one masked subtraction
// finishes. Cortex-M4's UDIV and MIPS's DIVU take time that depends on
// their operands; a multiply does not.
#include "crypto/bignum/bignum.h"
#include "crypto/bignum/prime.h"
#include "crypto/common/ct.h"

namespace mcucrypt {
namespace bn {

namespace {

constexpr uint32_t kLimit = 2048;

constexpr bool IsOddPrime(uint32_t x) {
  if (x < 3 || (x & 1u) == 0) return false;
  for (uint32_t d = 3; d * d <= x; d += 2) {
    if (x % d == 0) return false;
  }
  return true;
}

constexpr size_t CountOddPrimes() {
  size_t count = 0;
  for (uint32_t x = 3; x < kLimit; ++x) count += IsOddPrime(x) ? 1 : 0;
  return count;
}

constexpr size_t kCount = CountOddPrimes();

struct SmallPrimes {
  uint32_t p[kCount];
  uint32_t mu[kCount];  // floor(2^32 / p), computed by the compiler
};

constexpr SmallPrimes MakeSmallPrimes() {
  SmallPrimes t{};
  size_t i = 0;
  for (uint32_t x = 3; x < kLimit; ++x) {
    if (IsOddPrime(x)) {
      t.p[i] = x;
      t.mu[i] = static_cast<uint32_t>((uint64_t{1} << 32) / x);
      ++i;
    }
  }
  return t;
}

constexpr SmallPrimes kSmall = MakeSmallPrimes();
static_assert(kCount == 308, "odd primes below 2048");

// w mod p.
uint32_t residue(const uint32_t *w, size_t n, uint32_t p, uint32_t mu) {
  uint32_t r = 0;
  for (size_t i = n; i-- > 0;) {
    for (int shift = 16; shift >= 0; shift -= 16) {
      const uint32_t v = (r << 16) | ((w[i] >> shift) & 0xFFFFu);
      const uint32_t q = static_cast<uint32_t>((static_cast<uint64_t>(v) * mu) >> 32);
      r = v - q * p;  // < 2p
      r -= p & ~ct::lt_mask(r, p);
    }
  }
  return r;
}

}  // namespace

size_t small_prime_count() { return kCount; }
uint32_t small_prime(size_t i) { return i < kCount ? kSmall.p[i] : 0; }

uint32_t small_factor_mask(const uint32_t *w, size_t n) {
  const uint32_t high_zero = n > 1 ? is_zero_mask(w + 1, n - 1) : ~0u;
  uint32_t found = 0;
  for (size_t i = 0; i < kCount; ++i) {
    const uint32_t divides = ct::mask_if_zero(residue(w, n, kSmall.p[i], kSmall.mu[i]));
    const uint32_t is_p = high_zero & ct::eq_mask(w[0], kSmall.p[i]);
    found |= divides & ~is_p;
  }
  return found;
}

}  // namespace bn
}  // namespace mcucrypt
