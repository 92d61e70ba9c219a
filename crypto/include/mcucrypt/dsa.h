/* DSA (FIPS 186-4 section 4; FIPS 186-5 keeps it for verification): the
 * sizes (L, N) = (1024, 160), (2048, 224), (2048, 256), (3072, 256);
 * signatures over a digest made by the caller (its leftmost N bits are
 * used), as IEEE P1363 r || s (N/8 bytes each) or DER (SEQUENCE of two
 * INTEGERs); nonces from the caller's rng (FIPS 186-4 B.2.2) or RFC 6979's
 * deterministic ones. The exponentiations go through the modexp
 * descriptor (NULL: mcu_modexp).
 *
 * Keys and parameters are views of caller-owned big-endian integers
 * (leading zero bytes allowed). Every call checks the parameters' sizes,
 * that p and q are odd and 1 < g < p, and 1 < y < p or 0 < x < q; the full
 * check of a domain from elsewhere is mcu_dsa_params_check.
 *
 * Constant time: signing's exponentiation g^k is constant time (modexp's
 * secret path), k^-1 and the products with x are constant-time Montgomery
 * arithmetic; k's rejection sampling only shows how many candidates were
 * thrown away. Stack: about 14 KiB to sign or verify at L = 3072. */
#ifndef MCUCRYPT_DSA_H_
#define MCUCRYPT_DSA_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/modexp.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_DSA_MAX_P_BITS 3072u
#define MCU_DSA_MAX_Q_BYTES 32u
#define MCU_DSA_MAX_SIG_SIZE (2u * MCU_DSA_MAX_Q_BYTES) /* P1363 */
#define MCU_DSA_MAX_DER_SIG_SIZE (2u * (MCU_DSA_MAX_Q_BYTES + 3u) + 2u)

typedef struct mcu_dsa_params {
  const uint8_t *p;
  size_t p_len;
  const uint8_t *q;
  size_t q_len;
  const uint8_t *g;
  size_t g_len;
  const mcu_modexp_desc *modexp; /* NULL: mcu_modexp */
} mcu_dsa_params;

typedef struct mcu_dsa_public_key {
  mcu_dsa_params params;
  const uint8_t *y;
  size_t y_len;
} mcu_dsa_public_key;

typedef struct mcu_dsa_private_key {
  mcu_dsa_params params;
  const uint8_t *x;
  size_t x_len;
} mcu_dsa_private_key;

/* Domain-parameter validation (FIPS 186-4 A.1.1.1 without the seed, A.2.2
 * on g): one of the four sizes, p and q probable primes (Table C.1's
 * Miller-Rabin rounds, bases from rng), q | p - 1, 1 < g < p, g^q = 1 mod
 * p. MCU_OK or MCU_ERR_INVALID_KEY; MCU_ERR_INVALID_ARGUMENT,
 * MCU_ERR_RNG_FAILED. Slow: seconds on a microcontroller at L = 3072. */
mcu_status mcu_dsa_params_check(const mcu_dsa_params *params, const mcu_rng *rng);

/* What FIPS 186-4 A.1.1.2 (probable primes p, q) and A.2.3 (verifiable g)
 * generation records and their validation (A.1.1.3, A.2.4) rechecks: the
 * domain_parameter_seed (seedlen bits, a whole number of bytes, at least
 * N), the counter at which p was found, and g's index. */
#define MCU_DSA_MAX_SEED_BYTES 64u
typedef struct mcu_dsa_seed {
  uint8_t seed[MCU_DSA_MAX_SEED_BYTES];
  size_t seed_len;
  uint32_t counter;
  uint8_t index;
} mcu_dsa_seed;

/* Domain parameters for (L, N), one of the four sizes: A.1.1.2 with a
 * seed of N bits from rng, then A.2.3 with index. hash is the standard's
 * Hash (digest at least N bits: SHA-256 for N = 256, ...). p and g get
 * L/8 bytes, q N/8 bytes; params views them (modexp from params->modexp
 * as passed in: NULL is mcu_modexp), seed records what validation needs.
 * Errors: MCU_ERR_INVALID_ARGUMENT (sizes, NULLs, a short hash),
 * MCU_ERR_RNG_FAILED; outputs zeroed on error. Slow: the candidates'
 * primality tests (seconds to minutes on a microcontroller). */
mcu_status mcu_dsa_params_generate(size_t l_bits, size_t n_bits, const mcu_hash_desc *hash,
                                   uint8_t index, const mcu_rng *rng, uint8_t *p, uint8_t *q,
                                   uint8_t *g, mcu_dsa_params *params, mcu_dsa_seed *seed);

/* Validation with the seed (A.1.1.3 for p and q, A.2.4 for g): p and q are
 * what the seed and counter generate with hash (and prime), and g is what
 * A.2.3 makes from the seed and index. MCU_OK or MCU_ERR_INVALID_KEY;
 * MCU_ERR_INVALID_ARGUMENT, MCU_ERR_RNG_FAILED (Miller-Rabin bases). */
