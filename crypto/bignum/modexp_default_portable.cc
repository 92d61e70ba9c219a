// mcu_modexp on builds without a coprocessor driver or assembly for the
// core (the host): the portable Montgomery exponentiation.
#include "crypto/bignum/modexp_ct_mont.h"

MCU_MODEXP_CT_MONT_DESC(mcu_modexp, "ct_mont_portable", mcucrypt::bn::mont_mul_portable,
                        mcucrypt::bn::mont_sqr_portable);
