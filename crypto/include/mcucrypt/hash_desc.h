/* A hash function as a value: what HMAC, HKDF, PBKDF2, DRBGs and signatures
 * take, so each works with every hash. Every hash algorithm header declares
 * its descriptor (e.g. mcu_sha256_desc in mcucrypt/sha256.h); pass its
 * address. Contexts are plain structs the caller owns and may copy. */
#ifndef MCUCRYPT_HASH_DESC_H_
#define MCUCRYPT_HASH_DESC_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The largest digest and block sizes of any hash in mcucrypt, for callers
 * that size buffers for "any hash" (SHA-512: 64-byte digest; SHA3-224: a
 * 144-byte rate). */
#define MCU_HASH_MAX_DIGEST_SIZE 64
#define MCU_HASH_MAX_BLOCK_SIZE 144
/* The largest context of any hash, for callers that keep one for "any hash". */
#define MCU_HASH_MAX_CONTEXT_SIZE 416

typedef enum mcu_hash_id {
  MCU_HASH_MD5 = 1,
  MCU_HASH_SHA1 = 2,
  MCU_HASH_SHA224 = 3,
  MCU_HASH_SHA256 = 4,
  MCU_HASH_SHA384 = 5,
  MCU_HASH_SHA512 = 6,
  MCU_HASH_SHA512_224 = 7,
  MCU_HASH_SHA512_256 = 8,
  MCU_HASH_SHA3_224 = 9,
  MCU_HASH_SHA3_256 = 10,
  MCU_HASH_SHA3_384 = 11,
  MCU_HASH_SHA3_512 = 12,
  MCU_HASH_SM3 = 13,
  MCU_HASH_ASCON_HASH256 = 14
} mcu_hash_id;

/* Every implementation is a descriptor named after its technique
 * (mcu_sha256_portable, mcu_sha256_armv7m, mcu_sha256_mips32r2, a driver's
 * mcu_sha256_icm); the short name (mcu_sha256_desc) is the one the build
 * chooses. All of a hash's descriptors give the same digests. */
typedef struct mcu_hash_desc {
  mcu_hash_id id;
  const char *name;     /* lower case, OpenSSL's spelling: "sha256", "sha512-224", "sm3" */
  const char *impl;     /* the technique: "portable", "armv7m", "mips32r2", "icm", ... */
  size_t digest_size;   /* bytes */
  size_t block_size;    /* bytes per compression call; HMAC's B (the rate for SHA-3) */
  size_t context_size;  /* bytes of the algorithm's context (<= MCU_HASH_MAX_CONTEXT_SIZE) */
  int constant_time;    /* 1 if no secret-dependent branch, address or
                           variable-time instruction */
  /* The algorithm's streaming functions, taking its own context type. An
   * engine's failure (MCU_ERR_HARDWARE, MCU_ERR_TIMEOUT) is returned and
   * wipes ctx. */
  mcu_status (*init)(void *ctx);
  mcu_status (*update)(void *ctx, const void *data, size_t len);
  mcu_status (*final)(void *ctx, uint8_t *digest); /* digest_size bytes; wipes ctx */
  /* Optional (NULL: init, update, final): the whole message in one call, for
   * engines that only hash whole messages from the standard initial value
   * (the PIC32MZ W1 Crypto Engine). data may be NULL if len == 0. */
  mcu_status (*digest)(const void *data, size_t len, uint8_t *digest);
  /* NULL for an implementation that runs every case itself; a driver names
   * the cases its hardware leaves to software (see mcucrypt/block_cipher.h). */
  const char *fallback;
} mcu_hash_desc;

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_HASH_DESC_H_ */
