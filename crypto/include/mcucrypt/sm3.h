/* SM3 (GB/T 32905-2016, the OSCCA hash), with the SHA-256 API shape. */
#ifndef MCUCRYPT_SM3_H_
#define MCUCRYPT_SM3_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_SM3_DIGEST_SIZE 32
#define MCU_SM3_BLOCK_SIZE 64

/* Treat as opaque. magic marks a context that was initialised and not yet
 * finalised; a zeroed or finalised context is rejected with
 * MCU_ERR_BAD_STATE. */
typedef struct mcu_sm3_ctx {
  uint32_t state[8];
  uint64_t total_bytes;
  uint8_t buffer[MCU_SM3_BLOCK_SIZE];
  uint32_t buffered;
  uint32_t magic;
} mcu_sm3_ctx;

/* Starts a new hash. Any previous contents of *ctx are discarded. */
mcu_status mcu_sm3_init(mcu_sm3_ctx *ctx);

/* Absorbs len bytes. data may be NULL only if len == 0. Fails with
 * MCU_ERR_LENGTH_LIMIT (absorbing nothing) if the total would exceed
 * 2^61 - 1 bytes (SM3 takes messages shorter than 2^64 bits). */
mcu_status mcu_sm3_update(mcu_sm3_ctx *ctx, const void *data, size_t len);

/* Writes the digest and wipes *ctx; init it again before reuse. */
mcu_status mcu_sm3_final(mcu_sm3_ctx *ctx, uint8_t digest[MCU_SM3_DIGEST_SIZE]);

/* One-shot hash of len bytes at data (NULL allowed if len == 0). */
mcu_status mcu_sm3(const void *data, size_t len, uint8_t digest[MCU_SM3_DIGEST_SIZE]);

/* SM3 for the generic interfaces (HMAC, HKDF, ...). */
extern const mcu_hash_desc mcu_sm3_desc;

/* The same by technique, each in its own library
 * (//crypto/sm3:sm3_compress_<technique>), so an image may hold several and
 * name each; the _desc names are the ones the build chose
 * (//crypto/sm3:sm3_backend). Contexts are mcu_sm3_ctx. */
extern const mcu_hash_desc mcu_sm3_portable;      /* C++, any core */
extern const mcu_hash_desc mcu_sm3_armv7m;        /* Thumb-2, Armv7E-M (Cortex-M4) */
extern const mcu_hash_desc mcu_sm3_mips32r2;      /* MIPS32r2 (microAptiv) */

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_SM3_H_ */
