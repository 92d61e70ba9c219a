// SHA-256 and SHA-224 (FIPS 180-4 sections 5.3.2, 5.3.3, 6.2, 6.3): the
// shared Merkle-Damgard engine over the replaceable sha256_compress()
// backend. The two differ only in the initial hash value and the digest
// length.
#include "mcucrypt/sha256.h"

#include "crypto/common/merkle_damgard.h"
#include "crypto/sha2/sha256_compress.h"

namespace {

struct Sha256Traits {
  using Ctx = mcu_sha256_ctx;
  using Word = uint32_t;
  static constexpr size_t kStateWords = 8;
  static constexpr size_t kBlock = MCU_SHA256_BLOCK_SIZE;
  static constexpr size_t kLengthBytes = 8;
  static constexpr bool kBigEndian = true;
  static mcu_status compress(uint32_t *state, const uint8_t *blocks, size_t n) {
    return mcucrypt::sha256_compress(state, blocks, n);
  }
};

using Engine = mcucrypt::md::Engine<Sha256Traits>;

// Arbitrary non-zero values, one per variant: a zeroed (or wiped) context
// never matches, nor does one started by the other variant.
constexpr uint32_t kMagic256 = 0x53a25600u;
constexpr uint32_t kMagic224 = 0x53a22400u;

// Initial hash values H(0), FIPS 180-4 sections 5.3.3 and 5.3.2.
constexpr uint32_t kIv256[8] = {
    0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
    0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u,
};
constexpr uint32_t kIv224[8] = {
    0xc1059ed8u, 0x367cd507u, 0x3070dd17u, 0xf70e5939u,
    0xffc00b31u, 0x68581511u, 0x64f98fa7u, 0xbefa4fa4u,
};

}  // namespace

// SHA-256.

extern "C" mcu_status mcu_sha256_init(mcu_sha256_ctx *ctx) {
  return Engine::init(ctx, kIv256, kMagic256);
}

extern "C" mcu_status mcu_sha256_update(mcu_sha256_ctx *ctx, const void *data,
                                        size_t len) {
  return Engine::update(ctx, kMagic256, data, len);
}

extern "C" mcu_status mcu_sha256_final(mcu_sha256_ctx *ctx,
                                       uint8_t digest[MCU_SHA256_DIGEST_SIZE]) {
  return Engine::final(ctx, kMagic256, digest, MCU_SHA256_DIGEST_SIZE);
}

extern "C" mcu_status mcu_sha256(const void *data, size_t len,
                                 uint8_t digest[MCU_SHA256_DIGEST_SIZE]) {
  return Engine::hash(kIv256, kMagic256, data, len, digest,
                      MCU_SHA256_DIGEST_SIZE);
}

// SHA-224.

extern "C" mcu_status mcu_sha224_init(mcu_sha224_ctx *ctx) {
  return Engine::init(ctx, kIv224, kMagic224);
}

extern "C" mcu_status mcu_sha224_update(mcu_sha224_ctx *ctx, const void *data,
                                        size_t len) {
  return Engine::update(ctx, kMagic224, data, len);
}

extern "C" mcu_status mcu_sha224_final(mcu_sha224_ctx *ctx,
                                       uint8_t digest[MCU_SHA224_DIGEST_SIZE]) {
  return Engine::final(ctx, kMagic224, digest, MCU_SHA224_DIGEST_SIZE);
}

extern "C" mcu_status mcu_sha224(const void *data, size_t len,
                                 uint8_t digest[MCU_SHA224_DIGEST_SIZE]) {
  return Engine::hash(kIv224, kMagic224, data, len, digest,
                      MCU_SHA224_DIGEST_SIZE);
}

// Descriptors.

namespace {
using Sha256Desc = mcucrypt::md::DescAdapter<mcu_sha256_ctx, mcu_sha256_init,
                                             mcu_sha256_update, mcu_sha256_final>;
using Sha224Desc = mcucrypt::md::DescAdapter<mcu_sha224_ctx, mcu_sha224_init,
                                             mcu_sha224_update, mcu_sha224_final>;
}  // namespace

extern "C" const mcu_hash_desc mcu_sha256_desc = {
    MCU_HASH_SHA256, "sha256", MCU_SHA256_DIGEST_SIZE, MCU_SHA256_BLOCK_SIZE, sizeof(mcu_sha256_ctx),
    Sha256Desc::init, Sha256Desc::update, Sha256Desc::final,
};

extern "C" const mcu_hash_desc mcu_sha224_desc = {
    MCU_HASH_SHA224, "sha224", MCU_SHA224_DIGEST_SIZE, MCU_SHA224_BLOCK_SIZE, sizeof(mcu_sha224_ctx),
    Sha224Desc::init, Sha224Desc::update, Sha224Desc::final,
};
