/* Random numbers for callers: what key generation, signing (nonces, RSA
 * blinding) and protocols take. An mcu_rng is any generator of
 * cryptographically strong bytes; mcu_drbg_rng is the one most callers
 * want: HMAC_DRBG (SHA-256, SP 800-90A) seeded from an entropy source (a
 * board's TRNG driver, or //crypto/rand:entropy_host), reseeding from it
 * when the reseed interval (2^16 requests) is used up. If the source fails,
 * it fails closed: the request outputs nothing (out is zeroed).
 *
 *   mcu_drbg_rng state;                         caller-owned
 *   mcu_rng rng;
 *   mcu_drbg_rng_init(&state, &board_trng, pers, pers_len, &rng);
 *   mcu_ecdsa_sign(..., &rng, ...);             any number of calls
 *   mcu_drbg_rng_wipe(&state);
 *
 * Tests pass an mcu_rng of their own (fixed bytes) to reproduce known
 * answers. */
#ifndef MCUCRYPT_RNG_H_
#define MCUCRYPT_RNG_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/drbg.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Fills len bytes at out, or fails (nothing usable in out: callers treat
 * any status other than MCU_OK as MCU_ERR_RNG_FAILED). ctx is passed to
 * generate unchanged. */
typedef struct mcu_rng {
  mcu_status (*generate)(void *ctx, uint8_t *out, size_t len);
  void *ctx;
} mcu_rng;

/* rng->generate(rng->ctx, out, len), with checks: MCU_ERR_INVALID_ARGUMENT
 * for a NULL rng, generate, or out with len > 0; MCU_ERR_RNG_FAILED (out
 * zeroed) if the generator fails. Any len (mcu_drbg_rng splits requests
 * over HMAC_DRBG's 65536 bytes). */
mcu_status mcu_rng_generate(const mcu_rng *rng, uint8_t *out, size_t len);

/* HMAC_DRBG-SHA-256 at 256-bit strength over an entropy source. Treat as
 * opaque; do not copy (two copies would give the same bytes). */
typedef struct mcu_drbg_rng {
  mcu_hmac_drbg_ctx drbg;
  uint32_t magic;
} mcu_drbg_rng;

/* Instantiates state from *source (kept by value for reseeds) and the
 * personalization string (NULL allowed if pers_len == 0; a device serial
 * number is a good one), and sets *rng to draw from it. Errors:
 * MCU_ERR_INVALID_ARGUMENT, MCU_ERR_RNG_FAILED (the source failed; state
 * left rejected). */
mcu_status mcu_drbg_rng_init(mcu_drbg_rng *state,
                             const mcu_entropy_source *source,
                             const uint8_t *pers, size_t pers_len,
                             mcu_rng *rng);

/* Wipes state; an mcu_rng drawing from it fails afterwards. */
void mcu_drbg_rng_wipe(mcu_drbg_rng *state);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_RNG_H_ */
