// Fixsliced AES: the rounds, as the interface between the part every build
// shares (key schedule, descriptors, odd block: aes_ct_fixsliced.cc) and a
// core's implementation of them, each under its own names so one image can
// hold several (the C one is the reference on every core):
//   mcu_aes_ct_fixsliced_portable_*  aes_ct_fixsliced_portable.cc, C++, any core
//   mcu_aes_ct_fixsliced_armv7m_*    aes_ct_fixsliced_armv7m.S, Thumb-2, Cortex-M4
//   mcu_aes_ct_fixsliced_mips32r2_*  aes_ct_fixsliced_mips32r2.S, MIPS32r2
// Each takes the schedule of ExpandKey (Nr + 1 round keys of 8 words, in
// their rounds' frames, the S-box constant folded into keys 1..Nr) and
// encrypts or decrypts `pairs` pairs of blocks (32 bytes each, any
// alignment; out may equal in exactly). nr is 10, 12 or 14. Constant time:
// nothing but the public nr and pairs selects a branch or an address.
#ifndef MCUCRYPT_AES_AES_CT_FIXSLICED_CORE_H_
#define MCUCRYPT_AES_AES_CT_FIXSLICED_CORE_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// ctr_batches: CTR over whole batches of 8 counter blocks (aes_ct_fixsliced.cc's
// CtrXor sets up the context and gives the method): block j of the call
// (j = 0 .. 8 batches - 1) has the counter block upper || low0 + j, where
// upper (bytes 0..11) is incremented by one for the blocks past the wrap of
// the low word when wide (a 128-bit counter), kept when not (32-bit: GCM).
// out = in ^ keystream, 128 bytes a batch (any alignment; out may equal in
// exactly). Constant time: the counter and the key select no branch and no
// address.
typedef struct mcu_aes_ct_fixsliced_ctr_ctx {
  const uint32_t *rk;  // the schedule
  uint32_t nr;         // 10, 12 or 14
  uint32_t low0;       // low counter word of block 0
  uint32_t wide;       // 1: 128-bit counter, 0: 32-bit
  uint32_t key3;       // column 3 of round key 0 (key bytes 12..15), little-endian
  uint32_t e[8];       // round 1 of columns 0..2 (after AddRoundKey 1), for upper
  uint32_t d[8];       // e of upper + 1, XOR e (wide only)
} mcu_aes_ct_fixsliced_ctr_ctx;

void mcu_aes_ct_fixsliced_portable_encrypt_pairs(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                        uint8_t *out, size_t pairs);
void mcu_aes_ct_fixsliced_portable_decrypt_pairs(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                        uint8_t *out, size_t pairs);
void mcu_aes_ct_fixsliced_portable_ctr_batches(const mcu_aes_ct_fixsliced_ctr_ctx *ctx,
                                      const uint8_t *in, uint8_t *out, size_t batches);
void mcu_aes_ct_fixsliced_armv7m_encrypt_pairs(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                        uint8_t *out, size_t pairs);
void mcu_aes_ct_fixsliced_armv7m_decrypt_pairs(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                        uint8_t *out, size_t pairs);
// cbc_decrypt_pairs: decrypt_pairs with each block XORed with the 16 bytes
// before it in in (its CBC chaining value: in - 16 must be readable), for
// out disjoint from in.
void mcu_aes_ct_fixsliced_armv7m_cbc_decrypt_pairs(const uint32_t *rk, unsigned nr,
                                                   const uint8_t *in, uint8_t *out, size_t pairs);
// cbc_encrypt_blocks: CBC encryption of `blocks` blocks (16 bytes each, any
// alignment; out may equal in exactly), block i XORed with the chaining
// value before the rounds: the 16 bytes at iv for block 0, then the block
// just written to out (so out must read back what was stored; iv is read,
// not updated). Each block rides alone in lane 0 of a pair.
void mcu_aes_ct_fixsliced_armv7m_cbc_encrypt_blocks(const uint32_t *rk, unsigned nr,
                                                    const uint8_t *in, uint8_t *out,
                                                    size_t blocks, const uint8_t *iv);
void mcu_aes_ct_fixsliced_armv7m_ctr_batches(const mcu_aes_ct_fixsliced_ctr_ctx *ctx,
                                      const uint8_t *in, uint8_t *out, size_t batches);
void mcu_aes_ct_fixsliced_mips32r2_encrypt_pairs(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                        uint8_t *out, size_t pairs);
void mcu_aes_ct_fixsliced_mips32r2_decrypt_pairs(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                        uint8_t *out, size_t pairs);
// cbc_encrypt_blocks: as the Thumb-2 one above.
void mcu_aes_ct_fixsliced_mips32r2_cbc_encrypt_blocks(const uint32_t *rk, unsigned nr,
                                                      const uint8_t *in, uint8_t *out,
                                                      size_t blocks, const uint8_t *iv);
void mcu_aes_ct_fixsliced_mips32r2_ctr_batches(const mcu_aes_ct_fixsliced_ctr_ctx *ctx,
                                      const uint8_t *in, uint8_t *out, size_t batches);

#ifdef __cplusplus
}
#endif

#endif  // MCUCRYPT_AES_AES_CT_FIXSLICED_CORE_H_
