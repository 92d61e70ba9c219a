// The build's DES (mcu_des*_desc) when //crypto/des:backend selects the
// constant-time backend, the default (mcucrypt/des.h): bitsliced, which
// runs one or two blocks through the multiplexer tree, so it is never
// slower than des_ct_muxtree.cc alone.
#include "crypto/des/des_ct_bitsliced.h"

extern "C" {
const mcu_block_cipher_desc mcu_des_desc = MCU_DES_CT_BITSLICED_DESC("des", Des, 8);
const mcu_block_cipher_desc mcu_des_ede_desc = MCU_DES_CT_BITSLICED_DESC("des-ede", Ede, 16);
const mcu_block_cipher_desc mcu_des_ede3_desc = MCU_DES_CT_BITSLICED_DESC("des-ede3", Ede3, 24);
}
