// mcu_sm4_desc as the constant-time SM4 in C (the default on cores without rounds of their own).
#include "crypto/sm4/sm4_ct.h"

extern "C" const mcu_block_cipher_desc mcu_sm4_desc = mcucrypt::sm4::CtPortableDesc();
