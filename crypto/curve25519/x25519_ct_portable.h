// The portable constant-time X25519 ladder (x25519_ct_portable.cc), for the
// descriptors that name it: its own and, in the default build,
// mcu_x25519_mul.
#ifndef MCUCRYPT_CURVE25519_X25519_CT_PORTABLE_H_
#define MCUCRYPT_CURVE25519_X25519_CT_PORTABLE_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_mul.h"

namespace mcucrypt {
namespace curve25519 {

mcu_status x25519_ct_portable_mul_base(const mcu_ec_mul_desc *self, uint8_t *q,
                                       const uint8_t *k, void *work);
mcu_status x25519_ct_portable_mul(const mcu_ec_mul_desc *self, uint8_t *q,
                                  const uint8_t *k, const uint8_t *p, void *work);

}  // namespace curve25519
}  // namespace mcucrypt

#define MCU_X25519_CT_PORTABLE_DESC                                              \
  {                                                                              \
    MCU_EC_CURVE25519, "ct_portable", 1, 32, 32, 32, 0,                          \
        mcucrypt::curve25519::x25519_ct_portable_mul_base,                       \
        mcucrypt::curve25519::x25519_ct_portable_mul, NULL, NULL, NULL, NULL     \
  }

#endif  // MCUCRYPT_CURVE25519_X25519_CT_PORTABLE_H_
