// ECDH (SEC 1 section 3.3.1): validate the peer's point, multiply by the
// private key in constant time (the curve's descriptor), keep x.
#include <string.h>

#include "crypto/ec/scalar.h"
#include "mcucrypt/ecdh.h"
#include "mcucrypt/mem.h"

extern "C" mcu_status mcu_ecdh_shared_secret_with(const mcu_ec_mul_desc *mul,
                                                  const uint8_t *priv, size_t priv_len,
                                                  const uint8_t *peer, size_t peer_len,
                                                  uint8_t *secret, size_t secret_len) {
  const mcucrypt::ec::Sizes s = mcucrypt::ec::sizes_with(mul);
  if (s.curve == nullptr || priv == nullptr || peer == nullptr || secret == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const mcucrypt::ec::Curve &c = *s.curve;
  if (priv_len != c.scalar_size || secret_len != c.field_size) {
    mcu_wipe(secret, secret_len);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  uint8_t q[2 * MCU_EC_MAX_FIELD_SIZE];
  uint8_t z[2 * MCU_EC_MAX_FIELD_SIZE];
  mcu_status st = mcu_ec_point_decode(c.id, peer, peer_len, q);
  if (st == MCU_OK && !mcucrypt::ec::public_verdict(mcucrypt::ec::scalar_in_range(c, priv))) {
    st = MCU_ERR_INVALID_KEY;
  }
  if (st == MCU_OK) {
    alignas(8) uint8_t work[MCU_EC_MUL_WORKSPACE_SIZE];
    st = s.mul->mul(s.mul, z, priv, q, work);
    mcu_wipe(work, sizeof(work));
  }
  if (st == MCU_OK) {
    memcpy(secret, z, c.field_size);
  } else {
    mcu_wipe(secret, secret_len);
  }
  mcu_wipe(z, sizeof(z));
  return st;
}

extern "C" mcu_status mcu_ecdh_shared_secret(mcu_ec_curve_id curve, const uint8_t *priv,
                                             size_t priv_len, const uint8_t *peer,
                                             size_t peer_len, uint8_t *secret,
                                             size_t secret_len) {
  return mcu_ecdh_shared_secret_with(mcu_ec_mul_for_curve(curve), priv, priv_len, peer, peer_len,
                                     secret, secret_len);
}
