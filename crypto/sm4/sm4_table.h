// The table backend's raw functions and descriptor value (sm4_table.cc),
// for mcu_sm4_table_desc and backend_table.cc's mcu_sm4_desc.
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

constexpr mcu_block_cipher_desc kTableDesc = {
    "sm4", "table", MCU_SM4_BLOCK_SIZE, MCU_SM4_KEY_SIZE, 1, 0,
    &TableExpandKey, &TableEncryptBlocks, &TableDecryptBlocks, nullptr,
};

}  // namespace sm4
}  // namespace mcucrypt

#endif  // MCUCRYPT_CRYPTO_SM4_SM4_TABLE_H_
