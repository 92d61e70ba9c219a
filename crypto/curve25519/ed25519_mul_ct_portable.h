// The portable Edwards25519 scalar multiplications (ge25519.h through
// edwards_mul.h's descriptor functions), for the descriptors that name
// them: mcu_ed25519_mul_ct_portable and, in the default build,
// mcu_ed25519_mul.
#ifndef MCUCRYPT_CURVE25519_ED25519_MUL_CT_PORTABLE_H_
#define MCUCRYPT_CURVE25519_ED25519_MUL_CT_PORTABLE_H_

#include <stddef.h>

#include "crypto/curve25519/edwards_mul.h"
#include "crypto/curve25519/ge25519.h"
#include "mcucrypt/ec_mul.h"

#define MCU_ED25519_CT_PORTABLE_DESC                                               \
  {                                                                                \
    MCU_EC_EDWARDS25519, "ct_portable", 1, 32, 32, 32, 0,                          \
        mcucrypt::edwards::desc_mul_base<mcucrypt::curve25519::Ge, 32>,            \
        mcucrypt::edwards::desc_mul<mcucrypt::curve25519::Ge, 32>,                 \
        mcucrypt::edwards::desc_mul_add<mcucrypt::curve25519::Ge, 32>, NULL, NULL, NULL \
  }

#endif  // MCUCRYPT_CURVE25519_ED25519_MUL_CT_PORTABLE_H_
