// The portable Edwards448 scalar multiplications (ge448.h through
// edwards_mul.h's descriptor functions), for the descriptors that name
// them: mcu_ed448_mul_ct_portable and, in the default build, mcu_ed448_mul.
#ifndef MCUCRYPT_CURVE448_ED448_MUL_CT_PORTABLE_H_
#define MCUCRYPT_CURVE448_ED448_MUL_CT_PORTABLE_H_

#include <stddef.h>

#include "crypto/curve25519/edwards_mul.h"
#include "crypto/curve448/ge448.h"
#include "mcucrypt/ec_mul.h"

#define MCU_ED448_CT_PORTABLE_DESC                                                 \
  {                                                                                \
    MCU_EC_EDWARDS448, "ct_portable", 1, 56, 57, 57, 0,                            \
        mcucrypt::edwards::desc_mul_base<mcucrypt::curve448::Ge, 57>,              \
        mcucrypt::edwards::desc_mul<mcucrypt::curve448::Ge, 57>,                   \
        mcucrypt::edwards::desc_mul_add<mcucrypt::curve448::Ge, 57>, NULL, NULL, NULL  \
  }

#endif  // MCUCRYPT_CURVE448_ED448_MUL_CT_PORTABLE_H_
