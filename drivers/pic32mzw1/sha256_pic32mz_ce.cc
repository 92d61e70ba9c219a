// SHA-256 (FIPS 180-4) in the PIC32MZ W1 Crypto Engine: mcu_sha256_pic32mz_ce
// (hash_pic32mz_ce.h: the engine's digest, the MIPS32r2 streaming functions).
// The engine has no SHA-224: the board's SHA-224 stays software.
#include "crypto/sha2/sha256_compress.h"
#include "crypto/sha2/sha256_technique.h"
#include "drivers/pic32mzw1/crypto_engine_regs.h"
#include "drivers/pic32mzw1/hash_pic32mz_ce.h"
#include "drivers/pic32mzw1/pic32mz_ce.h"

extern "C" const mcu_hash_desc mcu_sha256_pic32mz_ce = MCU_PIC32MZ_CE_HASH_DESC(
    MCU_HASH_SHA256, "sha256", mcu_sha256_ctx, MCU_SHA256_DIGEST_SIZE, MCU_SHA256_BLOCK_SIZE,
    mcucrypt::sha256::Sha256<mcucrypt::sha256_compress_mips32r2>,
    mcucrypt::pic32mz_ce::kSaAlgoSha256);
