// mcu_sm4_desc as the constant-time backend (the default).
#include "crypto/sm4/sm4_ct.h"

extern "C" const mcu_block_cipher_desc mcu_sm4_desc = mcucrypt::sm4::kCtDesc;
