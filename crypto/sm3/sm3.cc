// SM3 (GB/T 32905-2016): the shared Merkle-Damgard engine (SM3's padding is
// SHA-256's: a 1 bit, zeros, the 64-bit big-endian bit count) over the
// replaceable sm3_compress() backend.
#include "mcucrypt/sm3.h"

#include "crypto/common/merkle_damgard.h"
#include "crypto/sm3/sm3_compress.h"

namespace {

struct Sm3Traits {
  using Ctx = mcu_sm3_ctx;
  using Word = uint32_t;
  static constexpr size_t kStateWords = 8;
  static constexpr size_t kBlock = MCU_SM3_BLOCK_SIZE;
  static constexpr size_t kLengthBytes = 8;
  static constexpr bool kBigEndian = true;
  static mcu_status compress(uint32_t *state, const uint8_t *blocks, size_t n) {
    return mcucrypt::sm3_compress(state, blocks, n);
  }
};

using Engine = mcucrypt::md::Engine<Sm3Traits>;

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x53a33000u;

// Initial value IV, GB/T 32905 section 4.1.
constexpr uint32_t kIv[8] = {
    0x7380166fu, 0x4914b2b9u, 0x172442d7u, 0xda8a0600u,
    0xa96f30bcu, 0x163138aau, 0xe38dee4du, 0xb0fb0e4eu,
};

}  // namespace

extern "C" mcu_status mcu_sm3_init(mcu_sm3_ctx *ctx) { return Engine::init(ctx, kIv, kMagic); }

extern "C" mcu_status mcu_sm3_update(mcu_sm3_ctx *ctx, const void *data, size_t len) {
  return Engine::update(ctx, kMagic, data, len);
}

extern "C" mcu_status mcu_sm3_final(mcu_sm3_ctx *ctx, uint8_t digest[MCU_SM3_DIGEST_SIZE]) {
  return Engine::final(ctx, kMagic, digest, MCU_SM3_DIGEST_SIZE);
}

extern "C" mcu_status mcu_sm3(const void *data, size_t len, uint8_t digest[MCU_SM3_DIGEST_SIZE]) {
  return Engine::hash(kIv, kMagic, data, len, digest, MCU_SM3_DIGEST_SIZE);
}

namespace {
using Sm3Desc = mcucrypt::md::DescAdapter<mcu_sm3_ctx, mcu_sm3_init, mcu_sm3_update, mcu_sm3_final>;
}  // namespace

extern "C" const mcu_hash_desc mcu_sm3_desc = {
    MCU_HASH_SM3, "sm3", mcucrypt::sm3_compress_impl, MCU_SM3_DIGEST_SIZE, MCU_SM3_BLOCK_SIZE,
    sizeof(mcu_sm3_ctx), 1, Sm3Desc::init, Sm3Desc::update, Sm3Desc::final,
    mcu_sm3,
};
