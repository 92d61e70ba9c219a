// SHA-256 and SHA-224 through the ICM: their descriptors (mcu_sha256_icm,
// mcu_sha224_icm).
#include "crypto/sha2/sha256_technique.h"
#include "drivers/sam4c/sam4c_icm.h"
#include "drivers/sam4c/sha_icm.h"

extern "C" const mcu_hash_desc mcu_sha256_icm =
    MCU_SHA256_DESC(mcucrypt::sam4c::sha256_compress_icm, "icm");
extern "C" const mcu_hash_desc mcu_sha224_icm =
    MCU_SHA224_DESC(mcucrypt::sam4c::sha256_compress_icm, "icm");
