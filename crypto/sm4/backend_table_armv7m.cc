// mcu_sm4_desc as the table SM4 with its Thumb-2 block loop
// (--//crypto/sm4:backend=//crypto/sm4:backend_table on Cortex-M4).
#include "crypto/sm4/sm4_table.h"

extern "C" const mcu_block_cipher_desc mcu_sm4_desc = mcucrypt::sm4::TableArmv7mDesc();
