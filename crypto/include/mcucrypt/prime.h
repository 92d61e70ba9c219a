/* Probable-prime test (FIPS 186-5 B.3.1): trial division by the odd primes
 * below 2048, then Miller-Rabin rounds with random bases from the caller's
 * rng, the exponentiations through mcu_modexp. A composite passes all
 * `rounds` rounds with probability at most 4^-rounds, whoever chose it (use
 * 50 or more for numbers from someone else; generation uses FIPS 186-5
 * Table B.1's counts for random candidates).
 *
 * Stack: about 16 KiB (the modexp workspace for the largest candidate). */
#ifndef MCUCRYPT_PRIME_H_
#define MCUCRYPT_PRIME_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Candidates up to 8192 bits (4096 if secret). */
#define MCU_PRIME_MAX_BITS 8192u
#define MCU_PRIME_MAX_SECRET_BITS 4096u

/* *is_prime = 1 if w (unsigned big-endian, w_len bytes, leading zeros
 * allowed) is probably prime, else 0 (also for 0, 1 and even w > 2).
 * w_is_secret != 0: the running time depends only on w_len and the verdict
 * (constant-time exponentiations, every Miller-Rabin round squaring up to
 * w's size: several times slower). Errors: MCU_ERR_INVALID_ARGUMENT (NULL
 * pointers, rounds 0), MCU_ERR_UNSUPPORTED (w too large), MCU_ERR_RNG_FAILED;
 * *is_prime is 0 on error. */
mcu_status mcu_prime_test(const uint8_t *w, size_t w_len, unsigned rounds, int w_is_secret,
                          const mcu_rng *rng, int *is_prime);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_PRIME_H_ */
