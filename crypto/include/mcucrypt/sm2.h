/* SM2 (GB/T 32918-2016; English: draft-shen-sm2-ecdsa, RFC 8998 section
 * 3.2.1) on the SM2 curve sm2p256v1 (GB/T 32918.5) with SM3.
 *
 * Keys are those of mcucrypt/ec_curves.h with MCU_EC_SM2P256V1: a private
 * key d is 32 bytes big-endian, and SM2 needs 1 <= d <= n - 2 (1 + d is
 * inverted); a public key is a SEC1 point, 65 bytes uncompressed (33
 * compressed where pub_len says so). mcu_sm2_generate_key draws such a d.
 * Key files: mcu_ec_pkcs8_private_key_decode / mcu_ec_spki_decode read
 * what `openssl genpkey -algorithm SM2` writes (id-ecPublicKey with the
 * curve OID 1.2.156.10197.1.301).
 *
 * User identity: id == NULL means the default ID "1234567812345678"
 * (GM/T 0009, RFC 8998); any other id (at most 8191 bytes, empty allowed
 * with a non-NULL pointer) is taken as given.
 *
 * Errors: MCU_ERR_INVALID_ARGUMENT (NULL pointers, wrong sizes),
 * MCU_ERR_INVALID_KEY (d out of [1, n - 2], a point not on the curve),
 * MCU_ERR_RNG_FAILED, MCU_ERR_INVALID_SIGNATURE, MCU_ERR_AUTH_FAILED
 * (decryption or key confirmation failed). Outputs are zeroed on any error;
 * secrets (nonces, key copies, shared points) are wiped before return.
 *
 * Stack: about 7 KiB per call (measured by the benchmark firmware on the
 * K66: 7044 bytes signing, 6940 verifying), most of it the scalar
 * multiplication's MCU_EC_MUL_WORKSPACE_SIZE work area (4352 bytes);
 * encryption, decryption and the exchange use the same work area; nothing is allocated. */
#ifndef MCUCRYPT_SM2_H_
#define MCUCRYPT_SM2_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_curves.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_SM2_DEFAULT_ID "1234567812345678"
#define MCU_SM2_DEFAULT_ID_LEN 16
#define MCU_SM2_PRIVATE_KEY_SIZE 32
#define MCU_SM2_PUBLIC_KEY_SIZE 65
#define MCU_SM2_SIGNATURE_SIZE 64 /* r || s */
#define MCU_SM2_Z_SIZE 32

/* A key pair with 1 <= d <= n - 2 (pub: 65 bytes uncompressed). */
mcu_status mcu_sm2_generate_key(const mcu_rng *rng, uint8_t *priv, size_t priv_len,
                                uint8_t *pub, size_t pub_len);

/* Z = SM3(ENTL || ID || a || b || xG || yG || xA || yA) (GB/T 32918.2
 * section 5.5). */
mcu_status mcu_sm2_compute_z(const uint8_t *pub, size_t pub_len, const uint8_t *id,
                             size_t id_len, uint8_t z[MCU_SM2_Z_SIZE]);

/* Signatures, raw r || s (64 bytes). Signing takes the signer's public key
 * too (Z_A hashes it; deriving it would cost another scalar
 * multiplication) and a random nonce from rng. */
mcu_status mcu_sm2_sign(const uint8_t *priv, size_t priv_len, const uint8_t *pub,
                        size_t pub_len, const uint8_t *id, size_t id_len, const uint8_t *msg,
                        size_t msg_len, const mcu_rng *rng, uint8_t *sig, size_t sig_len);
mcu_status mcu_sm2_verify(const uint8_t *pub, size_t pub_len, const uint8_t *id, size_t id_len,
                          const uint8_t *msg, size_t msg_len, const uint8_t *sig,
                          size_t sig_len);
/* e = SM3(Z || M) already computed (32 bytes). */
mcu_status mcu_sm2_sign_digest(const uint8_t *priv, size_t priv_len, const uint8_t *e,
                               size_t e_len, const mcu_rng *rng, uint8_t *sig, size_t sig_len);
mcu_status mcu_sm2_verify_digest(const uint8_t *pub, size_t pub_len, const uint8_t *e,
                                 size_t e_len, const uint8_t *sig, size_t sig_len);
/* The same through a given scalar multiplication for the SM2 curve
 * (mcu_sm2_mul_ct_portable, a board's mcu_sm2_mul_ba414e, ...), so one
 * image can run the software and a coprocessor side by side; the two above
 * call these with mcu_sm2_mul. A NULL descriptor or one for another curve
 * (or that ec_curves.h's _with functions refuse) is
 * MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_sm2_sign_digest_with(const mcu_ec_mul_desc *mul, const uint8_t *priv,
                                    size_t priv_len, const uint8_t *e, size_t e_len,
                                    const mcu_rng *rng, uint8_t *sig, size_t sig_len);
mcu_status mcu_sm2_verify_digest_with(const mcu_ec_mul_desc *mul, const uint8_t *pub,
                                      size_t pub_len, const uint8_t *e, size_t e_len,
                                      const uint8_t *sig, size_t sig_len);

/* DER signatures as OpenSSL writes them (SEQUENCE { r INTEGER, s INTEGER }):
 * mcu_ecdsa_sig_to_der / mcu_ecdsa_sig_from_der with MCU_EC_SM2P256V1
 * convert (mcucrypt/ecdsa.h); sign to r || s, then convert. */
