// MD5 (RFC 1321) over one technique's compression
// function: the shared Merkle-Damgard engine with the initial value and
// digest length. Each technique's library defines its descriptors with these
// macros (mcu_md5_portable, ...), and the build's choice defines the short
// names the same way (md5_default_<technique>.cc: mcu_md5_desc, ...).
// MD5 is little-endian where the SHA family is big-endian: the length
// field (section 3.2) and the digest words (section 3.5).
#ifndef MCUCRYPT_MD5_MD5_TECHNIQUE_H_
#define MCUCRYPT_MD5_MD5_TECHNIQUE_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/merkle_damgard.h"
#include "mcucrypt/md5.h"

namespace mcucrypt {
namespace md5 {

using Compress = mcu_status (*)(uint32_t *state, const uint8_t *blocks, size_t nblocks);

template <Compress kCompress>
using Traits = md::Family<mcu_md5_ctx, uint32_t, 4, MCU_MD5_BLOCK_SIZE, 8, false, kCompress>;

// Initial buffer A, B, C, D (RFC 1321 section 3.3).
inline constexpr uint32_t kIv[4] = {0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u};

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x4d443500u;

template <Compress kCompress>
using Md5 = md::Variant<Traits<kCompress>, kIv, kMagic, MCU_MD5_DIGEST_SIZE>;

}  // namespace md5
}  // namespace mcucrypt

// Initialisers of the descriptors over a compression function, named impl.
#define MCU_MD5_DESC(compress, impl)                                                          \
  MCU_MD_HASH_DESC(MCU_HASH_MD5, "md5", mcu_md5_ctx, MCU_MD5_DIGEST_SIZE, MCU_MD5_BLOCK_SIZE, \
                   mcucrypt::md5::Md5<compress>, impl)

#endif  // MCUCRYPT_MD5_MD5_TECHNIQUE_H_
