// The SAM4C's Hardware rows (bench_firmware.cc's HARDWARE_ROWS): every
// Hardware cell of its seed page, through the AES engine's descriptors
// (drivers/sam4c/sam4c_aes.h: CBC, CTR and GCM run in the engine), the
// ICM's SHA-1, SHA-224 and SHA-256 (sam4c_icm.h), and the CPKCC's modular
// exponentiation (RSA, DSA, DH: mcu_modexp_cpkcc through the keys' modexp)
// and scalar multiplication (ECDSA, ECDH, SM2: ec_mul_cpkcc.h through the
// _with entry points).
#ifndef MCUCRYPT_BENCH_BENCH_HW_SAM4C_H_
#define MCUCRYPT_BENCH_BENCH_HW_SAM4C_H_

#include "drivers/sam4c/sam4c_aes.h"
#include "drivers/sam4c/sam4c_icm.h"
#include "drivers/sam4c/ec_mul_cpkcc.h"
#include "mcucrypt/modexp.h"

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
  HASH_DESC_ROW(HARDWARE, "SHA-256", mcu_sha256_icm, mcu_sha256_ctx),                       \
  EC_CURVE_ROWS_IN(HARDWARE, "secp256r1", mcu_p256_mul_cpkcc, 32, 2),                       \
  EC_CURVE_ROWS_IN(HARDWARE, "secp384r1", mcu_p384_mul_cpkcc, 48, 1),                       \
  EC_CURVE_ROWS_IN(HARDWARE, "secp521r1", mcu_p521_mul_cpkcc, 66, 1),                       \
  EC_CURVE_ROWS_IN(HARDWARE, "brainpoolP256r1", mcu_bp256_mul_cpkcc, 32, 2),                \
  EC_CURVE_ROWS_IN(HARDWARE, "brainpoolP384r1", mcu_bp384_mul_cpkcc, 48, 1),                \
  EC_CURVE_ROWS_IN(HARDWARE, "brainpoolP512r1", mcu_bp512_mul_cpkcc, 64, 1),                \
  SM2_ROWS_IN(HARDWARE, mcu_sm2_mul_cpkcc),                                                 \
  ECDH_ROWS_IN(HARDWARE, "ECDH (SM2)", mcu_sm2_mul_cpkcc, 32, 2),                           \
  RSA_ROWS_IN(HARDWARE, &mcu_modexp_cpkcc, "RSA (1024 bits)", kRsa1024Der, 4, 4),           \
  RSA_ROWS_IN(HARDWARE, &mcu_modexp_cpkcc, "RSA (2048 bits)", kRsa2048Der, 4, 4),           \
  RSA_ROWS_IN(HARDWARE, &mcu_modexp_cpkcc, "RSA (3072 bits)", kRsa3072Der, 2, 4),           \
  RSA_ROWS_IN(HARDWARE, &mcu_modexp_cpkcc, "RSA (4096 bits)", kRsa4096Der, 2, 4),           \
  DSA_ROWS_IN(HARDWARE, &mcu_modexp_cpkcc, "DSA (1024 bits)", kDsa1024Der, 2, 2),           \
  DSA_ROWS_IN(HARDWARE, &mcu_modexp_cpkcc, "DSA (2048 bits)", kDsa2048Der, 2, 2),           \
  DSA_ROWS_IN(HARDWARE, &mcu_modexp_cpkcc, "DSA (3072 bits)", kDsa3072Der, 2, 2),           \
  DH_ROWS_IN(HARDWARE, &mcu_modexp_cpkcc, "Diffie-Hellman (1024 bits)", MCU_DH_MODP1024, 2), \
  DH_ROWS_IN(HARDWARE, &mcu_modexp_cpkcc, "Diffie-Hellman (2048 bits)", MCU_DH_FFDHE2048, 2),

#endif  // MCUCRYPT_BENCH_BENCH_HW_SAM4C_H_
