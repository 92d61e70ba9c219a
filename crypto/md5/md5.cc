// MD5 (RFC 1321): the C API over the build's
// descriptors (mcu_md5_desc), which //crypto/md5:md5_backend chooses among the
// techniques (md5_technique.h). One indirect call per API call; the block loop
// runs inside the technique's own engine.
#include "mcucrypt/md5.h"

#include "crypto/common/merkle_damgard.h"

using mcucrypt::md::DigestThrough;

// MD5.

extern "C" mcu_status mcu_md5_init(mcu_md5_ctx *ctx) { return mcu_md5_desc.init(ctx); }

extern "C" mcu_status mcu_md5_update(mcu_md5_ctx *ctx, const void *data, size_t len) {
  return mcu_md5_desc.update(ctx, data, len);
}

extern "C" mcu_status mcu_md5_final(mcu_md5_ctx *ctx, uint8_t digest[MCU_MD5_DIGEST_SIZE]) {
  return mcu_md5_desc.final(ctx, digest);
}

extern "C" mcu_status mcu_md5(const void *data, size_t len, uint8_t digest[MCU_MD5_DIGEST_SIZE]) {
  return DigestThrough<mcu_md5_ctx>(mcu_md5_desc, data, len, digest);
}
