// AES-128/192/256 (FIPS 197) on the K66 MMCAU: mcu_aes{128,192,256}_mmcau.
//
// The key schedule w[0..4(Nr+1)) is FIPS 197's KeyExpansion (section 5.2),
// SubWord done by the MMCAU (AESS on CAA); the cipher keeps the state's
// columns as big-endian words in CA0..CA3:
//   Cipher (5.1):        AddRoundKey(w[0]) in software; rounds 1..Nr-1:
//                        SubBytes (AESS CA0..CA3), ShiftRows (AESR),
//                        MixColumns + AddRoundKey (AESC CAx <- w[4r+x]);
//                        the last round without AESC, AddRoundKey(w[4Nr..])
//                        in software.
//   InvCipher (5.3):     AddRoundKey(w[4Nr..]) in software; rounds Nr-1..1:
//                        InvShiftRows (AESIR), InvSubBytes (AESIS),
//                        AddRoundKey + InvMixColumns (AESIC CAx <- w[4r+x]);
//                        the last round without AESIC, AddRoundKey(w[0..3]).
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "drivers/k66/mmcau.h"
#include "drivers/k66/mmcau_regs.h"
#include "drivers/k66/mmcau_session.h"
#include "drivers/k66/mmcau_techniques.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace k66 {
namespace {

using namespace mmcau;

// SubWord (FIPS 197 5.2) through AESS on CAA.
uint32_t SubWord(uint32_t w) {
  Write(kLdr, kCaa, w);
  Issue(Direct(kAess + kCaa));
  return Read(kCaa);
}

// KeyExpansion for Nk = kBits / 32 key words: 4 (Nr + 1) schedule words.
template <unsigned kBits>
mcu_status ExpandKey(uint32_t *schedule, const uint8_t *key) {
  constexpr unsigned kNk = kBits / 32;
  constexpr unsigned kWords = 4 * (kNk + 7);
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  for (unsigned i = 0; i < kNk; ++i) schedule[i] = load_be32(key + 4 * i);
  uint32_t rcon = 0x01000000u;
  for (unsigned i = kNk; i < kWords; ++i) {
    uint32_t temp = schedule[i - 1];
    if (i % kNk == 0) {
      temp = SubWord(rotl32(temp, 8)) ^ rcon;  // RotWord, SubWord, Rcon
      // xtime on Rcon's byte (public: the round number).
      rcon = (rcon << 1) ^ ((rcon >> 31) * 0x1B000000u);
    } else if (kNk > 6 && i % kNk == 4) {
      temp = SubWord(temp);
    }
    schedule[i] = schedule[i - kNk] ^ temp;
  }
  st = End(MCU_OK);
  if (st != MCU_OK) mcu_wipe(schedule, kWords * sizeof(uint32_t));
  return st;
}

// Rounds 1..Nr on the state already in CA0..CA3 (after AddRoundKey(w[0])),
// the last AddRoundKey left to the caller. Inlined into both callers: the
// block loop is the hot path.
template <unsigned kNr>
__attribute__((always_inline)) inline void EncryptRounds(const uint32_t *w) {
  for (unsigned r = 1; r < kNr; ++r) {
    Issue(Direct(kAess + Ca(0), kAess + Ca(1), kAess + Ca(2)));
    Issue(Direct(kAess + Ca(3), kAesr));
    for (unsigned c = 0; c < 4; ++c) Write(kAesc, Ca(c), w[4 * r + c]);
  }
  Issue(Direct(kAess + Ca(0), kAess + Ca(1), kAess + Ca(2)));
  Issue(Direct(kAess + Ca(3), kAesr));
}

// The cipher on the state s (big-endian column words), in place.
template <unsigned kNr>
void EncryptWords(const uint32_t *w, uint32_t s[4]) {
  for (unsigned c = 0; c < 4; ++c) Write(kLdr, Ca(c), s[c] ^ w[c]);
  EncryptRounds<kNr>(w);
  for (unsigned c = 0; c < 4; ++c) s[c] = Read(Ca(c)) ^ w[4 * kNr + c];
}

// The same from bytes to bytes, the block never held in memory of its own.
template <unsigned kNr>
void EncryptBlock(const uint32_t *w, const uint8_t *in, uint8_t *out) {
  for (unsigned c = 0; c < 4; ++c) Write(kLdr, Ca(c), load_be32(in + 4 * c) ^ w[c]);
  EncryptRounds<kNr>(w);
  for (unsigned c = 0; c < 4; ++c) store_be32(out + 4 * c, Read(Ca(c)) ^ w[4 * kNr + c]);
}

template <unsigned kNr>
void DecryptBlock(const uint32_t *w, const uint8_t *in, uint8_t *out) {
  for (unsigned c = 0; c < 4; ++c) Write(kLdr, Ca(c), load_be32(in + 4 * c) ^ w[4 * kNr + c]);
  for (unsigned r = kNr - 1; r > 0; --r) {
    Issue(Direct(kAesir, kAesis + Ca(3), kAesis + Ca(2)));
    Issue(Direct(kAesis + Ca(1), kAesis + Ca(0)));
    for (unsigned c = 0; c < 4; ++c) Write(kAesic, Ca(c), w[4 * r + c]);
  }
  Issue(Direct(kAesir, kAesis + Ca(3), kAesis + Ca(2)));
  Issue(Direct(kAesis + Ca(1), kAesis + Ca(0)));
  for (unsigned c = 0; c < 4; ++c) store_be32(out + 4 * c, Read(Ca(c)) ^ w[c]);
}

// n blocks; in and out may be the same buffer (each block is read into the
// MMCAU before its output is written) and need no alignment.
template <unsigned kNr, void (*kBlock)(const uint32_t *, const uint8_t *, uint8_t *)>
mcu_status Blocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  if (n == 0) return MCU_OK;
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  for (size_t i = 0; i < n; ++i) kBlock(schedule, in + 16 * i, out + 16 * i);
  st = End(MCU_OK);
  if (st != MCU_OK) mcu_wipe(out, 16 * n);
  return st;
}

}  // namespace

