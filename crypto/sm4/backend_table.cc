// mcu_sm4_desc as the table backend (--//crypto/sm4:backend=//crypto/sm4:backend_table).
#include "crypto/sm4/sm4_table.h"

extern "C" const mcu_block_cipher_desc mcu_sm4_desc = mcucrypt::sm4::kTableDesc;
