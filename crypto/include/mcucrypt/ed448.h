/* Ed448 and Ed448ph signatures (RFC 8032 section 5.2), over SHAKE256.
 *
 *   uint8_t priv[57], pub[57], sig[114];
 *   mcu_ed448_keygen(priv, pub, &rng);
 *   mcu_ed448_sign(sig, priv, ctx, ctx_len, msg, len);   ctx: 0..255 bytes
 *   if (mcu_ed448_verify(sig, pub, ctx, ctx_len, msg, len) == MCU_OK) ...
 *
 * The rules of mcucrypt/ed25519.h: the private key is RFC 8032's 57-byte
 * secret, signing derives the public key again, verification is strict
 * (S < L, canonical A and R) and cofactorless, small-order points are
 * accepted, any result but MCU_OK means "reject". Ed448ph takes the
 * 64-byte SHAKE256 digest of the message (mcu_shake256_*), not the message.
 *
 * mcu_ed448_mul is the build's Edwards448 scalar multiplication
 * (mcucrypt/ec_mul.h, scalars 57 bytes little-endian below L), chosen by
 * //crypto/curve448:ed448_mul_backend; mcu_ed448_mul_ct_portable
 * ("ct_portable"): fixed-base multiplication from a 25 KiB flash table with
 * constant-time look-ups, a constant-time ladder for other points, a
 * variable-time double multiplication for mul_add. */
#ifndef MCUCRYPT_ED448_H_
#define MCUCRYPT_ED448_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_mul.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MCU_ED448_PRIVATE_KEY_SIZE 57
#define MCU_ED448_PUBLIC_KEY_SIZE 57
#define MCU_ED448_SIGNATURE_SIZE 114
#define MCU_ED448_PH_DIGEST_SIZE 64 /* SHAKE256, 64 bytes out */
#define MCU_ED448_MAX_CONTEXT 255

extern const mcu_ec_mul_desc mcu_ed448_mul;
extern const mcu_ec_mul_desc mcu_ed448_mul_ct_portable;

mcu_status mcu_ed448_public_key(uint8_t pub[MCU_ED448_PUBLIC_KEY_SIZE],
                                const uint8_t priv[MCU_ED448_PRIVATE_KEY_SIZE]);
mcu_status mcu_ed448_keygen(uint8_t priv[MCU_ED448_PRIVATE_KEY_SIZE],
                            uint8_t pub[MCU_ED448_PUBLIC_KEY_SIZE], const mcu_rng *rng);

/* 0 <= ctx_len <= 255 (ctx may be NULL when 0); msg may be NULL when
 * msg_len is 0. */
mcu_status mcu_ed448_sign(uint8_t sig[MCU_ED448_SIGNATURE_SIZE],
                          const uint8_t priv[MCU_ED448_PRIVATE_KEY_SIZE],
                          const uint8_t *ctx, size_t ctx_len,
                          const uint8_t *msg, size_t msg_len);
mcu_status mcu_ed448_verify(const uint8_t sig[MCU_ED448_SIGNATURE_SIZE],
                            const uint8_t pub[MCU_ED448_PUBLIC_KEY_SIZE],
                            const uint8_t *ctx, size_t ctx_len,
                            const uint8_t *msg, size_t msg_len);

/* Ed448ph over digest = SHAKE256(message, 64 bytes). */
mcu_status mcu_ed448ph_sign(uint8_t sig[MCU_ED448_SIGNATURE_SIZE],
                            const uint8_t priv[MCU_ED448_PRIVATE_KEY_SIZE],
                            const uint8_t *ctx, size_t ctx_len,
                            const uint8_t digest[MCU_ED448_PH_DIGEST_SIZE]);
mcu_status mcu_ed448ph_verify(const uint8_t sig[MCU_ED448_SIGNATURE_SIZE],
                              const uint8_t pub[MCU_ED448_PUBLIC_KEY_SIZE],
                              const uint8_t *ctx, size_t ctx_len,
                              const uint8_t digest[MCU_ED448_PH_DIGEST_SIZE]);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_ED448_H_ */
