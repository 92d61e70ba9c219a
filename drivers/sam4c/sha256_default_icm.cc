// The build's SHA-256 and SHA-224 (mcu_sha256_desc, mcu_sha224_desc) as the ICM.
#include "crypto/sha2/sha256_technique.h"
#include "drivers/sam4c/sha_icm.h"

extern "C" const mcu_hash_desc mcu_sha256_desc =
    MCU_SHA256_DESC(mcucrypt::sam4c::sha256_compress_icm, "icm");
extern "C" const mcu_hash_desc mcu_sha224_desc =
    MCU_SHA224_DESC(mcucrypt::sam4c::sha256_compress_icm, "icm");
