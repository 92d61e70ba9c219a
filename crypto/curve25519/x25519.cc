// The X25519 API (mcucrypt/x25519.h) over the build's scalar
// multiplication, mcu_x25519_mul (xdh_api.h).
#include <stdint.h>

#include "crypto/curve25519/xdh_api.h"
#include "mcucrypt/x25519.h"

namespace {

constexpr size_t kN = MCU_X25519_KEY_SIZE;
constexpr uint8_t kBaseU = 9;
const mcu_ec_mul_desc *const kBuild = &mcu_x25519_mul;
const mcu_ec_mul_desc *const kPortable = &mcu_x25519_mul_ct_portable;

}  // namespace

extern "C" {

mcu_status mcu_x25519(uint8_t out[kN], const uint8_t k[kN], const uint8_t u[kN]) {
  return mcucrypt::xdh::mul<kN>(kBuild, kPortable, out, k, u);
}

mcu_status mcu_x25519_public_key(uint8_t pub[kN], const uint8_t priv[kN]) {
  return mcucrypt::xdh::public_key<kN>(kBuild, kPortable, pub, priv, kBaseU);
}

mcu_status mcu_x25519_keygen(uint8_t priv[kN], uint8_t pub[kN], const mcu_rng *rng) {
  return mcucrypt::xdh::keygen<kN>(kBuild, kPortable, priv, pub, rng, kBaseU);
}

mcu_status mcu_x25519_derive(uint8_t shared[kN], const uint8_t priv[kN], const uint8_t peer[kN],
                             int refuse_zero) {
  return mcucrypt::xdh::derive<kN>(kBuild, kPortable, shared, priv, peer, refuse_zero);
}

mcu_status mcu_x25519_derive_with(const mcu_ec_mul_desc *mul, uint8_t shared[kN],
                                  const uint8_t priv[kN], const uint8_t peer[kN],
                                  int refuse_zero) {
  if (mul == NULL || mul->curve != MCU_EC_CURVE25519 || mul->scalar_size != kN ||
      mul->point_size != kN || mul->mul == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return mcucrypt::xdh::derive<kN>(mul, kPortable, shared, priv, peer, refuse_zero);
}

}  // extern "C"
