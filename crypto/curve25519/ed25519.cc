// Ed25519, Ed25519ctx and Ed25519ph (RFC 8032 section 5.1) over SHA-512 and
// the build's Edwards25519 multiplication (mcu_ed25519_mul, with the
// portable code behind a backend that answers MCU_ERR_UNSUPPORTED).
// Scalars mod L by Barrett reduction (scalar_barrett.h).
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "crypto/curve25519/ge25519.h"
#include "mcucrypt/rng.h"
#include "crypto/curve25519/ed25519_order.h"
#include "crypto/curve25519/scalar_barrett.h"
#include "crypto/curve25519/scalar_bitserial.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sha512.h"

namespace {

using mcucrypt::curve25519::kModL;

// dom2(F, C) of section 5.1: empty for pure Ed25519.
struct Dom {
  bool present;
  uint8_t phflag;
  const uint8_t *ctx;
  size_t ctx_len;
};

constexpr Dom kPure = {false, 0, NULL, 0};

mcu_status HashStart(mcu_sha512_ctx *h, const Dom &dom) {
  mcu_status st = mcu_sha512_init(h);
  if (st != MCU_OK || !dom.present) return st;
  static const char kPrefix[] = "SigEd25519 no Ed25519 collisions";
  const uint8_t f[2] = {dom.phflag, static_cast<uint8_t>(dom.ctx_len)};
  st = mcu_sha512_update(h, kPrefix, sizeof kPrefix - 1);
  if (st == MCU_OK) st = mcu_sha512_update(h, f, 2);
  if (st == MCU_OK) st = mcu_sha512_update(h, dom.ctx, dom.ctx_len);
  return st;
}

// SHA-512(dom2 || a || b || c) mod L; b or c may be empty.
mcu_status HashToScalar(uint8_t out[32], const Dom &dom, const uint8_t *a, size_t a_len,
                        const uint8_t *b, size_t b_len, const uint8_t *c, size_t c_len) {
  mcu_sha512_ctx h;
  uint8_t digest[64];
  mcu_status st = HashStart(&h, dom);
  if (st == MCU_OK) st = mcu_sha512_update(&h, a, a_len);
  if (st == MCU_OK) st = mcu_sha512_update(&h, b, b_len);
  if (st == MCU_OK) st = mcu_sha512_update(&h, c, c_len);
  if (st == MCU_OK) st = mcu_sha512_final(&h, digest);
  if (st == MCU_OK) mcucrypt::scalar::reduce_bytes_barrett<8>(out, digest, 64, kModL);
  mcu_wipe(&h, sizeof h);
  mcu_wipe(digest, sizeof digest);
  return st;
}

// mul: the build's mcu_ed25519_mul, or the caller's (the _with forms).
mcu_status MulBase(const mcu_ec_mul_desc *mul, uint8_t q[32], const uint8_t k[32]) {
  mcu_status st = mul->mul_base(mul, q, k, NULL);
  if (st == MCU_ERR_UNSUPPORTED) {
    st = mcu_ed25519_mul_ct_portable.mul_base(&mcu_ed25519_mul_ct_portable, q, k, NULL);
  }
  return st;
}

mcu_status MulAdd(const mcu_ec_mul_desc *mul, uint8_t r[32], const uint8_t u1[32],
                  const uint8_t u2[32], const uint8_t p[32]) {
  mcu_status st = mul->mul_add(mul, r, u1, u2, p, NULL);
  if (st == MCU_ERR_UNSUPPORTED) {
    st = mcu_ed25519_mul_ct_portable.mul_add(&mcu_ed25519_mul_ct_portable, r, u1, u2, p, NULL);
  }
  return st;
}

// The expanded secret (section 5.1.5): s = clamped first half of
// SHA-512(priv) reduced mod L (s B is the same point), prefix the second
// half, and A = s B.
mcu_status Expand(const mcu_ec_mul_desc *mul, mcu_ed25519_signing_key *e,
                  const uint8_t priv[32]) {
  uint8_t h[64];
  mcu_status st = mcu_sha512(priv, 32, h);
  if (st == MCU_OK) {
    h[0] &= 248;
    h[31] &= 127;
    h[31] |= 64;
    mcucrypt::scalar::reduce_bytes_barrett<8>(e->s, h, 32, kModL);
    memcpy(e->prefix, h + 32, 32);
    st = MulBase(mul, e->pub, e->s);
  }
  mcu_wipe(h, sizeof h);
  return st;
}

// Section 5.1.6 with the key expanded.
mcu_status SignExpanded(const mcu_ec_mul_desc *mul, uint8_t sig[64],
                        const mcu_ed25519_signing_key *e, const Dom &dom, const uint8_t *msg,
                        size_t msg_len) {
  uint8_t r[32], k[32];
  mcu_status st = HashToScalar(r, dom, e->prefix, 32, msg, msg_len, NULL, 0);
  if (st == MCU_OK) st = MulBase(mul, sig, r);
  if (st == MCU_OK) st = HashToScalar(k, dom, sig, 32, e->pub, 32, msg, msg_len);
  if (st == MCU_OK) mcucrypt::scalar::mul_add_barrett<8>(sig + 32, k, e->s, r, kModL);
  if (st != MCU_OK) mcu_wipe(sig, 64);
  mcu_wipe(r, sizeof r);
  mcu_wipe(k, sizeof k);
  return st;
}

mcu_status Sign(const mcu_ec_mul_desc *mul, uint8_t sig[64], const uint8_t priv[32],
                const Dom &dom, const uint8_t *msg, size_t msg_len) {
  mcu_ed25519_signing_key e;
  mcu_status st = Expand(mul, &e, priv);
  if (st == MCU_OK) st = SignExpanded(mul, sig, &e, dom, msg, msg_len);
  if (st != MCU_OK) mcu_wipe(sig, 64);
  mcu_wipe(&e, sizeof e);
  return st;
}

// Section 5.1.7: [S]B = R + [k]A, checked as the encoding of
// [S]B + [k](-A) against R's bytes (so a non-canonical R never matches).
mcu_status Verify(const mcu_ec_mul_desc *mul, const uint8_t sig[64], const uint8_t pub[32],
                  const Dom &dom, const uint8_t *msg, size_t msg_len) {
  if (!mcucrypt::scalar::less_than<8>(sig + 32, 32, kModL.m)) return MCU_ERR_INVALID_SIGNATURE;
  mcucrypt::curve25519::Ge a;
  if (!mcucrypt::curve25519::ge_decode(&a, pub)) return MCU_ERR_INVALID_KEY;
  uint8_t neg[32];
  memcpy(neg, pub, 32);
  // -(x, y) = (-x, y): flip the sign bit, unless x = 0 (then -A = A).
  if (!mcucrypt::curve25519::fe_is_zero_mask(&a.x)) neg[31] ^= 0x80;
  uint8_t k[32], check[32];
  mcu_status st = HashToScalar(k, dom, sig, 32, pub, 32, msg, msg_len);
  if (st == MCU_OK) st = MulAdd(mul, check, sig + 32, k, neg);
  if (st != MCU_OK) return st;
  return memcmp(check, sig, 32) == 0 ? MCU_OK : MCU_ERR_INVALID_SIGNATURE;
}

bool MsgOk(const uint8_t *msg, size_t len) { return msg != NULL || len == 0; }

// A caller's descriptor must be Edwards25519's, with the two functions used.
bool MulOk(const mcu_ec_mul_desc *mul) {
  return mul != NULL && mul->curve == MCU_EC_EDWARDS25519 && mul->scalar_size == 32 &&
         mul->point_size == 32 && mul->mul_base != NULL && mul->mul_add != NULL;
}

const mcu_ec_mul_desc *const kBuild = &mcu_ed25519_mul;

bool CtxOk(const uint8_t *ctx, size_t len, size_t min) {
  return (ctx != NULL || len == 0) && len >= min && len <= MCU_ED25519_MAX_CONTEXT;
}

}  // namespace

