// ChaCha20's internals, shared by the stream functions and the AEADs.
#ifndef MCUCRYPT_CHACHA_CHACHA20_CORE_H_
#define MCUCRYPT_CHACHA_CHACHA20_CORE_H_

#include <stddef.h>
#include <stdint.h>

namespace mcucrypt {
namespace chacha {

// The 16-word input state of RFC 8439 section 2.3: constants, key, block
// counter (word 12), nonce.
void init_state(uint32_t state[16], const uint8_t key[32], const uint8_t nonce[12],
                uint32_t counter);

// The block function: out = 20 rounds of state, plus state.
void block(const uint32_t state[16], uint32_t out[16]);

// XORs len bytes of key stream into in -> out (out may equal in), advancing
// state[12] by the blocks used. The caller has checked the counter does not
// wrap. Wipes its key-stream scratch.
void xor_stream(uint32_t state[16], const uint8_t *in, size_t len, uint8_t *out);

// HChaCha20: the subkey (draft-irtf-cfrg-xchacha-03 section 2.2).
void hchacha20(const uint8_t key[32], const uint8_t nonce[16], uint8_t out[32]);

// true if len bytes starting at counter need no more than 2^32 - counter
// blocks.
bool counter_fits(uint32_t counter, size_t len);

// true if the buffers are the same or do not overlap (len bytes each).
bool same_or_disjoint(const uint8_t *in, const uint8_t *out, size_t len);

}  // namespace chacha
}  // namespace mcucrypt

#endif  // MCUCRYPT_CHACHA_CHACHA20_CORE_H_
