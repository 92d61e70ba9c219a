// The build's DES (mcu_des*_desc) when //crypto/des:backend selects the
// constant-time backend, the default (mcucrypt/des.h), on a core without
// rounds of its own: bitsliced with the C++ rounds, which runs one or two
// blocks through the truth tables (des_ct_truthtable.cc), so it is never
// slower than that one-block technique alone.
#include "crypto/des/des_ct_bitsliced.h"

extern "C" {
const mcu_block_cipher_desc mcu_des_desc =
    mcucrypt::des_bitsliced::Portable::DesDesc("ct_bitsliced32");
const mcu_block_cipher_desc mcu_des_ede_desc =
    mcucrypt::des_bitsliced::Portable::EdeDesc("ct_bitsliced32");
const mcu_block_cipher_desc mcu_des_ede3_desc =
    mcucrypt::des_bitsliced::Portable::Ede3Desc("ct_bitsliced32");
}
