// Ed448 and Ed448ph (RFC 8032 section 5.2) over SHAKE256 and the build's
// Edwards448 multiplication (mcu_ed448_mul, with the portable code behind
// a backend that answers MCU_ERR_UNSUPPORTED). Scalars mod L go
// bit-serially (scalar_bitserial.h), 57 bytes as the RFC encodes them.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mcucrypt/rng.h"
#include "crypto/curve25519/scalar_bitserial.h"
#include "crypto/curve448/ge448.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sha3.h"

namespace {

constexpr size_t kN = 57;   // bytes of keys, scalars and each signature half
constexpr size_t kWords = 15;  // words of a 57-byte scalar

// L = 2^446 - 13818066809895115352007386748515426880336692474882178609894547503885.
constexpr uint32_t kL[kWords] = {0xAB5844F3u, 0x2378C292u, 0x8DC58F55u, 0x216CC272u, 0xAED63690u,
                                 0xC44EDB49u, 0x7CCA23E9u, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                                 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0x3FFFFFFFu, 0x00000000u};

// dom4(F, C) of section 5.2: always present.
struct Dom {
  uint8_t phflag;
  const uint8_t *ctx;
  size_t ctx_len;
};

// SHAKE256(dom4 || a || b || c, 114) mod L.
mcu_status HashToScalar(uint8_t out[kN], const Dom &dom, const uint8_t *a, size_t a_len,
                        const uint8_t *b, size_t b_len, const uint8_t *c, size_t c_len) {
  static const char kPrefix[] = "SigEd448";
  const uint8_t f[2] = {dom.phflag, static_cast<uint8_t>(dom.ctx_len)};
  mcu_shake256_ctx h;
  uint8_t digest[2 * kN];
  mcu_status st = mcu_shake256_init(&h);
  if (st == MCU_OK) st = mcu_shake256_update(&h, kPrefix, sizeof kPrefix - 1);
  if (st == MCU_OK) st = mcu_shake256_update(&h, f, 2);
  if (st == MCU_OK) st = mcu_shake256_update(&h, dom.ctx, dom.ctx_len);
  if (st == MCU_OK) st = mcu_shake256_update(&h, a, a_len);
  if (st == MCU_OK) st = mcu_shake256_update(&h, b, b_len);
  if (st == MCU_OK) st = mcu_shake256_update(&h, c, c_len);
  if (st == MCU_OK) st = mcu_shake256_squeeze(&h, digest, sizeof digest);
  mcu_shake256_final(&h);
  if (st == MCU_OK) mcucrypt::scalar::reduce_bytes<kWords, 29>(out, kN, digest, sizeof digest, kL);
  mcu_wipe(&h, sizeof h);
  mcu_wipe(digest, sizeof digest);
  return st;
}

mcu_status MulBase(uint8_t q[kN], const uint8_t k[kN]) {
  mcu_status st = mcu_ed448_mul.mul_base(&mcu_ed448_mul, q, k, NULL);
  if (st == MCU_ERR_UNSUPPORTED) {
    st = mcu_ed448_mul_ct_portable.mul_base(&mcu_ed448_mul_ct_portable, q, k, NULL);
  }
  return st;
}

mcu_status MulAdd(uint8_t r[kN], const uint8_t u1[kN], const uint8_t u2[kN],
                  const uint8_t p[kN]) {
  mcu_status st = mcu_ed448_mul.mul_add(&mcu_ed448_mul, r, u1, u2, p, NULL);
  if (st == MCU_ERR_UNSUPPORTED) {
    st = mcu_ed448_mul_ct_portable.mul_add(&mcu_ed448_mul_ct_portable, r, u1, u2, p, NULL);
  }
  return st;
}

// Section 5.2.5: h = SHAKE256(priv, 114); s = clamped first half, reduced
// mod L (s B is the same point); prefix = second half; A = s B.
struct Expanded {
  uint8_t h[2 * kN];
  uint8_t s[kN];
  uint8_t pub[kN];
};

mcu_status Expand(Expanded *e, const uint8_t priv[kN]) {
  mcu_status st = mcu_shake256(priv, kN, e->h, sizeof e->h);
  if (st != MCU_OK) return st;
  uint8_t clamped[kN];
  memcpy(clamped, e->h, kN);
  clamped[0] &= 252;
  clamped[55] |= 128;
  clamped[56] = 0;
  mcucrypt::scalar::reduce_bytes<kWords, kWords>(e->s, kN, clamped, kN, kL);
  mcu_wipe(clamped, sizeof clamped);
  return MulBase(e->pub, e->s);
}

// Section 5.2.6.
mcu_status Sign(uint8_t sig[2 * kN], const uint8_t priv[kN], const Dom &dom, const uint8_t *msg,
                size_t msg_len) {
  Expanded e;
  uint8_t r[kN], k[kN];
  mcu_status st = Expand(&e, priv);
  if (st == MCU_OK) st = HashToScalar(r, dom, e.h + kN, kN, msg, msg_len, NULL, 0);
  if (st == MCU_OK) st = MulBase(sig, r);
  if (st == MCU_OK) st = HashToScalar(k, dom, sig, kN, e.pub, kN, msg, msg_len);
  if (st == MCU_OK) mcucrypt::scalar::mul_add<kWords>(sig + kN, kN, k, e.s, r, kL);
  if (st != MCU_OK) mcu_wipe(sig, 2 * kN);
  mcu_wipe(&e, sizeof e);
  mcu_wipe(r, sizeof r);
  mcu_wipe(k, sizeof k);
  return st;
}

// Section 5.2.7, cofactorless: the encoding of [S]B + [k](-A) against R's
// bytes.
mcu_status Verify(const uint8_t sig[2 * kN], const uint8_t pub[kN], const Dom &dom,
                  const uint8_t *msg, size_t msg_len) {
  if (!mcucrypt::scalar::less_than<kWords>(sig + kN, kN, kL)) return MCU_ERR_INVALID_SIGNATURE;
  mcucrypt::curve448::Ge a;
  if (!mcucrypt::curve448::ge_decode(&a, pub)) return MCU_ERR_INVALID_KEY;
  uint8_t neg[kN];
  memcpy(neg, pub, kN);
  if (!mcucrypt::curve448::fe_is_zero_mask(&a.x)) neg[56] ^= 0x80;  // -(x, y) = (-x, y)
  uint8_t k[kN], check[kN];
  mcu_status st = HashToScalar(k, dom, sig, kN, pub, kN, msg, msg_len);
  if (st == MCU_OK) st = MulAdd(check, sig + kN, k, neg);
  if (st != MCU_OK) return st;
  return memcmp(check, sig, kN) == 0 ? MCU_OK : MCU_ERR_INVALID_SIGNATURE;
}

bool Ok(const uint8_t *p, size_t len) { return p != NULL || len == 0; }

bool CtxOk(const uint8_t *ctx, size_t len) { return Ok(ctx, len) && len <= MCU_ED448_MAX_CONTEXT; }

}  // namespace

