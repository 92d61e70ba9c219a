// SM4 internals shared by the implementations (GB/T 32907-2016): the key
// schedule's structure and constants. Each implementation's raw functions
// are in its own header (sm4_ct.h, sm4_table.h).
#ifndef MCUCRYPT_CRYPTO_SM4_SM4_INTERNAL_H_
#define MCUCRYPT_CRYPTO_SM4_SM4_INTERNAL_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/sm4.h"

namespace mcucrypt {
namespace sm4 {

constexpr int kRounds = 32;
// The schedule holds the 32 round keys rk_0..rk_31 (decryption runs them
// backwards); each implementation may store them in its own form.
static_assert(kRounds <= MCU_BLOCK_SCHEDULE_WORDS, "schedule too small");

// Key schedule constants: FK (section 7.3) and CK_i, whose bytes are
// ck_{i,j} = (4i + j) * 7 mod 256.
constexpr uint32_t kFk[4] = {0xa3b1bac6u, 0x56aa3350u, 0x677d9197u, 0xb27022dcu};

constexpr uint32_t Ck(int i) {
  uint32_t v = 0;
  for (int j = 0; j < 4; ++j) v = (v << 8) | ((static_cast<uint32_t>(4 * i + j) * 7u) & 0xffu);
  return v;
}

// The key schedule's linear map L'.
inline uint32_t LinearKey(uint32_t b) { return b ^ rotl32(b, 13) ^ rotl32(b, 23); }

// The round keys rk_0..rk_31 (section 7.3): K_{i+4} = K_i ^ L'(tau(K_{i+1}
// ^ K_{i+2} ^ K_{i+3} ^ CK_i)), where tau applies the S-box to each byte of
// a word, as `tau` (a function of one word) computes it.
template <typename Tau>
inline void ExpandKey(uint32_t *rk, const uint8_t *key, Tau tau) {
  uint32_t k0 = load_be32(key) ^ kFk[0];
  uint32_t k1 = load_be32(key + 4) ^ kFk[1];
  uint32_t k2 = load_be32(key + 8) ^ kFk[2];
  uint32_t k3 = load_be32(key + 12) ^ kFk[3];
  for (int i = 0; i < kRounds; ++i) {
    const uint32_t k4 = k0 ^ LinearKey(tau(k1 ^ k2 ^ k3 ^ Ck(i)));
    rk[i] = k4;
    k0 = k1;
    k1 = k2;
    k2 = k3;
    k3 = k4;
  }
  // Locals held key material; they die here (no wipe reaches registers).
}

}  // namespace sm4
}  // namespace mcucrypt

#endif  // MCUCRYPT_CRYPTO_SM4_SM4_INTERNAL_H_
