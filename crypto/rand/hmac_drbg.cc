// HMAC_DRBG, NIST SP 800-90A Rev. 1 section 10.1.2, over any hash descriptor.
//
//   Update(provided_data):                                   (10.1.2.2)
//     K = HMAC(K, V || 0x00 || provided_data);  V = HMAC(K, V)
//     if provided_data is empty: done
//     K = HMAC(K, V || 0x01 || provided_data);  V = HMAC(K, V)
//   Instantiate: K = 0x00..00, V = 0x01..01,
//     Update(entropy || nonce || pers), reseed_counter = 1  (10.1.2.3)
//   Reseed: Update(entropy || addin), reseed_counter = 1      (10.1.2.4)
//   Generate: if reseed_counter > reseed_interval: reseed required;
//     if addin: Update(addin); V = HMAC(K, V) and append until enough;
//     Update(addin); reseed_counter += 1                       (10.1.2.5)
// With prediction resistance the generate function first reseeds from the
// source with the additional input and then generates without it (9.3.1
// steps 7-9).
#include "mcucrypt/drbg.h"

#include <string.h>

#include "crypto/mac/hash_check.h"
#include "crypto/rand/drbg_common.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/mem.h"

namespace {

using mcucrypt::drbg::fail;
using mcucrypt::drbg::Part;
using mcucrypt::drbg::too_long;
using mcucrypt::drbg::valid_input;

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x48445242u;  // "HDRB"

// The highest security strength HMAC_DRBG has with this hash (SP 800-57
// Part 1 Table 3 for HMAC's strength; SP 800-90A Table 2), 0 if none.
uint32_t max_strength(const mcu_hash_desc *hash) {
  if (hash->digest_size >= 32) return 256;
  if (hash->digest_size >= 28) return 192;
  if (hash->digest_size >= 20) return 128;
  return 0;  // MD5 and shorter digests: not approved
}

// Checks hash and config; writes the strength and reseed interval to use.
mcu_status check_setup(const mcu_hash_desc *hash, const mcu_hmac_drbg_config *config,
                       uint32_t *strength, uint64_t *interval) {
  const mcu_status usable = mcucrypt::hmac_hash_check(hash);
  if (usable != MCU_OK) return usable;
  const uint32_t highest = max_strength(hash);
  if (highest == 0) return MCU_ERR_UNSUPPORTED;
  return mcucrypt::drbg::pick_strength(config != NULL ? config->security_strength : 0,
                                       config != NULL ? config->reseed_interval : 0, highest,
                                       MCU_HMAC_DRBG_MAX_RESEED_INTERVAL, strength, interval);
}

bool usable(const mcu_hmac_drbg_ctx *ctx) {
  return ctx->magic == kMagic && mcucrypt::hmac_hash_check(ctx->hash) == MCU_OK &&
         max_strength(ctx->hash) != 0;
}

// out = HMAC(key, parts[0] || ... || parts[count-1]), digest_size bytes.
mcu_status hmac_parts(const mcu_hash_desc *hash, const uint8_t *key, const Part *parts,
                      size_t count, uint8_t *out) {
  mcu_hmac_ctx h;
  mcu_status st = mcu_hmac_init(&h, hash, key, hash->digest_size);
  for (size_t i = 0; i < count && st == MCU_OK; ++i) {
    if (parts[i].len != 0) st = mcu_hmac_update(&h, parts[i].data, parts[i].len);
  }
  if (st == MCU_OK) st = mcu_hmac_final(&h, out, hash->digest_size);
  mcu_wipe(&h, sizeof(h));
  return st;
}

// HMAC_DRBG_Update with provided_data = data[0] || ... || data[count-1].
mcu_status update(mcu_hmac_drbg_ctx *ctx, const Part *data, size_t count) {
  const mcu_hash_desc *hash = ctx->hash;
  const size_t n = hash->digest_size;
  size_t provided = 0;
  for (size_t i = 0; i < count; ++i) provided += data[i].len;

  Part parts[5];
  for (uint8_t round = 0; round < 2; ++round) {
    if (round == 1 && provided == 0) break;
    const uint8_t tag = round;
    parts[0] = Part{ctx->v, n};
    parts[1] = Part{&tag, 1};
    for (size_t i = 0; i < count; ++i) parts[2 + i] = data[i];
    uint8_t k[MCU_HASH_MAX_DIGEST_SIZE];
    mcu_status st = hmac_parts(hash, ctx->key, parts, 2 + count, k);
    if (st == MCU_OK) {
      memcpy(ctx->key, k, n);
      parts[0] = Part{ctx->v, n};
      st = hmac_parts(hash, ctx->key, parts, 1, k);
      if (st == MCU_OK) memcpy(ctx->v, k, n);
    }
    mcu_wipe(k, sizeof(k));
    if (st != MCU_OK) return st;
  }
  return MCU_OK;
}

// Checks of the instantiate arguments shared by both entry points.
mcu_status check_instantiate(const mcu_hash_desc *hash, const uint8_t *nonce,
                             size_t nonce_len, const uint8_t *pers, size_t pers_len,
                             const mcu_entropy_source *source,
                             const mcu_hmac_drbg_config *config, uint32_t *strength,
                             uint64_t *interval) {
  mcu_status st = mcucrypt::drbg::check_instantiate_inputs(
      nonce, nonce_len, pers, pers_len, source,
      config != NULL && config->prediction_resistance != 0);
  if (st == MCU_OK) st = check_setup(hash, config, strength, interval);
  if (st != MCU_OK) return st;
  if (too_long(nonce_len) || too_long(pers_len)) return MCU_ERR_LENGTH_LIMIT;
  return MCU_OK;
}

// Sets up *ctx (already wiped) from checked arguments.
mcu_status instantiate(mcu_hmac_drbg_ctx *ctx, const mcu_hash_desc *hash,
                       const uint8_t *entropy, size_t entropy_len, const uint8_t *nonce,
                       size_t nonce_len, const uint8_t *pers, size_t pers_len,
                       const mcu_entropy_source *source,
                       const mcu_hmac_drbg_config *config, uint32_t strength,
                       uint64_t interval) {
  ctx->hash = hash;
  memset(ctx->key, 0x00, hash->digest_size);
  memset(ctx->v, 0x01, hash->digest_size);
  const Part seed[3] = {{entropy, entropy_len}, {nonce, nonce_len}, {pers, pers_len}};
  const mcu_status st = update(ctx, seed, 3);
  if (st != MCU_OK) return fail(ctx, st);
  if (source != NULL) ctx->source = *source;
  ctx->reseed_counter = 1;
  ctx->reseed_interval = interval;
  ctx->security_strength = strength;
  ctx->prediction_resistance = (config != NULL && config->prediction_resistance != 0) ? 1u : 0u;
  ctx->magic = kMagic;
  return MCU_OK;
}

mcu_status reseed(mcu_hmac_drbg_ctx *ctx, const uint8_t *entropy, size_t entropy_len,
                  const uint8_t *addin, size_t addin_len) {
  const Part seed[2] = {{entropy, entropy_len}, {addin, addin_len}};
  const mcu_status st = update(ctx, seed, 2);
  if (st != MCU_OK) return fail(ctx, st);
  ctx->reseed_counter = 1;
  return MCU_OK;
}

// Reseeds from the source; the state is unchanged if the source fails.
mcu_status reseed_from_source(mcu_hmac_drbg_ctx *ctx, const uint8_t *addin,
                              size_t addin_len) {
  return mcucrypt::drbg::reseed_from_source(ctx, ctx->security_strength / 8, addin,
                                            addin_len, reseed);
}

}  // namespace

