/* DES (FIPS 46-3) and Triple-DES, TDEA (NIST SP 800-67 Rev. 2), as block
 * cipher descriptors (mcucrypt/block_cipher.h), for the modes and MACs:
 *
 *   mcu_block_key k;
 *   mcu_block_key_init(&k, &mcu_des_ede3_desc, key, 24);  MCU_ERR_INVALID_ARGUMENT
 *                                                          for any other length
 *   mcu_block_encrypt(&k, in, out);                        one raw 8-byte block
 *   mcu_block_key_wipe(&k);
 *
 * Ciphers (block size 8 bytes):
 *
 *   "des"       single DES, 8-byte key.
 *   "des-ede"   two-key Triple-DES (keying option 2): 16-byte key K1 || K2,
 *               E_K1(D_K2(E_K1(x))).
 *   "des-ede3"  three-key Triple-DES (keying option 1): 24-byte key
 *               K1 || K2 || K3, E_K3(D_K2(E_K1(x))).
 *
 * LEGACY: single DES (56-bit keys) is broken by exhaustive search, and
 * two-key Triple-DES is disallowed for encryption by NIST SP 800-131A Rev. 2;
 * both exist here only to interoperate with old systems (payment terminals,
 * smart cards). Three-key Triple-DES is deprecated too (its 64-bit block
 * limits one key to 2^20 blocks, SP 800-67 Rev. 2); prefer AES.
 *
 * Keys: every 8-byte DES key carries 56 key bits; the low bit of each byte
 * (the odd-parity bit) is ignored, not checked. Weak and semi-weak keys,
 * and Triple-DES keys whose parts repeat (K1 = K2 degrades to single DES),
 * are accepted, as the NIST known-answer tests require; an application that
 * must refuse them checks the key itself.
 *
 * mcu_des_desc, mcu_des_ede_desc and mcu_des_ede3_desc are the build's
 * choice, set by the label_flag //crypto/des:backend:
 *
 *   default   //crypto/des:des_ct_default      constant time ("ct_bitsliced32",
 *                                              "ct_bitsliced32_armv7m" on Cortex-M4)
 *   opt-in    --//crypto/des:backend=//crypto/des:des_table_default
 *
 * Implementations (the descriptor's impl field, and constant_time):
 *
 *   "ct_bitsliced32"  32 blocks at once, one bit of each block per bit of
 *                 a 32-bit word; the S-boxes as boolean circuits (AND, OR,
 *                 XOR, AND-NOT) and every permutation a choice of words.
 *                 Constant time like "ct_muxtree" (constant_time = 1),
 *                 and the same key schedule. parallel_blocks = 32: a call
 *                 with 32 blocks or more runs ~11x faster than "ct_muxtree"
 *                 (ECB; CTR and CBC decryption in the modes' 16-block
 *                 batches ~6x); the
 *                 last n % 32 blocks of a call run as one padded pass, or,
 *                 when fewer than 3, through "ct_truthtable" one by one (so
 *                 a single block, e.g. CBC encryption, costs what it costs
 *                 there).
 *
 *   "ct_muxtree"  The eight S-boxes side by side in 4-bit lanes of one
 *                 32-bit word, each lane a multiplexer tree over the S-box's
 *                 packed truth table selected by its six input bits; the
 *                 permutations with shifts, masks and rotations. No
 *                 secret-dependent branch, memory address or variable-time
 *                 instruction, key schedule included (constant_time = 1).
 *
 *   "ct_truthtable"  One block at a time: each S-box output bit read
 *                 from its 64-entry truth table (two words) by a select on
 *                 b1 and a rotation by the other five input bits, placed
 *                 straight under P. Constant time (constant_time = 1):
 *                 every table word read every round, rotations by a
 *                 register amount are single-cycle on the supported
 *                 cores. ~1.3x faster than "ct_muxtree" on the Cortex-M4.
 *
 *   "table"       Classic combined S-box/P tables indexed by key-dependent
 *                 bits. VARIABLE TIME: its timing depends on key and data
 *                 through the cache and bus (constant_time = 0). Never the
 *                 default; only where no attacker can time the device.
 *
 * All are always built and each has its own named descriptors below (tests
 * and benchmarks use them directly). The descriptor functions do not check
 * arguments (block_cipher.h); mcu_block_key_init and the modes do. The
 * round keys (16 per DES key, 32 words each) live in mcu_block_key's
 * schedule and are wiped by mcu_block_key_wipe; decryption runs the same
 * round keys in reverse order. The functions wipe their own intermediate
 * state. */
#ifndef MCUCRYPT_DES_H_
#define MCUCRYPT_DES_H_

#include "mcucrypt/block_cipher.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_DES_BLOCK_SIZE 8
#define MCU_DES_KEY_SIZE 8
#define MCU_DES_EDE_KEY_SIZE 16
#define MCU_DES_EDE3_KEY_SIZE 24

/* The build's DES ("des", "des-ede", "des-ede3"): what everything else
 * uses. */
extern const mcu_block_cipher_desc mcu_des_desc;
extern const mcu_block_cipher_desc mcu_des_ede_desc;
extern const mcu_block_cipher_desc mcu_des_ede3_desc;

/* Bitsliced, 32 blocks per pass, constant time, by technique: the C++
 * rounds on any core (//crypto/des:des_ct_bitsliced_portable) and Thumb-2 on
 * Cortex-M4 (:des_ct_bitsliced_armv7m, impl "ct_bitsliced32_armv7m"); one
 * image may hold both. //crypto/des:des_ct_bitsliced is the core's own. */
extern const mcu_block_cipher_desc mcu_des_ct_bitsliced_desc;
extern const mcu_block_cipher_desc mcu_des_ede_ct_bitsliced_desc;
extern const mcu_block_cipher_desc mcu_des_ede3_ct_bitsliced_desc;
extern const mcu_block_cipher_desc mcu_des_ct_bitsliced_armv7m_desc;
extern const mcu_block_cipher_desc mcu_des_ede_ct_bitsliced_armv7m_desc;
extern const mcu_block_cipher_desc mcu_des_ede3_ct_bitsliced_armv7m_desc;

/* Multiplexer-tree S-boxes, constant time (//crypto/des:des_ct). */
extern const mcu_block_cipher_desc mcu_des_ct_desc;
extern const mcu_block_cipher_desc mcu_des_ede_ct_desc;
extern const mcu_block_cipher_desc mcu_des_ede3_ct_desc;

/* Truth tables read by rotation, constant time (//crypto/des:des_ct). */
extern const mcu_block_cipher_desc mcu_des_ct_truthtable_desc;
extern const mcu_block_cipher_desc mcu_des_ede_ct_truthtable_desc;
extern const mcu_block_cipher_desc mcu_des_ede3_ct_truthtable_desc;

/* S-box/P tables, VARIABLE TIME, opt-in only (//crypto/des:des_table). */
extern const mcu_block_cipher_desc mcu_des_table_desc;
extern const mcu_block_cipher_desc mcu_des_ede_table_desc;
extern const mcu_block_cipher_desc mcu_des_ede3_table_desc;

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_DES_H_ */
