// CTR_DRBG, NIST SP 800-90A Rev. 1 section 10.2, over a 16-byte-block cipher
// with a 16-, 24- or 32-byte key (AES), ctr_len = blocklen.
//
//   Update(provided_data):                                    (10.2.1.2)
//     temp = E(V+1) || E(V+2) || ... (seedlen bytes) ^ provided_data
//     Key = temp[0, keylen); V = temp[keylen, seedlen)
//   This is CTR mode over provided_data from counter V + 1, so the context
//   keeps V + 1 ("counter") and Update is one mcu_ctr_xor call.
//   Instantiate: Key = 0, V = 0; Update(seed_material), reseed_counter = 1
//     seed_material = df(entropy || nonce || pers)      with the df
//                   = entropy ^ (pers || 0...)           without (10.2.1.3)
//   Reseed: seed_material = df(entropy || addin) / entropy ^ addin (10.2.1.4)
//   Generate: addin' = df(addin) / addin || 0..., Update(addin') if addin;
//     output the CTR keystream from V + 1; Update(addin'); reseed_counter++
//                                                                (10.2.1.5)
//   Block_Cipher_df (10.3.2): S = L || N || input || 0x80 || 0*; temp =
//     BCC(K0, IV_0 || S) || BCC(K0, IV_1 || S) || ..., K0 = 00 01 02 ...;
//     K = temp[0, keylen), X = next block; output E_K(X), E_K(E_K(X)), ...
//   The BCC chains (2 for AES-128, 3 otherwise) read the same S: they run
//   side by side, one cipher call for all chains per block of S.
#include "mcucrypt/ctr_drbg.h"

#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/modes/block_key_internal.h"
#include "crypto/rand/drbg_common.h"
#include "crypto/modes/modes_internal.h"
#include "mcucrypt/mem.h"

