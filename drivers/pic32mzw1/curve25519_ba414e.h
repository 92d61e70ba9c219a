// The BA414E's X25519 and Ed25519 descriptor functions (x25519_ba414e.cc,
// ed25519_ba414e.cc) and the initializers both the technique's names
// (mcu_x25519_mul_ba414e, mcu_ed25519_mul_ba414e) and the build's short
// names (*_default_ba414e.cc) use, so each descriptor is a constant.
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_CURVE25519_BA414E_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_CURVE25519_BA414E_H_

#include <stddef.h>

#include "mcucrypt/ec_mul.h"

namespace mcucrypt {
namespace ba414e {

constexpr unsigned kOpsize25519 = 4;  // 256-bit operands

// p = 2^255 - 19, little-endian.
inline constexpr uint8_t kP25519[32] = {
    0xED, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F};

// The fault checks' range test: the little-endian v is below p. Public
// results only (it returns early).
inline bool BelowP25519(const uint8_t v[32]) {
  for (int i = 31; i >= 0; --i) {
    if (v[i] != kP25519[i]) return v[i] < kP25519[i];
  }
  return false;
}

mcu_status X25519MulBase(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                         void *work);
mcu_status X25519Mul(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                     const uint8_t *u, void *work);
mcu_status Ed25519MulBase(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                          void *work);
mcu_status Ed25519Mul(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                      const uint8_t *p, void *work);
mcu_status Ed25519MulAdd(const mcu_ec_mul_desc *self, uint8_t *r, const uint8_t *u1,
                         const uint8_t *u2, const uint8_t *p, void *work);

}  // namespace ba414e
}  // namespace mcucrypt

#define MCU_X25519_BA414E_DESC                                                        \
  {                                                                                   \
    MCU_EC_CURVE25519, "ba414e", 1, 32, 32, 32, 0, mcucrypt::ba414e::X25519MulBase,   \
        mcucrypt::ba414e::X25519Mul, NULL, NULL, NULL, NULL                           \
  }

#define MCU_ED25519_BA414E_DESC                                                          \
  {                                                                                      \
    MCU_EC_EDWARDS25519, "ba414e", 1, 32, 32, 32, 0, mcucrypt::ba414e::Ed25519MulBase,   \
        mcucrypt::ba414e::Ed25519Mul, mcucrypt::ba414e::Ed25519MulAdd, NULL, NULL, NULL  \
  }

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_CURVE25519_BA414E_H_
