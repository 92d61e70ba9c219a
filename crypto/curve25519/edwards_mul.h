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

// r = a base + b p, VARIABLE TIME (public scalars only): Straus-Shamir, one
// doubling per bit from the top set one and an addition of base, p or
// base + p where the bits are set.
template <typename G>
void mul_add_vartime(G *r, const uint8_t *a, const uint8_t *b, size_t n, const G *base,
                     const G *p) {
  G both;
  ge_add(&both, base, p);
  size_t top = 8 * n;
  while (top > 0 && ((a[(top - 1) >> 3] | b[(top - 1) >> 3]) >> ((top - 1) & 7) & 1) == 0) --top;
  ge_identity(r);
  for (size_t i = top; i-- > 0;) {
    ge_double(r, r);
    const int ba = (a[i >> 3] >> (i & 7)) & 1, bb = (b[i >> 3] >> (i & 7)) & 1;
    if (ba && bb) {
      ge_add(r, r, &both);
    } else if (ba) {
      ge_add(r, r, base);
    } else if (bb) {
      ge_add(r, r, p);
    }
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
