// The rounds of the bitsliced DES core (des_ct_bitsliced.cc), by technique,
// each under its own name so one image can hold several: RoundsPortable,
// C++ over the generated circuits (des_sbox_circuits.h), and RoundsArmv7m,
// Thumb-2 assembly generated from the same circuits for Cortex-M4
// (gen/des_bitsliced_armv7m_gen.py). Internal.
#ifndef MCUCRYPT_DES_DES_BITSLICED_ROUNDS_H_
#define MCUCRYPT_DES_DES_BITSLICED_ROUNDS_H_

#include <stdint.h>

namespace mcucrypt {
namespace des_bitsliced {

// Words of the rounds' state: L (bits 1..32 of the half after IP, one word
// per bit, FIPS numbering, bit 1 at word 0), R at 32; then two words the
// portable backend uses for the round key (their contents on entry and on
// return are unspecified).
constexpr int kRoundStateWords = 66;

// Sixteen rounds: round j's key words (ke, ko, des_common.h) at
// rk + j * step (step = 2 forwards, -2 for decryption from rk = the last
// round's key).
struct RoundStage {
  const uint32_t *rk;
  int32_t step;
};

// Runs `stages` (1..3) stages of sixteen rounds on w: stage 0 and 2 with
// L ^= f(R, K) first, stage 1 with the halves' roles traded (R ^= f(L, K)
// first: the middle DES of Triple-DES), each without the swap after its
// last round (des::SixteenRounds). Constant time: nothing is indexed by w
// or the keys, and the only branches count rounds.
void RoundsPortable(uint32_t w[kRoundStateWords], const RoundStage *stages, unsigned n_stages);
void RoundsArmv7m(uint32_t w[kRoundStateWords], const RoundStage *stages, unsigned n_stages);
using RoundsFn = void (*)(uint32_t w[kRoundStateWords], const RoundStage *stages,
                          unsigned n_stages);

}  // namespace des_bitsliced
}  // namespace mcucrypt

#endif  // MCUCRYPT_DES_DES_BITSLICED_ROUNDS_H_
