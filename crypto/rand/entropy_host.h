// The host's entropy source: getrandom(2) (Linux). Host builds only
// (//crypto/rand:entropy_host); boards bring their TRNG driver's source.
#ifndef MCUCRYPT_RAND_ENTROPY_HOST_H_
#define MCUCRYPT_RAND_ENTROPY_HOST_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/drbg.h"

#ifdef __cplusplus
extern "C" {
#endif

// Fills len bytes at out from getrandom() (blocking until the kernel's pool is
// initialised; retried on EINTR and short reads). ctx is unused. Returns
// MCU_OK, MCU_ERR_INVALID_ARGUMENT for out == NULL with len > 0, or
// MCU_ERR_RNG_FAILED if the kernel refuses (out is then zeroed).
mcu_status mcu_entropy_host_get(void *ctx, uint8_t *out, size_t len);

// {mcu_entropy_host_get, NULL}.
mcu_entropy_source mcu_entropy_host(void);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // MCUCRYPT_RAND_ENTROPY_HOST_H_
