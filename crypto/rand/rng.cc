// mcu_rng_generate (mcucrypt/rng.h): the checks every caller of an mcu_rng
// would otherwise repeat, and one failure status whatever the generator says.
#include "mcucrypt/rng.h"

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/mem.h"

extern "C" mcu_status mcu_rng_generate(const mcu_rng *rng, uint8_t *out, size_t len) {
  if (rng == NULL || rng->generate == NULL || (out == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (len == 0) return MCU_OK;
  if (rng->generate(rng->ctx, out, len) != MCU_OK) {
    mcu_wipe(out, len);  // fail closed: nothing a caller could mistake for random
    return MCU_ERR_RNG_FAILED;
  }
  return MCU_OK;
}
