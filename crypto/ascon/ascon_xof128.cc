// Ascon-XOF128 and Ascon-CXOF128 (NIST SP 800-232): the Ascon sponge with
// IVs 0x0000080000cc0003 and 0x0000080000cc0004 and output of any length.
// Ascon-CXOF128 first absorbs the customization string's length in bits as
// one 64-bit little-endian block, then the string itself, padded (always at
// least one block), then the message.
#include <string.h>

#include "crypto/ascon/ascon_permutation.h"
#include "crypto/ascon/ascon_sponge.h"
#include "crypto/common/bytes.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/mem.h"

namespace {

using mcucrypt::ascon::kRate;

// Arbitrary non-zero values, one per phase: a zeroed (or wiped) context
// matches neither.
constexpr uint32_t kMagicAbsorbing = 0xa5c0f128u;
constexpr uint32_t kMagicSqueezing = 0xa5c05128u;

static_assert(MCU_ASCON_XOF128_BLOCK_SIZE == kRate, "rate");

bool absorbing(const mcu_ascon_xof128_ctx *ctx) {
  return ctx->magic == kMagicAbsorbing && ctx->buffered < kRate;
}

bool squeezing(const mcu_ascon_xof128_ctx *ctx) {
  return ctx->magic == kMagicSqueezing && ctx->buffered <= kRate;
}

// Pads and absorbs the last input block; the first output block is then
// ready, none of it handed out yet.
void start_squeezing(mcu_ascon_xof128_ctx *ctx) {
  mcucrypt::ascon::absorb_last(ctx->state, ctx->buffer, ctx->buffered);
  mcucrypt::ascon::extract_block(ctx->state, ctx->buffer);
  ctx->buffered = 0;
  ctx->magic = kMagicSqueezing;
}

}  // namespace

extern "C" mcu_status mcu_ascon_xof128_init(mcu_ascon_xof128_ctx *ctx) {
  if (ctx == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_wipe(ctx, sizeof(*ctx));
  mcucrypt::ascon::load_state(ctx->state, mcucrypt::ascon::kXof128InitialState);
  ctx->magic = kMagicAbsorbing;
  return MCU_OK;
}

extern "C" mcu_status mcu_ascon_xof128_update(mcu_ascon_xof128_ctx *ctx,
                                              const void *data, size_t len) {
  if (ctx == NULL || (data == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!absorbing(ctx)) {
    return MCU_ERR_BAD_STATE;  // also after the first squeeze
  }
  mcucrypt::ascon::absorb(ctx->state, ctx->buffer, &ctx->buffered,
                          static_cast<const uint8_t *>(data), len);
  return MCU_OK;
}

extern "C" mcu_status mcu_ascon_xof128_squeeze(mcu_ascon_xof128_ctx *ctx,
                                               uint8_t *out, size_t len) {
  if (ctx == NULL || (out == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (absorbing(ctx)) {
    start_squeezing(ctx);
  } else if (!squeezing(ctx)) {
    return MCU_ERR_BAD_STATE;
  }
  while (len != 0) {
    if (ctx->buffered == kRate) {
      // The current block is used up: the next one comes after a
      // permutation (none after the last block anyone asks for).
      mcucrypt::ascon::permute(ctx->state, 12);
      mcucrypt::ascon::extract_block(ctx->state, ctx->buffer);
      ctx->buffered = 0;
    }
    const size_t left = kRate - ctx->buffered;
    const size_t take = len < left ? len : left;
    memcpy(out, ctx->buffer + ctx->buffered, take);
    ctx->buffered += static_cast<uint32_t>(take);  // take <= 8
    out += take;
    len -= take;
  }
  return MCU_OK;
}

extern "C" mcu_status mcu_ascon_xof128_final(mcu_ascon_xof128_ctx *ctx) {
  if (ctx == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const bool valid = absorbing(ctx) || squeezing(ctx);
  mcu_wipe(ctx, sizeof(*ctx));
  return valid ? MCU_OK : MCU_ERR_BAD_STATE;
}

extern "C" mcu_status mcu_ascon_xof128(const void *data, size_t len, uint8_t *out,
                                       size_t out_len) {
  if ((data == NULL && len != 0) || (out == NULL && out_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_ascon_xof128_ctx ctx;
  mcu_status status = mcu_ascon_xof128_init(&ctx);
  if (status == MCU_OK) {
    status = mcu_ascon_xof128_update(&ctx, data, len);
  }
  if (status == MCU_OK) {
    status = mcu_ascon_xof128_squeeze(&ctx, out, out_len);
  }
  mcu_wipe(&ctx, sizeof(ctx));
  return status;
}

extern "C" mcu_status mcu_ascon_cxof128_init(mcu_ascon_cxof128_ctx *ctx,
                                             const void *custom, size_t custom_len) {
  if (ctx == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_ascon_xof128_ctx *xof = &ctx->xof;
  // Wiped first, so a refused call leaves no usable (earlier) context.
  mcu_wipe(xof, sizeof(*xof));
  if ((custom == NULL && custom_len != 0) ||
      custom_len > MCU_ASCON_CXOF128_MAX_CUSTOMIZATION_SIZE) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcucrypt::ascon::load_state(xof->state, mcucrypt::ascon::kCxof128InitialState);
  // Z0 = int64(|Z| in bits), then Z padded (always at least one block).
  // custom_len <= 256, so the bit count fits easily.
  uint8_t length_block[kRate];
  mcucrypt::store_le64(length_block, static_cast<uint64_t>(custom_len) * 8u);
  mcucrypt::ascon::absorb_blocks(xof->state, length_block, 1);
  mcucrypt::ascon::absorb(xof->state, xof->buffer, &xof->buffered,
                          static_cast<const uint8_t *>(custom), custom_len);
  mcucrypt::ascon::absorb_last(xof->state, xof->buffer, xof->buffered);
  // The message starts on a fresh block.
  mcu_wipe(xof->buffer, sizeof(xof->buffer));
  xof->buffered = 0;
  xof->magic = kMagicAbsorbing;
  return MCU_OK;
}

extern "C" mcu_status mcu_ascon_cxof128_update(mcu_ascon_cxof128_ctx *ctx,
                                               const void *data, size_t len) {
  return mcu_ascon_xof128_update(ctx == NULL ? NULL : &ctx->xof, data, len);
}

extern "C" mcu_status mcu_ascon_cxof128_squeeze(mcu_ascon_cxof128_ctx *ctx,
                                                uint8_t *out, size_t len) {
  return mcu_ascon_xof128_squeeze(ctx == NULL ? NULL : &ctx->xof, out, len);
}

extern "C" mcu_status mcu_ascon_cxof128_final(mcu_ascon_cxof128_ctx *ctx) {
  return mcu_ascon_xof128_final(ctx == NULL ? NULL : &ctx->xof);
}

extern "C" mcu_status mcu_ascon_cxof128(const void *data, size_t len,
                                        const void *custom, size_t custom_len,
                                        uint8_t *out, size_t out_len) {
  if ((data == NULL && len != 0) || (out == NULL && out_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_ascon_cxof128_ctx ctx;
  mcu_status status = mcu_ascon_cxof128_init(&ctx, custom, custom_len);
  if (status == MCU_OK) {
    status = mcu_ascon_cxof128_update(&ctx, data, len);
  }
  if (status == MCU_OK) {
    status = mcu_ascon_cxof128_squeeze(&ctx, out, out_len);
  }
  mcu_wipe(&ctx, sizeof(ctx));
  return status;
}
