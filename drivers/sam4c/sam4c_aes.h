/* The SAM4C AES engine as block cipher descriptors ("sam4c_aes"): ECB, CBC,
 * CTR and GCM run in the engine (mcu_block_mode_ops); every mode, MAC and
 * DRBG over a block cipher uses its ECB. The build's mcu_aes*_desc are these
 * on the ATSAM4C32-EK unless --//drivers:accelerators=false. */
#ifndef MCUCRYPT_DRIVERS_SAM4C_SAM4C_AES_H_
#define MCUCRYPT_DRIVERS_SAM4C_SAM4C_AES_H_

#include "mcucrypt/block_cipher.h"

#ifdef __cplusplus
extern "C" {
#endif

extern const mcu_block_cipher_desc mcu_aes128_sam4c_aes;
extern const mcu_block_cipher_desc mcu_aes192_sam4c_aes;
extern const mcu_block_cipher_desc mcu_aes256_sam4c_aes;

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_DRIVERS_SAM4C_SAM4C_AES_H_ */
