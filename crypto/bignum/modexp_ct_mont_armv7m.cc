// mcu_modexp_ct_mont_armv7m: the fixed-window exponentiation over
// bn::mont_mul_armv7m, whose rows are Thumb-2 assembly (mont_armv7m.cc).
#include "crypto/bignum/modexp_ct_mont.h"

MCU_MODEXP_CT_MONT_DESC(mcu_modexp_ct_mont_armv7m, "ct_mont_armv7m",
                        mcucrypt::bn::mont_mul_armv7m,
                        mcucrypt::bn::mont_sqr_armv7m);
