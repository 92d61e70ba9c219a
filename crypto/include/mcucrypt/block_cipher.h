/* A block cipher as a value: what every mode (ECB, CBC, CTR), MAC (CMAC),
 * AEAD (GCM, CCM) and DRBG (CTR_DRBG) takes, so each works with AES, 3DES
 * and SM4 alike, and a board driver can swap in an accelerator by providing
 * a descriptor of its own. Every cipher header declares its descriptors
 * (mcu_aes128_desc in mcucrypt/aes.h, mcu_sm4_desc in mcucrypt/sm4.h, ...).
 *
 *   mcu_block_key k;                        caller-owned, on the stack
 *   mcu_block_key_init(&k, &mcu_aes128_desc, key, 16);
 *   mcu_cbc_encrypt(&k, iv, in, len, out);  (mcucrypt/modes.h)
 *   mcu_block_key_wipe(&k);
 *
 * The descriptor's function pointers are the cipher's raw primitives, for
 * modes and drivers: they do not check arguments. Applications use
 * mcu_block_key_init and the modes, which do. */
#ifndef MCUCRYPT_BLOCK_CIPHER_H_
#define MCUCRYPT_BLOCK_CIPHER_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The largest block (AES, SM4: 16 bytes; DES: 8). */
#define MCU_BLOCK_MAX_SIZE 16
/* The largest key of any block cipher (AES-256, 3DES three-key: 32, 24). */
#define MCU_BLOCK_MAX_KEY_SIZE 32
/* Room for the largest key schedule, in 32-bit words (fixsliced AES-256:
 * 15 round keys of 8 words; table AES-256: 60 encryption + 60 decryption
 * words). */
#define MCU_BLOCK_SCHEDULE_WORDS 120

typedef struct mcu_block_cipher_desc mcu_block_cipher_desc;

/* A keyed block cipher. Treat as opaque; copyable. magic marks a key set up
 * by mcu_block_key_init and not wiped since; the modes reject anything else
 * with MCU_ERR_BAD_STATE. */
typedef struct mcu_block_key {
  const mcu_block_cipher_desc *cipher;
  uint32_t magic;
  uint32_t schedule[MCU_BLOCK_SCHEDULE_WORDS];
} mcu_block_key;

/* Whole modes a driver may run itself (an engine with its own CBC or CTR
 * sequencer, or its own GCM or CCM). Each entry is optional (NULL: the portable mode over the
 * block functions runs); when present it has the same contract as the
 * portable function in mcucrypt/modes.h it replaces, called with arguments
 * already checked and len a whole number of blocks. */
typedef struct mcu_block_mode_ops {
  mcu_status (*cbc_encrypt)(const mcu_block_key *key, uint8_t *iv,
                            const uint8_t *in, size_t len, uint8_t *out);
  mcu_status (*cbc_decrypt)(const mcu_block_key *key, uint8_t *iv,
                            const uint8_t *in, size_t len, uint8_t *out);
  /* Counter mode over whole blocks: counter is the big-endian counter block,
   * the low counter_bits (32, or 8 * block size) increment and wrap; it is
   * advanced past the blocks used. */
  mcu_status (*ctr_xor)(const mcu_block_key *key, uint8_t *counter,
                        unsigned counter_bits, const uint8_t *in, size_t len,
                        uint8_t *out);
  /* A whole AEAD, for an engine that runs GCM or CCM itself: the contract of
   * mcu_gcm_encrypt / mcu_gcm_decrypt / mcu_ccm_encrypt / mcu_ccm_decrypt
   * (mcucrypt/gcm.h, mcucrypt/ccm.h), called with the key, lengths and
   * pointers already checked. The caller wipes out (zeroes it, decrypting)
   * when the engine returns an error; software leaves these NULL and the
   * generic GCM and CCM over the block functions run. */
  mcu_status (*gcm_encrypt)(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                            const uint8_t *aad, size_t aad_len, const uint8_t *in,
                            size_t len, uint8_t *out, uint8_t *tag, size_t tag_len);
  mcu_status (*gcm_decrypt)(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                            const uint8_t *aad, size_t aad_len, const uint8_t *in,
                            size_t len, const uint8_t *tag, size_t tag_len, uint8_t *out);
  mcu_status (*ccm_encrypt)(const mcu_block_key *key, const uint8_t *nonce,
                            size_t nonce_len, const uint8_t *aad, size_t aad_len,
                            const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
                            size_t tag_len);
  mcu_status (*ccm_decrypt)(const mcu_block_key *key, const uint8_t *nonce,
                            size_t nonce_len, const uint8_t *aad, size_t aad_len,
                            const uint8_t *in, size_t len, const uint8_t *tag,
                            size_t tag_len, uint8_t *out);
} mcu_block_mode_ops;

struct mcu_block_cipher_desc {
  /* Lower case, OpenSSL's spelling without the mode: "aes-128", "aes-192",
   * "aes-256", "des-ede" (two-key 3DES), "des-ede3" (three-key 3DES), "sm4".
   * A second implementation of the same cipher has the same name; impl says
   * which one it is, named by technique ("ct_fixsliced", "table", "mmcau"). */
  const char *name;
  const char *impl;
  size_t block_size;       /* bytes: 16, or 8 for DES */
  size_t key_size;         /* bytes, exactly */
  size_t parallel_blocks;  /* encrypt/decrypt run fastest on multiples of this */
  int constant_time;       /* 1 if no secret-dependent branch, address or
                              variable-time instruction; 0 for opt-in
                              table implementations */
  /* Expands key_size bytes of key into schedule (MCU_BLOCK_SCHEDULE_WORDS
   * words). MCU_ERR_INVALID_KEY for a key the cipher refuses. */
  mcu_status (*expand_key)(uint32_t *schedule, const uint8_t *key);
  /* Encrypt / decrypt n whole blocks (ECB); out may equal in exactly.
   * Software returns MCU_OK; an engine returns MCU_ERR_HARDWARE or
   * MCU_ERR_TIMEOUT when it fails, and every mode, MAC, AEAD and DRBG hands
   * that status to its caller (with its output wiped, as on any error). */
  mcu_status (*encrypt_blocks)(const uint32_t *schedule, const uint8_t *in,
                               uint8_t *out, size_t n);
  mcu_status (*decrypt_blocks)(const uint32_t *schedule, const uint8_t *in,
                               uint8_t *out, size_t n);
  const mcu_block_mode_ops *modes; /* NULL: portable modes only */
  /* NULL for an implementation that runs every case itself. A driver whose
   * hardware cannot do some cases (a key size, an IV length, an unaligned or
   * oversized buffer) runs those in software and names them here, e.g.
   * "unaligned buffers, IV not 12 bytes: software", so the benchmark and the
   * generated README can say what the hardware really covers. */
  const char *fallback;
};

/* Sets up k for cipher with key. key_len must equal cipher->key_size
 * (MCU_ERR_INVALID_ARGUMENT otherwise); on any error k is wiped. */
mcu_status mcu_block_key_init(mcu_block_key *k,
                              const mcu_block_cipher_desc *cipher,
                              const uint8_t *key, size_t key_len);

/* Wipes the schedule; k must be initialised again before use. k may be
 * NULL. */
void mcu_block_key_wipe(mcu_block_key *k);

/* One block each way, with checks (for protocols that need a raw block). */
mcu_status mcu_block_encrypt(const mcu_block_key *k, const uint8_t *in,
                             uint8_t *out);
mcu_status mcu_block_decrypt(const mcu_block_key *k, const uint8_t *in,
                             uint8_t *out);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_BLOCK_CIPHER_H_ */
