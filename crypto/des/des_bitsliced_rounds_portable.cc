// The portable rounds of the bitsliced DES core (des_bitsliced_rounds.h):
// the generated S-box circuits (des_sbox_circuits.h) on 32 blocks at a
// time. E is the choice of R's words per S-box input, P the choice of L's
// words each output is XORed into; each key bit is spread to an all-zeros
// or all-ones word as it is used (SBFX on Arm), so the schedule keeps the
// format and 96-word size of every backend.
#include <stddef.h>
#include <stdint.h>

#include "crypto/des/des_bitsliced_rounds.h"
#include "crypto/des/des_ct_bitsliced.h"
#include "crypto/des/des_common.h"
#include "crypto/des/des_sbox_circuits.h"

namespace mcucrypt {
namespace des_bitsliced {
namespace {

using des::kP;
using des::SboxInputBit;

// R's bit (1..32) feeding input t (1..6) of S-box s (0..7): E.
constexpr int EBit(int s, int t) { return (4 * s + t - 2 + 32) % 32 + 1; }

// f's bit (1..32) that output bit k (1..4) of S-box s lands on: P^-1.
constexpr int PBit(int s, int k) {
  int i = 1;
  while (kP[i - 1] != 4 * s + k) ++i;
  return i;
}

// The word of all-ones or all-zeros for bit `bit` of k (a key bit).
__attribute__((always_inline)) inline uint32_t Spread(uint32_t k, unsigned bit) {
  return static_cast<uint32_t>(static_cast<int32_t>(k << (31u - bit)) >> 31);
}

// The working words: L (bits 1..32) at 0, R at 32, the round's (ke, ko)
// at 64, 65. One base register reaches all of them, leaving the others to
// the circuits.
constexpr int kKeyWord = 64;
static_assert(kRoundStateWords == kKeyWord + 2, "state layout");

// S-box s of the round in w: l ^= its part of f(r, K), with l = w + lo and
// r = w + ro. The key word is read here, so it is live only while the
// six inputs are formed.
template <int s, int lo, int ro>
__attribute__((always_inline)) inline void SboxStep(uint32_t *w) {
  const uint32_t k = w[kKeyWord + (s & 1)];
  const uint32_t *const r = w + ro;
  uint32_t *const l = w + lo;
  const uint32_t x1 = r[EBit(s, 1) - 1] ^ Spread(k, SboxInputBit(s, 1));
  const uint32_t x2 = r[EBit(s, 2) - 1] ^ Spread(k, SboxInputBit(s, 2));
  const uint32_t x3 = r[EBit(s, 3) - 1] ^ Spread(k, SboxInputBit(s, 3));
  const uint32_t x4 = r[EBit(s, 4) - 1] ^ Spread(k, SboxInputBit(s, 4));
  const uint32_t x5 = r[EBit(s, 5) - 1] ^ Spread(k, SboxInputBit(s, 5));
  const uint32_t x6 = r[EBit(s, 6) - 1] ^ Spread(k, SboxInputBit(s, 6));
  uint32_t &y1 = l[PBit(s, 1) - 1], &y2 = l[PBit(s, 2) - 1];
  uint32_t &y3 = l[PBit(s, 3) - 1], &y4 = l[PBit(s, 4) - 1];
  if constexpr (s == 0) Sbox1(x1, x2, x3, x4, x5, x6, y1, y2, y3, y4);
  if constexpr (s == 1) Sbox2(x1, x2, x3, x4, x5, x6, y1, y2, y3, y4);
  if constexpr (s == 2) Sbox3(x1, x2, x3, x4, x5, x6, y1, y2, y3, y4);
  if constexpr (s == 3) Sbox4(x1, x2, x3, x4, x5, x6, y1, y2, y3, y4);
  if constexpr (s == 4) Sbox5(x1, x2, x3, x4, x5, x6, y1, y2, y3, y4);
  if constexpr (s == 5) Sbox6(x1, x2, x3, x4, x5, x6, y1, y2, y3, y4);
  if constexpr (s == 6) Sbox7(x1, x2, x3, x4, x5, x6, y1, y2, y3, y4);
  if constexpr (s == 7) Sbox8(x1, x2, x3, x4, x5, x6, y1, y2, y3, y4);
}

// One round on 32 blocks: L ^= f(R, K) (kSwapped: R ^= f(L, K)), K the
// words at kKeyWord. Not inlined: one copy of the circuits per direction
// of the halves. The barriers keep the compiler from interleaving the
// S-boxes, which would only make it spill.
#define DES_BITSLICED_BARRIER() __asm__ volatile("" ::: "memory")
template <bool kSwapped>
__attribute__((noinline)) void Round(uint32_t *w) {
  constexpr int lo = kSwapped ? 32 : 0, ro = kSwapped ? 0 : 32;
  SboxStep<0, lo, ro>(w);
  DES_BITSLICED_BARRIER();
  SboxStep<1, lo, ro>(w);
  DES_BITSLICED_BARRIER();
  SboxStep<2, lo, ro>(w);
  DES_BITSLICED_BARRIER();
  SboxStep<3, lo, ro>(w);
  DES_BITSLICED_BARRIER();
  SboxStep<4, lo, ro>(w);
  DES_BITSLICED_BARRIER();
  SboxStep<5, lo, ro>(w);
  DES_BITSLICED_BARRIER();
  SboxStep<6, lo, ro>(w);
  DES_BITSLICED_BARRIER();
  SboxStep<7, lo, ro>(w);
}
#undef DES_BITSLICED_BARRIER

// Sixteen rounds, as des::SixteenRounds (no swap after the last); kSwapped:
// the halves' roles traded (the middle DES of Triple-DES).
template <bool kSwapped>
void SixteenRounds(uint32_t *w, const uint32_t *rk, int32_t step) {
  for (int i = 0; i < 8; ++i, rk += 2 * step) {
    w[kKeyWord] = rk[0];
    w[kKeyWord + 1] = rk[1];
    Round<kSwapped>(w);
    w[kKeyWord] = rk[step];
    w[kKeyWord + 1] = rk[step + 1];
    Round<!kSwapped>(w);
  }
}

}  // namespace

void RoundsPortable(uint32_t w[kRoundStateWords], const RoundStage *stages, unsigned n_stages) {
  for (unsigned i = 0; i < n_stages; ++i) {
    if (i % 2 == 0) {
      SixteenRounds<false>(w, stages[i].rk, stages[i].step);
    } else {
      SixteenRounds<true>(w, stages[i].rk, stages[i].step);
    }
  }
}

}  // namespace des_bitsliced
}  // namespace mcucrypt

// The C++ technique's descriptors.
extern "C" {
const mcu_block_cipher_desc mcu_des_ct_bitsliced_desc =
    mcucrypt::des_bitsliced::Portable::DesDesc("ct_bitsliced32");
const mcu_block_cipher_desc mcu_des_ede_ct_bitsliced_desc =
    mcucrypt::des_bitsliced::Portable::EdeDesc("ct_bitsliced32");
const mcu_block_cipher_desc mcu_des_ede3_ct_bitsliced_desc =
    mcucrypt::des_bitsliced::Portable::Ede3Desc("ct_bitsliced32");
}
