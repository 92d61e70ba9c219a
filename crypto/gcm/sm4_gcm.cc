// SM4-GCM (RFC 8998) with a raw key, and its AEAD descriptor
// (crypto/modes/raw_key_aead.h).
#include "crypto/modes/raw_key_aead.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/sm4.h"

MCU_RAW_KEY_AEAD_FUNCTIONS(mcu_sm4_gcm_encrypt, mcu_sm4_gcm_decrypt, gcm, mcu_sm4_desc)
extern "C" const mcu_aead_desc mcu_sm4_gcm_desc = {
    "sm4-gcm",
    16,
    MCU_GCM_IV_SIZE,
    MCU_GCM_MIN_IV_SIZE,
    MCU_GCM_MAX_IV_SIZE,
    MCU_GCM_TAG_SIZE,
    mcu_sm4_gcm_encrypt,
    mcu_sm4_gcm_decrypt,
};
