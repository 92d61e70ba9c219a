// The build's X448 (mcu_x448_mul) when //crypto/curve448:x448_mul_backend
// selects the portable ladder.
#include "crypto/curve448/x448_ct_portable.h"
#include "mcucrypt/x448.h"

extern "C" const mcu_ec_mul_desc mcu_x448_mul = MCU_X448_CT_PORTABLE_DESC;
