// Constant-time DES, bitsliced: 32 blocks at once, bit j of every state
// word belonging to block j, so that each word operation is 32 S-box gates.
//
// Why. The multiplexer tree (des_ct_muxtree.cc) reads all 64 entries of
// every S-box per round to stay constant time, ~2400 cycles/byte for 3DES
// on the Cortex-M4. Here the S-boxes are boolean circuits
// (des_sbox_circuits.h, found by gen/des_sbox_search.cc, ~55 gates each)
// evaluated on 32 blocks at a time, and every permutation of DES is free:
// with one word per bit position, a bit permutation is only a choice of
// which word to read. Nothing is indexed by key or data.
//
// State. x[b - 1] is the slice of input bit b (FIPS numbering, bit 1 the
// most significant of byte 0): two 32x32 bit-matrix transpositions of the
// blocks' big-endian halves. IP then only picks words: L[i - 1] =
// x[IP[i] - 1], R likewise (one gather); E is the choice of R's words per
// S-box input; P is the choice of L's words each output is XORed into;
// FP is a gather before the transposition back.
//
// Round keys. The shared schedule (des_common.h: (ke, ko) per round, each
// S-box input's key bit at a known bit position) is read as is; each key bit
// is spread to an all-zeros or all-ones word as it is used (SBFX on Arm),
// so the schedule format and its 96-word size stay those of every backend.
//
// Rounds. des_bitsliced_rounds.h: portable C++ over the circuits, or on
// Cortex-M4 Thumb-2 generated from them (gen/des_bitsliced_armv7m_gen.py),
// each technique's descriptors (des_ct_bitsliced.h, Technique) passing its
// own.
//
// Short batches. Fewer than 32 blocks cost a whole pass, about as much as
// two or three single blocks (des_ct_truthtable.cc); des_ct_bitsliced.h's
// kMinPaddedBlocks says which way the last n % 32 blocks go.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/des/des_common.h"
#include "crypto/des/des_ct.h"
#include "crypto/des/des_ct_bitsliced.h"
#include "crypto/des/des_bitsliced_rounds.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace des_bitsliced {
namespace {

// IP, FIPS 46-3: bit i (1..64) of L0 || R0 is input bit kIp[i - 1].
constexpr uint8_t kIp[64] = {58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
                             62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
                             57, 49, 41, 33, 25, 17, 9,  1, 59, 51, 43, 35, 27, 19, 11, 3,
                             61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7};

// out[i] bit j <-> w[j] bit i for the 32x32 bit matrix in w, in place:
// five swap stages, the last three on eight words at a time in registers.
#if defined(__GNUC__) && !defined(__clang__)
#define DES_UNROLL _Pragma("GCC unroll 64")
#else
#define DES_UNROLL
#endif

void Transpose32(uint32_t *w) {
  DES_UNROLL
  for (unsigned k = 0; k < 16; ++k) des::SwapMove(w[k], w[k + 16], 16, 0x0000ffffu);
  DES_UNROLL
  for (unsigned k = 0; k < 32; k += 16) {
    DES_UNROLL
    for (unsigned j = 0; j < 8; ++j) des::SwapMove(w[k + j], w[k + j + 8], 8, 0x00ff00ffu);
  }
  for (unsigned g = 0; g < 32; g += 8) {
    uint32_t a0 = w[g], a1 = w[g + 1], a2 = w[g + 2], a3 = w[g + 3];
    uint32_t a4 = w[g + 4], a5 = w[g + 5], a6 = w[g + 6], a7 = w[g + 7];
    des::SwapMove(a0, a4, 4, 0x0f0f0f0fu);
    des::SwapMove(a1, a5, 4, 0x0f0f0f0fu);
    des::SwapMove(a2, a6, 4, 0x0f0f0f0fu);
    des::SwapMove(a3, a7, 4, 0x0f0f0f0fu);
    des::SwapMove(a0, a2, 2, 0x33333333u);
    des::SwapMove(a1, a3, 2, 0x33333333u);
    des::SwapMove(a4, a6, 2, 0x33333333u);
    des::SwapMove(a5, a7, 2, 0x33333333u);
    des::SwapMove(a0, a1, 1, 0x55555555u);
    des::SwapMove(a2, a3, 1, 0x55555555u);
    des::SwapMove(a4, a5, 1, 0x55555555u);
    des::SwapMove(a6, a7, 1, 0x55555555u);
    w[g] = a0; w[g + 1] = a1; w[g + 2] = a2; w[g + 3] = a3;
    w[g + 4] = a4; w[g + 5] = a5; w[g + 6] = a6; w[g + 7] = a7;
  }
}

struct State {
  uint32_t w[kRoundStateWords];  // L, R (des_bitsliced_rounds.h)
  uint32_t x[64];          // input (output) bit b's slice at b - 1
};

}  // namespace

void CryptUpTo32(RoundsFn rounds, const uint32_t *schedule, int stages, size_t third_key,
                 bool decrypt, const uint8_t *in, uint8_t *out, size_t n) {
  if (n > kLanes) n = kLanes;
  State st;
  // Block j's halves into column j (unused lanes zero: n is public).
  for (size_t j = 0; j < kLanes; ++j) {
    st.x[j] = j < n ? load_be32(in + 8 * j) : 0;
    st.x[32 + j] = j < n ? load_be32(in + 8 * j + 4) : 0;
  }
  Transpose32(st.x);
  Transpose32(st.x + 32);
  // Word i of a transposed half holds bit 32 - i of it; IP picks the words
  // (unrolled: constant offsets).
  DES_UNROLL
  for (int i = 0; i < 64; ++i) {
    const int b = kIp[i];  // 1..64
    st.w[i] = st.x[b <= 32 ? 32 - b : 96 - b];
  }
  // Encrypt: E_K1, D_K2, E_K3; decrypt: D_K3, E_K2, D_K1, reading a key's
  // round keys from the last. Single DES (stages == 1) is the first stage
  // alone, with k3 == k1 (third_key 0).
  const uint32_t *const k1 = schedule;
  const uint32_t *const k2 = schedule + des::kRoundKeyWords;
  const uint32_t *const k3 = schedule + third_key;
  constexpr size_t kLast = des::kRoundKeyWords - 2;
  const RoundStage plan[3] = {
      {decrypt ? k3 + kLast : k1, decrypt ? -2 : 2},
      {decrypt ? k2 : k2 + kLast, decrypt ? 2 : -2},
      {decrypt ? k1 + kLast : k3, decrypt ? -2 : 2},
  };
  rounds(st.w, plan, stages == 1 ? 1u : 3u);
  const uint32_t *const l = st.w, *const r = st.w + 32;
  // Pre-output block R16 || L16; FP = IP^-1: output bit b is pre-output
  // bit i where kIp[i - 1] = b.
  DES_UNROLL
  for (int i = 0; i < 64; ++i) {
    const int b = kIp[i];
    st.x[b <= 32 ? 32 - b : 96 - b] = i < 32 ? r[i] : l[i - 32];
  }
  Transpose32(st.x);
  Transpose32(st.x + 32);
  for (size_t j = 0; j < n; ++j) {
    store_be32(out + 8 * j, st.x[j]);
    store_be32(out + 8 * j + 4, st.x[32 + j]);
  }
  mcu_wipe(&st, sizeof st);
}

}  // namespace des_bitsliced
}  // namespace mcucrypt
