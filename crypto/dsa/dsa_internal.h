// What DSA's signing, verification and RFC 6979 share: the domain as word
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

// RFC 6979 3.2: HMAC_DRBG-like state over hash, seeded from int2octets(x)
// and bits2octets(h1) (qlen bytes each).
struct Rfc6979 {
  const mcu_hash_desc *hash;
  uint8_t k[MCU_HASH_MAX_DIGEST_SIZE];
  uint8_t v[MCU_HASH_MAX_DIGEST_SIZE];
  bool started;
};
mcu_status rfc6979_init(Rfc6979 *g, const mcu_hash_desc *hash, const uint8_t *x,
                        const uint8_t *h1, size_t qlen);
// Step h: the next candidate k (qlen bytes) in [1, q - 1].
mcu_status rfc6979_next(Rfc6979 *g, const Domain &d, uint32_t *k);

}  // namespace dsa
}  // namespace mcucrypt

#endif  // MCUCRYPT_DSA_DSA_INTERNAL_H_
