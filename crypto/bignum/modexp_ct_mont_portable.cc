// mcu_modexp_ct_mont_portable: the fixed-window exponentiation over
// bn::mont_mul_portable in C++ (mont_portable.cc), the reference the
// assembly backends are tested against.
#include "crypto/bignum/modexp_ct_mont.h"

MCU_MODEXP_CT_MONT_DESC(mcu_modexp_ct_mont_portable, "ct_mont_portable",
                        mcucrypt::bn::mont_mul_portable,
                        mcucrypt::bn::mont_sqr_portable);
