// What DSA's signing, verification and key checks share: the domain as word
// arrays, loaded and checked from a key's byte views.
#ifndef MCUCRYPT_DSA_DSA_INTERNAL_H_
#define MCUCRYPT_DSA_DSA_INTERNAL_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/dsa.h"

namespace mcucrypt {
namespace dsa {

constexpr size_t kMaxPWords = MCU_DSA_MAX_P_BITS / 32;
constexpr size_t kMaxQWords = MCU_DSA_MAX_Q_BYTES / 4;

struct Domain {
  uint32_t p[kMaxPWords], q[kMaxQWords], g[kMaxPWords];
  size_t pw, qw;  // words (public: the sizes)
  size_t qlen;    // N / 8
  const mcu_modexp_desc *modexp;
};

// The parameters into d: one of the four (L, N), p and q odd, 1 < g < p.
// MCU_ERR_INVALID_KEY otherwise (MCU_ERR_INVALID_ARGUMENT for NULLs).
mcu_status load_domain(const mcu_dsa_params *params, Domain *d);

// x (qw words) = bits2int(digest) mod q (RFC 6979 2.3.2, 2.3.3: the
// leftmost N bits, which are below 2q).
void bits2int_mod_q(const Domain &d, uint32_t *x, const uint8_t *digest, size_t digest_len);

// Miller-Rabin rounds for p and q (FIPS 186-4 Table C.1: 40, 56, 64 for
// L = 1024, 2048, 3072; error 2^-80 .. 2^-128).
inline unsigned mr_rounds(size_t l_bits) {
  return l_bits == 1024 ? 40 : l_bits == 2048 ? 56 : 64;
}

}  // namespace dsa
}  // namespace mcucrypt

#endif  // MCUCRYPT_DSA_DSA_INTERNAL_H_
