// An mcu_rng for the key-generation tests: counts up from a start byte, so
// a test can say which bytes the key must be; or fails, when fail is set.
#ifndef MCUCRYPT_TESTS_CRYPTO_CURVE25519_COUNTING_RNG_H_
#define MCUCRYPT_TESTS_CRYPTO_CURVE25519_COUNTING_RNG_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/rng.h"

struct CountingRng {
  uint8_t next;
  bool fail;

  static mcu_status Generate(void *ctx, uint8_t *out, size_t len) {
    CountingRng *r = static_cast<CountingRng *>(ctx);
    if (r->fail) return MCU_ERR_HARDWARE;
    for (size_t i = 0; i < len; ++i) out[i] = r->next++;
    return MCU_OK;
  }

  mcu_rng Rng() { return mcu_rng{Generate, this}; }
};

#endif  // MCUCRYPT_TESTS_CRYPTO_CURVE25519_COUNTING_RNG_H_
