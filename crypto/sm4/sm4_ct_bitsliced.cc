// SM4, constant time (mcu_sm4_ct_desc, mcu_sm4_ct_armv7m_desc): the S-box is a boolean
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
// the round keys below. crypto/sm4/gen/sm4_sbox_circuit.py derives the
// circuit; sm4_test checks it against the table on all 256 inputs.
//
// Slices. Eight blocks run at once. Word X_i of the 8 blocks (loaded little
// endian) is 8 words s_0..s_7: s_j holds bit j of every byte, bit 8m + b
// of s_j being bit j of byte m of block b. One circuit pass on
// X1 ^ X2 ^ X3 ^ rk therefore is tau for a whole round of 8 blocks. The
// rotations in L move bytes (a rotation of the slice word by 8 bits, free
// as a shifted operand on Arm) and bits within bytes (a renaming of
// slices), so L costs 4 XORs per slice. 2..7 blocks cost the same as 8
// (parallel_blocks = 8).
//
// One block. A lone block (CBC encryption and CCM's CBC-MAC are chains of
// them) runs the circuit on its round input word itself, slice j being the
// word seen at bit offset j (CtBlockFn, sm4_ct.h): 4 S-boxes per pass, but
// no 8-block pass for one useful block (~450 instead of ~700 cycles/byte).
//
// Counter mode. The descriptor's mode table has ctr_xor (CtCtrXor): the
// counter blocks are built as words straight into the slice transposes, a
// 32-bit counter's fixed words are sliced once per call, a 128-bit
// counter's words 0..2 are sliced per pass as key words are with the carry
// out of word 3 as a lane mask (only word 3 is transposed), and the
// keystream is XORed out of the output transposes. Having it also makes CCM run its
// CBC-MAC as single blocks (the one-block path) and its payload through it,
// instead of a padded 8-block pass per payload block.
//
// Constants. The circuit computes S'(v) = S(v ^ c1) ^ C with c1 = 0x75
// (A c1 = C): no constants inside. The input side is XORed into the round
// keys. The output side adds L(CCCC) = 0x4f4f4f4f = K to every new word; if
// the computed words W_i are the true X_i ^ D_i with D_i = K for i / 4 odd
// and 0 otherwise (D_0..D_3 = 0, D_{i+4} = D_i ^ K), then round i needs the
// key rk_i ^ D_{i+1} ^ D_{i+2} ^ D_{i+3}: rk_i, or rk_i ^ K when i mod 8 is
// 1, 3, 4 or 6, which the key schedule folds in. D_32..D_35 = 0, so the
// output needs no correction.
//
// Rounds. The 32 rounds on the slices are a function of their own
// (CtRoundsFn, sm4_ct.h), one per technique, each with its descriptor: C in
// sm4_ct_rounds_portable.cc (mcu_sm4_ct_desc), Thumb-2 assembly on
// Cortex-M4 (sm4_ct_bitsliced_armv7m.S, generated from the same circuit by
// gen/sm4_ct_asm_gen.py; mcu_sm4_ct_armv7m_desc), MIPS32r2 assembly on the
// microAptiv (sm4_ct_bitsliced_mips32r2.S, gen/sm4_ct_mips32r2_gen.py;
// mcu_sm4_ct_mips32r2_desc); this file loads and stores the slices around
// them.
//
// The floor on the microAptiv. 8 blocks: 269 instructions a round (27 for
// the key slices, 24 the input sum, 122 gates, 58 for L, 39 loads and
// stores of the state and spills), 67 cycles/byte in the rounds and ~7 in
// the transposes: SM4-CTR ~74 (target, the seed's 71.2; measured 78.9,
// 77.0 with the 128-bit counter sliced without transposes),
// CBC decryption 77.5 (meets 77.5). The 256 key slices stored (1 KiB,
// expanded per call on the stack and wiped: CtCryptBlocksKs,
// CtCtrXorWithKs, for calls of 24 blocks or more) take the key slices' 19
// instructions a round off, and with the SRL/AND/MUL gone x2 ^ x3 is shared
// by two rounds: 245.5 instead of 269 cycles a round (model); SM4-CTR 76.4
// -> 71.0 cycles/byte (target 71.2), CBC decryption 77.5 -> 72.1, GCM
// 121.8 -> 116.4; stack 592 -> 1704 bytes (CTR), 1040 -> 2176 (CBC
// decryption). The expansion and wipe, ~1900 cycles, are ~0.5
// cycles/byte of a 4 KiB message, but more than one or two passes gain
// (~740 each): hence kKeySliceMinBlocks (sm4_ct.h). One block (CtBlockFn, gcc:
// 194 instructions a round): 122 gates, 7 shifts into slices, 22 to gather
// the bits, 9 for L, key and sum, ~165 a round in assembly, so CBC
// encryption ~330 cycles/byte (target twice the seed, 150; measured 422),
// CCM's CBC-MAC as much plus CTR's ~79 (target 265; measured 505).
//
// The floor on the Cortex-M4 (model, zero wait states). 8 blocks: 272.5
// cycles a round (1090 per four, sm4_ct_asm_gen.py, op order from its local
// search): 191 ALU operations (17 for the key slices, 20 the input sum with
// x2 ^ x3 shared by two rounds, 122 gates, 32 for L), 27.5 stores (8 of
// the state, 19.5 spills) and 40.75 loads (20.25 of the state, key and key
// pointer, 20.5 spills) costing 54 cycles, the M4 pipelining back-to-back
// loads. That is 68.1 cycles/byte in the rounds; the transposes, counter
// slices, keystream XOR and the rounds' state copy, loop and wipe add ~8.9:
// SM4-CTR 77.0 (issue target 64), GCM 115.3 (97), CBC decryption 77.6.
// The circuit's peak of 28 live values against 14 registers is what
// spills: without any spill a round would be ~224 cycles (56 cycles/byte,
// ~65 with the outside work), so 64 needs fewer ALU operations as well:
// the key slices stored per call (1 KiB more stack; measured before the
// search: -17 cycles per four rounds, -0.6 cycles/byte net of the
// expansion; not kept, for the stack) and a smaller circuit (the tower
// search finds 121 gates at best).
#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/sm4/sm4_ct.h"
#include "crypto/sm4/sm4_ct_circuit.h"
#include "crypto/sm4/sm4_internal.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sm4.h"

