/* Block-cipher modes of operation over any keyed block cipher
 * (mcucrypt/block_cipher.h; 16-byte blocks: AES, SM4; 8-byte: 3DES):
 * ECB, CBC (NIST SP 800-38A sections 6.1, 6.2), CBC with PKCS#7 padding
 * (RFC 5652 section 6.3) and CTR (SP 800-38A section 6.5), one-shot and
 * streaming.
 *
 *   mcu_block_key k;
 *   mcu_block_key_init(&k, &mcu_aes128_desc, key, 16);
 *   mcu_cbc_pkcs7_encrypt(&k, iv, pt, len, ct, ct_cap, &ct_len);
 *   mcu_ctr_xor(&k, counter, 128, in, len, out);   counter advanced
 *   mcu_block_key_wipe(&k);
 *
 * Common rules. Every function returns MCU_ERR_INVALID_ARGUMENT for a NULL
 * pointer (data pointers may be NULL only when their length is 0), for a
 * length the mode cannot take, and for an output that overlaps its input
 * other than exactly (out == in, in place, is always allowed);
 * MCU_ERR_BAD_STATE for a key that was not initialised (or was wiped). On an
 * argument error nothing is written. Keystream and intermediate blocks are
 * wiped before return. The modes add no secret-dependent branch or address to
 * the cipher's: with a constant-time cipher (desc->constant_time) the whole
 * operation, PKCS#7 padding check included, runs in time independent of key,
 * IV/counter and data (the lengths are public).
 *
 * When key->cipher->modes provides cbc_encrypt, cbc_decrypt or ctr_xor (an
 * accelerator's own sequencer), it runs the whole blocks; the portable code
 * runs the rest. CTR batches counter blocks in multiples of the cipher's
 * parallel_blocks.
 *
 * An IV must be unpredictable for CBC (SP 800-38A Appendix C) and a counter
 * block must never be reused under one key for CTR. CBC and CTR give no
 * integrity: use an AEAD, or MAC the ciphertext (encrypt-then-MAC). */
#ifndef MCUCRYPT_MODES_H_
#define MCUCRYPT_MODES_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/block_cipher.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* --- One-shot ------------------------------------------------------------- */

/* ECB: len a multiple of the block size (0 allowed). */
mcu_status mcu_ecb_encrypt(const mcu_block_key *key, const uint8_t *in, size_t len,
                           uint8_t *out);
mcu_status mcu_ecb_decrypt(const mcu_block_key *key, const uint8_t *in, size_t len,
                           uint8_t *out);

/* CBC without padding: len a multiple of the block size (0 allowed). iv
 * (block size bytes) is replaced by the last ciphertext block, so a message
 * can be processed in several calls. */
mcu_status mcu_cbc_encrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in,
                           size_t len, uint8_t *out);
mcu_status mcu_cbc_decrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in,
                           size_t len, uint8_t *out);

/* CBC with PKCS#7 padding: any len; the ciphertext is len rounded up to the
 * next whole block (a whole block of padding when len is a multiple), and
 * out_cap must hold it (MCU_ERR_BUFFER_TOO_SMALL otherwise). *out_len gets
 * the ciphertext length. iv is not changed. */
mcu_status mcu_cbc_pkcs7_encrypt(const mcu_block_key *key, const uint8_t *iv,
                                 const uint8_t *in, size_t len, uint8_t *out,
                                 size_t out_cap, size_t *out_len);

/* Decrypts len bytes (a non-zero multiple of the block size) and removes the
 * padding. out_cap must be at least len - 1, the longest possible plaintext
 * (MCU_ERR_BUFFER_TOO_SMALL otherwise); the bytes of out past *out_len, up to
 * len - 1, are zeroed. The padding is checked in constant time: on bad
 * padding the result is MCU_ERR_BAD_PADDING, *out_len = 0 and all len - 1
 * bytes of out are zeroed, after the same work as for a good one. */
mcu_status mcu_cbc_pkcs7_decrypt(const mcu_block_key *key, const uint8_t *iv,
                                 const uint8_t *in, size_t len, uint8_t *out,
                                 size_t out_cap, size_t *out_len);

