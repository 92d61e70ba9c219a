// The X25519 and X448 APIs (mcucrypt/x25519.h, x448.h) share their shape:
// the build's descriptor, the portable one behind it when it answers
// MCU_ERR_UNSUPPORTED, and the same checks. N: bytes of keys and
// u-coordinates.
#ifndef MCUCRYPT_CURVE25519_XDH_API_H_
#define MCUCRYPT_CURVE25519_XDH_API_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/ct.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/ec_mul.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace xdh {

template <size_t N>
mcu_status mul(const mcu_ec_mul_desc *build, const mcu_ec_mul_desc *portable, uint8_t *out,
               const uint8_t *k, const uint8_t *u) {
  if (out == NULL || k == NULL || u == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_status st = build->mul(build, out, k, u, NULL);
  if (st == MCU_ERR_UNSUPPORTED) st = portable->mul(portable, out, k, u, NULL);
  if (st != MCU_OK) mcu_wipe(out, N);
  return st;
}

template <size_t N>
mcu_status public_key(const mcu_ec_mul_desc *build, const mcu_ec_mul_desc *portable,
                      uint8_t *pub, const uint8_t *priv, uint8_t base_u) {
  uint8_t base[N] = {base_u};
  return mul<N>(build, portable, pub, priv, base);
}

template <size_t N>
mcu_status keygen(const mcu_ec_mul_desc *build, const mcu_ec_mul_desc *portable, uint8_t *priv,
                  uint8_t *pub, const mcu_rng *rng, uint8_t base_u) {
  if (priv == NULL || pub == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_status st = mcu_rng_generate(rng, priv, N);
  if (st == MCU_OK) st = public_key<N>(build, portable, pub, priv, base_u);
  if (st != MCU_OK) {
    mcu_wipe(priv, N);
    mcu_wipe(pub, N);
  }
  return st;
}

// refuse_zero: the all-zero result (RFC 7748 section 6) becomes
// MCU_ERR_INVALID_KEY with shared zeroed, decided without a branch on the
// secret.
template <size_t N>
mcu_status derive(const mcu_ec_mul_desc *build, const mcu_ec_mul_desc *portable,
                  uint8_t *shared, const uint8_t *priv, const uint8_t *peer, int refuse_zero) {
  const mcu_status st = mul<N>(build, portable, shared, priv, peer);
  if (st != MCU_OK || !refuse_zero) return st;
  uint32_t acc = 0;
  for (size_t i = 0; i < N; ++i) acc |= shared[i];
  const uint32_t ok = ct::mask_if_nonzero(acc);
  ct::keep_or_zero(ok, shared, N);
  return ct::status_select(ok, MCU_OK, MCU_ERR_INVALID_KEY);
}

}  // namespace xdh
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_XDH_API_H_
