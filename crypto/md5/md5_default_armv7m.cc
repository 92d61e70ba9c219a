// The build's MD5 (mcu_md5_desc) when
// //crypto/md5:md5_backend selects the Thumb-2 assembly (Armv7E-M) technique.
#include "crypto/md5/md5_compress.h"
#include "crypto/md5/md5_technique.h"

extern "C" const mcu_hash_desc mcu_md5_desc = MCU_MD5_DESC(mcucrypt::md5_compress_armv7m, "armv7m");
