// What the RSA encodings share: the public operation, MGF1 and the
// DigestInfo of each hash.
#ifndef MCUCRYPT_RSA_RSA_INTERNAL_H_
#define MCUCRYPT_RSA_RSA_INTERNAL_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/rsa.h"

namespace mcucrypt {
namespace rsa {

// Storage for one hash context of any algorithm.
union HashState {
  uint8_t bytes[MCU_HASH_MAX_CONTEXT_SIZE];
  uint64_t align_u64;
  void *align_ptr;
};

// RSAVP1 (RFC 8017 5.2.2): em = sig^e mod n, k bytes, sig_len == k and
// sig < n (else MCU_ERR_INVALID_SIGNATURE). The key is checked first.
mcu_status public_op(const mcu_rsa_public_key *pk, const uint8_t *sig, size_t sig_len,
                     uint8_t *em, size_t k);

// RSASP1/RSADP (RFC 8017 5.1.2, 5.2.1) with blinding and the fault check
// (mcucrypt/rsa.h): out = in^d mod n, both k bytes; in < n.
mcu_status private_op(const mcu_rsa_private_key *sk, const uint8_t *in, uint8_t *out, size_t k,
                      const mcu_rng *rng);

// The message of a decrypted encoding, released without branches or
// addresses that depend on secrets: tail holds the last max_len bytes of
// the encoding, whose final msg_len bytes are the message. If good is
// all-ones, out gets the message and *out_len = msg_len; otherwise out is
// zeroed and *out_len = 0. out holds max_len bytes; tail is clobbered.
// Returns MCU_OK or MCU_ERR_BAD_PADDING (chosen with a mask).
mcu_status release_message(uint32_t good, uint8_t *tail, size_t max_len, uint32_t msg_len,
                           uint8_t *out, size_t *out_len);

// Bits of the modulus (modBits), or 0.
size_t modulus_bits(const mcu_rsa_public_key *pk);

// dst ^= MGF1(seed, len) (RFC 8017 B.2.1) over hash.
mcu_status mgf1_xor(const mcu_hash_desc *hash, const uint8_t *seed, size_t seed_len,
                    uint8_t *dst, size_t len);

// One-shot hash of up to three pieces (any may be empty).
mcu_status hash3(const mcu_hash_desc *hash, const uint8_t *a, size_t a_len, const uint8_t *b,
                 size_t b_len, const uint8_t *c, size_t c_len, uint8_t *digest);

// EMSA-PKCS1-v1_5 (RFC 8017 9.2): em (k bytes) = 00 01 FF.. 00 DigestInfo.
// MCU_ERR_UNSUPPORTED for a hash without an OID here, MCU_ERR_INVALID_KEY
// if k is too short for it.
mcu_status emsa_pkcs1v15_encode(const mcu_hash_desc *hash, const uint8_t *digest, uint8_t *em,
                                size_t k);

}  // namespace rsa
}  // namespace mcucrypt

#endif  // MCUCRYPT_RSA_RSA_INTERNAL_H_
