// mcu_ed25519_mul_ct_portable: the Edwards25519 group code (ge25519.cc)
// behind the ec_mul.h interface, points as RFC 8032 encodings.
#include "crypto/curve25519/ed25519_mul_ct_portable.h"

#include "mcucrypt/ed25519.h"

extern "C" const mcu_ec_mul_desc mcu_ed25519_mul_ct_portable = MCU_ED25519_CT_PORTABLE_DESC;
