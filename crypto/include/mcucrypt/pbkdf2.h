/* PBKDF2 (RFC 8018 section 5.2; NIST SP 800-132) with HMAC over any hash
 * descriptor (mcucrypt/hash_desc.h) as the PRF. */
#ifndef MCUCRYPT_PBKDF2_H_
#define MCUCRYPT_PBKDF2_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* DK = T_1 || T_2 || ... truncated to dk_len bytes, where
 * T_i = U_1 ^ ... ^ U_c, U_1 = HMAC(P, S || INT(i)), U_j = HMAC(P, U_{j-1}).
 * password and salt may be NULL only when their length is 0. iterations (c)
 * must be >= 1 and dk_len >= 1, else MCU_ERR_INVALID_ARGUMENT;
 * dk_len > (2^32 - 1) * HashLen gives MCU_ERR_LENGTH_LIMIT (RFC 8018 step 1);
 * a hash HMAC cannot use, the error mcu_hmac_init gives.
 * The running time is proportional to iterations * ceil(dk_len / HashLen).
 * On failure dk is wiped; intermediate values are always wiped. */
mcu_status mcu_pbkdf2_hmac(const mcu_hash_desc *hash, const void *password,
                           size_t password_len, const void *salt,
                           size_t salt_len, uint32_t iterations, uint8_t *dk,
                           size_t dk_len);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_PBKDF2_H_ */
