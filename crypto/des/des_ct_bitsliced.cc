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
// Short batches. Fewer than 32 blocks cost a whole pass, about as much as
// two or three blocks through the multiplexer tree; des_ct_bitsliced.h's
// kMinPaddedBlocks says which way the last n % 32 blocks go.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/des/des_common.h"
#include "crypto/des/des_ct.h"
#include "crypto/des/des_ct_bitsliced.h"
#include "crypto/des/des_sbox_circuits.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace des_bitsliced {
namespace {

using des::kP;
using des::SboxInputBit;

// IP, FIPS 46-3: bit i (1..64) of L0 || R0 is input bit kIp[i - 1].
constexpr uint8_t kIp[64] = {58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
                             62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
                             57, 49, 41, 33, 25, 17, 9,  1, 59, 51, 43, 35, 27, 19, 11, 3,
                             61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7};

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
constexpr int kWorkWords = 66;

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
void SixteenRounds(uint32_t *w, const uint32_t *rk, bool decrypt) {
  for (size_t i = 0; i < des::kRoundKeyWords; i += 4) {
    // Decryption: the same round keys from the last.
    const size_t a = decrypt ? des::kRoundKeyWords - 2 - i : i;
    const size_t b = decrypt ? des::kRoundKeyWords - 4 - i : i + 2;
    w[kKeyWord] = rk[a];
    w[kKeyWord + 1] = rk[a + 1];
    Round<kSwapped>(w);
    w[kKeyWord] = rk[b];
    w[kKeyWord + 1] = rk[b + 1];
    Round<!kSwapped>(w);
  }
}

// out[i] bit j <-> w[j] bit i for the 32x32 bit matrix in w, in place:
// five swap stages, the last three on eight words at a time in registers.
void Transpose32(uint32_t *w) {
  for (unsigned k = 0; k < 16; ++k) des::SwapMove(w[k], w[k + 16], 16, 0x0000ffffu);
  for (unsigned k = 0; k < 32; k += 16) {
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
  uint32_t w[kWorkWords];  // L, R, round key (see kKeyWord)
  uint32_t x[64];          // input (output) bit b's slice at b - 1
};

}  // namespace

void CryptUpTo32(const uint32_t *schedule, int stages, size_t third_key, bool decrypt,
                 const uint8_t *in, uint8_t *out, size_t n) {
  if (n > kLanes) n = kLanes;
  State st;
  // Block j's halves into column j (unused lanes zero: n is public).
  for (size_t j = 0; j < kLanes; ++j) {
    st.x[j] = j < n ? load_be32(in + 8 * j) : 0;
    st.x[32 + j] = j < n ? load_be32(in + 8 * j + 4) : 0;
  }
  Transpose32(st.x);
  Transpose32(st.x + 32);
  // Word i of a transposed half holds bit 32 - i of it; IP picks the words.
  for (int i = 0; i < 64; ++i) {
    const int b = kIp[i];  // 1..64
    st.w[i] = st.x[b <= 32 ? 32 - b : 96 - b];
  }
  const uint32_t *const k1 = schedule;
  const uint32_t *const k2 = schedule + des::kRoundKeyWords;
  const uint32_t *const k3 = schedule + third_key;
  if (stages == 1) {
    SixteenRounds<false>(st.w, k1, decrypt);
  } else {
    SixteenRounds<false>(st.w, decrypt ? k3 : k1, decrypt);
    SixteenRounds<true>(st.w, k2, !decrypt);
    SixteenRounds<false>(st.w, decrypt ? k1 : k3, decrypt);
  }
  const uint32_t *const l = st.w, *const r = st.w + 32;
  // Pre-output block R16 || L16; FP = IP^-1: output bit b is pre-output
  // bit i where kIp[i - 1] = b.
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

namespace {

using BlockFn = void (*)(const uint32_t *, const uint8_t *, uint8_t *, size_t);

// Whole passes of 32, then the rest padded or block by block (`single`).
// A call with fewer than kMinPaddedBlocks blocks (CBC encryption's one)
// goes straight to `single`, a tail call: no cost over the mux tree.
__attribute__((always_inline)) inline void CryptBlocks(const uint32_t *schedule, int stages,
                                                       size_t third_key, bool decrypt,
                                                       BlockFn single, const uint8_t *in,
                                                       uint8_t *out, size_t n) {
  if (n < kMinPaddedBlocks) {
    single(schedule, in, out, n);
    return;
  }
  for (; n >= kLanes; n -= kLanes, in += 8 * kLanes, out += 8 * kLanes) {
    CryptUpTo32(schedule, stages, third_key, decrypt, in, out, kLanes);
  }
  if (n >= kMinPaddedBlocks) {
    CryptUpTo32(schedule, stages, third_key, decrypt, in, out, n);
  } else if (n != 0) {
    single(schedule, in, out, n);
  }
}

}  // namespace

void EncryptDes(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  CryptBlocks(schedule, 1, 0, false, des_ct::EncryptDes, in, out, n);
}
void DecryptDes(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  CryptBlocks(schedule, 1, 0, true, des_ct::DecryptDes, in, out, n);
}
void EncryptEde(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  CryptBlocks(schedule, 3, 0, false, des_ct::EncryptEde, in, out, n);
}
void DecryptEde(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  CryptBlocks(schedule, 3, 0, true, des_ct::DecryptEde, in, out, n);
}
void EncryptEde3(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  CryptBlocks(schedule, 3, 2 * des::kRoundKeyWords, false, des_ct::EncryptEde3, in, out, n);
}
void DecryptEde3(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  CryptBlocks(schedule, 3, 2 * des::kRoundKeyWords, true, des_ct::DecryptEde3, in, out, n);
}

}  // namespace des_bitsliced
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_des_ct_bitsliced_desc =
    MCU_DES_CT_BITSLICED_DESC("des", Des, 8);
const mcu_block_cipher_desc mcu_des_ede_ct_bitsliced_desc =
    MCU_DES_CT_BITSLICED_DESC("des-ede", Ede, 16);
const mcu_block_cipher_desc mcu_des_ede3_ct_bitsliced_desc =
    MCU_DES_CT_BITSLICED_DESC("des-ede3", Ede3, 24);
}
