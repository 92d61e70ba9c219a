/* RSA (RFC 8017, PKCS #1 v2.2): signatures with EMSA-PKCS1-v1_5 and
 * EMSA-PSS over any hash with a descriptor (mcucrypt/hash_desc.h), MGF1 over
 * any hash, any salt length; encryption with OAEP and PKCS#1 v1.5.
 *
 * Keys are views of caller-owned big-endian integers (as a DER key file
 * holds them: mcucrypt/der.h), so nothing is copied or allocated:
 *
 *   mcu_rsa_public_key pk = {n, n_len, e, e_len, 0, NULL};
 *   st = mcu_rsa_pkcs1v15_verify(&pk, &mcu_sha256_desc, digest, 32, sig, sig_len);
 *
 * Public-key checks (every call): the modulus is odd, has
 * MCU_RSA_MIN_MODULUS_BITS..MCU_RSA_MAX_MODULUS_BITS bits; e is odd, at
 * least 65537 (3 with MCU_RSA_ALLOW_E3), below 2^256 and below n. Stack:
 * about 12 KiB to verify and 20 KiB to sign with a 4096-bit key (the
 * modexp workspace and the operands).
 *
 * Private operations (RSASP1/RSADP) use CRT when the key has its primes,
 * the private exponent otherwise; either way the input is blinded with a
 * random r (c r^e, unblinded by r^-1) and the exponent with a random
 * 32-bit multiple of p - 1, q - 1 (or of e d - 1 without CRT), the
 * exponentiations are constant-time, and the result is checked against
 * the public key before release (a fault or an inconsistent key gives
 * MCU_ERR_INVALID_KEY and no output). */
#ifndef MCUCRYPT_RSA_H_
#define MCUCRYPT_RSA_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/modexp.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_RSA_MIN_MODULUS_BITS 1024u
#define MCU_RSA_MAX_MODULUS_BITS 4096u
#define MCU_RSA_MAX_MODULUS_BYTES (MCU_RSA_MAX_MODULUS_BITS / 8u)

/* mcu_rsa_public_key.flags */
#define MCU_RSA_ALLOW_E3 0x1u /* accept public exponents from 3 (legacy keys) */

typedef struct mcu_rsa_public_key {
  const uint8_t *n; /* modulus, unsigned big-endian; leading zero bytes allowed */
  size_t n_len;
  const uint8_t *e; /* public exponent, unsigned big-endian */
  size_t e_len;
  uint32_t flags;                  /* MCU_RSA_ALLOW_E3, or 0 */
  const mcu_modexp_desc *modexp;   /* NULL: mcu_modexp */
} mcu_rsa_public_key;

/* MCU_OK if the key passes the checks above, else MCU_ERR_INVALID_KEY
 * (MCU_ERR_UNSUPPORTED for a modulus beyond MCU_RSA_MAX_MODULUS_BITS). */
mcu_status mcu_rsa_public_key_check(const mcu_rsa_public_key *pk);

/* The modulus' length in bytes (k in RFC 8017), or 0 for a NULL key. */
size_t mcu_rsa_modulus_len(const mcu_rsa_public_key *pk);

/* RSASSA-PKCS1-v1_5-VERIFY (RFC 8017 8.2.2) of a digest made with hash
 * (digest_len == hash->digest_size): the encoding is rebuilt, DigestInfo
 * with the explicit NULL parameter, and compared whole, so no other
 * encoding of it passes. sig_len must be k. MCU_OK, or
 * MCU_ERR_INVALID_SIGNATURE; MCU_ERR_INVALID_KEY; MCU_ERR_UNSUPPORTED (a
 * hash without a DigestInfo OID); MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_rsa_pkcs1v15_verify(const mcu_rsa_public_key *pk, const mcu_hash_desc *hash,
                                   const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                                   size_t sig_len);

/* RSASSA-PSS-VERIFY (RFC 8017 8.1.2, EMSA-PSS-VERIFY 9.1.2) of a digest made
 * with hash, the mask from MGF1 over mgf1_hash, a salt of exactly
 * salt_len bytes. Errors as mcu_rsa_pkcs1v15_verify. */
mcu_status mcu_rsa_pss_verify(const mcu_rsa_public_key *pk, const mcu_hash_desc *hash,
                              const mcu_hash_desc *mgf1_hash, size_t salt_len,
                              const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                              size_t sig_len);

/* A private key: views of big-endian integers, as PKCS#1 RSAPrivateKey
 * holds them. p == NULL: no CRT, d is used (then dp, dq, qinv are
 * ignored); otherwise d may be NULL. */
