// The build's ChaCha20 block loop (chacha::xor_blocks) when
// //crypto/chacha:chacha20_backend selects the Thumb-2 assembly (Armv7E-M) technique.
#include "crypto/chacha/chacha20_blocks.h"

namespace mcucrypt {
namespace chacha {

void xor_blocks(uint32_t state[16], const uint8_t *in, uint8_t *out, size_t nblocks) {
  xor_blocks_armv7m(state, in, out, nblocks);
}

}  // namespace chacha
}  // namespace mcucrypt
