/* HMAC (RFC 2104, FIPS 198-1) over any hash descriptor (mcucrypt/hash_desc.h).
 *
 *   mcu_hmac_ctx ctx;                                 caller owns the context
 *   mcu_hmac_init(&ctx, &mcu_sha256_desc, key, key_len);
 *   mcu_hmac_update(&ctx, msg, msg_len);               any number of times
 *   mcu_hmac_final(&ctx, tag, tag_len);                 wipes ctx
 *
 * Keys longer than the hash's block size are hashed first (RFC 2104 section
 * 2); any key length, including 0, is accepted. Tags may be truncated to
 * their leftmost tag_len bytes, 1 <= tag_len <= digest size (FIPS 198-1
 * section 5; SP 800-107 advises at least 4 bytes, and enough for the
 * application). To check a received tag use mcu_hmac_verify or
 * mcu_hmac_final_verify, which compare in constant time; never memcmp. */
#ifndef MCUCRYPT_HMAC_H_
#define MCUCRYPT_HMAC_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The longest tag any hash gives (a full SHA-512 / SHA3-512 digest). */
#define MCU_HMAC_MAX_TAG_SIZE MCU_HASH_MAX_DIGEST_SIZE

/* Storage for one hash context of any algorithm, aligned for the widest
 * field a hash context holds. */
typedef union mcu_hmac_hash_state {
  uint8_t bytes[MCU_HASH_MAX_CONTEXT_SIZE];
  uint64_t align_u64;
  void *align_ptr;
  size_t align_size;
} mcu_hmac_hash_state;

/* Treat as opaque. After init, inner has absorbed K0 ^ ipad and outer
 * K0 ^ opad, so the key itself is not kept. The context may be copied (e.g.
 * to MAC several messages under one key without re-keying). magic marks a
 * context that was initialised and not yet finalised; a zeroed or finalised
 * context is rejected with MCU_ERR_BAD_STATE. */
typedef struct mcu_hmac_ctx {
  mcu_hmac_hash_state inner;
  mcu_hmac_hash_state outer;
  const mcu_hash_desc *hash;
  uint32_t magic;
} mcu_hmac_ctx;

/* Starts an HMAC with `hash` and the key_len-byte key (key may be NULL only
 * if key_len == 0). Any previous contents of *ctx are discarded. Fails with
 * MCU_ERR_INVALID_ARGUMENT for a NULL pointer or a descriptor whose sizes do
 * not fit the limits in hash_desc.h, and with MCU_ERR_UNSUPPORTED for a hash
 * whose block is shorter than its digest (e.g. Ascon-Hash256, rate 8 bytes):
 * HMAC is not defined for it. On failure *ctx is left rejected
 * (MCU_ERR_BAD_STATE). */
mcu_status mcu_hmac_init(mcu_hmac_ctx *ctx, const mcu_hash_desc *hash,
                         const void *key, size_t key_len);

/* Absorbs len bytes of the message (data may be NULL only if len == 0).
 * Errors of the hash (e.g. MCU_ERR_LENGTH_LIMIT) are passed on. */
mcu_status mcu_hmac_update(mcu_hmac_ctx *ctx, const void *data, size_t len);

/* Writes the leftmost tag_len bytes of the tag and wipes *ctx.
 * 1 <= tag_len <= hash->digest_size, else MCU_ERR_INVALID_ARGUMENT and *ctx is
 * left as it was. */
mcu_status mcu_hmac_final(mcu_hmac_ctx *ctx, uint8_t *tag, size_t tag_len);

/* Finishes like mcu_hmac_final and compares the leftmost tag_len bytes of the
 * tag with expected_tag in constant time: MCU_OK if equal, else
 * MCU_ERR_AUTH_FAILED. Wipes *ctx (except on argument errors). */
mcu_status mcu_hmac_final_verify(mcu_hmac_ctx *ctx, const uint8_t *expected_tag,
                                 size_t tag_len);

/* One-shot HMAC of msg_len bytes at msg (NULL allowed if msg_len == 0). */
mcu_status mcu_hmac(const mcu_hash_desc *hash, const void *key, size_t key_len,
                    const void *msg, size_t msg_len, uint8_t *tag,
                    size_t tag_len);

/* One-shot verification: MCU_OK if expected_tag (tag_len bytes,
 * 1 <= tag_len <= digest size) is the leftmost tag_len bytes of
 * HMAC(key, msg), MCU_ERR_AUTH_FAILED if not, another error for bad
 * arguments. The comparison is constant-time. */
mcu_status mcu_hmac_verify(const mcu_hash_desc *hash, const void *key,
                           size_t key_len, const void *msg, size_t msg_len,
                           const uint8_t *expected_tag, size_t tag_len);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_HMAC_H_ */
