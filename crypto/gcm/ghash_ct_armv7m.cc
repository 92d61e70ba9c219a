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

void ghash_blocks_ct_armv7m(const GhashKey *key, uint32_t y[4], const uint8_t *data, size_t nblocks) {
  mcu_ghash_ct_armv7m_blocks(key->w, y, data, nblocks);
}

}  // namespace gcm
}  // namespace mcucrypt
