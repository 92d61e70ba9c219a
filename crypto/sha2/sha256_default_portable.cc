// The build's SHA-256 and SHA-224 (mcu_sha256_desc, mcu_sha224_desc) when
// //crypto/sha2:sha256_backend selects the Portable C++ technique.
#include "crypto/sha2/sha256_compress.h"
#include "crypto/sha2/sha256_technique.h"

extern "C" const mcu_hash_desc mcu_sha256_desc =
    MCU_SHA256_DESC(mcucrypt::sha256_compress_portable, "portable");
extern "C" const mcu_hash_desc mcu_sha224_desc =
    MCU_SHA224_DESC(mcucrypt::sha256_compress_portable, "portable");
