// AES-GCM with a raw key, and its AEAD descriptors (crypto/modes/raw_key_aead.h).
#include "crypto/modes/raw_key_aead.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/gcm.h"

MCU_RAW_KEY_AEAD_FUNCTIONS(mcu_aes128_gcm_encrypt, mcu_aes128_gcm_decrypt, gcm, mcu_aes128_desc)
extern "C" const mcu_aead_desc mcu_aes128_gcm_desc = {
    "aes-128-gcm",
    16,
    MCU_GCM_IV_SIZE,
    MCU_GCM_MIN_IV_SIZE,
    MCU_GCM_MAX_IV_SIZE,
    MCU_GCM_TAG_SIZE,
    mcu_aes128_gcm_encrypt,
    mcu_aes128_gcm_decrypt,
};

MCU_RAW_KEY_AEAD_FUNCTIONS(mcu_aes192_gcm_encrypt, mcu_aes192_gcm_decrypt, gcm, mcu_aes192_desc)
extern "C" const mcu_aead_desc mcu_aes192_gcm_desc = {
    "aes-192-gcm",
    24,
    MCU_GCM_IV_SIZE,
    MCU_GCM_MIN_IV_SIZE,
    MCU_GCM_MAX_IV_SIZE,
    MCU_GCM_TAG_SIZE,
    mcu_aes192_gcm_encrypt,
    mcu_aes192_gcm_decrypt,
};

MCU_RAW_KEY_AEAD_FUNCTIONS(mcu_aes256_gcm_encrypt, mcu_aes256_gcm_decrypt, gcm, mcu_aes256_desc)
extern "C" const mcu_aead_desc mcu_aes256_gcm_desc = {
    "aes-256-gcm",
    32,
    MCU_GCM_IV_SIZE,
    MCU_GCM_MIN_IV_SIZE,
    MCU_GCM_MAX_IV_SIZE,
    MCU_GCM_TAG_SIZE,
    mcu_aes256_gcm_encrypt,
    mcu_aes256_gcm_decrypt,
};