typedef struct mcu_rsa_private_key {
  mcu_rsa_public_key pub; /* n and e: blinding and the fault check */
  const uint8_t *d;
  size_t d_len;
  const uint8_t *p; /* CRT: p, q, d mod (p-1), d mod (q-1), q^-1 mod p */
  size_t p_len;
  const uint8_t *q;
  size_t q_len;
  const uint8_t *dp;
  size_t dp_len;
  const uint8_t *dq;
  size_t dq_len;
  const uint8_t *qinv;
  size_t qinv_len;
} mcu_rsa_private_key;

/* RSASSA-PKCS1-v1_5-SIGN (RFC 8017 8.2.1): sig_len must be k (the
 * modulus' length). rng supplies the blinding. Errors:
 * MCU_ERR_INVALID_ARGUMENT, MCU_ERR_INVALID_KEY, MCU_ERR_UNSUPPORTED,
 * MCU_ERR_RNG_FAILED; on error sig is zeroed. */
mcu_status mcu_rsa_pkcs1v15_sign(const mcu_rsa_private_key *sk, const mcu_hash_desc *hash,
                                 const uint8_t *digest, size_t digest_len, const mcu_rng *rng,
                                 uint8_t *sig, size_t sig_len);

/* RSASSA-PSS-SIGN (RFC 8017 8.1.1, EMSA-PSS-ENCODE 9.1.1) with a random
 * salt of salt_len bytes from rng (0 allowed: deterministic). Errors as
 * mcu_rsa_pkcs1v15_sign. */
mcu_status mcu_rsa_pss_sign(const mcu_rsa_private_key *sk, const mcu_hash_desc *hash,
                            const mcu_hash_desc *mgf1_hash, size_t salt_len,
                            const uint8_t *digest, size_t digest_len, const mcu_rng *rng,
                            uint8_t *sig, size_t sig_len);

/* Encryption: RSAES-OAEP (RFC 8017 7.1; label may be NULL if label_len is
 * 0) and RSAES-PKCS1-v1_5 (7.2, for old protocols: prefer OAEP). ct_len
 * must be k; msg_len at most k - 2 hLen - 2 (OAEP) or k - 11
 * (MCU_ERR_LENGTH_LIMIT otherwise). rng supplies the seed / padding. */
mcu_status mcu_rsa_oaep_encrypt(const mcu_rsa_public_key *pk, const mcu_hash_desc *hash,
                                const mcu_hash_desc *mgf1_hash, const uint8_t *label,
                                size_t label_len, const uint8_t *msg, size_t msg_len,
                                const mcu_rng *rng, uint8_t *ct, size_t ct_len);
mcu_status mcu_rsa_pkcs1v15_encrypt(const mcu_rsa_public_key *pk, const uint8_t *msg,
                                    size_t msg_len, const mcu_rng *rng, uint8_t *ct,
                                    size_t ct_len);

/* Decryption with constant-time unpadding: whatever is wrong with the
 * padding (or the label), the answer is MCU_ERR_BAD_PADDING after the same
 * work, with out zeroed and *out_len 0, so timing and errors tell an
 * attacker nothing (Bleichenbacher 1998, Manger 2001). out_cap must hold
 * the longest message the key allows (k - 2 hLen - 2 for OAEP, k - 11 for
 * PKCS#1 v1.5), else MCU_ERR_BUFFER_TOO_SMALL before any work. ct_len must
 * be k; a ciphertext not below n is MCU_ERR_BAD_PADDING too. rng supplies
 * the blinding. */
mcu_status mcu_rsa_oaep_decrypt(const mcu_rsa_private_key *sk, const mcu_hash_desc *hash,
                                const mcu_hash_desc *mgf1_hash, const uint8_t *label,
                                size_t label_len, const uint8_t *ct, size_t ct_len,
                                const mcu_rng *rng, uint8_t *out, size_t out_cap,
                                size_t *out_len);
mcu_status mcu_rsa_pkcs1v15_decrypt(const mcu_rsa_private_key *sk, const uint8_t *ct,
                                    size_t ct_len, const mcu_rng *rng, uint8_t *out,
                                    size_t out_cap, size_t *out_len);

