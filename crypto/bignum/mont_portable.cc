// Montgomery arithmetic in portable C++ (32-bit words, 64-bit products:
// UMULL on Cortex-M4, MULTU on MIPS, both fixed-latency). Multiplication is
// CIOS, "coarsely integrated operand scanning" (Koc, Acar, Kaliski, "Analyzing
// and Comparing Montgomery Multiplication Algorithms", 1996), ending in one
// conditional subtraction done with a mask.
#include "crypto/bignum/bignum.h"

#include "crypto/common/ct.h"

namespace mcucrypt {
namespace bn {

uint32_t mont_m0inv(uint32_t m0) {
  // x = m0 is m0's inverse mod 2^3 (odd squares are 1 mod 8); each Newton
  // step x = x(2 - m0 x) doubles the correct bits: 3, 6, 12, 24, 48.
  uint32_t x = m0;
  for (int i = 0; i < 4; ++i) x *= 2u - m0 * x;
  return 0u - x;
}

void mont_mul_portable(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                       size_t n, uint32_t m0inv, uint32_t *t) {
  zero(t, n + 2);
  for (size_t i = 0; i < n; ++i) {
    // t += a * b[i]
    uint64_t c = 0;
    for (size_t j = 0; j < n; ++j) {
      c += static_cast<uint64_t>(a[j]) * b[i] + t[j];
      t[j] = static_cast<uint32_t>(c);
      c >>= 32;
    }
    c += t[n];
    t[n] = static_cast<uint32_t>(c);
    t[n + 1] = static_cast<uint32_t>(c >> 32);
    // t = (t + q m) / 2^32, q chosen so the low word cancels.
    const uint32_t q = t[0] * m0inv;
    c = (static_cast<uint64_t>(q) * m[0] + t[0]) >> 32;
    for (size_t j = 1; j < n; ++j) {
      c += static_cast<uint64_t>(q) * m[j] + t[j];
      t[j - 1] = static_cast<uint32_t>(c);
      c >>= 32;
    }
    c += t[n];
    t[n - 1] = static_cast<uint32_t>(c);
    t[n] = t[n + 1] + static_cast<uint32_t>(c >> 32);
  }
  mont_finish(r, t, m, n);
}

void mont_sqr_portable(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n,
                       uint32_t m0inv, uint32_t *t) {
  // The product into t's upper n words (r may alias a), then out.
  mont_mul_portable(t + n + 2, a, a, m, n, m0inv, t);
  copy(r, t + n + 2, n);
}

void mont_finish(uint32_t *r, const uint32_t *t, const uint32_t *m, size_t n) {
  // t < 2m: subtract m unless that borrows past t's extra word.
  const uint32_t borrow = sub(r, t, m, n);
  const uint32_t keep_t = ct::mask_if_nonzero(borrow & ~t[n] & 1u);
  cond_copy(keep_t, r, t, n);
}

void mont_r2(uint32_t *r, const uint32_t *m, size_t n, uint32_t m0inv, uint32_t *tmp,
             uint32_t *mt) {
  // From 2^(32(n - 1)) < m (m's top word is non-zero, m odd), whatever m's
  // bit length: the same 32 + n doublings for every m of n words.
  zero(r, n);
  zero(tmp, n);
  r[n - 1] = 1;
  uint32_t keep = 0;  // all-ones: the last doubling's value is tmp, not r
  for (size_t i = 32 * (n - 1); i < 33 * n; ++i) {
    // r = 2r mod m: r < m, so 2r < 2m and one subtraction suffices. One
    // pass over the words (this is most of the set-up of every
    // exponentiation) takes the last doubling's choice between r and tmp,
    // shifts, and subtracts: 2r = top 2^(32n) + r, and tmp = r - m, the
    // value if 2r >= m (top set or no borrow).
    uint32_t top = 0, borrow = 0;
    for (size_t j = 0; j < n; ++j) {
      const uint32_t w = r[j] ^ (keep & (r[j] ^ tmp[j]));
      const uint32_t d = (w << 1) | top;
      top = w >> 31;
      r[j] = d;
      const uint64_t diff = static_cast<uint64_t>(d) - m[j] - borrow;
      tmp[j] = static_cast<uint32_t>(diff);
      borrow = static_cast<uint32_t>(diff >> 63);
    }
    keep = ct::mask_if_nonzero(top | (borrow ^ 1u));
  }
  cond_copy(keep, r, tmp, n);
  // r = 2^(32n + j n) R: a Montgomery square gives 2^(32n + 2 j n); j = 1..32.
  // mont_sqr, not mont_mul: the cores' squarings are 13-19% faster.
  for (int i = 0; i < 5; ++i) mont_sqr(r, r, m, n, m0inv, mt);
}

void mod_reduce_r2(uint32_t *r, const uint32_t *a, size_t an_words, const uint32_t *m, size_t n,
                   const uint32_t *r2, uint32_t *t) {
  uint32_t *chunk = t + n, *tmp = t + 2 * n, *one = t + 3 * n, *mt = t + 4 * n;
  const uint32_t m0inv = mont_m0inv(m[0]);
  zero(one, n);
  one[0] = 1;
  zero(r, n);
  const size_t chunks = (an_words + n - 1) / n;
  for (size_t k = chunks; k-- > 0;) {
    // r = r * 2^(32n) + chunk_k (mod m).
    mont_mul(tmp, r, r2, m, n, m0inv, mt);  // r R
    for (size_t i = 0; i < n; ++i) chunk[i] = k * n + i < an_words ? a[k * n + i] : 0;
    mont_mul(r, chunk, r2, m, n, m0inv, mt);  // chunk R mod m (chunk < R: fine)
    mont_mul(chunk, r, one, m, n, m0inv, mt);  // chunk mod m
    const uint32_t carry = add(r, tmp, chunk, n);
    const uint32_t borrow = sub(tmp, r, m, n);
    cond_copy(ct::mask_if_nonzero(carry | (borrow ^ 1u)), r, tmp, n);
  }
  zero(t + n, 4 * n + 2);
}

void mod_reduce(uint32_t *r, const uint32_t *a, size_t an_words, const uint32_t *m, size_t n,
                uint32_t *t) {
  mont_r2(t, m, n, mont_m0inv(m[0]), t + n, t + n);
  mod_reduce_r2(r, a, an_words, m, n, t, t);
  zero(t, 5 * n + 2);
}

void mod_mul_r2(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n,
                const uint32_t *r2, uint32_t *t) {
  uint32_t *tmp = t + n, *mt = t + 2 * n;
  const uint32_t m0inv = mont_m0inv(m[0]);
  mont_mul(tmp, a, b, m, n, m0inv, mt);   // a b R^-1
  mont_mul(r, tmp, r2, m, n, m0inv, mt);  // a b
  zero(t + n, 2 * n + 2);
}

void mod_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n,
             uint32_t *t) {
  mont_r2(t, m, n, mont_m0inv(m[0]), t + n, t + n);
  mod_mul_r2(r, a, b, m, n, t, t);
  zero(t, 3 * n + 2);
}

}  // namespace bn
}  // namespace mcucrypt
