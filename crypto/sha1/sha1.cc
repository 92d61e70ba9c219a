// SHA-1 (FIPS 180-4 sections 5.1.1, 5.3.1, 6.1): the C API over the build's
// descriptors (mcu_sha1_desc), which //crypto/sha1:sha1_backend chooses among the
// techniques (sha1_technique.h). One indirect call per API call; the block loop
// runs inside the technique's own engine.
#include "mcucrypt/sha1.h"

#include "crypto/common/merkle_damgard.h"

using mcucrypt::md::DigestThrough;

// SHA-1.

extern "C" mcu_status mcu_sha1_init(mcu_sha1_ctx *ctx) { return mcu_sha1_desc.init(ctx); }

extern "C" mcu_status mcu_sha1_update(mcu_sha1_ctx *ctx, const void *data, size_t len) {
  return mcu_sha1_desc.update(ctx, data, len);
}

extern "C" mcu_status mcu_sha1_final(mcu_sha1_ctx *ctx, uint8_t digest[MCU_SHA1_DIGEST_SIZE]) {
  return mcu_sha1_desc.final(ctx, digest);
}

extern "C" mcu_status mcu_sha1(const void *data, size_t len, uint8_t digest[MCU_SHA1_DIGEST_SIZE]) {
  return DigestThrough<mcu_sha1_ctx>(mcu_sha1_desc, data, len, digest);
}
