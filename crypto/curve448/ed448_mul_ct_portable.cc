// mcu_ed448_mul_ct_portable: the Edwards448 group code (ge448.cc) behind
// the ec_mul.h interface, points as RFC 8032 encodings.
#include "crypto/curve448/ed448_mul_ct_portable.h"

#include "mcucrypt/ed448.h"

extern "C" const mcu_ec_mul_desc mcu_ed448_mul_ct_portable = MCU_ED448_CT_PORTABLE_DESC;
