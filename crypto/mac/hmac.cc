// HMAC (RFC 2104; FIPS 198-1 section 4):
//   HMAC(K, text) = H((K0 ^ opad) || H((K0 ^ ipad) || text))
// where K0 is K padded with zeros to the block size B, or H(K) padded if K is
// longer than B. init absorbs K0 ^ ipad into the inner context and K0 ^ opad
// into the outer one, so neither K nor K0 outlives init.
#include "mcucrypt/hmac.h"

#include "crypto/common/ct.h"

#include <string.h>

#include "crypto/mac/hash_check.h"
#include "mcucrypt/mem.h"

namespace {

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x484d4143u;  // "HMAC"

constexpr uint8_t kIpad = 0x36;
constexpr uint8_t kOpad = 0x5c;

bool usable(const mcu_hmac_ctx *ctx) {
  return ctx->magic == kMagic && mcucrypt::hmac_hash_check(ctx->hash) == MCU_OK;
}

void xor_pad(uint8_t *block, size_t n, uint8_t pad) {
  for (size_t i = 0; i < n; ++i) {
    block[i] = static_cast<uint8_t>(block[i] ^ pad);
  }
}

// Sets up inner and outer; on failure the caller wipes ctx.
mcu_status key_contexts(mcu_hmac_ctx *ctx, const mcu_hash_desc *hash,
                        const uint8_t *key, size_t key_len, uint8_t *k0) {
  const size_t b = hash->block_size;
  memset(k0, 0, b);
  mcu_status st = MCU_OK;
  if (key_len > b) {
    // K0 = H(K) || zeros; the inner context is free scratch space here.
    st = hash->init(ctx->inner.bytes);
    if (st == MCU_OK) st = hash->update(ctx->inner.bytes, key, key_len);
    if (st == MCU_OK) st = hash->final(ctx->inner.bytes, k0);  // digest <= b
  } else if (key_len != 0) {
    memcpy(k0, key, key_len);
  }
  if (st != MCU_OK) return st;

  xor_pad(k0, b, kIpad);
  st = hash->init(ctx->inner.bytes);
  if (st == MCU_OK) st = hash->update(ctx->inner.bytes, k0, b);
  if (st != MCU_OK) return st;

  xor_pad(k0, b, static_cast<uint8_t>(kIpad ^ kOpad));  // ipad -> opad
  st = hash->init(ctx->outer.bytes);
  if (st == MCU_OK) st = hash->update(ctx->outer.bytes, k0, b);
  return st;
}

// Computes the full tag into out (digest_size bytes) and wipes ctx. The
// caller has checked ctx is usable.
mcu_status finish(mcu_hmac_ctx *ctx, uint8_t out[MCU_HASH_MAX_DIGEST_SIZE]) {
  const mcu_hash_desc *hash = ctx->hash;
  mcu_status st = hash->final(ctx->inner.bytes, out);
  if (st == MCU_OK) st = hash->update(ctx->outer.bytes, out, hash->digest_size);
  if (st == MCU_OK) st = hash->final(ctx->outer.bytes, out);
  mcu_wipe(ctx, sizeof(*ctx));
  if (st != MCU_OK) mcu_wipe(out, MCU_HASH_MAX_DIGEST_SIZE);
  return st;
}

}  // namespace

extern "C" mcu_status mcu_hmac_init(mcu_hmac_ctx *ctx, const mcu_hash_desc *hash,
                                    const void *key, size_t key_len) {
  if (ctx == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_wipe(ctx, sizeof(*ctx));  // a failed init leaves a rejected context
  if (key == NULL && key_len != 0) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const mcu_status usable_hash = mcucrypt::hmac_hash_check(hash);
  if (usable_hash != MCU_OK) {
    return usable_hash;
  }
  uint8_t k0[MCU_HASH_MAX_BLOCK_SIZE];
  const mcu_status st =
      key_contexts(ctx, hash, static_cast<const uint8_t *>(key), key_len, k0);
  mcu_wipe(k0, sizeof(k0));
  if (st != MCU_OK) {
    mcu_wipe(ctx, sizeof(*ctx));
    return st;
  }
  ctx->hash = hash;
  ctx->magic = kMagic;
  return MCU_OK;
}

extern "C" mcu_status mcu_hmac_update(mcu_hmac_ctx *ctx, const void *data,
                                      size_t len) {
  if (ctx == NULL || (data == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx)) {
    return MCU_ERR_BAD_STATE;
  }
  if (len == 0) {
    return MCU_OK;
  }
  return ctx->hash->update(ctx->inner.bytes, data, len);
}

extern "C" mcu_status mcu_hmac_final(mcu_hmac_ctx *ctx, uint8_t *tag,
                                     size_t tag_len) {
  if (ctx == NULL || tag == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx)) {
    return MCU_ERR_BAD_STATE;
  }
  if (tag_len == 0 || tag_len > ctx->hash->digest_size) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  uint8_t full[MCU_HASH_MAX_DIGEST_SIZE];
  const mcu_status st = finish(ctx, full);
  if (st == MCU_OK) {
    memcpy(tag, full, tag_len);
  }
  mcu_wipe(full, sizeof(full));
  return st;
}

