// The Jacobi symbol (a/n) by the binary algorithm (Cohen, A Course in
// Computational Algebraic Number Theory, 1.4.10, with the halvings done a
// word's trailing zeros at a time). Public values only: every loop follows
// the operands' bits. What it is for: a safe-prime Diffie-Hellman group's
// public-key check, where Euler's criterion turns y^q mod p (q = (p - 1)/2,
// a full-size exponentiation) into (y/p) == 1 for a few thousand word
// operations.
#include "crypto/bignum/bignum.h"

namespace mcucrypt {
namespace bn {

namespace {

// x >>= s for 0 < s < 32.
void shift_right(uint32_t *x, size_t n, unsigned s) {
  for (size_t i = 0; i + 1 < n; ++i) x[i] = (x[i] >> s) | (x[i + 1] << (32 - s));
  x[n - 1] >>= s;
}

unsigned trailing_zeros(uint32_t w) {
  unsigned z = 0;
  while ((w & 1u) == 0) {
    w >>= 1;
    ++z;
  }
  return z;
}

}  // namespace

int jacobi_vartime(const uint32_t *a_in, const uint32_t *n_in, size_t n, uint32_t *t) {
  if (n == 0 || (n_in[0] & 1u) == 0) return 0;
  uint32_t *a = t, *m = t + n;
  copy(a, a_in, n);
  copy(m, n_in, n);
  // Operands shrink as they go: `len` words hold both.
  size_t len = n;
  int sign = 1;
  while (is_zero_mask(a, len) == 0) {
    // a = 2^k a': (2/m) is -1 for m = 3, 5 mod 8, once per factor 2.
    size_t w = 0;
    while (a[w] == 0) ++w;
    if (w > 0) {
      // Whole zero words: 32 halvings, an even count, so no sign change.
      for (size_t i = 0; i + w < len; ++i) a[i] = a[i + w];
      for (size_t i = len - w; i < len; ++i) a[i] = 0;
    }
    const unsigned z = trailing_zeros(a[0]);
    if (z > 0) {
      shift_right(a, len, z);
      const uint32_t m8 = m[0] & 7u;
      if ((z & 1u) != 0 && (m8 == 3 || m8 == 5)) sign = -sign;
    }
    // Both odd: reciprocity flips the sign when both are 3 mod 4; keep
    // a >= m, then a - m is even and the loop halves it.
    if (lt_mask(a, m, len) != 0) {
      for (size_t i = 0; i < len; ++i) {
        const uint32_t x = a[i];
        a[i] = m[i];
        m[i] = x;
      }
      if ((a[0] & 3u) == 3 && (m[0] & 3u) == 3) sign = -sign;
    }
    sub(a, a, m, len);
    while (len > 1 && a[len - 1] == 0 && m[len - 1] == 0) --len;
  }
  // gcd(a, n) is what m ended as: the symbol is 0 unless it is 1.
  m[0] ^= 1u;
  return is_zero_mask(m, len) != 0 ? sign : 0;
}

}  // namespace bn
}  // namespace mcucrypt
