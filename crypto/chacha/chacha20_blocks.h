// ChaCha20's block loop, one per technique (xor_blocks_portable,
// xor_blocks_armv7m, xor_blocks_mips32r2, each in its own library), so one
// image can hold several; chacha20.cc calls the short name xor_blocks, which
// the library //crypto/chacha:chacha20_backend chooses defines
// (chacha20_default_<technique>.cc).
#ifndef MCUCRYPT_CHACHA_CHACHA20_BLOCKS_H_
#define MCUCRYPT_CHACHA_CHACHA20_BLOCKS_H_

#include <stddef.h>
#include <stdint.h>

namespace mcucrypt {
namespace chacha {

// XORs nblocks whole 64-byte blocks of key stream (RFC 8439 section 2.3,
// the first block at counter state[12]) into in -> out, and advances
// state[12] by nblocks. out may equal in (no other overlap); any
// alignment; nblocks may be 0. The caller has checked the counter does not
// wrap (it may end at 0). Leaves no key stream in scratch memory.
void xor_blocks(uint32_t state[16], const uint8_t *in, uint8_t *out, size_t nblocks);
void xor_blocks_portable(uint32_t state[16], const uint8_t *in, uint8_t *out, size_t nblocks);
void xor_blocks_armv7m(uint32_t state[16], const uint8_t *in, uint8_t *out, size_t nblocks);
void xor_blocks_mips32r2(uint32_t state[16], const uint8_t *in, uint8_t *out, size_t nblocks);

}  // namespace chacha
}  // namespace mcucrypt

#endif  // MCUCRYPT_CHACHA_CHACHA20_BLOCKS_H_
