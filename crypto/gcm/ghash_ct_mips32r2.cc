// The MIPS32r2 constant-time GHASH backend's C++ side: H * x^-1 from the
// shared key expansion (ghash_ct_key.h), re-split for the five-bit holes of
// the assembly (ghash_ct_mips32r2.S), for the nine Karatsuba words in the
// order of ghash_ct_key.h: key[6k + j] = word_k & (bits j mod 5), class 0
// without bit 0, and key[6k + 5] = all ones if bit 0 is set (the assembly
// adds x * bit 0 on its own, so no class sum can reach 32). The assembly
// wipes its stack frame before returning.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/gcm/ghash.h"
#include "crypto/gcm/ghash_ct_key.h"
#include "mcucrypt/mem.h"

extern "C" void mcu_ghash_ct_mips32r2_blocks(const uint32_t *key, uint32_t y[4],
                                             const uint8_t *data, size_t nblocks);

namespace mcucrypt {
namespace gcm {

// Same technique as ghash_ct.cc, with holes of five bits instead of four.
namespace {

constexpr size_t kWords = 9;
constexpr size_t kClasses = 5;
constexpr size_t kStride = kClasses + 1;
static_assert(kGhashKeyWords >= kWords * kStride, "GhashKey too small");

// Bits j mod 5 of a word (the assembly loads the same constants).
constexpr uint32_t kMask[kClasses] = {0x42108421u, 0x84210842u, 0x08421084u, 0x10842108u,
                                      0x21084210u};

}  // namespace

void ghash_init_ct_mips32r2(GhashKey *key, const uint8_t h[16]) {
  uint32_t b[4];
  uint32_t split[ghash_ct::kKeyWords];
  for (int i = 0; i < 4; ++i) b[i] = load_be32(h + 4 * i);
  for (size_t i = 0; i < kGhashKeyWords; ++i) key->w[i] = 0;
  ghash_ct::ExpandKey(b, split);
  for (size_t k = 0; k < kWords; ++k) {
    const uint32_t word = split[4 * k] | split[4 * k + 1] | split[4 * k + 2] | split[4 * k + 3];
    for (size_t j = 0; j < kClasses; ++j) key->w[kStride * k + j] = word & kMask[j];
    key->w[kStride * k] &= ~1u;
    key->w[kStride * k + kClasses] = 0u - (word & 1u);
  }
  mcu_wipe(b, sizeof b);
  mcu_wipe(split, sizeof split);
}

void ghash_blocks_ct_mips32r2(const GhashKey *key, uint32_t y[4], const uint8_t *data, size_t nblocks) {
  mcu_ghash_ct_mips32r2_blocks(key->w, y, data, nblocks);
}

}  // namespace gcm
}  // namespace mcucrypt
