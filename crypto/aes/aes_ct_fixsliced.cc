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
//
// The floor on the microAptiv (aes_ct_fixsliced_mips32r2.S, instructions
// a pair of blocks by its generator, no stalls, so also cycles): a round in
// frame 0 is 174 (the 113 gates, 8 key loads and XORs, MixColumns' 45),
// frame 2 198, frames 1 and 3 223 (MIPS has no shifted operands: each
// byte-wise rotation of MixColumns is 4 instructions with the DSP ASE's
// per-byte shifts, 5 with masks); decryption 203, 253, 227, 253 (the
// merged inverse S-box's 121 gates, InvMixColumns as A + R(B) in every
// frame, the M4's odd-frame form); the load and transpose 112,
// the last round with SR^2 and the transpose 227. Against the W1 targets
// (seed cycles; twice that one block at a time), measured:
// AES-128/192/256-CTR 67.2/79.9/93.0 cycles/byte (targets 68.0/78.8/89.6);
// CBC decryption 81.4/95.9/110.8 (74.7/85.6/96.5), which the decryption
// rounds alone nearly reach (AES-128: ~2080 cycles a pair, 65 cycles/byte,
// before the load 233-251, the last round 111 and the chaining).
// CBC encryption runs its whole chain in the assembly (cbc_encrypt_blocks),
// one block alone in lane 0: pack 58 (the chaining value ^ K0 kept in the
// frame, the transposition of one lane), rounds ~1860 (AES-128; +3 a loop
// exit test, +2 a pass of four rounds), tail 206 (the last S-box, half the
// transposition and SR^2, the ciphertext and the next chaining value ^ K0
// stored): measured 134.4/160.2/186.0 cycles/byte (143.4/164.9/186.5).
#include "crypto/aes/aes_ct_fixsliced.h"

#include "crypto/aes/aes_ct_fixsliced_circuit.h"
#include "crypto/aes/aes_ct_fixsliced_core.h"

#include <stddef.h>
#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/common/ct.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace aes_ct_fixsliced {
namespace {

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


// --- CTR -------------------------------------------------------------------
//
// Counter blocks differ only in their low 32 bits (bytes 12..15: column 3),
// so round 0 and the S-box of round 1 on columns 0..2 are the same for every
// block of a call, and so is their MixColumns: e = MC_1(S(columns 0..2)) ^
// rk1, computed once (CtrRound1Constant). Per block only column 3's four
// S-boxes are new. The core (its ctr_batches) runs them in
// batches of 8 blocks, 32 S-boxes in one circuit, pair i of the batch in
// column i of the batch's state (Pack's layout: Transpose of the blocks' low
// words, round key 0's column 3 XORed in before it). Pair i's column-3 state
// is the batch's column i rotated left by 6 - 2i bits, and round 1 on it is
// MC_1 of a state with only column 3: there every byte-wise rotation of MC_1
// (aes_ct_fixsliced_circuit.h, Rot1<1>, Rot2<1>) wraps no bit, so it is a
// word rotation (by 10 and 20), which commutes with the rotation: round 1 =
// e ^ rotl(MC'(column i), 6 - 2i). Rounds 2..nr follow as in encryption,
// and the keystream goes straight into the XOR with the input.
//
// A 128-bit counter carries into bytes 0..11 once the low 32 bits wrap;
// blocks past that point use e of the incremented upper part, e ^ d, chosen
// per block with a mask (the counter may be secret: no branch on it).
// Inputs of fewer than kCtrBatchBlocks blocks, and the last blocks of the
// others, go through the block core, a pair at a time (the choice depends on
// the length only).

constexpr uint32_t kColumn3 = 0xc0c0c0c0u;
constexpr size_t kCtrBatchBlocks = 8;

// e for the counter block with upper part (bytes 0..11) upper.
void CtrRound1Constant(const uint32_t *rk, const uint8_t upper[12], uint32_t e[8]) {
  uint8_t block[16];
  memcpy(block, upper, 12);
  memset(block + 12, 0, 4);
  Pack(e, block, block);
  AddRoundKey(e, rk);
  SboxNoConstant(e);
  for (unsigned b = 0; b < 8; ++b) e[b] &= ~kColumn3;
  MixColumns<1>(e);
  AddRoundKey(e, rk + 8);
  mcu_wipe(block, sizeof block);
}

// Upper part (bytes 0..11) plus 1 where mask is all-ones: constant time.
void IncrementUpperIf(uint8_t upper[12], uint32_t mask) {
  uint32_t carry = 1;
  for (int i = 2; i >= 0; --i) {
    const uint32_t v = load_be32(upper + 4 * i);
    const uint32_t n = v + carry;
    carry &= ct::mask_if_zero(n) & 1u;
    store_be32(upper + 4 * i, ct::select(mask, n, v));
  }
}

inline void XorInto(uint8_t *out, const uint8_t *in, const uint8_t *ks, size_t len) {
  for (size_t i = 0; i < len; i += 4) {
    uint32_t x, k;
    memcpy(&x, in + i, 4);
    memcpy(&k, ks + i, 4);
    x ^= k;
    memcpy(out + i, &x, 4);
  }
}

}  // namespace

