// SM4-CCM (RFC 8998) with a raw key, and its AEAD descriptor
// (crypto/modes/raw_key_aead.h).
#include "crypto/modes/raw_key_aead.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/sm4.h"

MCU_RAW_KEY_AEAD_FUNCTIONS(mcu_sm4_ccm_encrypt, mcu_sm4_ccm_decrypt, ccm, mcu_sm4_desc)
extern "C" const mcu_aead_desc mcu_sm4_ccm_desc = {
    "sm4-ccm",
    16,
    MCU_CCM_NONCE_SIZE,
    MCU_CCM_MIN_NONCE_SIZE,
    MCU_CCM_MAX_NONCE_SIZE,
    MCU_CCM_TAG_SIZE,
    mcu_sm4_ccm_encrypt,
    mcu_sm4_ccm_decrypt,
};
