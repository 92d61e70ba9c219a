// The build's DES (mcu_des*_desc) when //crypto/des:backend selects the
// table backend: VARIABLE TIME, an explicit opt-in (mcucrypt/des.h).
#include "crypto/des/des_table.h"

extern "C" {
const mcu_block_cipher_desc mcu_des_desc = MCU_DES_TABLE_DESC("des", Des, 8);
const mcu_block_cipher_desc mcu_des_ede_desc = MCU_DES_TABLE_DESC("des-ede", Ede, 16);
const mcu_block_cipher_desc mcu_des_ede3_desc = MCU_DES_TABLE_DESC("des-ede3", Ede3, 24);
}
