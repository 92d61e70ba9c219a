// The Armv7E-M ChaCha20 backend's C++ side: the block loop is Thumb-2
// assembly (chacha20_armv7m.S), which keeps its working state on its own
// stack frame and wipes it before returning.
#include <stddef.h>
#include <stdint.h>

#include "crypto/chacha/chacha20_blocks.h"

extern "C" void mcu_chacha20_armv7m_xor(uint32_t state[16], const uint8_t *in, uint8_t *out,
                                        size_t nblocks);

namespace mcucrypt {
namespace chacha {

void xor_blocks_armv7m(uint32_t state[16], const uint8_t *in, uint8_t *out, size_t nblocks) {
  mcu_chacha20_armv7m_xor(state, in, out, nblocks);
}

}  // namespace chacha
}  // namespace mcucrypt
