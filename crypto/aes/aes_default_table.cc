// The build's AES (mcu_aes*_desc) when //crypto/aes:backend selects the
// T-table backend: VARIABLE TIME, an explicit opt-in (mcucrypt/aes.h).
#include "crypto/aes/aes_table.h"

extern "C" {
const mcu_block_cipher_desc mcu_aes128_desc = MCU_AES_TABLE_DESC(128);
const mcu_block_cipher_desc mcu_aes192_desc = MCU_AES_TABLE_DESC(192);
const mcu_block_cipher_desc mcu_aes256_desc = MCU_AES_TABLE_DESC(256);
}
