// mcu_modexp_ct_mont_mips32r2: the fixed-window exponentiation over
// Montgomery rows in MIPS32r2 assembly (mont_mul_mips32r2.S,
// MULTU/MADDU).
#include "crypto/bignum/modexp_ct_mont.h"

extern "C" void mcu_bn_mont_rows_mips32r2(uint32_t *t, const uint32_t *a, const uint32_t *b,
                                        const uint32_t *m, size_t n, uint32_t m0inv);

namespace mcucrypt {
namespace bn {

void mont_mul_mips32r2(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                       size_t n, uint32_t m0inv, uint32_t *t) {
  zero(t, n + 2);
  mcu_bn_mont_rows_mips32r2(t, a, b, m, n, m0inv);
  mont_finish(r, t, m, n);
}

}  // namespace bn
}  // namespace mcucrypt

MCU_MODEXP_CT_MONT_DESC(mcu_modexp_ct_mont_mips32r2, "ct_mont_mips32r2",
                        mcucrypt::bn::mont_mul_mips32r2);
