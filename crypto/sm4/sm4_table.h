// The table SM4's raw functions and descriptor values by technique
// (sm4_table.cc: C, mcu_sm4_table_desc; sm4_table_armv7m.cc: Thumb-2,
// mcu_sm4_table_armv7m_desc), for those and the backends' mcu_sm4_desc.
#ifndef MCUCRYPT_CRYPTO_SM4_SM4_TABLE_H_
#define MCUCRYPT_CRYPTO_SM4_SM4_TABLE_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/sm4/sm4_internal.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/sm4.h"

namespace mcucrypt {
namespace sm4 {

// Variable-time T-table (sm4_table.cc).
mcu_status TableExpandKey(uint32_t *schedule, const uint8_t *key);
mcu_status TableEncryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status TableDecryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);

// The T table (256 words, sm4_table.cc), and the block loops in Thumb-2
// assembly over it (sm4_table_armv7m.cc, Cortex-M4 builds only).
extern const uint32_t *const kTableT;
mcu_status TableEncryptBlocksArmv7m(const uint32_t *schedule, const uint8_t *in, uint8_t *out,
                                    size_t n);
mcu_status TableDecryptBlocksArmv7m(const uint32_t *schedule, const uint8_t *in, uint8_t *out,
                                    size_t n);

constexpr mcu_block_cipher_desc kTableDesc = {
    "sm4", "table",         MCU_SM4_BLOCK_SIZE,  MCU_SM4_KEY_SIZE,    1,
    0,     &TableExpandKey, &TableEncryptBlocks, &TableDecryptBlocks, nullptr, nullptr,
};
constexpr mcu_block_cipher_desc TableArmv7mDesc() {  // a function: only Cortex-M4 builds use it
  return {"sm4", "table_armv7m",  MCU_SM4_BLOCK_SIZE,        MCU_SM4_KEY_SIZE,          1,
          0,     &TableExpandKey, &TableEncryptBlocksArmv7m, &TableDecryptBlocksArmv7m, nullptr, nullptr};
}

}  // namespace sm4
}  // namespace mcucrypt

#endif  // MCUCRYPT_CRYPTO_SM4_SM4_TABLE_H_