extern "C" mcu_status mcu_hmac_final_verify(mcu_hmac_ctx *ctx,
                                            const uint8_t *expected_tag,
                                            size_t tag_len) {
  if (ctx == NULL || expected_tag == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx)) {
    return MCU_ERR_BAD_STATE;
  }
  // tag_len == 0 would make every tag "match": it is an argument error.
  if (tag_len == 0 || tag_len > ctx->hash->digest_size) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  uint8_t full[MCU_HASH_MAX_DIGEST_SIZE];
  mcu_status st = finish(ctx, full);
  if (st == MCU_OK) {  // a hash failure is public; the tag comparison is not
    const uint32_t match = mcucrypt::ct::mask_if_nonzero(
        static_cast<uint32_t>(mcu_ct_memeq(full, expected_tag, tag_len)));
    st = mcucrypt::ct::status_select(match, MCU_OK, MCU_ERR_AUTH_FAILED);
  }
  mcu_wipe(full, sizeof(full));
  return st;
}

namespace {

// Shared checks of the one-shot functions, so bad arguments are reported
// before any work is done.
mcu_status one_shot_check(const mcu_hash_desc *hash, const void *key, size_t key_len,
                          const void *msg, size_t msg_len, const void *tag,
                          size_t tag_len) {
  if ((key == NULL && key_len != 0) || (msg == NULL && msg_len != 0) || tag == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const mcu_status st = mcucrypt::hmac_hash_check(hash);
  if (st != MCU_OK) {
    return st;
  }
  // tag_len == 0 would make every tag "verify": it is an argument error.
  if (tag_len == 0 || tag_len > hash->digest_size) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return MCU_OK;
}

}  // namespace

extern "C" mcu_status mcu_hmac(const mcu_hash_desc *hash, const void *key,
                               size_t key_len, const void *msg, size_t msg_len,
                               uint8_t *tag, size_t tag_len) {
  const mcu_status checked =
      one_shot_check(hash, key, key_len, msg, msg_len, tag, tag_len);
  if (checked != MCU_OK) {
    return checked;
  }
  mcu_hmac_ctx ctx;
  mcu_status st = mcu_hmac_init(&ctx, hash, key, key_len);
  if (st == MCU_OK) st = mcu_hmac_update(&ctx, msg, msg_len);
  if (st == MCU_OK) st = mcu_hmac_final(&ctx, tag, tag_len);
  mcu_wipe(&ctx, sizeof(ctx));  // final wipes on success; this covers errors
  return st;
}

extern "C" mcu_status mcu_hmac_verify(const mcu_hash_desc *hash, const void *key,
                                      size_t key_len, const void *msg,
                                      size_t msg_len, const uint8_t *expected_tag,
                                      size_t tag_len) {
  const mcu_status checked =
      one_shot_check(hash, key, key_len, msg, msg_len, expected_tag, tag_len);
  if (checked != MCU_OK) {
    return checked;
  }
  mcu_hmac_ctx ctx;
  mcu_status st = mcu_hmac_init(&ctx, hash, key, key_len);
  if (st == MCU_OK) st = mcu_hmac_update(&ctx, msg, msg_len);
  if (st == MCU_OK) st = mcu_hmac_final_verify(&ctx, expected_tag, tag_len);
  mcu_wipe(&ctx, sizeof(ctx));
  return st;
}
