// AES-CCM with a raw key, and its AEAD descriptors (crypto/modes/raw_key_aead.h).
#include "crypto/modes/raw_key_aead.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/ccm.h"

MCU_RAW_KEY_AEAD(ccm, aes128, mcu_aes128_desc, "aes-128-ccm", 16, MCU_CCM_NONCE_SIZE,
                 MCU_CCM_TAG_SIZE);
MCU_RAW_KEY_AEAD(ccm, aes192, mcu_aes192_desc, "aes-192-ccm", 24, MCU_CCM_NONCE_SIZE,
                 MCU_CCM_TAG_SIZE);
MCU_RAW_KEY_AEAD(ccm, aes256, mcu_aes256_desc, "aes-256-ccm", 32, MCU_CCM_NONCE_SIZE,
                 MCU_CCM_TAG_SIZE);
