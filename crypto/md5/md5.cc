// MD5 (RFC 1321): the shared Merkle-Damgard engine (crypto/sha2/
// merkle_damgard.h) over the replaceable md5_compress() backend. MD5 is
// little-endian where the SHA family is big-endian: the length field
// (section 3.2) and the digest words (section 3.5).
#include "mcucrypt/md5.h"

#include "crypto/md5/md5_compress.h"
#include "crypto/common/merkle_damgard.h"

namespace {

struct Md5Traits {
  using Ctx = mcu_md5_ctx;
  using Word = uint32_t;
  static constexpr size_t kStateWords = 4;
  static constexpr size_t kBlock = MCU_MD5_BLOCK_SIZE;
  static constexpr size_t kLengthBytes = 8;
  static constexpr bool kBigEndian = false;
  static mcu_status compress(uint32_t *state, const uint8_t *blocks, size_t n) {
    return mcucrypt::md5_compress(state, blocks, n);
  }
};

using Engine = mcucrypt::md::Engine<Md5Traits>;

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x4d443500u;

// Initial buffer A, B, C, D (RFC 1321 section 3.3).
constexpr uint32_t kIv[4] = {0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u};

}  // namespace

extern "C" mcu_status mcu_md5_init(mcu_md5_ctx *ctx) {
  return Engine::init(ctx, kIv, kMagic);
}

extern "C" mcu_status mcu_md5_update(mcu_md5_ctx *ctx, const void *data,
                                     size_t len) {
  return Engine::update(ctx, kMagic, data, len);
}

extern "C" mcu_status mcu_md5_final(mcu_md5_ctx *ctx,
                                    uint8_t digest[MCU_MD5_DIGEST_SIZE]) {
  return Engine::final(ctx, kMagic, digest, MCU_MD5_DIGEST_SIZE);
}

extern "C" mcu_status mcu_md5(const void *data, size_t len,
                              uint8_t digest[MCU_MD5_DIGEST_SIZE]) {
  return Engine::hash(kIv, kMagic, data, len, digest, MCU_MD5_DIGEST_SIZE);
}

namespace {
using Md5Desc = mcucrypt::md::DescAdapter<mcu_md5_ctx, mcu_md5_init,
                                          mcu_md5_update, mcu_md5_final>;
}  // namespace

extern "C" const mcu_hash_desc mcu_md5_desc = {
    MCU_HASH_MD5, "md5", mcucrypt::md5_compress_impl, MCU_MD5_DIGEST_SIZE, MCU_MD5_BLOCK_SIZE,
    sizeof(mcu_md5_ctx), 1, Md5Desc::init, Md5Desc::update, Md5Desc::final,
    mcu_md5,
};
