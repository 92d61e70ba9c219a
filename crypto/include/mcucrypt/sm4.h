/* SM4 block cipher (GB/T 32907-2016; draft-ribose-cfrg-sm4): 128-bit key,
 * 128-bit block, 32 rounds. Used through the block-cipher interface
 * (mcucrypt/block_cipher.h) and every mode over it:
 *
 *   mcu_block_key k;
 *   mcu_block_key_init(&k, &mcu_sm4_desc, key, MCU_SM4_KEY_SIZE);
 *   mcu_block_encrypt(&k, in, out);           or any mode in mcucrypt/modes.h
 *   mcu_block_key_wipe(&k);
 *
 * Implementations (descriptor name "sm4", impl names the technique):
 *   mcu_sm4_ct_desc     "ct_bitsliced": constant time. The S-box is computed
 *                       as a boolean circuit on bit slices, 8 blocks at once
 *                       (parallel_blocks 8: 1 to 8 blocks cost the same), in
 *                       encryption, decryption and the key schedule. The
 *                       default.
 *   mcu_sm4_table_desc  "table": 8-bit S-box lookups folded into a 1 KiB
 *                       T-table. VARIABLE TIME: the table index is secret,
 *                       so cache and bus timing can leak the key. Opt-in
 *                       only, for code that has no such attacker.
 * mcu_sm4_desc is the implementation the build selects
 * (bazel ... --//crypto/sm4:backend=//crypto/sm4:sm4_table); by default
 * mcu_sm4_ct_desc.
 *
 * The descriptors' functions are raw primitives (no argument checks); use
 * mcu_block_key_init, which rejects a key length other than
 * MCU_SM4_KEY_SIZE with MCU_ERR_INVALID_ARGUMENT. */
#ifndef MCUCRYPT_SM4_H_
#define MCUCRYPT_SM4_H_

#include "mcucrypt/block_cipher.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_SM4_KEY_SIZE 16
#define MCU_SM4_BLOCK_SIZE 16

/* The build's choice (--//crypto/sm4:backend): the core's constant-time
 * technique (mcu_sm4_ct_armv7m_desc on Cortex-M4, mcu_sm4_ct_mips32r2_desc on
 * MIPS32r2, mcu_sm4_ct_desc elsewhere)
 * unless set. */
extern const mcu_block_cipher_desc mcu_sm4_desc;

/* Constant time, bitsliced S-box circuit, by technique: C (library
 * //crypto/sm4:sm4_ct_portable), Thumb-2 rounds for Armv7E-M
 * (//crypto/sm4:sm4_ct_armv7m) and MIPS32r2 rounds
 * (//crypto/sm4:sm4_ct_mips32r2). */
extern const mcu_block_cipher_desc mcu_sm4_ct_desc;
extern const mcu_block_cipher_desc mcu_sm4_ct_armv7m_desc;
extern const mcu_block_cipher_desc mcu_sm4_ct_mips32r2_desc;

/* Variable time, T-table, by technique: C (//crypto/sm4:sm4_table) and a
 * Thumb-2 block loop (//crypto/sm4:sm4_table_armv7m): opt-in only. */
extern const mcu_block_cipher_desc mcu_sm4_table_desc;
extern const mcu_block_cipher_desc mcu_sm4_table_armv7m_desc;

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_SM4_H_ */