extern "C" mcu_status mcu_hmac_drbg_instantiate_with(
    mcu_hmac_drbg_ctx *ctx, const mcu_hash_desc *hash, const uint8_t *entropy,
    size_t entropy_len, const uint8_t *nonce, size_t nonce_len, const uint8_t *pers,
    size_t pers_len, const mcu_entropy_source *source, const mcu_hmac_drbg_config *config) {
  if (ctx == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(ctx, sizeof(*ctx));  // a failed instantiate leaves a rejected context
  if (entropy == NULL) return MCU_ERR_INVALID_ARGUMENT;
  uint32_t strength = 0;
  uint64_t interval = 0;
  mcu_status st = check_instantiate(hash, nonce, nonce_len, pers, pers_len, source, config,
                                    &strength, &interval);
  if (st != MCU_OK) return st;
  if (too_long(entropy_len)) return MCU_ERR_LENGTH_LIMIT;
  // SP 800-90A 8.6.3 / 8.6.7: entropy >= strength, nonce >= strength / 2.
  if (entropy_len < strength / 8 || nonce_len < strength / 16) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return instantiate(ctx, hash, entropy, entropy_len, nonce, nonce_len, pers, pers_len,
                     source, config, strength, interval);
}

extern "C" mcu_status mcu_hmac_drbg_instantiate(mcu_hmac_drbg_ctx *ctx,
                                                const mcu_hash_desc *hash,
                                                const mcu_entropy_source *source,
                                                const uint8_t *nonce, size_t nonce_len,
                                                const uint8_t *pers, size_t pers_len,
                                                const mcu_hmac_drbg_config *config) {
  if (ctx == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(ctx, sizeof(*ctx));
  if (source == NULL) return MCU_ERR_INVALID_ARGUMENT;
  uint32_t strength = 0;
  uint64_t interval = 0;
  mcu_status st = check_instantiate(hash, nonce, nonce_len, pers, pers_len, source, config,
                                    &strength, &interval);
  if (st != MCU_OK) return st;
  const bool nonce_from_source = (nonce == NULL && nonce_len == 0);
  if (!nonce_from_source && nonce_len < strength / 16) return MCU_ERR_INVALID_ARGUMENT;

  // Entropy input, then (if asked) the nonce, from the source.
  return mcucrypt::drbg::instantiate_from_source(
      *source, strength / 8, nonce_from_source ? strength / 16 : 0, nonce, nonce_len,
      [&](const uint8_t *entropy, size_t entropy_len, const uint8_t *n, size_t n_len) {
        return instantiate(ctx, hash, entropy, entropy_len, n, n_len, pers, pers_len,
                           source, config, strength, interval);
      });
}

extern "C" mcu_status mcu_hmac_drbg_reseed(mcu_hmac_drbg_ctx *ctx, const uint8_t *addin,
                                           size_t addin_len) {
  if (ctx == NULL || !valid_input(addin, addin_len)) return MCU_ERR_INVALID_ARGUMENT;
  if (!usable(ctx) || ctx->source.get == NULL) return MCU_ERR_BAD_STATE;
  if (too_long(addin_len)) return MCU_ERR_LENGTH_LIMIT;
  return reseed_from_source(ctx, addin, addin_len);
}

extern "C" mcu_status mcu_hmac_drbg_reseed_with(mcu_hmac_drbg_ctx *ctx,
                                                const uint8_t *entropy, size_t entropy_len,
                                                const uint8_t *addin, size_t addin_len) {
  if (ctx == NULL || entropy == NULL || !valid_input(addin, addin_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx)) return MCU_ERR_BAD_STATE;
  if (too_long(entropy_len) || too_long(addin_len)) return MCU_ERR_LENGTH_LIMIT;
  if (entropy_len < ctx->security_strength / 8) return MCU_ERR_INVALID_ARGUMENT;
  return reseed(ctx, entropy, entropy_len, addin, addin_len);
}

extern "C" mcu_status mcu_hmac_drbg_generate(mcu_hmac_drbg_ctx *ctx, uint8_t *out,
                                             size_t out_len, const uint8_t *addin,
                                             size_t addin_len) {
  if (ctx == NULL || out == NULL || out_len == 0 || !valid_input(addin, addin_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (out_len > MCU_HMAC_DRBG_MAX_REQUEST_BYTES || too_long(addin_len)) {
    return MCU_ERR_LENGTH_LIMIT;
  }
  memset(out, 0, out_len);  // nothing is output unless the request succeeds
  if (!usable(ctx)) return MCU_ERR_BAD_STATE;

  mcu_status st = mcucrypt::drbg::before_generate(ctx, &addin, &addin_len, reseed_from_source);
  if (st != MCU_OK) return st;

  const mcu_hash_desc *hash = ctx->hash;
  const size_t n = hash->digest_size;
  const Part data[1] = {{addin, addin_len}};
  if (addin_len != 0) {
    st = update(ctx, data, 1);
    if (st != MCU_OK) return fail(ctx, st);
  }
  // K is fixed while V is iterated: key one HMAC context and copy it.
  mcu_hmac_ctx keyed;
  mcu_hmac_ctx h;
  st = mcu_hmac_init(&keyed, hash, ctx->key, n);
  for (size_t done = 0; done < out_len && st == MCU_OK;) {
    memcpy(&h, &keyed, sizeof(h));
    st = mcu_hmac_update(&h, ctx->v, n);
    if (st == MCU_OK) st = mcu_hmac_final(&h, ctx->v, n);
    if (st == MCU_OK) {
      const size_t take = (out_len - done < n) ? out_len - done : n;
      memcpy(out + done, ctx->v, take);
      done += take;
    }
  }
  mcu_wipe(&keyed, sizeof(keyed));
  mcu_wipe(&h, sizeof(h));
  if (st == MCU_OK) st = update(ctx, data, 1);
  if (st != MCU_OK) {
    mcu_wipe(out, out_len);
    return fail(ctx, st);
  }
  ctx->reseed_counter += 1;
  return MCU_OK;
}

extern "C" mcu_status mcu_hmac_drbg_uninstantiate(mcu_hmac_drbg_ctx *ctx) {
  if (ctx == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(ctx, sizeof(*ctx));
  return MCU_OK;
}

extern "C" uint32_t mcu_hmac_drbg_security_strength(const mcu_hmac_drbg_ctx *ctx) {
  if (ctx == NULL || !usable(ctx)) return 0;
  return ctx->security_strength;
}
