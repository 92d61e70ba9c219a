/* X25519, X448, Ed25519 and Ed448 key files (RFC 8410): the raw keys of
 * mcucrypt/x25519.h, x448.h, ed25519.h and ed448.h in SubjectPublicKeyInfo
 * and PKCS#8 (OneAsymmetricKey) DER, through the DER layer (mcucrypt/der.h);
 * PEM ("PUBLIC KEY", "PRIVATE KEY") through mcucrypt/pem.h.
 *
 *   uint8_t der[MCU_RFC8410_MAX_DER];
 *   const uint8_t *out; size_t out_len;
 *   mcu_rfc8410_write_public(MCU_RFC8410_ED25519, pub, der, sizeof der,
 *                            &out, &out_len);
 *
 * Reading is strict: the AlgorithmIdentifier has the OID and no
 * parameters (RFC 8410 section 3), the key has the algorithm's exact
 * length; a PKCS#8 key is version 1 (v1) or 2 (v2), whose attributes and
 * public key are skipped. Anything else is MCU_ERR_MALFORMED (or
 * MCU_ERR_UNSUPPORTED for another algorithm's OID). */
#ifndef MCUCRYPT_RFC8410_H_
#define MCUCRYPT_RFC8410_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum mcu_rfc8410_alg {
  MCU_RFC8410_X25519 = 1,
  MCU_RFC8410_X448 = 2,
  MCU_RFC8410_ED25519 = 3,
  MCU_RFC8410_ED448 = 4
} mcu_rfc8410_alg;

/* Largest key (Ed448's 57 bytes) and largest DER file (PKCS#8 of it). */
#define MCU_RFC8410_MAX_KEY 57u
#define MCU_RFC8410_MAX_DER 80u

/* Bytes of alg's raw keys (32, 56, 32, 57), 0 for an unknown alg. */
size_t mcu_rfc8410_key_size(mcu_rfc8410_alg alg);

/* SubjectPublicKeyInfo: *alg and the raw public key, copied to key
 * (key_cap >= the key size, else MCU_ERR_BUFFER_TOO_SMALL). */
mcu_status mcu_rfc8410_read_public(const uint8_t *der, size_t der_len, mcu_rfc8410_alg *alg,
                                   uint8_t *key, size_t key_cap, size_t *key_len);
/* PKCS#8: *alg and the raw private key (the CurvePrivateKey's contents). */
mcu_status mcu_rfc8410_read_private(const uint8_t *der, size_t der_len, mcu_rfc8410_alg *alg,
                                    uint8_t *key, size_t key_cap, size_t *key_len);

/* DER of the key, written at the end of buf (cap bytes): *out points into
 * buf. The private one is a version 1 PKCS#8 key without attributes. */
mcu_status mcu_rfc8410_write_public(mcu_rfc8410_alg alg, const uint8_t *key, uint8_t *buf,
                                    size_t cap, const uint8_t **out, size_t *out_len);
mcu_status mcu_rfc8410_write_private(mcu_rfc8410_alg alg, const uint8_t *key, uint8_t *buf,
                                     size_t cap, const uint8_t **out, size_t *out_len);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_RFC8410_H_ */
