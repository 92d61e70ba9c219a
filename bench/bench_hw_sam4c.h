// The SAM4C's Hardware rows (bench_firmware.cc's HARDWARE_ROWS): every
// symmetric Hardware cell of its seed page, through the AES engine's
// descriptors (drivers/sam4c/sam4c_aes.h: CBC, CTR and GCM run in the
// engine) and the ICM's SHA-1, SHA-224 and SHA-256 (sam4c_icm.h).
#ifndef MCUCRYPT_BENCH_BENCH_HW_SAM4C_H_
#define MCUCRYPT_BENCH_BENCH_HW_SAM4C_H_

#include "drivers/sam4c/sam4c_aes.h"
#include "drivers/sam4c/sam4c_icm.h"

#define HARDWARE_ROWS                                                                        \
  CIPHER_ROWS_IN(HARDWARE, "AES128-CBC", mcu_aes128_sam4c_aes, CbcEncrypt, CbcDecrypt),     \
  CIPHER_ROWS_IN(HARDWARE, "AES192-CBC", mcu_aes192_sam4c_aes, CbcEncrypt, CbcDecrypt),     \
  CIPHER_ROWS_IN(HARDWARE, "AES256-CBC", mcu_aes256_sam4c_aes, CbcEncrypt, CbcDecrypt),     \
  CIPHER_ROWS_IN(HARDWARE, "AES128-CTR", mcu_aes128_sam4c_aes, CtrEncrypt, CtrDecrypt),     \
  CIPHER_ROWS_IN(HARDWARE, "AES192-CTR", mcu_aes192_sam4c_aes, CtrEncrypt, CtrDecrypt),     \
  CIPHER_ROWS_IN(HARDWARE, "AES256-CTR", mcu_aes256_sam4c_aes, CtrEncrypt, CtrDecrypt),     \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES128-GCM", mcu_aes128_sam4c_aes, mcu_gcm_encrypt, mcu_gcm_decrypt), \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES192-GCM", mcu_aes192_sam4c_aes, mcu_gcm_encrypt, mcu_gcm_decrypt), \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES256-GCM", mcu_aes256_sam4c_aes, mcu_gcm_encrypt, mcu_gcm_decrypt), \
  HASH_DESC_ROW(HARDWARE, "SHA-1", mcu_sha1_icm, mcu_sha1_ctx),                             \
  HASH_DESC_ROW(HARDWARE, "SHA-224", mcu_sha224_icm, mcu_sha224_ctx),                       \
  HASH_DESC_ROW(HARDWARE, "SHA-256", mcu_sha256_icm, mcu_sha256_ctx),

#endif  // MCUCRYPT_BENCH_BENCH_HW_SAM4C_H_
