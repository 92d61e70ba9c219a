/* Ed25519, Ed25519ctx and Ed25519ph signatures (RFC 8032 section 5.1).
 *
 *   uint8_t priv[32], pub[32], sig[64];
 *   mcu_ed25519_keygen(priv, pub, &rng);
 *   mcu_ed25519_sign(sig, priv, msg, len);
 *   if (mcu_ed25519_verify(sig, pub, msg, len) == MCU_OK) ...
 *
 * A device that signs many messages with one key expands it once:
 *
 *   mcu_ed25519_signing_key key;
 *   mcu_ed25519_signing_key_init(&key, priv);
 *   mcu_ed25519_sign_with_key(sig, &key, msg, len);   (as often as needed)
 *   mcu_wipe(&key, sizeof key);
 *
 * The private key is RFC 8032's 32-byte secret (the seed that is hashed);
 * signing derives the public key from it again rather than trusting one
 * passed in (a wrong public key would leak the secret through two
 * signatures). Signing is deterministic and constant time; verification is
 * variable time (public inputs).
 *
 * Verification is strict: S must be below L, A and R must be canonical
 * encodings (y < p, no "negative zero" x) of curve points, and the check is
 * the cofactorless [S]B = R + [k]A that RFC 8032 section 5.1.7 allows.
 * Small-order public keys and R are accepted, as RFC 8032 does. Any
 * result but MCU_OK means "reject": MCU_ERR_INVALID_SIGNATURE, or
 * MCU_ERR_INVALID_KEY when pub is not a point.
 *
 * Ed25519ctx takes a context of 1..255 bytes; Ed25519ph takes 0..255 bytes
 * and the SHA-512 digest of the message (hash it with mcu_sha512_*, in
 * pieces if it is long), not the message.
 *
 * mcu_ed25519_mul is the build's Edwards25519 scalar multiplication
 * (mcucrypt/ec_mul.h), chosen by //crypto/curve25519:ed25519_mul_backend;
 * mcu_ed25519_mul_ct_portable ("ct_portable") is the portable one:
 * fixed-base multiplication from a 24 KiB flash table with constant-time
 * look-ups, a constant-time ladder for other points, and a variable-time
 * double multiplication for mul_add. */
#ifndef MCUCRYPT_ED25519_H_
#define MCUCRYPT_ED25519_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_mul.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_ED25519_PRIVATE_KEY_SIZE 32
#define MCU_ED25519_PUBLIC_KEY_SIZE 32
#define MCU_ED25519_SIGNATURE_SIZE 64
#define MCU_ED25519_PH_DIGEST_SIZE 64 /* SHA-512 */
#define MCU_ED25519_MAX_CONTEXT 255

extern const mcu_ec_mul_desc mcu_ed25519_mul;
extern const mcu_ec_mul_desc mcu_ed25519_mul_ct_portable;

mcu_status mcu_ed25519_public_key(uint8_t pub[MCU_ED25519_PUBLIC_KEY_SIZE],
                                  const uint8_t priv[MCU_ED25519_PRIVATE_KEY_SIZE]);

/* 32 bytes from rng as the private key, and its public key; both zeroed on
 * failure (MCU_ERR_RNG_FAILED if the rng failed). */
mcu_status mcu_ed25519_keygen(uint8_t priv[MCU_ED25519_PRIVATE_KEY_SIZE],
                              uint8_t pub[MCU_ED25519_PUBLIC_KEY_SIZE],
                              const mcu_rng *rng);

/* msg may be NULL when msg_len is 0. */
mcu_status mcu_ed25519_sign(uint8_t sig[MCU_ED25519_SIGNATURE_SIZE],
                            const uint8_t priv[MCU_ED25519_PRIVATE_KEY_SIZE],
                            const uint8_t *msg, size_t msg_len);
mcu_status mcu_ed25519_verify(const uint8_t sig[MCU_ED25519_SIGNATURE_SIZE],
                              const uint8_t pub[MCU_ED25519_PUBLIC_KEY_SIZE],
                              const uint8_t *msg, size_t msg_len);

