// What every DES backend shares (FIPS 46-3, SP 800-67): the standard's
// tables, the key schedule, the initial and final permutations, and the
// Triple-DES sequencing over a backend's round function. Internal to
// crypto/des.
//
// Bit numbering: a 32-bit half is a uint32_t with the standard's bit 1 as
// its most significant bit (big-endian loads), so standard bit p is bit
// 32 - p of the word.
//
// Round keys: each 48-bit round key is kept as two words XORed straight
// into R, so that E needs no separate key step. The six input bits of
// S-box s (0..7) are R's standard bits 4s .. 4s+5 (cyclically: E), i.e.
// word bits (33 - 4s - t) mod 32 for its input bit t = 1..6. For the even
// S-boxes those windows are disjoint, and so are they for the odd ones:
// ke holds the key bits of S-boxes 0, 2, 4, 6 at their windows, ko those of
// 1, 3, 5, 7, and R ^ ke, R ^ ko carry every S-box input. One DES key is
// 16 rounds x (ke, ko) = 32 words; decryption reads them backwards.
#ifndef MCUCRYPT_DES_DES_COMMON_H_
#define MCUCRYPT_DES_DES_COMMON_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "mcucrypt/status.h"

namespace mcucrypt {
namespace des {

constexpr size_t kRoundKeyWords = 32;  // one DES key's schedule

// The S-boxes, FIPS 46-3: row = b1 b6, column = b2 b3 b4 b5.
constexpr uint8_t kSbox[8][64] = {
    {14, 4,  13, 1, 2,  15, 11, 8,  3,  10, 6,  12, 5,  9,  0, 7,
     0,  15, 7,  4, 14, 2,  13, 1,  10, 6,  12, 11, 9,  5,  3, 8,
     4,  1,  14, 8, 13, 6,  2,  11, 15, 12, 9,  7,  3,  10, 5, 0,
     15, 12, 8,  2, 4,  9,  1,  7,  5,  11, 3,  14, 10, 0,  6, 13},
    {15, 1,  8,  14, 6,  11, 3,  4,  9,  7, 2,  13, 12, 0, 5,  10,
     3,  13, 4,  7,  15, 2,  8,  14, 12, 0, 1,  10, 6,  9, 11, 5,
     0,  14, 7,  11, 10, 4,  13, 1,  5,  8, 12, 6,  9,  3, 2,  15,
     13, 8,  10, 1,  3,  15, 4,  2,  11, 6, 7,  12, 0,  5, 14, 9},
    {10, 0,  9,  14, 6, 3,  15, 5,  1,  13, 12, 7,  11, 4,  2,  8,
     13, 7,  0,  9,  3, 4,  6,  10, 2,  8,  5,  14, 12, 11, 15, 1,
     13, 6,  4,  9,  8, 15, 3,  0,  11, 1,  2,  12, 5,  10, 14, 7,
     1,  10, 13, 0,  6, 9,  8,  7,  4,  15, 14, 3,  11, 5,  2,  12},
    {7,  13, 14, 3, 0,  6,  9,  10, 1,  2, 8, 5,  11, 12, 4,  15,
     13, 8,  11, 5, 6,  15, 0,  3,  4,  7, 2, 12, 1,  10, 14, 9,
     10, 6,  9,  0, 12, 11, 7,  13, 15, 1, 3, 14, 5,  2,  8,  4,
     3,  15, 0,  6, 10, 1,  13, 8,  9,  4, 5, 11, 12, 7,  2,  14},
    {2,  12, 4,  1,  7,  10, 11, 6,  8,  5,  3,  15, 13, 0, 14, 9,
     14, 11, 2,  12, 4,  7,  13, 1,  5,  0,  15, 10, 3,  9, 8,  6,
     4,  2,  1,  11, 10, 13, 7,  8,  15, 9,  12, 5,  6,  3, 0,  14,
     11, 8,  12, 7,  1,  14, 2,  13, 6,  15, 0,  9,  10, 4, 5,  3},
    {12, 1,  10, 15, 9, 2,  6,  8,  0,  13, 3,  4,  14, 7,  5,  11,
     10, 15, 4,  2,  7, 12, 9,  5,  6,  1,  13, 14, 0,  11, 3,  8,
     9,  14, 15, 5,  2, 8,  12, 3,  7,  0,  4,  10, 1,  13, 11, 6,
     4,  3,  2,  12, 9, 5,  15, 10, 11, 14, 1,  7,  6,  0,  8,  13},
    {4,  11, 2,  14, 15, 0, 8,  13, 3,  12, 9, 7,  5,  10, 6, 1,
     13, 0,  11, 7,  4,  9, 1,  10, 14, 3,  5, 12, 2,  15, 8, 6,
     1,  4,  11, 13, 12, 3, 7,  14, 10, 15, 6, 8,  0,  5,  9, 2,
     6,  11, 13, 8,  1,  4, 10, 7,  9,  5,  0, 15, 14, 2,  3, 12},
    {13, 2,  8,  4, 6,  15, 11, 1,  10, 9,  3,  14, 5,  0,  12, 7,
     1,  15, 13, 8, 10, 3,  7,  4,  12, 5,  6,  11, 0,  14, 9,  2,
     7,  11, 4,  1, 9,  12, 14, 2,  0,  6,  10, 13, 15, 3,  5,  8,
     2,  1,  14, 7, 4,  10, 8,  13, 15, 12, 9,  0,  3,  5,  6,  11},
};

// S-box s on its six input bits x = b1 b2 b3 b4 b5 b6 (b1 most significant).
constexpr uint32_t SboxOut(int s, uint32_t x) {
  return kSbox[s][(((x >> 4) & 2u) | (x & 1u)) * 16u + ((x >> 1) & 15u)];
}

// P, FIPS 46-3: output bit i (1..32) is input bit kP[i - 1].
constexpr uint8_t kP[32] = {16, 7, 20, 21, 29, 12, 28, 17, 1,  15, 23, 26, 5,  18, 31, 10,
                            2,  8, 24, 14, 32, 27, 3,  9,  19, 13, 30, 6,  22, 11, 4,  25};

// Word bit of S-box s's input bit t (1..6) in R (see the top of the file).
constexpr unsigned SboxInputBit(int s, int t) {
  return static_cast<unsigned>((33 - 4 * s - t + 64) % 32);
}

// Expands an 8-byte DES key (parity bits ignored) into its 16 round keys,
// kRoundKeyWords words. Constant time: fixed bit moves only.
void ExpandRoundKeys(const uint8_t key[8], uint32_t *round_keys);

// The descriptors' expand_key for "des", "des-ede" (K1, K2; K3 = K1 is not
// stored) and "des-ede3" (K1, K2, K3 at 0, 32, 64 words).
mcu_status ExpandKeyDes(uint32_t *schedule, const uint8_t *key);
mcu_status ExpandKeyEde(uint32_t *schedule, const uint8_t *key);
mcu_status ExpandKeyEde3(uint32_t *schedule, const uint8_t *key);

// a, b: bits of a (shifted down by n) under mask m trade places with the
// same bits of b: one stage of a bit permutation network.
inline void SwapMove(uint32_t &a, uint32_t &b, unsigned n, uint32_t m) {
  const uint32_t t = ((a >> n) ^ b) & m;
  b ^= t;
  a ^= t << n;
}

// IP on the block's halves (l: bytes 0..3, r: bytes 4..7 big-endian): IP is
// an 8x8 bit-matrix transposition with the rows reordered, which these five
// swaps do. FP = IP^-1 runs them backwards (each swap is an involution).
inline void InitialPermutation(uint32_t &l, uint32_t &r) {
  SwapMove(l, r, 4, 0x0f0f0f0fu);
  SwapMove(l, r, 16, 0x0000ffffu);
  SwapMove(r, l, 2, 0x33333333u);
  SwapMove(r, l, 8, 0x00ff00ffu);
  SwapMove(l, r, 1, 0x55555555u);
}

inline void FinalPermutation(uint32_t &l, uint32_t &r) {
  SwapMove(l, r, 1, 0x55555555u);
  SwapMove(r, l, 8, 0x00ff00ffu);
  SwapMove(r, l, 2, 0x33333333u);
  SwapMove(l, r, 16, 0x0000ffffu);
  SwapMove(l, r, 4, 0x0f0f0f0fu);
}

// Sixteen rounds with round keys rk (kRoundKeyWords words), forwards or
// (decrypt) backwards; Round::F(r, ke, ko) is the backend's f(R, K). The
// halves are not swapped after the last round: on return (l, r) are
// (L16, R16), and the pre-output block is (r, l).
template <class Round>
inline void SixteenRounds(uint32_t &l, uint32_t &r, const uint32_t *rk, bool decrypt) {
  if (!decrypt) {
    for (size_t i = 0; i < kRoundKeyWords; i += 4) {
      l ^= Round::F(r, rk[i], rk[i + 1]);
      r ^= Round::F(l, rk[i + 2], rk[i + 3]);
    }
  } else {
    for (size_t i = kRoundKeyWords; i != 0; i -= 4) {
      l ^= Round::F(r, rk[i - 2], rk[i - 1]);
      r ^= Round::F(l, rk[i - 4], rk[i - 3]);
    }
  }
}

// n blocks of DES (stages = 1) or Triple-DES (stages = 3; the third key at
// schedule + third_key, 0 for two-key), encrypting or decrypting. Between
// two DES stages FP and IP cancel: only the halves trade places.
template <class Round>
inline void CryptBlocks(const uint32_t *schedule, int stages, size_t third_key, bool decrypt,
                        const uint8_t *in, uint8_t *out, size_t n) {
  const uint32_t *const k1 = schedule;
  const uint32_t *const k2 = schedule + kRoundKeyWords;
  const uint32_t *const k3 = schedule + third_key;
  for (size_t b = 0; b < n; ++b) {
    uint32_t l = load_be32(in + 8 * b);
    uint32_t r = load_be32(in + 8 * b + 4);
    InitialPermutation(l, r);
    if (stages == 1) {
      SixteenRounds<Round>(l, r, k1, decrypt);
    } else {
      // Encrypt: E_K1, D_K2, E_K3. Decrypt: D_K3, E_K2, D_K1.
      SixteenRounds<Round>(l, r, decrypt ? k3 : k1, decrypt);
      SixteenRounds<Round>(r, l, k2, !decrypt);
      SixteenRounds<Round>(l, r, decrypt ? k1 : k3, decrypt);
    }
    FinalPermutation(r, l);
    store_be32(out + 8 * b, r);
    store_be32(out + 8 * b + 4, l);
  }
}

}  // namespace des
}  // namespace mcucrypt

