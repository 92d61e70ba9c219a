// Constant-time DES: the eight S-boxes evaluated together as multiplexer
// trees, one 4-bit lane of a 32-bit word per S-box.
//
// A table lookup S[x] leaks x through the cache and bus, so here nothing is
// indexed by x. Each S-box's 64 entries sit in 64 constant words, lane s of
// word e holding S_s(e); the six input bits of every S-box are spread into
// six lane masks X1..X6 (lane s all-ones where S-box s's bit t is 1), and a
// tree of 63 word-wide multiplexers a ^ (X & (a ^ b)) picks, lane by lane,
// entry e = b1..b6 of each S-box: all 64 constants are read every round, in
// the same order, whatever the data. About 220 operations per round for all
// eight S-boxes (some 400 cycles per round with the rest, on the Cortex-M4
// model: 3DES ~2400 cycles/byte); a table lookup per S-box (des_table.cc) is
// eight times cheaper, and variable time.
//
// Lane layout. S-box s has lane bits 28 - 4s .. 31 - 4s; with R's E windows
// (des_common.h) at word bits 33 - 4s - t, one rotation per input bit t
// brings that bit of all even S-boxes (from R ^ ke) and of all odd ones
// (from R ^ ko) to the lanes' low bits, and x * 15 fills the lanes. Output
// bit k of S-box s lands on lane bit kLaneOrder[s][k - 1]: any order works
// for the tree, and this one (found by a small search) sends the 32 outputs
// to their places under P with rotations by only eight distances, so P is
// eight rotate-and-mask terms.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/des/des_common.h"
#include "crypto/des/des_ct.h"

