// The build's AES (mcu_aes*_desc) as fixsliced AES with the MIPS32r2 rounds (aes_ct_fixsliced_mips32r2.S), microAptiv
// (the same functions as mcu_aes*_ct_fixsliced_mips32r2_desc, no copy at run time).
#include "crypto/aes/aes_ct_fixsliced.h"

extern "C" {
const mcu_block_cipher_desc mcu_aes128_desc =
    mcucrypt::aes_ct_fixsliced::Mips32r2::Desc<128>("ct_fixsliced_mips32r2");
const mcu_block_cipher_desc mcu_aes192_desc =
    mcucrypt::aes_ct_fixsliced::Mips32r2::Desc<192>("ct_fixsliced_mips32r2");
const mcu_block_cipher_desc mcu_aes256_desc =
    mcucrypt::aes_ct_fixsliced::Mips32r2::Desc<256>("ct_fixsliced_mips32r2");
}