mcu_status mcu_sm2_sign_der(const uint8_t *priv, size_t priv_len, const uint8_t *pub,
                            size_t pub_len, const uint8_t *id, size_t id_len,
                            const uint8_t *msg, size_t msg_len, const mcu_rng *rng, uint8_t *der,
                            size_t der_cap, size_t *der_len);
mcu_status mcu_sm2_verify_der(const uint8_t *pub, size_t pub_len, const uint8_t *id,
                              size_t id_len, const uint8_t *msg, size_t msg_len,
                              const uint8_t *sig, size_t sig_len);

/* Key exchange (GB/T 32918.3 section 6.1) with the optional key
 * confirmation. Each side holds a static key pair and draws an ephemeral
 * one (R = r G: mcu_sm2_generate_key), sends R, and calls
 * mcu_sm2_kx_derive with both sides' public keys, ephemeral points
 * (65 bytes uncompressed each) and IDs. initiator: 1 for A (the side
 * whose Z comes first), 0 for B.
 *
 * key: key_len >= 1 bytes of K. s_send (may be NULL): the confirmation
 * hash this side sends (B: S_B, A: S_A); s_check (may be NULL): the value
 * the peer's must equal (A: S_1 against S_B, B: S_2 against S_A); compare
 * with mcu_sm2_kx_confirm (constant time: MCU_OK or MCU_ERR_AUTH_FAILED).
 * A peer ephemeral point off the curve or a shared point at infinity is
 * MCU_ERR_INVALID_KEY. */
typedef struct mcu_sm2_kx_party {
  const uint8_t *pub;     /* static public key, 65 bytes */
  const uint8_t *eph_pub; /* ephemeral R, 65 bytes */
  const uint8_t *id;      /* NULL: the default ID */
  size_t id_len;
} mcu_sm2_kx_party;

mcu_status mcu_sm2_kx_derive(int initiator, const uint8_t *priv, size_t priv_len,
                             const uint8_t *eph_priv, size_t eph_priv_len,
                             const mcu_sm2_kx_party *self, const mcu_sm2_kx_party *peer,
                             uint8_t *key, size_t key_len, uint8_t *s_send, uint8_t *s_check);
mcu_status mcu_sm2_kx_confirm(const uint8_t *expected, const uint8_t *received);

/* Public-key encryption (GB/T 32918.4-2016), C1 || C3 || C2: C1 the
 * uncompressed point 0x04 || x1 || y1 (65 bytes), C3 = SM3(x2 || M || y2)
 * (32 bytes), C2 the message XOR the SM3 KDF (msg_len bytes): the
 * ciphertext is msg_len + MCU_SM2_CIPHERTEXT_OVERHEAD bytes. msg_len >= 1.
 *
 * mcu_sm2_decrypt is constant time in the private key and the plaintext;
 * an all-zero KDF output and a wrong C3 both give MCU_ERR_AUTH_FAILED
 * (out zeroed, nothing released), as does C1 off the curve. out_cap >=
 * ct_len - MCU_SM2_CIPHERTEXT_OVERHEAD (MCU_ERR_BUFFER_TOO_SMALL). */
#define MCU_SM2_CIPHERTEXT_OVERHEAD 97

mcu_status mcu_sm2_encrypt(const uint8_t *pub, size_t pub_len, const uint8_t *msg,
                           size_t msg_len, const mcu_rng *rng, uint8_t *out, size_t out_cap,
                           size_t *out_len);
mcu_status mcu_sm2_decrypt(const uint8_t *priv, size_t priv_len, const uint8_t *ct,
                           size_t ct_len, uint8_t *out, size_t out_cap, size_t *out_len);

/* The DER form OpenSSL writes (GM/T 0009: SEQUENCE { x INTEGER, y INTEGER,
 * C3 OCTET STRING, C2 OCTET STRING }) <-> C1 || C3 || C2. Decoding is
 * strict DER (MCU_ERR_MALFORMED; C3 must be 32 bytes, C2 not empty, x and
 * y at most 32 bytes); the point is checked by decryption. Encoding needs
 * at most ct_len + 20 bytes. */
mcu_status mcu_sm2_ciphertext_to_der(const uint8_t *ct, size_t ct_len, uint8_t *der,
                                     size_t der_cap, size_t *der_len);
mcu_status mcu_sm2_ciphertext_from_der(const uint8_t *der, size_t der_len, uint8_t *ct,
                                       size_t ct_cap, size_t *ct_len);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_SM2_H_ */
