// SM4, constant time (mcu_sm4_ct_desc, the default): the S-box is a boolean
// circuit evaluated on bit slices, so no table is indexed by key or data in
// encryption, decryption or the key schedule.
//
// The S-box. GB/T 32907's table is S(x) = A inv(A x + C) + C, with inv the
// inverse in GF(2^8) mod x^8+x^7+x^6+x^5+x^4+x^2+1, A the circulant matrix
// of row 11100101 and C = 0xd3 (Liu et al., "Structure of the SM4 S-box").
// All representations of GF(2^8) are isomorphic and the isomorphism commutes
// with inversion, so the inverse is taken in the tower field
// GF(((2^2)^2)^2) with normal bases at every level, where it costs 36 ANDs:
// for a = ah Y^16 + al Y, d = ah al + nu (ah + al)^2 in GF(2^4), and
// a^-1 = (d^-1 al) Y^16 + (d^-1 ah) Y; each GF(2^4) product is 9 ANDs of
// linear forms of its operands (Karatsuba over GF(2^2)), d^-1 is the same
// construction one level down. The basis change and A merge into one
// linear layer on each side, each shortened by a Boyar-Peralta style greedy
// search; that leaves 122 gates. The constants need no gate at all: see
// the round keys below. tests/crypto/sm4/sm4_sbox_circuit.py derives the
// circuit; sm4_test checks it against the table on all 256 inputs.
//
// Slices. Eight blocks run at once. Word X_i of the 8 blocks (loaded little
// endian) is 8 words s_0..s_7: s_j holds bit j of every byte, bit 8m + b
// of s_j being bit j of byte m of block b. One circuit pass on
// X1 ^ X2 ^ X3 ^ rk therefore is tau for a whole round of 8 blocks. The
// rotations in L move bytes (a rotation of the slice word by 8 bits, free
// as a shifted operand on Arm) and bits within bytes (a renaming of
// slices), so L costs 4 XORs per slice. Fewer than 8 blocks cost the same
// as 8 (parallel_blocks = 8).
//
// Constants. The circuit computes S'(v) = S(v ^ c1) ^ C with c1 = 0x75
// (A c1 = C): no constants inside. The input side is XORed into the round
// keys. The output side adds L(CCCC) = 0x4f4f4f4f = K to every new word; if
// the computed words W_i are the true X_i ^ D_i with D_i = K for i / 4 odd
// and 0 otherwise (D_0..D_3 = 0, D_{i+4} = D_i ^ K), then round i needs the
// key rk_i ^ D_{i+1} ^ D_{i+2} ^ D_{i+3}: rk_i, or rk_i ^ K when i mod 8 is
// 1, 3, 4 or 6. D_32..D_35 = 0, so the output needs no correction.
#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/sm4/sm4_ct.h"
#include "crypto/sm4/sm4_internal.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sm4.h"