/* CTR: XORs len bytes (any length) of keystream E(counter), E(counter + 1),
 * ... into in, writing out. counter is the big-endian counter block (block
 * size bytes) whose low counter_bits bits increment modulo 2^counter_bits,
 * the bits above them staying fixed: 32 for GCM's inc32, 8 * block size for
 * a full-width counter (SP 800-38A B.1), anything from 1 to 8 * block size.
 * On return counter is advanced by ceil(len / block size) (a partial last
 * block uses up a counter value), so calls chain on block boundaries. */
mcu_status mcu_ctr_xor(const mcu_block_key *key, uint8_t *counter, unsigned counter_bits,
                       const uint8_t *in, size_t len, uint8_t *out);

/* --- Streaming ---------------------------------------------------------- */

typedef enum mcu_cipher_mode {
  MCU_MODE_ECB = 1,
  MCU_MODE_CBC = 2,       /* no padding: the total must be whole blocks */
  MCU_MODE_CBC_PKCS7 = 3,
  MCU_MODE_CTR = 4        /* full-width counter; see mcu_cipher_init_ctr */
} mcu_cipher_mode;

typedef enum mcu_cipher_direction {
  MCU_ENCRYPT = 1,
  MCU_DECRYPT = 2
} mcu_cipher_direction;

/* Treat as opaque. Holds a pointer to the key, which must stay initialised
 * until final (it is checked on every call), the chaining value or counter,
 * and up to one block of buffered input or unused keystream. magic marks a
 * context that was initialised and not finalised; others are rejected with
 * MCU_ERR_BAD_STATE. */
typedef struct mcu_cipher_ctx {
  const mcu_block_key *key;
  uint8_t iv[MCU_BLOCK_MAX_SIZE];   /* CBC chaining value / CTR counter */
  uint8_t buf[MCU_BLOCK_MAX_SIZE];  /* buffered input / CTR keystream */
  uint32_t buf_len;                 /* bytes in buf / keystream bytes used */
  uint32_t mode;
  uint32_t direction;
  uint32_t counter_bits;
  uint32_t magic;
} mcu_cipher_ctx;

/* Starts a message. iv_len must be the block size for CBC, CBC-PKCS7 and
 * CTR (the initial counter block), and 0 for ECB (iv may then be NULL). Any
 * previous contents of *ctx are discarded; on failure *ctx is rejected. */
mcu_status mcu_cipher_init(mcu_cipher_ctx *ctx, const mcu_block_key *key,
                           mcu_cipher_mode mode, mcu_cipher_direction direction,
                           const uint8_t *iv, size_t iv_len);

/* CTR with counter_bits as in mcu_ctr_xor (the direction is irrelevant). */
mcu_status mcu_cipher_init_ctr(mcu_cipher_ctx *ctx, const mcu_block_key *key,
                               const uint8_t *counter, size_t counter_len,
                               unsigned counter_bits);

/* Processes len bytes (any length, in pieces of any size). Writes *out_len
 * bytes to out: CTR: len; ECB, CBC: the whole blocks now complete; CBC-PKCS7
 * decryption keeps the last whole block back for final. At most
 * len + block size bytes are ever written, and out_cap must cover what this
 * call writes (MCU_ERR_BUFFER_TOO_SMALL, nothing done, otherwise).
 * out == in is allowed. */
mcu_status mcu_cipher_update(mcu_cipher_ctx *ctx, const uint8_t *in, size_t len,
                             uint8_t *out, size_t out_cap, size_t *out_len);

/* Ends the message and wipes *ctx (except on argument errors). CBC-PKCS7
 * encryption writes the last block (block size bytes); decryption writes
 * the last plaintext bytes, checks the padding in constant time and writes up
 * to block size - 1 bytes (out_cap must allow that; the rest is zeroed): on
 * bad padding MCU_ERR_BAD_PADDING, *out_len = 0, out zeroed (plaintext that
 * earlier updates returned is the caller's to discard). ECB and CBC fail with
 * MCU_ERR_INVALID_ARGUMENT if the total was not whole blocks, and so does
 * CBC-PKCS7 decryption if it was not a non-zero number of blocks. CTR writes
 * nothing. */
mcu_status mcu_cipher_final(mcu_cipher_ctx *ctx, uint8_t *out, size_t out_cap,
                            size_t *out_len);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_MODES_H_ */
