// The portable Edwards448 scalar multiplications (ed448_mul_ct_portable.cc),
// for the descriptors that name them: their own and, in the default build,
// mcu_ed448_mul.
#ifndef MCUCRYPT_CURVE448_ED448_MUL_CT_PORTABLE_H_
#define MCUCRYPT_CURVE448_ED448_MUL_CT_PORTABLE_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_mul.h"

namespace mcucrypt {
namespace curve448 {

mcu_status ed448_ct_portable_mul_base(const mcu_ec_mul_desc *self, uint8_t *q,
                                      const uint8_t *k, void *work);
mcu_status ed448_ct_portable_mul(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                                 const uint8_t *p, void *work);
mcu_status ed448_ct_portable_mul_add(const mcu_ec_mul_desc *self, uint8_t *r, const uint8_t *u1,
                                     const uint8_t *u2, const uint8_t *p, void *work);

}  // namespace curve448
}  // namespace mcucrypt

#define MCU_ED448_CT_PORTABLE_DESC                                                           \
  {                                                                                          \
    MCU_EC_EDWARDS448, "ct_portable", 1, 56, 57, 57, 0,                                      \
        mcucrypt::curve448::ed448_ct_portable_mul_base,                                      \
        mcucrypt::curve448::ed448_ct_portable_mul, mcucrypt::curve448::ed448_ct_portable_mul_add \
  }

#endif  // MCUCRYPT_CURVE448_ED448_MUL_CT_PORTABLE_H_
