// The fields' per-core operations on Armv7E-M: the UMAAL rows of
// field_product_256_armv7m.S, field_product_384_armv7m.S,
// field_redc_256_armv7m.S and field_mont_256_armv7m.S (generated), the
// carry chains of field_add_sub_256_armv7m.S and field_add_sub_384_armv7m.S.
#include "crypto/ec/field_product.h"

extern "C" {
void mcu_ec_product_256_armv7m(uint32_t t[16], const uint32_t a[8], const uint32_t b[8]);
void mcu_ec_mod_add_256_armv7m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
                               const uint32_t m[8]);
void mcu_ec_mod_sub_256_armv7m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
                               const uint32_t m[8]);
void mcu_ec_redc_256_armv7m(uint32_t r[8], uint32_t t[16], const uint32_t m[8], uint32_t m0inv);
void mcu_ec_mont_mul_256_armv7m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
                                const uint32_t m[8], uint32_t m0inv);
void mcu_ec_product_384_armv7m(uint32_t t[24], const uint32_t a[12], const uint32_t b[12]);
void mcu_ec_mod_add_384_armv7m(uint32_t r[12], const uint32_t a[12], const uint32_t b[12],
                               const uint32_t m[12]);
void mcu_ec_mod_sub_384_armv7m(uint32_t r[12], const uint32_t a[12], const uint32_t b[12],
                               const uint32_t m[12]);
}

namespace mcucrypt {
namespace ec {

void field_product_256(uint32_t t[16], const uint32_t a[8], const uint32_t b[8]) {
  mcu_ec_product_256_armv7m(t, a, b);
}

void field_add_256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], const uint32_t m[8]) {
  mcu_ec_mod_add_256_armv7m(r, a, b, m);
}

void field_sub_256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], const uint32_t m[8]) {
  mcu_ec_mod_sub_256_armv7m(r, a, b, m);
}

void field_redc_256(uint32_t r[8], uint32_t t[16], const uint32_t m[8], uint32_t m0inv) {
  mcu_ec_redc_256_armv7m(r, t, m, m0inv);
}

void field_mont_mul_256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
                        const uint32_t m[8], uint32_t m0inv) {
  mcu_ec_mont_mul_256_armv7m(r, a, b, m, m0inv);
}

void field_product_384(uint32_t t[24], const uint32_t a[12], const uint32_t b[12]) {
  mcu_ec_product_384_armv7m(t, a, b);
}

void field_add_384(uint32_t r[12], const uint32_t a[12], const uint32_t b[12],
                   const uint32_t m[12]) {
  mcu_ec_mod_add_384_armv7m(r, a, b, m);
}

void field_sub_384(uint32_t r[12], const uint32_t a[12], const uint32_t b[12],
                   const uint32_t m[12]) {
  mcu_ec_mod_sub_384_armv7m(r, a, b, m);
}

}  // namespace ec
}  // namespace mcucrypt