void CtrXorWith(PairsFn encrypt, CtrBatchesFn ctr_batches, const mcu_block_key *key,
                uint8_t *counter, unsigned counter_bits, const uint8_t *in, size_t len,
                uint8_t *out) {
  const uint32_t *rk = key->schedule;
  const unsigned nr = static_cast<unsigned>(key->cipher->key_size / 4 + 6);
  const bool wide = counter_bits != 32;  // 128: the carry goes on into bytes 0..11
  const size_t blocks = len / 16;
  uint8_t upper[12], upper_next[12];
  memcpy(upper, counter, 12);
  memcpy(upper_next, upper, 12);
  if (wide) IncrementUpperIf(upper_next, 0xffffffffu);
  const uint32_t low = load_be32(counter + 12);
  const size_t batches = blocks / kCtrBatchBlocks;
  if (batches != 0) {
    mcu_aes_ct_fixsliced_ctr_ctx c;
    c.rk = rk;
    c.nr = nr;
    c.low0 = low;
    c.wide = wide ? 1u : 0u;
    uint32_t k[8];
    for (unsigned b = 0; b < 8; ++b) k[b] = rk[b];
    Transpose(k);  // round key 0 in byte order: word 6 is column 3
    c.key3 = k[6];
    CtrRound1Constant(rk, upper, c.e);
    if (wide) {
      CtrRound1Constant(rk, upper_next, c.d);
      for (unsigned b = 0; b < 8; ++b) c.d[b] ^= c.e[b];
    } else {
      memset(c.d, 0, sizeof c.d);
    }
    ctr_batches(&c, in, out, batches);
    mcu_wipe(&c, sizeof c);
    mcu_wipe(k, sizeof k);
  }
  // The rest, a pair of counter blocks at a time through the core.
  alignas(4) uint8_t ks[32];
  for (size_t j = kCtrBatchBlocks * batches; j < blocks; j += 2) {
    for (uint32_t n = 0; n < 2; ++n) {
      const uint32_t v = low + static_cast<uint32_t>(j) + n;
      const uint32_t wrapped = ct::lt_mask(v, low);
      for (unsigned i = 0; i < 12; ++i) {
        ks[16 * n + i] = static_cast<uint8_t>(ct::select(wrapped, upper_next[i], upper[i]));
      }
      store_be32(ks + 16 * n + 12, v);
    }
    encrypt(rk, nr, ks, ks, 1);
    XorInto(out + 16 * j, in + 16 * j, ks, blocks - j >= 2 ? 32 : 16);
  }
  // The counter after the last block used.
  const uint32_t next = low + static_cast<uint32_t>(blocks);
  if (wide) IncrementUpperIf(upper, ct::lt_mask(next, low));
  memcpy(counter, upper, 12);
  store_be32(counter + 12, next);
  mcu_wipe(ks, sizeof ks);
  mcu_wipe(upper, sizeof upper);
  mcu_wipe(upper_next, sizeof upper_next);
}

// The assembly cores (32-bit) read the context at these byte offsets
// (aes_ct_fixsliced_armv7m_gen.py, CTX_*); every 32-bit core lays it out so.
static_assert(sizeof(void *) != 4 ||
                  (offsetof(mcu_aes_ct_fixsliced_ctr_ctx, rk) == 0 &&
                  offsetof(mcu_aes_ct_fixsliced_ctr_ctx, nr) == 4 &&
                  offsetof(mcu_aes_ct_fixsliced_ctr_ctx, low0) == 8 &&
                  offsetof(mcu_aes_ct_fixsliced_ctr_ctx, wide) == 12 &&
                  offsetof(mcu_aes_ct_fixsliced_ctr_ctx, key3) == 16 &&
                  offsetof(mcu_aes_ct_fixsliced_ctr_ctx, e) == 20 &&
                   offsetof(mcu_aes_ct_fixsliced_ctr_ctx, d) == 52),
              "CTR context layout of the assembly");

static_assert(8 * 15 <= MCU_BLOCK_SCHEDULE_WORDS, "AES-256 fixsliced schedule fits");

mcu_status ExpandKey128(uint32_t *schedule, const uint8_t *key) {
  return ExpandKey<4, 10>(schedule, key);
}
mcu_status ExpandKey192(uint32_t *schedule, const uint8_t *key) {
  return ExpandKey<6, 12>(schedule, key);
}
mcu_status ExpandKey256(uint32_t *schedule, const uint8_t *key) {
  return ExpandKey<8, 14>(schedule, key);
}

}  // namespace aes_ct_fixsliced
}  // namespace mcucrypt