template <unsigned kBits>
mcu_status AesExpandKey(uint32_t *schedule, const uint8_t *key) {
  return ExpandKey<kBits>(schedule, key);
}
template <unsigned kBits>
mcu_status AesEncrypt(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  return Blocks<kBits / 32 + 6, &EncryptBlock<kBits / 32 + 6>>(schedule, in, out, n);
}
template <unsigned kBits>
mcu_status AesDecrypt(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  return Blocks<kBits / 32 + 6, &DecryptBlock<kBits / 32 + 6>>(schedule, in, out, n);
}

// C[i] = E(P[i] ^ C[i-1]), C[-1] = iv; iv ends as the last ciphertext block.
// Each plaintext block is read before its ciphertext is written, so out may
// equal in.
template <unsigned kBits>
mcu_status AesCbcEncrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in, size_t len,
                         uint8_t *out) {
  constexpr unsigned kNr = kBits / 32 + 6;
  const size_t n = len / 16;
  if (n == 0) return MCU_OK;
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  uint32_t s[4];
  for (unsigned c = 0; c < 4; ++c) s[c] = load_be32(iv + 4 * c);
  for (size_t i = 0; i < n; ++i) {
    for (unsigned c = 0; c < 4; ++c) s[c] ^= load_be32(in + 16 * i + 4 * c);
    EncryptWords<kNr>(key->schedule, s);
    for (unsigned c = 0; c < 4; ++c) store_be32(out + 16 * i + 4 * c, s[c]);
  }
  for (unsigned c = 0; c < 4; ++c) store_be32(iv + 4 * c, s[c]);
  mcu_wipe(s, sizeof s);
  st = End(MCU_OK);
  if (st != MCU_OK) mcu_wipe(out, 16 * n);
  return st;
}

#define MCU_MMCAU_AES_INSTANCE(bits)                                                        \
  template mcu_status AesCbcEncrypt<bits>(const mcu_block_key *, uint8_t *, const uint8_t *,  \
                                          size_t, uint8_t *);                               \
  template mcu_status AesExpandKey<bits>(uint32_t *, const uint8_t *);                      \
  template mcu_status AesEncrypt<bits>(const uint32_t *, const uint8_t *, uint8_t *, size_t); \
  template mcu_status AesDecrypt<bits>(const uint32_t *, const uint8_t *, uint8_t *, size_t);
MCU_MMCAU_AES_INSTANCE(128)
MCU_MMCAU_AES_INSTANCE(192)
MCU_MMCAU_AES_INSTANCE(256)
#undef MCU_MMCAU_AES_INSTANCE

}  // namespace k66
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_aes128_mmcau = mcucrypt::k66::AesDesc<128>();
const mcu_block_cipher_desc mcu_aes192_mmcau = mcucrypt::k66::AesDesc<192>();
const mcu_block_cipher_desc mcu_aes256_mmcau = mcucrypt::k66::AesDesc<256>();
}
