// SM3 buffering and padding (GB/T 32905-2016 sections 5.2, 5.3). The padding
// is SHA-256's: a 1 bit, zeros, the 64-bit big-endian bit count. The block
// function lives behind sm3_compress() so hardware can replace it.
#include "mcucrypt/sm3.h"

#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/sm3/sm3_compress.h"
#include "mcucrypt/mem.h"

namespace {

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x53a33000u;

// SM3 takes messages of fewer than 2^64 bits; whole bytes give 2^61 - 1.
constexpr uint64_t kMaxBytes = (uint64_t{1} << 61) - 1;

constexpr size_t kBlock = MCU_SM3_BLOCK_SIZE;
constexpr size_t kLengthOffset = kBlock - 8;  // where the bit count goes

// Initial value IV, GB/T 32905 section 4.1.
constexpr uint32_t kInitState[8] = {
    0x7380166fu, 0x4914b2b9u, 0x172442d7u, 0xda8a0600u,
    0xa96f30bcu, 0x163138aau, 0xe38dee4du, 0xb0fb0e4eu,
};

// Also rejects a context whose fields were corrupted, so later indexing
// into buffer stays in bounds.
bool usable(const mcu_sm3_ctx *ctx) {
  return ctx->magic == kMagic && ctx->buffered < kBlock &&
         ctx->total_bytes <= kMaxBytes;
}

}  // namespace

extern "C" mcu_status mcu_sm3_init(mcu_sm3_ctx *ctx) {
  if (ctx == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_wipe(ctx, sizeof(*ctx));
  memcpy(ctx->state, kInitState, sizeof(kInitState));
  ctx->magic = kMagic;
  return MCU_OK;
}

extern "C" mcu_status mcu_sm3_update(mcu_sm3_ctx *ctx, const void *data, size_t len) {
  if (ctx == NULL || (data == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx)) {
    return MCU_ERR_BAD_STATE;
  }
  if (static_cast<uint64_t>(len) > kMaxBytes - ctx->total_bytes) {
    return MCU_ERR_LENGTH_LIMIT;
  }
  if (len == 0) {
    return MCU_OK;  // also avoids memcpy from a NULL pointer
  }
  const uint8_t *in = static_cast<const uint8_t *>(data);
  ctx->total_bytes += static_cast<uint64_t>(len);

  // Top up a partially filled block first.
  if (ctx->buffered != 0) {
    const size_t space = kBlock - ctx->buffered;
    const size_t take = len < space ? len : space;
    memcpy(ctx->buffer + ctx->buffered, in, take);
    ctx->buffered += static_cast<uint32_t>(take);  // take <= 64
    in += take;
    len -= take;
    if (ctx->buffered < kBlock) {
      return MCU_OK;
    }
    mcucrypt::sm3_compress(ctx->state, ctx->buffer, 1);
    ctx->buffered = 0;
  }

  // Whole blocks are hashed straight from the caller's memory.
  const size_t nblocks = len / kBlock;
  if (nblocks != 0) {
    mcucrypt::sm3_compress(ctx->state, in, nblocks);
    in += nblocks * kBlock;
    len -= nblocks * kBlock;
  }
  if (len != 0) {
    memcpy(ctx->buffer, in, len);
    ctx->buffered = static_cast<uint32_t>(len);  // len < 64
  }
  return MCU_OK;
}

extern "C" mcu_status mcu_sm3_final(mcu_sm3_ctx *ctx, uint8_t digest[MCU_SM3_DIGEST_SIZE]) {
  if (ctx == NULL || digest == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx)) {
    return MCU_ERR_BAD_STATE;
  }
  // Padding (section 5.2): a single 1 bit, zeros, then the 64-bit
  // big-endian bit count.
  size_t used = ctx->buffered;
  ctx->buffer[used++] = 0x80;
  if (used > kLengthOffset) {
    // No room for the length: it goes in an extra block.
    memset(ctx->buffer + used, 0, kBlock - used);
    mcucrypt::sm3_compress(ctx->state, ctx->buffer, 1);
    used = 0;
  }
  memset(ctx->buffer + used, 0, kLengthOffset - used);
  // total_bytes <= 2^61 - 1, so the bit count cannot overflow.
  mcucrypt::store_be64(ctx->buffer + kLengthOffset, ctx->total_bytes << 3);
  mcucrypt::sm3_compress(ctx->state, ctx->buffer, 1);

  for (size_t i = 0; i < 8; ++i) {
    mcucrypt::store_be32(digest + 4 * i, ctx->state[i]);
  }
  // Wiping also clears magic, so the context cannot be finalised twice.
  mcu_wipe(ctx, sizeof(*ctx));
  return MCU_OK;
}

extern "C" mcu_status mcu_sm3(const void *data, size_t len, uint8_t digest[MCU_SM3_DIGEST_SIZE]) {
  if (digest == NULL || (data == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_sm3_ctx ctx;
  mcu_status status = mcu_sm3_init(&ctx);
  if (status == MCU_OK) {
    status = mcu_sm3_update(&ctx, data, len);
  }
  if (status == MCU_OK) {
    status = mcu_sm3_final(&ctx, digest);
  }
  // final wipes on success; this covers the error paths.
  mcu_wipe(&ctx, sizeof(ctx));
  return status;
}

namespace {
mcu_status Init(void *ctx) { return mcu_sm3_init(static_cast<mcu_sm3_ctx *>(ctx)); }
mcu_status Update(void *ctx, const void *data, size_t len) {
  return mcu_sm3_update(static_cast<mcu_sm3_ctx *>(ctx), data, len);
}
mcu_status Final(void *ctx, uint8_t *digest) {
  return mcu_sm3_final(static_cast<mcu_sm3_ctx *>(ctx), digest);
}
}  // namespace

extern "C" const mcu_hash_desc mcu_sm3_desc = {
    MCU_HASH_SM3, "sm3", MCU_SM3_DIGEST_SIZE, MCU_SM3_BLOCK_SIZE, sizeof(mcu_sm3_ctx),
    Init, Update, Final,
};
