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
#include "mcucrypt/rng.h"

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

/* SEC1 (SEC 1 v2 section 2.3.3-2.3.4) points <-> x || y.
 *
 * mcu_ec_point_decode: in is 0x04 || x || y (1 + 2 field_size bytes) or
 * 0x02/0x03 || x (1 + field_size bytes, compressed); xy receives
 * 2 * field_size bytes. The point is validated: coordinates below p, on the
 * curve (the identity, 0x00, has no such encoding and is refused).
 * MCU_ERR_INVALID_KEY for any other input (xy zeroed),
 * MCU_ERR_INVALID_ARGUMENT for NULL pointers or a curve that is not one of
 * this header's.
 *
 * mcu_ec_point_encode: out_len picks the form: 1 + 2 field_size
 * uncompressed, 1 + field_size compressed; xy must be a valid point. */
mcu_status mcu_ec_point_decode(mcu_ec_curve_id curve, const uint8_t *in, size_t in_len,
                               uint8_t *xy);
mcu_status mcu_ec_point_encode(mcu_ec_curve_id curve, const uint8_t *xy, uint8_t *out,
                               size_t out_len);

/* Key pairs for ECDSA and ECDH. A private key is big-endian, exactly
 * scalar_size bytes, 1 <= d < n; a public key is an uncompressed SEC1
 * point (1 + 2 field_size bytes).
 *
 * mcu_ec_generate_key draws d from rng by rejection sampling (FIPS 186-5
 * A.2.2): MCU_ERR_RNG_FAILED if the generator fails (or, with odds below
 * 2^-64 for a working generator, gives 64 out-of-range candidates).
 * mcu_ec_public_key derives Q = d * G; MCU_ERR_INVALID_KEY for d out of
 * range. Outputs are zeroed on any error. */
mcu_status mcu_ec_generate_key(mcu_ec_curve_id curve, const mcu_rng *rng, uint8_t *priv,
                               size_t priv_len, uint8_t *pub, size_t pub_len);
mcu_status mcu_ec_public_key(mcu_ec_curve_id curve, const uint8_t *priv, size_t priv_len,
                             uint8_t *pub, size_t pub_len);

/* The same through a given descriptor (the curve is the descriptor's), so
 * one image can run the software and a coprocessor side by side (the
 * benchmark, tests); the functions above call these with
 * mcu_ec_mul_for_curve(curve). MCU_ERR_INVALID_ARGUMENT for a NULL
 * descriptor, one for a curve that is not of this header, one whose sizes
 * are not its curve's, one missing a function, or one wanting more work
 * area than MCU_EC_MUL_WORKSPACE_SIZE. ECDSA, ECDH and SM2 have _with forms
 * too (ecdsa.h, ecdh.h, sm2.h). */
mcu_status mcu_ec_generate_key_with(const mcu_ec_mul_desc *mul, const mcu_rng *rng,
                                    uint8_t *priv, size_t priv_len, uint8_t *pub,
                                    size_t pub_len);
mcu_status mcu_ec_public_key_with(const mcu_ec_mul_desc *mul, const uint8_t *priv,
                                  size_t priv_len, uint8_t *pub, size_t pub_len);

/* SubjectPublicKeyInfo (RFC 5480 section 2) of an EC public key with a
 * named curve: SEQUENCE { SEQUENCE { id-ecPublicKey, namedCurve OID },
 * BIT STRING SEC1 point }, strict DER (mcucrypt/der.h). Sets *curve and
 * writes x || y (2 * field_size bytes, at most 2 * MCU_EC_MAX_FIELD_SIZE)
 * after mcu_ec_point_decode's validation. MCU_ERR_MALFORMED for bad DER,
 * MCU_ERR_UNSUPPORTED for another algorithm, explicit parameters or an
 * unknown curve, MCU_ERR_INVALID_KEY for a point that is not valid.
 *
 * mcu_ec_spki_encode writes the uncompressed form (*der_len bytes at der,
 * der_cap available; MCU_ERR_BUFFER_TOO_SMALL). */
#define MCU_EC_MAX_SPKI_SIZE (2 * MCU_EC_MAX_FIELD_SIZE + 32)

mcu_status mcu_ec_spki_decode(const uint8_t *der, size_t der_len, mcu_ec_curve_id *curve,
                              uint8_t *xy);
mcu_status mcu_ec_spki_encode(mcu_ec_curve_id curve, const uint8_t *xy, uint8_t *der,
                              size_t der_cap, size_t *der_len);

/* Private key files with named curves: SEC 1 / RFC 5915 ECPrivateKey (PEM
 * "EC PRIVATE KEY") and PKCS#8 / RFC 5958 PrivateKeyInfo around it (PEM
 * "PRIVATE KEY"), as OpenSSL writes them.
 *
 * Decoding sets *curve and writes the private key, scalar_size bytes, to
 * priv (priv_cap >= MCU_EC_MAX_SCALAR_SIZE); the key must be in
 * [1, n - 1], and an embedded public key must be d * G
 * (MCU_ERR_INVALID_KEY). MCU_ERR_MALFORMED for bad DER,
 * MCU_ERR_UNSUPPORTED for another algorithm, explicit parameters or an
 * unknown curve. priv is wiped on any error.
 *
 * Encoding writes the key with its curve and public key (*der_len bytes at
 * der; MCU_EC_MAX_PRIVATE_KEY_DER_SIZE always suffices). The caller wipes
 * der when done: it holds the secret. */
#define MCU_EC_MAX_PRIVATE_KEY_DER_SIZE (3 * MCU_EC_MAX_FIELD_SIZE + 64)

mcu_status mcu_ec_sec1_private_key_decode(const uint8_t *der, size_t der_len,
                                          mcu_ec_curve_id *curve, uint8_t *priv,
                                          size_t priv_cap);
mcu_status mcu_ec_pkcs8_private_key_decode(const uint8_t *der, size_t der_len,
                                           mcu_ec_curve_id *curve, uint8_t *priv,
                                           size_t priv_cap);
mcu_status mcu_ec_sec1_private_key_encode(mcu_ec_curve_id curve, const uint8_t *priv,
                                          uint8_t *der, size_t der_cap, size_t *der_len);
mcu_status mcu_ec_pkcs8_private_key_encode(mcu_ec_curve_id curve, const uint8_t *priv,
                                           uint8_t *der, size_t der_cap, size_t *der_len);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_EC_CURVES_H_ */
