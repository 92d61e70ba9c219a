// mcu_sm4_desc as the constant-time SM4 with MIPS32r2 rounds (the default on
// the microAptiv).
#include "crypto/sm4/sm4_ct.h"

extern "C" const mcu_block_cipher_desc mcu_sm4_desc = mcucrypt::sm4::CtMips32r2Desc();
