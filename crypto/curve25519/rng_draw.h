// Draws key material from a caller's mcu_rng with the checks of
// mcu_rng_generate (mcucrypt/rng.h), whose implementation lands with
// mcu_drbg_rng on another branch: when it is on main, this becomes a call.
#ifndef MCUCRYPT_CURVE25519_RNG_DRAW_H_
#define MCUCRYPT_CURVE25519_RNG_DRAW_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/mem.h"
#include "mcucrypt/rng.h"

namespace mcucrypt {

// MCU_ERR_INVALID_ARGUMENT for a NULL rng or generate; MCU_ERR_RNG_FAILED
// (out zeroed) if the generator fails.
inline mcu_status rng_draw(const mcu_rng *rng, uint8_t *out, size_t len) {
  if (rng == NULL || rng->generate == NULL || out == NULL) return MCU_ERR_INVALID_ARGUMENT;
  if (rng->generate(rng->ctx, out, len) != MCU_OK) {
    mcu_wipe(out, len);
    return MCU_ERR_RNG_FAILED;
  }
  return MCU_OK;
}

}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_RNG_DRAW_H_
