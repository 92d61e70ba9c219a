// The build's SHA-1 (mcu_sha1_desc) as the PIC32MZ W1 Crypto Engine's.
#include "crypto/sha1/sha1_compress.h"
#include "crypto/sha1/sha1_technique.h"
#include "drivers/pic32mzw1/crypto_engine_regs.h"
#include "drivers/pic32mzw1/hash_pic32mz_ce.h"

extern "C" const mcu_hash_desc mcu_sha1_desc = MCU_PIC32MZ_CE_HASH_DESC(
    MCU_HASH_SHA1, "sha1", mcu_sha1_ctx, MCU_SHA1_DIGEST_SIZE, MCU_SHA1_BLOCK_SIZE,
    mcucrypt::sha1::Sha1<mcucrypt::sha1_compress_portable>, mcucrypt::pic32mz_ce::kSaAlgoSha1);
