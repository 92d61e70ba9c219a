// mcu_modexp on microAptiv boards without a coprocessor driver: the Montgomery
// exponentiation over rows in assembly (mcu_modexp_ct_mont_mips32r2's).
#include "crypto/bignum/modexp_ct_mont.h"

MCU_MODEXP_CT_MONT_DESC(mcu_modexp, "ct_mont_mips32r2", mcucrypt::bn::mont_mul_mips32r2,
                        mcucrypt::bn::mont_sqr_mips32r2);
