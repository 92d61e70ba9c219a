/* The SHA-512 family (FIPS 180-4): SHA-512, SHA-384, SHA-512/224 and
 * SHA-512/256. All four share one context layout and one compression
 * function; they differ in the initial value and the digest length. */
#ifndef MCUCRYPT_SHA512_H_
#define MCUCRYPT_SHA512_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_SHA512_DIGEST_SIZE 64
#define MCU_SHA512_BLOCK_SIZE 128
#define MCU_SHA384_DIGEST_SIZE 48
#define MCU_SHA384_BLOCK_SIZE 128
#define MCU_SHA512_224_DIGEST_SIZE 28
#define MCU_SHA512_224_BLOCK_SIZE 128
#define MCU_SHA512_256_DIGEST_SIZE 32
#define MCU_SHA512_256_BLOCK_SIZE 128

/* Treat as opaque. magic marks a context that was initialised and not yet
 * finalised, and by which variant; a zeroed or finalised context, or one
 * started by another variant, is rejected with MCU_ERR_BAD_STATE. */
typedef struct mcu_sha512_ctx {
  uint64_t state[8];
  uint64_t total_bytes;
  uint8_t buffer[MCU_SHA512_BLOCK_SIZE];
  uint32_t buffered;
  uint32_t magic;
} mcu_sha512_ctx;

typedef mcu_sha512_ctx mcu_sha384_ctx;
typedef mcu_sha512_ctx mcu_sha512_224_ctx;
typedef mcu_sha512_ctx mcu_sha512_256_ctx;

/* The rules of mcucrypt/sha256.h: init discards any previous contents;
 * update takes data == NULL only with len == 0 and fails with
 * MCU_ERR_LENGTH_LIMIT (absorbing nothing) past 2^61 - 1 bytes in total (an
 * implementation limit, below FIPS 180-4's 2^128 - 1 bits); final writes the
 * digest and wipes *ctx; the one-shot takes data == NULL if len == 0. */
mcu_status mcu_sha512_init(mcu_sha512_ctx *ctx);
mcu_status mcu_sha512_update(mcu_sha512_ctx *ctx, const void *data, size_t len);
mcu_status mcu_sha512_final(mcu_sha512_ctx *ctx,
                            uint8_t digest[MCU_SHA512_DIGEST_SIZE]);
mcu_status mcu_sha512(const void *data, size_t len,
                      uint8_t digest[MCU_SHA512_DIGEST_SIZE]);

mcu_status mcu_sha384_init(mcu_sha384_ctx *ctx);
mcu_status mcu_sha384_update(mcu_sha384_ctx *ctx, const void *data, size_t len);
mcu_status mcu_sha384_final(mcu_sha384_ctx *ctx,
                            uint8_t digest[MCU_SHA384_DIGEST_SIZE]);
mcu_status mcu_sha384(const void *data, size_t len,
                      uint8_t digest[MCU_SHA384_DIGEST_SIZE]);

mcu_status mcu_sha512_224_init(mcu_sha512_224_ctx *ctx);
mcu_status mcu_sha512_224_update(mcu_sha512_224_ctx *ctx, const void *data,
                                 size_t len);
mcu_status mcu_sha512_224_final(mcu_sha512_224_ctx *ctx,
                                uint8_t digest[MCU_SHA512_224_DIGEST_SIZE]);
mcu_status mcu_sha512_224(const void *data, size_t len,
                          uint8_t digest[MCU_SHA512_224_DIGEST_SIZE]);

mcu_status mcu_sha512_256_init(mcu_sha512_256_ctx *ctx);
mcu_status mcu_sha512_256_update(mcu_sha512_256_ctx *ctx, const void *data,
                                 size_t len);
mcu_status mcu_sha512_256_final(mcu_sha512_256_ctx *ctx,
                                uint8_t digest[MCU_SHA512_256_DIGEST_SIZE]);
mcu_status mcu_sha512_256(const void *data, size_t len,
                          uint8_t digest[MCU_SHA512_256_DIGEST_SIZE]);

/* For the generic interfaces (HMAC, HKDF, ...). */
extern const mcu_hash_desc mcu_sha512_desc;
extern const mcu_hash_desc mcu_sha384_desc;
extern const mcu_hash_desc mcu_sha512_224_desc;
extern const mcu_hash_desc mcu_sha512_256_desc;

/* The same by technique, each in its own library
 * (//crypto/sha2:sha512_compress_<technique>), so an image may hold several and
 * name each; the _desc names are the ones the build chose
 * (//crypto/sha2:sha512_backend). Contexts are mcu_sha512_ctx. */
extern const mcu_hash_desc mcu_sha512_portable;   /* C++, any core */
extern const mcu_hash_desc mcu_sha384_portable;
extern const mcu_hash_desc mcu_sha512_224_portable;
extern const mcu_hash_desc mcu_sha512_256_portable;
extern const mcu_hash_desc mcu_sha512_armv7m;     /* Thumb-2, Armv7E-M (Cortex-M4) */
extern const mcu_hash_desc mcu_sha384_armv7m;
extern const mcu_hash_desc mcu_sha512_224_armv7m;
extern const mcu_hash_desc mcu_sha512_256_armv7m;
extern const mcu_hash_desc mcu_sha512_mips32r2;   /* MIPS32r2 (microAptiv) */
extern const mcu_hash_desc mcu_sha384_mips32r2;
extern const mcu_hash_desc mcu_sha512_224_mips32r2;
extern const mcu_hash_desc mcu_sha512_256_mips32r2;

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_SHA512_H_ */
