/* CMAC (NIST SP 800-38B; RFC 4493 for AES-128) over any keyed block cipher
 * (mcucrypt/block_cipher.h): 16-byte blocks (AES, SM4; Rb = 0x87) and 8-byte
 * blocks (3DES, "TCMAC"; Rb = 0x1B).
 *
 *   mcu_cmac_ctx ctx;                      caller owns the context
 *   mcu_cmac_init(&ctx, &key);             key: an initialised mcu_block_key
 *   mcu_cmac_update(&ctx, msg, len);       any number of times
 *   mcu_cmac_final(&ctx, tag, 16);         wipes ctx
 *
 *   mcu_aes_cmac(key, 16, msg, len, tag, 16);   AES-CMAC in one call
 *
 * Tags may be truncated to their leftmost tag_len bytes, 1 <= tag_len <=
 * block size (SP 800-38B section 5.2 and Appendix A advise at least 8 bytes,
 * and more for many verification attempts). Check received tags with the
 * verify functions, which compare in constant time; never memcmp.
 * The context keeps a pointer to the key, which must stay initialised until
 * final (checked on every call: MCU_ERR_BAD_STATE otherwise). All functions
 * return MCU_ERR_INVALID_ARGUMENT for NULL pointers (msg may be NULL when
 * len is 0) and bad tag lengths, run in time independent of key, message and
 * tags (with a constant-time cipher), and wipe subkeys and intermediate
 * values. */
#ifndef MCUCRYPT_CMAC_H_
#define MCUCRYPT_CMAC_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/block_cipher.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_CMAC_MAX_TAG_SIZE MCU_BLOCK_MAX_SIZE

/* Treat as opaque; may be copied (to MAC several messages with a common
 * prefix). magic marks a context initialised and not yet finalised. */
typedef struct mcu_cmac_ctx {
  const mcu_block_key *key;
  uint8_t k1[MCU_BLOCK_MAX_SIZE];   /* subkeys (SP 800-38B 6.1) */
  uint8_t k2[MCU_BLOCK_MAX_SIZE];
  uint8_t x[MCU_BLOCK_MAX_SIZE];    /* CBC-MAC chaining value */
  uint8_t buf[MCU_BLOCK_MAX_SIZE];  /* the last block seen, maybe partial */
  uint32_t buf_len;
  uint32_t magic;
} mcu_cmac_ctx;

/* Starts a MAC under key (derives the subkeys). Any previous contents of
 * *ctx are discarded; on failure *ctx is rejected. */
mcu_status mcu_cmac_init(mcu_cmac_ctx *ctx, const mcu_block_key *key);

/* Absorbs len bytes. */
mcu_status mcu_cmac_update(mcu_cmac_ctx *ctx, const void *msg, size_t len);

/* Writes the leftmost tag_len bytes of the tag and wipes *ctx
 * (1 <= tag_len <= block size, else MCU_ERR_INVALID_ARGUMENT and *ctx is
 * left as it was). */
mcu_status mcu_cmac_final(mcu_cmac_ctx *ctx, uint8_t *tag, size_t tag_len);

/* Finishes like mcu_cmac_final and compares with expected_tag (tag_len
 * bytes) in constant time: MCU_OK or MCU_ERR_AUTH_FAILED. Wipes *ctx. */
mcu_status mcu_cmac_final_verify(mcu_cmac_ctx *ctx, const uint8_t *expected_tag,
                                 size_t tag_len);

/* One-shot CMAC and verification over an initialised key. */
mcu_status mcu_cmac(const mcu_block_key *key, const void *msg, size_t len, uint8_t *tag,
                    size_t tag_len);
mcu_status mcu_cmac_verify(const mcu_block_key *key, const void *msg, size_t len,
                           const uint8_t *expected_tag, size_t tag_len);

/* AES-CMAC with a raw key of 16, 24 or 32 bytes (the build's AES,
 * mcucrypt/aes.h; library //crypto/mac:aes_cmac); any other key_len is
 * MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_aes_cmac(const uint8_t *key, size_t key_len, const void *msg, size_t len,
                        uint8_t *tag, size_t tag_len);
mcu_status mcu_aes_cmac_verify(const uint8_t *key, size_t key_len, const void *msg,
                               size_t len, const uint8_t *expected_tag, size_t tag_len);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_CMAC_H_ */
