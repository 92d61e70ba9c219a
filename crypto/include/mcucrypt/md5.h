/* MD5 (RFC 1321). Broken for collision resistance: for legacy protocols
 * and checksums only, never for new signatures or certificates. */
#ifndef MCUCRYPT_MD5_H_
#define MCUCRYPT_MD5_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_MD5_DIGEST_SIZE 16
#define MCU_MD5_BLOCK_SIZE 64

/* Treat as opaque. magic marks a context that was initialised and not yet
 * finalised; a zeroed or finalised context is rejected with
 * MCU_ERR_BAD_STATE. */
typedef struct mcu_md5_ctx {
  uint32_t state[4];
  uint64_t total_bytes;
  uint8_t buffer[MCU_MD5_BLOCK_SIZE];
  uint32_t buffered;
  uint32_t magic;
} mcu_md5_ctx;

/* Starts a new hash. Any previous contents of *ctx are discarded. */
mcu_status mcu_md5_init(mcu_md5_ctx *ctx);

/* Absorbs len bytes. data may be NULL only if len == 0. Fails with
 * MCU_ERR_LENGTH_LIMIT (absorbing nothing) if the total would exceed
 * 2^61 - 1 bytes. */
mcu_status mcu_md5_update(mcu_md5_ctx *ctx, const void *data, size_t len);

/* Writes the digest and wipes *ctx; init it again before reuse. */
mcu_status mcu_md5_final(mcu_md5_ctx *ctx, uint8_t digest[MCU_MD5_DIGEST_SIZE]);

/* One-shot hash of len bytes at data (NULL allowed if len == 0). */
mcu_status mcu_md5(const void *data, size_t len,
                   uint8_t digest[MCU_MD5_DIGEST_SIZE]);

/* MD5 for the generic interfaces (HMAC-MD5, ...). */
extern const mcu_hash_desc mcu_md5_desc;

/* The same by technique, each in its own library
 * (//crypto/md5:md5_compress_<technique>), so an image may hold several and
 * name each; the _desc names are the ones the build chose
 * (//crypto/md5:md5_backend). Contexts are mcu_md5_ctx. */
extern const mcu_hash_desc mcu_md5_portable;      /* C++, any core */
extern const mcu_hash_desc mcu_md5_armv7m;        /* Thumb-2, Armv7E-M (Cortex-M4) */
extern const mcu_hash_desc mcu_md5_mips32r2;      /* MIPS32r2 (microAptiv) */

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_MD5_H_ */
