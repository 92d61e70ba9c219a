// SHA-1 (FIPS 180-4 sections 5.1.1, 5.3.1, 6.1) over one technique's compression
// function: the shared Merkle-Damgard engine with the initial value and
// digest length. Each technique's library defines its descriptors with these
// macros (mcu_sha1_portable, ...), and the build's choice defines the short
// names the same way (sha1_default_<technique>.cc: mcu_sha1_desc, ...).
#ifndef MCUCRYPT_SHA1_SHA1_TECHNIQUE_H_
#define MCUCRYPT_SHA1_SHA1_TECHNIQUE_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/merkle_damgard.h"
#include "mcucrypt/sha1.h"

namespace mcucrypt {
namespace sha1 {

using Compress = mcu_status (*)(uint32_t *state, const uint8_t *blocks, size_t nblocks);

template <Compress kCompress>
using Traits = md::Family<mcu_sha1_ctx, uint32_t, 5, MCU_SHA1_BLOCK_SIZE, 8, true, kCompress>;

// Initial hash value H(0), FIPS 180-4 section 5.3.1.
inline constexpr uint32_t kIv[5] = {
    0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u, 0xc3d2e1f0u,
};

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x53a10100u;

template <Compress kCompress>
using Sha1 = md::Variant<Traits<kCompress>, kIv, kMagic, MCU_SHA1_DIGEST_SIZE>;

}  // namespace sha1
}  // namespace mcucrypt

// Initialisers of the descriptors over a compression function, named impl.
#define MCU_SHA1_DESC(compress, impl)                                                              \
  MCU_MD_HASH_DESC(MCU_HASH_SHA1, "sha1", mcu_sha1_ctx, MCU_SHA1_DIGEST_SIZE, MCU_SHA1_BLOCK_SIZE, \
                   mcucrypt::sha1::Sha1<compress>, impl)

#endif  // MCUCRYPT_SHA1_SHA1_TECHNIQUE_H_
