// Fixsliced AES (FIPS 197), after Adomnicai & Peyrin, "Fixslicing AES-like
// ciphers" (TCHES 2021): constant time, two blocks per call.
//
// Bitsliced state. Two blocks (k = 0, 1) live in eight 32-bit words s[0..7]:
// bit b of the byte at row r, column c of block k is bit 8r + 2c + k of
// s[b]. A row is a byte of each word, so "the next row" is a rotation by 8;
// SubBytes is a Boolean circuit over the eight words (32 S-boxes at once),
// with no table and no branch.
//
// Fixslicing. ShiftRows is never applied to the state: after round i the
// words hold X_i with the true state A_i = SR^i(X_i). SubBytes commutes
// with the byte permutation, MixColumns becomes SR^-i . MC . SR^i, i.e. row
// r + 1 is read one column further on for each i mod 4 (a byte-wise
// rotation on top of the row rotation; none for i = 0 mod 4), and round key
// i is stored as SR^-i(K_i). After the last round one SR^(Nr mod 4) (SR^2
// for AES-128 and AES-256, nothing for AES-192) restores the true order.
// Decryption runs the same frames backwards with the inverse operations.
//
// The S-box circuit is Boyar and Peralta's 113-gate one ("A new combinational
// logic minimization technique with applications to cryptology", SEA 2010)
// without its final NOTs (the 0x63 of the affine map): those are folded
// into round keys 1..Nr, which MixColumns keeps in place (0x63 in every
// byte of a column maps to itself). The inverse S-box
// reuses the circuit: S^-1(y ^ 0x63) = L^-1(S'(L^-1(y))), where S' is the
// circuit and L^-1 the linear part of the inverse affine map.
//
// The key schedule (FIPS 197 section 5.2) runs SubWord through the same
// circuit, so key expansion is constant time too. Schedule: Nr + 1 round
// keys of 8 words (AES-256: 120 words, all of MCU_BLOCK_SCHEDULE_WORDS).
#include "crypto/aes/aes_ct_fixsliced.h"

#include "crypto/common/bytes.h"
#include "mcucrypt/mem.h"

// The round's pieces must be inlined into one function: called, they would
// pass the state through memory.
#define AES_INLINE inline __attribute__((always_inline))

