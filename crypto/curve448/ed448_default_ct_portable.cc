// The build's Edwards448 multiplication (mcu_ed448_mul) when
// //crypto/curve448:ed448_mul_backend selects the portable code.
#include "crypto/curve448/ed448_mul_ct_portable.h"
#include "mcucrypt/ed448.h"

extern "C" const mcu_ec_mul_desc mcu_ed448_mul = MCU_ED448_CT_PORTABLE_DESC;
