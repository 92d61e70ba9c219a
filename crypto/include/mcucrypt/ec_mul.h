/* Elliptic-curve scalar multiplication as a value: what ECDSA, ECDH, SM2,
 * X25519/X448 and EdDSA call, so a board's public-key coprocessor can
 * replace the software for the curves it supports. One descriptor per curve
 * and technique (mcu_p256_mul_ct_portable, mcu_p256_mul_armv7m, ...,
 * mcu_p256_mul_ba414e); the curve's short name (mcu_p256_mul) is the one the
 * build picked.
 *
 * Encodings are fixed-length byte strings, so software and coprocessors meet
 * without sharing an internal representation:
 *   Weierstrass curves (NIST, brainpool, SM2): a point is x || y, each
 *     big-endian, field_size bytes (SEC1's uncompressed point without 0x04);
 *     a scalar is big-endian, scalar_size bytes, 1 <= k < n.
 *   Montgomery curves (X25519, X448): a point is the u-coordinate, little-
 *     endian (RFC 7748); a scalar is RFC 7748's (clamped by mul itself).
 *   Edwards curves (Ed25519, Ed448): a point is its RFC 8032 encoding; a
 *     scalar is little-endian, < L.
 * The caller validates public inputs (points on the curve, in range) before
 * calling; an implementation may check again. */
#ifndef MCUCRYPT_EC_MUL_H_
#define MCUCRYPT_EC_MUL_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum mcu_ec_curve_id {
  MCU_EC_SECP256R1 = 1,
  MCU_EC_SECP384R1 = 2,
  MCU_EC_SECP521R1 = 3,
  MCU_EC_BRAINPOOLP256R1 = 4,
  MCU_EC_BRAINPOOLP384R1 = 5,
  MCU_EC_BRAINPOOLP512R1 = 6,
  MCU_EC_SM2P256V1 = 7,
  MCU_EC_CURVE25519 = 8, /* Montgomery form (X25519) */
  MCU_EC_CURVE448 = 9,   /* Montgomery form (X448) */
  MCU_EC_EDWARDS25519 = 10,
  MCU_EC_EDWARDS448 = 11
} mcu_ec_curve_id;

typedef struct mcu_ec_mul_desc mcu_ec_mul_desc;

struct mcu_ec_mul_desc {
  mcu_ec_curve_id curve;
  const char *impl;      /* technique: "ct_portable", "armv7m", "ba414e" */
  int constant_time;     /* 1 if mul_base and mul are constant-time in k */
  size_t field_size;     /* bytes per coordinate */
  size_t scalar_size;    /* bytes per scalar */
  size_t point_size;     /* bytes per encoded point (see above) */
  size_t workspace_size; /* bytes of caller-provided work area */
  /* q = k * G (the standard generator / base point). Secret k: constant
   * time. */
  mcu_status (*mul_base)(const mcu_ec_mul_desc *self, uint8_t *q,
                         const uint8_t *k, void *work);
  /* q = k * p. Secret k: constant time. */
  mcu_status (*mul)(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                    const uint8_t *p, void *work);
  /* r = u1 * G + u2 * p, public inputs (signature verification): may run
   * in variable time. NULL for Montgomery curves. */
  mcu_status (*mul_add)(const mcu_ec_mul_desc *self, uint8_t *r,
                        const uint8_t *u1, const uint8_t *u2, const uint8_t *p,
                        void *work);
  /* Optional, Weierstrass curves only: a coprocessor's own signature
   * operations, which ECDSA and SM2 use when present (NULL: the core's
   * software around mul_base and mul_add). Scalars are big-endian,
   * scalar_size bytes, as above. A hook answering MCU_ERR_UNSUPPORTED (no
   * microcode, say) sends the caller back to the software path.
   *
   * ECDSA signature r || s (2 * scalar_size bytes) from the private key d
   * and the nonce k (both in [1, n - 1], secret: constant time; the
   * caller draws k) over e = bits2int(hash) mod n. MCU_ERR_INVALID_SIGNATURE
   * if r or s came out 0 (the caller takes another k). The caller checks
   * the result before release (crypto/ec/ecdsa.cc: r, s in range and
   * s k = e + r d mod n). */
  mcu_status (*ecdsa_sign)(const mcu_ec_mul_desc *self, uint8_t *sig,
                           const uint8_t *d, const uint8_t *k,
                           const uint8_t *e, void *work);
  /* ECDSA verification of r || s over e (as above) against the public
   * point q (x || y), both validated by the caller: MCU_OK, or
   * MCU_ERR_INVALID_SIGNATURE if it does not verify. Public inputs. */
  mcu_status (*ecdsa_verify)(const mcu_ec_mul_desc *self, const uint8_t *q,
                             const uint8_t *e, const uint8_t *sig,
                             void *work);
  /* out = a^-1 mod n for a in [1, n - 1] (secret: constant time), SM2
   * signing's (1 + d)^-1. */
  mcu_status (*scalar_inv)(const mcu_ec_mul_desc *self, uint8_t *out,
                           const uint8_t *a, void *work);
};
/* Every function returns MCU_OK with the result written, or: a result that
 * is the point at infinity (or X25519/X448's all-zero output, where the
 * caller asked for it to be refused) -> MCU_ERR_INVALID_KEY (Edwards curves:
 * the identity is a point like any other and is returned encoded); a curve or case
 * the implementation does not support -> MCU_ERR_UNSUPPORTED (the caller may
 * fall back to software); a coprocessor failure -> MCU_ERR_HARDWARE or
 * MCU_ERR_TIMEOUT. On any error the output is zeroed. work is wiped before
 * return. */

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_EC_MUL_H_ */
