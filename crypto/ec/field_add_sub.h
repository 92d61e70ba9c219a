// Addition and subtraction modulo any m of n 32-bit limbs in portable C,
// and the masked subtraction that ends them and the Montgomery product:
// the reference, and every size without a core's assembly
// (field_product.h's field_add_256 / field_sub_256). n is a template
// argument so the loops unroll and the indices stay constant. Constant
// time: results are reduced by a mask, never a branch. Internal.
#ifndef MCUCRYPT_EC_FIELD_ADD_SUB_H_
#define MCUCRYPT_EC_FIELD_ADD_SUB_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/ct.h"

namespace mcucrypt {
namespace ec {

// r = t - m if t >= m, else t; t has n + 1 words (top word 0 or 1).
template <size_t n>
inline void reduce_once(const uint32_t *m, uint32_t *r, const uint32_t *t) {
  uint32_t d[n];
  uint32_t borrow = 0;
  for (size_t i = 0; i < n; ++i) {
    const uint64_t x = static_cast<uint64_t>(t[i]) - m[i] - borrow;
    d[i] = static_cast<uint32_t>(x);
    borrow = static_cast<uint32_t>(x >> 63);
  }
  // t >= m exactly when the subtraction did not borrow past the top word.
  const uint32_t use_d = ct::mask_if_nonzero(t[n] | (borrow ^ 1u));
  for (size_t i = 0; i < n; ++i) r[i] = ct::select(use_d, d[i], t[i]);
}

// r = a + b mod m (a, b < m).
template <size_t n>
inline void add_mod(const uint32_t *m, uint32_t *r, const uint32_t *a, const uint32_t *b) {
  uint32_t t[n + 1];
  uint32_t carry = 0;
  for (size_t i = 0; i < n; ++i) {
    const uint64_t x = static_cast<uint64_t>(a[i]) + b[i] + carry;
    t[i] = static_cast<uint32_t>(x);
    carry = static_cast<uint32_t>(x >> 32);
  }
  t[n] = carry;
  reduce_once<n>(m, r, t);
}

// r = a - b mod m (a, b < m).
template <size_t n>
inline void sub_mod(const uint32_t *m, uint32_t *r, const uint32_t *a, const uint32_t *b) {
  uint32_t t[n];
  uint32_t borrow = 0;
  for (size_t i = 0; i < n; ++i) {
    const uint64_t x = static_cast<uint64_t>(a[i]) - b[i] - borrow;
    t[i] = static_cast<uint32_t>(x);
    borrow = static_cast<uint32_t>(x >> 63);
  }
  // Add m back if a < b.
  const uint32_t mask = 0u - ct::value_barrier(borrow);
  uint32_t carry = 0;
  for (size_t i = 0; i < n; ++i) {
    const uint64_t x = static_cast<uint64_t>(t[i]) + (m[i] & mask) + carry;
    r[i] = static_cast<uint32_t>(x);
    carry = static_cast<uint32_t>(x >> 32);
  }
}

}  // namespace ec
}  // namespace mcucrypt

#endif  // MCUCRYPT_EC_FIELD_ADD_SUB_H_
