/* Entropy sources and HMAC_DRBG (NIST SP 800-90A Rev. 1, section 10.1.2)
 * over any hash descriptor (mcucrypt/hash_desc.h).
 *
 *   mcu_hmac_drbg_ctx drbg;                                   caller owns it
 *   mcu_hmac_drbg_instantiate(&drbg, &mcu_sha256_desc, &board_trng,
 *                             NULL, 0, pers, pers_len, NULL);  defaults
 *   mcu_hmac_drbg_generate(&drbg, out, out_len, NULL, 0);      any number of times
 *   mcu_hmac_drbg_uninstantiate(&drbg);                        wipes it
 *
 * Security strength: SHA-1 up to 128 bits, SHA-224 / SHA-512/224 / SHA3-224
 * up to 192, digests of 32 bytes or more up to 256 (SP 800-57 Part 1 Table 3;
 * SP 800-90A Table 2). MD5 (and any hash with a digest under 20 bytes) and
 * hashes HMAC cannot use (Ascon-Hash256) are MCU_ERR_UNSUPPORTED. The entropy
 * input must hold at least security_strength bits and the nonce at least half
 * of that (SP 800-90A sections 8.6.7, 10.1.2.3).
 *
 * Limits (SP 800-90A Table 2): at most 65536 bytes (2^19 bits) per generate
 * request; entropy input, nonce, personalization string and additional input
 * at most 2^32 bytes (2^35 bits) each; reseed_interval at most 2^48
 * (the default). */
