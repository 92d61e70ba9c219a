// The build's SHA-1 (mcu_sha1_desc) as the K66 MMCAU.
#include "crypto/sha1/sha1_technique.h"
#include "drivers/k66/mmcau_techniques.h"

extern "C" const mcu_hash_desc mcu_sha1_desc =
    MCU_SHA1_DESC(mcucrypt::k66::sha1_compress_mmcau, "mmcau");
