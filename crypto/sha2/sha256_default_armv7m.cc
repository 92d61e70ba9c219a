// The build's SHA-256 and SHA-224 (mcu_sha256_desc, mcu_sha224_desc) when
// //crypto/sha2:sha256_backend selects the Thumb-2 assembly (Armv7E-M) technique.
#include "crypto/sha2/sha256_compress.h"
#include "crypto/sha2/sha256_technique.h"

extern "C" const mcu_hash_desc mcu_sha256_desc =
    MCU_SHA256_DESC(mcucrypt::sha256_compress_armv7m, "armv7m");
extern "C" const mcu_hash_desc mcu_sha224_desc =
    MCU_SHA224_DESC(mcucrypt::sha256_compress_armv7m, "armv7m");
