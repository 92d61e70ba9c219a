// RFC 6979 section 3.2 for DSA, steps named as there (V, K, T).
#include <string.h>

#include "crypto/bignum/bignum.h"
#include "crypto/dsa/dsa_internal.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace dsa {

namespace {

// K = HMAC_K(V || sep [|| x || h1]) (steps d, f, h.3), then V = HMAC_K(V)
// (steps e, g).
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
                        const uint8_t *h1, size_t qlen) {
  g->hash = hash;
  g->started = false;
  memset(g->v, 0x01, sizeof(g->v));  // b
  memset(g->k, 0x00, sizeof(g->k));  // c
  mcu_status st = rekey(g, 0x00, x, h1, qlen);      // d, e
  if (st == MCU_OK) st = rekey(g, 0x01, x, h1, qlen);  // f, g
  return st;
}

mcu_status rfc6979_next(Rfc6979 *g, const Domain &d, uint32_t *k) {
  const size_t hlen = g->hash->digest_size;
  uint8_t t[MCU_DSA_MAX_Q_BYTES + MCU_HASH_MAX_DIGEST_SIZE];
  mcu_status st = MCU_OK;
  for (;;) {
    if (g->started) st = rekey(g, 0x00, nullptr, nullptr, 0);  // h.3
    g->started = true;
    // h.2: T = V1 || V2 || ... until it has qlen bits.
    size_t tlen = 0;
    while (st == MCU_OK && tlen < d.qlen) {
      st = mcu_hmac(g->hash, g->k, hlen, g->v, hlen, g->v, hlen);
      memcpy(t + tlen, g->v, hlen);
      tlen += hlen;
    }
    if (st != MCU_OK) break;
    // k = bits2int(T) (N is a whole number of bytes), used if 0 < k < q;
    // a refused candidate is thrown away, so the branch shows nothing.
    bn::from_be(k, d.qw, t, d.qlen);
    if (bn::declassify(~bn::is_zero_mask(k, d.qw) & bn::lt_mask(k, d.q, d.qw)) != 0) break;
  }
  mcu_wipe(t, sizeof(t));
  if (st != MCU_OK) mcu_wipe(k, d.qw * sizeof(uint32_t));
  return st;
}

}  // namespace dsa
}  // namespace mcucrypt
