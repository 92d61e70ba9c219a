// The build's X25519 (mcu_x25519_mul) when
// //crypto/curve25519:x25519_mul_backend selects the portable ladder.
#include "crypto/curve25519/x25519_ct_portable.h"
#include "mcucrypt/x25519.h"

extern "C" const mcu_ec_mul_desc mcu_x25519_mul = MCU_X25519_CT_PORTABLE_DESC;
