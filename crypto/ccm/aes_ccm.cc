// AES-CCM with a raw key, and its AEAD descriptors (crypto/modes/raw_key_aead.h).
#include "crypto/modes/raw_key_aead.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/ccm.h"

MCU_RAW_KEY_AEAD_FUNCTIONS(mcu_aes128_ccm_encrypt, mcu_aes128_ccm_decrypt, ccm, mcu_aes128_desc)
extern "C" const mcu_aead_desc mcu_aes128_ccm_desc = {
    "aes-128-ccm",
    16,
    MCU_CCM_NONCE_SIZE,
    MCU_CCM_MIN_NONCE_SIZE,
    MCU_CCM_MAX_NONCE_SIZE,
    MCU_CCM_TAG_SIZE,
    mcu_aes128_ccm_encrypt,
    mcu_aes128_ccm_decrypt,
};

MCU_RAW_KEY_AEAD_FUNCTIONS(mcu_aes192_ccm_encrypt, mcu_aes192_ccm_decrypt, ccm, mcu_aes192_desc)
extern "C" const mcu_aead_desc mcu_aes192_ccm_desc = {
    "aes-192-ccm",
    24,
    MCU_CCM_NONCE_SIZE,
    MCU_CCM_MIN_NONCE_SIZE,
    MCU_CCM_MAX_NONCE_SIZE,
    MCU_CCM_TAG_SIZE,
    mcu_aes192_ccm_encrypt,
    mcu_aes192_ccm_decrypt,
};

MCU_RAW_KEY_AEAD_FUNCTIONS(mcu_aes256_ccm_encrypt, mcu_aes256_ccm_decrypt, ccm, mcu_aes256_desc)
extern "C" const mcu_aead_desc mcu_aes256_ccm_desc = {
    "aes-256-ccm",
    32,
    MCU_CCM_NONCE_SIZE,
    MCU_CCM_MIN_NONCE_SIZE,
    MCU_CCM_MAX_NONCE_SIZE,
    MCU_CCM_TAG_SIZE,
    mcu_aes256_ccm_encrypt,
    mcu_aes256_ccm_decrypt,
};
