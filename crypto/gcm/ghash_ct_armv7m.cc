// The Thumb-2 constant-time GHASH backend's C++ side: the key expansion of
// ghash_ct_key.h (shared with ghash_ct.cc), the blocks in assembly
// (ghash_ct_armv7m.S), which wipes its stack frame before returning.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/gcm/ghash.h"
#include "crypto/gcm/ghash_ct_key.h"
#include "mcucrypt/mem.h"

extern "C" void mcu_ghash_ct_armv7m_blocks(const uint32_t *key, uint32_t y[4],
                                           const uint8_t *data, size_t nblocks);
extern "C" void mcu_ghash_ct_armv7m_pairs(const uint32_t *key, uint32_t y[4],
                                          const uint8_t *data, size_t npairs,
                                          const uint32_t h2[4]);

namespace mcucrypt {
namespace gcm {

static_assert(kGhashKeyWords >= ghash_ct::kKeyWords, "GhashKey too small");

void ghash_init_ct_armv7m(GhashKey *key, const uint8_t h[16]) {
  uint32_t b[4];
  for (int i = 0; i < 4; ++i) b[i] = load_be32(h + 4 * i);
  for (size_t i = 0; i < kGhashKeyWords; ++i) key->w[i] = 0;
  ghash_ct::ExpandKey(b, key->w);
  mcu_wipe(b, sizeof b);
}

namespace {

// From this many blocks on, a call hashes pairs of blocks under H^2 and H
// (mcu_ghash_ct_armv7m_pairs: one reduction a pair, ~32 cycles a block
// less), paying once for H^2's key (a block's multiplication and the split,
// ~800 cycles), which it keeps in its frame: shorter calls (GCM's lengths
// block, short messages) stay one block at a time.
constexpr size_t kPairsFrom = 32;

const uint8_t kZeroBlock[16] = {0};

}  // namespace

void ghash_blocks_ct_armv7m(const GhashKey *key, uint32_t y[4], const uint8_t *data, size_t nblocks) {
  if (nblocks < kPairsFrom) {
    mcu_ghash_ct_armv7m_blocks(key->w, y, data, nblocks);
    return;
  }
  // H^2 * x^-1 = (H * x^-1) * H, the product the single-block code forms
  // from Y = H * x^-1 and a zero block; the pairs code splits it (and
  // copies H's key words) into its own frame.
  uint32_t h2[4];
  ghash_ct::UnsplitKey(key->w, h2);
  mcu_ghash_ct_armv7m_blocks(key->w, h2, kZeroBlock, 1);
  const size_t pairs = nblocks / 2;
  mcu_ghash_ct_armv7m_pairs(key->w, y, data, pairs, h2);
  if (nblocks % 2 != 0) mcu_ghash_ct_armv7m_blocks(key->w, y, data + 32 * pairs, 1);
  mcu_wipe(h2, sizeof h2);
}

}  // namespace gcm
}  // namespace mcucrypt
