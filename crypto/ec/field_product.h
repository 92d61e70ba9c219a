// The 2n-limb product of two n-limb numbers, the first half of a
// special-form field multiplication. Schoolbook here (the reference);
// the 256- and 384-bit fields' products, additions and subtractions, and
// the 256-bit Montgomery reduction, are per core where a core has assembly
// for them (BUILD.bazel: product_256), the C loops elsewhere. Internal.
#ifndef MCUCRYPT_EC_FIELD_PRODUCT_H_
#define MCUCRYPT_EC_FIELD_PRODUCT_H_

#include <stddef.h>
#include <stdint.h>

namespace mcucrypt {
namespace ec {

// t = a * b, t has 2n limbs. Operand scanning, 32x32->64-bit multiplies
// (UMULL, MULTU: constant latency); n is a template argument so the loops
// unroll.
template <size_t n>
inline void product_schoolbook(uint32_t *t, const uint32_t *a, const uint32_t *b) {
  for (size_t i = 0; i < n; ++i) t[i] = 0;
  for (size_t i = 0; i < n; ++i) {
    uint32_t carry = 0;
    for (size_t j = 0; j < n; ++j) {
      const uint64_t x = static_cast<uint64_t>(a[j]) * b[i] + t[i + j] + carry;
      t[i + j] = static_cast<uint32_t>(x);
      carry = static_cast<uint32_t>(x >> 32);
    }
    t[i + n] = carry;
  }
}

// 8 limbs (P-256, SM2, brainpoolP256r1, the 256-bit orders): per core
// (field_core_<technique>.cc and the assembly it wraps).
void field_product_256(uint32_t t[16], const uint32_t a[8], const uint32_t b[8]);
// r = a + b mod m, r = a - b mod m, for a, b < m (any odd 256-bit m);
// r may alias a or b.
void field_add_256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], const uint32_t m[8]);
void field_sub_256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], const uint32_t m[8]);
// r = t R^-1 mod m (R = 2^256, m0inv = -m^-1 mod 2^32) for t < m R;
// Montgomery's reduction, t is overwritten.
void field_redc_256(uint32_t r[8], uint32_t t[16], const uint32_t m[8], uint32_t m0inv);
// r = a b R^-1 mod m for a, b < m: the product and the reduction above
// (one routine on Cortex-M4); r may alias a or b.
void field_mont_mul_256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
                        const uint32_t m[8], uint32_t m0inv);

// 12 limbs (P-384, brainpoolP384r1): per core likewise.
void field_product_384(uint32_t t[24], const uint32_t a[12], const uint32_t b[12]);
void field_add_384(uint32_t r[12], const uint32_t a[12], const uint32_t b[12], const uint32_t m[12]);
void field_sub_384(uint32_t r[12], const uint32_t a[12], const uint32_t b[12], const uint32_t m[12]);

}  // namespace ec
}  // namespace mcucrypt

#endif  // MCUCRYPT_EC_FIELD_PRODUCT_H_
