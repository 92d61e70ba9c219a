/* Elliptic-curve Diffie-Hellman (SEC 1 v2 section 3.3.1, NIST SP 800-56A
 * rev. 3 section 5.7.1.2) on secp256r1, secp384r1, secp521r1,
 * brainpoolP256r1/384r1/512r1 and SM2's curve (mcucrypt/ec_curves.h).
 *
 *   uint8_t priv[32], pub[65], secret[32];
 *   mcu_ec_generate_key(MCU_EC_SECP256R1, &rng, priv, 32, pub, 65);
 *   ... send pub, receive peer (SEC1, compressed or not) ...
 *   mcu_ecdh_shared_secret(MCU_EC_SECP256R1, priv, 32, peer, peer_len,
 *                          secret, 32);
 *   ... a KDF over secret ...; mcu_wipe(priv), mcu_wipe(secret)
 *
 * The secret is the x-coordinate of d * Q, field_size bytes big-endian (no
 * KDF applied). The private key is scalar_size bytes, 1 <= d < n. */
#ifndef MCUCRYPT_ECDH_H_
#define MCUCRYPT_ECDH_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_curves.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Errors: MCU_ERR_INVALID_ARGUMENT (NULL, a length that is not the
 * curve's, an unknown curve); MCU_ERR_INVALID_KEY: d out of range, or a
 * peer key that is not a valid point of the curve (bad encoding,
 * coordinate >= p, off the curve, the identity), or a result at infinity.
 * Errors of the curve's descriptor (a coprocessor's) are passed on. The
 * secret is zeroed on any error; the work area is wiped always. */
mcu_status mcu_ecdh_shared_secret(mcu_ec_curve_id curve, const uint8_t *priv, size_t priv_len,
                                  const uint8_t *peer, size_t peer_len, uint8_t *secret,
                                  size_t secret_len);

/* The same through a given scalar multiplication (the curve is the
 * descriptor's), so one image can run the software and a coprocessor side
 * by side; mcu_ecdh_shared_secret calls it with mcu_ec_mul_for_curve(curve).
 * A NULL descriptor, or one ec_curves.h's _with functions refuse, is
 * MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_ecdh_shared_secret_with(const mcu_ec_mul_desc *mul, const uint8_t *priv,
                                       size_t priv_len, const uint8_t *peer, size_t peer_len,
                                       uint8_t *secret, size_t secret_len);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_ECDH_H_ */
