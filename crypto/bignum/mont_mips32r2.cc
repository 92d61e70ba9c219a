// Montgomery multiplication and squaring on the microAptiv: the rows in
// MIPS32r2 assembly (mont_mul_mips32r2.S, mont_sqr_mips32r2.S; MULTU/MADDU),
// then mont_finish's masked subtraction, in MIPS32r2 too
// (mont_finish_mips32r2.S). They are this core's bn::mont_mul
// and bn::mont_sqr, so the helpers (mont_r2, mod_reduce, mod_mul) run on
// the assembly too.
#include "crypto/bignum/bignum.h"

extern "C" void mcu_bn_mont_rows_mips32r2(uint32_t *t, const uint32_t *a, const uint32_t *b,
                                        const uint32_t *m, size_t n, uint32_t m0inv);
extern "C" void mcu_bn_mont_sqr_rows_mips32r2(uint32_t *t, const uint32_t *a, const uint32_t *m,
                                              size_t n, uint32_t m0inv);
extern "C" void mcu_bn_mont_finish_mips32r2(uint32_t *r, const uint32_t *t, const uint32_t *m,
                                            size_t n);

namespace mcucrypt {
namespace bn {

void mont_mul_mips32r2(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                       size_t n, uint32_t m0inv, uint32_t *t) {
  zero(t, n + 2);
  mcu_bn_mont_rows_mips32r2(t, a, b, m, n, m0inv);
  mcu_bn_mont_finish_mips32r2(r, t, m, n);
}

void mont_sqr_mips32r2(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n,
                       uint32_t m0inv, uint32_t *t) {
  // Every RSA, DSA and DH modulus here has an even n: the rows.
  mont_sqr_by_rows<mcu_bn_mont_sqr_rows_mips32r2, mont_mul_mips32r2,
                   mcu_bn_mont_finish_mips32r2>(r, a, m, n, m0inv, t);
}

void mont_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n,
              uint32_t m0inv, uint32_t *t) {
  mont_mul_mips32r2(r, a, b, m, n, m0inv, t);
}

void mont_sqr(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n, uint32_t m0inv,
              uint32_t *t) {
  mont_sqr_mips32r2(r, a, m, n, m0inv, t);
}

}  // namespace bn
}  // namespace mcucrypt
