// SM3 (GB/T 32905-2016) over one technique's compression
// function: the shared Merkle-Damgard engine with the initial value and
// digest length. Each technique's library defines its descriptors with these
// macros (mcu_sm3_portable, ...), and the build's choice defines the short
// names the same way (sm3_default_<technique>.cc: mcu_sm3_desc, ...).
// SM3's padding is SHA-256's: a 1 bit, zeros, the 64-bit big-endian bit
// count.
#ifndef MCUCRYPT_SM3_SM3_TECHNIQUE_H_
#define MCUCRYPT_SM3_SM3_TECHNIQUE_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/merkle_damgard.h"
#include "mcucrypt/sm3.h"

namespace mcucrypt {
namespace sm3 {

using Compress = mcu_status (*)(uint32_t *state, const uint8_t *blocks, size_t nblocks);

template <Compress kCompress>
using Traits = md::Family<mcu_sm3_ctx, uint32_t, 8, MCU_SM3_BLOCK_SIZE, 8, true, kCompress>;

// Initial value IV, GB/T 32905 section 4.1.
inline constexpr uint32_t kIv[8] = {
    0x7380166fu, 0x4914b2b9u, 0x172442d7u, 0xda8a0600u,
    0xa96f30bcu, 0x163138aau, 0xe38dee4du, 0xb0fb0e4eu,
};

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x53a33000u;

template <Compress kCompress>
using Sm3 = md::Variant<Traits<kCompress>, kIv, kMagic, MCU_SM3_DIGEST_SIZE>;

}  // namespace sm3
}  // namespace mcucrypt

// Initialisers of the descriptors over a compression function, named impl.
#define MCU_SM3_DESC(compress, impl)                                                          \
  MCU_MD_HASH_DESC(MCU_HASH_SM3, "sm3", mcu_sm3_ctx, MCU_SM3_DIGEST_SIZE, MCU_SM3_BLOCK_SIZE, \
                   mcucrypt::sm3::Sm3<compress>, impl)

#endif  // MCUCRYPT_SM3_SM3_TECHNIQUE_H_
