/* An AEAD as a value, so protocols, the Wycheproof runner and the CLI take
 * any of them. Every AEAD header declares its descriptor(s), e.g.
 * mcu_chacha20_poly1305_desc; the functions are also callable directly.
 *
 * Contract of every AEAD in mcucrypt:
 *  - encrypt writes len bytes of ciphertext to out and tag_len bytes of tag;
 *    out may equal in (in place) but must not otherwise overlap it.
 *  - decrypt checks the tag in constant time; on failure it returns
 *    MCU_ERR_AUTH_FAILED and zeroes out: no unauthenticated plaintext ever
 *    leaves the call.
 *  - nonce_len and tag_len are checked against what the algorithm allows
 *    (MCU_ERR_INVALID_ARGUMENT), aad/in/out may be NULL only when their
 *    length is 0. Keys and intermediate state are wiped. */
#ifndef MCUCRYPT_AEAD_DESC_H_
#define MCUCRYPT_AEAD_DESC_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct mcu_aead_desc {
  const char *name;      /* lower case, OpenSSL's spelling: "chacha20-poly1305", "aes-128-gcm" */
  size_t key_size;       /* bytes */
  size_t nonce_size;     /* the usual nonce length (others may be allowed) */
  /* Every nonce length the functions accept, in bytes: nonce_min..nonce_max
   * (others are refused with MCU_ERR_INVALID_ARGUMENT). GCM 1..2^61 - 1 (or
   * SIZE_MAX), CCM 7..13, ChaCha20-Poly1305 12, XChaCha20-Poly1305 24,
   * Ascon-AEAD128 16. */
  size_t nonce_min;
  size_t nonce_max;
  size_t tag_size;       /* the full tag length (shorter ones may be allowed) */
  mcu_status (*encrypt)(const uint8_t *key, const uint8_t *nonce, size_t nonce_len,
                        const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                        uint8_t *out, uint8_t *tag, size_t tag_len);
  mcu_status (*decrypt)(const uint8_t *key, const uint8_t *nonce, size_t nonce_len,
                        const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                        const uint8_t *tag, size_t tag_len, uint8_t *out);
} mcu_aead_desc;

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_AEAD_DESC_H_ */
