// SHA-256 and SHA-224 (FIPS 180-4 sections 5.3.2, 5.3.3, 6.2) over one
// technique's compression function: the shared Merkle-Damgard engine with
// each variant's initial value and digest length. Each technique's library
// defines its descriptors with these macros (mcu_sha256_armv7m, ...), and the
// build's choice defines the short names the same way
// (sha256_default_<technique>.cc: mcu_sha256_desc, mcu_sha224_desc).
#ifndef MCUCRYPT_SHA2_SHA256_TECHNIQUE_H_
#define MCUCRYPT_SHA2_SHA256_TECHNIQUE_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/merkle_damgard.h"
#include "mcucrypt/sha256.h"

namespace mcucrypt {
namespace sha256 {

using Compress = mcu_status (*)(uint32_t *state, const uint8_t *blocks, size_t nblocks);

template <Compress kCompress>
using Traits = md::Family<mcu_sha256_ctx, uint32_t, 8, MCU_SHA256_BLOCK_SIZE, 8, true, kCompress>;

// Initial hash values H(0), FIPS 180-4 sections 5.3.3 and 5.3.2.
inline constexpr uint32_t kIv256[8] = {
    0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
    0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u,
};
inline constexpr uint32_t kIv224[8] = {
    0xc1059ed8u, 0x367cd507u, 0x3070dd17u, 0xf70e5939u,
    0xffc00b31u, 0x68581511u, 0x64f98fa7u, 0xbefa4fa4u,
};

// Arbitrary non-zero values, one per variant: a zeroed (or wiped) context
// never matches, nor does one started by the other variant.
constexpr uint32_t kMagic256 = 0x53a25600u;
constexpr uint32_t kMagic224 = 0x53a22400u;

template <Compress kCompress>
using Sha256 = md::Variant<Traits<kCompress>, kIv256, kMagic256, MCU_SHA256_DIGEST_SIZE>;
template <Compress kCompress>
using Sha224 = md::Variant<Traits<kCompress>, kIv224, kMagic224, MCU_SHA224_DIGEST_SIZE>;

}  // namespace sha256
}  // namespace mcucrypt

// Initialisers of the descriptors over a compression function, named impl.
#define MCU_SHA256_DESC(compress, impl) MCU_SHA256_FAMILY_DESC(256, compress, impl)
#define MCU_SHA224_DESC(compress, impl) MCU_SHA256_FAMILY_DESC(224, compress, impl)
#define MCU_SHA256_FAMILY_DESC(bits, compress, impl)                        \
  MCU_MD_HASH_DESC(MCU_HASH_SHA##bits, "sha" #bits, mcu_sha##bits##_ctx,    \
                   MCU_SHA##bits##_DIGEST_SIZE, MCU_SHA##bits##_BLOCK_SIZE, \
                   mcucrypt::sha256::Sha##bits<compress>, impl)

#endif  // MCUCRYPT_SHA2_SHA256_TECHNIQUE_H_
