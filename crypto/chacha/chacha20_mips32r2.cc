// The MIPS32r2 ChaCha20 backend's C++ side: the block loop is MIPS32r2
// assembly (chacha20_mips32r2.S), which keeps its working state in
// registers (nothing on the stack but saved registers).
#include <stddef.h>
#include <stdint.h>

#include "crypto/chacha/chacha20_blocks.h"

extern "C" void mcu_chacha20_mips32r2_xor(uint32_t state[16], const uint8_t *in, uint8_t *out,
                                          size_t nblocks);

namespace mcucrypt {
namespace chacha {

void xor_blocks_mips32r2(uint32_t state[16], const uint8_t *in, uint8_t *out, size_t nblocks) {
  mcu_chacha20_mips32r2_xor(state, in, out, nblocks);
}

}  // namespace chacha
}  // namespace mcucrypt
