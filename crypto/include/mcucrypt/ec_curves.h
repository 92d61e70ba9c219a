/* The Weierstrass curves' scalar multiplication (mcucrypt/ec_mul.h) in
 * software: secp256r1, secp384r1, secp521r1 (SEC 2), brainpoolP256r1,
 * brainpoolP384r1, brainpoolP512r1 (RFC 5639) and SM2's curve (GB/T
 * 32918.5).
 *
 * mcu_<curve>_mul_ct_portable: portable C++, constant time in the scalar
 * and the point (complete projective formulas, fixed 4-bit window, masked
 * table look-ups), mul_add in variable time. mcu_<curve>_mul is the build's
 * choice (a board may put its coprocessor there); ECDSA and ECDH use it.
 *
 * The points and scalars are as ec_mul.h says. mul and mul_add validate p
 * (coordinates below p, on the curve) and fail with MCU_ERR_INVALID_KEY;
 * mul_base and mul require 1 <= k < n (MCU_ERR_INVALID_ARGUMENT otherwise);
 * mul_add takes any u1, u2 of scalar_size bytes. work is
 * MCU_EC_MUL_WORKSPACE_SIZE bytes (at least the descriptor's
 * workspace_size), 4-byte aligned. */
#ifndef MCUCRYPT_EC_CURVES_H_
#define MCUCRYPT_EC_CURVES_H_

#include "mcucrypt/ec_mul.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Enough for any descriptor of this header. */
#define MCU_EC_MUL_WORKSPACE_SIZE 4352

/* The largest field and scalar, in bytes (secp521r1). */
#define MCU_EC_MAX_FIELD_SIZE 66
#define MCU_EC_MAX_SCALAR_SIZE 66

extern const mcu_ec_mul_desc mcu_p256_mul_ct_portable;
extern const mcu_ec_mul_desc mcu_p384_mul_ct_portable;
extern const mcu_ec_mul_desc mcu_p521_mul_ct_portable;
extern const mcu_ec_mul_desc mcu_bp256_mul_ct_portable;
extern const mcu_ec_mul_desc mcu_bp384_mul_ct_portable;
extern const mcu_ec_mul_desc mcu_bp512_mul_ct_portable;
extern const mcu_ec_mul_desc mcu_sm2_mul_ct_portable;

extern const mcu_ec_mul_desc mcu_p256_mul;
extern const mcu_ec_mul_desc mcu_p384_mul;
extern const mcu_ec_mul_desc mcu_p521_mul;
extern const mcu_ec_mul_desc mcu_bp256_mul;
extern const mcu_ec_mul_desc mcu_bp384_mul;
extern const mcu_ec_mul_desc mcu_bp512_mul;
extern const mcu_ec_mul_desc mcu_sm2_mul;

/* The build's descriptor for a Weierstrass curve (the short names above),
 * or NULL for any other id. */
const mcu_ec_mul_desc *mcu_ec_mul_for_curve(mcu_ec_curve_id curve);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_EC_CURVES_H_ */
