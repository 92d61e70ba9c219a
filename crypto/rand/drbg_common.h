// What HMAC_DRBG and CTR_DRBG (SP 800-90A Rev. 1) share: input rules,
// security strengths, entropy from the source and the reseed /
// prediction-resistance flow. Internal to crypto/rand. The Ctx templates
// take either context: both have source, security_strength,
// prediction_resistance, reseed_counter and reseed_interval.
#ifndef MCUCRYPT_CRYPTO_RAND_DRBG_COMMON_H_
#define MCUCRYPT_CRYPTO_RAND_DRBG_COMMON_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/drbg.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/status.h"

namespace mcucrypt {
namespace drbg {

// One piece of a concatenated input.
struct Part {
  const uint8_t *data;
  size_t len;
};

// SP 800-90A Tables 2 and 3: entropy input, nonce, personalization string
// and additional input are at most 2^35 bits.
constexpr uint64_t kMaxInputBytes = uint64_t{1} << 32;

// The most the source is asked for at once: CTR_DRBG's 48-byte seed
// without the df, or 32 bytes of entropy plus a 16-byte nonce.
constexpr size_t kMaxSourceBytes = 48;

inline bool too_long(size_t len) { return static_cast<uint64_t>(len) > kMaxInputBytes; }

// (data, len) is a valid optional input: NULL only when empty.
inline bool valid_input(const uint8_t *data, size_t len) { return data != NULL || len == 0; }

// The strength and reseed interval to use from the configured ones (0:
// defaults, the highest the mechanism has and max_interval); the strength
// is rounded up to one SP 800-90A section 8.4 names.
inline mcu_status pick_strength(uint32_t requested, uint64_t reseed_interval,
                                uint32_t highest, uint64_t max_interval,
                                uint32_t *strength, uint64_t *interval) {
  if (requested == 0) requested = highest;
  if (requested > 256) return MCU_ERR_INVALID_ARGUMENT;
  if (requested <= 112) {
    requested = 112;
  } else if (requested <= 128) {
    requested = 128;
  } else if (requested <= 192) {
    requested = 192;
  } else {
    requested = 256;
  }
  if (requested > highest) return MCU_ERR_UNSUPPORTED;
  if (reseed_interval == 0) reseed_interval = max_interval;
  if (reseed_interval > max_interval) return MCU_ERR_INVALID_ARGUMENT;
  *strength = requested;
  *interval = reseed_interval;
  return MCU_OK;
}

// The instantiate argument checks both mechanisms make first.
inline mcu_status check_instantiate_inputs(const uint8_t *nonce, size_t nonce_len,
                                           const uint8_t *pers, size_t pers_len,
                                           const mcu_entropy_source *source,
                                           bool prediction_resistance) {
  if (!valid_input(nonce, nonce_len) || !valid_input(pers, pers_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (source != NULL && source->get == NULL) return MCU_ERR_INVALID_ARGUMENT;
  if (prediction_resistance && source == NULL) return MCU_ERR_INVALID_ARGUMENT;
  return MCU_OK;
}

// len bytes from the source; out is wiped if it fails.
inline mcu_status source_get(const mcu_entropy_source &source, uint8_t *out, size_t len) {
  if (source.get == NULL) return MCU_ERR_BAD_STATE;
  if (source.get(source.ctx, out, len) != MCU_OK) {
    mcu_wipe(out, len);
    return MCU_ERR_RNG_FAILED;
  }
  return MCU_OK;
}

// Fails the context after a primitive's error: it is wiped and rejected.
template <typename Ctx>
mcu_status fail(Ctx *ctx, mcu_status st) {
  mcu_wipe(ctx, sizeof(*ctx));
  return st;
}

// Takes entropy_len bytes of entropy input from source, then source_nonce_len
// bytes of nonce in place of (nonce, nonce_len) if that is non-zero, and
// calls instantiate(entropy, entropy_len, nonce, nonce_len).
template <typename Instantiate>
mcu_status instantiate_from_source(const mcu_entropy_source &source, size_t entropy_len,
                                   size_t source_nonce_len, const uint8_t *nonce,
                                   size_t nonce_len, Instantiate instantiate) {
  uint8_t buffer[kMaxSourceBytes];
  const size_t total = entropy_len + source_nonce_len;
  if (total > sizeof(buffer)) return MCU_ERR_INVALID_ARGUMENT;  // not reached
  mcu_status st = source_get(source, buffer, total);
  if (st == MCU_OK) {
    if (source_nonce_len != 0) {
      nonce = buffer + entropy_len;
      nonce_len = source_nonce_len;
    }
    st = instantiate(buffer, entropy_len, nonce, nonce_len);
  }
  mcu_wipe(buffer, sizeof(buffer));
  return st;
}

// Reseeds from ctx->source with entropy_len bytes and addin through
// reseed(ctx, entropy, entropy_len, addin, addin_len); the state is
// unchanged if the source fails.
template <typename Ctx, typename Reseed>
mcu_status reseed_from_source(Ctx *ctx, size_t entropy_len, const uint8_t *addin,
                              size_t addin_len, Reseed reseed) {
  uint8_t entropy[kMaxSourceBytes];
  if (entropy_len > sizeof(entropy)) return MCU_ERR_BAD_STATE;  // not reached
  mcu_status st = source_get(ctx->source, entropy, entropy_len);
  if (st == MCU_OK) st = reseed(ctx, entropy, entropy_len, addin, addin_len);
  mcu_wipe(entropy, sizeof(entropy));
  return st;
}

// Generate's first steps: with prediction resistance, reseed from the
// source with the additional input and go on without it (9.3.1 steps 7-9);
// otherwise a spent reseed counter means a reseed is required.
template <typename Ctx, typename ReseedFromSource>
mcu_status before_generate(Ctx *ctx, const uint8_t **addin, size_t *addin_len,
                           ReseedFromSource reseed_from_source) {
  if (ctx->prediction_resistance != 0) {
    const mcu_status st = reseed_from_source(ctx, *addin, *addin_len);
    if (st != MCU_OK) return st;
    *addin = NULL;
    *addin_len = 0;
  } else if (ctx->reseed_counter > ctx->reseed_interval) {
    return MCU_ERR_BAD_STATE;  // reseed required
  }
  return MCU_OK;
}

}  // namespace drbg
}  // namespace mcucrypt

#endif  // MCUCRYPT_CRYPTO_RAND_DRBG_COMMON_H_
