// The build's ChaCha20 block loop (chacha::xor_blocks) when
// //crypto/chacha:chacha20_backend selects the MIPS32r2 assembly technique.
#include "crypto/chacha/chacha20_blocks.h"

namespace mcucrypt {
namespace chacha {

void xor_blocks(uint32_t state[16], const uint8_t *in, uint8_t *out, size_t nblocks) {
  xor_blocks_mips32r2(state, in, out, nblocks);
}

}  // namespace chacha
}  // namespace mcucrypt
