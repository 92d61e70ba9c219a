// The streaming context (mcu_cipher_ctx, mcucrypt/modes.h): ECB, CBC,
// CBC-PKCS#7 and CTR over data that arrives in pieces of any size.
//
// ECB/CBC buffer a partial block. With b bytes buffered, output runs b bytes
// ahead of input; so that out == in still works, each block's input is
// assembled in ctx->buf and the next b input bytes are saved before the
// block's output may overwrite them. CBC-PKCS#7 decryption keeps the last
// whole block back (it may be the padding) until final.
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/modes/block_key_internal.h"
#include "crypto/modes/modes_internal.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/modes.h"

namespace {

using mcucrypt::block_key_ready;
using mcucrypt::modes::same_or_disjoint;

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x63697068u;  // "ciph"

bool mode_valid(uint32_t mode) {
  return mode == MCU_MODE_ECB || mode == MCU_MODE_CBC || mode == MCU_MODE_CBC_PKCS7 ||
         mode == MCU_MODE_CTR;
}

bool usable(const mcu_cipher_ctx *ctx) {
  return ctx->magic == kMagic && mode_valid(ctx->mode) && block_key_ready(ctx->key);
}

size_t block_size(const mcu_cipher_ctx *ctx) { return ctx->key->cipher->block_size; }

// Whole blocks of ECB or CBC in the context's direction.
mcu_status process(mcu_cipher_ctx *ctx, const uint8_t *in, size_t len, uint8_t *out) {
  const bool enc = ctx->direction == MCU_ENCRYPT;
  if (ctx->mode == MCU_MODE_ECB) {
    return mcucrypt::modes::ecb(ctx->key, enc, in, len, out);
  }
  return enc ? mcucrypt::modes::cbc_encrypt(ctx->key, ctx->iv, in, len, out)
             : mcucrypt::modes::cbc_decrypt(ctx->key, ctx->iv, in, len, out);
}

mcu_status start(mcu_cipher_ctx *ctx, const mcu_block_key *key, uint32_t mode,
                 uint32_t direction, const uint8_t *iv, size_t iv_len,
                 unsigned counter_bits) {
  if (key == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (!block_key_ready(key)) return MCU_ERR_BAD_STATE;
  const size_t n = key->cipher->block_size;
  if (!mode_valid(mode) || (direction != MCU_ENCRYPT && direction != MCU_DECRYPT)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (mode == MCU_MODE_ECB) {
    if (iv_len != 0) return MCU_ERR_INVALID_ARGUMENT;
  } else if (iv == nullptr || iv_len != n) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (mode == MCU_MODE_CTR && (counter_bits == 0 || counter_bits > 8 * n)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (iv_len != 0) memcpy(ctx->iv, iv, iv_len);
  ctx->key = key;
  ctx->mode = mode;
  ctx->direction = direction;
  ctx->counter_bits = counter_bits;
  // CTR: buf_len counts keystream bytes used; none are left at the start.
  ctx->buf_len = mode == MCU_MODE_CTR ? static_cast<uint32_t>(n) : 0u;
  ctx->magic = kMagic;
  return MCU_OK;
}

mcu_status update_ctr(mcu_cipher_ctx *ctx, const uint8_t *in, size_t len, uint8_t *out) {
  const size_t n = block_size(ctx);
  size_t i = 0;
  while (i < len && ctx->buf_len < n) {
    out[i] = static_cast<uint8_t>(in[i] ^ ctx->buf[ctx->buf_len++]);
    ++i;
  }
  const size_t whole = (len - i) - (len - i) % n;
  if (whole != 0) {
    const mcu_status st =
        mcucrypt::modes::ctr_xor(ctx->key, ctx->iv, ctx->counter_bits, in + i, whole, out + i);
    if (st != MCU_OK) return st;
    i += whole;
  }
  if (i < len) {
    // One more block of keystream, partly used now and kept for the next call.
    memset(ctx->buf, 0, n);
    const mcu_status st =
        mcucrypt::modes::ctr_xor(ctx->key, ctx->iv, ctx->counter_bits, ctx->buf, n, ctx->buf);
    if (st != MCU_OK) return st;
    ctx->buf_len = 0;
    while (i < len) {
      out[i] = static_cast<uint8_t>(in[i] ^ ctx->buf[ctx->buf_len++]);
      ++i;
    }
  }
  return MCU_OK;
}

// ECB / CBC: blocks * n bytes out (checked by the caller).
mcu_status update_blocks(mcu_cipher_ctx *ctx, const uint8_t *in, size_t len, uint8_t *out,
                         size_t blocks) {
  const size_t n = block_size(ctx);
  size_t r = 0;
  mcu_status st = MCU_OK;
  if (ctx->buf_len == 0) {
    // Aligned: straight through, in place or not.
    st = process(ctx, in, blocks * n, out);
    r = blocks * n;
  } else {
    const size_t carry = ctx->buf_len;
    uint8_t next[MCU_BLOCK_MAX_SIZE];
    for (size_t k = 0; k < blocks && st == MCU_OK; ++k) {
      const size_t need = n - ctx->buf_len;
      memcpy(ctx->buf + ctx->buf_len, in + r, need);
      r += need;
      // Save the next block's first bytes: this block's output may overwrite them.
      const size_t keep = (len - r) < carry ? (len - r) : carry;
      memcpy(next, in + r, keep);
      r += keep;
      st = process(ctx, ctx->buf, n, out + k * n);
      memcpy(ctx->buf, next, keep);
      ctx->buf_len = static_cast<uint32_t>(keep);
    }
    mcu_wipe(next, sizeof(next));
  }
  if (st != MCU_OK) return st;
  memcpy(ctx->buf + ctx->buf_len, in + r, len - r);
  ctx->buf_len += static_cast<uint32_t>(len - r);
  return MCU_OK;
}

// Fails the context: wiped and rejected from now on.
mcu_status fail(mcu_cipher_ctx *ctx, mcu_status st) {
  mcu_wipe(ctx, sizeof(*ctx));
  return st;
}

}  // namespace

extern "C" mcu_status mcu_cipher_init(mcu_cipher_ctx *ctx, const mcu_block_key *key,
                                      mcu_cipher_mode mode, mcu_cipher_direction direction,
                                      const uint8_t *iv, size_t iv_len) {
  if (ctx == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(ctx, sizeof(*ctx));
  const unsigned bits =
      (key != nullptr && key->cipher != nullptr && mode == MCU_MODE_CTR)
          ? static_cast<unsigned>(8 * key->cipher->block_size)
          : 0u;
  const mcu_status st = start(ctx, key, static_cast<uint32_t>(mode),
                              static_cast<uint32_t>(direction), iv, iv_len, bits);
  if (st != MCU_OK) mcu_wipe(ctx, sizeof(*ctx));
  return st;
}

extern "C" mcu_status mcu_cipher_init_ctr(mcu_cipher_ctx *ctx, const mcu_block_key *key,
                                          const uint8_t *counter, size_t counter_len,
                                          unsigned counter_bits) {
  if (ctx == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(ctx, sizeof(*ctx));
  const mcu_status st =
      start(ctx, key, MCU_MODE_CTR, MCU_ENCRYPT, counter, counter_len, counter_bits);
  if (st != MCU_OK) mcu_wipe(ctx, sizeof(*ctx));
  return st;
}

extern "C" mcu_status mcu_cipher_update(mcu_cipher_ctx *ctx, const uint8_t *in, size_t len,
                                        uint8_t *out, size_t out_cap, size_t *out_len) {
  if (ctx == nullptr || out_len == nullptr || ((in == nullptr || out == nullptr) && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  *out_len = 0;
  if (!usable(ctx)) return MCU_ERR_BAD_STATE;
  const size_t n = block_size(ctx);
  if (len > SIZE_MAX - 2 * n) return MCU_ERR_INVALID_ARGUMENT;
  if (ctx->mode == MCU_MODE_CTR) {
    if (!same_or_disjoint(in, len, out, len)) return MCU_ERR_INVALID_ARGUMENT;
    if (out_cap < len) return MCU_ERR_BUFFER_TOO_SMALL;
    if (len == 0) return MCU_OK;
    const mcu_status st = update_ctr(ctx, in, len, out);
    if (st != MCU_OK) return fail(ctx, st);
    *out_len = len;
    return MCU_OK;
  }
  const bool hold = ctx->mode == MCU_MODE_CBC_PKCS7 && ctx->direction == MCU_DECRYPT;
  const size_t total = ctx->buf_len + len;
  const size_t blocks = hold ? (total == 0 ? 0 : (total - 1) / n) : total / n;
  const size_t produce = blocks * n;
  if (produce != 0 && out == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (!same_or_disjoint(in, len, out, produce)) return MCU_ERR_INVALID_ARGUMENT;
  if (out_cap < produce) return MCU_ERR_BUFFER_TOO_SMALL;
  if (len == 0) return MCU_OK;
  const mcu_status st = update_blocks(ctx, in, len, out, blocks);
  if (st != MCU_OK) return fail(ctx, st);
  *out_len = produce;
  return MCU_OK;
}

extern "C" mcu_status mcu_cipher_final(mcu_cipher_ctx *ctx, uint8_t *out, size_t out_cap,
                                       size_t *out_len) {
  if (ctx == nullptr || out_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  *out_len = 0;
  if (!usable(ctx)) return MCU_ERR_BAD_STATE;
  const size_t n = block_size(ctx);
  if (ctx->mode == MCU_MODE_CTR) return fail(ctx, MCU_OK);
  if (ctx->mode != MCU_MODE_CBC_PKCS7) {
    return fail(ctx, ctx->buf_len == 0 ? MCU_OK : MCU_ERR_INVALID_ARGUMENT);
  }
  if (ctx->direction == MCU_ENCRYPT) {
    if (out == nullptr) return MCU_ERR_INVALID_ARGUMENT;
    if (out_cap < n) return MCU_ERR_BUFFER_TOO_SMALL;
    const size_t tail = ctx->buf_len;
    memset(ctx->buf + tail, static_cast<int>(n - tail), n - tail);
    const mcu_status st = process(ctx, ctx->buf, n, out);
    if (st == MCU_OK) *out_len = n;
    return fail(ctx, st);
  }
  if (ctx->buf_len != n) return fail(ctx, MCU_ERR_INVALID_ARGUMENT);
  if (out == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (out_cap < n - 1) return MCU_ERR_BUFFER_TOO_SMALL;
  mcu_status st = process(ctx, ctx->buf, n, ctx->buf);
  if (st != MCU_OK) return fail(ctx, st);
  uint32_t keep = 0;
  const uint32_t good = mcucrypt::modes::pkcs7_check(ctx->buf, n, &keep);
  for (size_t i = 0; i + 1 < n; ++i) {
    const uint32_t m = mcucrypt::ct::lt_mask(static_cast<uint32_t>(i), keep);
    out[i] = static_cast<uint8_t>(ctx->buf[i] & m);
  }
  *out_len = static_cast<size_t>(keep);  // 0 when the padding is bad
  return fail(ctx, mcucrypt::ct::status_select(good, MCU_OK, MCU_ERR_BAD_PADDING));
}
