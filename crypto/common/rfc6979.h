// RFC 6979 section 3.2 deterministic nonces for DSA and ECDSA: the
// HMAC_DRBG-like generator over any hash, for a group order q of any size.
// The caller turns each candidate T into k = bits2int(T) and asks for the
// next while k is outside [1, q - 1] (that check is the only part that
// knows q's representation). Internal to the core.
#ifndef MCUCRYPT_COMMON_RFC6979_H_
#define MCUCRYPT_COMMON_RFC6979_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"

namespace mcucrypt {

struct Rfc6979 {
  const mcu_hash_desc *hash;
  uint8_t k[MCU_HASH_MAX_DIGEST_SIZE];
  uint8_t v[MCU_HASH_MAX_DIGEST_SIZE];
  bool started;
};

// Steps b-g: x and h1 are int2octets(x) and bits2octets(h1), rlen bytes
// each (rlen = ceil(qlen / 8)).
mcu_status rfc6979_init(Rfc6979 *g, const mcu_hash_desc *hash, const uint8_t *x,
                        const uint8_t *h1, size_t rlen);
// Steps h.1-h.2: the next T's first rlen bytes, which hold the leftmost
// qlen bits bits2int reads; every call after the first first updates K and
// V as step h.3 says for a refused candidate.
mcu_status rfc6979_next(Rfc6979 *g, uint8_t *t, size_t rlen);
void rfc6979_wipe(Rfc6979 *g);

}  // namespace mcucrypt

#endif  // MCUCRYPT_COMMON_RFC6979_H_
