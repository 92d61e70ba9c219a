// The constant-time backend's 32 rounds in C (CtRoundsPortable, sm4_ct.h):
// the representation is sm4_ct_bitsliced.cc's; the round keys already
// carry the constants.
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sm4/sm4_ct.h"
#include "crypto/sm4/sm4_ct_circuit.h"
#include "crypto/sm4/sm4_internal.h"

namespace mcucrypt {
namespace sm4 {
namespace {

// Bit j of every byte of k, spread over the byte's 8 lanes.
inline uint32_t KeySlice(uint32_t k, unsigned j) { return ((k >> j) & 0x01010101u) * 0xffu; }

// One round for 8 blocks: x0 ^= L(S'(x1 ^ x2 ^ x3 ^ k)), all in slices.
inline void Round(uint32_t *x0, const uint32_t *x1, const uint32_t *x2, const uint32_t *x3,
                  uint32_t k) {
  uint32_t s[8];
#pragma GCC unroll 8
  for (unsigned j = 0; j < 8; ++j) s[j] = x1[j] ^ x2[j] ^ x3[j] ^ KeySlice(k, j);
  SboxCircuit(s);
  // L(B) = B ^ B<<<2 ^ B<<<10 ^ B<<<18 ^ B<<<24 on slices: <<< 8q+s takes
  // bit j to bit j+s of the byte q places up (one place further when j+s
  // wraps past 7), and a byte up in the big-endian word is a rotation of
  // the slice right by 8.
#pragma GCC unroll 2
  for (unsigned j = 0; j < 2; ++j) {
    const uint32_t a = s[j + 6];
    x0[j] ^= s[j] ^ rotr32(s[j], 24) ^ rotr32(a, 8) ^ rotr32(a, 16) ^ rotr32(a, 24);
  }
#pragma GCC unroll 6
  for (unsigned j = 2; j < 8; ++j) {
    const uint32_t a = s[j - 2];
    x0[j] ^= s[j] ^ rotr32(s[j], 24) ^ a ^ rotr32(a, 8) ^ rotr32(a, 16);
  }
}

}  // namespace

void CtRoundsPortable(uint32_t *st, const uint32_t *rk) {
  uint32_t *x0 = st, *x1 = st + 8, *x2 = st + 16, *x3 = st + 24;
  for (int r = 0; r < kRounds; ++r) {
    Round(x0, x1, x2, x3, rk[r]);
    uint32_t *const t = x0;
    x0 = x1;
    x1 = x2;
    x2 = x3;
    x3 = t;
  }
}

}  // namespace sm4
}  // namespace mcucrypt
