// The build's SHA-256 and SHA-224 (mcu_sha256_desc, mcu_sha224_desc) as the
// K66 MMCAU.
#include "crypto/sha2/sha256_technique.h"
#include "drivers/k66/mmcau_techniques.h"

extern "C" const mcu_hash_desc mcu_sha256_desc =
    MCU_SHA256_DESC(mcucrypt::k66::sha256_compress_mmcau, "mmcau");
extern "C" const mcu_hash_desc mcu_sha224_desc =
    MCU_SHA224_DESC(mcucrypt::k66::sha256_compress_mmcau, "mmcau");
