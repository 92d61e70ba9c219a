// mcu_modexp_ct_mont_mips32r2: the fixed-window exponentiation over
// bn::mont_mul_mips32r2, whose rows are MIPS32r2 assembly (mont_mips32r2.cc).
#include "crypto/bignum/modexp_ct_mont.h"

MCU_MODEXP_CT_MONT_DESC(mcu_modexp_ct_mont_mips32r2, "ct_mont_mips32r2",
                        mcucrypt::bn::mont_mul_mips32r2,
                        mcucrypt::bn::mont_sqr_mips32r2);
