// Probable primes (FIPS 186-5 B.3): trial division by the small primes and
// Miller-Rabin rounds, constant-time for secret candidates (RSA primes):
// the only thing a caller can learn from the timing is the verdict, which
// is public once made (a rejected candidate is thrown away).
#ifndef MCUCRYPT_BIGNUM_PRIME_H_
#define MCUCRYPT_BIGNUM_PRIME_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/modexp.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

namespace mcucrypt {
namespace bn {

// The odd primes below 2048 trial division uses (308 of them).
size_t small_prime_count();
uint32_t small_prime(size_t i);

// All-ones if one of the small odd primes divides w (n words) and w is not
// that prime itself. Residues come from Barrett reduction by a constant
// reciprocal (a 32 x 32 -> 64-bit multiply), never a division
// instruction; the time depends only on n.
uint32_t small_factor_mask(const uint32_t *w, size_t n);

// Workspace words miller_rabin needs for n-word candidates (modexp's own
// included).
size_t miller_rabin_workspace_words(const mcu_modexp_desc *modexp, size_t n);

// FIPS 186-5 B.3.1: `rounds` Miller-Rabin rounds on odd w >= 5 (n words,
// non-zero top word), each with a random base b, 2 <= b < 2^(bits(w) - 1).
// w - 1 = 2^a m; the caller promises a <= max_a (public: 1 for w = 3 mod
// 4), and every round runs max_a - 1 squarings whatever a is. secret != 0:
// the exponentiations take modexp's constant-time path and a, m are found
// without branches. *probably_prime is all-ones or 0; MCU_OK, or modexp's
// or the rng's error. work is wiped.
mcu_status miller_rabin(const uint32_t *w, size_t n, unsigned rounds, size_t max_a, int secret,
                        const mcu_rng *rng, const mcu_modexp_desc *modexp, uint32_t *work,
                        size_t work_words, uint32_t *probably_prime);

// Rounds of B.3.1 FIPS 186-5 Table B.1 asks for when generating a prime of
// `bits` bits (error at most 2^-100 for 512-bit primes, 2^-112 at 1024,
// 2^-128 from 1536).
unsigned miller_rabin_rounds_for_generation(size_t bits);

}  // namespace bn
}  // namespace mcucrypt

#endif  // MCUCRYPT_BIGNUM_PRIME_H_
