// The build's DES (mcu_des*_desc) on Cortex-M4 when //crypto/des:backend
// selects the constant-time backend, the default: bitsliced with the Thumb-2
// rounds (the same functions as mcu_des*_ct_bitsliced_armv7m_desc).
#include "crypto/des/des_ct_bitsliced.h"

extern "C" {
const mcu_block_cipher_desc mcu_des_desc =
    mcucrypt::des_bitsliced::Armv7m::DesDesc("ct_bitsliced32_armv7m");
const mcu_block_cipher_desc mcu_des_ede_desc =
    mcucrypt::des_bitsliced::Armv7m::EdeDesc("ct_bitsliced32_armv7m");
const mcu_block_cipher_desc mcu_des_ede3_desc =
    mcucrypt::des_bitsliced::Armv7m::Ede3Desc("ct_bitsliced32_armv7m");
}