/* Pure Ed25519 through a given Edwards25519 multiplication
 * (mcu_ed25519_mul_ct_portable, a board's mcu_ed25519_mul_ba414e, ...; the
 * portable code still stands behind one that answers MCU_ERR_UNSUPPORTED),
 * so one image can run the software and a coprocessor side by side; the two
 * above use mcu_ed25519_mul. A NULL descriptor or one for another curve is
 * MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_ed25519_sign_with(const mcu_ec_mul_desc *mul,
                                 uint8_t sig[MCU_ED25519_SIGNATURE_SIZE],
                                 const uint8_t priv[MCU_ED25519_PRIVATE_KEY_SIZE],
                                 const uint8_t *msg, size_t msg_len);
mcu_status mcu_ed25519_verify_with(const mcu_ec_mul_desc *mul,
                                   const uint8_t sig[MCU_ED25519_SIGNATURE_SIZE],
                                   const uint8_t pub[MCU_ED25519_PUBLIC_KEY_SIZE],
                                   const uint8_t *msg, size_t msg_len);

/* The private key expanded once (RFC 8032 section 5.1.5): the scalar s,
 * the prefix, and the public key A = sB derived from them here, never
 * passed in. A signature with it costs one fixed-base multiplication
 * instead of two (mcu_ed25519_sign derives A again each time) and is the
 * same signature. It holds the secret: mcu_wipe it when done. */
typedef struct mcu_ed25519_signing_key {
  uint8_t s[32];
  uint8_t prefix[32];
  uint8_t pub[MCU_ED25519_PUBLIC_KEY_SIZE];
} mcu_ed25519_signing_key;

/* key zeroed on failure. */
mcu_status mcu_ed25519_signing_key_init(mcu_ed25519_signing_key *key,
                                        const uint8_t priv[MCU_ED25519_PRIVATE_KEY_SIZE]);
/* Pure Ed25519, as mcu_ed25519_sign; msg may be NULL when msg_len is 0. */
mcu_status mcu_ed25519_sign_with_key(uint8_t sig[MCU_ED25519_SIGNATURE_SIZE],
                                     const mcu_ed25519_signing_key *key,
                                     const uint8_t *msg, size_t msg_len);

/* Ed25519ctx: 1 <= ctx_len <= 255, else MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_ed25519ctx_sign(uint8_t sig[MCU_ED25519_SIGNATURE_SIZE],
                               const uint8_t priv[MCU_ED25519_PRIVATE_KEY_SIZE],
                               const uint8_t *ctx, size_t ctx_len,
                               const uint8_t *msg, size_t msg_len);
mcu_status mcu_ed25519ctx_verify(const uint8_t sig[MCU_ED25519_SIGNATURE_SIZE],
                                 const uint8_t pub[MCU_ED25519_PUBLIC_KEY_SIZE],
                                 const uint8_t *ctx, size_t ctx_len,
                                 const uint8_t *msg, size_t msg_len);

/* Ed25519ph over digest = SHA-512(message); 0 <= ctx_len <= 255. */
mcu_status mcu_ed25519ph_sign(uint8_t sig[MCU_ED25519_SIGNATURE_SIZE],
                              const uint8_t priv[MCU_ED25519_PRIVATE_KEY_SIZE],
                              const uint8_t *ctx, size_t ctx_len,
                              const uint8_t digest[MCU_ED25519_PH_DIGEST_SIZE]);
mcu_status mcu_ed25519ph_verify(const uint8_t sig[MCU_ED25519_SIGNATURE_SIZE],
                                const uint8_t pub[MCU_ED25519_PUBLIC_KEY_SIZE],
                                const uint8_t *ctx, size_t ctx_len,
                                const uint8_t digest[MCU_ED25519_PH_DIGEST_SIZE]);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_ED25519_H_ */
