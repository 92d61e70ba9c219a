/* HKDF (RFC 5869): HMAC-based extract-and-expand key derivation over any hash
 * descriptor (mcucrypt/hash_desc.h).
 *
 *   PRK = HKDF-Extract(salt, IKM)            mcu_hkdf_extract
 *   OKM = HKDF-Expand(PRK, info, L)          mcu_hkdf_expand
 *   OKM = HKDF(salt, IKM, info, L)           mcu_hkdf (both steps)
 *
 * HashLen is hash->digest_size. L is limited to 255 * HashLen bytes. Buffers
 * may be NULL only when their length is 0. A hash HMAC cannot use gives the
 * error mcu_hmac_init gives (MCU_ERR_INVALID_ARGUMENT, MCU_ERR_UNSUPPORTED).
 * Intermediate values (PRK in the one-shot function, T(i), HMAC states) are
 * wiped before returning. */
#ifndef MCUCRYPT_HKDF_H_
#define MCUCRYPT_HKDF_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The largest output of HKDF-Expand for a hash with the given digest size. */
#define MCU_HKDF_MAX_OUTPUT_SIZE(digest_size) (255u * (size_t)(digest_size))

/* PRK = HMAC-Hash(salt, IKM). An empty salt (salt_len == 0) means HashLen
 * zero bytes, as RFC 5869 section 2.2 specifies. Writes exactly HashLen
 * bytes to prk; prk_size is the space there: MCU_ERR_BUFFER_TOO_SMALL if it
 * is less than HashLen. */
mcu_status mcu_hkdf_extract(const mcu_hash_desc *hash, const uint8_t *salt,
                            size_t salt_len, const uint8_t *ikm, size_t ikm_len,
                            uint8_t *prk, size_t prk_size);

/* OKM = T(1) || T(2) || ... truncated to okm_len bytes, where
 * T(i) = HMAC-Hash(PRK, T(i-1) || info || i). prk_len must be at least
 * HashLen (RFC 5869 section 2.3), else MCU_ERR_INVALID_ARGUMENT.
 * okm_len may be 0; okm_len > 255 * HashLen fails with
 * MCU_ERR_INVALID_ARGUMENT and writes nothing. okm may overlap prk (PRK is
 * absorbed before any output is written) but not info. On a failure after
 * output started, okm is wiped. */
mcu_status mcu_hkdf_expand(const mcu_hash_desc *hash, const uint8_t *prk,
                           size_t prk_len, const uint8_t *info, size_t info_len,
                           uint8_t *okm, size_t okm_len);

/* Extract then expand. The output length limit is checked before any work. */
mcu_status mcu_hkdf(const mcu_hash_desc *hash, const uint8_t *salt,
                    size_t salt_len, const uint8_t *ikm, size_t ikm_len,
                    const uint8_t *info, size_t info_len, uint8_t *okm,
                    size_t okm_len);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_HKDF_H_ */
