// Table DES: each S-box and P merged into one 64-entry table of f-output
// words (2 KiB for all eight), indexed by the S-box's six input bits.
//
// VARIABLE TIME. Every round indexes the tables with key- and data-dependent
// bits, so which words are read (through a cache, the flash accelerator's
// line buffers, bus timing) depends on the secrets. Never the default
// (mcucrypt/des.h); for devices no attacker can time. The constant-time
// backend is des_ct_muxtree.cc.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/des/des_common.h"
#include "crypto/des/des_table.h"

namespace mcucrypt {
namespace des_table {
namespace {

using des::kP;
using des::SboxOut;

// P applied to output value v of S-box s (at its standard bits 4s+1..4s+4).
constexpr uint32_t PermutedOutput(int s, uint32_t v) {
  uint32_t f = 0;
  for (int i = 1; i <= 32; ++i) {
    const int q = kP[i - 1];  // S-box output bit q = 4s' + k
    if ((q - 1) / 4 == s) {
      const int k = (q - 1) % 4 + 1;
      f |= ((v >> (4 - k)) & 1u) << (32 - i);
    }
  }
  return f;
}

struct SpTables {
  uint32_t sp[8][64];
};

constexpr SpTables MakeSpTables() {
  SpTables t{};
  for (int s = 0; s < 8; ++s) {
    for (uint32_t e = 0; e < 64; ++e) t.sp[s][e] = PermutedOutput(s, SboxOut(s, e));
  }
  return t;
}

constexpr SpTables kSp = MakeSpTables();

// R ^ ke rotated right by 1 puts the even S-boxes' E windows (des_common.h)
// at bits 26, 18, 10, 2 with b1 on top; R ^ ko rotated left by 3 does the
// same for the odd ones.
struct TableRound {
  static inline uint32_t F(uint32_t r, uint32_t ke, uint32_t ko) {
    const uint32_t ve = rotr32(r ^ ke, 1), vo = rotl32(r ^ ko, 3);
    return kSp.sp[0][ve >> 26] ^ kSp.sp[2][(ve >> 18) & 63] ^ kSp.sp[4][(ve >> 10) & 63] ^
           kSp.sp[6][(ve >> 2) & 63] ^ kSp.sp[1][vo >> 26] ^ kSp.sp[3][(vo >> 18) & 63] ^
           kSp.sp[5][(vo >> 10) & 63] ^ kSp.sp[7][(vo >> 2) & 63];
  }
};

}  // namespace

MCU_DES_BLOCK_FUNCTIONS_DEFINE(TableRound)

}  // namespace des_table
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_des_table_desc = MCU_DES_TABLE_DESC("des", Des, 8);
const mcu_block_cipher_desc mcu_des_ede_table_desc = MCU_DES_TABLE_DESC("des-ede", Ede, 16);
const mcu_block_cipher_desc mcu_des_ede3_table_desc = MCU_DES_TABLE_DESC("des-ede3", Ede3, 24);
}
