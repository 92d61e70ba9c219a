/* ECDSA (FIPS 186-5 section 6, SEC 1 v2 section 4.1) on secp256r1,
 * secp384r1, secp521r1, brainpoolP256r1/384r1/512r1 and SM2's curve, with
 * any hash of mcucrypt/hash_desc.h; the digest is cut to the bit length of
 * n (bits2int). Signatures here are IEEE P1363 r || s, each scalar_size
 * bytes big-endian. Keys: mcucrypt/ec_curves.h (private key scalar_size
 * bytes, public key a SEC1 point, compressed or not).
 *
 *   uint8_t sig[64];
 *   mcu_ecdsa_sign(MCU_EC_SECP256R1, &mcu_sha256_desc, priv, 32, msg, len,
 *                  &rng, sig, 64);                random nonce
 *   mcu_ecdsa_sign_deterministic(..., sig, 64);   RFC 6979 nonce (no rng)
 *   mcu_ecdsa_verify(MCU_EC_SECP256R1, &mcu_sha256_desc, pub, 65, msg, len,
 *                    sig, 64);                    MCU_OK or
 *                                                 MCU_ERR_INVALID_SIGNATURE
 *
 * The _digest forms take the hash's output instead of the message (any
 * length >= 1; RFC 6979's nonce needs the hash that made it).
 *
 * Errors: MCU_ERR_INVALID_ARGUMENT (NULL, sizes that are not the curve's,
 * an unknown curve); MCU_ERR_INVALID_KEY (private key out of [1, n - 1], a
 * public key that is not a valid point); MCU_ERR_RNG_FAILED;
 * MCU_ERR_INVALID_SIGNATURE (verification failed, including r or s out of
 * [1, n - 1]); errors of the hash or of the curve's descriptor are passed
 * on. A failed signing zeroes sig. Secrets (the nonce, the key's copies)
 * are wiped before return. */
#ifndef MCUCRYPT_ECDSA_H_
#define MCUCRYPT_ECDSA_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_curves.h"
#include "mcucrypt/hash_desc.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

mcu_status mcu_ecdsa_sign(mcu_ec_curve_id curve, const mcu_hash_desc *hash, const uint8_t *priv,
                          size_t priv_len, const uint8_t *msg, size_t msg_len, const mcu_rng *rng,
                          uint8_t *sig, size_t sig_len);
mcu_status mcu_ecdsa_sign_deterministic(mcu_ec_curve_id curve, const mcu_hash_desc *hash,
                                        const uint8_t *priv, size_t priv_len, const uint8_t *msg,
                                        size_t msg_len, uint8_t *sig, size_t sig_len);
mcu_status mcu_ecdsa_verify(mcu_ec_curve_id curve, const mcu_hash_desc *hash, const uint8_t *pub,
                            size_t pub_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig,
                            size_t sig_len);

mcu_status mcu_ecdsa_sign_digest(mcu_ec_curve_id curve, const uint8_t *priv, size_t priv_len,
                                 const uint8_t *digest, size_t digest_len, const mcu_rng *rng,
                                 uint8_t *sig, size_t sig_len);
/* hash: the one that made digest (RFC 6979 runs HMAC with it). */
mcu_status mcu_ecdsa_sign_digest_deterministic(mcu_ec_curve_id curve, const mcu_hash_desc *hash,
                                               const uint8_t *priv, size_t priv_len,
                                               const uint8_t *digest, size_t digest_len,
                                               uint8_t *sig, size_t sig_len);
mcu_status mcu_ecdsa_verify_digest(mcu_ec_curve_id curve, const uint8_t *pub, size_t pub_len,
                                   const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                                   size_t sig_len);

/* The _digest forms through a given scalar multiplication (the curve is the
 * descriptor's: mcu_p256_mul_ct_portable, a board's mcu_p256_mul_ba414e,
 * ...), so one image can run the software and a coprocessor side by side;
 * the forms above call these with mcu_ec_mul_for_curve(curve). A NULL
 * descriptor, or one ec_curves.h's _with functions refuse, is
 * MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_ecdsa_sign_digest_with(const mcu_ec_mul_desc *mul, const uint8_t *priv,
                                      size_t priv_len, const uint8_t *digest, size_t digest_len,
                                      const mcu_rng *rng, uint8_t *sig, size_t sig_len);
mcu_status mcu_ecdsa_sign_digest_deterministic_with(const mcu_ec_mul_desc *mul,
                                                    const mcu_hash_desc *hash,
                                                    const uint8_t *priv, size_t priv_len,
                                                    const uint8_t *digest, size_t digest_len,
                                                    uint8_t *sig, size_t sig_len);
mcu_status mcu_ecdsa_verify_digest_with(const mcu_ec_mul_desc *mul, const uint8_t *pub,
                                        size_t pub_len, const uint8_t *digest, size_t digest_len,
                                        const uint8_t *sig, size_t sig_len);

/* DER signatures (SEC 1 C.5, RFC 3279: SEQUENCE { r INTEGER, s INTEGER })
 * <-> P1363 r || s, through the shared DER layer (mcucrypt/der.h).
 *
 * mcu_ecdsa_sig_from_der is strict: exactly one DER SEQUENCE of two
 * minimal non-negative INTEGERs, nothing after it, each value at most
 * scalar_size bytes (range checks against n are verification's). Anything
 * else is MCU_ERR_INVALID_SIGNATURE (p1363 zeroed). p1363_len is
 * 2 * scalar_size.
 *
 * mcu_ecdsa_sig_to_der writes at most MCU_ECDSA_MAX_DER_SIZE bytes to der
 * (der_cap bytes available) and sets *der_len; MCU_ERR_BUFFER_TOO_SMALL if
 * they do not fit. */
#define MCU_ECDSA_MAX_DER_SIZE (2 * (MCU_EC_MAX_SCALAR_SIZE + 3) + 3)

mcu_status mcu_ecdsa_sig_from_der(mcu_ec_curve_id curve, const uint8_t *der, size_t der_len,
                                  uint8_t *p1363, size_t p1363_len);
mcu_status mcu_ecdsa_sig_to_der(mcu_ec_curve_id curve, const uint8_t *p1363, size_t p1363_len,
                                uint8_t *der, size_t der_cap, size_t *der_len);

/* Verification of a DER signature: mcu_ecdsa_sig_from_der, then
 * mcu_ecdsa_verify. */
mcu_status mcu_ecdsa_verify_der(mcu_ec_curve_id curve, const mcu_hash_desc *hash,
                                const uint8_t *pub, size_t pub_len, const uint8_t *msg,
                                size_t msg_len, const uint8_t *sig, size_t sig_len);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_ECDSA_H_ */
