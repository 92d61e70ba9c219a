// The build's GHASH (gcm::ghash_init, gcm::ghash_blocks) when
// //crypto/gcm:ghash_backend selects the 4-bit table (VARIABLE TIME) technique.
#include "crypto/gcm/ghash.h"

namespace mcucrypt {
namespace gcm {

const char *const kGhashImpl = "table4";
const int kGhashConstantTime = 0;

void ghash_init(GhashKey *key, const uint8_t h[16]) { ghash_init_table(key, h); }

void ghash_blocks(const GhashKey *key, uint32_t y[4], const uint8_t *data, size_t nblocks) {
  ghash_blocks_table(key, y, data, nblocks);
}

}  // namespace gcm
}  // namespace mcucrypt
