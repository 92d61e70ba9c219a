// The build's MD5 (mcu_md5_desc) as the PIC32MZ W1 Crypto Engine's.
#include "crypto/md5/md5_compress.h"
#include "crypto/md5/md5_technique.h"
#include "drivers/pic32mzw1/crypto_engine_regs.h"
#include "drivers/pic32mzw1/hash_pic32mz_ce.h"

extern "C" const mcu_hash_desc mcu_md5_desc = MCU_PIC32MZ_CE_HASH_DESC(
    MCU_HASH_MD5, "md5", mcu_md5_ctx, MCU_MD5_DIGEST_SIZE, MCU_MD5_BLOCK_SIZE,
    mcucrypt::md5::Md5<mcucrypt::md5_compress_mips32r2>, mcucrypt::pic32mz_ce::kSaAlgoMd5);
