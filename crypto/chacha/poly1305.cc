// Poly1305 (RFC 8439 section 2.5): key clamping, buffering of partial
// blocks and the final reduction; the block loop is the core's
// (poly1305_blocks.h: portable C++, or Thumb-2 assembly on Cortex-M4).
// The final reduction selects by mask: no branch or index depends on the key
// or the message.
#include <stdint.h>
#include <string.h>

#include "crypto/chacha/poly1305_blocks.h"
#include "crypto/common/bytes.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "mcucrypt/mem.h"

namespace {

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x50313035u;  // "P105"

}  // namespace

extern "C" mcu_status mcu_poly1305_init(mcu_poly1305_ctx *ctx,
                                        const uint8_t key[MCU_POLY1305_KEY_SIZE]) {
  if (ctx == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(ctx, sizeof(*ctx));  // a failed init leaves a rejected context
  if (key == NULL) return MCU_ERR_INVALID_ARGUMENT;
  // Clamp r (section 2.5.1): top four bits of every word and the bottom two
  // of words 1-3 cleared.
  ctx->r[0] = mcucrypt::load_le32(key) & 0x0fffffffu;
  ctx->r[1] = mcucrypt::load_le32(key + 4) & 0x0ffffffcu;
  ctx->r[2] = mcucrypt::load_le32(key + 8) & 0x0ffffffcu;
  ctx->r[3] = mcucrypt::load_le32(key + 12) & 0x0ffffffcu;
  for (int i = 0; i < 4; ++i) ctx->s[i] = mcucrypt::load_le32(key + 16 + 4 * i);
  ctx->magic = kMagic;
  return MCU_OK;
}

extern "C" mcu_status mcu_poly1305_update(mcu_poly1305_ctx *ctx, const void *data,
                                          size_t len) {
  if (ctx == NULL || (data == NULL && len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  if (ctx->magic != kMagic || ctx->buf_len >= 16) return MCU_ERR_BAD_STATE;
  const uint8_t *m = static_cast<const uint8_t *>(data);
  if (ctx->buf_len != 0) {
    const size_t want = 16 - ctx->buf_len;
    const size_t take = len < want ? len : want;
    memcpy(ctx->buf + ctx->buf_len, m, take);
    ctx->buf_len += static_cast<uint32_t>(take);
    m += take;
    len -= take;
    if (ctx->buf_len < 16) return MCU_OK;
    mcucrypt::poly1305::absorb(ctx, ctx->buf, 1, 1);
    ctx->buf_len = 0;
  }
  if (len >= 16) {
    mcucrypt::poly1305::absorb(ctx, m, len / 16, 1);
    m += len & ~static_cast<size_t>(15);
    len &= 15;
  }
  if (len != 0) {
    memcpy(ctx->buf, m, len);
    ctx->buf_len = static_cast<uint32_t>(len);
  }
  return MCU_OK;
}

extern "C" mcu_status mcu_poly1305_final(mcu_poly1305_ctx *ctx,
                                         uint8_t tag[MCU_POLY1305_TAG_SIZE]) {
  if (ctx == NULL || tag == NULL) return MCU_ERR_INVALID_ARGUMENT;
  if (ctx->magic != kMagic || ctx->buf_len >= 16) return MCU_ERR_BAD_STATE;
  if (ctx->buf_len != 0) {
    // The last short block: its bytes, then 0x01, then zeros (no 2^128).
    ctx->buf[ctx->buf_len] = 1;
    for (size_t i = ctx->buf_len + 1; i < 16; ++i) ctx->buf[i] = 0;
    mcucrypt::poly1305::absorb(ctx, ctx->buf, 1, 0);
  }
  uint32_t h0 = ctx->h[0], h1 = ctx->h[1], h2 = ctx->h[2], h3 = ctx->h[3];
  const uint32_t h4 = ctx->h[4];
  // g = h + 5 - 2^130: if it does not borrow (h >= p), h mod p is g.
  uint64_t t = static_cast<uint64_t>(h0) + 5;
  const uint32_t g0 = static_cast<uint32_t>(t);
  t = static_cast<uint64_t>(h1) + (t >> 32);
  const uint32_t g1 = static_cast<uint32_t>(t);
  t = static_cast<uint64_t>(h2) + (t >> 32);
  const uint32_t g2 = static_cast<uint32_t>(t);
  t = static_cast<uint64_t>(h3) + (t >> 32);
  const uint32_t g3 = static_cast<uint32_t>(t);
  const uint32_t g4 = h4 + static_cast<uint32_t>(t >> 32);
  // h < 2^131 here, so bit 2 of g4 says h + 5 >= 2^130.
  const uint32_t use_g = 0u - (g4 >> 2);
  h0 = (h0 & ~use_g) | (g0 & use_g);
  h1 = (h1 & ~use_g) | (g1 & use_g);
  h2 = (h2 & ~use_g) | (g2 & use_g);
  h3 = (h3 & ~use_g) | (g3 & use_g);
  // tag = (h + s) mod 2^128
  t = static_cast<uint64_t>(h0) + ctx->s[0];
  mcucrypt::store_le32(tag, static_cast<uint32_t>(t));
  t = static_cast<uint64_t>(h1) + ctx->s[1] + (t >> 32);
  mcucrypt::store_le32(tag + 4, static_cast<uint32_t>(t));
  t = static_cast<uint64_t>(h2) + ctx->s[2] + (t >> 32);
  mcucrypt::store_le32(tag + 8, static_cast<uint32_t>(t));
  t = static_cast<uint64_t>(h3) + ctx->s[3] + (t >> 32);
  mcucrypt::store_le32(tag + 12, static_cast<uint32_t>(t));
  mcu_wipe(ctx, sizeof(*ctx));
  return MCU_OK;
}

extern "C" mcu_status mcu_poly1305(const uint8_t key[MCU_POLY1305_KEY_SIZE],
                                   const void *msg, size_t len,
                                   uint8_t tag[MCU_POLY1305_TAG_SIZE]) {
  if (key == NULL || tag == NULL || (msg == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_poly1305_ctx ctx;
  mcu_status st = mcu_poly1305_init(&ctx, key);
  if (st == MCU_OK) st = mcu_poly1305_update(&ctx, msg, len);
  if (st == MCU_OK) st = mcu_poly1305_final(&ctx, tag);
  mcu_wipe(&ctx, sizeof(ctx));
  return st;
}
