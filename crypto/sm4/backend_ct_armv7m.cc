// mcu_sm4_desc as the constant-time SM4 with Thumb-2 rounds (the default on
// Cortex-M4).
#include "crypto/sm4/sm4_ct.h"

extern "C" const mcu_block_cipher_desc mcu_sm4_desc = mcucrypt::sm4::CtArmv7mDesc();
