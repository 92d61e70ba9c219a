// The build's SHA-1 (mcu_sha1_desc) when
// //crypto/sha1:sha1_backend selects the Portable C++ technique.
#include "crypto/sha1/sha1_compress.h"
#include "crypto/sha1/sha1_technique.h"

extern "C" const mcu_hash_desc mcu_sha1_desc =
    MCU_SHA1_DESC(mcucrypt::sha1_compress_portable, "portable");
