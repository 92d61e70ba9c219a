/* SHA3-224, SHA3-256, SHA3-384, SHA3-512 and the XOFs SHAKE128, SHAKE256
 * (FIPS 202). One Keccak-f[1600] sponge serves all six.
 *
 * SHA3-*: the SHA-256 API shape (mcucrypt/sha256.h), one set of functions and
 * one context type per digest size:
 *
 *   mcu_sha3_256_ctx ctx;
 *   mcu_sha3_256_init(&ctx);
 *   mcu_sha3_256_update(&ctx, part, len);            (any number of times)
 *   mcu_sha3_256_final(&ctx, digest);                (wipes ctx)
 *   mcu_sha3_256(msg, len, digest);                  (one-shot)
 *
 * SHAKE: absorb with update, then squeeze any amount of output in as many
 * calls as wanted (the output is the same however it is split); update after
 * the first squeeze is MCU_ERR_BAD_STATE. final wipes the context.
 *
 *   mcu_shake128_ctx xof;
 *   mcu_shake128_init(&xof);
 *   mcu_shake128_update(&xof, seed, seed_len);
 *   mcu_shake128_squeeze(&xof, out, 168);
 *   mcu_shake128_squeeze(&xof, more, 32);
 *   mcu_shake128_final(&xof);
 *
 * Messages have no length limit (FIPS 202 sets none). Every function returns
 * MCU_ERR_INVALID_ARGUMENT for a NULL pointer with a non-zero length (or a
 * NULL context or digest) and MCU_ERR_BAD_STATE for a context that is not
 * initialised, already finalised, or initialised for another variant. */
#ifndef MCUCRYPT_SHA3_H_
#define MCUCRYPT_SHA3_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_SHA3_224_DIGEST_SIZE 28
#define MCU_SHA3_256_DIGEST_SIZE 32
#define MCU_SHA3_384_DIGEST_SIZE 48
#define MCU_SHA3_512_DIGEST_SIZE 64

/* The block size is the sponge's rate: 200 bytes minus twice the digest
 * size (SHA3-*), or minus twice the security strength (SHAKE). */
#define MCU_SHA3_224_BLOCK_SIZE 144
#define MCU_SHA3_256_BLOCK_SIZE 136
#define MCU_SHA3_384_BLOCK_SIZE 104
#define MCU_SHA3_512_BLOCK_SIZE 72
#define MCU_SHAKE128_BLOCK_SIZE 168
#define MCU_SHAKE256_BLOCK_SIZE 136

/* The Keccak-f[1600] state, 200 bytes, in the representation of the
 * permutation the library was built with (64-bit lanes, bit-interleaved
 * 32-bit words, ...). Not the FIPS 202 byte string: do not read it. */
typedef union mcu_keccak_state {
  uint64_t lanes[25];
  uint32_t words[50];
  uint8_t bytes[200];
} mcu_keccak_state;

/* Treat as opaque. The state itself is the message buffer (bytes are added
 * into it as they arrive), so there is no separate block buffer. magic marks
 * the algorithm and whether the sponge is absorbing or squeezing; a zeroed
 * or finalised context is rejected with MCU_ERR_BAD_STATE. */
typedef struct mcu_keccak_sponge {
  mcu_keccak_state state;
  uint32_t pos;   /* bytes absorbed into, or squeezed from, the current block */
  uint32_t magic;
} mcu_keccak_sponge;

/* One type per variant, so a context cannot be passed to another variant's
 * functions without a cast (which they detect: MCU_ERR_BAD_STATE). */
typedef struct mcu_sha3_224_ctx { mcu_keccak_sponge sponge; } mcu_sha3_224_ctx;
typedef struct mcu_sha3_256_ctx { mcu_keccak_sponge sponge; } mcu_sha3_256_ctx;
typedef struct mcu_sha3_384_ctx { mcu_keccak_sponge sponge; } mcu_sha3_384_ctx;
typedef struct mcu_sha3_512_ctx { mcu_keccak_sponge sponge; } mcu_sha3_512_ctx;
typedef struct mcu_shake128_ctx { mcu_keccak_sponge sponge; } mcu_shake128_ctx;
typedef struct mcu_shake256_ctx { mcu_keccak_sponge sponge; } mcu_shake256_ctx;

