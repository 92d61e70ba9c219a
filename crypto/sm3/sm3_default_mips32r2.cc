// The build's SM3 (mcu_sm3_desc) when
// //crypto/sm3:sm3_backend selects the MIPS32r2 assembly technique.
#include "crypto/sm3/sm3_compress.h"
#include "crypto/sm3/sm3_technique.h"

extern "C" const mcu_hash_desc mcu_sm3_desc =
    MCU_SM3_DESC(mcucrypt::sm3_compress_mips32r2, "mips32r2");