extern "C" {

mcu_status mcu_ed25519_public_key(uint8_t pub[32], const uint8_t priv[32]) {
  if (pub == NULL || priv == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_ed25519_signing_key e;
  const mcu_status st = Expand(kBuild, &e, priv);
  if (st == MCU_OK) {
    memcpy(pub, e.pub, 32);
  } else {
    mcu_wipe(pub, 32);
  }
  mcu_wipe(&e, sizeof e);
  return st;
}

mcu_status mcu_ed25519_keygen(uint8_t priv[32], uint8_t pub[32], const mcu_rng *rng) {
  if (priv == NULL || pub == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcu_status st = mcu_rng_generate(rng, priv, 32);
  if (st == MCU_OK) st = mcu_ed25519_public_key(pub, priv);
  if (st != MCU_OK) {
    mcu_wipe(priv, 32);
    mcu_wipe(pub, 32);
  }
  return st;
}

mcu_status mcu_ed25519_sign(uint8_t sig[64], const uint8_t priv[32], const uint8_t *msg,
                            size_t msg_len) {
  if (sig == NULL || priv == NULL || !MsgOk(msg, msg_len)) return MCU_ERR_INVALID_ARGUMENT;
  return Sign(kBuild, sig, priv, kPure, msg, msg_len);
}

mcu_status mcu_ed25519_sign_with(const mcu_ec_mul_desc *mul, uint8_t sig[64],
                                 const uint8_t priv[32], const uint8_t *msg, size_t msg_len) {
  if (!MulOk(mul) || sig == NULL || priv == NULL || !MsgOk(msg, msg_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return Sign(mul, sig, priv, kPure, msg, msg_len);
}

mcu_status mcu_ed25519_signing_key_init(mcu_ed25519_signing_key *key, const uint8_t priv[32]) {
  if (key == NULL || priv == NULL) return MCU_ERR_INVALID_ARGUMENT;
  const mcu_status st = Expand(kBuild, key, priv);
  if (st != MCU_OK) mcu_wipe(key, sizeof *key);
  return st;
}

mcu_status mcu_ed25519_sign_with_key(uint8_t sig[64], const mcu_ed25519_signing_key *key,
                                     const uint8_t *msg, size_t msg_len) {
  if (sig == NULL || key == NULL || !MsgOk(msg, msg_len)) return MCU_ERR_INVALID_ARGUMENT;
  return SignExpanded(kBuild, sig, key, kPure, msg, msg_len);
}

mcu_status mcu_ed25519_verify(const uint8_t sig[64], const uint8_t pub[32], const uint8_t *msg,
                              size_t msg_len) {
  if (sig == NULL || pub == NULL || !MsgOk(msg, msg_len)) return MCU_ERR_INVALID_ARGUMENT;
  return Verify(kBuild, sig, pub, kPure, msg, msg_len);
}

mcu_status mcu_ed25519_verify_with(const mcu_ec_mul_desc *mul, const uint8_t sig[64],
                                   const uint8_t pub[32], const uint8_t *msg, size_t msg_len) {
  if (!MulOk(mul) || sig == NULL || pub == NULL || !MsgOk(msg, msg_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return Verify(mul, sig, pub, kPure, msg, msg_len);
}

mcu_status mcu_ed25519ctx_sign(uint8_t sig[64], const uint8_t priv[32], const uint8_t *ctx,
                               size_t ctx_len, const uint8_t *msg, size_t msg_len) {
  if (sig == NULL || priv == NULL || !MsgOk(msg, msg_len) || !CtxOk(ctx, ctx_len, 1)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return Sign(kBuild, sig, priv, Dom{true, 0, ctx, ctx_len}, msg, msg_len);
}

mcu_status mcu_ed25519ctx_verify(const uint8_t sig[64], const uint8_t pub[32],
                                 const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                                 size_t msg_len) {
  if (sig == NULL || pub == NULL || !MsgOk(msg, msg_len) || !CtxOk(ctx, ctx_len, 1)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return Verify(kBuild, sig, pub, Dom{true, 0, ctx, ctx_len}, msg, msg_len);
}

mcu_status mcu_ed25519ph_sign(uint8_t sig[64], const uint8_t priv[32], const uint8_t *ctx,
                              size_t ctx_len, const uint8_t digest[64]) {
  if (sig == NULL || priv == NULL || digest == NULL || !CtxOk(ctx, ctx_len, 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return Sign(kBuild, sig, priv, Dom{true, 1, ctx, ctx_len}, digest, 64);
}

mcu_status mcu_ed25519ph_verify(const uint8_t sig[64], const uint8_t pub[32],
                                const uint8_t *ctx, size_t ctx_len, const uint8_t digest[64]) {
  if (sig == NULL || pub == NULL || digest == NULL || !CtxOk(ctx, ctx_len, 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return Verify(kBuild, sig, pub, Dom{true, 1, ctx, ctx_len}, digest, 64);
}

}  // extern "C"
