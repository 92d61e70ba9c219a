// Ascon-Hash256 (NIST SP 800-232): the Ascon sponge with IV
// 0x0000080100cc0002 and a 256-bit output, squeezed as four 64-bit blocks
// with Ascon-p[12] between them.
#include "crypto/ascon/ascon_permutation.h"
#include "crypto/ascon/ascon_sponge.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/mem.h"

namespace {

using mcucrypt::ascon::kRate;

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0xa5c0a256u;

static_assert(MCU_ASCON_HASH256_BLOCK_SIZE == kRate, "rate");
static_assert(MCU_ASCON_HASH256_DIGEST_SIZE % kRate == 0, "whole blocks");
static_assert(sizeof(mcu_ascon_hash256_ctx) <= MCU_HASH_MAX_CONTEXT_SIZE,
              "descriptor context size");

// Also rejects a context whose buffer count was corrupted, so later
// indexing into buffer stays in bounds.
bool usable(const mcu_ascon_hash256_ctx *ctx) {
  return ctx->magic == kMagic && ctx->buffered < kRate;
}

}  // namespace

extern "C" mcu_status mcu_ascon_hash256_init(mcu_ascon_hash256_ctx *ctx) {
  if (ctx == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_wipe(ctx, sizeof(*ctx));
  mcucrypt::ascon::load_state(ctx->state, mcucrypt::ascon::kHash256InitialState);
  ctx->magic = kMagic;
  return MCU_OK;
}

extern "C" mcu_status mcu_ascon_hash256_update(mcu_ascon_hash256_ctx *ctx,
                                               const void *data, size_t len) {
  if (ctx == NULL || (data == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx)) {
    return MCU_ERR_BAD_STATE;
  }
  mcucrypt::ascon::absorb(ctx->state, ctx->buffer, &ctx->buffered,
                          static_cast<const uint8_t *>(data), len);
  return MCU_OK;
}

extern "C" mcu_status mcu_ascon_hash256_final(
    mcu_ascon_hash256_ctx *ctx, uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE]) {
  if (ctx == NULL || digest == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx)) {
    return MCU_ERR_BAD_STATE;
  }
  mcucrypt::ascon::absorb_last(ctx->state, ctx->buffer, ctx->buffered);
  for (size_t i = 0; i < MCU_ASCON_HASH256_DIGEST_SIZE; i += kRate) {
    if (i != 0) {
      mcucrypt::ascon::permute(ctx->state, 12);
    }
    mcucrypt::ascon::extract_block(ctx->state, digest + i);
  }
  // Wiping also clears magic, so the context cannot be finalised twice.
  mcu_wipe(ctx, sizeof(*ctx));
  return MCU_OK;
}

extern "C" mcu_status mcu_ascon_hash256(const void *data, size_t len,
                                        uint8_t digest[MCU_ASCON_HASH256_DIGEST_SIZE]) {
  if (digest == NULL || (data == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_ascon_hash256_ctx ctx;
  mcu_status status = mcu_ascon_hash256_init(&ctx);
  if (status == MCU_OK) {
    status = mcu_ascon_hash256_update(&ctx, data, len);
  }
  if (status == MCU_OK) {
    status = mcu_ascon_hash256_final(&ctx, digest);
  }
  // final wipes on success; this covers the error paths.
  mcu_wipe(&ctx, sizeof(ctx));
  return status;
}

namespace {
mcu_status Init(void *ctx) {
  return mcu_ascon_hash256_init(static_cast<mcu_ascon_hash256_ctx *>(ctx));
}
mcu_status Update(void *ctx, const void *data, size_t len) {
  return mcu_ascon_hash256_update(static_cast<mcu_ascon_hash256_ctx *>(ctx), data, len);
}
mcu_status Final(void *ctx, uint8_t *digest) {
  return mcu_ascon_hash256_final(static_cast<mcu_ascon_hash256_ctx *>(ctx), digest);
}
}  // namespace

extern "C" const mcu_hash_desc mcu_ascon_hash256_desc = {
    MCU_HASH_ASCON_HASH256, "ascon-hash256", mcucrypt::ascon::permutation_impl,
    MCU_ASCON_HASH256_DIGEST_SIZE, MCU_ASCON_HASH256_BLOCK_SIZE, sizeof(mcu_ascon_hash256_ctx), 1,
    Init, Update, Final, mcu_ascon_hash256, nullptr,
};