extern "C" {

mcu_status mcu_ed448_public_key(uint8_t pub[kN], const uint8_t priv[kN]) {
  if (pub == NULL || priv == NULL) return MCU_ERR_INVALID_ARGUMENT;
  Expanded e;
  const mcu_status st = Expand(&e, priv);
  if (st == MCU_OK) {
    memcpy(pub, e.pub, kN);
  } else {
    mcu_wipe(pub, kN);
  }
  mcu_wipe(&e, sizeof e);
  return st;
}

mcu_status mcu_ed448_keygen(uint8_t priv[kN], uint8_t pub[kN], const mcu_rng *rng) {
  if (priv == NULL || pub == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_status st = mcu_rng_generate(rng, priv, kN);
  if (st == MCU_OK) st = mcu_ed448_public_key(pub, priv);
  if (st != MCU_OK) {
    mcu_wipe(priv, kN);
    mcu_wipe(pub, kN);
  }
  return st;
}

mcu_status mcu_ed448_sign(uint8_t sig[2 * kN], const uint8_t priv[kN], const uint8_t *ctx,
                          size_t ctx_len, const uint8_t *msg, size_t msg_len) {
  if (sig == NULL || priv == NULL || !Ok(msg, msg_len) || !CtxOk(ctx, ctx_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return Sign(sig, priv, Dom{0, ctx, ctx_len}, msg, msg_len);
}

mcu_status mcu_ed448_verify(const uint8_t sig[2 * kN], const uint8_t pub[kN], const uint8_t *ctx,
                            size_t ctx_len, const uint8_t *msg, size_t msg_len) {
  if (sig == NULL || pub == NULL || !Ok(msg, msg_len) || !CtxOk(ctx, ctx_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return Verify(sig, pub, Dom{0, ctx, ctx_len}, msg, msg_len);
}

mcu_status mcu_ed448ph_sign(uint8_t sig[2 * kN], const uint8_t priv[kN], const uint8_t *ctx,
                            size_t ctx_len, const uint8_t digest[64]) {
  if (sig == NULL || priv == NULL || digest == NULL || !CtxOk(ctx, ctx_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return Sign(sig, priv, Dom{1, ctx, ctx_len}, digest, 64);
}

mcu_status mcu_ed448ph_verify(const uint8_t sig[2 * kN], const uint8_t pub[kN],
                              const uint8_t *ctx, size_t ctx_len, const uint8_t digest[64]) {
  if (sig == NULL || pub == NULL || digest == NULL || !CtxOk(ctx, ctx_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return Verify(sig, pub, Dom{1, ctx, ctx_len}, digest, 64);
}

}  // extern "C"