/* SHA3-224. init discards any previous contents of *ctx; update absorbs len
 * bytes (data may be NULL only if len == 0); final writes the digest and
 * wipes *ctx (init it again before reuse). */
mcu_status mcu_sha3_224_init(mcu_sha3_224_ctx *ctx);
mcu_status mcu_sha3_224_update(mcu_sha3_224_ctx *ctx, const void *data, size_t len);
mcu_status mcu_sha3_224_final(mcu_sha3_224_ctx *ctx,
                              uint8_t digest[MCU_SHA3_224_DIGEST_SIZE]);
mcu_status mcu_sha3_224(const void *data, size_t len,
                        uint8_t digest[MCU_SHA3_224_DIGEST_SIZE]);

/* SHA3-256, as SHA3-224. */
mcu_status mcu_sha3_256_init(mcu_sha3_256_ctx *ctx);
mcu_status mcu_sha3_256_update(mcu_sha3_256_ctx *ctx, const void *data, size_t len);
mcu_status mcu_sha3_256_final(mcu_sha3_256_ctx *ctx,
                              uint8_t digest[MCU_SHA3_256_DIGEST_SIZE]);
mcu_status mcu_sha3_256(const void *data, size_t len,
                        uint8_t digest[MCU_SHA3_256_DIGEST_SIZE]);

/* SHA3-384, as SHA3-224. */
mcu_status mcu_sha3_384_init(mcu_sha3_384_ctx *ctx);
mcu_status mcu_sha3_384_update(mcu_sha3_384_ctx *ctx, const void *data, size_t len);
mcu_status mcu_sha3_384_final(mcu_sha3_384_ctx *ctx,
                              uint8_t digest[MCU_SHA3_384_DIGEST_SIZE]);
mcu_status mcu_sha3_384(const void *data, size_t len,
                        uint8_t digest[MCU_SHA3_384_DIGEST_SIZE]);

/* SHA3-512, as SHA3-224. */
mcu_status mcu_sha3_512_init(mcu_sha3_512_ctx *ctx);
mcu_status mcu_sha3_512_update(mcu_sha3_512_ctx *ctx, const void *data, size_t len);
mcu_status mcu_sha3_512_final(mcu_sha3_512_ctx *ctx,
                              uint8_t digest[MCU_SHA3_512_DIGEST_SIZE]);
mcu_status mcu_sha3_512(const void *data, size_t len,
                        uint8_t digest[MCU_SHA3_512_DIGEST_SIZE]);

/* SHAKE128. update absorbs (MCU_ERR_BAD_STATE once squeezing has begun).
 * squeeze writes the next len bytes of output (out may be NULL only if
 * len == 0); the first call ends absorbing, even with len == 0. final wipes
 * *ctx, in either phase (MCU_ERR_BAD_STATE, still wiping, if *ctx was not an
 * initialised SHAKE128 context). The one-shot form writes out_len bytes of
 * SHAKE128(data) to out. */
mcu_status mcu_shake128_init(mcu_shake128_ctx *ctx);
mcu_status mcu_shake128_update(mcu_shake128_ctx *ctx, const void *data, size_t len);
mcu_status mcu_shake128_squeeze(mcu_shake128_ctx *ctx, uint8_t *out, size_t len);
mcu_status mcu_shake128_final(mcu_shake128_ctx *ctx);
mcu_status mcu_shake128(const void *data, size_t len, uint8_t *out, size_t out_len);

/* SHAKE256, as SHAKE128. */
mcu_status mcu_shake256_init(mcu_shake256_ctx *ctx);
mcu_status mcu_shake256_update(mcu_shake256_ctx *ctx, const void *data, size_t len);
mcu_status mcu_shake256_squeeze(mcu_shake256_ctx *ctx, uint8_t *out, size_t len);
mcu_status mcu_shake256_final(mcu_shake256_ctx *ctx);
mcu_status mcu_shake256(const void *data, size_t len, uint8_t *out, size_t out_len);

/* SHA3-* for the generic interfaces (HMAC, HKDF, ...); block_size is the
 * rate. */
extern const mcu_hash_desc mcu_sha3_224_desc;
extern const mcu_hash_desc mcu_sha3_256_desc;
extern const mcu_hash_desc mcu_sha3_384_desc;
extern const mcu_hash_desc mcu_sha3_512_desc;

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_SHA3_H_ */
