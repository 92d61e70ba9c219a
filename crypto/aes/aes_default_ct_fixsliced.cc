// The build's AES (mcu_aes*_desc) as fixsliced AES with the C rounds: constant
// time, the default where the core has no assembly of its own (mcucrypt/aes.h).
#include "crypto/aes/aes_ct_fixsliced.h"

extern "C" {
const mcu_block_cipher_desc mcu_aes128_desc =
    mcucrypt::aes_ct_fixsliced::Portable::Desc<128>("ct_fixsliced");
const mcu_block_cipher_desc mcu_aes192_desc =
    mcucrypt::aes_ct_fixsliced::Portable::Desc<192>("ct_fixsliced");
const mcu_block_cipher_desc mcu_aes256_desc =
    mcucrypt::aes_ct_fixsliced::Portable::Desc<256>("ct_fixsliced");
}
