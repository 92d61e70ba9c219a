/* X25519 Diffie-Hellman (RFC 7748) over Curve25519.
 *
 *   uint8_t priv[32], pub[32], shared[32];
 *   mcu_x25519_keygen(priv, pub, &rng);              send pub
 *   mcu_x25519_derive(shared, priv, peer_pub, 1);    1: refuse all-zero
 *
 * Keys and u-coordinates are RFC 7748's 32-byte little-endian strings.
 * Private keys are clamped by the function (any 32 bytes are a key); the
 * top bit of a u-coordinate is ignored and non-canonical u (>= p) are
 * accepted, as RFC 7748 section 5 says.
 *
 * mcu_x25519_mul is the build's scalar multiplication (mcucrypt/ec_mul.h),
 * chosen by the label_flag //crypto/curve25519:x25519_mul_backend; the
 * portable one, always built, is mcu_x25519_mul_ct_portable ("ct_portable":
 * constant-time Montgomery ladder, 8 x 32-bit limbs). A backend that
 * answers MCU_ERR_UNSUPPORTED is replaced by the portable one. */
#ifndef MCUCRYPT_X25519_H_
#define MCUCRYPT_X25519_H_

#include <stdint.h>

#include "mcucrypt/ec_mul.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_X25519_KEY_SIZE 32

extern const mcu_ec_mul_desc mcu_x25519_mul;
extern const mcu_ec_mul_desc mcu_x25519_mul_ct_portable;

/* out = X25519(k, u), the RFC 7748 function itself: the all-zero output
 * (u of small order) is returned as it is. */
mcu_status mcu_x25519(uint8_t out[MCU_X25519_KEY_SIZE],
                      const uint8_t k[MCU_X25519_KEY_SIZE],
                      const uint8_t u[MCU_X25519_KEY_SIZE]);

/* pub = X25519(priv, 9). */
mcu_status mcu_x25519_public_key(uint8_t pub[MCU_X25519_KEY_SIZE],
                                 const uint8_t priv[MCU_X25519_KEY_SIZE]);

/* 32 bytes from rng as the private key, and its public key. On failure
 * both are zeroed (MCU_ERR_RNG_FAILED if the rng failed). */
mcu_status mcu_x25519_keygen(uint8_t priv[MCU_X25519_KEY_SIZE],
                             uint8_t pub[MCU_X25519_KEY_SIZE],
                             const mcu_rng *rng);

/* shared = X25519(priv, peer). refuse_zero != 0: an all-zero result (a
 * small-order peer key) gives MCU_ERR_INVALID_KEY and a zeroed shared, the
 * check RFC 7748 section 6.1 allows. */
mcu_status mcu_x25519_derive(uint8_t shared[MCU_X25519_KEY_SIZE],
                             const uint8_t priv[MCU_X25519_KEY_SIZE],
                             const uint8_t peer[MCU_X25519_KEY_SIZE],
                             int refuse_zero);

/* mcu_x25519_derive through a given X25519 multiplication
 * (mcu_x25519_mul_ct_portable, a board's mcu_x25519_mul_ba414e, ...; the
 * portable ladder still stands behind one that answers
 * MCU_ERR_UNSUPPORTED), so one image can time the software and a
 * coprocessor side by side; mcu_x25519_derive uses mcu_x25519_mul. A NULL
 * descriptor or one for another curve is MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_x25519_derive_with(const mcu_ec_mul_desc *mul,
                                  uint8_t shared[MCU_X25519_KEY_SIZE],
                                  const uint8_t priv[MCU_X25519_KEY_SIZE],
                                  const uint8_t peer[MCU_X25519_KEY_SIZE],
                                  int refuse_zero);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_X25519_H_ */
