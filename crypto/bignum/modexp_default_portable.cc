// mcu_modexp on builds without a coprocessor driver: the portable
// constant-time Montgomery implementation (mcu_modexp_ct_mont_portable).
#include "crypto/bignum/bignum.h"
#include "crypto/bignum/modexp_ct_mont.h"

extern "C" const mcu_modexp_desc mcu_modexp = {
    "ct_mont_portable",           1, MCU_BN_MAX_BITS, mcucrypt::bn::modexp_ct_mont_workspace_words,
    mcucrypt::bn::modexp_ct_mont,
};
