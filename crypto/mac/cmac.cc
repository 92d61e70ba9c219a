// CMAC (NIST SP 800-38B), over any mcu_block_key.
//   Subkeys (6.1): L = E_K(0^b); K1 = L << 1, XORed with Rb if msb(L);
//   K2 = K1 << 1 likewise. Rb = 0x87 for b = 128, 0x1B for b = 64.
//   MAC (6.2): CBC-MAC with zero IV over M_1 .. M_n, where the last block is
//   M_n ^ K1 if complete, else (M_n || 10..0) ^ K2; the empty message is one
//   incomplete block.
// The last block is only known at final, so update keeps the latest block
// (complete or not) in buf and folds it in when more data arrives.
#include "mcucrypt/cmac.h"

#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/modes/block_key_internal.h"
#include "mcucrypt/mem.h"

namespace {

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x434d4143u;  // "CMAC"

bool usable(const mcu_cmac_ctx *ctx) {
  return ctx->magic == kMagic && mcucrypt::block_key_ready(ctx->key);
}

// out = in << 1 over n bytes, XORed with Rb in the last byte if in's top bit
// was set (a mask, not a branch: L is secret).
void double_block(uint8_t *out, const uint8_t *in, size_t n) {
  const uint8_t rb = n == 16 ? 0x87 : 0x1B;
  const uint8_t msb_mask = static_cast<uint8_t>(0u - static_cast<uint32_t>(in[0] >> 7));
  for (size_t i = 0; i + 1 < n; ++i) {
    out[i] = static_cast<uint8_t>((in[i] << 1) | (in[i + 1] >> 7));
  }
  out[n - 1] = static_cast<uint8_t>((in[n - 1] << 1) ^ (rb & msb_mask));
}

void xor_into(uint8_t *x, const uint8_t *m, size_t n) {
  for (size_t i = 0; i < n; ++i) x[i] = static_cast<uint8_t>(x[i] ^ m[i]);
}

// x = E(x ^ block).
mcu_status absorb_block(mcu_cmac_ctx *ctx, const uint8_t *block, size_t n) {
  xor_into(ctx->x, block, n);
  return ctx->key->cipher->encrypt_blocks(ctx->key->schedule, ctx->x, ctx->x, 1);
}

// x = CBC-MAC of `blocks` whole blocks from p, chained from x. Through the
// cipher's own CBC encryption where it has one (mcu_block_mode_ops: the
// fixsliced AES runs the chain in assembly, an engine its CBC sequencer):
// CBC with IV x over M_1..M_k ends with E(...E(x ^ M_1)... ^ M_k), the next
// x, and writes that last block back into the IV. Its ciphertext goes to a
// stack buffer, in chunks, wiped after. Otherwise one block at a time.
constexpr size_t kChunkBytes = 128;

mcu_status absorb_blocks(mcu_cmac_ctx *ctx, const uint8_t *p, size_t blocks) {
  const mcu_block_cipher_desc *c = ctx->key->cipher;
  const size_t n = c->block_size;
  if (c->modes == nullptr || c->modes->cbc_encrypt == nullptr) {
    for (size_t i = 0; i < blocks; ++i) {
      const mcu_status st = absorb_block(ctx, p + i * n, n);
      if (st != MCU_OK) return st;
    }
    return MCU_OK;
  }
  uint8_t out[kChunkBytes];
  const size_t per_call = sizeof(out) / n;
  mcu_status st = MCU_OK;
  while (blocks != 0 && st == MCU_OK) {
    const size_t k = blocks < per_call ? blocks : per_call;
    st = c->modes->cbc_encrypt(ctx->key, ctx->x, p, k * n, out);
    p += k * n;
    blocks -= k;
  }
  mcu_wipe(out, sizeof(out));
  return st;
}

// The full tag (block size bytes) into out; the caller checked ctx and wipes
// it.
mcu_status finish(mcu_cmac_ctx *ctx, uint8_t *out) {
  const size_t n = ctx->key->cipher->block_size;
  const size_t used = ctx->buf_len;
  // Complete last block: ^ K1. Otherwise pad with 10..0 and ^ K2. Whether
  // the block is complete depends on the length only, which is public.
  if (used == n) {
    xor_into(ctx->buf, ctx->k1, n);
  } else {
    ctx->buf[used] = 0x80;
    memset(ctx->buf + used + 1, 0, n - used - 1);
    xor_into(ctx->buf, ctx->k2, n);
  }
  const mcu_status st = absorb_block(ctx, ctx->buf, n);
  if (st == MCU_OK) memcpy(out, ctx->x, n);
  return st;
}

mcu_status tag_len_check(const mcu_cmac_ctx *ctx, size_t tag_len) {
  if (tag_len == 0 || tag_len > ctx->key->cipher->block_size) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return MCU_OK;
}

}  // namespace

