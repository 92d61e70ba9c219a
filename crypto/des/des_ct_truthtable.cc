// Constant-time DES, one block at a time: each S-box output bit read from
// its 64-entry truth table by a rotation by the secret index.
//
// Why. A lone block (CBC encryption, CBC-MAC, CMAC) cannot fill the
// bitsliced core's 32 lanes, and the multiplexer tree (des_ct_muxtree.cc)
// reads all 64 entries of every S-box per round, ~400 cycles per round on
// the Cortex-M4 model. Here nothing is indexed by data either, but the work
// per output bit is a handful of word operations.
//
// Technique. Output bit k of S-box s is a boolean function of the six input
// bits x = b1..b6: a 64-bit truth table, kept as two words, entries
// 0..31 (b1 = 0) and the XOR of both halves. Its bit is
//   rotr(lo ^ (d & m), x) & 1,   m = -(b1), d = lo ^ hi,
// a select by mask and a rotation by a register amount: both single-cycle
// whatever the amount on the Cortex-M4 and the microAptiv (no early-out
// shifter), and all 64 table words are read every round in the same order.
// The bit then goes straight to its place under P (the table words are
// stored rotated by it), so P costs nothing. Seven operations per output
// bit: ~310 cycles per round on the Cortex-M4 model, 3DES ~1870
// cycles/byte (mux tree ~2420), ~1630 on the microAptiv (~2050); half the
// loads are what is left to win (an LDM per S-box needs assembly).
// On the microAptiv gcc's round is 263.5 instructions (527 per two rounds:
// 135 loads, 64 rotations); the technique's floor is 7 an output bit (two
// table words, select, rotate, isolate, merge) plus ~25, ~250 a round: 3DES
// CBC encryption ~1500 cycles/byte against a target of 628 (twice the
// seed; measured 1634). No one-block constant-time DES known here gets
// near 105 instructions a round.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/des/des_common.h"
#include "crypto/des/des_ct.h"

namespace mcucrypt {
namespace des_truthtable {
namespace {

using des::kP;
using des::SboxOut;

// Word bit (32 - i, standard bit i) of f(R, K) that S-box s's output bit k
// (1 = most significant) lands on under P.
constexpr unsigned PBit(int s, int k) {
  unsigned dst = 0;
  for (int i = 1; i <= 32; ++i) {
    if (kP[i - 1] == 4 * s + k) dst = static_cast<unsigned>(32 - i);
  }
  return dst;
}

// Entries 32h .. 32h+31 of output bit k of S-box s, entry e at bit e.
constexpr uint32_t Half(int s, int k, uint32_t h) {
  uint32_t w = 0;
  for (uint32_t e = 0; e < 32; ++e) w |= ((SboxOut(s, 32 * h + e) >> (4 - k)) & 1u) << e;
  return w;
}

// Per S-box, per output bit: the low half and the XOR of both halves, each
// rotated left by the bit's place under P, so that rotating right by x
// brings entry x to that place; and the place.
struct Tables {
  uint32_t w[8][4][2];
  uint8_t dst[8][4];
};

constexpr uint32_t RotlConst(uint32_t v, unsigned n) {
  return n == 0 ? v : (v << n) | (v >> (32 - n));
}

constexpr Tables MakeTables() {
  Tables t{};
  for (int s = 0; s < 8; ++s) {
    for (int k = 1; k <= 4; ++k) {
      const unsigned dst = PBit(s, k);
      t.w[s][k - 1][0] = RotlConst(Half(s, k, 0), dst);
      t.w[s][k - 1][1] = RotlConst(Half(s, k, 0) ^ Half(s, k, 1), dst);
      t.dst[s][k - 1] = static_cast<uint8_t>(dst);
    }
  }
  return t;
}

constexpr Tables kTables = MakeTables();

// Output bit k's place, as a constant of the instruction stream.
template <int kS, int kK>
struct Dst {
  static constexpr unsigned kValue = kTables.dst[kS][kK - 1];
};

// Entry x of the (pre-rotated) table w, at bit kDst.
template <unsigned kDst>
__attribute__((always_inline)) inline uint32_t Bit(const uint32_t *w, uint32_t m, uint32_t x) {
  return rotr32(w[0] ^ (w[1] & m), x) & (1u << kDst);
}

// One S-box: its six input bits x (b1 most significant) from u, then its
// four output bits at their places under P.
template <int kS>
__attribute__((always_inline)) inline uint32_t Sbox(uint32_t u, const uint32_t (*w)[2]) {
  // b1 at word bit SboxInputBit(s, 1): rotating it to bit 5 brings b2..b6
  // below it (des_common.h).
  constexpr unsigned kRot = (des::SboxInputBit(kS, 1) + 27u) & 31u;
  const uint32_t x = rotr32(u, kRot) & 63u;
  const uint32_t m = 0u - (x >> 5);
  return Bit<Dst<kS, 1>::kValue>(w[0], m, x) | Bit<Dst<kS, 2>::kValue>(w[1], m, x) |
         Bit<Dst<kS, 3>::kValue>(w[2], m, x) | Bit<Dst<kS, 4>::kValue>(w[3], m, x);
}

struct TruthTableRound {
  __attribute__((always_inline)) static inline uint32_t F(uint32_t r, uint32_t ke, uint32_t ko) {
    const uint32_t ue = r ^ ke, uo = r ^ ko;
    // Through a barrier: the table words are loaded, not rebuilt from
    // immediates.
    const uint32_t(*w)[4][2] = kTables.w;
    __asm__("" : "+r"(w));
    // One S-box after the other (the barriers keep the compiler from
    // starting all eight at once and spilling their indices).
    uint32_t f = Sbox<0>(ue, w[0]);
    __asm__("" : "+r"(f));
    f |= Sbox<1>(uo, w[1]);
    __asm__("" : "+r"(f));
    f |= Sbox<2>(ue, w[2]);
    __asm__("" : "+r"(f));
    f |= Sbox<3>(uo, w[3]);
    __asm__("" : "+r"(f));
    f |= Sbox<4>(ue, w[4]);
    __asm__("" : "+r"(f));
    f |= Sbox<5>(uo, w[5]);
    __asm__("" : "+r"(f));
    f |= Sbox<6>(ue, w[6]);
    __asm__("" : "+r"(f));
    return f | Sbox<7>(uo, w[7]);
  }
};

}  // namespace

MCU_DES_BLOCK_FUNCTIONS_DEFINE(TruthTableRound)

}  // namespace des_truthtable
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_des_ct_truthtable_desc =
    MCU_DES_BLOCK_DESC("des", "ct_truthtable", 1, des_truthtable, Des, 8);
const mcu_block_cipher_desc mcu_des_ede_ct_truthtable_desc =
    MCU_DES_BLOCK_DESC("des-ede", "ct_truthtable", 1, des_truthtable, Ede, 16);
const mcu_block_cipher_desc mcu_des_ede3_ct_truthtable_desc =
    MCU_DES_BLOCK_DESC("des-ede3", "ct_truthtable", 1, des_truthtable, Ede3, 24);
}
