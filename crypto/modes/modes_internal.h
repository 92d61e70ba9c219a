// Inside the core: the modes with their arguments already checked, for the
// streaming context, CMAC, GCM/CCM, CTR_DRBG, and drivers that run only part
// of a mode themselves (crypto/modes).
#ifndef MCUCRYPT_MODES_MODES_INTERNAL_H_
#define MCUCRYPT_MODES_MODES_INTERNAL_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/block_cipher.h"
#include "mcucrypt/status.h"

namespace mcucrypt {
namespace modes {

// Room for the blocks a mode hands the cipher in one call: counter blocks,
// CBC decryption's cipher outputs (16 AES / SM4 blocks, 32 DES blocks: one
// full pass of the 32-block bitsliced DES, two of the 8-block SM4).
constexpr size_t kBatchBytes = 256;

// out == in, or the two ranges do not overlap (len bytes of in, out_len of
// out). Either length may be 0.
bool same_or_disjoint(const uint8_t *in, size_t in_len, const uint8_t *out,
                      size_t out_len);

// Whole blocks; the caller checked key, pointers, overlap and len.
mcu_status ecb(const mcu_block_key *key, bool encrypt, const uint8_t *in, size_t len,
         uint8_t *out);

// Whole blocks through the driver's sequencer when it has one, else the
// portable code below.
mcu_status cbc_encrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in,
                       size_t len, uint8_t *out);
mcu_status cbc_decrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in,
                       size_t len, uint8_t *out);
// Any len; counter_bits in 1..8 * block size.
mcu_status ctr_xor(const mcu_block_key *key, uint8_t *counter, unsigned counter_bits,
                   const uint8_t *in, size_t len, uint8_t *out);

// PKCS#7: checks the padding of a decrypted last block of n bytes in
// constant time. Returns all-ones if it is good (last byte p in 1..n, the
// last p bytes all p), else 0; *keep gets n - p, or 0 if bad.
uint32_t pkcs7_check(const uint8_t *block, size_t n, uint32_t *keep);

// The portable code alone (a driver may call it for what it cannot do).
mcu_status cbc_encrypt_portable(const mcu_block_key *key, uint8_t *iv, const uint8_t *in,
                          size_t len, uint8_t *out);
mcu_status cbc_decrypt_portable(const mcu_block_key *key, uint8_t *iv, const uint8_t *in,
                          size_t len, uint8_t *out);
mcu_status ctr_xor_portable(const mcu_block_key *key, uint8_t *counter, unsigned counter_bits,
                      const uint8_t *in, size_t len, uint8_t *out);

}  // namespace modes
}  // namespace mcucrypt

#endif  // MCUCRYPT_MODES_MODES_INTERNAL_H_
