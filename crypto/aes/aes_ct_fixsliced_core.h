// Fixsliced AES: the rounds, as the interface between the part every build
// shares (key schedule, descriptors, odd block: aes_ct_fixsliced.cc) and a
// core's implementation of them:
//   aes_ct_fixsliced_portable.cc   C++, any core (the host's)
//   aes_ct_fixsliced_armv7m.S      Thumb-2, Cortex-M4
// Each takes the schedule of ExpandKey (Nr + 1 round keys of 8 words, in
// their rounds' frames, the S-box constant folded into keys 1..Nr) and
// encrypts or decrypts `pairs` pairs of blocks (32 bytes each, any
// alignment; out may equal in exactly). nr is 10, 12 or 14. Constant time:
// nothing but the public nr and pairs selects a branch or an address.
#ifndef MCUCRYPT_AES_AES_CT_FIXSLICED_CORE_H_
#define MCUCRYPT_AES_AES_CT_FIXSLICED_CORE_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

void mcu_aes_ct_fixsliced_encrypt_pairs(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                        uint8_t *out, size_t pairs);
void mcu_aes_ct_fixsliced_decrypt_pairs(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                        uint8_t *out, size_t pairs);

#ifdef __cplusplus
}
#endif

#endif  // MCUCRYPT_AES_AES_CT_FIXSLICED_CORE_H_