namespace {

using mcucrypt::drbg::fail;
using mcucrypt::drbg::Part;
using mcucrypt::drbg::too_long;  // with the df (Table 3)
using mcucrypt::drbg::valid_input;

// Arbitrary non-zero value: a zeroed (or wiped) context never matches.
constexpr uint32_t kMagic = 0x43445242u;  // "CDRB"
constexpr size_t kOutLen = 16;
constexpr unsigned kCounterBits = 128;
constexpr size_t kMaxChains = 3;
static_assert(MCU_CTR_DRBG_MAX_SEED_SIZE <= mcucrypt::drbg::kMaxSourceBytes,
              "entropy from the source fits drbg_common's buffers");

bool cipher_usable(const mcu_block_cipher_desc *c) {
  return c != NULL && c->block_size == kOutLen && c->expand_key != NULL &&
         c->encrypt_blocks != NULL && c->decrypt_blocks != NULL &&
         (c->key_size == 16 || c->key_size == 24 || c->key_size == 32);
}

size_t seed_len(const mcu_block_cipher_desc *c) { return kOutLen + c->key_size; }

bool usable(const mcu_ctr_drbg_ctx *ctx) {
  return ctx->magic == kMagic && mcucrypt::block_key_ready(&ctx->key) &&
         cipher_usable(ctx->key.cipher);
}

// Checks cipher and config; writes the strength, interval and df choice.
mcu_status check_setup(const mcu_block_cipher_desc *cipher, const mcu_ctr_drbg_config *config,
                       uint32_t *strength, uint64_t *interval) {
  if (!cipher_usable(cipher)) return MCU_ERR_INVALID_ARGUMENT;
  const uint32_t highest = static_cast<uint32_t>(8 * cipher->key_size);
  return mcucrypt::drbg::pick_strength(config != NULL ? config->security_strength : 0,
                                       config != NULL ? config->reseed_interval : 0, highest,
                                       MCU_CTR_DRBG_MAX_RESEED_INTERVAL, strength, interval);
}

// --- Block_Cipher_df -------------------------------------------------------

struct Bcc {
  const mcu_block_key *key;
  size_t chains;
  uint8_t cv[kMaxChains * kOutLen];
  uint8_t block[kOutLen];
  size_t used;
  mcu_status st;  // the cipher's first failure; later blocks are skipped
};

void bcc_absorb(Bcc *b, const uint8_t *data, size_t len) {
  while (len != 0) {
    const size_t take = (kOutLen - b->used) < len ? (kOutLen - b->used) : len;
    memcpy(b->block + b->used, data, take);
    b->used += take;
    data += take;
    len -= take;
    if (b->used == kOutLen) {
      for (size_t j = 0; j < b->chains; ++j) {
        for (size_t i = 0; i < kOutLen; ++i) b->cv[j * kOutLen + i] ^= b->block[i];
      }
      if (b->st == MCU_OK) {
        b->st = b->key->cipher->encrypt_blocks(b->key->schedule, b->cv, b->cv, b->chains);
      }
      b->used = 0;
    }
  }
}

// out = Block_Cipher_df(parts[0] || ..., seedlen): seedlen bytes.
mcu_status block_cipher_df(const mcu_block_cipher_desc *cipher, const Part *parts,
                           size_t count, uint8_t *out) {
  const size_t keylen = cipher->key_size;
  const size_t seedlen = seed_len(cipher);
  uint64_t total = 0;
  for (size_t i = 0; i < count; ++i) total += parts[i].len;
  if (total > 0xFFFFFFFFu) return MCU_ERR_LENGTH_LIMIT;  // L is 32 bits

  uint8_t k0[32];
  for (size_t i = 0; i < keylen; ++i) k0[i] = static_cast<uint8_t>(i);
  mcu_block_key key;
  mcu_status st = mcu_block_key_init(&key, cipher, k0, keylen);
  if (st != MCU_OK) return st;

  Bcc b;
  b.key = &key;
  b.chains = (seedlen + kOutLen - 1) / kOutLen;
  b.used = 0;
  // BCC starts from a zero chaining value: the first block, IV_j = j || 0,
  // gives cv_j = E(IV_j).
  memset(b.cv, 0, sizeof(b.cv));
  for (size_t j = 0; j < b.chains; ++j) {
    mcucrypt::store_be32(b.cv + j * kOutLen, static_cast<uint32_t>(j));
  }
  b.st = cipher->encrypt_blocks(key.schedule, b.cv, b.cv, b.chains);
  uint8_t ln[8];
  mcucrypt::store_be32(ln, static_cast<uint32_t>(total));
  mcucrypt::store_be32(ln + 4, static_cast<uint32_t>(seedlen));
  bcc_absorb(&b, ln, sizeof(ln));
  for (size_t i = 0; i < count; ++i) bcc_absorb(&b, parts[i].data, parts[i].len);
  static const uint8_t kPad[kOutLen] = {0x80};
  bcc_absorb(&b, kPad, 1);
  if (b.used != 0) bcc_absorb(&b, kPad + 1, kOutLen - b.used);

  // K = temp[0, keylen), X = temp[keylen, keylen + 16); then X = E_K(X).
  st = b.st;
  if (st == MCU_OK) st = mcu_block_key_init(&key, cipher, b.cv, keylen);
  if (st == MCU_OK) {
    uint8_t x[kOutLen];
    memcpy(x, b.cv + keylen, kOutLen);
    for (size_t done = 0; done < seedlen && st == MCU_OK; done += kOutLen) {
      st = cipher->encrypt_blocks(key.schedule, x, x, 1);
      const size_t take = (seedlen - done) < kOutLen ? (seedlen - done) : kOutLen;
      memcpy(out + done, x, take);
    }
    mcu_wipe(x, sizeof(x));
  }
  mcu_block_key_wipe(&key);
  mcu_wipe(&b, sizeof(b));
  mcu_wipe(k0, sizeof(k0));
  return st;
}

// --- The DRBG mechanism ------------------------------------------------------

// CTR_DRBG_Update with provided_data = seed (seedlen bytes).
mcu_status update(mcu_ctr_drbg_ctx *ctx, const uint8_t *seed) {
  const mcu_block_cipher_desc *cipher = ctx->key.cipher;
  const size_t keylen = cipher->key_size;
  const size_t seedlen = seed_len(cipher);
  uint8_t temp[MCU_CTR_DRBG_MAX_SEED_SIZE];
  mcu_status st =
      mcucrypt::modes::ctr_xor(&ctx->key, ctx->counter, kCounterBits, seed, seedlen, temp);
  if (st == MCU_OK) st = mcu_block_key_init(&ctx->key, cipher, temp, keylen);
  if (st == MCU_OK) {
    // counter = V + 1, V = temp[keylen, seedlen): a 128-bit increment with
    // the carry as arithmetic (V is secret).
    uint32_t carry = 1;
    for (size_t i = kOutLen; i-- > 0;) {
      const uint32_t sum = static_cast<uint32_t>(temp[keylen + i]) + carry;
      ctx->counter[i] = static_cast<uint8_t>(sum);
      carry = sum >> 8;
    }
  }
  mcu_wipe(temp, sizeof(temp));
  return st;
}

// The seed material from parts: df(parts) or, without the df, parts[0]
// (entropy, seedlen bytes, or none) ^ (parts[1] || 0...).
mcu_status seed_material(const mcu_block_cipher_desc *cipher, bool use_df, const Part *parts,
                         size_t count, uint8_t *seed) {
  if (use_df) return block_cipher_df(cipher, parts, count, seed);
  const size_t seedlen = seed_len(cipher);
  memset(seed, 0, seedlen);
  for (size_t i = 0; i < count; ++i) {
    for (size_t j = 0; j < parts[i].len; ++j) seed[j] ^= parts[i].data[j];
  }
  return MCU_OK;
}

// Bytes of entropy input taken from a source.
size_t entropy_bytes(const mcu_block_cipher_desc *cipher, bool use_df, uint32_t strength) {
  return use_df ? strength / 8 : seed_len(cipher);
}

// Length rules of the optional inputs: pers / addin.
mcu_status check_optional(const mcu_block_cipher_desc *cipher, bool use_df, size_t len) {
  if (use_df ? too_long(len) : len > seed_len(cipher)) return MCU_ERR_LENGTH_LIMIT;
  return MCU_OK;
}

mcu_status check_instantiate(const mcu_block_cipher_desc *cipher, const uint8_t *nonce,
                             size_t nonce_len, const uint8_t *pers, size_t pers_len,
                             const mcu_entropy_source *source,
                             const mcu_ctr_drbg_config *config, uint32_t *strength,
                             uint64_t *interval) {
  mcu_status st = mcucrypt::drbg::check_instantiate_inputs(
      nonce, nonce_len, pers, pers_len, source,
      config != NULL && config->prediction_resistance != 0);
  if (st == MCU_OK) st = check_setup(cipher, config, strength, interval);
  if (st != MCU_OK) return st;
  const bool use_df = config == NULL || config->no_derivation_function == 0;
  if (too_long(nonce_len)) return MCU_ERR_LENGTH_LIMIT;
  return check_optional(cipher, use_df, pers_len);
}

mcu_status instantiate(mcu_ctr_drbg_ctx *ctx, const mcu_block_cipher_desc *cipher,
                       const uint8_t *entropy, size_t entropy_len, const uint8_t *nonce,
                       size_t nonce_len, const uint8_t *pers, size_t pers_len,
                       const mcu_entropy_source *source, const mcu_ctr_drbg_config *config,
                       uint32_t strength, uint64_t interval) {
  const bool use_df = config == NULL || config->no_derivation_function == 0;
  uint8_t seed[MCU_CTR_DRBG_MAX_SEED_SIZE];
  // Without the df the nonce is not used (10.2.1.3.1).
  const Part df_parts[3] = {{entropy, entropy_len}, {nonce, nonce_len}, {pers, pers_len}};
  const Part raw_parts[2] = {{entropy, entropy_len}, {pers, pers_len}};
  mcu_status st = use_df ? seed_material(cipher, true, df_parts, 3, seed)
                         : seed_material(cipher, false, raw_parts, 2, seed);
  if (st == MCU_OK) {
    // Key = 0^keylen, V = 0^128: counter = V + 1.
    const uint8_t zero_key[32] = {0};
    st = mcu_block_key_init(&ctx->key, cipher, zero_key, cipher->key_size);
    memset(ctx->counter, 0, sizeof(ctx->counter));
    ctx->counter[kOutLen - 1] = 1;
  }
  if (st == MCU_OK) st = update(ctx, seed);
  mcu_wipe(seed, sizeof(seed));
  if (st != MCU_OK) return fail(ctx, st);
  if (source != NULL) ctx->source = *source;
  ctx->reseed_counter = 1;
  ctx->reseed_interval = interval;
  ctx->security_strength = strength;
  ctx->prediction_resistance =
      (config != NULL && config->prediction_resistance != 0) ? 1u : 0u;
  ctx->use_df = use_df ? 1u : 0u;
  ctx->magic = kMagic;
  return MCU_OK;
}

mcu_status reseed(mcu_ctr_drbg_ctx *ctx, const uint8_t *entropy, size_t entropy_len,
                  const uint8_t *addin, size_t addin_len) {
  uint8_t seed[MCU_CTR_DRBG_MAX_SEED_SIZE];
  const Part parts[2] = {{entropy, entropy_len}, {addin, addin_len}};
  mcu_status st = seed_material(ctx->key.cipher, ctx->use_df != 0, parts, 2, seed);
  if (st == MCU_ERR_LENGTH_LIMIT) {
    mcu_wipe(seed, sizeof(seed));
    return st;  // nothing changed yet
  }
  if (st == MCU_OK) st = update(ctx, seed);
  mcu_wipe(seed, sizeof(seed));
  if (st != MCU_OK) return fail(ctx, st);
  ctx->reseed_counter = 1;
  return MCU_OK;
}

mcu_status reseed_from_source(mcu_ctr_drbg_ctx *ctx, const uint8_t *addin, size_t addin_len) {
  const size_t len = entropy_bytes(ctx->key.cipher, ctx->use_df != 0, ctx->security_strength);
  return mcucrypt::drbg::reseed_from_source(ctx, len, addin, addin_len, reseed);
}

}  // namespace

