// SM4-GCM (RFC 8998) with a raw key, and its AEAD descriptor
// (crypto/modes/raw_key_aead.h).
#include "crypto/modes/raw_key_aead.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/sm4.h"

MCU_RAW_KEY_AEAD(gcm, sm4, mcu_sm4_desc, "sm4-gcm", 16, MCU_GCM_IV_SIZE, MCU_GCM_TAG_SIZE);
