// SM3 (GB/T 32905-2016): the C API over the build's
// descriptors (mcu_sm3_desc), which //crypto/sm3:sm3_backend chooses among the
// techniques (sm3_technique.h). One indirect call per API call; the block loop
// runs inside the technique's own engine.
#include "mcucrypt/sm3.h"

#include "crypto/common/merkle_damgard.h"

using mcucrypt::md::DigestThrough;

// SM3.

extern "C" mcu_status mcu_sm3_init(mcu_sm3_ctx *ctx) { return mcu_sm3_desc.init(ctx); }

extern "C" mcu_status mcu_sm3_update(mcu_sm3_ctx *ctx, const void *data, size_t len) {
  return mcu_sm3_desc.update(ctx, data, len);
}

extern "C" mcu_status mcu_sm3_final(mcu_sm3_ctx *ctx, uint8_t digest[MCU_SM3_DIGEST_SIZE]) {
  return mcu_sm3_desc.final(ctx, digest);
}

extern "C" mcu_status mcu_sm3(const void *data, size_t len, uint8_t digest[MCU_SM3_DIGEST_SIZE]) {
  return DigestThrough<mcu_sm3_ctx>(mcu_sm3_desc, data, len, digest);
}
