/* Finite-field Diffie-Hellman (SP 800-56A rev. 3, dhEphem / dhStatic
 * primitives): the RFC 7919 FFDHE groups and the RFC 3526 / RFC 2409 MODP
 * groups built in (all safe primes, g = 2, q = (p - 1) / 2), or any p, g
 * (and q if known) a caller brings; key generation, peer-key validation,
 * the shared secret, and the key files OpenSSL writes (PKCS#3 "DH
 * PARAMETERS", PKCS#8 and SubjectPublicKeyInfo with dhKeyAgreement).
 *
 *   mcu_dh_params grp;
 *   mcu_dh_group(MCU_DH_FFDHE2048, &grp);
 *   mcu_dh_generate_key(&grp, &rng, x, &x_len, y, 256);
 *   ... send y, receive peer ...
 *   mcu_dh_derive(&grp, x, x_len, peer, 256, 1, secret, 256, &len);
 *
 * Constant time: the private key's exponentiations (g^x, peer^x) take the
 * modexp descriptor's constant-time path, over a fixed number of exponent
 * words for the group. Stack: about 15 KiB at 4096 bits. */
#ifndef MCUCRYPT_DH_H_
#define MCUCRYPT_DH_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/modexp.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_DH_MAX_P_BITS 4096u
#define MCU_DH_MAX_P_BYTES (MCU_DH_MAX_P_BITS / 8u)
#define MCU_DH_MIN_P_BITS 1024u

typedef enum mcu_dh_group_id {
  MCU_DH_FFDHE2048 = 0, /* RFC 7919 */
  MCU_DH_FFDHE3072,
  MCU_DH_FFDHE4096,
  MCU_DH_MODP1024, /* RFC 2409 group 2 (legacy: 80-bit strength) */
  MCU_DH_MODP1536, /* RFC 3526 group 5 */
  MCU_DH_MODP2048, /* RFC 3526 group 14 */
  MCU_DH_MODP3072, /* group 15 */
  MCU_DH_MODP4096, /* group 16 */
  MCU_DH_GROUP_COUNT
} mcu_dh_group_id;

/* Domain parameters: views of big-endian integers. q == NULL: unknown (the
 * peer key's y^q = 1 check is skipped). private_bits: the private key's
 * length (SP 800-56A 5.6.1.1.4: 2s bits for a group of strength s); 0:
 * chosen from p's size (2s by SP 800-56A's table; q's length if smaller). */
typedef struct mcu_dh_params {
  const uint8_t *p;
  size_t p_len;
  const uint8_t *g;
  size_t g_len;
  const uint8_t *q;
  size_t q_len;
  size_t private_bits;
  const mcu_modexp_desc *modexp; /* NULL: mcu_modexp */
} mcu_dh_params;

/* A built-in group (views of constants); MCU_ERR_INVALID_ARGUMENT for an
 * unknown id. *params.modexp is NULL. */
mcu_status mcu_dh_group(mcu_dh_group_id id, mcu_dh_params *params);
/* The group's name ("ffdhe2048", "modp1024", ...) or NULL. */
const char *mcu_dh_group_name(mcu_dh_group_id id);
/* The built-in group whose p and g these are, or MCU_DH_GROUP_COUNT. */
mcu_dh_group_id mcu_dh_group_find(const mcu_dh_params *params);

/* p's length in bytes (the public key's and the padded secret's), or 0 if
 * the parameters are unusable (p even, not 1024..4096 bits, g not in
 * [2, p - 2]). */
size_t mcu_dh_p_len(const mcu_dh_params *params);

/* SP 800-56A 5.6.1.1.4: x = c + 1, c of private_bits random bits drawn
 * again while c > min(2^N, q) - 2; y = g^x mod p. x goes to priv
 * (*priv_len = ceil(private_bits / 8) bytes, priv_cap enough), y to pub
 * (pub_len == p_len, left-padded). Errors: MCU_ERR_INVALID_ARGUMENT,
 * MCU_ERR_INVALID_KEY (parameters), MCU_ERR_BUFFER_TOO_SMALL,
 * MCU_ERR_RNG_FAILED; outputs zeroed on error. */
