// The K66's Hardware rows (bench_firmware.cc's HARDWARE_ROWS): every
// symmetric Hardware cell of its seed page, through the MMCAU's descriptors
// (drivers/k66/mmcau.h): the block functions under the portable CBC, CTR,
// GCM and CCM, and MD5, SHA-1, SHA-224 and SHA-256 compression under the
// core's Merkle-Damgard engine, as CycloneCRYPTO drives the MMCAU.
#ifndef MCUCRYPT_BENCH_BENCH_HW_MMCAU_H_
#define MCUCRYPT_BENCH_BENCH_HW_MMCAU_H_

#include "drivers/k66/mmcau.h"

#define HARDWARE_ROWS                                                                        \
  CIPHER_ROWS_IN(HARDWARE, "3DES-CBC", mcu_des_ede3_mmcau, CbcEncrypt, CbcDecrypt),         \
  CIPHER_ROWS_IN(HARDWARE, "3DES-CTR", mcu_des_ede3_mmcau, CtrEncrypt, CtrDecrypt),         \
  CIPHER_ROWS_IN(HARDWARE, "AES128-CBC", mcu_aes128_mmcau, CbcEncrypt, CbcDecrypt),         \
  CIPHER_ROWS_IN(HARDWARE, "AES192-CBC", mcu_aes192_mmcau, CbcEncrypt, CbcDecrypt),         \
  CIPHER_ROWS_IN(HARDWARE, "AES256-CBC", mcu_aes256_mmcau, CbcEncrypt, CbcDecrypt),         \
  CIPHER_ROWS_IN(HARDWARE, "AES128-CTR", mcu_aes128_mmcau, CtrEncrypt, CtrDecrypt),         \
  CIPHER_ROWS_IN(HARDWARE, "AES192-CTR", mcu_aes192_mmcau, CtrEncrypt, CtrDecrypt),         \
  CIPHER_ROWS_IN(HARDWARE, "AES256-CTR", mcu_aes256_mmcau, CtrEncrypt, CtrDecrypt),         \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES128-GCM", mcu_aes128_mmcau, mcu_gcm_encrypt, mcu_gcm_decrypt), \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES192-GCM", mcu_aes192_mmcau, mcu_gcm_encrypt, mcu_gcm_decrypt), \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES256-GCM", mcu_aes256_mmcau, mcu_gcm_encrypt, mcu_gcm_decrypt), \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES128-CCM", mcu_aes128_mmcau, mcu_ccm_encrypt, mcu_ccm_decrypt), \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES192-CCM", mcu_aes192_mmcau, mcu_ccm_encrypt, mcu_ccm_decrypt), \
  BLOCK_AEAD_ROWS_IN(HARDWARE, "AES256-CCM", mcu_aes256_mmcau, mcu_ccm_encrypt, mcu_ccm_decrypt), \
  HASH_DESC_ROW(HARDWARE, "MD5", mcu_md5_mmcau, mcu_md5_ctx),                               \
  HASH_DESC_ROW(HARDWARE, "SHA-1", mcu_sha1_mmcau, mcu_sha1_ctx),                           \
  HASH_DESC_ROW(HARDWARE, "SHA-224", mcu_sha224_mmcau, mcu_sha224_ctx),                     \
  HASH_DESC_ROW(HARDWARE, "SHA-256", mcu_sha256_mmcau, mcu_sha256_ctx),

#endif  // MCUCRYPT_BENCH_BENCH_HW_MMCAU_H_
