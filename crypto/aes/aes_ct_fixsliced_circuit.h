// Fixsliced AES: the representation and the S-box circuit, shared by the
// key schedule (aes_ct_fixsliced.cc) and the portable rounds
// (aes_ct_fixsliced_portable.cc); aes_ct_fixsliced.cc describes the
// representation. The assembly cores implement the same operations.
#ifndef MCUCRYPT_AES_AES_CT_FIXSLICED_CIRCUIT_H_
#define MCUCRYPT_AES_AES_CT_FIXSLICED_CIRCUIT_H_

#include <stdint.h>

#include "crypto/common/bytes.h"

// The round's pieces must be inlined into one function: called, they would
// pass the state through memory.
#define AES_INLINE inline __attribute__((always_inline))

namespace mcucrypt {
namespace aes_ct_fixsliced {

// Written out so GCC emits one ROR (Cortex-M4: often folded into the next
// instruction's operand) or ROTR (MIPS32r2). n is a constant in 1..31.
AES_INLINE uint32_t Ror(uint32_t x, unsigned n) { return (x >> n) | (x << (32 - n)); }

// Rotates x right by K, then every byte right by N bits (K, N constant, N
// even), as two rotations of x under complementary byte masks: the bits a
// byte rotation wraps are exactly those the word rotation by K + N - 8
// brings in. Written so each half is one rotate-and-mask (Cortex-M4 folds
// the rotation into the AND's operand).
template <unsigned K, unsigned N>
AES_INLINE uint32_t RorByteRor(uint32_t x) {
  if constexpr (N == 0) {
    return Ror(x, K);
  } else {
    constexpr uint32_t kLow = 0x01010101u * (0xffu >> N);
    constexpr uint32_t kHigh = ~kLow;
    return (Ror(x, (K + N) % 32) & kLow) ^ (Ror(x, (K + N + 24) % 32) & kHigh);
  }
}

// In the frame of round j (mod 4): row r + 1 (resp. r + 2) of the column
// that MixColumns combines with row r.
template <unsigned J>
AES_INLINE uint32_t Rot1(uint32_t x) {
  return RorByteRor<8, (2 * J) % 8>(x);
}
template <unsigned J>
AES_INLINE uint32_t Rot2(uint32_t x) {
  return RorByteRor<16, (4 * J) % 8>(x);
}

// MixColumns in the frame of round J (mod 4). With u = a ^ rot1(a), each
// row gets rot1(a) ^ rot2(u) ^ 2u = 2a_r ^ 3a_(r+1) ^ a_(r+2) ^ a_(r+3);
// doubling is a shift of the bit planes with the reduction 0x1b.
template <unsigned J>
AES_INLINE void MixColumns(uint32_t s[8]) {
  const uint32_t r0 = Rot1<J>(s[0]), r1 = Rot1<J>(s[1]), r2 = Rot1<J>(s[2]),
                 r3 = Rot1<J>(s[3]), r4 = Rot1<J>(s[4]), r5 = Rot1<J>(s[5]),
                 r6 = Rot1<J>(s[6]), r7 = Rot1<J>(s[7]);
  const uint32_t u0 = s[0] ^ r0, u1 = s[1] ^ r1, u2 = s[2] ^ r2, u3 = s[3] ^ r3;
  const uint32_t u4 = s[4] ^ r4, u5 = s[5] ^ r5, u6 = s[6] ^ r6, u7 = s[7] ^ r7;
  s[0] = r0 ^ Rot2<J>(u0) ^ u7;
  s[1] = r1 ^ Rot2<J>(u1) ^ u0 ^ u7;
  s[2] = r2 ^ Rot2<J>(u2) ^ u1;
  s[3] = r3 ^ Rot2<J>(u3) ^ u2 ^ u7;
  s[4] = r4 ^ Rot2<J>(u4) ^ u3 ^ u7;
  s[5] = r5 ^ Rot2<J>(u5) ^ u4;
  s[6] = r6 ^ Rot2<J>(u6) ^ u5;
  s[7] = r7 ^ Rot2<J>(u7) ^ u6;
}

AES_INLINE void AddRoundKey(uint32_t s[8], const uint32_t *rk) {
  s[0] ^= rk[0];
  s[1] ^= rk[1];
  s[2] ^= rk[2];
  s[3] ^= rk[3];
  s[4] ^= rk[4];
  s[5] ^= rk[5];
  s[6] ^= rk[6];
  s[7] ^= rk[7];
}

// Swaps the bits of a at positions with mask << n set with those of b at
// mask: one step of the bit-matrix transposition.
AES_INLINE void SwapMove(uint32_t &a, uint32_t &b, uint32_t mask, unsigned n) {
  const uint32_t t = ((a >> n) ^ b) & mask;
  b ^= t;
  a ^= t << n;
}

// Word i = k + 2c (block k, column c, row r at bits 8r..8r+7) to the
// bitsliced order: an 8x8 bit transposition between the word index and the
// low three bit-index bits, in each byte lane. Its own inverse.
AES_INLINE void Transpose(uint32_t w[8]) {
  SwapMove(w[0], w[1], 0x55555555u, 1);
  SwapMove(w[2], w[3], 0x55555555u, 1);
  SwapMove(w[4], w[5], 0x55555555u, 1);
  SwapMove(w[6], w[7], 0x55555555u, 1);
  SwapMove(w[0], w[2], 0x33333333u, 2);
  SwapMove(w[1], w[3], 0x33333333u, 2);
  SwapMove(w[4], w[6], 0x33333333u, 2);
  SwapMove(w[5], w[7], 0x33333333u, 2);
  SwapMove(w[0], w[4], 0x0f0f0f0fu, 4);
  SwapMove(w[1], w[5], 0x0f0f0f0fu, 4);
  SwapMove(w[2], w[6], 0x0f0f0f0fu, 4);
  SwapMove(w[3], w[7], 0x0f0f0f0fu, 4);
}

AES_INLINE void Pack(uint32_t s[8], const uint8_t *b0, const uint8_t *b1) {
  for (unsigned c = 0; c < 4; ++c) {
    s[2 * c] = load_le32(b0 + 4 * c);
    s[2 * c + 1] = load_le32(b1 + 4 * c);
  }
  Transpose(s);
}

AES_INLINE void Unpack(uint32_t s[8], uint8_t *b0, uint8_t *b1) {
  Transpose(s);
  for (unsigned c = 0; c < 4; ++c) {
    store_le32(b0 + 4 * c, s[2 * c]);
    store_le32(b1 + 4 * c, s[2 * c + 1]);
  }
}

// The S-box on every byte, without the affine constant 0x63 (S(x) ^ 0x63):
// Boyar and Peralta's 113-gate circuit (32 AND, 81 XOR once its 4 XNORs
// lose their NOT), with U0 the most significant bit (s[7]).
AES_INLINE void SboxNoConstant(uint32_t s[8]) {
  const uint32_t u0 = s[7], u1 = s[6], u2 = s[5], u3 = s[4];
  const uint32_t u4 = s[3], u5 = s[2], u6 = s[1], u7 = s[0];
  // Top linear layer: 23 XORs.
  const uint32_t y14 = u3 ^ u5;
  const uint32_t y13 = u0 ^ u6;
  const uint32_t y9 = u0 ^ u3;
  const uint32_t y8 = u0 ^ u5;
  const uint32_t t0 = u1 ^ u2;
  const uint32_t y1 = t0 ^ u7;
  const uint32_t y4 = y1 ^ u3;
  const uint32_t y12 = y13 ^ y14;
  const uint32_t y2 = y1 ^ u0;
  const uint32_t y5 = y1 ^ u6;
  const uint32_t y3 = y5 ^ y8;
  const uint32_t t1 = u4 ^ y12;
  const uint32_t y15 = t1 ^ u5;
  const uint32_t y20 = t1 ^ u1;
  const uint32_t y6 = y15 ^ u7;
  const uint32_t y10 = y15 ^ t0;
  const uint32_t y11 = y20 ^ y9;
  const uint32_t y7 = u7 ^ y11;
  const uint32_t y17 = y10 ^ y11;
  const uint32_t y19 = y10 ^ y8;
  const uint32_t y16 = t0 ^ y11;
  const uint32_t y21 = y13 ^ y16;
  const uint32_t y18 = u0 ^ y16;
  // Non-linear middle: inversion in GF(2^8) via the tower field.
  const uint32_t t2 = y12 & y15;
  const uint32_t t3 = y3 & y6;
  const uint32_t t4 = t3 ^ t2;
  const uint32_t t5 = y4 & u7;
  const uint32_t t6 = t5 ^ t2;
  const uint32_t t7 = y13 & y16;
  const uint32_t t8 = y5 & y1;
  const uint32_t t9 = t8 ^ t7;
  const uint32_t t10 = y2 & y7;
  const uint32_t t11 = t10 ^ t7;
  const uint32_t t12 = y9 & y11;
  const uint32_t t13 = y14 & y17;
  const uint32_t t14 = t13 ^ t12;
  const uint32_t t15 = y8 & y10;
  const uint32_t t16 = t15 ^ t12;
  const uint32_t t17 = t4 ^ t14;
  const uint32_t t18 = t6 ^ t16;
  const uint32_t t19 = t9 ^ t14;
  const uint32_t t20 = t11 ^ t16;
  const uint32_t t21 = t17 ^ y20;
  const uint32_t t22 = t18 ^ y19;
  const uint32_t t23 = t19 ^ y21;
  const uint32_t t24 = t20 ^ y18;
  const uint32_t t25 = t21 ^ t22;
  const uint32_t t26 = t21 & t23;
  const uint32_t t27 = t24 ^ t26;
  const uint32_t t28 = t25 & t27;
  const uint32_t t29 = t28 ^ t22;
  const uint32_t t30 = t23 ^ t24;
  const uint32_t t31 = t22 ^ t26;
  const uint32_t t32 = t31 & t30;
  const uint32_t t33 = t32 ^ t24;
  const uint32_t t34 = t23 ^ t33;
  const uint32_t t35 = t27 ^ t33;
  const uint32_t t36 = t24 & t35;
  const uint32_t t37 = t36 ^ t34;
  const uint32_t t38 = t27 ^ t36;
  const uint32_t t39 = t29 & t38;
  const uint32_t t40 = t25 ^ t39;
  const uint32_t t41 = t40 ^ t37;
  const uint32_t t42 = t29 ^ t33;
  const uint32_t t43 = t29 ^ t40;
  const uint32_t t44 = t33 ^ t37;
  const uint32_t t45 = t42 ^ t41;
  const uint32_t z0 = t44 & y15;
  const uint32_t z1 = t37 & y6;
  const uint32_t z2 = t33 & u7;
  const uint32_t z3 = t43 & y16;
  const uint32_t z4 = t40 & y1;
  const uint32_t z5 = t29 & y7;
  const uint32_t z6 = t42 & y11;
  const uint32_t z7 = t45 & y17;
  const uint32_t z8 = t41 & y10;
  const uint32_t z9 = t44 & y12;
  const uint32_t z10 = t37 & y3;
  const uint32_t z11 = t33 & y4;
  const uint32_t z12 = t43 & y13;
  const uint32_t z13 = t40 & y5;
  const uint32_t z14 = t29 & y2;
  const uint32_t z15 = t42 & y9;
  const uint32_t z16 = t45 & y14;
  const uint32_t z17 = t41 & y8;
  // Bottom linear layer.
  const uint32_t t46 = z15 ^ z16;
  const uint32_t t47 = z10 ^ z11;
  const uint32_t t48 = z5 ^ z13;
  const uint32_t t49 = z9 ^ z10;
  const uint32_t t50 = z2 ^ z12;
  const uint32_t t51 = z2 ^ z5;
  const uint32_t t52 = z7 ^ z8;
  const uint32_t t53 = z0 ^ z3;
  const uint32_t t54 = z6 ^ z7;
  const uint32_t t55 = z16 ^ z17;
  const uint32_t t56 = z12 ^ t48;
  const uint32_t t57 = t50 ^ t53;
  const uint32_t t58 = z4 ^ t46;
  const uint32_t t59 = z3 ^ t54;
  const uint32_t t60 = t46 ^ t57;
  const uint32_t t61 = z14 ^ t57;
  const uint32_t t62 = t52 ^ t58;
  const uint32_t t63 = t49 ^ t58;
  const uint32_t t64 = z4 ^ t59;
  const uint32_t t65 = t61 ^ t62;
  const uint32_t t66 = z1 ^ t63;
  const uint32_t t67 = t64 ^ t65;
  const uint32_t s3 = t53 ^ t66;
  s[7] = t59 ^ t63;
  s[6] = t64 ^ s3;  // XNOR in the circuit: NOT folded into the round key
  s[5] = t55 ^ t67;  // XNOR, folded
  s[4] = s3;
  s[3] = t51 ^ t66;
  s[2] = t47 ^ t65;
  s[1] = t56 ^ t62;  // XNOR, folded
  s[0] = t48 ^ t60;  // XNOR, folded
}

}  // namespace aes_ct_fixsliced
}  // namespace mcucrypt

#endif  // MCUCRYPT_AES_AES_CT_FIXSLICED_CIRCUIT_H_
