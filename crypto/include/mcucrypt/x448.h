/* X448 Diffie-Hellman (RFC 7748) over Curve448: the functions and rules of
 * mcucrypt/x25519.h with 56-byte keys, u-coordinates and secrets (all 448
 * bits of u are used; non-canonical u >= p are accepted, as RFC 7748 says).
 *
 * mcu_x448_mul is the build's scalar multiplication (mcucrypt/ec_mul.h),
 * chosen by //crypto/curve448:x448_mul_backend; mcu_x448_mul_ct_portable
 * ("ct_portable") is the portable constant-time ladder. */
#ifndef MCUCRYPT_X448_H_
#define MCUCRYPT_X448_H_

#include <stdint.h>

#include "mcucrypt/ec_mul.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_X448_KEY_SIZE 56

extern const mcu_ec_mul_desc mcu_x448_mul;
extern const mcu_ec_mul_desc mcu_x448_mul_ct_portable;

/* out = X448(k, u); the all-zero output is returned as it is. */
mcu_status mcu_x448(uint8_t out[MCU_X448_KEY_SIZE], const uint8_t k[MCU_X448_KEY_SIZE],
                    const uint8_t u[MCU_X448_KEY_SIZE]);
/* pub = X448(priv, 5). */
mcu_status mcu_x448_public_key(uint8_t pub[MCU_X448_KEY_SIZE],
                               const uint8_t priv[MCU_X448_KEY_SIZE]);
mcu_status mcu_x448_keygen(uint8_t priv[MCU_X448_KEY_SIZE], uint8_t pub[MCU_X448_KEY_SIZE],
                           const mcu_rng *rng);
/* refuse_zero != 0: an all-zero result gives MCU_ERR_INVALID_KEY, shared
 * zeroed. */
mcu_status mcu_x448_derive(uint8_t shared[MCU_X448_KEY_SIZE],
                           const uint8_t priv[MCU_X448_KEY_SIZE],
                           const uint8_t peer[MCU_X448_KEY_SIZE], int refuse_zero);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_X448_H_ */
