// Scalar multiplication on the Weierstrass curves through the SAM4C CPKCC
// (ec_mul_cpkcc.cc): the descriptors mcu_<curve>_mul_cpkcc (mcucrypt/
// ec_mul.h), their functions, and MCU_EC_MUL_CPKCC_DESC, which the board's
// default (ec_mul_default_cpkcc.cc: mcu_p256_mul, ...) uses too.
#ifndef MCUCRYPT_DRIVERS_SAM4C_EC_MUL_CPKCC_H_
#define MCUCRYPT_DRIVERS_SAM4C_EC_MUL_CPKCC_H_

#include <stdint.h>

#include "crypto/ec/point.h"
#include "mcucrypt/ec_mul.h"

#ifdef __cplusplus
extern "C" {
#endif
extern const mcu_ec_mul_desc mcu_p256_mul_cpkcc;
extern const mcu_ec_mul_desc mcu_p384_mul_cpkcc;
extern const mcu_ec_mul_desc mcu_p521_mul_cpkcc;
extern const mcu_ec_mul_desc mcu_bp256_mul_cpkcc;
extern const mcu_ec_mul_desc mcu_bp384_mul_cpkcc;
extern const mcu_ec_mul_desc mcu_bp512_mul_cpkcc;
extern const mcu_ec_mul_desc mcu_sm2_mul_cpkcc;
#ifdef __cplusplus
}
#endif

namespace mcucrypt {
namespace sam4c {

// The caller's work area: mul_add's two products, checked and added in
// software.
struct EcMulCpkccWork {
  ec::Point a, b;
  uint8_t xy[2][2 * ec::kMaxBytes];
};

mcu_status mul_base_cpkcc(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k, void *work);
mcu_status mul_cpkcc(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k, const uint8_t *p,
                     void *work);
mcu_status mul_add_cpkcc(const mcu_ec_mul_desc *self, uint8_t *r, const uint8_t *u1,
                         const uint8_t *u2, const uint8_t *p, void *work);

}  // namespace sam4c
}  // namespace mcucrypt

#define MCU_EC_MUL_CPKCC_DESC(id, bytes)                                                    \
  {                                                                                         \
    (id), "cpkcc", 1, (bytes), (bytes), 2 * (bytes), sizeof(mcucrypt::sam4c::EcMulCpkccWork), \
        mcucrypt::sam4c::mul_base_cpkcc, mcucrypt::sam4c::mul_cpkcc,                        \
        mcucrypt::sam4c::mul_add_cpkcc, NULL, NULL, NULL                                    \
  }

#endif  // MCUCRYPT_DRIVERS_SAM4C_EC_MUL_CPKCC_H_
