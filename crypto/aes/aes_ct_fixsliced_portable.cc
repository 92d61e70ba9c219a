// Fixsliced AES rounds in portable C++ (aes_ct_fixsliced_core.h): the
// representation, frames and circuits are described in aes_ct_fixsliced.cc
// and aes_ct_fixsliced_circuit.h. The default on cores without an assembly
// version (the host, where the constant-time harness checks it).
#include "crypto/aes/aes_ct_fixsliced.h"
#include "crypto/aes/aes_ct_fixsliced_circuit.h"
#include "crypto/aes/aes_ct_fixsliced_core.h"

#include <string.h>

#include "crypto/common/ct.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace aes_ct_fixsliced {
namespace {

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

// EncryptPacked from round 2 on (io: the state after round 1).
void EncryptPackedFrom2(const uint32_t *rk, uint32_t io[8], unsigned nr) {
  uint32_t s[8] = {io[0], io[1], io[2], io[3], io[4], io[5], io[6], io[7]};
  Round<2>(s, rk + 16);
  Round<3>(s, rk + 24);
  unsigned i = 4;
  for (; i + 3 < nr; i += 4) {
    Round<0>(s, rk + 8 * i);
    Round<1>(s, rk + 8 * (i + 1));
    Round<2>(s, rk + 8 * (i + 2));
    Round<3>(s, rk + 8 * (i + 3));
  }
  // nr = 10: rounds 8, 9 left; 12: 8..11; 14: 12, 13 (frames 0, 1, ...).
  if (i < nr) Round<0>(s, rk + 8 * i++);
  if (i < nr) Round<1>(s, rk + 8 * i++);
  if (i < nr) Round<2>(s, rk + 8 * i++);
  if (i < nr) Round<3>(s, rk + 8 * i++);
  SboxNoConstant(s);
  AddRoundKey(s, rk + 8 * nr);
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

}  // namespace
}  // namespace aes_ct_fixsliced
}  // namespace mcucrypt

using mcucrypt::aes_ct_fixsliced::DecryptPacked;
using mcucrypt::aes_ct_fixsliced::EncryptPacked;
using mcucrypt::aes_ct_fixsliced::EncryptPackedFrom2;
using mcucrypt::aes_ct_fixsliced::Pack;
using mcucrypt::aes_ct_fixsliced::Ror;
using mcucrypt::aes_ct_fixsliced::SboxNoConstant;
using mcucrypt::aes_ct_fixsliced::Transpose;
using mcucrypt::aes_ct_fixsliced::Unpack;

extern "C" void mcu_aes_ct_fixsliced_portable_encrypt_pairs(const uint32_t *rk, unsigned nr,
                                                   const uint8_t *in, uint8_t *out,
                                                   size_t pairs) {
  uint32_t s[8];
  for (; pairs != 0; --pairs, in += 32, out += 32) {
    Pack(s, in, in + 16);
    EncryptPacked(rk, s, nr);
    Unpack(s, out, out + 16);
  }
  mcu_wipe(s, sizeof s);
}

extern "C" void mcu_aes_ct_fixsliced_portable_decrypt_pairs(const uint32_t *rk, unsigned nr,
                                                   const uint8_t *in, uint8_t *out,
                                                   size_t pairs) {
  uint32_t s[8];
  for (; pairs != 0; --pairs, in += 32, out += 32) {
    Pack(s, in, in + 16);
    DecryptPacked(rk, s, nr);
    Unpack(s, out, out + 16);
  }
  mcu_wipe(s, sizeof s);
}

// CTR batches (aes_ct_fixsliced.cc gives the method; the assembly cores
// run the same steps).
extern "C" void mcu_aes_ct_fixsliced_portable_ctr_batches(const mcu_aes_ct_fixsliced_ctr_ctx *c,
                                                 const uint8_t *in, uint8_t *out,
                                                 size_t batches) {
  uint32_t w[8], s[8], t[8], u[8];
  uint8_t ks[32];
  uint32_t low = c->low0;
  for (; batches != 0; --batches, low += 8) {
    // Word m = 2i + k: block k of pair i, Pack's word for column i.
    for (uint32_t m = 0; m < 8; ++m) w[m] = __builtin_bswap32(low + m) ^ c->key3;
    Transpose(w);
    SboxNoConstant(w);
    for (unsigned i = 0; i < 4; ++i, in += 32, out += 32) {
      const uint32_t col = 0x03030303u << (2 * i);
      for (unsigned b = 0; b < 8; ++b) t[b] = w[b] & col;
      for (unsigned b = 0; b < 8; ++b) u[b] = t[b] ^ Ror(t[b], 10);
      s[0] = Ror(t[0], 10) ^ Ror(u[0], 20) ^ u[7];
      s[1] = Ror(t[1], 10) ^ Ror(u[1], 20) ^ u[0] ^ u[7];
      s[2] = Ror(t[2], 10) ^ Ror(u[2], 20) ^ u[1];
      s[3] = Ror(t[3], 10) ^ Ror(u[3], 20) ^ u[2] ^ u[7];
      s[4] = Ror(t[4], 10) ^ Ror(u[4], 20) ^ u[3] ^ u[7];
      s[5] = Ror(t[5], 10) ^ Ror(u[5], 20) ^ u[4];
      s[6] = Ror(t[6], 10) ^ Ror(u[6], 20) ^ u[5];
      s[7] = Ror(t[7], 10) ^ Ror(u[7], 20) ^ u[6];
      // Blocks past the wrap of the low word take e ^ d (d = 0 unless
      // wide): block k of the pair is bit k of every bit pair.
      const uint32_t v = low + 2 * i;
      const uint32_t wrapped = (mcucrypt::ct::lt_mask(v, c->low0) & 0x55555555u) |
                               (mcucrypt::ct::lt_mask(v + 1, c->low0) & 0xaaaaaaaau);
      const unsigned up = 6 - 2 * i;  // rotl by up: column i to column 3
      for (unsigned b = 0; b < 8; ++b) {
        s[b] = c->e[b] ^ (c->d[b] & wrapped) ^ (up == 0 ? s[b] : Ror(s[b], 32 - up));
      }
      EncryptPackedFrom2(c->rk, s, c->nr);
      Unpack(s, ks, ks + 16);
      for (unsigned n = 0; n < 32; n += 4) {
        uint32_t x, k;
        memcpy(&x, in + n, 4);
        memcpy(&k, ks + n, 4);
        x ^= k;
        memcpy(out + n, &x, 4);
      }
    }
  }
  mcu_wipe(w, sizeof w);
  mcu_wipe(s, sizeof s);
  mcu_wipe(t, sizeof t);
  mcu_wipe(u, sizeof u);
  mcu_wipe(ks, sizeof ks);
}

// The C technique's descriptors.
extern "C" {
const mcu_block_cipher_desc mcu_aes128_ct_fixsliced_desc =
    mcucrypt::aes_ct_fixsliced::Portable::Desc<128>("ct_fixsliced");
const mcu_block_cipher_desc mcu_aes192_ct_fixsliced_desc =
    mcucrypt::aes_ct_fixsliced::Portable::Desc<192>("ct_fixsliced");
const mcu_block_cipher_desc mcu_aes256_ct_fixsliced_desc =
    mcucrypt::aes_ct_fixsliced::Portable::Desc<256>("ct_fixsliced");
}
