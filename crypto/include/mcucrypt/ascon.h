/* Ascon (NIST SP 800-232, August 2025): Ascon-AEAD128, Ascon-Hash256,
 * Ascon-XOF128 and Ascon-CXOF128. These are the final standard's variants
 * (new initial values, little-endian byte order), not Ascon v1.2 / the NIST
 * LWC submission (Ascon-128, Ascon-128a), whose outputs differ. */
#ifndef MCUCRYPT_ASCON_H_
#define MCUCRYPT_ASCON_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/aead_desc.h"
#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Ascon-AEAD128 ------------------------------------------------------ */

#define MCU_ASCON_AEAD128_KEY_SIZE 16
#define MCU_ASCON_AEAD128_NONCE_SIZE 16  /* the only nonce length allowed */
#define MCU_ASCON_AEAD128_TAG_SIZE 16    /* the full tag */
/* SP 800-232 allows truncating the tag to no fewer than 32 bits: tag_len
 * may be 4..16 bytes, the tag's first tag_len bytes. Below 16 bytes the
 * application must limit the number of failed decryptions it allows. */
#define MCU_ASCON_AEAD128_MIN_TAG_SIZE 4
#define MCU_ASCON_AEAD128_RATE 16        /* bytes per permutation call */

/* Encrypts len bytes at in to out (out may equal in, must not otherwise
 * overlap it) and writes the tag_len-byte tag, under the 16-byte key and
 * the nonce_len (= 16) byte nonce, authenticating aad_len bytes at aad.
 * A nonce must never be reused with the same key. aad/in/out may be NULL
 * only when their length is 0. Bad arguments: MCU_ERR_INVALID_ARGUMENT,
 * nothing written. */
mcu_status mcu_ascon_aead128_encrypt(const uint8_t *key, const uint8_t *nonce,
                                     size_t nonce_len, const uint8_t *aad, size_t aad_len,
                                     const uint8_t *in, size_t len, uint8_t *out,
                                     uint8_t *tag, size_t tag_len);

/* Decrypts len bytes at in to out and checks the tag_len-byte tag in
 * constant time. On a mismatch returns MCU_ERR_AUTH_FAILED with out[0..len)
 * zeroed: no unauthenticated plaintext is released. Arguments as for
 * encryption. */
mcu_status mcu_ascon_aead128_decrypt(const uint8_t *key, const uint8_t *nonce,
                                     size_t nonce_len, const uint8_t *aad, size_t aad_len,
                                     const uint8_t *in, size_t len, const uint8_t *tag,
                                     size_t tag_len, uint8_t *out);

/* Ascon-AEAD128 for the generic interfaces: "ascon-aead128". */
extern const mcu_aead_desc mcu_ascon_aead128_desc;

/* ---- Ascon-Hash256 ----------------------------------------------------- */

#define MCU_ASCON_HASH256_DIGEST_SIZE 32
#define MCU_ASCON_HASH256_BLOCK_SIZE 8  /* the sponge's rate */

/* Treat as opaque. magic marks a context that was initialised and not yet
 * finalised; a zeroed or finalised context is rejected with
 * MCU_ERR_BAD_STATE. The state words are in the permutation backend's own
 * representation. */
typedef struct mcu_ascon_hash256_ctx {
  uint64_t state[5];
  uint8_t buffer[MCU_ASCON_HASH256_BLOCK_SIZE];
  uint32_t buffered;
  uint32_t magic;
} mcu_ascon_hash256_ctx;

/* Starts a new hash. Any previous contents of *ctx are discarded. */
mcu_status mcu_ascon_hash256_init(mcu_ascon_hash256_ctx *ctx);

/* Absorbs len bytes. data may be NULL only if len == 0. SP 800-232 sets no
 * message length limit. */
mcu_status mcu_ascon_hash256_update(mcu_ascon_hash256_ctx *ctx, const void *data,
                                    size_t len);

/* Writes the digest and wipes *ctx; init it again before reuse. */
mcu_status mcu_ascon_hash256_final(mcu_ascon_hash256_ctx *ctx,
                                   uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE]);

/* One-shot hash of len bytes at data (NULL allowed if len == 0). */
mcu_status mcu_ascon_hash256(const void *data, size_t len,
                             uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE]);

/* Ascon-Hash256 for the generic interfaces (HMAC, HKDF, ...). */
extern const mcu_hash_desc mcu_ascon_hash256_desc;

/* ---- Ascon-XOF128 and Ascon-CXOF128 ------------------------------------ */

