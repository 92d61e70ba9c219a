// The MIPS32r2 SM3 backend's C++ side: the compression function is assembly
// (sm3_compress_mips32r2.S); the rotated round constants live here and are
// passed in, so the assembly needs no PIC-dependent address loads.
#include <stddef.h>
#include <stdint.h>

#include "crypto/sm3/sm3_compress.h"
#include "crypto/sm3/sm3_technique.h"

extern "C" void mcu_sm3_mips32r2_compress(uint32_t state[8], const uint8_t *blocks,
                                          size_t nblocks, const uint32_t t[64]);

namespace mcucrypt {
namespace {

// T_j <<< (j mod 32), GB/T 32905 section 4.2 and the SS1 step of 5.3.3.
struct RoundConstants {
  uint32_t t[64];
};

constexpr RoundConstants make_round_constants() {
  RoundConstants rc{};
  for (unsigned j = 0; j < 64; ++j) {
    const uint32_t t = j < 16 ? 0x79cc4519u : 0x7a879d8au;
    const unsigned n = j % 32;
    rc.t[j] = n == 0 ? t : (t << n) | (t >> (32 - n));
  }
  return rc;
}

constexpr RoundConstants kRoundConstants = make_round_constants();

}  // namespace

mcu_status sm3_compress_mips32r2(uint32_t state[8], const uint8_t *blocks, size_t nblocks) {
  mcu_sm3_mips32r2_compress(state, blocks, nblocks, kRoundConstants.t);
  return MCU_OK;
}

}  // namespace mcucrypt

// This technique's SM3 (mcucrypt/sm3.h).
extern "C" const mcu_hash_desc mcu_sm3_mips32r2 =
    MCU_SM3_DESC(mcucrypt::sm3_compress_mips32r2, "mips32r2");