/* Key files. Parsed keys are views into der (keep it while the key is in
 * use; wipe it after a private key). Public: SubjectPublicKeyInfo ("PUBLIC
 * KEY") or PKCS#1 RSAPublicKey ("RSA PUBLIC KEY"); private: PKCS#8
 * PrivateKeyInfo ("PRIVATE KEY", rsaEncryption) or PKCS#1 RSAPrivateKey
 * ("RSA PRIVATE KEY", two primes), told apart by their structure. The key
 * must pass mcu_rsa_public_key_check (else its error). Errors:
 * MCU_ERR_MALFORMED, MCU_ERR_UNSUPPORTED (another algorithm, multi-prime,
 * an encrypted PEM), MCU_ERR_INVALID_KEY, MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_rsa_public_key_from_der(mcu_rsa_public_key *pk, const uint8_t *der,
                                       size_t der_len);
mcu_status mcu_rsa_private_key_from_der(mcu_rsa_private_key *sk, const uint8_t *der,
                                        size_t der_len);

/* The same from PEM ("PUBLIC KEY" / "RSA PUBLIC KEY", "PRIVATE KEY" / "RSA
 * PRIVATE KEY"): the DER goes to der (der_cap bytes; pem_len suffices), and
 * the key points into it. */
mcu_status mcu_rsa_public_key_from_pem(mcu_rsa_public_key *pk, const char *pem, size_t pem_len,
                                       uint8_t *der, size_t der_cap);
mcu_status mcu_rsa_private_key_from_pem(mcu_rsa_private_key *sk, const char *pem,
                                        size_t pem_len, uint8_t *der, size_t der_cap);

/* Writers (mcucrypt/der.h's backwards writer: *der points into buf, at its
 * end). spki != 0: SubjectPublicKeyInfo, else RSAPublicKey; pkcs8 != 0:
 * PrivateKeyInfo, else RSAPrivateKey (every CRT field needed). Wrap with
 * mcu_pem_encode for PEM. MCU_ERR_BUFFER_TOO_SMALL if buf is short. */
mcu_status mcu_rsa_public_key_to_der(const mcu_rsa_public_key *pk, int spki, uint8_t *buf,
                                     size_t cap, const uint8_t **der, size_t *der_len);
mcu_status mcu_rsa_private_key_to_der(const mcu_rsa_private_key *sk, int pkcs8, uint8_t *buf,
                                      size_t cap, const uint8_t **der, size_t *der_len);

/* Key generation (FIPS 186-5 A.1.3, probable primes as B.3.3 makes them):
 * a bits-bit modulus (1024..4096, a multiple of 64), public exponent e (0:
 * 65537; odd, >= 65537), primes and their candidates from rng, d = e^-1 mod
 * LCM(p - 1, q - 1). The primes are 3 mod 4, have their top two bits set
 * and (p - 1)/2, (q - 1)/2 coprime, so LCM(p - 1, q - 1) = (p - 1)(q - 1)/2:
 * a subset of B.3.3's primes. Everything that touches a candidate is
 * constant time; only the verdict on each (discarded if rejected) shows.
 * The integers go to buf (big-endian, full length) and sk views them
 * (sk->pub.modexp = modexp, NULL: mcu_modexp); write the key out with
 * mcu_rsa_private_key_to_der (PKCS#8 or PKCS#1), and wipe buf afterwards.
 * Errors: MCU_ERR_INVALID_ARGUMENT; MCU_ERR_RNG_FAILED (the generator
 * failed, or gave no prime within B.3.3's 5 (nlen/2) candidates);
 * MCU_ERR_BUFFER_TOO_SMALL (a modexp descriptor needing more workspace
 * than the portable one). buf is wiped and *sk zeroed on error. Stack:
 * about 13 KiB. Time: the portable code makes a 2048-bit key in about a
 * second on a PC; a microcontroller needs minutes (the number of
 * candidates is random). */
typedef struct mcu_rsa_keygen_buf {
  uint8_t n[MCU_RSA_MAX_MODULUS_BYTES];
  uint8_t e[4];
  uint8_t d[MCU_RSA_MAX_MODULUS_BYTES];
  uint8_t p[MCU_RSA_MAX_MODULUS_BYTES / 2];
  uint8_t q[MCU_RSA_MAX_MODULUS_BYTES / 2];
  uint8_t dp[MCU_RSA_MAX_MODULUS_BYTES / 2];
  uint8_t dq[MCU_RSA_MAX_MODULUS_BYTES / 2];
  uint8_t qinv[MCU_RSA_MAX_MODULUS_BYTES / 2];
} mcu_rsa_keygen_buf;

mcu_status mcu_rsa_generate_key(size_t bits, uint32_t e, const mcu_rng *rng,
                                const mcu_modexp_desc *modexp, mcu_rsa_keygen_buf *buf,
                                mcu_rsa_private_key *sk);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_RSA_H_ */
