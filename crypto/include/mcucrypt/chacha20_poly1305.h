/* ChaCha20, HChaCha20, XChaCha20, Poly1305 and the AEADs
 * ChaCha20-Poly1305 (RFC 8439) and XChaCha20-Poly1305
 * (draft-irtf-cfrg-xchacha-03).
 *
 *   mcu_chacha20_poly1305_encrypt(key, nonce, 12, aad, aad_len, pt, len,
 *                                 ct, tag, 16);
 *   mcu_chacha20_poly1305_decrypt(key, nonce, 12, aad, aad_len, ct, len,
 *                                 tag, 16, pt);   MCU_ERR_AUTH_FAILED, pt zeroed
 *
 * The AEADs follow the contract in mcucrypt/aead_desc.h: nonces are exactly
 * 12 (ChaCha20-Poly1305) or 24 (XChaCha20-Poly1305) bytes and tags exactly
 * 16 bytes (RFC 8439 defines no truncation); anything else is
 * MCU_ERR_INVALID_ARGUMENT. A nonce must never repeat under one key.
 *
 * All functions run in time independent of keys and data, wipe their
 * intermediate state, and return MCU_ERR_INVALID_ARGUMENT for a NULL pointer
 * with a non-zero length, or for out overlapping in other than exactly
 * (out == in is allowed). */
#ifndef MCUCRYPT_CHACHA20_POLY1305_H_
#define MCUCRYPT_CHACHA20_POLY1305_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/aead_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_CHACHA20_KEY_SIZE 32
#define MCU_CHACHA20_NONCE_SIZE 12  /* RFC 8439: 96-bit nonce, 32-bit counter */
#define MCU_CHACHA20_BLOCK_SIZE 64
#define MCU_HCHACHA20_NONCE_SIZE 16
#define MCU_HCHACHA20_OUTPUT_SIZE 32
#define MCU_XCHACHA20_NONCE_SIZE 24
#define MCU_POLY1305_KEY_SIZE 32
#define MCU_POLY1305_TAG_SIZE 16
#define MCU_CHACHA20_POLY1305_KEY_SIZE 32
#define MCU_CHACHA20_POLY1305_NONCE_SIZE 12
#define MCU_XCHACHA20_POLY1305_NONCE_SIZE 24
#define MCU_CHACHA20_POLY1305_TAG_SIZE 16

/* --- ChaCha20 (RFC 8439 section 2.4) -------------------------------------- */

/* XORs len bytes of the ChaCha20 key stream for (key, nonce), starting at
 * block `counter`, into in, writing out (out may equal in). The 32-bit block
 * counter must not wrap: if len needs more than 2^32 - counter blocks the
 * call returns MCU_ERR_LENGTH_LIMIT and writes nothing. */
mcu_status mcu_chacha20_xor(const uint8_t key[MCU_CHACHA20_KEY_SIZE],
                            const uint8_t nonce[MCU_CHACHA20_NONCE_SIZE],
                            uint32_t counter, const uint8_t *in, size_t len,
                            uint8_t *out);

/* HChaCha20 (draft-irtf-cfrg-xchacha-03 section 2.2): a 32-byte subkey from
 * key and a 16-byte nonce. */
mcu_status mcu_hchacha20(const uint8_t key[MCU_CHACHA20_KEY_SIZE],
                         const uint8_t nonce[MCU_HCHACHA20_NONCE_SIZE],
                         uint8_t out[MCU_HCHACHA20_OUTPUT_SIZE]);

/* XChaCha20 (draft-irtf-cfrg-xchacha-03 section 2.3): ChaCha20 under
 * HChaCha20(key, nonce[0..15]) with nonce 0x00000000 || nonce[16..23].
 * Same rules as mcu_chacha20_xor. */
mcu_status mcu_xchacha20_xor(const uint8_t key[MCU_CHACHA20_KEY_SIZE],
                             const uint8_t nonce[MCU_XCHACHA20_NONCE_SIZE],
                             uint32_t counter, const uint8_t *in, size_t len,
                             uint8_t *out);

/* --- Poly1305 (RFC 8439 section 2.5) -------------------------------------- */

/* Treat as opaque. A one-time authenticator: a key must MAC one message
 * only. magic marks a context that was initialised and not finalised; a
 * zeroed or finalised context is rejected with MCU_ERR_BAD_STATE. */
typedef struct mcu_poly1305_ctx {
  uint32_t r[4];    /* clamped r */
  uint32_t s[4];    /* the added key half */
  uint32_t h[5];    /* accumulator, partially reduced mod 2^130 - 5 */
  uint8_t buf[16];  /* a partial block */
  uint32_t buf_len;
  uint32_t magic;
} mcu_poly1305_ctx;

/* Starts a MAC with the 32-byte one-time key r || s. */
mcu_status mcu_poly1305_init(mcu_poly1305_ctx *ctx,
                             const uint8_t key[MCU_POLY1305_KEY_SIZE]);

/* Absorbs len bytes (data may be NULL only if len == 0). */
mcu_status mcu_poly1305_update(mcu_poly1305_ctx *ctx, const void *data,
                               size_t len);

/* Writes the 16-byte tag and wipes *ctx. */
mcu_status mcu_poly1305_final(mcu_poly1305_ctx *ctx,
                              uint8_t tag[MCU_POLY1305_TAG_SIZE]);

/* One-shot Poly1305 of len bytes at msg. */
mcu_status mcu_poly1305(const uint8_t key[MCU_POLY1305_KEY_SIZE],
                        const void *msg, size_t len,
                        uint8_t tag[MCU_POLY1305_TAG_SIZE]);

/* --- AEADs (contract: mcucrypt/aead_desc.h) --------------------------------- */

/* RFC 8439 section 2.8. nonce_len == 12, tag_len == 16. */
mcu_status mcu_chacha20_poly1305_encrypt(const uint8_t *key, const uint8_t *nonce,
                                         size_t nonce_len, const uint8_t *aad,
                                         size_t aad_len, const uint8_t *in,
                                         size_t len, uint8_t *out, uint8_t *tag,
                                         size_t tag_len);
mcu_status mcu_chacha20_poly1305_decrypt(const uint8_t *key, const uint8_t *nonce,
                                         size_t nonce_len, const uint8_t *aad,
                                         size_t aad_len, const uint8_t *in,
                                         size_t len, const uint8_t *tag,
                                         size_t tag_len, uint8_t *out);

/* draft-irtf-cfrg-xchacha-03 section 2: ChaCha20-Poly1305 under
 * HChaCha20(key, nonce[0..15]) with nonce 0x00000000 || nonce[16..23].
 * nonce_len == 24, tag_len == 16. */
mcu_status mcu_xchacha20_poly1305_encrypt(const uint8_t *key, const uint8_t *nonce,
                                          size_t nonce_len, const uint8_t *aad,
                                          size_t aad_len, const uint8_t *in,
                                          size_t len, uint8_t *out, uint8_t *tag,
                                          size_t tag_len);
mcu_status mcu_xchacha20_poly1305_decrypt(const uint8_t *key, const uint8_t *nonce,
                                          size_t nonce_len, const uint8_t *aad,
                                          size_t aad_len, const uint8_t *in,
                                          size_t len, const uint8_t *tag,
                                          size_t tag_len, uint8_t *out);

/* "chacha20-poly1305": key 32, nonce 12, tag 16. */
extern const mcu_aead_desc mcu_chacha20_poly1305_desc;
/* "xchacha20-poly1305": key 32, nonce 24, tag 16. */
extern const mcu_aead_desc mcu_xchacha20_poly1305_desc;

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_CHACHA20_POLY1305_H_ */
