// The constant-time backend's raw functions and descriptor value
// (sm4_ct_bitsliced.cc), for mcu_sm4_ct_desc, backend_ct.cc's mcu_sm4_desc
// (the same functions, no copy at run time) and the tests.
#ifndef MCUCRYPT_CRYPTO_SM4_SM4_CT_H_
#define MCUCRYPT_CRYPTO_SM4_SM4_CT_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/sm4/sm4_internal.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/sm4.h"

namespace mcucrypt {
namespace sm4 {

// Constant-time, bitsliced (sm4_ct_bitsliced.cc).
mcu_status CtExpandKey(uint32_t *schedule, const uint8_t *key);
void CtEncryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
void CtDecryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
// tau on one word through the S-box circuit (for the key schedule and the
// tests).
uint32_t CtTau(uint32_t x);

// The 32 rounds on 8 blocks in slices: st is 4 words x 8 slices (word i of
// the blocks in st[8i..8i+7], X0..X3 on entry, X32..X35 on return), rk the
// 32 stored round keys in the order the rounds use them. Implementations:
// C (sm4_ct_rounds_portable.cc, every build) and Thumb-2 assembly
// (sm4_ct_bitsliced_armv7m.S, Cortex-M4 builds only); CtEncryptBlocks and
// CtDecryptBlocks use the build's choice.
using CtRoundsFn = void (*)(uint32_t *st, const uint32_t *rk);
void CtRoundsPortable(uint32_t *st, const uint32_t *rk);
void CtRoundsArmv7m(uint32_t *st, const uint32_t *rk);
// n blocks through `rounds` (encryption or decryption); for the tests,
// which run every implementation linked into one binary.
void CtCryptBlocks(CtRoundsFn rounds, const uint32_t *schedule, bool decrypt, const uint8_t *in,
                   uint8_t *out, size_t n);

constexpr mcu_block_cipher_desc kCtDesc = {
    "sm4", "ct_bitsliced", MCU_SM4_BLOCK_SIZE, MCU_SM4_KEY_SIZE, 8, 1,
    &CtExpandKey, &CtEncryptBlocks, &CtDecryptBlocks, nullptr,
};

}  // namespace sm4
}  // namespace mcucrypt

#endif  // MCUCRYPT_CRYPTO_SM4_SM4_CT_H_
