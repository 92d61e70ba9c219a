// Domain-parameter validation (FIPS 186-4 A.1.1.1's checks that need no
// seed, and A.2.2's on g): p and q probable primes (Miller-Rabin with the
// rounds of FIPS 186-4 Table C.1 for these sizes), q divides p - 1, 1 < g <
// p and g^q = 1 mod p. Public values: variable time is fine here.
#include "crypto/bignum/bignum.h"
#include "crypto/dsa/dsa_internal.h"
#include "mcucrypt/prime.h"

extern "C" mcu_status mcu_dsa_params_check(const mcu_dsa_params *params, const mcu_rng *rng) {
  using namespace mcucrypt;
  if (rng == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  dsa::Domain d;
  mcu_status st = dsa::load_domain(params, &d);
  if (st != MCU_OK) return st;
  const unsigned rounds = dsa::mr_rounds(32 * d.pw);
  // The cheap checks first; the primality tests last.
  // q | p - 1: (p - 1) mod q = 0.
  uint32_t pm1[dsa::kMaxPWords], r[dsa::kMaxQWords], t[5 * dsa::kMaxQWords + 2];
  bn::copy(pm1, d.p, d.pw);
  pm1[0] &= ~1u;  // p is odd
  bn::mod_reduce(r, pm1, d.pw, d.q, d.qw, t);
  if (bn::is_zero_mask(r, d.qw) == 0) return MCU_ERR_INVALID_KEY;
  // g^q = 1 mod p.
  uint32_t v[dsa::kMaxPWords], work[5 * dsa::kMaxPWords + 2 + 16 * dsa::kMaxPWords];
  st = d.modexp->modexp(d.modexp, v, d.g, d.q, d.qw, d.p, d.pw, 0, work,
                        sizeof(work) / sizeof(work[0]));
  if (st != MCU_OK) return st;
  uint32_t diff = v[0] ^ 1u;
  for (size_t i = 1; i < d.pw; ++i) diff |= v[i];
  if (diff != 0) return MCU_ERR_INVALID_KEY;
  int prime = 0;
  st = mcu_prime_test(params->q, params->q_len, rounds, 0, rng, &prime);
  if (st != MCU_OK) return st;
  if (!prime) return MCU_ERR_INVALID_KEY;
  st = mcu_prime_test(params->p, params->p_len, rounds, 0, rng, &prime);
  if (st != MCU_OK) return st;
  return prime ? MCU_OK : MCU_ERR_INVALID_KEY;
}
