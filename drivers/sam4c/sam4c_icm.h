/* SHA-1, SHA-224 and SHA-256 through the SAM4C ICM ("icm"), with the same
 * contexts and streaming functions as software: the build's mcu_sha1_desc,
 * mcu_sha224_desc and mcu_sha256_desc are these on the ATSAM4C32-EK unless
 * --//drivers:accelerators=false. */
#ifndef MCUCRYPT_DRIVERS_SAM4C_SAM4C_ICM_H_
#define MCUCRYPT_DRIVERS_SAM4C_SAM4C_ICM_H_

#include "mcucrypt/hash_desc.h"

#ifdef __cplusplus
extern "C" {
#endif

extern const mcu_hash_desc mcu_sha1_icm;
extern const mcu_hash_desc mcu_sha224_icm;
extern const mcu_hash_desc mcu_sha256_icm;

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_DRIVERS_SAM4C_SAM4C_ICM_H_ */