namespace mcucrypt {
namespace sm4 {
namespace {

constexpr uint32_t kInputConstant = 0x75757575u;   // c1 in every byte
constexpr uint32_t kOutputConstant = 0xd3d3d3d3u;  // C in every byte
constexpr uint32_t kRoundConstant = 0x4f4f4f4fu;   // L(C in every byte)

// S'(v) on slices: s[j] is bit j of v, in place. Generated; gates in an
// order that keeps few values live at once.
__attribute__((always_inline)) inline void SboxCircuit(uint32_t *s) {
  const uint32_t x0 = s[0], x1 = s[1], x2 = s[2], x3 = s[3], x4 = s[4], x5 = s[5], x6 = s[6], x7 = s[7];
  const uint32_t t0 = x0 ^ x6;
  const uint32_t t1 = x2 ^ x6;
  const uint32_t t2 = x4 ^ t1;
  const uint32_t t3 = x1 ^ x7;
  const uint32_t t4 = x4 ^ t0;
  const uint32_t t5 = x1 ^ t0;
  const uint32_t t6 = x2 ^ t4;
  const uint32_t t7 = t4 ^ t3;
  const uint32_t t8 = t5 & t2;
  const uint32_t t9 = x7 ^ t1;
  const uint32_t t10 = x5 ^ t4;
  const uint32_t t11 = t4 & t3;
  const uint32_t t12 = t5 ^ t10;
  const uint32_t t13 = x3 ^ x4;
  const uint32_t t14 = x2 ^ x5;
  const uint32_t t15 = x7 ^ t14;
  const uint32_t t16 = x1 ^ t14;
  const uint32_t t17 = x3 ^ t15;
  const uint32_t t18 = x4 ^ t17;
  const uint32_t t19 = t11 ^ t17;
  const uint32_t t20 = t17 ^ t1;
  const uint32_t t21 = t14 ^ t5;
  const uint32_t t22 = x5 ^ t21;
  const uint32_t t23 = x2 ^ t20;
  const uint32_t t24 = x2 & t20;
  const uint32_t t25 = t24 ^ t9;
  const uint32_t t26 = t21 & t13;
  const uint32_t t27 = t10 & t16;
  const uint32_t t28 = t22 & t18;
  const uint32_t t29 = x5 & t15;
  const uint32_t t30 = t29 ^ t26;
  const uint32_t t31 = t29 ^ t28;
  const uint32_t t32 = t3 ^ t20;
  const uint32_t t33 = t13 ^ t32;
  const uint32_t t34 = t12 & t33;
  const uint32_t t35 = t8 ^ t34;
  const uint32_t t36 = t34 ^ t23;
  const uint32_t t37 = t27 ^ t36;
  const uint32_t t38 = t30 ^ t35;
  const uint32_t t39 = t7 ^ t38;
  const uint32_t t40 = t31 ^ t37;
  const uint32_t t41 = t40 ^ t39;
  const uint32_t t42 = t6 & t32;
  const uint32_t t43 = t42 ^ t30;
  const uint32_t t44 = t43 ^ t25;
  const uint32_t t45 = t42 ^ t19;
  const uint32_t t46 = t31 ^ t45;
  const uint32_t t47 = t46 & t40;
  const uint32_t t48 = t46 ^ t44;
  const uint32_t t49 = t48 & t41;
  const uint32_t t50 = t47 ^ t49;
  const uint32_t t51 = t44 & t39;
  const uint32_t t52 = t51 ^ t49;
  const uint32_t t53 = t44 ^ t39;
  const uint32_t t54 = t52 ^ t53;
  const uint32_t t55 = t54 & t40;
  const uint32_t t56 = t54 & t46;
  const uint32_t t57 = t48 ^ t41;
  const uint32_t t58 = t50 ^ t57;
  const uint32_t t59 = t54 ^ t58;
  const uint32_t t60 = t58 & t44;
  const uint32_t t61 = t58 & t39;
  const uint32_t t62 = t59 & t48;
  const uint32_t t63 = t59 & t41;
  const uint32_t t64 = t60 ^ t62;
  const uint32_t t65 = t56 ^ t62;
  const uint32_t t66 = t61 ^ t63;
  const uint32_t t67 = t55 ^ t63;
  const uint32_t t68 = t66 & x2;
  const uint32_t t69 = t66 & t20;
  const uint32_t t70 = t64 & t5;
  const uint32_t t71 = t67 & t4;
  const uint32_t t72 = t67 & t3;
  const uint32_t t73 = t65 & t16;
  const uint32_t t74 = t64 & t2;
  const uint32_t t75 = t73 ^ t74;
  const uint32_t t76 = t65 & t10;
  const uint32_t t77 = t66 ^ t64;
  const uint32_t t78 = t65 ^ t64;
  const uint32_t t79 = t77 & t18;
  const uint32_t t80 = t77 & t22;
  const uint32_t t81 = t67 ^ t65;
  const uint32_t t82 = t67 ^ t66;
  const uint32_t t83 = t81 & x5;
  const uint32_t t84 = t81 & t15;
  const uint32_t t85 = t83 ^ t80;
  const uint32_t t86 = t82 & t6;
  const uint32_t t87 = t78 & t33;
  const uint32_t t88 = t79 ^ t68;
  const uint32_t t89 = t78 & t12;
  const uint32_t t90 = t70 ^ t89;
  const uint32_t t91 = t82 & t32;
  const uint32_t t92 = t82 ^ t78;
  const uint32_t t93 = t86 ^ t85;
  const uint32_t t94 = t92 & t13;
  const uint32_t t95 = t92 & t21;
  const uint32_t t96 = t91 ^ t84;
  const uint32_t t97 = t70 ^ t75;
  const uint32_t t98 = t76 ^ t97;
  const uint32_t t99 = t94 ^ t98;
  const uint32_t t100 = t72 ^ t94;
  const uint32_t t101 = t88 ^ t99;
  const uint32_t t102 = t72 ^ t96;
  const uint32_t t103 = t85 ^ t90;
  const uint32_t t104 = t99 ^ t103;
  const uint32_t t105 = t95 ^ t90;
  const uint32_t t106 = t83 ^ t105;
  const uint32_t t107 = t69 ^ t104;
  const uint32_t t108 = t84 ^ t102;
  const uint32_t t109 = t102 ^ t104;
  const uint32_t t110 = t79 ^ t102;
  const uint32_t t111 = t71 ^ t101;
  const uint32_t t112 = t101 ^ t93;
  const uint32_t t113 = t96 ^ t112;
  const uint32_t t114 = t107 ^ t113;
  const uint32_t t115 = t75 ^ t114;
  const uint32_t t116 = t87 ^ t112;
  const uint32_t t117 = t116 ^ t108;
  const uint32_t t118 = t73 ^ t111;
  const uint32_t t119 = t118 ^ t117;
  const uint32_t t120 = t106 ^ t107;
  const uint32_t t121 = t120 ^ t100;
  s[0] = t110;
  s[1] = t119;
  s[2] = t109;
  s[3] = t115;
  s[4] = t121;
  s[5] = t111;
  s[6] = t106;
  s[7] = t112;
}

inline uint32_t Bswap(uint32_t x) {
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

// Bit j of every byte of k, spread over the byte's 8 lanes.
inline uint32_t KeySlice(uint32_t k, unsigned j) { return ((k >> j) & 0x01010101u) * 0xffu; }

// One round for 8 blocks: x0 ^= L(S'(x1 ^ x2 ^ x3 ^ k)), all in slices. k is
// the stored round key (byte-swapped, c1 folded in) with the round's K.
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

// Exchanges the bits of a selected by mask << n with those of b selected by
// mask.
inline void SwapMove(uint32_t &a, uint32_t &b, uint32_t mask, unsigned n) {
  const uint32_t t = ((a >> n) ^ b) & mask;
  b ^= t;
  a ^= t << n;
}

// Transposes the 8x8 bit matrix in each byte lane of w0..w7: bit 8m + j of
// w_b <-> bit 8m + b of w_j. Its own inverse.
inline void Transpose8(uint32_t &w0, uint32_t &w1, uint32_t &w2, uint32_t &w3, uint32_t &w4,
                       uint32_t &w5, uint32_t &w6, uint32_t &w7) {
  SwapMove(w0, w1, 0x55555555u, 1);
  SwapMove(w2, w3, 0x55555555u, 1);
  SwapMove(w4, w5, 0x55555555u, 1);
  SwapMove(w6, w7, 0x55555555u, 1);
  SwapMove(w0, w2, 0x33333333u, 2);
  SwapMove(w1, w3, 0x33333333u, 2);
  SwapMove(w4, w6, 0x33333333u, 2);
  SwapMove(w5, w7, 0x33333333u, 2);
  SwapMove(w0, w4, 0x0f0f0f0fu, 4);
  SwapMove(w1, w5, 0x0f0f0f0fu, 4);
  SwapMove(w2, w6, 0x0f0f0f0fu, 4);
  SwapMove(w3, w7, 0x0f0f0f0fu, 4);
}

// Word i of 8 blocks (128 bytes at in) into slices.
inline void LoadSlices(uint32_t *x, const uint8_t *in) {
  uint32_t w0 = load_le32(in), w1 = load_le32(in + 16), w2 = load_le32(in + 32),
           w3 = load_le32(in + 48), w4 = load_le32(in + 64), w5 = load_le32(in + 80),
           w6 = load_le32(in + 96), w7 = load_le32(in + 112);
  Transpose8(w0, w1, w2, w3, w4, w5, w6, w7);
  x[0] = w0; x[1] = w1; x[2] = w2; x[3] = w3; x[4] = w4; x[5] = w5; x[6] = w6; x[7] = w7;
}

inline void StoreSlices(uint8_t *out, const uint32_t *x) {
  uint32_t w0 = x[0], w1 = x[1], w2 = x[2], w3 = x[3], w4 = x[4], w5 = x[5], w6 = x[6], w7 = x[7];
  Transpose8(w0, w1, w2, w3, w4, w5, w6, w7);
  store_le32(out, w0); store_le32(out + 16, w1); store_le32(out + 32, w2);
  store_le32(out + 48, w3); store_le32(out + 64, w4); store_le32(out + 80, w5);
  store_le32(out + 96, w6); store_le32(out + 112, w7);
}

// 8 blocks (128 bytes), all 32 rounds, with st as the working state. Round
// i uses schedule[i] (encryption) or schedule[31 - i] (decryption). All
// blocks are read before any is written, so out may equal in.
void Crypt8(uint32_t (*st)[8], const uint32_t *schedule, bool decrypt, const uint8_t *in,
            uint8_t *out) {
  for (unsigned i = 0; i < 4; ++i) LoadSlices(st[i], in + 4 * i);
  const uint32_t *rk = decrypt ? schedule + kRounds - 1 : schedule;
  const int step = decrypt ? -1 : 1;
  uint32_t *x0 = st[0], *x1 = st[1], *x2 = st[2], *x3 = st[3];
  for (unsigned r = 0; r < kRounds; ++r) {
    // K on rounds 1, 3, 4, 6 of every 8 (bits of 0x5a); r is public.
    const uint32_t k = *rk ^ (kRoundConstant & (0u - ((0x5au >> (r & 7)) & 1u)));
    Round(x0, x1, x2, x3, k);
    uint32_t *const t = x0;
    x0 = x1;
    x1 = x2;
    x2 = x3;
    x3 = t;
    rk += step;
  }
  // X32..X35 are in st[0..3]; the output block is X35, X34, X33, X32.
  for (unsigned i = 0; i < 4; ++i) StoreSlices(out + 4 * i, st[3 - i]);
}

void CryptBlocks(const uint32_t *schedule, bool decrypt, const uint8_t *in, uint8_t *out,
                 size_t n) {
  uint32_t st[4][8];
  for (; n >= 8; n -= 8, in += 128, out += 128) Crypt8(st, schedule, decrypt, in, out);
  if (n != 0) {
    // A short batch runs as a whole one, padded in a buffer.
    uint8_t buf[128] = {0};
    memcpy(buf, in, 16 * n);
    Crypt8(st, schedule, decrypt, buf, buf);
    memcpy(out, buf, 16 * n);
    mcu_wipe(buf, sizeof buf);
  }
  mcu_wipe(st, sizeof st);
}

}  // namespace

uint32_t CtTau(uint32_t x) {
  // One word: slice j = the word shifted right by j, so bit 8m of slice j is
  // bit j of byte m; the other lanes compute garbage that is masked off.
  x ^= kInputConstant;
  uint32_t s[8];
  for (unsigned j = 0; j < 8; ++j) s[j] = x >> j;
  SboxCircuit(s);
  uint32_t y = 0;
  for (unsigned j = 0; j < 8; ++j) y |= (s[j] & 0x01010101u) << j;
  return y ^ kOutputConstant;
}

mcu_status CtExpandKey(uint32_t *schedule, const uint8_t *key) {
  ExpandKey(schedule, key, CtTau);
  // Stored byte-swapped (the slices' byte order), with c1 folded in.
  for (int i = 0; i < kRounds; ++i) schedule[i] = Bswap(schedule[i]) ^ kInputConstant;
  return MCU_OK;
}

void CtEncryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  CryptBlocks(schedule, false, in, out, n);
}

void CtDecryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  CryptBlocks(schedule, true, in, out, n);
}

}  // namespace sm4
}  // namespace mcucrypt

extern "C" const mcu_block_cipher_desc mcu_sm4_ct_desc = mcucrypt::sm4::kCtDesc;
