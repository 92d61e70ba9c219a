/* The PIC32MZ W1 Crypto Engine drivers' descriptors (drivers/pic32mzw1),
 * named by technique ("pic32mz_ce"). The board build makes them the short
 * names (mcu_aes128_desc, ...) through //drivers/pic32mzw1:*_default; tests
 * and benchmarks use these directly. Each descriptor's `fallback` names what
 * the engine leaves to software. */
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_PIC32MZ_CE_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_PIC32MZ_CE_H_

#include "mcucrypt/block_cipher.h"
#include "mcucrypt/drbg.h"
#include "mcucrypt/hash_desc.h"

#ifdef __cplusplus
extern "C" {
#endif

extern const mcu_block_cipher_desc mcu_aes128_pic32mz_ce;
extern const mcu_block_cipher_desc mcu_aes192_pic32mz_ce;
extern const mcu_block_cipher_desc mcu_aes256_pic32mz_ce;
extern const mcu_block_cipher_desc mcu_des_pic32mz_ce;
extern const mcu_block_cipher_desc mcu_des_ede_pic32mz_ce;
extern const mcu_block_cipher_desc mcu_des_ede3_pic32mz_ce;

/* Whole messages in the engine (digest); streaming in software. */
extern const mcu_hash_desc mcu_md5_pic32mz_ce;
extern const mcu_hash_desc mcu_sha1_pic32mz_ce;
extern const mcu_hash_desc mcu_sha256_pic32mz_ce;

/* The RNG's TRNG as an entropy source for the DRBGs (trng_pic32mz.cc):
 * 64-bit samples with a repetition health test; MCU_ERR_TIMEOUT if it
 * stalls, MCU_ERR_HARDWARE if it repeats itself. */
mcu_status mcu_pic32mz_trng_get(void *ctx, uint8_t *out, size_t len);
extern const mcu_entropy_source mcu_entropy_pic32mz_trng;

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_DRIVERS_PIC32MZW1_PIC32MZ_CE_H_ */