namespace mcucrypt {
namespace des_ct {
namespace {

using des::kP;
using des::SboxOut;

// Lane bit (0 = the lane's lowest) of S-box s's output bit k = 1..4 (1 = the
// most significant bit of S_s).
constexpr uint8_t kLaneOrder[8][4] = {{1, 0, 3, 2}, {1, 2, 0, 3}, {1, 2, 0, 3}, {3, 2, 0, 1},
                                      {2, 0, 1, 3}, {1, 0, 3, 2}, {1, 0, 3, 2}, {0, 2, 3, 1}};

// Word bit of S-box s's output bit k.
constexpr unsigned LaneBit(int s, int k) {
  return static_cast<unsigned>(28 - 4 * s + kLaneOrder[s][k - 1]);
}

// Entry e of every S-box, in its lane.
constexpr uint32_t LaneWord(uint32_t e) {
  uint32_t w = 0;
  for (int s = 0; s < 8; ++s) {
    for (int k = 1; k <= 4; ++k) {
      w |= ((SboxOut(s, e) >> (4 - k)) & 1u) << LaneBit(s, k);
    }
  }
  return w;
}

// The tree's first level in pairs: entries 2p and 2p+1 differ only in b6,
// so level one is w[2p] ^ (X6 & w[2p+1]) with w[2p] = entry 2p and
// w[2p+1] = entry 2p ^ entry 2p+1.
struct TreeConstants {
  uint32_t w[64];
};

constexpr TreeConstants MakeTreeConstants() {
  TreeConstants t{};
  for (uint32_t p = 0; p < 32; ++p) {
    t.w[2 * p] = LaneWord(2 * p);
    t.w[2 * p + 1] = LaneWord(2 * p) ^ LaneWord(2 * p + 1);
  }
  return t;
}

constexpr TreeConstants kTree = MakeTreeConstants();

// P on the tree's output word: the output bits that a left rotation by d
// brings to their place in f(R, K) (standard bit i = word bit 32 - i).
constexpr uint32_t PMask(unsigned d) {
  uint32_t m = 0;
  for (int i = 1; i <= 32; ++i) {
    const int q = kP[i - 1];  // S-box output bit q = 4s + k
    const int s = (q - 1) / 4, k = (q - 1) % 4 + 1;
    const unsigned dst = static_cast<unsigned>(32 - i);
    if (((dst - LaneBit(s, k)) & 31u) == d) m |= 1u << dst;
  }
  return m;
}

constexpr uint32_t kPMask3 = PMask(3), kPMask6 = PMask(6), kPMask10 = PMask(10),
                   kPMask14 = PMask(14), kPMask16 = PMask(16), kPMask19 = PMask(19),
                   kPMask26 = PMask(26), kPMask27 = PMask(27);
static_assert((kPMask3 | kPMask6 | kPMask10 | kPMask14 | kPMask16 | kPMask19 | kPMask26 |
               kPMask27) == 0xFFFFFFFFu,
              "the eight rotations place every output bit");
static_assert(kPMask3 + kPMask6 + kPMask10 + kPMask14 + kPMask16 + kPMask19 + kPMask26 +
                  kPMask27 == 0xFFFFFFFFu,
              "each output bit is placed once");

inline uint32_t Mux(uint32_t x, uint32_t a, uint32_t b) { return a ^ (x & (a ^ b)); }

// Entries 8g .. 8g+7 (b1 b2 b3 = g) of every S-box, selected by b4 b5 b6.
inline uint32_t Group(const uint32_t *w, uint32_t x4, uint32_t x5, uint32_t x6) {
  const uint32_t v0 = w[0] ^ (x6 & w[1]);
  const uint32_t v1 = w[2] ^ (x6 & w[3]);
  const uint32_t v2 = w[4] ^ (x6 & w[5]);
  const uint32_t v3 = w[6] ^ (x6 & w[7]);
  return Mux(x4, Mux(x5, v0, v1), Mux(x5, v2, v3));
}

// Input bit t of every S-box as a lane mask: even S-boxes from ue, odd from
// uo (their E windows rotated onto the lanes' low bits), then x * 15.
inline uint32_t LaneMask(uint32_t ue, uint32_t uo, unsigned t) {
  const unsigned rot = (5u - t) & 31u;
  const uint32_t x = (rotr32(ue, rot) & 0x10101010u) | (rotr32(uo, rot) & 0x01010101u);
  return (x << 4) - x;
}

struct MuxTreeRound {
  __attribute__((always_inline)) static inline uint32_t F(uint32_t r, uint32_t ke, uint32_t ko) {
    const uint32_t ue = r ^ ke, uo = r ^ ko;
    const uint32_t x1 = LaneMask(ue, uo, 1), x2 = LaneMask(ue, uo, 2);
    const uint32_t x3 = LaneMask(ue, uo, 3), x4 = LaneMask(ue, uo, 4);
    const uint32_t x5 = LaneMask(ue, uo, 5), x6 = LaneMask(ue, uo, 6);
    // Through a barrier: the constants are read from the table instead of
    // being rebuilt from one another; and a loop, not unrolled, so that one
    // quarter of the tree is live at a time (no spills).
    const uint32_t *w = kTree.w;
    __asm__("" : "+r"(w));
    uint32_t h[4];
#pragma GCC unroll 1
    for (int q = 0; q < 4; ++q, w += 16) {
      h[q] = Mux(x3, Group(w, x4, x5, x6), Group(w + 8, x4, x5, x6));
    }
    const uint32_t h0 = h[0], h1 = h[1], h2 = h[2], h3 = h[3];
    const uint32_t y = Mux(x1, Mux(x2, h0, h1), Mux(x2, h2, h3));
    return (rotl32(y, 3) & kPMask3) | (rotl32(y, 6) & kPMask6) | (rotl32(y, 10) & kPMask10) |
           (rotl32(y, 14) & kPMask14) | (rotl32(y, 16) & kPMask16) |
           (rotl32(y, 19) & kPMask19) | (rotl32(y, 26) & kPMask26) |
           (rotl32(y, 27) & kPMask27);
  }
};

}  // namespace

MCU_DES_BLOCK_FUNCTIONS_DEFINE(MuxTreeRound)

}  // namespace des_ct
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_des_ct_desc = MCU_DES_CT_DESC("des", Des, 8);
const mcu_block_cipher_desc mcu_des_ede_ct_desc = MCU_DES_CT_DESC("des-ede", Ede, 16);
const mcu_block_cipher_desc mcu_des_ede3_ct_desc = MCU_DES_CT_DESC("des-ede3", Ede3, 24);
}
