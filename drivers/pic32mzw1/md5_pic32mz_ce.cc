// MD5 (RFC 1321) in the PIC32MZ W1 Crypto Engine: mcu_md5_pic32mz_ce
// (hash_pic32mz_ce.h: the engine's digest, the MIPS32r2 streaming functions).
#include "crypto/md5/md5_compress.h"
#include "crypto/md5/md5_technique.h"
#include "drivers/pic32mzw1/crypto_engine_regs.h"
#include "drivers/pic32mzw1/hash_pic32mz_ce.h"
#include "drivers/pic32mzw1/pic32mz_ce.h"

extern "C" const mcu_hash_desc mcu_md5_pic32mz_ce = MCU_PIC32MZ_CE_HASH_DESC(
    MCU_HASH_MD5, "md5", mcu_md5_ctx, MCU_MD5_DIGEST_SIZE, MCU_MD5_BLOCK_SIZE,
    mcucrypt::md5::Md5<mcucrypt::md5_compress_mips32r2>, mcucrypt::pic32mz_ce::kSaAlgoMd5);