mcu_status mcu_dsa_params_verify_seed(const mcu_dsa_params *params, const mcu_hash_desc *hash,
                                      const mcu_dsa_seed *seed, const mcu_rng *rng);

/* N/8: the length of r and of s in a P1363 signature (2 of them), or 0 if
 * the parameters are not one of the four sizes. */
size_t mcu_dsa_q_len(const mcu_dsa_params *params);

/* FIPS 186-4 4.7 on a P1363 signature (sig_len == 2 N/8): MCU_OK, or
 * MCU_ERR_INVALID_SIGNATURE (also for r or s outside [1, q - 1]);
 * MCU_ERR_INVALID_KEY (parameters or y); MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_dsa_verify_digest(const mcu_dsa_public_key *pk, const uint8_t *digest,
                                 size_t digest_len, const uint8_t *sig, size_t sig_len);

/* FIPS 186-4 4.6 with k from rng (B.2.2: N random bits, drawn again until
 * below q - 1, plus 1). sig gets r || s (sig_len == 2 N/8). Errors:
 * MCU_ERR_INVALID_ARGUMENT, MCU_ERR_INVALID_KEY, MCU_ERR_RNG_FAILED; sig
 * zeroed on error. */
mcu_status mcu_dsa_sign_digest(const mcu_dsa_private_key *sk, const uint8_t *digest,
                               size_t digest_len, const mcu_rng *rng, uint8_t *sig,
                               size_t sig_len);

/* The same with RFC 6979's k (section 3.2) from x and the digest, HMAC over
 * hash, the hash that made the digest (digest_len == hash->digest_size). */
mcu_status mcu_dsa_sign_digest_deterministic(const mcu_dsa_private_key *sk,
                                             const mcu_hash_desc *hash, const uint8_t *digest,
                                             size_t digest_len, uint8_t *sig, size_t sig_len);

/* DER signatures <-> P1363 (p1363_len == 2 N/8). mcu_dsa_sig_from_der is
 * strict: one SEQUENCE of two minimal non-negative INTEGERs of at most
 * N/8 bytes each, nothing after it (else MCU_ERR_INVALID_SIGNATURE).
 * mcu_dsa_sig_to_der writes at most MCU_DSA_MAX_DER_SIG_SIZE bytes. */
mcu_status mcu_dsa_sig_from_der(const mcu_dsa_params *params, const uint8_t *der, size_t der_len,
                                uint8_t *p1363, size_t p1363_len);
mcu_status mcu_dsa_sig_to_der(const mcu_dsa_params *params, const uint8_t *p1363,
                              size_t p1363_len, uint8_t *der, size_t der_cap, size_t *der_len);
mcu_status mcu_dsa_verify_digest_der(const mcu_dsa_public_key *pk, const uint8_t *digest,
                                     size_t digest_len, const uint8_t *der, size_t der_len);

/* Key files (views into der; keep it while the key is in use, wipe it after
 * a private key). Parameters: Dss-Parms SEQUENCE { p, q, g } ("DSA
 * PARAMETERS"). Public: SubjectPublicKeyInfo ("PUBLIC KEY", id-dsa with
 * Dss-Parms, y an INTEGER in the BIT STRING). Private: PKCS#8
 * PrivateKeyInfo ("PRIVATE KEY", x an INTEGER in the OCTET STRING) or
 * OpenSSL's "DSA PRIVATE KEY" SEQUENCE { 0, p, q, g, y, x }, told apart by
 * their structure; *y gets y from the latter, NULL from PKCS#8. The
 * parameters must be one of the four sizes. Errors: MCU_ERR_MALFORMED,
 * MCU_ERR_UNSUPPORTED (another algorithm), MCU_ERR_INVALID_KEY,
 * MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_dsa_params_from_der(mcu_dsa_params *params, const uint8_t *der, size_t der_len);
mcu_status mcu_dsa_public_key_from_der(mcu_dsa_public_key *pk, const uint8_t *der,
                                       size_t der_len);
mcu_status mcu_dsa_private_key_from_der(mcu_dsa_private_key *sk, const uint8_t **y,
                                        size_t *y_len, const uint8_t *der, size_t der_len);

/* Writers (mcucrypt/der.h's backwards writer: *der points into buf, at its
 * end); wrap with mcu_pem_encode. pkcs8 == 0 writes "DSA PRIVATE KEY",
 * which needs y (else MCU_ERR_INVALID_ARGUMENT); PKCS#8 ignores it. */
mcu_status mcu_dsa_params_to_der(const mcu_dsa_params *params, uint8_t *buf, size_t cap,
                                 const uint8_t **der, size_t *der_len);
mcu_status mcu_dsa_public_key_to_der(const mcu_dsa_public_key *pk, uint8_t *buf, size_t cap,
                                     const uint8_t **der, size_t *der_len);
mcu_status mcu_dsa_private_key_to_der(const mcu_dsa_private_key *sk, const uint8_t *y,
                                      size_t y_len, int pkcs8, uint8_t *buf, size_t cap,
                                      const uint8_t **der, size_t *der_len);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_DSA_H_ */
