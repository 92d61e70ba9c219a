// The fields' per-core operations in portable C but the 256- and 384-bit
// products (field_product_256_schoolbook.cc, or a core's assembly): the reference,
// and the choice on cores without assembly for them (the host, MIPS).
#include "crypto/ec/field_add_sub.h"
#include "crypto/ec/field_product.h"

namespace mcucrypt {
namespace ec {

void field_add_256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], const uint32_t m[8]) {
  add_mod<8>(m, r, a, b);
}

void field_sub_256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], const uint32_t m[8]) {
  sub_mod<8>(m, r, a, b);
}

// Word by word: q makes t + q m zero in word i; the carry out of each
// row's top word is held in top.
void field_redc_256(uint32_t r[8], uint32_t t[16], const uint32_t m[8], uint32_t m0inv) {
  uint32_t top = 0;
  for (size_t i = 0; i < 8; ++i) {
    const uint32_t q = t[i] * m0inv;
    uint32_t carry = 0;
    for (size_t j = 0; j < 8; ++j) {
      const uint64_t x = static_cast<uint64_t>(q) * m[j] + t[i + j] + carry;
      t[i + j] = static_cast<uint32_t>(x);
      carry = static_cast<uint32_t>(x >> 32);
    }
    const uint64_t x = static_cast<uint64_t>(t[i + 8]) + carry + top;
    t[i + 8] = static_cast<uint32_t>(x);
    top = static_cast<uint32_t>(x >> 32);
  }
  uint32_t hi[9];
  for (size_t i = 0; i < 8; ++i) hi[i] = t[i + 8];
  hi[8] = top;
  reduce_once<8>(m, r, hi);  // (t + Q m) / R < 2m
}

void field_mont_mul_256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
                        const uint32_t m[8], uint32_t m0inv) {
  uint32_t t[16];
  field_product_256(t, a, b);
  field_redc_256(r, t, m, m0inv);
}

void field_add_384(uint32_t r[12], const uint32_t a[12], const uint32_t b[12],
                   const uint32_t m[12]) {
  add_mod<12>(m, r, a, b);
}

void field_sub_384(uint32_t r[12], const uint32_t a[12], const uint32_t b[12],
                   const uint32_t m[12]) {
  sub_mod<12>(m, r, a, b);
}

}  // namespace ec
}  // namespace mcucrypt
