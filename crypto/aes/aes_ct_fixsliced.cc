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

#include "crypto/aes/aes_ct_fixsliced_circuit.h"
#include "crypto/aes/aes_ct_fixsliced_core.h"

#include <string.h>

#include "crypto/common/bytes.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace aes_ct_fixsliced {
namespace {

// Pairs of blocks through the core; an odd last block runs in a buffer
// with an all-zero second block.
template <void (*Pairs)(const uint32_t *, unsigned, const uint8_t *, uint8_t *, size_t)>
void CipherBlocks(const uint32_t *rk, unsigned nr, const uint8_t *in, uint8_t *out,
                  size_t n) {
  if (n >= 2) Pairs(rk, nr, in, out, n / 2);
  if (n % 2 != 0) {
    const size_t last = 16 * (n - 1);
    alignas(4) uint8_t pair[32];
    memcpy(pair, in + last, 16);
    memset(pair + 16, 0, 16);
    Pairs(rk, nr, pair, pair, 1);
    memcpy(out + last, pair, 16);
    mcu_wipe(pair, sizeof pair);
  }
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
  CipherBlocks<mcu_aes_ct_fixsliced_encrypt_pairs>(s, 10, in, out, n);
}
void Encrypt192(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<mcu_aes_ct_fixsliced_encrypt_pairs>(s, 12, in, out, n);
}
void Encrypt256(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<mcu_aes_ct_fixsliced_encrypt_pairs>(s, 14, in, out, n);
}
void Decrypt128(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<mcu_aes_ct_fixsliced_decrypt_pairs>(s, 10, in, out, n);
}
void Decrypt192(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<mcu_aes_ct_fixsliced_decrypt_pairs>(s, 12, in, out, n);
}
void Decrypt256(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  CipherBlocks<mcu_aes_ct_fixsliced_decrypt_pairs>(s, 14, in, out, n);
}

}  // namespace aes_ct_fixsliced
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_aes128_ct_fixsliced_desc = MCU_AES_CT_FIXSLICED_DESC(128);
const mcu_block_cipher_desc mcu_aes192_ct_fixsliced_desc = MCU_AES_CT_FIXSLICED_DESC(192);
const mcu_block_cipher_desc mcu_aes256_ct_fixsliced_desc = MCU_AES_CT_FIXSLICED_DESC(256);
}
