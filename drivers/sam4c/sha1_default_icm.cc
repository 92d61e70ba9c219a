// The build's SHA-1 (mcu_sha1_desc) as the ICM.
#include "crypto/sha1/sha1_technique.h"
#include "drivers/sam4c/sha_icm.h"

extern "C" const mcu_hash_desc mcu_sha1_desc = MCU_SHA1_DESC(mcucrypt::sam4c::sha1_compress_icm, "icm");
