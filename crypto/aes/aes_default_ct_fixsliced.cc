// The build's AES (mcu_aes*_desc) when //crypto/aes:backend selects the
// fixsliced backend: constant time, the default (mcucrypt/aes.h).
#include "crypto/aes/aes_ct_fixsliced.h"

extern "C" {
const mcu_block_cipher_desc mcu_aes128_desc = MCU_AES_CT_FIXSLICED_DESC(128);
const mcu_block_cipher_desc mcu_aes192_desc = MCU_AES_CT_FIXSLICED_DESC(192);
const mcu_block_cipher_desc mcu_aes256_desc = MCU_AES_CT_FIXSLICED_DESC(256);
}
