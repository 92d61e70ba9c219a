// RFC 6979 section 3.2, steps named as there (V, K, T), over HMAC with the
// signing hash.
#include "crypto/common/rfc6979.h"

#include <string.h>

#include "mcucrypt/hmac.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {

namespace {

// K = HMAC_K(V || sep || x || h1) (steps d, f) or HMAC_K(V || sep) (step
// h.3: x == NULL), then V = HMAC_K(V) (steps e, g).
mcu_status rekey(Rfc6979 *g, uint8_t sep, const uint8_t *x, const uint8_t *h1, size_t len) {
  const size_t hlen = g->hash->digest_size;
  mcu_hmac_ctx ctx;
  mcu_status st = mcu_hmac_init(&ctx, g->hash, g->k, hlen);
  if (st == MCU_OK) st = mcu_hmac_update(&ctx, g->v, hlen);
  if (st == MCU_OK) st = mcu_hmac_update(&ctx, &sep, 1);
  if (st == MCU_OK && x != nullptr) st = mcu_hmac_update(&ctx, x, len);
  if (st == MCU_OK && x != nullptr) st = mcu_hmac_update(&ctx, h1, len);
  if (st == MCU_OK) st = mcu_hmac_final(&ctx, g->k, hlen);
  if (st == MCU_OK) st = mcu_hmac(g->hash, g->k, hlen, g->v, hlen, g->v, hlen);
  mcu_wipe(&ctx, sizeof(ctx));
  return st;
}

}  // namespace

mcu_status rfc6979_init(Rfc6979 *g, const mcu_hash_desc *hash, const uint8_t *x,
                        const uint8_t *h1, size_t rlen) {
  if (g == nullptr || x == nullptr || h1 == nullptr || rlen == 0 || hash == nullptr ||
      hash->digest_size == 0 || hash->digest_size > MCU_HASH_MAX_DIGEST_SIZE) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  g->hash = hash;
  g->started = false;
  memset(g->v, 0x01, sizeof(g->v));  // b
  memset(g->k, 0x00, sizeof(g->k));  // c
  mcu_status st = rekey(g, 0x00, x, h1, rlen);      // d, e
  if (st == MCU_OK) st = rekey(g, 0x01, x, h1, rlen);  // f, g
  return st;
}

mcu_status rfc6979_next(Rfc6979 *g, uint8_t *t, size_t rlen) {
  if (g == nullptr || g->hash == nullptr || t == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  const size_t hlen = g->hash->digest_size;
  mcu_status st = MCU_OK;
  if (g->started) st = rekey(g, 0x00, nullptr, nullptr, 0);  // h.3
  g->started = true;
  // h.2: T = V1 || V2 || ... until it has qlen bits (the last V's tail
  // lies beyond them and is not kept).
  for (size_t tlen = 0; st == MCU_OK && tlen < rlen; tlen += hlen) {
    st = mcu_hmac(g->hash, g->k, hlen, g->v, hlen, g->v, hlen);
    memcpy(t + tlen, g->v, rlen - tlen < hlen ? rlen - tlen : hlen);
  }
  if (st != MCU_OK) mcu_wipe(t, rlen);
  return st;
}

void rfc6979_wipe(Rfc6979 *g) { mcu_wipe(g, sizeof(*g)); }

}  // namespace mcucrypt
