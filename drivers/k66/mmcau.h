// K66 MMCAU drivers (docs/accelerators.md section 1): AES, DES and Triple-DES
// block functions, MD5, SHA-1 and SHA-256 compression, as descriptors named
// by technique. The modes, GCM, CCM, CMAC, HMAC and the DRBGs run in software
// on top of them. //drivers/k66:<family>_mmcau_default makes them the
// build's mcu_aes128_desc, mcu_sha256_desc, ... (the board description's
// backends); --//drivers:accelerators=false keeps the software ones.
//
// The MMCAU runs every case itself (all key sizes, any alignment, in place),
// so no descriptor names a fallback. Each call holds the MMCAU resource lock
// (MCU_RESOURCE_CIPHER: the hashes share the unit and its registers with the
// ciphers) for its whole run, checks CASR.IC at the end (MCU_ERR_HARDWARE,
// the output wiped) and wipes the CA registers before it unlocks.
#ifndef MCUCRYPT_DRIVERS_K66_MMCAU_H_
#define MCUCRYPT_DRIVERS_K66_MMCAU_H_

#include "mcucrypt/block_cipher.h"
#include "mcucrypt/hash_desc.h"

#ifdef __cplusplus
extern "C" {
#endif

extern const mcu_block_cipher_desc mcu_aes128_mmcau;
extern const mcu_block_cipher_desc mcu_aes192_mmcau;
extern const mcu_block_cipher_desc mcu_aes256_mmcau;
extern const mcu_block_cipher_desc mcu_des_mmcau;
extern const mcu_block_cipher_desc mcu_des_ede_mmcau;
extern const mcu_block_cipher_desc mcu_des_ede3_mmcau;
extern const mcu_hash_desc mcu_md5_mmcau;
extern const mcu_hash_desc mcu_sha1_mmcau;
extern const mcu_hash_desc mcu_sha224_mmcau;
extern const mcu_hash_desc mcu_sha256_mmcau;

/* How long a call waits for the MMCAU's lock (mcu_platform_lock) before it
 * returns MCU_ERR_TIMEOUT. */
#define MCU_MMCAU_LOCK_TIMEOUT_US 100000u

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_DRIVERS_K66_MMCAU_H_ */
