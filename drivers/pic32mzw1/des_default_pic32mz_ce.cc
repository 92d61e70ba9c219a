// The build's DES and 3DES (mcu_des*_desc) as the PIC32MZ W1 Crypto
// Engine's (the same functions as mcu_des*_pic32mz_ce, des_pic32mz_ce.cc).
#include "drivers/pic32mzw1/des_pic32mz_ce.h"
#include "mcucrypt/des.h"

extern "C" {
const mcu_block_cipher_desc mcu_des_desc = mcucrypt::des_pic32mz_ce::Desc<1>();
const mcu_block_cipher_desc mcu_des_ede_desc = mcucrypt::des_pic32mz_ce::Desc<2>();
const mcu_block_cipher_desc mcu_des_ede3_desc = mcucrypt::des_pic32mz_ce::Desc<3>();
}
