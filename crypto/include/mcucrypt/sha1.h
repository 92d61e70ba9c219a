/* SHA-1 (FIPS 180-4). Broken for collision resistance: for HMAC, legacy
 * protocols and checking old signatures, not for new signatures. */
#ifndef MCUCRYPT_SHA1_H_
#define MCUCRYPT_SHA1_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_SHA1_DIGEST_SIZE 20
#define MCU_SHA1_BLOCK_SIZE 64

/* Treat as opaque. magic marks a context that was initialised and not yet
 * finalised; a zeroed or finalised context is rejected with
 * MCU_ERR_BAD_STATE. */
typedef struct mcu_sha1_ctx {
  uint32_t state[5];
  uint64_t total_bytes;
  uint8_t buffer[MCU_SHA1_BLOCK_SIZE];
  uint32_t buffered;
  uint32_t magic;
} mcu_sha1_ctx;

/* Starts a new hash. Any previous contents of *ctx are discarded. */
mcu_status mcu_sha1_init(mcu_sha1_ctx *ctx);

/* Absorbs len bytes. data may be NULL only if len == 0. Fails with
 * MCU_ERR_LENGTH_LIMIT (absorbing nothing) if the total would exceed
 * 2^61 - 1 bytes. */
mcu_status mcu_sha1_update(mcu_sha1_ctx *ctx, const void *data, size_t len);

/* Writes the digest and wipes *ctx; init it again before reuse. */
mcu_status mcu_sha1_final(mcu_sha1_ctx *ctx,
                          uint8_t digest[MCU_SHA1_DIGEST_SIZE]);

/* One-shot hash of len bytes at data (NULL allowed if len == 0). */
mcu_status mcu_sha1(const void *data, size_t len,
                    uint8_t digest[MCU_SHA1_DIGEST_SIZE]);

/* SHA-1 for the generic interfaces (HMAC-SHA-1, ...). */
extern const mcu_hash_desc mcu_sha1_desc;

/* The same by technique, each in its own library
 * (//crypto/sha1:sha1_compress_<technique>), so an image may hold several and
 * name each; the _desc names are the ones the build chose
 * (//crypto/sha1:sha1_backend). Contexts are mcu_sha1_ctx. */
extern const mcu_hash_desc mcu_sha1_portable;     /* C++, any core */

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_SHA1_H_ */
