/* CTR_DRBG (NIST SP 800-90A Rev. 1, section 10.2) over AES-128, AES-192 or
 * AES-256 (any 16-byte-block descriptor with a 16-, 24- or 32-byte key,
 * mcucrypt/block_cipher.h), with or without the derivation function, fed
 * by the entropy-source interface of mcucrypt/drbg.h.
 *
 *   mcu_ctr_drbg_ctx drbg;                                     caller owns it
 *   mcu_ctr_drbg_instantiate(&drbg, &mcu_aes256_desc, &board_trng,
 *                            NULL, 0, pers, pers_len, NULL);    defaults
 *   mcu_ctr_drbg_generate(&drbg, out, out_len, NULL, 0);        any number of times
 *   mcu_ctr_drbg_uninstantiate(&drbg);                          wipes it
 *
 * Security strength: the key length (128, 192, 256 bits; SP 800-90A
 * Table 3). The counter is the whole 128-bit block (ctr_len = blocklen).
 *
 * With the derivation function (the default): the entropy input must hold
 * at least security_strength bits and the nonce at least half that
 * (8.6.7); entropy input, nonce, personalization string and additional input
 * may be up to 2^32 bytes each. Without it (config->no_derivation_function):
 * the entropy input must be full entropy of exactly seedlen = 16 + key
 * length bytes (32, 40, 48), the nonce is not used, and the personalization
 * string and additional input are at most seedlen bytes (longer:
 * MCU_ERR_LENGTH_LIMIT).
 *
 * Limits (Table 3): at most 65536 bytes (2^19 bits) per generate request;
 * reseed_interval at most 2^48 (the default). Errors and the state after
 * them are as for HMAC_DRBG (mcucrypt/drbg.h). */
#ifndef MCUCRYPT_CTR_DRBG_H_
#define MCUCRYPT_CTR_DRBG_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/block_cipher.h"
#include "mcucrypt/drbg.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_CTR_DRBG_MAX_REQUEST_BYTES 65536u
#define MCU_CTR_DRBG_MAX_RESEED_INTERVAL (((uint64_t)1) << 48)
/* seedlen for AES-256: 16 + 32 bytes. */
#define MCU_CTR_DRBG_MAX_SEED_SIZE 48u

/* Options for instantiate; NULL for the defaults (all fields 0). */
typedef struct mcu_ctr_drbg_config {
  /* Requested security strength in bits: 0 for the key length's, else
   * 1..that, rounded up to 112, 128, 192 or 256. */
  uint32_t security_strength;
  /* Non-zero: reseed from the source before every generate (9.3.1). */
  uint32_t prediction_resistance;
  /* Non-zero: run without the derivation function (10.2.1.3.1). */
  uint32_t no_derivation_function;
  /* Generate requests between reseeds: 0 for 2^48, else 1..2^48. */
  uint64_t reseed_interval;
} mcu_ctr_drbg_config;

/* Treat as opaque; do not copy (two copies would output the same bits).
 * Holds the expanded Key and V + 1 (the next counter block). */
typedef struct mcu_ctr_drbg_ctx {
  mcu_block_key key;
  uint8_t counter[16];
  mcu_entropy_source source;     /* source.get == NULL: none */
  uint64_t reseed_counter;
  uint64_t reseed_interval;
  uint32_t security_strength;    /* bits */
  uint32_t prediction_resistance;
  uint32_t use_df;
  uint32_t magic;
} mcu_ctr_drbg_ctx;

/* Instantiates from *source (kept by value for reseeds): with the
 * derivation function security_strength bits of entropy input, plus
 * security_strength / 2 bits of nonce from the source when nonce == NULL and
 * nonce_len == 0; without it seedlen bytes. pers may be NULL only if
 * pers_len == 0. On failure *ctx is rejected. Errors: MCU_ERR_INVALID_ARGUMENT
 * (NULL pointers, a source without get, a cipher that is not AES-shaped, a
 * bad config, a short nonce), MCU_ERR_UNSUPPORTED (strength above the key
 * length's), MCU_ERR_LENGTH_LIMIT, MCU_ERR_RNG_FAILED (the source failed). */
mcu_status mcu_ctr_drbg_instantiate(mcu_ctr_drbg_ctx *ctx,
                                    const mcu_block_cipher_desc *cipher,
                                    const mcu_entropy_source *source,
                                    const uint8_t *nonce, size_t nonce_len,
                                    const uint8_t *pers, size_t pers_len,
                                    const mcu_ctr_drbg_config *config);

/* Instantiates with the given entropy input instead of a source (known-answer
 * tests; callers that gather entropy themselves). source may be NULL (then
 * mcu_ctr_drbg_reseed fails with MCU_ERR_BAD_STATE and prediction resistance
 * is an argument error). */
mcu_status mcu_ctr_drbg_instantiate_with(
    mcu_ctr_drbg_ctx *ctx, const mcu_block_cipher_desc *cipher, const uint8_t *entropy,
    size_t entropy_len, const uint8_t *nonce, size_t nonce_len, const uint8_t *pers,
    size_t pers_len, const mcu_entropy_source *source, const mcu_ctr_drbg_config *config);

/* Reseeds from the context's source with the additional input (NULL allowed
 * if addin_len == 0). MCU_ERR_BAD_STATE if not instantiated or without a
 * source; MCU_ERR_RNG_FAILED (state unchanged) if the source fails. */
mcu_status mcu_ctr_drbg_reseed(mcu_ctr_drbg_ctx *ctx, const uint8_t *addin,
                               size_t addin_len);

/* Reseeds with the given entropy input. */
mcu_status mcu_ctr_drbg_reseed_with(mcu_ctr_drbg_ctx *ctx, const uint8_t *entropy,
                                    size_t entropy_len, const uint8_t *addin,
                                    size_t addin_len);

/* Writes out_len pseudorandom bytes, 1 <= out_len <= 65536, after absorbing
 * the additional input. With prediction resistance it first reseeds from
 * the source with the additional input. On any error after the argument
 * checks out is zeroed and the state is as before the call (source failure:
 * MCU_ERR_RNG_FAILED; reseed interval used up: MCU_ERR_BAD_STATE). */
mcu_status mcu_ctr_drbg_generate(mcu_ctr_drbg_ctx *ctx, uint8_t *out, size_t out_len,
                                 const uint8_t *addin, size_t addin_len);

/* Wipes *ctx; it is rejected afterwards. */
mcu_status mcu_ctr_drbg_uninstantiate(mcu_ctr_drbg_ctx *ctx);

/* The security strength in bits of an instantiated context (0 if not). */
uint32_t mcu_ctr_drbg_security_strength(const mcu_ctr_drbg_ctx *ctx);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_CTR_DRBG_H_ */
