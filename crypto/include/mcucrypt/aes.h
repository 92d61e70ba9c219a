/* AES-128, AES-192 and AES-256 (FIPS 197) as block cipher descriptors
 * (mcucrypt/block_cipher.h), for the modes, MACs and AEADs:
 *
 *   mcu_block_key k;
 *   mcu_block_key_init(&k, &mcu_aes128_desc, key, 16);   MCU_ERR_INVALID_ARGUMENT
 *                                                         for any other length
 *   mcu_block_encrypt(&k, in, out);                       one raw block
 *   mcu_block_key_wipe(&k);
 *
 * mcu_aes128_desc, mcu_aes192_desc and mcu_aes256_desc are the build's
 * choice, set by the label_flag //crypto/aes:backend:
 *
 *   default        //crypto/aes:aes_ct_fixsliced_default   constant time
 *   opt-in         --//crypto/aes:backend=//crypto/aes:aes_table_default
 *
 * Implementations (the descriptor's impl field, and constant_time):
 *
 *   "ct_fixsliced"  Fixsliced AES (Adomnicai & Peyrin, TCHES 2021): two
 *                   blocks at a time in eight bitsliced 32-bit words, the
 *                   S-box as a Boolean circuit. No secret-dependent branch,
 *                   memory address or variable-time instruction, key
 *                   expansion included (constant_time = 1). Runs fastest on
 *                   even block counts (parallel_blocks = 2); a single block
 *                   costs as much as two. "ct_fixsliced_armv7m" and
 *                   "ct_fixsliced_mips32r2": the same with the core's
 *                   assembly rounds.
 *
 *   "table"         Classic T-table AES. VARIABLE TIME: every round indexes
 *                   tables with secret bytes, so its timing depends on the
 *                   key and data through the cache and bus (constant_time =
 *                   0). Never the default; select it only where no attacker
 *                   can time the device, or measure it.
 *
 * Both are always built and each has its own named descriptors below
 * (tests and benchmarks use them directly). The descriptor functions do not
 * check arguments (block_cipher.h); mcu_block_key_init and the modes do.
 * Expanded keys live in mcu_block_key and are wiped by mcu_block_key_wipe;
 * the functions wipe their own intermediate state. */
#ifndef MCUCRYPT_AES_H_
#define MCUCRYPT_AES_H_

#include "mcucrypt/block_cipher.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_AES_BLOCK_SIZE 16
#define MCU_AES128_KEY_SIZE 16
#define MCU_AES192_KEY_SIZE 24
#define MCU_AES256_KEY_SIZE 32

/* The build's AES ("aes-128", "aes-192", "aes-256"): what everything else
 * uses. */
extern const mcu_block_cipher_desc mcu_aes128_desc;
extern const mcu_block_cipher_desc mcu_aes192_desc;
extern const mcu_block_cipher_desc mcu_aes256_desc;

/* Fixsliced, constant time, by technique: the C rounds on any core
 * (//crypto/aes:aes_ct_fixsliced_portable), Thumb-2 on Cortex-M4
 * (:aes_ct_fixsliced_armv7m, impl "ct_fixsliced_armv7m"), MIPS32r2
 * (:aes_ct_fixsliced_mips32r2, impl "ct_fixsliced_mips32r2"); one image may
 * hold several. //crypto/aes:aes_ct_fixsliced is the core's own. */
extern const mcu_block_cipher_desc mcu_aes128_ct_fixsliced_desc;
extern const mcu_block_cipher_desc mcu_aes192_ct_fixsliced_desc;
extern const mcu_block_cipher_desc mcu_aes256_ct_fixsliced_desc;
extern const mcu_block_cipher_desc mcu_aes128_ct_fixsliced_armv7m_desc;
extern const mcu_block_cipher_desc mcu_aes192_ct_fixsliced_armv7m_desc;
extern const mcu_block_cipher_desc mcu_aes256_ct_fixsliced_armv7m_desc;
extern const mcu_block_cipher_desc mcu_aes128_ct_fixsliced_mips32r2_desc;
extern const mcu_block_cipher_desc mcu_aes192_ct_fixsliced_mips32r2_desc;
extern const mcu_block_cipher_desc mcu_aes256_ct_fixsliced_mips32r2_desc;

/* T-table, VARIABLE TIME, opt-in only (//crypto/aes:aes_table). */
extern const mcu_block_cipher_desc mcu_aes128_table_desc;
extern const mcu_block_cipher_desc mcu_aes192_table_desc;
extern const mcu_block_cipher_desc mcu_aes256_table_desc;

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_AES_H_ */