extern "C" mcu_status mcu_ctr_drbg_instantiate_with(
    mcu_ctr_drbg_ctx *ctx, const mcu_block_cipher_desc *cipher, const uint8_t *entropy,
    size_t entropy_len, const uint8_t *nonce, size_t nonce_len, const uint8_t *pers,
    size_t pers_len, const mcu_entropy_source *source, const mcu_ctr_drbg_config *config) {
  if (ctx == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(ctx, sizeof(*ctx));  // a failed instantiate leaves a rejected context
  if (entropy == NULL) return MCU_ERR_INVALID_ARGUMENT;
  uint32_t strength = 0;
  uint64_t interval = 0;
  const mcu_status st = check_instantiate(cipher, nonce, nonce_len, pers, pers_len, source,
                                          config, &strength, &interval);
  if (st != MCU_OK) return st;
  const bool use_df = config == NULL || config->no_derivation_function == 0;
  if (use_df) {
    if (too_long(entropy_len)) return MCU_ERR_LENGTH_LIMIT;
    // 8.6.3 / 8.6.7: entropy >= strength, nonce >= strength / 2.
    if (entropy_len < strength / 8 || nonce_len < strength / 16) {
      return MCU_ERR_INVALID_ARGUMENT;
    }
  } else if (entropy_len != seed_len(cipher)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return instantiate(ctx, cipher, entropy, entropy_len, nonce, nonce_len, pers, pers_len,
                     source, config, strength, interval);
}

extern "C" mcu_status mcu_ctr_drbg_instantiate(mcu_ctr_drbg_ctx *ctx,
                                               const mcu_block_cipher_desc *cipher,
                                               const mcu_entropy_source *source,
                                               const uint8_t *nonce, size_t nonce_len,
                                               const uint8_t *pers, size_t pers_len,
                                               const mcu_ctr_drbg_config *config) {
  if (ctx == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(ctx, sizeof(*ctx));
  if (source == NULL) return MCU_ERR_INVALID_ARGUMENT;
  uint32_t strength = 0;
  uint64_t interval = 0;
  mcu_status st = check_instantiate(cipher, nonce, nonce_len, pers, pers_len, source, config,
                                    &strength, &interval);
  if (st != MCU_OK) return st;
  const bool use_df = config == NULL || config->no_derivation_function == 0;
  const bool nonce_from_source = use_df && nonce == NULL && nonce_len == 0;
  if (use_df && !nonce_from_source && nonce_len < strength / 16) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return mcucrypt::drbg::instantiate_from_source(
      *source, entropy_bytes(cipher, use_df, strength), nonce_from_source ? strength / 16 : 0,
      nonce, nonce_len,
      [&](const uint8_t *entropy, size_t entropy_len, const uint8_t *n, size_t n_len) {
        return instantiate(ctx, cipher, entropy, entropy_len, n, n_len, pers, pers_len,
                           source, config, strength, interval);
      });
}

extern "C" mcu_status mcu_ctr_drbg_reseed(mcu_ctr_drbg_ctx *ctx, const uint8_t *addin,
                                          size_t addin_len) {
  if (ctx == NULL || !valid_input(addin, addin_len)) return MCU_ERR_INVALID_ARGUMENT;
  if (!usable(ctx) || ctx->source.get == NULL) return MCU_ERR_BAD_STATE;
  const mcu_status st = check_optional(ctx->key.cipher, ctx->use_df != 0, addin_len);
  if (st != MCU_OK) return st;
  return reseed_from_source(ctx, addin, addin_len);
}

extern "C" mcu_status mcu_ctr_drbg_reseed_with(mcu_ctr_drbg_ctx *ctx, const uint8_t *entropy,
                                               size_t entropy_len, const uint8_t *addin,
                                               size_t addin_len) {
  if (ctx == NULL || entropy == NULL || !valid_input(addin, addin_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx)) return MCU_ERR_BAD_STATE;
  const mcu_status st = check_optional(ctx->key.cipher, ctx->use_df != 0, addin_len);
  if (st != MCU_OK) return st;
  if (ctx->use_df != 0) {
    if (too_long(entropy_len)) return MCU_ERR_LENGTH_LIMIT;
    if (entropy_len < ctx->security_strength / 8) return MCU_ERR_INVALID_ARGUMENT;
  } else if (entropy_len != seed_len(ctx->key.cipher)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return reseed(ctx, entropy, entropy_len, addin, addin_len);
}

extern "C" mcu_status mcu_ctr_drbg_generate(mcu_ctr_drbg_ctx *ctx, uint8_t *out,
                                            size_t out_len, const uint8_t *addin,
                                            size_t addin_len) {
  if (ctx == NULL || out == NULL || out_len == 0 || !valid_input(addin, addin_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (out_len > MCU_CTR_DRBG_MAX_REQUEST_BYTES) return MCU_ERR_LENGTH_LIMIT;
  memset(out, 0, out_len);  // nothing is output unless the request succeeds
  if (!usable(ctx)) return MCU_ERR_BAD_STATE;
  mcu_status st = check_optional(ctx->key.cipher, ctx->use_df != 0, addin_len);
  if (st != MCU_OK) return st;

  st = mcucrypt::drbg::before_generate(ctx, &addin, &addin_len, reseed_from_source);
  if (st != MCU_OK) return st;

  const mcu_block_cipher_desc *cipher = ctx->key.cipher;
  uint8_t seed[MCU_CTR_DRBG_MAX_SEED_SIZE] = {0};
  if (addin_len != 0) {
    const Part parts[1] = {{addin, addin_len}};
    st = seed_material(cipher, ctx->use_df != 0, parts, 1, seed);
    if (st == MCU_ERR_LENGTH_LIMIT) return st;
    if (st == MCU_OK) st = update(ctx, seed);
  }
  if (st == MCU_OK) {
    st = mcucrypt::modes::ctr_xor(&ctx->key, ctx->counter, kCounterBits, out, out_len, out);
  }
  if (st == MCU_OK) st = update(ctx, seed);
  mcu_wipe(seed, sizeof(seed));
  if (st != MCU_OK) {
    mcu_wipe(out, out_len);
    return fail(ctx, st);
  }
  ctx->reseed_counter += 1;
  return MCU_OK;
}

extern "C" mcu_status mcu_ctr_drbg_uninstantiate(mcu_ctr_drbg_ctx *ctx) {
  if (ctx == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(ctx, sizeof(*ctx));
  return MCU_OK;
}

extern "C" uint32_t mcu_ctr_drbg_security_strength(const mcu_ctr_drbg_ctx *ctx) {
  if (ctx == NULL || !usable(ctx)) return 0;
  return ctx->security_strength;
}
