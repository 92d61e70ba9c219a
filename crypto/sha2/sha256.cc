// SHA-256 and SHA-224 (FIPS 180-4): the C API over the build's descriptors
// (mcu_sha256_desc, mcu_sha224_desc), which //crypto/sha2:sha256_backend
// chooses among the techniques (sha256_technique.h). One indirect call per
// API call; the block loop runs inside the technique's own engine.
#include "mcucrypt/sha256.h"

#include "crypto/common/merkle_damgard.h"

using mcucrypt::md::DigestThrough;

// SHA-256.

extern "C" mcu_status mcu_sha256_init(mcu_sha256_ctx *ctx) { return mcu_sha256_desc.init(ctx); }

extern "C" mcu_status mcu_sha256_update(mcu_sha256_ctx *ctx, const void *data, size_t len) {
  return mcu_sha256_desc.update(ctx, data, len);
}

extern "C" mcu_status mcu_sha256_final(mcu_sha256_ctx *ctx,
                                       uint8_t digest[MCU_SHA256_DIGEST_SIZE]) {
  return mcu_sha256_desc.final(ctx, digest);
}

extern "C" mcu_status mcu_sha256(const void *data, size_t len,
                                 uint8_t digest[MCU_SHA256_DIGEST_SIZE]) {
  return DigestThrough<mcu_sha256_ctx>(mcu_sha256_desc, data, len, digest);
}

// SHA-224.

extern "C" mcu_status mcu_sha224_init(mcu_sha224_ctx *ctx) { return mcu_sha224_desc.init(ctx); }

extern "C" mcu_status mcu_sha224_update(mcu_sha224_ctx *ctx, const void *data, size_t len) {
  return mcu_sha224_desc.update(ctx, data, len);
}

extern "C" mcu_status mcu_sha224_final(mcu_sha224_ctx *ctx,
                                       uint8_t digest[MCU_SHA224_DIGEST_SIZE]) {
  return mcu_sha224_desc.final(ctx, digest);
}

extern "C" mcu_status mcu_sha224(const void *data, size_t len,
                                 uint8_t digest[MCU_SHA224_DIGEST_SIZE]) {
  return DigestThrough<mcu_sha224_ctx>(mcu_sha224_desc, data, len, digest);
}
