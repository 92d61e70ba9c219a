// mcu_drbg_rng (mcucrypt/rng.h): HMAC_DRBG-SHA-256 (SP 800-90A Rev. 1,
// 10.1.2) at 256-bit strength behind the mcu_rng interface.
//
//   Instantiate: entropy input and nonce from the source (8.6.7), with the
//     personalization string.
//   Generate(len): in requests of at most 2^19 bits (Table 2); before a
//     request that would exceed the reseed interval, Reseed from the source
//     (9.3.1 step 6 leaves the reseed to the consuming application).
// Fails closed: if the source fails or the state is not instantiated,
// nothing of the request is output (all of out is zeroed).
#include "mcucrypt/rng.h"

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/drbg.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sha256.h"

namespace {

// Arbitrary non-zero value: a zeroed (or wiped) state never matches.
constexpr uint32_t kMagic = 0x52474e52u;  // "RNGR"

// Requests between reseeds from the source: far below SP 800-90A's 2^48, so
// a long-running device does take fresh entropy, yet rare enough that the
// source's cost does not matter.
constexpr uint64_t kReseedInterval = uint64_t{1} << 16;

bool usable(const mcu_drbg_rng *state) {
  return state->magic == kMagic && mcu_hmac_drbg_security_strength(&state->drbg) != 0;
}

// One request of at most MCU_HMAC_DRBG_MAX_REQUEST_BYTES, reseeding first
// when the interval is used up.
mcu_status generate_request(mcu_hmac_drbg_ctx *drbg, uint8_t *out, size_t len) {
  if (drbg->reseed_counter > drbg->reseed_interval) {
    const mcu_status st = mcu_hmac_drbg_reseed(drbg, NULL, 0);
    if (st != MCU_OK) return st;
  }
  return mcu_hmac_drbg_generate(drbg, out, len, NULL, 0);
}

// The mcu_rng's generate: any length, split into requests.
mcu_status drbg_rng_generate(void *ctx, uint8_t *out, size_t len) {
  mcu_drbg_rng *state = static_cast<mcu_drbg_rng *>(ctx);
  if (state == NULL || (out == NULL && len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  if (!usable(state)) {
    mcu_wipe(out, len);
    return MCU_ERR_BAD_STATE;
  }
  for (size_t done = 0; done < len;) {
    const size_t left = len - done;
    const size_t take =
        left < MCU_HMAC_DRBG_MAX_REQUEST_BYTES ? left : MCU_HMAC_DRBG_MAX_REQUEST_BYTES;
    const mcu_status st = generate_request(&state->drbg, out + done, take);
    if (st != MCU_OK) {
      mcu_wipe(out, len);
      return st;
    }
    done += take;
  }
  return MCU_OK;
}

}  // namespace

extern "C" mcu_status mcu_drbg_rng_init(mcu_drbg_rng *state, const mcu_entropy_source *source,
                                        const uint8_t *pers, size_t pers_len, mcu_rng *rng) {
  if (state == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(state, sizeof(*state));  // a failed init leaves a rejected state
  if (source == NULL || source->get == NULL || rng == NULL || (pers == NULL && pers_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_hmac_drbg_config config = {};
  config.security_strength = 256;
  config.reseed_interval = kReseedInterval;
  const mcu_status st = mcu_hmac_drbg_instantiate(&state->drbg, &mcu_sha256_desc, source, NULL,
                                                  0, pers, pers_len, &config);
  if (st != MCU_OK) {
    mcu_wipe(state, sizeof(*state));
    return st;
  }
  state->magic = kMagic;
  rng->generate = drbg_rng_generate;
  rng->ctx = state;
  return MCU_OK;
}

extern "C" void mcu_drbg_rng_wipe(mcu_drbg_rng *state) {
  if (state != NULL) mcu_wipe(state, sizeof(*state));
}
