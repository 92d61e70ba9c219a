// The portable constant-time X448 ladder (x448_ct_portable.cc), for the
// descriptors that name it: its own and, in the default build, mcu_x448_mul.
#ifndef MCUCRYPT_CURVE448_X448_CT_PORTABLE_H_
#define MCUCRYPT_CURVE448_X448_CT_PORTABLE_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_mul.h"

namespace mcucrypt {
namespace curve448 {

mcu_status x448_ct_portable_mul_base(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                                     void *work);
mcu_status x448_ct_portable_mul(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                                const uint8_t *p, void *work);

}  // namespace curve448
}  // namespace mcucrypt

#define MCU_X448_CT_PORTABLE_DESC                                                            \
  {                                                                                          \
    MCU_EC_CURVE448, "ct_portable", 1, 56, 56, 56, 0,                                        \
        mcucrypt::curve448::x448_ct_portable_mul_base, mcucrypt::curve448::x448_ct_portable_mul, \
        NULL, NULL, NULL, NULL                                                               \
  }

#endif  // MCUCRYPT_CURVE448_X448_CT_PORTABLE_H_
