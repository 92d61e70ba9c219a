/* CCM, Counter with CBC-MAC (NIST SP 800-38C, RFC 3610), over any 128-bit
 * block cipher (mcucrypt/block_cipher.h: AES, SM4), and its AEAD
 * descriptors.
 *
 *   mcu_block_key k;
 *   mcu_block_key_init(&k, &mcu_aes128_desc, key, 16);
 *   mcu_ccm_encrypt(&k, nonce, 12, aad, aad_len, pt, len, ct, tag, 16);
 *   mcu_ccm_decrypt(&k, nonce, 12, aad, aad_len, ct, len, tag, 16, pt);
 *                                    MCU_ERR_AUTH_FAILED, pt zeroed
 *   mcu_block_key_wipe(&k);
 *
 *   mcu_aes128_ccm_encrypt(key, nonce, 12, ...)  raw key, = &mcu_aes128_ccm_desc
 *
 * Parameters (RFC 3610 section 2, SP 800-38C Appendix A):
 *  - nonce_len: 7 to 13 bytes; the length field then has L = 15 - nonce_len
 *    bytes. A nonce must never repeat under one key.
 *  - tag_len: 4, 6, 8, 10, 12, 14 or 16 bytes.
 *  - len: below 2^(8L) bytes (L = 2: 65535 bytes; nonce 12, L = 3: 16 MiB),
 *    else MCU_ERR_LENGTH_LIMIT; aad_len: any (up to 2^64 - 1).
 *
 * Errors: MCU_ERR_INVALID_ARGUMENT for a NULL pointer with a non-zero length
 * (key, nonce and tag are always needed), a bad nonce_len or tag_len, a
 * cipher whose block is not 16 bytes, or out overlapping in other than
 * exactly (out == in is allowed); MCU_ERR_BAD_STATE for a key not
 * initialised. Decryption follows mcucrypt/aead_desc.h: the tag is checked in
 * constant time; on MCU_ERR_AUTH_FAILED, and on every other error once out is
 * known to be valid, out is zeroed.
 *
 * How it runs: when the cipher's driver has a CTR engine
 * (cipher->modes->ctr_xor) or the cipher works one block at a time
 * (parallel_blocks 1), the counter mode is mcu_ctr_xor (mcucrypt/modes.h,
 * full-width counter) and the CBC-MAC a chain of single blocks. A cipher
 * that runs blocks in pairs for the price of one (fixsliced AES, bitsliced
 * SM4: parallel_blocks >= 2) instead encrypts each CBC-MAC block together
 * with its counter block in one call, which halves the cost of CCM there.
 * Either way nothing branches on or indexes by secret data, so with a
 * constant-time cipher CCM runs in time independent of key, nonce and data
 * (lengths are public). Intermediate state is wiped before return. */
#ifndef MCUCRYPT_CCM_H_
#define MCUCRYPT_CCM_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/aead_desc.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_CCM_NONCE_SIZE 12  /* the descriptors' nonce length (L = 3) */
#define MCU_CCM_TAG_SIZE 16    /* the descriptors' tag length */
#define MCU_CCM_MIN_NONCE_SIZE 7
#define MCU_CCM_MAX_NONCE_SIZE 13

/* --- Generic, over an initialised block key (16-byte block) ------------- */

mcu_status mcu_ccm_encrypt(const mcu_block_key *key, const uint8_t *nonce, size_t nonce_len,
                           const uint8_t *aad, size_t aad_len, const uint8_t *in,
                           size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);

mcu_status mcu_ccm_decrypt(const mcu_block_key *key, const uint8_t *nonce, size_t nonce_len,
                           const uint8_t *aad, size_t aad_len, const uint8_t *in,
                           size_t len, const uint8_t *tag, size_t tag_len, uint8_t *out);

/* --- Raw-key AEADs (contract: mcucrypt/aead_desc.h) ---------------------- *
 * The key schedule is built on the stack and wiped. Key lengths are fixed
 * by the function: 16 (AES-128, SM4), 24 (AES-192), 32 (AES-256). */

mcu_status mcu_aes128_ccm_encrypt(const uint8_t *key, const uint8_t *nonce, size_t nonce_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);
mcu_status mcu_aes128_ccm_decrypt(const uint8_t *key, const uint8_t *nonce, size_t nonce_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, const uint8_t *tag, size_t tag_len,
                                  uint8_t *out);
mcu_status mcu_aes192_ccm_encrypt(const uint8_t *key, const uint8_t *nonce, size_t nonce_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);
mcu_status mcu_aes192_ccm_decrypt(const uint8_t *key, const uint8_t *nonce, size_t nonce_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, const uint8_t *tag, size_t tag_len,
                                  uint8_t *out);
mcu_status mcu_aes256_ccm_encrypt(const uint8_t *key, const uint8_t *nonce, size_t nonce_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);
mcu_status mcu_aes256_ccm_decrypt(const uint8_t *key, const uint8_t *nonce, size_t nonce_len,
                                  const uint8_t *aad, size_t aad_len, const uint8_t *in,
                                  size_t len, const uint8_t *tag, size_t tag_len,
                                  uint8_t *out);
mcu_status mcu_sm4_ccm_encrypt(const uint8_t *key, const uint8_t *nonce, size_t nonce_len,
                               const uint8_t *aad, size_t aad_len, const uint8_t *in,
                               size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);
mcu_status mcu_sm4_ccm_decrypt(const uint8_t *key, const uint8_t *nonce, size_t nonce_len,
                               const uint8_t *aad, size_t aad_len, const uint8_t *in,
                               size_t len, const uint8_t *tag, size_t tag_len,
                               uint8_t *out);

/* "aes-128-ccm", "aes-192-ccm", "aes-256-ccm" (//crypto/ccm:aes_ccm, over the
 * build's AES) and "sm4-ccm" (//crypto/ccm:sm4_ccm, RFC 8998): key
 * 16/24/32/16, nonce 12, tag 16 (other lengths as above). */
extern const mcu_aead_desc mcu_aes128_ccm_desc;
extern const mcu_aead_desc mcu_aes192_ccm_desc;
extern const mcu_aead_desc mcu_aes256_ccm_desc;
extern const mcu_aead_desc mcu_sm4_ccm_desc;

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_CCM_H_ */
