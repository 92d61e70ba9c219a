// Modular inverse modulo an odd number by the binary extended Euclidean
// algorithm in constant time (the shape of Pornin's "Optimized Binary GCD
// for Modular Inversion", 2020, without its word-size shortcuts): every
// round does the same masked operations, and there are 2 * 32n rounds,
// enough for len(a) + len(b) to reach zero whatever the inputs.
#include "crypto/bignum/bignum.h"
#include "crypto/common/ct.h"

namespace mcucrypt {
namespace bn {

namespace {

// x = x / 2 mod m (m odd): add m first when x is odd, keep the carry.
void half_mod(uint32_t *x, const uint32_t *m, size_t n, uint32_t *tmp) {
  const uint32_t odd = 0u - (x[0] & 1u);
  for (size_t i = 0; i < n; ++i) tmp[i] = m[i] & odd;
  const uint32_t carry = add(x, x, tmp, n);
  for (size_t i = 0; i + 1 < n; ++i) x[i] = (x[i] >> 1) | (x[i + 1] << 31);
  x[n - 1] = (x[n - 1] >> 1) | (carry << 31);
}

}  // namespace

void mul(uint32_t *r, const uint32_t *a, size_t an, const uint32_t *b, size_t bn_words) {
  zero(r, an + bn_words);
  for (size_t i = 0; i < bn_words; ++i) {
    uint64_t c = 0;
    for (size_t j = 0; j < an; ++j) {
      c += static_cast<uint64_t>(a[j]) * b[i] + r[i + j];
      r[i + j] = static_cast<uint32_t>(c);
      c >>= 32;
    }
    r[i + an] = static_cast<uint32_t>(c);
  }
}

uint32_t mod_inverse_odd(uint32_t *r, const uint32_t *x, const uint32_t *m, size_t n,
                         uint32_t *t) {
  // Invariants: a = u x, b = v x (mod m); b stays odd.
  uint32_t *a = t, *b = t + n, *u = t + 2 * n, *tmp = t + 3 * n;
  copy(a, x, n);
  copy(b, m, n);
  zero(u, n);
  u[0] = 1;
  zero(r, n);  // r is v
  for (size_t round = 0; round < 64 * n; ++round) {
    // If a is odd: make a >= b by swapping (a, u) with (b, v), then
    // a -= b, u -= v (mod m). a is even afterwards.
    const uint32_t odd = 0u - (a[0] & 1u);
    const uint32_t swap = odd & lt_mask(a, b, n);
    ct::cond_swap(swap, a, b, n);
    ct::cond_swap(swap, u, r, n);
    sub(tmp, a, b, n);
    cond_copy(odd, a, tmp, n);
    const uint32_t borrow = sub(tmp, u, r, n);
    // u - v < 0: add m back.
    cond_copy(odd, u, tmp, n);
    const uint32_t add_m = odd & (0u - borrow);
    for (size_t i = 0; i < n; ++i) tmp[i] = m[i] & add_m;
    add(u, u, tmp, n);
    // a = a / 2, u = u / 2 (mod m).
    for (size_t i = 0; i + 1 < n; ++i) a[i] = (a[i] >> 1) | (a[i + 1] << 31);
    a[n - 1] >>= 1;
    half_mod(u, m, n, tmp);
  }
  // Now a = 0 and b = gcd(x, m).
  zero(tmp, n);
  tmp[0] = 1;
  uint32_t diff = 0;
  for (size_t i = 0; i < n; ++i) diff |= b[i] ^ tmp[i];
  const uint32_t ok = ct::mask_if_zero(diff);
  for (size_t i = 0; i < n; ++i) r[i] &= ok;
  zero(t, 4 * n);
  return ok;
}

}  // namespace bn
}  // namespace mcucrypt
