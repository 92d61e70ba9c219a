/* The K66 RNGA as an entropy source (mcucrypt/drbg.h): what the board's
 * DRBG (mcu_drbg_rng) seeds and reseeds from. */
#ifndef MCUCRYPT_DRIVERS_K66_RNGA_H_
#define MCUCRYPT_DRIVERS_K66_RNGA_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/drbg.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How long one 32-bit word may take before get returns MCU_ERR_TIMEOUT
 * (the word time is a gap in the sources; the simulator's model makes one
 * in 256 cycles, 1.4 us at 180 MHz), and the lock wait. */
#define MCU_RNGA_WORD_TIMEOUT_US 500u
#define MCU_RNGA_LOCK_TIMEOUT_US 100000u

/* Fills len bytes at out from RNGA words, under the MCU_RESOURCE_RNG lock:
 * clocks the block and starts it (CR.GO, error interrupt masked) if it is
 * not running, waits for each word (SR.OREG_LVL) at most
 * MCU_RNGA_WORD_TIMEOUT_US. MCU_ERR_INVALID_ARGUMENT (out NULL, len > 0),
 * MCU_ERR_TIMEOUT (no word in time), MCU_ERR_HARDWARE (SR.SECV or SR.ERRI
 * set); on any error out is zeroed. ctx is unused. */
mcu_status mcu_rnga_get(void *ctx, uint8_t *out, size_t len);

/* {mcu_rnga_get, NULL}. */
extern const mcu_entropy_source mcu_entropy_rnga;

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_DRIVERS_K66_RNGA_H_ */
