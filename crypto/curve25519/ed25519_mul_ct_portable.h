// The portable Edwards25519 scalar multiplications (ed25519_mul_ct_portable.cc),
// for the descriptors that name them: their own and, in the default build,
// mcu_ed25519_mul.
#ifndef MCUCRYPT_CURVE25519_ED25519_MUL_CT_PORTABLE_H_
#define MCUCRYPT_CURVE25519_ED25519_MUL_CT_PORTABLE_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_mul.h"

namespace mcucrypt {
namespace curve25519 {

mcu_status ed25519_ct_portable_mul_base(const mcu_ec_mul_desc *self, uint8_t *q,
                                        const uint8_t *k, void *work);
mcu_status ed25519_ct_portable_mul(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                                   const uint8_t *p, void *work);
mcu_status ed25519_ct_portable_mul_add(const mcu_ec_mul_desc *self, uint8_t *r,
                                       const uint8_t *u1, const uint8_t *u2, const uint8_t *p,
                                       void *work);

}  // namespace curve25519
}  // namespace mcucrypt

#define MCU_ED25519_CT_PORTABLE_DESC                                             \
  {                                                                              \
    MCU_EC_EDWARDS25519, "ct_portable", 1, 32, 32, 32, 0,                        \
        mcucrypt::curve25519::ed25519_ct_portable_mul_base,                      \
        mcucrypt::curve25519::ed25519_ct_portable_mul,                           \
        mcucrypt::curve25519::ed25519_ct_portable_mul_add                        \
  }

#endif  // MCUCRYPT_CURVE25519_ED25519_MUL_CT_PORTABLE_H_