namespace mcucrypt {
namespace sm4 {
namespace {

constexpr uint32_t kInputConstant = 0x75757575u;   // c1 in every byte
constexpr uint32_t kOutputConstant = 0xd3d3d3d3u;  // C in every byte
constexpr uint32_t kRoundConstant = 0x4f4f4f4fu;   // L(C in every byte)

// Up to this many blocks left over after the 8-block passes run one at a
// time (CtBlockFn) rather than as a padded pass: by the cycle models a lone
// block costs ~0.65 of an 8-block pass (Thumb-2; ~0.7 for the C block
// against the MIPS32r2 rounds), two cost more than one pass.
constexpr size_t kLoneBlocks = 1;

inline uint32_t Bswap(uint32_t x) {
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

// Little-endian words of the blocks as one unaligned access each on
// little-endian MIPS (LWL/LWR, SWL/SWR; gcc leaves store_le32 as four byte
// stores there): SM4-CTR 79.9 -> 78.9 cycles/byte, CBC decryption 79.5 ->
// 77.5 (microAptiv model). Not on Cortex-M4, where it gained nothing
// (SM4-CTR 89.9 -> 90.0).
inline uint32_t LoadLe(const uint8_t *p) {
#if defined(__mips__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
#else
  return load_le32(p);
#endif
}

inline void StoreLe(uint8_t *p, uint32_t v) {
#if defined(__mips__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  memcpy(p, &v, 4);
#else
  store_le32(p, v);
#endif
}

// Bit j of every byte of k, spread over the byte's lanes set in `lanes`
// (bit b: block b). `bytes` is 0x01010101, passed in where the caller
// keeps it in a register.
inline uint32_t SliceToLanes(uint32_t k, unsigned j, uint32_t lanes,
                             uint32_t bytes = 0x01010101u) {
  return ((k >> j) & bytes) * lanes;
}

// Bit j of every byte of k, spread over the byte's 8 lanes.
inline uint32_t KeySlice(uint32_t k, unsigned j) { return SliceToLanes(k, j, 0xffu); }

// Exchanges the bits of a selected by mask << n with those of b selected by
// mask.
// Always inlined (like the helpers below): at -Os GCC otherwise calls them
// with the words in memory, which costs more than the transposes.
__attribute__((always_inline)) inline void SwapMove(uint32_t &a, uint32_t &b, uint32_t mask,
                                                    unsigned n) {
  const uint32_t t = ((a >> n) ^ b) & mask;
  b ^= t;
  a ^= t << n;
}

// Transposes the 8x8 bit matrix in each byte lane of w0..w7: bit 8m + j of
// w_b <-> bit 8m + b of w_j. Its own inverse.
__attribute__((always_inline)) inline void Transpose8(uint32_t &w0, uint32_t &w1, uint32_t &w2,
                                                      uint32_t &w3, uint32_t &w4, uint32_t &w5,
                                                      uint32_t &w6, uint32_t &w7) {
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
__attribute__((always_inline)) inline void LoadSlices(uint32_t *x, const uint8_t *in) {
  uint32_t w0 = LoadLe(in), w1 = LoadLe(in + 16), w2 = LoadLe(in + 32),
           w3 = LoadLe(in + 48), w4 = LoadLe(in + 64), w5 = LoadLe(in + 80),
           w6 = LoadLe(in + 96), w7 = LoadLe(in + 112);
  Transpose8(w0, w1, w2, w3, w4, w5, w6, w7);
  x[0] = w0; x[1] = w1; x[2] = w2; x[3] = w3; x[4] = w4; x[5] = w5; x[6] = w6; x[7] = w7;
}

__attribute__((always_inline)) inline void StoreSlices(uint8_t *out, const uint32_t *x) {
  uint32_t w0 = x[0], w1 = x[1], w2 = x[2], w3 = x[3], w4 = x[4], w5 = x[5], w6 = x[6], w7 = x[7];
  Transpose8(w0, w1, w2, w3, w4, w5, w6, w7);
  StoreLe(out, w0); StoreLe(out + 16, w1); StoreLe(out + 32, w2);
  StoreLe(out + 48, w3); StoreLe(out + 64, w4); StoreLe(out + 80, w5);
  StoreLe(out + 96, w6); StoreLe(out + 112, w7);
}

// Word i of 8 blocks: out = in ^ the slices x transposed back (counter
// mode's keystream XOR, fused with the transpose).
__attribute__((always_inline)) inline void XorSlicesOut(uint8_t *out, const uint8_t *in,
                                                        const uint32_t *x) {
  uint32_t w0 = x[0], w1 = x[1], w2 = x[2], w3 = x[3], w4 = x[4], w5 = x[5], w6 = x[6], w7 = x[7];
  Transpose8(w0, w1, w2, w3, w4, w5, w6, w7);
  StoreLe(out, LoadLe(in) ^ w0); StoreLe(out + 16, LoadLe(in + 16) ^ w1);
  StoreLe(out + 32, LoadLe(in + 32) ^ w2); StoreLe(out + 48, LoadLe(in + 48) ^ w3);
  StoreLe(out + 64, LoadLe(in + 64) ^ w4); StoreLe(out + 80, LoadLe(in + 80) ^ w5);
  StoreLe(out + 96, LoadLe(in + 96) ^ w6); StoreLe(out + 112, LoadLe(in + 112) ^ w7);
}

// 8 blocks (128 bytes) through `rounds` with the round keys rk (in the
// order they are used), st the working state. All blocks are read before
// any is written, so out may equal in.
void Crypt8(CtRoundsFn rounds, uint32_t *st, const uint32_t *rk, const uint8_t *in,
            uint8_t *out) {
  for (unsigned i = 0; i < 4; ++i) LoadSlices(st + 8 * i, in + 4 * i);
  rounds(st, rk);
  // X32..X35 are in slots 0..3; the output block is X35, X34, X33, X32.
  for (unsigned i = 0; i < 4; ++i) StoreSlices(out + 4 * i, st + 8 * (3 - i));
}

// One block through `block`, in big-endian words; out may equal in.
void CryptOne(CtBlockFn block, uint32_t *x, const uint32_t *rk, const uint8_t *in,
              uint8_t *out) {
  for (unsigned i = 0; i < 4; ++i) x[i] = load_be32(in + 4 * i);
  block(x, rk);
  for (unsigned i = 0; i < 4; ++i) store_be32(out + 4 * i, x[3 - i]);
}

}  // namespace

void CtCryptBlocks(CtRoundsFn rounds, CtBlockFn block, const uint32_t *schedule, bool decrypt,
                   const uint8_t *in, uint8_t *out, size_t n) {
  uint32_t st[32];
  // Decryption runs the keys backwards: a reversed copy lets every rounds
  // function walk its keys forwards.
  uint32_t reversed[kRounds];
  const uint32_t *rk = schedule;
  if (decrypt) {
    for (int i = 0; i < kRounds; ++i) reversed[i] = schedule[kRounds - 1 - i];
    rk = reversed;
  }
  for (; n >= 8; n -= 8, in += 128, out += 128) Crypt8(rounds, st, rk, in, out);
  if (n != 0 && n <= kLoneBlocks) {
    for (; n != 0; --n, in += 16, out += 16) CryptOne(block, st, rk, in, out);
  } else if (n != 0) {
    // A short batch runs as a whole one, padded in a buffer.
    uint8_t buf[128] = {0};
    memcpy(buf, in, 16 * n);
    Crypt8(rounds, st, rk, buf, buf);
    memcpy(out, buf, 16 * n);
    mcu_wipe(buf, sizeof buf);
  }
  mcu_wipe(st, sizeof st);
  if (decrypt) mcu_wipe(reversed, sizeof reversed);
}

namespace {

// Word w of 8 blocks (LE, w[b] of block b) into slices, in place.
__attribute__((always_inline)) inline void SliceWords(uint32_t *w) {
  Transpose8(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]);
}

// c (4 big-endian words, c[0] most significant) += n modulo 2^128, or
// modulo 2^32 in the low word only: arithmetic, no branch on the counter.
inline void AddCounter(uint32_t *c, uint32_t n, bool wide) {
  uint32_t carry = n;
  for (int i = 3; i >= 0; --i) {
    const uint32_t v = c[i] + carry;
    carry = static_cast<uint32_t>(v < carry);
    c[i] = v;
    if (!wide) break;  // a public parameter
  }
}

}  // namespace

void CtCtrXorWith(CtRoundsFn rounds, const uint32_t *schedule, uint8_t *counter,
                  unsigned counter_bits, const uint8_t *in, size_t len, uint8_t *out) {
  const bool wide = counter_bits != 32;
  uint32_t c[4];
  for (unsigned i = 0; i < 4; ++i) c[i] = load_be32(counter + 4 * i);
  uint32_t st[32];
  // With a 32-bit counter, words 0..2 are the same in every counter block
  // of the call: each is sliced once, as a key word is (every block lane of
  // a byte gets the same bit), and only word 3 is transposed per pass.
  uint32_t fixed[24];
  if (!wide) {
    for (unsigned i = 0; i < 3; ++i) {
      for (unsigned j = 0; j < 8; ++j) fixed[8 * i + j] = KeySlice(Bswap(c[i]), j);
    }
  }
  for (size_t blocks = len / 16; blocks != 0;) {
    const size_t nb = blocks < 8 ? blocks : 8;
    if (wide) {
      // Words 0..2 of the 8 counter blocks are c[i] in every block but
      // those past a wrap of word 3, which hold c[i] + 1 where the carry
      // reaches word i. Each is sliced as a key word is (KeySlice), the
      // difference going only to those blocks' lanes: bit j of a byte of
      // the difference times `lanes` (bit b set for block b). No transpose
      // for them, and no branch on the counter.
      // Block b's word 3 wraps when c[3] + b >= 2^32, i.e. b - 1 >= ~c[3].
      const uint32_t last = ~c[3];
      uint32_t lanes = 0;
#pragma GCC unroll 8
      for (uint32_t b = 1; b < 8; ++b) lanes |= static_cast<uint32_t>(b - 1 >= last) << b;
      // The byte mask in a register (opaque to the compiler): on Arm each
      // bit extraction is then one AND with a shifted operand instead of a
      // shift and an AND with an immediate (SM4-CTR 77.5 -> 77.2
      // cycles/byte, Cortex-M4 model).
      uint32_t bytes = 0x01010101u;
      __asm__("" : "+r"(bytes));
      for (int i = 2; i >= 0; --i) {
        const uint32_t v = Bswap(c[i]), d = v ^ Bswap(c[i] + 1);
        uint32_t *x = st + 8 * i;
        // Unrolled: at -Os GCC keeps the loop, which costs more than the
        // transposes it replaces.
#pragma GCC unroll 8
        for (unsigned j = 0; j < 8; ++j) {
          x[j] = SliceToLanes(v, j, 0xffu, bytes) ^ SliceToLanes(d, j, lanes, bytes);
        }
        // The carry goes on into word i - 1 where word i is all ones.
        lanes &= 0u - static_cast<uint32_t>(c[i] == 0xffffffffu);
      }
    } else {
      memcpy(st, fixed, sizeof fixed);
    }
    // Word 3, built straight into its slot and transposed there.
#pragma GCC unroll 8
    for (uint32_t b = 0; b < 8; ++b) st[24 + b] = Bswap(c[3] + b);
    SliceWords(st + 24);
    rounds(st, schedule);
    // The keystream goes straight from the slices into the XOR: word i of
    // block b is ks[b] after the transpose of slot 3 - i, in place (st is
    // not read again). A whole pass's XOR is unrolled (a loop costs a taken
    // branch a word).
    for (unsigned i = 0; i < 4; ++i) {
      uint32_t *ks = st + 8 * (3 - i);
      if (nb == 8) {
        // A whole pass: transposed in registers and XORed out, without
        // storing the keystream words back.
        XorSlicesOut(out + 4 * i, in + 4 * i, ks);
      } else {
        SliceWords(ks);
        for (size_t b = 0; b < nb; ++b) {
          StoreLe(out + 16 * b + 4 * i, LoadLe(in + 16 * b + 4 * i) ^ ks[b]);
        }
      }
    }
    AddCounter(c, static_cast<uint32_t>(nb), wide);
    in += 16 * nb;
    out += 16 * nb;
    blocks -= nb;
  }
  for (unsigned i = 0; i < 4; ++i) store_be32(counter + 4 * i, c[i]);
  mcu_wipe(st, sizeof st);
}

// The key slices: the same rounds with the expansion moved out of them,
// once per call. The slices take the keys' place in CtCryptBlocks and
// CtCtrXorWith (which only hand them to `rounds`), so those stay as they
// were (the Cortex-M4 and C techniques' object code unchanged).
void CtExpandKeySlices(uint32_t *ks, const uint32_t *rk, bool reverse) {
  // 0xff in a register the compiler cannot see into: one MUL (fixed
  // latency, one issue slot on the microAptiv) per slice instead of the
  // SLL and SUBU GCC makes of * 0xff: 5 -> 4 instructions a slice.
  uint32_t ff = 0xffu;
  __asm__("" : "+r"(ff));
  for (int r = 0; r < kRounds; ++r) {
    const uint32_t k = rk[reverse ? kRounds - 1 - r : r];
#pragma GCC unroll 8
    for (unsigned j = 0; j < 8; ++j) ks[8 * r + j] = SliceToLanes(k, j, ff);
  }
}

void CtCryptBlocksKs(CtRoundsFn rounds, CtRoundsKsFn rounds_ks, CtBlockFn block,
                     const uint32_t *schedule, bool decrypt, const uint8_t *in, uint8_t *out,
                     size_t n) {
  const size_t whole = n - n % 8;
  if (n < kKeySliceMinBlocks || whole == 0) {  // public lengths
    CtCryptBlocks(rounds, block, schedule, decrypt, in, out, n);
    return;
  }
  // Decryption's slices in the reversed key order, so the passes run
  // forwards on them.
  uint32_t ks[kKeySliceWords];
  CtExpandKeySlices(ks, schedule, decrypt);
  CtCryptBlocks(rounds_ks, block, ks, false, in, out, whole);
  mcu_wipe(ks, sizeof ks);
  // The 1..7 blocks left: a lone block or a padded pass, on the keys.
  if (n != whole) {
    CtCryptBlocks(rounds, block, schedule, decrypt, in + 16 * whole, out + 16 * whole, n - whole);
  }
}

void CtCtrXorWithKs(CtRoundsFn rounds, CtRoundsKsFn rounds_ks, const uint32_t *schedule,
                    uint8_t *counter, unsigned counter_bits, const uint8_t *in, size_t len,
                    uint8_t *out) {
  if (len / 16 < kKeySliceMinBlocks) {  // a public length
    CtCtrXorWith(rounds, schedule, counter, counter_bits, in, len, out);
    return;
  }
  uint32_t ks[kKeySliceWords];
  CtExpandKeySlices(ks, schedule, false);
  CtCtrXorWith(rounds_ks, ks, counter, counter_bits, in, len, out);
  mcu_wipe(ks, sizeof ks);
}

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
  // Stored byte-swapped (the slices' byte order), with c1 folded in, and K
  // on keys 1, 3, 4, 6 of every 8 (bits of 0x5a). That set is its own
  // mirror image (i -> 31 - i), so decryption, which runs the keys
  // backwards, needs the same K on the same stored keys.
  for (int i = 0; i < kRounds; ++i) {
    const uint32_t k = ((0x5au >> (i & 7)) & 1u) ? kRoundConstant : 0u;
    schedule[i] = Bswap(schedule[i]) ^ kInputConstant ^ k;
  }
  return MCU_OK;
}

}  // namespace sm4
}  // namespace mcucrypt
