// The X25519 API (mcucrypt/x25519.h) over the build's scalar
// multiplication, mcu_x25519_mul, with the portable ladder behind a backend
// that does not take a case.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/ct.h"
#include "crypto/curve25519/rng_draw.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/x25519.h"

namespace {

mcu_status Mul(uint8_t *out, const uint8_t *k, const uint8_t *u) {
  mcu_status st = mcu_x25519_mul.mul(&mcu_x25519_mul, out, k, u, NULL);
  if (st == MCU_ERR_UNSUPPORTED) {
    st = mcu_x25519_mul_ct_portable.mul(&mcu_x25519_mul_ct_portable, out, k, u, NULL);
  }
  if (st != MCU_OK) mcu_wipe(out, MCU_X25519_KEY_SIZE);
  return st;
}

}  // namespace

extern "C" {

mcu_status mcu_x25519(uint8_t out[MCU_X25519_KEY_SIZE], const uint8_t k[MCU_X25519_KEY_SIZE],
                      const uint8_t u[MCU_X25519_KEY_SIZE]) {
  if (out == NULL || k == NULL || u == NULL) return MCU_ERR_INVALID_ARGUMENT;
  return Mul(out, k, u);
}

mcu_status mcu_x25519_public_key(uint8_t pub[MCU_X25519_KEY_SIZE],
                                 const uint8_t priv[MCU_X25519_KEY_SIZE]) {
  if (pub == NULL || priv == NULL) return MCU_ERR_INVALID_ARGUMENT;
  static const uint8_t kBase[MCU_X25519_KEY_SIZE] = {9};
  return Mul(pub, priv, kBase);
}

mcu_status mcu_x25519_keygen(uint8_t priv[MCU_X25519_KEY_SIZE], uint8_t pub[MCU_X25519_KEY_SIZE],
                             const mcu_rng *rng) {
  if (priv == NULL || pub == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_status st = mcucrypt::rng_draw(rng, priv, MCU_X25519_KEY_SIZE);
  if (st == MCU_OK) st = mcu_x25519_public_key(pub, priv);
  if (st != MCU_OK) {
    mcu_wipe(priv, MCU_X25519_KEY_SIZE);
    mcu_wipe(pub, MCU_X25519_KEY_SIZE);
  }
  return st;
}

mcu_status mcu_x25519_derive(uint8_t shared[MCU_X25519_KEY_SIZE],
                             const uint8_t priv[MCU_X25519_KEY_SIZE],
                             const uint8_t peer[MCU_X25519_KEY_SIZE], int refuse_zero) {
  if (shared == NULL || priv == NULL || peer == NULL) return MCU_ERR_INVALID_ARGUMENT;
  const mcu_status st = Mul(shared, priv, peer);
  if (st != MCU_OK || !refuse_zero) return st;
  // The shared secret is secret: test it for zero without a branch on it.
  uint32_t acc = 0;
  for (size_t i = 0; i < MCU_X25519_KEY_SIZE; ++i) acc |= shared[i];
  const uint32_t ok = mcucrypt::ct::mask_if_nonzero(acc);
  mcucrypt::ct::keep_or_zero(ok, shared, MCU_X25519_KEY_SIZE);
  return mcucrypt::ct::status_select(ok, MCU_OK, MCU_ERR_INVALID_KEY);
}

}  // extern "C"
