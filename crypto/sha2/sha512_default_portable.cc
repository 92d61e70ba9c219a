// The build's SHA-512, SHA-384, SHA-512/224, SHA-512/256 (mcu_sha512_desc, mcu_sha384_desc,
// mcu_sha512_224_desc, mcu_sha512_256_desc) when
// //crypto/sha2:sha512_backend selects the Portable C++ technique.
#include "crypto/sha2/sha512_compress.h"
#include "crypto/sha2/sha512_technique.h"

extern "C" const mcu_hash_desc mcu_sha512_desc =
    MCU_SHA512_DESC(mcucrypt::sha512_compress_portable, "portable");
extern "C" const mcu_hash_desc mcu_sha384_desc =
    MCU_SHA384_DESC(mcucrypt::sha512_compress_portable, "portable");
extern "C" const mcu_hash_desc mcu_sha512_224_desc =
    MCU_SHA512_224_DESC(mcucrypt::sha512_compress_portable, "portable");
extern "C" const mcu_hash_desc mcu_sha512_256_desc =
    MCU_SHA512_256_DESC(mcucrypt::sha512_compress_portable, "portable");
