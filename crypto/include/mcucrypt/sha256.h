/* SHA-256 and SHA-224 (FIPS 180-4). */
#ifndef MCUCRYPT_SHA256_H_
#define MCUCRYPT_SHA256_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_SHA256_DIGEST_SIZE 32
#define MCU_SHA256_BLOCK_SIZE 64

#define MCU_SHA224_DIGEST_SIZE 28
#define MCU_SHA224_BLOCK_SIZE 64

/* Treat as opaque. magic marks a context that was initialised and not yet
 * finalised; a zeroed or finalised context is rejected with
 * MCU_ERR_BAD_STATE. */
typedef struct mcu_sha256_ctx {
  uint32_t state[8];
  uint64_t total_bytes;
  uint8_t buffer[MCU_SHA256_BLOCK_SIZE];
  uint32_t buffered;
  uint32_t magic;
} mcu_sha256_ctx;

/* Starts a new hash. Any previous contents of *ctx are discarded. */
mcu_status mcu_sha256_init(mcu_sha256_ctx *ctx);

/* Absorbs len bytes. data may be NULL only if len == 0. Fails with
 * MCU_ERR_LENGTH_LIMIT (absorbing nothing) if the total would exceed
 * 2^61 - 1 bytes. */
mcu_status mcu_sha256_update(mcu_sha256_ctx *ctx, const void *data, size_t len);

/* Writes the digest and wipes *ctx; init it again before reuse. */
mcu_status mcu_sha256_final(mcu_sha256_ctx *ctx,
                            uint8_t digest[MCU_SHA256_DIGEST_SIZE]);

/* One-shot hash of len bytes at data (NULL allowed if len == 0). */
mcu_status mcu_sha256(const void *data, size_t len,
                      uint8_t digest[MCU_SHA256_DIGEST_SIZE]);

/* SHA-256 for the generic interfaces (HMAC, HKDF, ...). */
extern const mcu_hash_desc mcu_sha256_desc;

/* SHA-224: SHA-256 with another initial value, cut to 28 bytes. Same
 * context layout and rules as SHA-256; a context belongs to the variant
 * whose init started it (the other's update/final return
 * MCU_ERR_BAD_STATE). */
typedef mcu_sha256_ctx mcu_sha224_ctx;

mcu_status mcu_sha224_init(mcu_sha224_ctx *ctx);
mcu_status mcu_sha224_update(mcu_sha224_ctx *ctx, const void *data, size_t len);
mcu_status mcu_sha224_final(mcu_sha224_ctx *ctx,
                            uint8_t digest[MCU_SHA224_DIGEST_SIZE]);
mcu_status mcu_sha224(const void *data, size_t len,
                      uint8_t digest[MCU_SHA224_DIGEST_SIZE]);

extern const mcu_hash_desc mcu_sha224_desc;

/* The same two hashes by technique, each in its own library
 * (//crypto/sha2:sha256_compress_<technique>), so an image may hold several
 * and name each; mcu_sha256_desc and mcu_sha224_desc are the ones the build
 * chose (//crypto/sha2:sha256_backend). Contexts are mcu_sha256_ctx. */
extern const mcu_hash_desc mcu_sha256_portable;   /* C++, any core */
extern const mcu_hash_desc mcu_sha224_portable;
extern const mcu_hash_desc mcu_sha256_armv7m;     /* Thumb-2, Armv7E-M (Cortex-M4) */
extern const mcu_hash_desc mcu_sha224_armv7m;
extern const mcu_hash_desc mcu_sha256_mips32r2;   /* MIPS32r2 (microAptiv) */
extern const mcu_hash_desc mcu_sha224_mips32r2;

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_SHA256_H_ */
