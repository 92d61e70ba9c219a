// The build's MD5 (mcu_md5_desc) as the K66 MMCAU.
#include "crypto/md5/md5_technique.h"
#include "drivers/k66/mmcau_techniques.h"

extern "C" const mcu_hash_desc mcu_md5_desc = MCU_MD5_DESC(mcucrypt::k66::md5_compress_mmcau, "mmcau");