extern "C" mcu_status mcu_cmac_init(mcu_cmac_ctx *ctx, const mcu_block_key *key) {
  if (ctx == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(ctx, sizeof(*ctx));
  if (key == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (!mcucrypt::block_key_ready(key)) return MCU_ERR_BAD_STATE;
  const size_t n = key->cipher->block_size;
  uint8_t l[MCU_BLOCK_MAX_SIZE] = {0};
  const mcu_status st = key->cipher->encrypt_blocks(key->schedule, l, l, 1);
  if (st != MCU_OK) {
    mcu_wipe(l, sizeof(l));
    return st;
  }
  double_block(ctx->k1, l, n);
  double_block(ctx->k2, ctx->k1, n);
  mcu_wipe(l, sizeof(l));
  ctx->key = key;
  ctx->magic = kMagic;
  return MCU_OK;
}

extern "C" mcu_status mcu_cmac_update(mcu_cmac_ctx *ctx, const void *msg, size_t len) {
  if (ctx == nullptr || (msg == nullptr && len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  if (!usable(ctx)) return MCU_ERR_BAD_STATE;
  const size_t n = ctx->key->cipher->block_size;
  const uint8_t *p = static_cast<const uint8_t *>(msg);
  mcu_status st = MCU_OK;
  while (len != 0) {
    if (ctx->buf_len == n) {  // more data follows: buf is not the last block
      st = absorb_block(ctx, ctx->buf, n);
      if (st != MCU_OK) break;
      ctx->buf_len = 0;
    }
    if (ctx->buf_len == 0 && len > n) {
      // Whole blocks straight from the message, keeping the last one (and
      // any partial block after it) back.
      const size_t blocks = (len - 1) / n;
      st = absorb_blocks(ctx, p, blocks);
      if (st != MCU_OK) break;
      p += blocks * n;
      len -= blocks * n;
    }
    const size_t take = (n - ctx->buf_len) < len ? (n - ctx->buf_len) : len;
    memcpy(ctx->buf + ctx->buf_len, p, take);
    ctx->buf_len += static_cast<uint32_t>(take);
    p += take;
    len -= take;
  }
  // A failed engine ends the computation: the context is unusable after it.
  if (st != MCU_OK) mcu_wipe(ctx, sizeof(*ctx));
  return st;
}

extern "C" mcu_status mcu_cmac_final(mcu_cmac_ctx *ctx, uint8_t *tag, size_t tag_len) {
  if (ctx == nullptr || tag == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (!usable(ctx)) return MCU_ERR_BAD_STATE;
  if (tag_len_check(ctx, tag_len) != MCU_OK) return MCU_ERR_INVALID_ARGUMENT;
  uint8_t full[MCU_BLOCK_MAX_SIZE];
  const mcu_status st = finish(ctx, full);
  if (st == MCU_OK) memcpy(tag, full, tag_len);
  mcu_wipe(full, sizeof(full));
  mcu_wipe(ctx, sizeof(*ctx));
  return st;
}

extern "C" mcu_status mcu_cmac_final_verify(mcu_cmac_ctx *ctx, const uint8_t *expected_tag,
                                            size_t tag_len) {
  if (ctx == nullptr || expected_tag == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (!usable(ctx)) return MCU_ERR_BAD_STATE;
  // tag_len == 0 would make every tag "match": an argument error.
  if (tag_len_check(ctx, tag_len) != MCU_OK) return MCU_ERR_INVALID_ARGUMENT;
  uint8_t full[MCU_BLOCK_MAX_SIZE];
  const mcu_status st = finish(ctx, full);
  if (st != MCU_OK) {
    mcu_wipe(full, sizeof(full));
    mcu_wipe(ctx, sizeof(*ctx));
    return st;
  }
  const uint32_t match = mcucrypt::ct::mask_if_nonzero(
      static_cast<uint32_t>(mcu_ct_memeq(full, expected_tag, tag_len)));
  mcu_wipe(full, sizeof(full));
  mcu_wipe(ctx, sizeof(*ctx));
  return mcucrypt::ct::status_select(match, MCU_OK, MCU_ERR_AUTH_FAILED);
}

namespace {

mcu_status one_shot_check(const mcu_block_key *key, const void *msg, size_t len,
                          const void *tag, size_t tag_len) {
  if (key == nullptr || (msg == nullptr && len != 0) || tag == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!mcucrypt::block_key_ready(key)) return MCU_ERR_BAD_STATE;
  if (tag_len == 0 || tag_len > key->cipher->block_size) return MCU_ERR_INVALID_ARGUMENT;
  return MCU_OK;
}

}  // namespace

extern "C" mcu_status mcu_cmac(const mcu_block_key *key, const void *msg, size_t len,
                               uint8_t *tag, size_t tag_len) {
  mcu_status st = one_shot_check(key, msg, len, tag, tag_len);
  if (st != MCU_OK) return st;
  mcu_cmac_ctx ctx;
  st = mcu_cmac_init(&ctx, key);
  if (st == MCU_OK) st = mcu_cmac_update(&ctx, msg, len);
  if (st == MCU_OK) st = mcu_cmac_final(&ctx, tag, tag_len);
  mcu_wipe(&ctx, sizeof(ctx));
  return st;
}

extern "C" mcu_status mcu_cmac_verify(const mcu_block_key *key, const void *msg, size_t len,
                                      const uint8_t *expected_tag, size_t tag_len) {
  mcu_status st = one_shot_check(key, msg, len, expected_tag, tag_len);
  if (st != MCU_OK) return st;
  mcu_cmac_ctx ctx;
  st = mcu_cmac_init(&ctx, key);
  if (st == MCU_OK) st = mcu_cmac_update(&ctx, msg, len);
  if (st == MCU_OK) st = mcu_cmac_final_verify(&ctx, expected_tag, tag_len);
  mcu_wipe(&ctx, sizeof(ctx));
  return st;
}