#ifndef MCUCRYPT_DRBG_H_
#define MCUCRYPT_DRBG_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A source of full-entropy bits: a board's TRNG driver, or the host's
 * getrandom() (//crypto/rand:entropy_host). get fills len bytes at out and
 * returns MCU_OK, or returns another status (e.g. MCU_ERR_HARDWARE) if it
 * cannot; the DRBG then fails with MCU_ERR_RNG_FAILED and outputs nothing.
 * ctx is passed to get unchanged (driver state; may be NULL). */
typedef struct mcu_entropy_source {
  mcu_status (*get)(void *ctx, uint8_t *out, size_t len);
  void *ctx;
} mcu_entropy_source;

/* The build's entropy source (//crypto/rand:entropy, chosen per board by the
 * description's rng_entropy backend): the host's getrandom(), a board's TRNG
 * driver (K66: the RNGA, drivers/k66/rnga.h), or, on a board without one
 * (or with --//drivers:accelerators=false), none: every get then fails with
 * MCU_ERR_UNSUPPORTED and out zeroed. */
extern const mcu_entropy_source mcu_entropy_default;

/* Largest generate request: 2^19 bits. */
#define MCU_HMAC_DRBG_MAX_REQUEST_BYTES 65536u
/* Default and largest reseed_interval: 2^48 generate requests. */
#define MCU_HMAC_DRBG_MAX_RESEED_INTERVAL (((uint64_t)1) << 48)
/* Largest security strength in bits, and the entropy bytes it needs. */
#define MCU_HMAC_DRBG_MAX_SECURITY_STRENGTH 256u

/* Options for instantiate; pass NULL for the defaults (all fields 0). */
typedef struct mcu_hmac_drbg_config {
  /* Requested security strength in bits: 0 for the hash's highest, else
   * 1..that, rounded up to 112, 128, 192 or 256 (SP 800-90A section 8.4). */
  uint32_t security_strength;
  /* Non-zero: reseed from the entropy source before every generate
   * (SP 800-90A section 9.3.1, prediction_resistance_request). Needs a
   * source. */
  uint32_t prediction_resistance;
  /* Generate requests allowed between reseeds: 0 for the default 2^48, else
   * 1..2^48. When they are used up, generate fails with MCU_ERR_BAD_STATE
   * until mcu_hmac_drbg_reseed[_with] (never with prediction resistance,
   * which reseeds every time). */
  uint64_t reseed_interval;
} mcu_hmac_drbg_config;

/* Treat as opaque. A zeroed, uninstantiated or failed context is rejected
 * with MCU_ERR_BAD_STATE. Holds the secret Key and V: do not copy it (two
 * copies would produce the same bits). */
typedef struct mcu_hmac_drbg_ctx {
  uint8_t key[MCU_HASH_MAX_DIGEST_SIZE];
  uint8_t v[MCU_HASH_MAX_DIGEST_SIZE];
  const mcu_hash_desc *hash;
  mcu_entropy_source source;     /* source.get == NULL: none */
  uint64_t reseed_counter;
  uint64_t reseed_interval;
  uint32_t security_strength;    /* bits */
  uint32_t prediction_resistance;
  uint32_t magic;
} mcu_hmac_drbg_ctx;

/* Instantiates with security_strength bits of entropy input from *source
 * (which the context keeps, by value, for reseeds), the nonce and the
 * personalization string (pers may be NULL only if pers_len == 0). With
 * nonce == NULL and nonce_len == 0 the nonce is taken from the source too
 * (security_strength / 2 bits, SP 800-90A section 8.6.7). Any previous
 * contents of *ctx are discarded; on failure *ctx is left rejected.
 * Errors: MCU_ERR_INVALID_ARGUMENT (NULL pointers, a source without get, a
 * malformed descriptor, a bad config, a nonce shorter than half the
 * strength), MCU_ERR_UNSUPPORTED (the hash cannot give the strength),
 * MCU_ERR_LENGTH_LIMIT, MCU_ERR_RNG_FAILED (the source failed). */
mcu_status mcu_hmac_drbg_instantiate(mcu_hmac_drbg_ctx *ctx,
                                     const mcu_hash_desc *hash,
                                     const mcu_entropy_source *source,
                                     const uint8_t *nonce, size_t nonce_len,
                                     const uint8_t *pers, size_t pers_len,
                                     const mcu_hmac_drbg_config *config);

/* Instantiates with the given entropy input (at least security_strength
 * bits) instead of a source, for known-answer tests and for callers that
 * gather entropy themselves. source may be NULL (then mcu_hmac_drbg_reseed
 * fails with MCU_ERR_BAD_STATE and prediction resistance is an argument
 * error); otherwise it is kept for later reseeds. */
mcu_status mcu_hmac_drbg_instantiate_with(
    mcu_hmac_drbg_ctx *ctx, const mcu_hash_desc *hash, const uint8_t *entropy,
    size_t entropy_len, const uint8_t *nonce, size_t nonce_len,
    const uint8_t *pers, size_t pers_len, const mcu_entropy_source *source,
    const mcu_hmac_drbg_config *config);

/* Reseeds with security_strength bits from the context's source and the
 * additional input (NULL allowed if addin_len == 0). MCU_ERR_BAD_STATE if not
 * instantiated or without a source; MCU_ERR_RNG_FAILED (state unchanged) if
 * the source fails. */
mcu_status mcu_hmac_drbg_reseed(mcu_hmac_drbg_ctx *ctx, const uint8_t *addin,
                                size_t addin_len);

/* Reseeds with the given entropy input (at least security_strength bits). */
mcu_status mcu_hmac_drbg_reseed_with(mcu_hmac_drbg_ctx *ctx,
                                     const uint8_t *entropy, size_t entropy_len,
                                     const uint8_t *addin, size_t addin_len);

/* Writes out_len pseudorandom bytes, 1 <= out_len <= 65536 (more is
 * MCU_ERR_LENGTH_LIMIT), after absorbing the additional input (NULL allowed
 * if addin_len == 0). With prediction resistance it first reseeds from the
 * source with the additional input. On any error after the arguments are
 * checked (source failure: MCU_ERR_RNG_FAILED; reseed interval used up:
 * MCU_ERR_BAD_STATE) no bits are output: out is zeroed and the state is as
 * before the call. (Should the hash itself fail, out is zeroed and the
 * context is wiped and rejected.) */
mcu_status mcu_hmac_drbg_generate(mcu_hmac_drbg_ctx *ctx, uint8_t *out,
                                  size_t out_len, const uint8_t *addin,
                                  size_t addin_len);

/* Wipes *ctx (Key, V, everything); it is rejected afterwards. */
mcu_status mcu_hmac_drbg_uninstantiate(mcu_hmac_drbg_ctx *ctx);

/* The security strength in bits of an instantiated context (0 if not). */
uint32_t mcu_hmac_drbg_security_strength(const mcu_hmac_drbg_ctx *ctx);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_DRBG_H_ */
