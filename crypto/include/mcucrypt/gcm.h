/* GCM, the Galois/Counter Mode (NIST SP 800-38D), over any 128-bit block
 * cipher (mcucrypt/block_cipher.h: AES, SM4), and its AEAD descriptors.
 *
 *   mcu_block_key k;
 *   mcu_block_key_init(&k, &mcu_aes128_desc, key, 16);
 *   mcu_gcm_encrypt(&k, iv, 12, aad, aad_len, pt, len, ct, tag, 16);
 *   mcu_gcm_decrypt(&k, iv, 12, aad, aad_len, ct, len, tag, 16, pt);
 *                                    MCU_ERR_AUTH_FAILED, pt zeroed
 *   mcu_block_key_wipe(&k);
 *
 *   mcu_aes128_gcm_encrypt(key, iv, 12, ...)    raw key, = &mcu_aes128_gcm_desc
 *
 * Parameters (SP 800-38D section 5.2.1):
 *  - iv_len: any length >= 1 byte. 12 bytes (96 bits) is the recommended
 *    length and the fast path (J0 = IV || 0^31 || 1); any other length is
 *    GHASHed into J0 (section 7.1 step 2). Never repeat an IV under a key.
 *  - tag_len: 16, 15, 14, 13 or 12 bytes; also 8 and 4, which SP 800-38D
 *    Appendix C allows only for special applications with bounded message
 *    lengths and invocation counts: use them only under those limits.
 *  - len: at most 2^36 - 32 bytes (2^39 - 256 bits); aad_len and iv_len at
 *    most 2^61 - 1 bytes. Longer inputs (possible only where size_t has 64
 *    bits) give MCU_ERR_LENGTH_LIMIT.
 *
 * Errors: MCU_ERR_INVALID_ARGUMENT for a NULL pointer with a non-zero length
 * (key, iv and tag are always needed), a bad iv_len or tag_len, a cipher
 * whose block is not 16 bytes, or out overlapping in other than exactly (out
 * == in is allowed); MCU_ERR_BAD_STATE for a key not initialised. Decryption
 * follows mcucrypt/aead_desc.h: the tag is checked in constant time before
 * any plaintext is released; on MCU_ERR_AUTH_FAILED, and on every other error
 * once out is known to be valid, out is zeroed.
 *
 * GHASH is the backend the build selects (//crypto/gcm:ghash_backend): by
 * default "ct_mul_holes", constant time (integer multiplications on
 * operands masked to every fourth bit; no secret-dependent branch or
 * address); opt-in "table4", 4-bit Shoup tables, VARIABLE TIME (secret
 * indexed lookups). The counter mode is mcu_ctr_xor (mcucrypt/modes.h,
 * 32-bit counter), so a board driver's CTR engine runs it. With a
 * constant-time cipher and the default GHASH, the whole operation runs in
 * time independent of key, IV and data (lengths are public). H, the counter
 * blocks and all intermediate state are wiped before return. */
#ifndef MCUCRYPT_GCM_H_
#define MCUCRYPT_GCM_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/aead_desc.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_GCM_IV_SIZE 12   /* the recommended IV length */
/* Any IV of 1 byte up to 2^64 - 1 bits (SP 800-38D 5.2.1.1), as size_t allows. */
#define MCU_GCM_MIN_IV_SIZE 1
#define MCU_GCM_MAX_IV_SIZE \
  (SIZE_MAX < 0x1FFFFFFFFFFFFFFFull ? (size_t)SIZE_MAX : (size_t)0x1FFFFFFFFFFFFFFFull)
#define MCU_GCM_TAG_SIZE 16  /* the full tag */

/* --- Generic, over an initialised block key (16-byte block) ------------- */

mcu_status mcu_gcm_encrypt(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                           const uint8_t *aad, size_t aad_len, const uint8_t *in,
                           size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);

mcu_status mcu_gcm_decrypt(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                           const uint8_t *aad, size_t aad_len, const uint8_t *in,
                           size_t len, const uint8_t *tag, size_t tag_len, uint8_t *out);

/* --- Raw-key AEADs (contract: mcucrypt/aead_desc.h) ---------------------- *
 * The key schedule is built on the stack and wiped. Key lengths are fixed
 * by the function: 16 (AES-128, SM4), 24 (AES-192), 32 (AES-256). */

mcu_status mcu_aes128_gcm_encrypt(const uint8_t *key, const uint8_t *iv, size_t iv_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);
mcu_status mcu_aes128_gcm_decrypt(const uint8_t *key, const uint8_t *iv, size_t iv_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, const uint8_t *tag, size_t tag_len,
                                  uint8_t *out);
mcu_status mcu_aes192_gcm_encrypt(const uint8_t *key, const uint8_t *iv, size_t iv_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);
mcu_status mcu_aes192_gcm_decrypt(const uint8_t *key, const uint8_t *iv, size_t iv_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, const uint8_t *tag, size_t tag_len,
                                  uint8_t *out);
mcu_status mcu_aes256_gcm_encrypt(const uint8_t *key, const uint8_t *iv, size_t iv_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);
mcu_status mcu_aes256_gcm_decrypt(const uint8_t *key, const uint8_t *iv, size_t iv_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, const uint8_t *tag, size_t tag_len,
                                  uint8_t *out);
mcu_status mcu_sm4_gcm_encrypt(const uint8_t *key, const uint8_t *iv, size_t iv_len,
                               const uint8_t *aad, size_t aad_len, const uint8_t *in,
                               size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);
mcu_status mcu_sm4_gcm_decrypt(const uint8_t *key, const uint8_t *iv, size_t iv_len,
                               const uint8_t *aad, size_t aad_len, const uint8_t *in,
                               size_t len, const uint8_t *tag, size_t tag_len,
                               uint8_t *out);

/* "aes-128-gcm", "aes-192-gcm", "aes-256-gcm" (//crypto/gcm:aes_gcm, over the
 * build's AES) and "sm4-gcm" (//crypto/gcm:sm4_gcm, the build's SM4): key
 * 16/24/32/16, nonce 12, tag 16 (other lengths as above). */
extern const mcu_aead_desc mcu_aes128_gcm_desc;
extern const mcu_aead_desc mcu_aes192_gcm_desc;
extern const mcu_aead_desc mcu_aes256_gcm_desc;
extern const mcu_aead_desc mcu_sm4_gcm_desc;

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_GCM_H_ */