namespace mcucrypt {
namespace aes_ct_fixsliced {
namespace {

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

// The linear part of the inverse affine map (FIPS 197 section 5.3.2):
// b'_i = b_(i+2) ^ b_(i+5) ^ b_(i+7), indices mod 8.
AES_INLINE void InvAffineLinear(uint32_t s[8]) {
  const uint32_t b0 = s[0], b1 = s[1], b2 = s[2], b3 = s[3];
  const uint32_t b4 = s[4], b5 = s[5], b6 = s[6], b7 = s[7];
  s[0] = b2 ^ b5 ^ b7;
  s[1] = b3 ^ b6 ^ b0;
  s[2] = b4 ^ b7 ^ b1;
  s[3] = b5 ^ b0 ^ b2;
  s[4] = b6 ^ b1 ^ b3;
  s[5] = b7 ^ b2 ^ b4;
  s[6] = b0 ^ b3 ^ b5;
  s[7] = b1 ^ b4 ^ b6;
}

// S^-1(y ^ 0x63) on every byte: the inverse S-box of a state whose round
// key carried the folded constant.
AES_INLINE void InvSboxFolded(uint32_t s[8]) {
  InvAffineLinear(s);
  SboxNoConstant(s);
  InvAffineLinear(s);
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

// InvMixColumns = MixColumns . circ(5, 0, 4, 0): first a_r ^= 4(a_r ^
// a_(r+2)), then MixColumns, all in the frame of round J.
template <unsigned J>
AES_INLINE void InvMixColumns(uint32_t s[8]) {
  const uint32_t t0 = s[0] ^ Rot2<J>(s[0]), t1 = s[1] ^ Rot2<J>(s[1]);
  const uint32_t t2 = s[2] ^ Rot2<J>(s[2]), t3 = s[3] ^ Rot2<J>(s[3]);
  const uint32_t t4 = s[4] ^ Rot2<J>(s[4]), t5 = s[5] ^ Rot2<J>(s[5]);
  const uint32_t t6 = s[6] ^ Rot2<J>(s[6]), t7 = s[7] ^ Rot2<J>(s[7]);
  // Times 4: two doublings of the bit planes.
  s[0] ^= t6;
  s[1] ^= t7 ^ t6;
  s[2] ^= t0 ^ t7;
  s[3] ^= t1 ^ t6;
  s[4] ^= t2 ^ t7 ^ t6;
  s[5] ^= t3 ^ t7;
  s[6] ^= t4;
  s[7] ^= t5;
  MixColumns<J>(s);
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

// SR^2 (its own inverse): rows 1 and 3 move two columns, i.e. swap the
// nibbles of bytes 1 and 3 of every word.
AES_INLINE void ShiftRows2(uint32_t s[8]) {
  for (unsigned b = 0; b < 8; ++b) {
    const uint32_t t = ((s[b] >> 4) ^ s[b]) & 0x0f000f00u;
    s[b] ^= t ^ (t << 4);
  }
}

template <unsigned J>
AES_INLINE void Round(uint32_t s[8], const uint32_t *rk) {
  SboxNoConstant(s);
  MixColumns<J>(s);
  AddRoundKey(s, rk);
}

template <unsigned J>
AES_INLINE void InvRound(uint32_t s[8], const uint32_t *rk) {
  AddRoundKey(s, rk);
  InvMixColumns<J>(s);
  InvSboxFolded(s);
}

// Encrypts the two packed blocks in io with nr rounds (10, 12 or 14; the
// round count is public). Working copy in locals, so the compiler keeps it
// in registers; the caller wipes io. One function for every key size keeps
// the code size down (each round is over a kilobyte of code).
void EncryptPacked(const uint32_t *rk, uint32_t io[8], unsigned nr) {
  uint32_t s[8] = {io[0], io[1], io[2], io[3], io[4], io[5], io[6], io[7]};
  AddRoundKey(s, rk);
  // Rounds 4g+1 .. 4g+4 use the frames 1, 2, 3, 0.
  unsigned i = 1;
  for (; i + 3 < nr; i += 4) {
    Round<1>(s, rk + 8 * i);
    Round<2>(s, rk + 8 * (i + 1));
    Round<3>(s, rk + 8 * (i + 2));
    Round<0>(s, rk + 8 * (i + 3));
  }
  if (i < nr) Round<1>(s, rk + 8 * i++);
  if (i < nr) Round<2>(s, rk + 8 * i++);
  if (i < nr) Round<3>(s, rk + 8 * i++);
  SboxNoConstant(s);
  AddRoundKey(s, rk + 8 * nr);
  // SR^nr: SR^2 for 10 and 14 rounds, the identity for 12.
  if (nr % 4 == 2) ShiftRows2(s);
  for (unsigned b = 0; b < 8; ++b) io[b] = s[b];
}

void DecryptPacked(const uint32_t *rk, uint32_t io[8], unsigned nr) {
  uint32_t s[8] = {io[0], io[1], io[2], io[3], io[4], io[5], io[6], io[7]};
  if (nr % 4 == 2) ShiftRows2(s);
  AddRoundKey(s, rk + 8 * nr);
  InvSboxFolded(s);
  unsigned i = nr - 1;
  if (i % 4 == 3) InvRound<3>(s, rk + 8 * i--);
  if (i % 4 == 2) InvRound<2>(s, rk + 8 * i--);
  if (i % 4 == 1) InvRound<1>(s, rk + 8 * i--);
  // Rounds 4g+4 .. 4g+1 use the frames 0, 3, 2, 1.
  for (; i >= 4; i -= 4) {
    InvRound<0>(s, rk + 8 * i);
    InvRound<3>(s, rk + 8 * (i - 1));
    InvRound<2>(s, rk + 8 * (i - 2));
    InvRound<1>(s, rk + 8 * (i - 3));
  }
  AddRoundKey(s, rk);
  for (unsigned b = 0; b < 8; ++b) io[b] = s[b];
}

// Pairs of blocks; an odd last block runs with an all-zero second block.
template <void (*Cipher)(const uint32_t *, uint32_t *, unsigned)>
void CipherBlocks(const uint32_t *rk, unsigned nr, const uint8_t *in, uint8_t *out,
                  size_t n) {
  uint32_t s[8];
  for (; n >= 2; n -= 2, in += 32, out += 32) {
    Pack(s, in, in + 16);
    Cipher(rk, s, nr);
    Unpack(s, out, out + 16);
  }
  if (n != 0) {
    uint8_t other[16] = {0};
    Pack(s, in, other);
    Cipher(rk, s, nr);
    Unpack(s, out, other);
    mcu_wipe(other, sizeof other);
  }
  mcu_wipe(s, sizeof s);
}

// --- Key schedule --------------------------------------------------------------

// SubWord in constant time: the four bytes as bit planes through the S-box
// circuit.
uint32_t SubWord(uint32_t w) {
  uint32_t s[8];
  for (unsigned b = 0; b < 8; ++b) {
    s[b] = 0;
    for (unsigned n = 0; n < 4; ++n) s[b] |= ((w >> (8 * n + b)) & 1u) << n;
  }
  SboxNoConstant(s);
  uint32_t out = 0;
  for (unsigned b = 0; b < 8; ++b) {
    for (unsigned n = 0; n < 4; ++n) out |= ((s[b] >> n) & 1u) << (8 * n + b);
  }
  mcu_wipe(s, sizeof s);
  return out ^ 0x63636363u;
}

template <unsigned Nk, unsigned Nr>
mcu_status ExpandKey(uint32_t *schedule, const uint8_t *key) {
  // FIPS 197 words, little-endian: row r of a column is byte r.
  uint32_t w[4 * (Nr + 1)];
  for (unsigned i = 0; i < Nk; ++i) w[i] = load_le32(key + 4 * i);
  uint32_t rcon = 1;
  for (unsigned i = Nk; i < 4 * (Nr + 1); ++i) {
    uint32_t t = w[i - 1];
    if (i % Nk == 0) {
      t = SubWord(Ror(t, 8)) ^ rcon;  // RotWord: byte 1 moves to byte 0
      rcon = (rcon << 1) ^ ((rcon >> 7) * 0x11bu);
    } else if (Nk > 6 && i % Nk == 4) {
      t = SubWord(t);
    }
    w[i] = w[i - Nk] ^ t;
  }
  // Round key i in the frame of round i, SR^-i(K_i): row r of column c is
  // row r of column c - i*r; then bitsliced (the same key for both blocks),
  // and from round 1 on with the S-box constant 0x63 folded in (NOT of bit
  // planes 0, 1, 5 and 6).
  uint8_t bytes[16];
  for (unsigned i = 0; i <= Nr; ++i) {
    for (unsigned c = 0; c < 4; ++c) {
      for (unsigned r = 0; r < 4; ++r) {
        const unsigned from = (c + 4 * 4 - i * r % 4) % 4;
        bytes[4 * c + r] = static_cast<uint8_t>(w[4 * i + from] >> (8 * r));
      }
    }
    uint32_t *rk = schedule + 8 * i;
    Pack(rk, bytes, bytes);
    if (i != 0) {
      rk[0] = ~rk[0];
      rk[1] = ~rk[1];
      rk[5] = ~rk[5];
      rk[6] = ~rk[6];
    }
  }
  mcu_wipe(w, sizeof w);
  mcu_wipe(bytes, sizeof bytes);
  return MCU_OK;
}

static_assert(8 * 15 <= MCU_BLOCK_SCHEDULE_WORDS, "AES-256 fixsliced schedule fits");

}  // namespace

mcu_status ExpandKey128(uint32_t *schedule, const uint8_t *key) {
  return ExpandKey<4, 10>(schedule, key);
}
mcu_status ExpandKey192(uint32_t *schedule, const uint8_t *key) {
  return ExpandKey<6, 12>(schedule, key);
}
mcu_status ExpandKey256(uint32_t *schedule, const uint8_t *key) {
  return ExpandKey<8, 14>(schedule, key);
}
void Encrypt128(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<EncryptPacked>(s, 10, in, out, n);
}
void Encrypt192(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<EncryptPacked>(s, 12, in, out, n);
}
void Encrypt256(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<EncryptPacked>(s, 14, in, out, n);
}
void Decrypt128(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<DecryptPacked>(s, 10, in, out, n);
}
void Decrypt192(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<DecryptPacked>(s, 12, in, out, n);
}
void Decrypt256(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<DecryptPacked>(s, 14, in, out, n);
}

}  // namespace aes_ct_fixsliced
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_aes128_ct_fixsliced_desc = MCU_AES_CT_FIXSLICED_DESC(128);
const mcu_block_cipher_desc mcu_aes192_ct_fixsliced_desc = MCU_AES_CT_FIXSLICED_DESC(192);
const mcu_block_cipher_desc mcu_aes256_ct_fixsliced_desc = MCU_AES_CT_FIXSLICED_DESC(256);
}
