/* The SAM4C TRNG as an entropy source (mcucrypt/drbg.h) for the DRBGs:
 *
 *   const mcu_entropy_source src = mcu_entropy_sam4c_trng();
 *   mcu_hmac_drbg_instantiate(&drbg, &mcu_sha256_desc, &src, ...);
 *
 * Each word is checked against the one before it (a continuous test: a
 * stuck source is MCU_ERR_HARDWARE and the output is zeroed). */
#ifndef MCUCRYPT_DRIVERS_SAM4C_SAM4C_TRNG_H_
#define MCUCRYPT_DRIVERS_SAM4C_SAM4C_TRNG_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/drbg.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A word is ready about 84 cycles after the last (the model's figure; the
 * datasheet's rate is a gap): each wait allows 100 us. */
#define MCU_SAM4C_TRNG_WORD_TIMEOUT_US 100u

/* Fills len bytes at out. MCU_OK; MCU_ERR_INVALID_ARGUMENT for out == NULL
 * with len > 0; MCU_ERR_TIMEOUT (no word within the bound) or
 * MCU_ERR_HARDWARE (the continuous test failed), out zeroed; or the lock
 * hook's status. ctx is unused. */
mcu_status mcu_entropy_sam4c_trng_get(void *ctx, uint8_t *out, size_t len);

/* {mcu_entropy_sam4c_trng_get, NULL}. */
mcu_entropy_source mcu_entropy_sam4c_trng(void);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_DRIVERS_SAM4C_SAM4C_TRNG_H_ */
