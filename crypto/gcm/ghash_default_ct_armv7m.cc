// The build's GHASH (gcm::ghash_init, gcm::ghash_blocks) when
// //crypto/gcm:ghash_backend selects the constant-time Thumb-2 assembly technique.
#include "crypto/gcm/ghash.h"

namespace mcucrypt {
namespace gcm {

const char *const kGhashImpl = "ct_mul_holes";
const int kGhashConstantTime = 1;

void ghash_init(GhashKey *key, const uint8_t h[16]) { ghash_init_ct_armv7m(key, h); }

void ghash_blocks(const GhashKey *key, uint32_t y[4], const uint8_t *data, size_t nblocks) {
  ghash_blocks_ct_armv7m(key, y, data, nblocks);
}

}  // namespace gcm
}  // namespace mcucrypt