#define MCU_ASCON_XOF128_BLOCK_SIZE 8  /* the sponge's rate */
/* SP 800-232 caps the customization string at 2048 bits. */
#define MCU_ASCON_CXOF128_MAX_CUSTOMIZATION_SIZE 256

/* Treat as opaque. A context absorbs (update) until the first squeeze, then
 * only squeezes, in as many calls as wanted; final wipes it (as SHAKE in
 * mcucrypt/sha3.h):
 *
 *   mcu_ascon_xof128_ctx xof;
 *   mcu_ascon_xof128_init(&xof);
 *   mcu_ascon_xof128_update(&xof, msg, msg_len);     (any number of times)
 *   mcu_ascon_xof128_squeeze(&xof, out, 32);
 *   mcu_ascon_xof128_squeeze(&xof, more, 100);       (continues the output)
 *   mcu_ascon_xof128_final(&xof);
 *
 * magic tells the two phases apart; a zeroed or finalised context is
 * rejected with MCU_ERR_BAD_STATE. */
typedef struct mcu_ascon_xof128_ctx {
  uint64_t state[5];
  /* Absorbing: the pending partial input block. Squeezing: the current
   * output block, of which `buffered` bytes have been handed out. */
  uint8_t buffer[MCU_ASCON_XOF128_BLOCK_SIZE];
  uint32_t buffered;
  uint32_t magic;
} mcu_ascon_xof128_ctx;

/* An Ascon-CXOF128 context: after init it absorbs and squeezes exactly like
 * Ascon-XOF128, through its own functions below. */
typedef struct mcu_ascon_cxof128_ctx {
  mcu_ascon_xof128_ctx xof;
} mcu_ascon_cxof128_ctx;

/* Starts Ascon-XOF128. Any previous contents of *ctx are discarded. */
mcu_status mcu_ascon_xof128_init(mcu_ascon_xof128_ctx *ctx);

/* Absorbs len bytes (data may be NULL only if len == 0). After the first
 * squeeze: MCU_ERR_BAD_STATE. */
mcu_status mcu_ascon_xof128_update(mcu_ascon_xof128_ctx *ctx, const void *data,
                                   size_t len);

/* Writes the next len bytes of output (out may be NULL only if len == 0);
 * the first call ends absorbing, even with len == 0. Repeated calls continue
 * the same output stream, so squeezing a then b bytes gives the same bytes
 * as squeezing a + b at once. */
mcu_status mcu_ascon_xof128_squeeze(mcu_ascon_xof128_ctx *ctx, uint8_t *out,
                                    size_t len);

/* Wipes *ctx, in either phase; init it again before reuse. Returns
 * MCU_ERR_BAD_STATE (still wiping) if *ctx was not an initialised context. */
mcu_status mcu_ascon_xof128_final(mcu_ascon_xof128_ctx *ctx);

/* One-shot: out_len bytes of Ascon-XOF128 of the len bytes at data. */
mcu_status mcu_ascon_xof128(const void *data, size_t len, uint8_t *out,
                            size_t out_len);

/* Starts Ascon-CXOF128 with the customization string (custom, custom_len):
 * custom may be NULL only if custom_len == 0; custom_len above
 * MCU_ASCON_CXOF128_MAX_CUSTOMIZATION_SIZE gives MCU_ERR_INVALID_ARGUMENT.
 * On any error *ctx (if not NULL) is left wiped, i.e. unusable. */
mcu_status mcu_ascon_cxof128_init(mcu_ascon_cxof128_ctx *ctx, const void *custom,
                                  size_t custom_len);

/* As mcu_ascon_xof128_update, _squeeze and _final. */
mcu_status mcu_ascon_cxof128_update(mcu_ascon_cxof128_ctx *ctx, const void *data,
                                    size_t len);
mcu_status mcu_ascon_cxof128_squeeze(mcu_ascon_cxof128_ctx *ctx, uint8_t *out,
                                     size_t len);
mcu_status mcu_ascon_cxof128_final(mcu_ascon_cxof128_ctx *ctx);

/* One-shot: out_len bytes of Ascon-CXOF128 of the message (data, len) under
 * the customization string (custom, custom_len); argument order as the
 * standard's Ascon-CXOF128(X, Z, L). */
mcu_status mcu_ascon_cxof128(const void *data, size_t len, const void *custom,
                             size_t custom_len, uint8_t *out, size_t out_len);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_ASCON_H_ */