mcu_status mcu_dh_generate_key(const mcu_dh_params *params, const mcu_rng *rng, uint8_t *priv,
                               size_t priv_cap, size_t *priv_len, uint8_t *pub, size_t pub_len);

/* SP 800-56A 5.6.2.3.1: 2 <= y <= p - 2 and, if q is known, y^q = 1 mod p.
 * MCU_OK or MCU_ERR_INVALID_KEY. */
mcu_status mcu_dh_check_public(const mcu_dh_params *params, const uint8_t *y, size_t y_len);

/* The shared secret Z = peer^x mod p (SP 800-56A 5.7.1.1) after checking
 * the peer key as mcu_dh_check_public; Z = 1 is refused. pad != 0: Z as
 * p_len bytes (SP 800-56A's Z, TLS 1.3, OpenSSL's dh_pad:1); pad == 0:
 * without its leading zero bytes, as `openssl pkeyutl -derive` writes it
 * (the length then shows how many there were). secret_cap >= p_len.
 * Errors: MCU_ERR_INVALID_KEY (peer key, x not in [1, p - 2]),
 * MCU_ERR_INVALID_ARGUMENT, MCU_ERR_BUFFER_TOO_SMALL; secret zeroed on
 * error. */
mcu_status mcu_dh_derive(const mcu_dh_params *params, const uint8_t *priv, size_t priv_len,
                         const uint8_t *peer, size_t peer_len, int pad, uint8_t *secret,
                         size_t secret_cap, size_t *secret_len);

/* Key files, as `openssl genpkey -algorithm DH -pkeyopt group:ffdhe2048`
 * writes them: PKCS#3 DHParameter ("DH PARAMETERS": SEQUENCE { p, g,
 * privateValueLength OPTIONAL }), PKCS#8 PrivateKeyInfo and
 * SubjectPublicKeyInfo with the dhKeyAgreement OID (1.2.840.113549.1.3.1)
 * and DHParameter as its parameters, the key an INTEGER. Parsed values are
 * views into der; a p and g of a built-in group get its q (so peer keys
 * are fully checked). privateValueLength, if present, becomes
 * private_bits. Errors: MCU_ERR_MALFORMED, MCU_ERR_UNSUPPORTED (another
 * algorithm), MCU_ERR_INVALID_KEY, MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_dh_params_from_der(mcu_dh_params *params, const uint8_t *der, size_t der_len);
mcu_status mcu_dh_private_key_from_der(mcu_dh_params *params, const uint8_t **x, size_t *x_len,
                                       const uint8_t *der, size_t der_len);
mcu_status mcu_dh_public_key_from_der(mcu_dh_params *params, const uint8_t **y, size_t *y_len,
                                      const uint8_t *der, size_t der_len);

/* Writers (mcucrypt/der.h's backwards writer: *der points into buf, at its
 * end). MCU_ERR_BUFFER_TOO_SMALL if buf is short. privateValueLength is
 * written when params->private_bits is set, as OpenSSL does for the named
 * groups. */
mcu_status mcu_dh_params_to_der(const mcu_dh_params *params, uint8_t *buf, size_t cap,
                                const uint8_t **der, size_t *der_len);
mcu_status mcu_dh_private_key_to_der(const mcu_dh_params *params, const uint8_t *x, size_t x_len,
                                     uint8_t *buf, size_t cap, const uint8_t **der,
                                     size_t *der_len);
mcu_status mcu_dh_public_key_to_der(const mcu_dh_params *params, const uint8_t *y, size_t y_len,
                                    uint8_t *buf, size_t cap, const uint8_t **der,
                                    size_t *der_len);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_DH_H_ */
