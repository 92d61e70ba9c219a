// SHA-512, SHA-384, SHA-512/224 and SHA-512/256 (FIPS 180-4 sections 5.3.4 - 5.3.6, 6.4): the C API
// over the build's descriptors (mcu_sha512_desc, mcu_sha384_desc, mcu_sha512_224_desc,
// mcu_sha512_256_desc), which //crypto/sha2:sha512_backend chooses among the techniques
// (sha512_technique.h). One indirect call per API call; the block loop runs inside the technique's
// own engine.
#include "mcucrypt/sha512.h"

#include "crypto/common/merkle_damgard.h"

using mcucrypt::md::DigestThrough;

// SHA-512.

extern "C" mcu_status mcu_sha512_init(mcu_sha512_ctx *ctx) { return mcu_sha512_desc.init(ctx); }

extern "C" mcu_status mcu_sha512_update(mcu_sha512_ctx *ctx, const void *data, size_t len) {
  return mcu_sha512_desc.update(ctx, data, len);
}

extern "C" mcu_status mcu_sha512_final(mcu_sha512_ctx *ctx,
                                       uint8_t digest[MCU_SHA512_DIGEST_SIZE]) {
  return mcu_sha512_desc.final(ctx, digest);
}

extern "C" mcu_status mcu_sha512(const void *data, size_t len,
                                 uint8_t digest[MCU_SHA512_DIGEST_SIZE]) {
  return DigestThrough<mcu_sha512_ctx>(mcu_sha512_desc, data, len, digest);
}

// SHA-384.

extern "C" mcu_status mcu_sha384_init(mcu_sha384_ctx *ctx) { return mcu_sha384_desc.init(ctx); }

extern "C" mcu_status mcu_sha384_update(mcu_sha384_ctx *ctx, const void *data, size_t len) {
  return mcu_sha384_desc.update(ctx, data, len);
}

extern "C" mcu_status mcu_sha384_final(mcu_sha384_ctx *ctx,
                                       uint8_t digest[MCU_SHA384_DIGEST_SIZE]) {
  return mcu_sha384_desc.final(ctx, digest);
}

extern "C" mcu_status mcu_sha384(const void *data, size_t len,
                                 uint8_t digest[MCU_SHA384_DIGEST_SIZE]) {
  return DigestThrough<mcu_sha384_ctx>(mcu_sha384_desc, data, len, digest);
}

// SHA-512/224.

extern "C" mcu_status mcu_sha512_224_init(mcu_sha512_224_ctx *ctx) {
  return mcu_sha512_224_desc.init(ctx);
}

extern "C" mcu_status mcu_sha512_224_update(mcu_sha512_224_ctx *ctx, const void *data, size_t len) {
  return mcu_sha512_224_desc.update(ctx, data, len);
}

extern "C" mcu_status mcu_sha512_224_final(mcu_sha512_224_ctx *ctx,
                                           uint8_t digest[MCU_SHA512_224_DIGEST_SIZE]) {
  return mcu_sha512_224_desc.final(ctx, digest);
}

extern "C" mcu_status mcu_sha512_224(const void *data, size_t len,
                                     uint8_t digest[MCU_SHA512_224_DIGEST_SIZE]) {
  return DigestThrough<mcu_sha512_224_ctx>(mcu_sha512_224_desc, data, len, digest);
}

// SHA-512/256.

extern "C" mcu_status mcu_sha512_256_init(mcu_sha512_256_ctx *ctx) {
  return mcu_sha512_256_desc.init(ctx);
}

extern "C" mcu_status mcu_sha512_256_update(mcu_sha512_256_ctx *ctx, const void *data, size_t len) {
  return mcu_sha512_256_desc.update(ctx, data, len);
}

extern "C" mcu_status mcu_sha512_256_final(mcu_sha512_256_ctx *ctx,
                                           uint8_t digest[MCU_SHA512_256_DIGEST_SIZE]) {
  return mcu_sha512_256_desc.final(ctx, digest);
}

extern "C" mcu_status mcu_sha512_256(const void *data, size_t len,
                                     uint8_t digest[MCU_SHA512_256_DIGEST_SIZE]) {
  return DigestThrough<mcu_sha512_256_ctx>(mcu_sha512_256_desc, data, len, digest);
}
