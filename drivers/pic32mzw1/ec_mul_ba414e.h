// The BA414E's Weierstrass descriptor functions (ec_mul_ba414e.cc) and the
// initializer both the technique's names (mcu_<curve>_mul_ba414e) and the
// build's short names (ec_mul_default_ba414e.cc) use, so every descriptor
// is a constant, not a copy made at start-up.
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_EC_MUL_BA414E_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_EC_MUL_BA414E_H_

#include "crypto/ec/ec_curve.h"
#include "crypto/ec/point.h"
#include "mcucrypt/ec_mul.h"

namespace mcucrypt {
namespace ba414e {

mcu_status MulBase(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k, void *work);
mcu_status Mul(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k, const uint8_t *p,
               void *work);
mcu_status MulAdd(const mcu_ec_mul_desc *self, uint8_t *r, const uint8_t *u1, const uint8_t *u2,
                  const uint8_t *p, void *work);
// The engine's own ECDSA (0x30, 0x31) and inversion mod n (0x06), for
// ECDSA and SM2 (ecdsa_ba414e.cc).
mcu_status EcdsaSign(const mcu_ec_mul_desc *self, uint8_t *sig, const uint8_t *d,
                     const uint8_t *k, const uint8_t *e, void *work);
mcu_status EcdsaVerify(const mcu_ec_mul_desc *self, const uint8_t *q, const uint8_t *e,
                       const uint8_t *sig, void *work);
mcu_status ScalarInv(const mcu_ec_mul_desc *self, uint8_t *out, const uint8_t *a, void *work);

// What both files share (ec_mul_ba414e.cc).
// The software descriptor for the same curve (null for one the engine does
// not take).
const mcu_ec_mul_desc *Software(mcu_ec_curve_id id);
// Slots 0-5: P, N, Gx, Gy, a, b.
void PutCurve(const ec::Curve &c, unsigned opsize);
// x || y (big-endian) into slots n, n + 1, and back.
void PutPoint(const ec::Curve &c, unsigned n, const uint8_t *xy, unsigned opsize);
void GetPoint(const ec::Curve &c, unsigned n, uint8_t *xy);
// The fault check: all-ones if xy is a point of the curve.
uint32_t OnCurve(const ec::Curve &c, const uint8_t *xy);
struct Call {
  const ec::Curve *curve;
  unsigned opsize;
};
// The curve and operand size of a descriptor, or a null curve.
Call CallFor(const mcu_ec_mul_desc *self);

}  // namespace ba414e
}  // namespace mcucrypt

// field_size = scalar_size for every curve here; the work area is the
// software's (the fallback uses it).
#define MCU_EC_MUL_BA414E_DESC(id, bytes)                                                 \
  {                                                                                      \
    (id), "ba414e", 1, (bytes), (bytes), 2 * (bytes), sizeof(mcucrypt::ec::MulWork),     \
        mcucrypt::ba414e::MulBase, mcucrypt::ba414e::Mul, mcucrypt::ba414e::MulAdd,      \
        mcucrypt::ba414e::EcdsaSign, mcucrypt::ba414e::EcdsaVerify,                      \
        mcucrypt::ba414e::ScalarInv                                                      \
  }

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_EC_MUL_BA414E_H_
