// Scalar multiplication steps that Ed25519 and Ed448 share, over either
// group: G is ge25519's or ge448's point type, whose functions
// (ge_identity, ge_add, ge_double, ge_cswap) are found by argument-dependent
// lookup. Both groups' formulas are complete, so no step has a special case.
#ifndef MCUCRYPT_CURVE25519_EDWARDS_MUL_H_
#define MCUCRYPT_CURVE25519_EDWARDS_MUL_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_mul.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace edwards {

// The n-byte little-endian scalar as 2n signed 4-bit digits e[i] in
// [-8, 8], a = sum e[i] 16^i. The top digit takes the last carry, so the
// top byte must be below 0x80 (true of every scalar below the group order).
inline void signed_digits(int8_t *e, const uint8_t *a, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    e[2 * i] = static_cast<int8_t>(a[i] & 15);
    e[2 * i + 1] = static_cast<int8_t>(a[i] >> 4);
  }
  int8_t carry = 0;
  for (size_t i = 0; i + 1 < 2 * n; ++i) {
    e[i] = static_cast<int8_t>(e[i] + carry);
    carry = static_cast<int8_t>((e[i] + 8) >> 4);
    e[i] = static_cast<int8_t>(e[i] - carry * 16);
  }
  e[2 * n - 1] = static_cast<int8_t>(e[2 * n - 1] + carry);
}

// r = a p for an n-byte scalar a, constant time in a: r0 = k p and
// r1 = (k + 1) p after each bit, swapped by masks, as in a Montgomery
// ladder.
template <typename G>
void mul_ct(G *r, const uint8_t *a, size_t n, const G *p) {
  G r0, r1;
  ge_identity(&r0);
  r1 = *p;
  uint32_t swap = 0;
  for (size_t i = 8 * n; i-- > 0;) {
    const uint32_t bit = (a[i >> 3] >> (i & 7)) & 1u;
    ge_cswap(0u - (swap ^ bit), &r0, &r1);
    swap = bit;
    ge_add(&r1, &r0, &r1);
    ge_double(&r0, &r0);
  }
  ge_cswap(0u - swap, &r0, &r1);
  *r = r0;
  mcu_wipe(&r0, sizeof r0);
  mcu_wipe(&r1, sizeof r1);
}

// The bits of an n-byte scalar a as 8n + 1 digits d[i] in {0, +-1, +-3,
// +-5, +-7}, a = sum d[i] 2^i, by sliding windows: each nonzero digit takes
// the set bits of the three above it (subtracting them and carrying one
// on where adding them would pass 7), so nonzero digits are sparse (about
// one in five). VARIABLE TIME: public scalars only.
inline void slide_digits(int8_t *d, const uint8_t *a, size_t n) {
  const size_t bits = 8 * n;
  for (size_t i = 0; i < bits; ++i) d[i] = static_cast<int8_t>((a[i >> 3] >> (i & 7)) & 1);
  d[bits] = 0;
  for (size_t i = 0; i <= bits; ++i) {
    if (d[i] == 0) continue;
    for (size_t b = 1; b <= 3 && i + b <= bits; ++b) {
      if (d[i + b] == 0) continue;  // still 0 or 1: only lower digits changed it
      const int v = d[i + b] << b;
      if (d[i] + v <= 7) {
        d[i] = static_cast<int8_t>(d[i] + v);
        d[i + b] = 0;
      } else if (d[i] - v >= -7) {
        d[i] = static_cast<int8_t>(d[i] - v);
        for (size_t k = i + b; k <= bits; ++k) {  // + 2^(i+b): the carry
          if (d[k] == 0) {
            d[k] = 1;
            break;
          }
          d[k] = 0;
        }
      } else {
        break;
      }
    }
  }
}

// r += d p for a digit d of slide_digits, odd[j] = (2j + 1) p.
template <typename G>
void add_digit_vartime(G *r, int d, const G odd[4]) {
  if (d > 0) {
    ge_add(r, r, &odd[d >> 1]);
  } else if (d < 0) {
    G neg;
    ge_neg(&neg, &odd[(-d) >> 1]);
    ge_add(r, r, &neg);
  }
}

// p, 3p, 5p, 7p.
template <typename G>
void odd_multiples(G odd[4], const G *p) {
  G two;
  ge_double(&two, p);
  odd[0] = *p;
  for (int j = 1; j < 4; ++j) ge_add(&odd[j], &odd[j - 1], &two);
}

// r = a base + b p for n-byte scalars, VARIABLE TIME (public scalars
// only): Straus-Shamir over both scalars' sliding-window digits, one
// doubling per bit from the top nonzero digit and an addition per nonzero
// digit from the odd multiples of base and p.
template <size_t n, typename G>
void mul_add_vartime(G *r, const uint8_t *a, const uint8_t *b, const G *base, const G *p) {
  int8_t da[8 * n + 1], db[8 * n + 1];
  slide_digits(da, a, n);
  slide_digits(db, b, n);
  G odd_base[4], odd_p[4];
  odd_multiples(odd_base, base);
  odd_multiples(odd_p, p);
  size_t top = 8 * n + 1;
  while (top > 0 && da[top - 1] == 0 && db[top - 1] == 0) --top;
  ge_identity(r);
  for (size_t i = top; i-- > 0;) {
    ge_double(r, r);
    add_digit_vartime(r, da[i], odd_base);
    add_digit_vartime(r, db[i], odd_p);
  }
}

// The ec_mul.h descriptor functions of an Edwards group whose points encode
// in kBytes (also the scalar length): ge_mul_base, ge_mul_ct,
// ge_mul_add_vartime, ge_encode and ge_decode of G. The identity is
// returned encoded; a p that does not decode is MCU_ERR_INVALID_KEY.
template <typename G, size_t kBytes>
mcu_status desc_mul_base(const mcu_ec_mul_desc *, uint8_t *q, const uint8_t *k, void *) {
  if (q == NULL || k == NULL) return MCU_ERR_INVALID_ARGUMENT;
  G r;
  ge_mul_base(&r, k);
  ge_encode(q, &r);
  mcu_wipe(&r, sizeof r);
  return MCU_OK;
}

template <typename G, size_t kBytes>
mcu_status desc_mul(const mcu_ec_mul_desc *, uint8_t *q, const uint8_t *k, const uint8_t *p,
                    void *) {
  if (q == NULL || k == NULL || p == NULL) return MCU_ERR_INVALID_ARGUMENT;
  G a, r;
  if (!ge_decode(&a, p)) {
    mcu_wipe(q, kBytes);
    return MCU_ERR_INVALID_KEY;
  }
  ge_mul_ct(&r, k, &a);
  ge_encode(q, &r);
  mcu_wipe(&r, sizeof r);
  return MCU_OK;
}

template <typename G, size_t kBytes>
mcu_status desc_mul_add(const mcu_ec_mul_desc *, uint8_t *r, const uint8_t *u1,
                        const uint8_t *u2, const uint8_t *p, void *) {
  if (r == NULL || u1 == NULL || u2 == NULL || p == NULL) return MCU_ERR_INVALID_ARGUMENT;
  G a, s;
  if (!ge_decode(&a, p)) {
    mcu_wipe(r, kBytes);
    return MCU_ERR_INVALID_KEY;
  }
  ge_mul_add_vartime(&s, u1, u2, &a);
  ge_encode(r, &s);
  return MCU_OK;
}

}  // namespace edwards
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_EDWARDS_MUL_H_
