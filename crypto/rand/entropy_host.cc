// getrandom(2) as an mcu_entropy_source.
#include "crypto/rand/entropy_host.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>
#include <sys/types.h>

extern "C" mcu_status mcu_entropy_host_get(void *ctx, uint8_t *out, size_t len) {
  (void)ctx;
  if (out == NULL && len != 0) return MCU_ERR_INVALID_ARGUMENT;
  size_t done = 0;
  while (done < len) {
    const ssize_t got = getrandom(out + done, len - done, 0);
    if (got < 0) {
      if (errno == EINTR) continue;
      memset(out, 0, len);
      return MCU_ERR_RNG_FAILED;
    }
    done += static_cast<size_t>(got);
  }
  return MCU_OK;
}

extern "C" mcu_entropy_source mcu_entropy_host(void) {
  mcu_entropy_source source;
  source.get = mcu_entropy_host_get;
  source.ctx = NULL;
  return source;
}
