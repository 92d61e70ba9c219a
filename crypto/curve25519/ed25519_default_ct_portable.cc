// The build's Edwards25519 multiplication (mcu_ed25519_mul) when
// //crypto/curve25519:ed25519_mul_backend selects the portable code.
#include "crypto/curve25519/ed25519_mul_ct_portable.h"
#include "mcucrypt/ed25519.h"

extern "C" const mcu_ec_mul_desc mcu_ed25519_mul = MCU_ED25519_CT_PORTABLE_DESC;