// A one-block technique's six entry points (DES, two-key and three-key
// Triple-DES, each way; the descriptors' block functions), declared in its
// header's namespace and defined in its .cc over its Round, through
// CryptBlocks.
#define MCU_DES_BLOCK_FUNCTIONS_DECLARE()                                                  \
  mcu_status EncryptDes(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);  \
  mcu_status DecryptDes(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);  \
  mcu_status EncryptEde(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);  \
  mcu_status DecryptEde(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);  \
  mcu_status EncryptEde3(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n); \
  mcu_status DecryptEde3(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n)

#define MCU_DES_BLOCK_FUNCTION_DEFINE(fn, Round, stages, third_key, decrypt)      \
  mcu_status fn(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) { \
    ::mcucrypt::des::CryptBlocks<Round>(schedule, stages, third_key, decrypt, in, out, n); \
    return MCU_OK;                                                                 \
  }

// Initialiser of the descriptor for cipher `name` ("des", ...) by the
// one-block technique impl (constant_time 1 or 0) in namespace ns, variant
// Des / Ede / Ede3, key_size bytes.
#define MCU_DES_BLOCK_DESC(name, impl, constant_time, ns, variant, key_size)          \
  {                                                                                    \
    name, impl, 8, key_size, 1, constant_time, ::mcucrypt::des::ExpandKey##variant,    \
        ::mcucrypt::ns::Encrypt##variant, ::mcucrypt::ns::Decrypt##variant, nullptr,   \
        nullptr                                                                        \
  }

#define MCU_DES_BLOCK_FUNCTIONS_DEFINE(Round)                                                 \
  MCU_DES_BLOCK_FUNCTION_DEFINE(EncryptDes, Round, 1, 0, false)                              \
  MCU_DES_BLOCK_FUNCTION_DEFINE(DecryptDes, Round, 1, 0, true)                               \
  MCU_DES_BLOCK_FUNCTION_DEFINE(EncryptEde, Round, 3, 0, false)                              \
  MCU_DES_BLOCK_FUNCTION_DEFINE(DecryptEde, Round, 3, 0, true)                               \
  MCU_DES_BLOCK_FUNCTION_DEFINE(EncryptEde3, Round, 3, 2 * ::mcucrypt::des::kRoundKeyWords, false) \
  MCU_DES_BLOCK_FUNCTION_DEFINE(DecryptEde3, Round, 3, 2 * ::mcucrypt::des::kRoundKeyWords, true)

#endif  // MCUCRYPT_DES_DES_COMMON_H_
