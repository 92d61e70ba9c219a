// The key side of the constant-time GHASH (multiplication with holes),
// shared by the C backend (ghash_ct.cc) and the Thumb-2 one
// (ghash_ct_armv7m.S, which reads this layout).
//
// An element is four big-endian words b[0..3], the bit-reflected polynomial.
// The carry-less product of two reflected values is the reflected product
// times x (one place short), so the key holds H * x^-1 instead of H and the
// 256-bit product reduces without a shift (Gueron & Kounavis, Intel's CLMUL
// paper, adapted to 32-bit words).
//
// 128x128 bits is two levels of Karatsuba: nine 32x32 products. Word k of
// the key side is stored split into its four bit classes,
// out[4k + j] = word & (0x11111111 << j), in the order the products are
// taken: low half (b2, b3), high half (b0, b1), their sum, each as
// lo, hi, lo ^ hi:
//   k = 0 b3, 1 b2, 2 b2^b3, 3 b1, 4 b0, 5 b0^b1, 6 b1^b3, 7 b0^b2,
//       8 b0^b1^b2^b3
// and the data side is taken in the same order (a3, a2, a2^a3, ...).
#ifndef MCUCRYPT_CRYPTO_GCM_GHASH_CT_KEY_H_
#define MCUCRYPT_CRYPTO_GCM_GHASH_CT_KEY_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace gcm {
namespace ghash_ct {

constexpr size_t kKeyWords = 36;

inline void Split(uint32_t w, uint32_t *out) {
  out[0] = w & 0x11111111u;
  out[1] = w & 0x22222222u;
  out[2] = w & 0x44444444u;
  out[3] = w & 0x88888888u;
}

// The key side of one 64x64 Karatsuba product of (hi, lo): lo, hi and
// lo ^ hi, each split into its bit classes.
inline void Split64(uint32_t hi, uint32_t lo, uint32_t *out) {
  Split(lo, out);
  Split(hi, out + 4);
  Split(hi ^ lo, out + 8);
}

// The 36 key words of an element already multiplied by x^-1.
inline void SplitKey(const uint32_t b[4], uint32_t out[kKeyWords]) {
  Split64(b[2], b[3], out);
  Split64(b[0], b[1], out + 12);
  Split64(b[0] ^ b[2], b[1] ^ b[3], out + 24);
}

// The element back from its key words (b * x^-1): each word is the OR of
// its four classes (words b3, b2, b1, b0 at 0, 4, 12, 16).
inline void UnsplitKey(const uint32_t key[kKeyWords], uint32_t b[4]) {
  const int at[4] = {16, 12, 4, 0};
  for (int i = 0; i < 4; ++i) {
    b[i] = key[at[i]] | key[at[i] + 1] | key[at[i] + 2] | key[at[i] + 3];
  }
}

// The 36 key words for the element b: b * x^-1, split for the nine products.
inline void ExpandKey(const uint32_t b_in[4], uint32_t out[kKeyWords]) {
  uint32_t b[4] = {b_in[0], b_in[1], b_in[2], b_in[3]};
  // b * x^-1: reflected, a left shift by one; if the x^0 coefficient (the
  // top bit) was set, add the polynomial first, which leaves 0xC2000000...01.
  const uint32_t carry = 0u - (b[0] >> 31);
  b[0] = (b[0] << 1) | (b[1] >> 31);
  b[1] = (b[1] << 1) | (b[2] >> 31);
  b[2] = (b[2] << 1) | (b[3] >> 31);
  b[3] = b[3] << 1;
  b[0] ^= carry & 0xC2000000u;
  b[3] ^= carry & 1u;
  SplitKey(b, out);
  mcu_wipe(b, sizeof b);
}

}  // namespace ghash_ct
}  // namespace gcm
}  // namespace mcucrypt

#endif  // MCUCRYPT_CRYPTO_GCM_GHASH_CT_KEY_H_
