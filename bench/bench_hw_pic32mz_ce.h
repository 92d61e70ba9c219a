// The PIC32MZ W1's Hardware rows (bench_firmware.cc's HARDWARE_ROWS): every
// symmetric Hardware cell of its seed page, through the Crypto Engine's
// descriptors (drivers/pic32mzw1/pic32mz_ce.h): 3DES-CBC, AES CBC, CTR and
// GCM in the engine, MD5, SHA-1 and SHA-256 as whole-message digests; and
// the BA414E's public-key rows (bench_hw_pic32mz_pke.h).
#ifndef MCUCRYPT_BENCH_BENCH_HW_PIC32MZ_CE_H_
#define MCUCRYPT_BENCH_BENCH_HW_PIC32MZ_CE_H_

#include "bench/bench_hw_pic32mz_pke.h"
#include "drivers/pic32mzw1/pic32mz_ce.h"

#define HARDWARE_ROWS                                                                        \
  CIPHER_ROWS_IN(HARDWARE, "3DES-CBC", mcu_des_ede3_pic32mz_ce, CbcEncrypt, CbcDecrypt),    \
  CIPHER_ROWS_IN(HARDWARE, "AES128-CBC", mcu_aes128_pic32mz_ce, CbcEncrypt, CbcDecrypt),    \
  CIPHER_ROWS_IN(HARDWARE, "AES192-CBC", mcu_aes192_pic32mz_ce, CbcEncrypt, CbcDecrypt),    \
  CIPHER_ROWS_IN(HARDWARE, "AES256-CBC", mcu_aes256_pic32mz_ce, CbcEncrypt, CbcDecrypt),    \
  CIPHER_ROWS_IN(HARDWARE, "AES128-CTR", mcu_aes128_pic32mz_ce, CtrEncrypt, CtrDecrypt),    \
  CIPHER_ROWS_IN(HARDWARE, "AES192-CTR", mcu_aes192_pic32mz_ce, CtrEncrypt, CtrDecrypt),    \
  CIPHER_ROWS_IN(HARDWARE, "AES256-CTR", mcu_aes256_pic32mz_ce, CtrEncrypt, CtrDecrypt),    \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES128-GCM", mcu_aes128_pic32mz_ce, mcu_gcm_encrypt, mcu_gcm_decrypt), \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES192-GCM", mcu_aes192_pic32mz_ce, mcu_gcm_encrypt, mcu_gcm_decrypt), \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES256-GCM", mcu_aes256_pic32mz_ce, mcu_gcm_encrypt, mcu_gcm_decrypt), \
  HASH_DESC_ROW(HARDWARE, "MD5", mcu_md5_pic32mz_ce, mcu_md5_ctx),                          \
  HASH_DESC_ROW(HARDWARE, "SHA-1", mcu_sha1_pic32mz_ce, mcu_sha1_ctx),                      \
  HASH_DESC_ROW(HARDWARE, "SHA-256", mcu_sha256_pic32mz_ce, mcu_sha256_ctx),            \
  PIC32MZ_PKE_ROWS

#endif  // MCUCRYPT_BENCH_BENCH_HW_PIC32MZ_CE_H_
