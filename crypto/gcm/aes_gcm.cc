// AES-GCM with a raw key, and its AEAD descriptors (crypto/modes/raw_key_aead.h).
#include "crypto/modes/raw_key_aead.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/gcm.h"

MCU_RAW_KEY_AEAD(gcm, aes128, mcu_aes128_desc, "aes-128-gcm", 16, MCU_GCM_IV_SIZE,
                 MCU_GCM_TAG_SIZE);
MCU_RAW_KEY_AEAD(gcm, aes192, mcu_aes192_desc, "aes-192-gcm", 24, MCU_GCM_IV_SIZE,
                 MCU_GCM_TAG_SIZE);
MCU_RAW_KEY_AEAD(gcm, aes256, mcu_aes256_desc, "aes-256-gcm", 32, MCU_GCM_IV_SIZE,
                 MCU_GCM_TAG_SIZE);
