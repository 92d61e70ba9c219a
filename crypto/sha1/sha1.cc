// SHA-1 (FIPS 180-4 sections 5.1.1, 5.3.1, 6.1): the shared Merkle-Damgard
// engine (crypto/sha2/merkle_damgard.h) over the replaceable sha1_compress()
// backend.
#include "mcucrypt/sha1.h"

#include "crypto/sha1/sha1_compress.h"
#include "crypto/common/merkle_damgard.h"

namespace {

struct Sha1Traits {
  using Ctx = mcu_sha1_ctx;
  using Word = uint32_t;
  static constexpr size_t kStateWords = 5;
  static constexpr size_t kBlock = MCU_SHA1_BLOCK_SIZE;
  static constexpr size_t kLengthBytes = 8;
  static constexpr bool kBigEndian = true;
  static mcu_status compress(uint32_t *state, const uint8_t *blocks, size_t n) {
    return mcucrypt::sha1_compress(state, blocks, n);
  }
};

using Engine = mcucrypt::md::Engine<Sha1Traits>;

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x53a10100u;

// Initial hash value H(0), FIPS 180-4 section 5.3.1.
constexpr uint32_t kIv[5] = {
    0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u, 0xc3d2e1f0u,
};

}  // namespace

extern "C" mcu_status mcu_sha1_init(mcu_sha1_ctx *ctx) {
  return Engine::init(ctx, kIv, kMagic);
}

extern "C" mcu_status mcu_sha1_update(mcu_sha1_ctx *ctx, const void *data,
                                      size_t len) {
  return Engine::update(ctx, kMagic, data, len);
}

extern "C" mcu_status mcu_sha1_final(mcu_sha1_ctx *ctx,
                                     uint8_t digest[MCU_SHA1_DIGEST_SIZE]) {
  return Engine::final(ctx, kMagic, digest, MCU_SHA1_DIGEST_SIZE);
}

extern "C" mcu_status mcu_sha1(const void *data, size_t len,
                               uint8_t digest[MCU_SHA1_DIGEST_SIZE]) {
  return Engine::hash(kIv, kMagic, data, len, digest, MCU_SHA1_DIGEST_SIZE);
}

namespace {
using Sha1Desc = mcucrypt::md::DescAdapter<mcu_sha1_ctx, mcu_sha1_init,
                                           mcu_sha1_update, mcu_sha1_final>;
}  // namespace

extern "C" const mcu_hash_desc mcu_sha1_desc = {
    MCU_HASH_SHA1, "sha1", mcucrypt::sha1_compress_impl, MCU_SHA1_DIGEST_SIZE, MCU_SHA1_BLOCK_SIZE,
    sizeof(mcu_sha1_ctx), 1, Sha1Desc::init, Sha1Desc::update, Sha1Desc::final,
    mcu_sha1,
};
