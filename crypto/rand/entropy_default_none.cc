// The build's entropy source on a board with no entropy driver (or with
// --//drivers:accelerators=false): none. Every request fails, so a DRBG over
// it fails closed instead of running on predictable bytes.
#include <string.h>

#include "mcucrypt/drbg.h"

namespace {

mcu_status NoEntropy(void *ctx, uint8_t *out, size_t len) {
  (void)ctx;
  if (out == NULL && len != 0) return MCU_ERR_INVALID_ARGUMENT;
  if (len != 0) memset(out, 0, len);
  return MCU_ERR_UNSUPPORTED;
}

}  // namespace

extern "C" const mcu_entropy_source mcu_entropy_default = {NoEntropy, NULL};
