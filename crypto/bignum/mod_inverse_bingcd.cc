// Modular inverse modulo an odd number by Pornin's optimized binary GCD
// ("Optimized Binary GCD for Modular Inversion", 2020, algorithm 2), in
// constant time. The binary extended Euclid of mod_inverse_binary.cc does
// 2 * 32n rounds of full-length operations; here each pass runs 31 of its
// steps on 64-bit approximations of a and b (their low 31 bits and top 33
// bits at the common length), recording them as a 2x2 matrix of factors
// (|f| + |g| <= 2^31), then applies the matrix to the full a, b (divided by
// 2^31, signs fixed) and to u, v (with one Montgomery word reduction). So
// about 2 * 32n / 31 passes of a few linear combinations: for a 2048-bit
// modulus about 25 times faster than mod_inverse_odd.
//
// Invariants after pass i: a = u x 2^i, b = v x 2^i (mod m), b odd. The
// result is v 2^passes when a reached 0 with b = 1; that is checked, so a
// pass count too small could only report "no inverse", never a wrong one.
#include "crypto/bignum/bignum.h"
#include "crypto/common/ct.h"

namespace mcucrypt {
namespace bn {

namespace {

constexpr unsigned kSteps = 31;  // steps per pass: 64-bit approximations

uint64_t mask64(uint32_t mask) { return (uint64_t{mask} << 32) | mask; }

// All-ones if a < b (64-bit), without a compare the compiler could branch on.
uint64_t lt_mask64(uint64_t a, uint64_t b) {
  const uint64_t diff = a - b;
  const uint32_t borrow = static_cast<uint32_t>(((~a & b) | (~(a ^ b) & diff)) >> 63);
  return mask64(0u - ct::value_barrier(borrow));
}

void cswap64(uint64_t mask, uint64_t *x, uint64_t *y) {
  const uint64_t d = mask & (*x ^ *y);
  *x ^= d;
  *y ^= d;
}

// Bits of max(a, b) (n words each, not both zero), in constant time.
uint32_t joint_bit_length(const uint32_t *a, const uint32_t *b, size_t n) {
  uint32_t top = 0, words = 0;
  for (size_t i = 0; i < n; ++i) {
    const uint32_t w = a[i] | b[i];
    const uint32_t nz = ct::mask_if_nonzero(w);
    top = ct::select(nz, w, top);
    words = ct::select(nz, static_cast<uint32_t>(i + 1), words);
  }
  uint32_t bits = 0;
  for (uint32_t s = 16; s > 0; s >>= 1) {
    const uint32_t high = ct::mask_if_nonzero(top >> s);
    bits += high & s;
    top = ct::select(high, top >> s, top);
  }
  return 32 * (words - 1) + bits + top;
}

// x's low 31 bits, and above them its 33 bits from bit s (s >= 31; x has
// no bit at s + 33 or above): words read by masked scans, shifts by
// s mod 32 (fixed-time on both cores).
uint64_t approximate(const uint32_t *x, size_t n, uint32_t s) {
  const uint32_t w = s / 32, sh = s % 32;
  uint32_t x0 = 0, x1 = 0;
  for (size_t i = 0; i < n; ++i) {
    x0 |= x[i] & ct::eq_mask(static_cast<uint32_t>(i), w);
    x1 |= x[i] & ct::eq_mask(static_cast<uint32_t>(i), w + 1);
  }
  const uint32_t lo = (x0 >> sh) | ((x1 << 1) << (31 - sh));
  const uint32_t hi = (x1 >> sh) & 1u;
  return (((uint64_t{hi} << 32) | lo) << kSteps) | (x[0] & 0x7FFFFFFFu);
}

// f's sign as a mask and its magnitude (|f| <= 2^31).
uint32_t sign_mask(uint64_t f) { return 0u - static_cast<uint32_t>(f >> 63); }
uint32_t magnitude(uint64_t f) {
  const uint64_t neg = mask64(sign_mask(f));
  return static_cast<uint32_t>((f ^ neg) - neg);
}

// r (n words) = |x f + y g| / 2^31 (exact: the low 31 bits cancel); returns
// all-ones if x f + y g was negative, so the caller negates f and g. One
// pass: x |f| and y |g| as (n + 1)-word two's complements by their signs
// (words XORed with the sign mask, the +1s entering as the first carry),
// summed and shifted down as they are produced; then the negation.
uint32_t combine(uint32_t *r, const uint32_t *x, const uint32_t *y, size_t n, uint64_t f,
                 uint64_t g) {
  const uint32_t fneg = sign_mask(f), gneg = sign_mask(g);
  const uint32_t fmag = magnitude(f), gmag = magnitude(g);
  uint64_t cx = 0, cy = 0, sum = (fneg & 1u) + (gneg & 1u);
  uint32_t prev = 0;
  for (size_t i = 0; i < n; ++i) {
    cx += static_cast<uint64_t>(x[i]) * fmag;
    cy += static_cast<uint64_t>(y[i]) * gmag;
    sum += static_cast<uint64_t>(static_cast<uint32_t>(cx) ^ fneg) + (static_cast<uint32_t>(cy) ^ gneg);
    const uint32_t word = static_cast<uint32_t>(sum);
    sum >>= 32;
    cx >>= 32;
    cy >>= 32;
    if (i > 0) r[i - 1] = (prev >> kSteps) | (word << (32 - kSteps));
    prev = word;
  }
  sum += static_cast<uint64_t>(static_cast<uint32_t>(cx) ^ fneg) + (static_cast<uint32_t>(cy) ^ gneg);
  const uint32_t top = static_cast<uint32_t>(sum);
  r[n - 1] = (prev >> kSteps) | (top << (32 - kSteps));
  const uint32_t neg = 0u - (top >> 31);
  // r = -r if negative: (r ^ -1) + 1.
  uint32_t carry = neg & 1u;
  for (size_t i = 0; i < n; ++i) {
    const uint64_t v = static_cast<uint64_t>(r[i] ^ neg) + carry;
    r[i] = static_cast<uint32_t>(v);
    carry = static_cast<uint32_t>(v >> 32);
  }
  return neg;
}

// r = (u f + v g) 2^-32 mod m for u, v < m: negative factors use m - u
// (m - v), chosen word by word as the borrows run, in the same pass as the
// products; then one Montgomery word reduction of the (n + 1)-word sum
// (below m 2^31) leaves it below 2m.
void combine_mod(uint32_t *r, const uint32_t *u, const uint32_t *v, const uint32_t *m, size_t n,
                 uint32_t m0inv, uint64_t f, uint64_t g, uint32_t *t) {
  const uint32_t fneg = sign_mask(f), gneg = sign_mask(g);
  const uint32_t fmag = magnitude(f), gmag = magnitude(g);
  uint64_t c = 0;
  uint32_t bu = 0, bv = 0;
  for (size_t i = 0; i < n; ++i) {
    const uint64_t du = static_cast<uint64_t>(m[i]) - u[i] - bu;
    const uint64_t dv = static_cast<uint64_t>(m[i]) - v[i] - bv;
    bu = static_cast<uint32_t>(du >> 63);
    bv = static_cast<uint32_t>(dv >> 63);
    const uint32_t uw = ct::select(fneg, static_cast<uint32_t>(du), u[i]);
    const uint32_t vw = ct::select(gneg, static_cast<uint32_t>(dv), v[i]);
    c += static_cast<uint64_t>(uw) * fmag + static_cast<uint64_t>(vw) * gmag;
    t[i] = static_cast<uint32_t>(c);
    c >>= 32;
  }
  t[n] = static_cast<uint32_t>(c);
  t[n + 1] = 0;
  // t = (t + q m) / 2^32.
  const uint32_t q = t[0] * m0inv;
  c = 0;
  for (size_t i = 0; i < n; ++i) {
    c += static_cast<uint64_t>(q) * m[i] + t[i];
    if (i > 0) t[i - 1] = static_cast<uint32_t>(c);
    c >>= 32;
  }
  c += t[n];
  t[n - 1] = static_cast<uint32_t>(c);
  t[n] = static_cast<uint32_t>(c >> 32);
  mont_finish(r, t, m, n);
}

void swap_pointers(uint32_t **x, uint32_t **y) {
  uint32_t *const keep = *x;
  *x = *y;
  *y = keep;
}

}  // namespace

uint32_t mod_inverse_bingcd(uint32_t *r, const uint32_t *x, const uint32_t *m, size_t n,
                            uint32_t *t) {
  uint32_t *a = t, *b = t + n, *u = t + 2 * n, *na = t + 3 * n, *nb = t + 4 * n;
  uint32_t *nu = t + 5 * n, *nv = t + 6 * n, *w = t + 7 * n;
  uint32_t *v = r;
  const uint32_t m0inv = mont_m0inv(m[0]);
  copy(a, x, n);
  copy(b, m, n);
  zero(u, n);
  u[0] = 1;
  zero(v, n);
  // Each pass takes len(a) + len(b) down by at least 31 until a = 0
  // (Pornin's bound: 2 len(m) - 1 steps in all); two passes spare.
  const size_t passes = (2 * 32 * n - 1 + kSteps - 1) / kSteps + 2;
  for (size_t pass = 0; pass < passes; ++pass) {
    uint32_t len = joint_bit_length(a, b, n);
    len = ct::select(ct::lt_mask(len, 64), 64, len);
    uint64_t xa = approximate(a, n, len - 33), xb = approximate(b, n, len - 33);
    uint64_t f0 = 1, g0 = 0, f1 = 0, g1 = 1;  // a' 2^j = a f0 + b g0, b' 2^j = a f1 + b g1
    for (unsigned j = 0; j < kSteps; ++j) {
      // If a is odd: make a >= b by swapping, then a -= b. Then a /= 2.
      const uint64_t odd = mask64(0u - static_cast<uint32_t>(xa & 1u));
      const uint64_t swap = odd & lt_mask64(xa, xb);
      cswap64(swap, &xa, &xb);
      cswap64(swap, &f0, &f1);
      cswap64(swap, &g0, &g1);
      xa -= xb & odd;
      f0 -= f1 & odd;
      g0 -= g1 & odd;
      xa >>= 1;
      f1 <<= 1;
      g1 <<= 1;
    }
    // The same steps on the full values; a negative result (an
    // approximation's wrong turn) is negated with its row of factors.
    const uint64_t nega = mask64(combine(na, a, b, n, f0, g0));
    f0 = (f0 ^ nega) - nega;
    g0 = (g0 ^ nega) - nega;
    const uint64_t negb = mask64(combine(nb, a, b, n, f1, g1));
    f1 = (f1 ^ negb) - negb;
    g1 = (g1 ^ negb) - negb;
    combine_mod(nu, u, v, m, n, m0inv, f0, g0, w);
    combine_mod(nv, u, v, m, n, m0inv, f1, g1, w);
    // The new values become the current ones by pointer (the pass count,
    // not the data, decides where each lives).
    swap_pointers(&a, &na);
    swap_pointers(&b, &nb);
    swap_pointers(&u, &nu);
    swap_pointers(&v, &nv);
  }
  if (v != r) copy(r, v, n);
  v = r;
  // Now a = 0 and b = gcd(x, m) = 1 if x is invertible; v = x^-1 2^-passes.
  for (size_t i = 0; i < passes; ++i) {
    const uint32_t carry = add(v, v, v, n);
    const uint32_t borrow = sub(w, v, m, n);
    cond_copy(ct::mask_if_nonzero(carry | (borrow ^ 1u)), v, w, n);
  }
  uint32_t diff = b[0] ^ 1u;
  for (size_t i = 1; i < n; ++i) diff |= b[i];
  for (size_t i = 0; i < n; ++i) diff |= a[i];
  const uint32_t ok = ct::mask_if_zero(diff);
  for (size_t i = 0; i < n; ++i) r[i] &= ok;
  zero(t, 9 * n + 4);
  return ok;
}

}  // namespace bn
}  // namespace mcucrypt
