// The constant-time backend's 32 rounds in C (CtRoundsPortable on 8
// blocks, CtBlockPortable on one; sm4_ct.h): the representation is
// sm4_ct_bitsliced.cc's; the round keys already carry the constants.
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

// One block: the circuit runs on the round input word, slice j being the
// word shifted right by j (bit j of each byte at bits 8q; the other bits
// are don't-care, masked off at the end), like CtTau. The stored round
// keys are byte-swapped with byte-uniform constants folded in, so swapping
// them back gives the big-endian keys with the same constants.
void CtBlockPortable(uint32_t *x, const uint32_t *rk) {
  uint32_t x0 = x[0], x1 = x[1], x2 = x[2], x3 = x[3];
  for (int r = 0; r < kRounds; ++r) {
    const uint32_t t = x1 ^ x2 ^ x3 ^ __builtin_bswap32(rk[r]);
    uint32_t s[8];
#pragma GCC unroll 8
    for (unsigned j = 0; j < 8; ++j) s[j] = t >> j;
    SboxCircuit(s);
    uint32_t y = s[0] & 0x01010101u;
#pragma GCC unroll 7
    for (unsigned j = 1; j < 8; ++j) y |= (s[j] & 0x01010101u) << j;
    const uint32_t n = x0 ^ y ^ rotl32(y, 2) ^ rotl32(y, 10) ^ rotl32(y, 18) ^ rotl32(y, 24);
    x0 = x1;
    x1 = x2;
    x2 = x3;
    x3 = n;
  }
  x[0] = x0;
  x[1] = x1;
  x[2] = x2;
  x[3] = x3;
}

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

extern "C" const mcu_block_cipher_desc mcu_sm4_ct_desc = mcucrypt::sm4::CtPortableDesc();
