// The BA414E's Weierstrass descriptor functions (ec_mul_ba414e.cc) and the
// initializer both the technique's names (mcu_<curve>_mul_ba414e) and the
// build's short names (ec_mul_default_ba414e.cc) use, so every descriptor
// is a constant, not a copy made at start-up.
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_EC_MUL_BA414E_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_EC_MUL_BA414E_H_

#include "crypto/ec/point.h"
#include "mcucrypt/ec_mul.h"

namespace mcucrypt {
namespace ba414e {

mcu_status MulBase(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k, void *work);
mcu_status Mul(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k, const uint8_t *p,
               void *work);
mcu_status MulAdd(const mcu_ec_mul_desc *self, uint8_t *r, const uint8_t *u1, const uint8_t *u2,
                  const uint8_t *p, void *work);

}  // namespace ba414e
}  // namespace mcucrypt

// field_size = scalar_size for every curve here; the work area is the
// software's (the fallback uses it).
#define MCU_EC_MUL_BA414E_DESC(id, bytes)                                                 \
  {                                                                                      \
    (id), "ba414e", 1, (bytes), (bytes), 2 * (bytes), sizeof(mcucrypt::ec::MulWork),     \
        mcucrypt::ba414e::MulBase, mcucrypt::ba414e::Mul, mcucrypt::ba414e::MulAdd       \
  }

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_EC_MUL_BA414E_H_
