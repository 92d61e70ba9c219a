// Montgomery multiplication and squaring on Cortex-M4: the rows in Thumb-2
// assembly (mont_mul_armv7m.S, mont_sqr_armv7m.S; UMAAL), then the masked
// subtraction, mont_finish's contract in Thumb-2 too (mont_finish_armv7m.S). They are this core's bn::mont_mul and
// bn::mont_sqr, so the helpers (mont_r2, mod_reduce, mod_mul) run on the
// assembly too.
#include "crypto/bignum/bignum.h"

extern "C" void mcu_bn_mont_rows_armv7m(uint32_t *t, const uint32_t *a, const uint32_t *b,
                                        const uint32_t *m, size_t n, uint32_t m0inv);
extern "C" void mcu_bn_mont_sqr_rows_armv7m(uint32_t *t, const uint32_t *a, const uint32_t *m,
                                            size_t n, uint32_t m0inv);
extern "C" void mcu_bn_mont_finish_armv7m(uint32_t *r, const uint32_t *t, const uint32_t *m,
                                          size_t n);

namespace mcucrypt {
namespace bn {

void mont_mul_armv7m(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                     size_t n, uint32_t m0inv, uint32_t *t) {
  zero(t, n + 2);
  mcu_bn_mont_rows_armv7m(t, a, b, m, n, m0inv);
  mcu_bn_mont_finish_armv7m(r, t, m, n);
}

void mont_sqr_armv7m(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n,
                     uint32_t m0inv, uint32_t *t) {
  // Every RSA, DSA and DH modulus here has an even n: the rows.
  mont_sqr_by_rows<mcu_bn_mont_sqr_rows_armv7m, mont_mul_armv7m, mcu_bn_mont_finish_armv7m>(
      r, a, m, n, m0inv, t);
}

void mont_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n,
              uint32_t m0inv, uint32_t *t) {
  mont_mul_armv7m(r, a, b, m, n, m0inv, t);
}

void mont_sqr(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n, uint32_t m0inv,
              uint32_t *t) {
  mont_sqr_armv7m(r, a, m, n, m0inv, t);
}

}  // namespace bn
}  // namespace mcucrypt
