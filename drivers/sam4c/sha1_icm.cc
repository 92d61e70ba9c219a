// SHA-1 through the ICM: its descriptor (mcu_sha1_icm).
#include "crypto/sha1/sha1_technique.h"
#include "drivers/sam4c/sam4c_icm.h"
#include "drivers/sam4c/sha_icm.h"

extern "C" const mcu_hash_desc mcu_sha1_icm = MCU_SHA1_DESC(mcucrypt::sam4c::sha1_compress_icm, "icm");
