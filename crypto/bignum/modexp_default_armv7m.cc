// mcu_modexp on Cortex-M4 boards without a coprocessor driver: the Montgomery
// exponentiation over rows in assembly (mcu_modexp_ct_mont_armv7m's).
#include "crypto/bignum/modexp_ct_mont.h"

MCU_MODEXP_CT_MONT_DESC(mcu_modexp, "ct_mont_armv7m", mcucrypt::bn::mont_mul_armv7m,
                        mcucrypt::bn::mont_sqr_armv7m);
