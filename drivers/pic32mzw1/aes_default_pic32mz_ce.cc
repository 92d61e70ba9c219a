// The build's AES (mcu_aes*_desc) as the PIC32MZ W1 Crypto Engine's
// (the same functions as mcu_aes*_pic32mz_ce, aes_pic32mz_ce.cc).
#include "drivers/pic32mzw1/aes_pic32mz_ce.h"
#include "mcucrypt/aes.h"

extern "C" {
const mcu_block_cipher_desc mcu_aes128_desc = mcucrypt::aes_pic32mz_ce::Desc<128>();
const mcu_block_cipher_desc mcu_aes192_desc = mcucrypt::aes_pic32mz_ce::Desc<192>();
const mcu_block_cipher_desc mcu_aes256_desc = mcucrypt::aes_pic32mz_ce::Desc<256>();
}
