// The build's AES (mcu_aes*_desc) as fixsliced AES with the Thumb-2 rounds (aes_ct_fixsliced_armv7m.S), Cortex-M4
// (the same functions as mcu_aes*_ct_fixsliced_armv7m_desc, no copy at run time).
#include "crypto/aes/aes_ct_fixsliced.h"

extern "C" {
const mcu_block_cipher_desc mcu_aes128_desc =
    mcucrypt::aes_ct_fixsliced::Armv7m::Desc<128>("ct_fixsliced_armv7m");
const mcu_block_cipher_desc mcu_aes192_desc =
    mcucrypt::aes_ct_fixsliced::Armv7m::Desc<192>("ct_fixsliced_armv7m");
const mcu_block_cipher_desc mcu_aes256_desc =
    mcucrypt::aes_ct_fixsliced::Armv7m::Desc<256>("ct_fixsliced_armv7m");
}
