// RFC 6979 section 3.2 deterministic nonces: HMAC_DRBG-like generation
// from the private key and the message's digest, with the signing hash.
// Internal to ECDSA.
#ifndef MCUCRYPT_EC_ECDSA_RFC6979_H_
#define MCUCRYPT_EC_ECDSA_RFC6979_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/ec/ec_curve.h"
#include "mcucrypt/hash_desc.h"

namespace mcucrypt {
namespace ec {

struct Rfc6979 {
  const mcu_hash_desc *hash;
  uint8_t k[MCU_HASH_MAX_DIGEST_SIZE];
  uint8_t v[MCU_HASH_MAX_DIGEST_SIZE];
  bool started;
};

// Steps b-f: x and h1 are int2octets(x) and bits2octets(h1), scalar_size
// bytes each.
mcu_status rfc6979_init(Rfc6979 *g, const Curve &c, const mcu_hash_desc *hash, const uint8_t *x,
                        const uint8_t *h1);
// Step h: the next candidate k in [1, n - 1] (scalar_size bytes); each
// call after the first first updates K and V as step h.3 says.
mcu_status rfc6979_next(Rfc6979 *g, const Curve &c, uint8_t *k);
void rfc6979_wipe(Rfc6979 *g);

}  // namespace ec
}  // namespace mcucrypt

#endif  // MCUCRYPT_EC_ECDSA_RFC6979_H_
