// RSASP1/RSADP (RFC 8017 5.1.2, 5.2.1) hardened for devices an attacker
// can time, probe or glitch:
//  - base blinding: the exponentiation sees c r^e for a fresh random r,
//    and the result is multiplied by r^-1 (Kocher 1996);
//  - exponent blinding: d_p + k (p - 1) for a fresh random 32-bit k (or
//    d + k (e d - 1) without CRT), so repeated traces never share an
//    exponent;
//  - constant-time exponentiation (exp_is_secret) and arithmetic; r^e and
//    the fault check's m^e run the public-exponent path (e is public, and
//    mcucrypt/modexp.h promises that path is constant-time in the base):
//    ~19 products for e = 65537 instead of a fixed window's ~58;
//  - the result raised to e must give the input back before it is
//    released (the Bellcore fault attack on CRT, Boneh-DeMillo-Lipton 1997).
#include "crypto/bignum/bignum.h"
#include "crypto/common/ct.h"
#include "crypto/rsa/rsa_internal.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace rsa {

namespace {

constexpr size_t kMaxWords = MCU_RSA_MAX_MODULUS_BITS / 32;
constexpr size_t kExtra = 10;  // e (<= 8 words) and a 32-bit multiplier
constexpr size_t kBufWords = kMaxWords + kExtra;
constexpr size_t kWorkWords = 21 * kMaxWords + 2;

// Big-endian bytes without leading zero bytes (lengths are public).
void strip(const uint8_t **p, size_t *len) {
  while (*len > 0 && (*p)[0] == 0) {
    ++*p;
    --*len;
  }
}

struct Workspace {
  uint32_t n[kBufWords], e[kBufWords], c[kBufWords], r[kBufWords], rinv[kBufWords];
  uint32_t x[kBufWords], y[kBufWords], z[kBufWords], exp[2 * kBufWords];
  uint32_t prime[kBufWords], mp[kBufWords], mq[kBufWords];
  // R^2 mod n and mod p, computed once: n's three reductions and products
  // and p's three (a Montgomery set-up costs about five products).
  uint32_t r2n[kBufWords], r2p[kBufWords];
  uint32_t work[kWorkWords];
};

// m = a^(d + k (order)) mod mod, where order is mod - 1 for a prime (CRT)
// or e d - 1 (a multiple of lambda(n)) without CRT. exp_buf holds 2 *
// kBufWords words.
mcu_status blinded_exp(const mcu_modexp_desc *me, uint32_t *m, const uint32_t *a,
                       const uint32_t *d, size_t dw, const uint32_t *order, size_t ow,
                       const uint32_t *mod, size_t mw, uint32_t k, uint32_t *exp_buf,
                       uint32_t *work) {
  // exp_buf = order * k + d, ow + 1 words (d shorter than that).
  bn::mul(exp_buf, order, ow, &k, 1);
  uint32_t *dpad = exp_buf + ow + 1;
  bn::zero(dpad, ow + 1);
  bn::copy(dpad, d, dw);
  bn::add(exp_buf, exp_buf, dpad, ow + 1);
  return me->modexp(me, m, a, exp_buf, ow + 1, mod, mw, 1, work, kWorkWords);
}

// Loads big-endian bytes into w words (n < 2^(32 w) checked by caller's
// sizes): MCU_ERR_INVALID_KEY if they do not fit.
mcu_status load(uint32_t *x, size_t w, const uint8_t *b, size_t len) {
  if (b == nullptr) return MCU_ERR_INVALID_KEY;
  return bn::from_be(x, w, b, len) == MCU_OK ? MCU_OK : MCU_ERR_INVALID_KEY;
}

// One half of CRT: out (pw words) = (c mod p)^(dp + k (p - 1)) mod p.
// r2 (pw words) receives R^2 mod p; it may be out (used before out is).
mcu_status crt_half(const mcu_modexp_desc *me, Workspace *ws, const uint8_t *pb, size_t p_len,
                    const uint8_t *db, size_t d_len, size_t nw, uint32_t k, uint32_t *out,
                    uint32_t *r2, size_t *pw_out) {
  strip(&pb, &p_len);
  const size_t pw = (p_len + 3) / 4;
  if (pw == 0 || pw > nw || (pb[p_len - 1] & 1u) == 0) return MCU_ERR_INVALID_KEY;
  mcu_status st = load(ws->prime, pw, pb, p_len);
  if (st == MCU_OK) st = load(ws->z, pw, db, d_len);  // dp < p
  if (st != MCU_OK) return st;
  bn::mont_r2(r2, ws->prime, pw, bn::mont_m0inv(ws->prime[0]), ws->work, ws->work + pw);
  bn::mod_reduce_r2(ws->x, ws->c, nw, ws->prime, pw, r2, ws->work);  // c mod p
  bn::copy(ws->y, ws->prime, pw);
  ws->y[0] ^= 1u;  // p - 1 (p odd)
  st = blinded_exp(me, out, ws->x, ws->z, pw, ws->y, pw, ws->prime, pw, k, ws->exp, ws->work);
  *pw_out = pw;
  return st;
}

}  // namespace

mcu_status private_op(const mcu_rsa_private_key *sk, const uint8_t *in, uint8_t *out, size_t k,
                      const mcu_rng *rng) {
  if (sk == nullptr || in == nullptr || out == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_status st = mcu_rsa_public_key_check(&sk->pub);
  if (st != MCU_OK) return st;
  if (k != mcu_rsa_modulus_len(&sk->pub)) return MCU_ERR_INVALID_ARGUMENT;
  const mcu_modexp_desc *me = sk->pub.modexp != nullptr ? sk->pub.modexp : &mcu_modexp;
  const size_t nw = (k + 3) / 4;
  if (me->modexp == nullptr || me->workspace_words == nullptr ||
      me->max_modulus_bits < 8 * k || me->workspace_words(nw) > kWorkWords) {
    return MCU_ERR_UNSUPPORTED;
  }
  const bool crt = sk->p != nullptr;
  if (crt ? (sk->q == nullptr || sk->dp == nullptr || sk->dq == nullptr || sk->qinv == nullptr)
          : sk->d == nullptr) {
    return MCU_ERR_INVALID_KEY;
  }

  Workspace ws;
  const uint8_t *nb = sk->pub.n, *eb = sk->pub.e;
  size_t n_len = sk->pub.n_len, e_len = sk->pub.e_len;
  strip(&nb, &n_len);
  strip(&eb, &e_len);
  const size_t ew = (e_len + 3) / 4;
  bn::from_be(ws.n, nw, nb, n_len);
  bn::from_be(ws.e, ew, eb, e_len);
  bn::from_be(ws.c, nw, in, k);
  if (!bn::lt_mask(ws.c, ws.n, nw)) return MCU_ERR_INVALID_ARGUMENT;

  // Random r mod n (k + 8 bytes reduced: bias below 2^-64) and r^-1; a
  // non-invertible r means a factor of n was drawn, so try again.
  uint32_t blind[2];
  uint32_t ok = 0;
  bn::mont_r2(ws.r2n, ws.n, nw, bn::mont_m0inv(ws.n[0]), ws.work, ws.work + nw);
  for (int attempt = 0; st == MCU_OK && !ok && attempt < 4; ++attempt) {
    uint8_t *bytes = reinterpret_cast<uint8_t *>(ws.x);
    st = mcu_rng_generate(rng, bytes, k + 8);
    if (st != MCU_OK) break;
    bn::from_be(ws.y, nw + 3, bytes, k + 8);
    bn::mod_reduce_r2(ws.r, ws.y, nw + 3, ws.n, nw, ws.r2n, ws.work);
    ok = bn::mod_inverse_bingcd(ws.rinv, ws.r, ws.n, nw, ws.work);
  }
  if (st == MCU_OK && !ok) st = MCU_ERR_RNG_FAILED;
  if (st == MCU_OK) st = mcu_rng_generate(rng, reinterpret_cast<uint8_t *>(blind), sizeof blind);
  // c = c r^e mod n.
  if (st == MCU_OK) st = me->modexp(me, ws.x, ws.r, ws.e, ew, ws.n, nw, 0, ws.work, kWorkWords);
  if (st == MCU_OK) {
    bn::copy(ws.y, ws.c, nw);
    bn::mod_mul_r2(ws.c, ws.y, ws.x, ws.n, nw, ws.r2n, ws.work);
  }

  if (st == MCU_OK && crt) {
    size_t pw = 0, qw = 0;
    st = crt_half(me, &ws, sk->p, sk->p_len, sk->dp, sk->dp_len, nw, blind[0], ws.mp, ws.r2p, &pw);
    if (st == MCU_OK) {
      st = crt_half(me, &ws, sk->q, sk->q_len, sk->dq, sk->dq_len, nw, blind[1], ws.mq, ws.mq, &qw);
    }
    // p q = n: their lengths add up to n's, give or take a word.
    if (st == MCU_OK && pw + qw > nw + 1) st = MCU_ERR_INVALID_KEY;
    // Garner: h = qinv (m_p - m_q) mod p; m = m_q + q h (q still in prime).
    if (st == MCU_OK) {
      const uint8_t *pb = sk->p;
      size_t p_len = sk->p_len;
      strip(&pb, &p_len);
      bn::zero(ws.z, kBufWords);
      bn::copy(ws.z, ws.prime, qw);  // q
      st = load(ws.prime, pw, pb, p_len);
      if (st == MCU_OK) st = load(ws.y, pw, sk->qinv, sk->qinv_len);
      if (st == MCU_OK && !bn::lt_mask(ws.y, ws.prime, pw)) st = MCU_ERR_INVALID_KEY;
    }
    if (st == MCU_OK) {
      bn::mod_reduce_r2(ws.x, ws.mq, qw, ws.prime, pw, ws.r2p, ws.work);  // m_q mod p
      const uint32_t borrow = bn::sub(ws.x, ws.mp, ws.x, pw);
      uint32_t *pmask = ws.r;  // r is no longer needed
      for (size_t i = 0; i < pw; ++i) pmask[i] = ws.prime[i] & (0u - borrow);
      bn::add(ws.x, ws.x, pmask, pw);
      bn::mod_mul_r2(ws.mp, ws.x, ws.y, ws.prime, pw, ws.r2p, ws.work);  // h
      bn::mul(ws.exp, ws.z, qw, ws.mp, pw);  // q h < n
      bn::zero(ws.x, kBufWords);
      bn::copy(ws.x, ws.mq, qw);
      bn::add(ws.exp, ws.exp, ws.x, pw + qw);
      // q h + m_q < n fits nw words; anything above is a bad key.
      uint32_t high = 0;
      for (size_t i = nw; i < pw + qw; ++i) high |= ws.exp[i];
      if (high != 0) st = MCU_ERR_INVALID_KEY;
      bn::copy(ws.y, ws.exp, nw);
    }
  } else if (st == MCU_OK) {
    // d + k (e d - 1): e d - 1 is a multiple of lambda(n).
    const uint8_t *db = sk->d;
    size_t d_len = sk->d_len;
    strip(&db, &d_len);
    const size_t dw = (d_len + 3) / 4;
    if (dw == 0 || dw > nw) st = MCU_ERR_INVALID_KEY;
    if (st == MCU_OK) st = load(ws.z, dw, db, d_len);
    if (st == MCU_OK) {
      bn::mul(ws.mq, ws.e, ew, ws.z, dw);  // e d, ew + dw words
      bn::zero(ws.mp, ew + dw);
      ws.mp[0] = 1;
      bn::sub(ws.mq, ws.mq, ws.mp, ew + dw);
      st = blinded_exp(me, ws.y, ws.c, ws.z, dw, ws.mq, ew + dw, ws.n, nw, blind[0], ws.exp,
                       ws.work);
    }
  }
  // Unblind: m = m' r^-1; then the fault check m^e = c (before blinding).
  if (st == MCU_OK) {
    bn::mod_mul_r2(ws.x, ws.y, ws.rinv, ws.n, nw, ws.r2n, ws.work);
    st = me->modexp(me, ws.y, ws.x, ws.e, ew, ws.n, nw, 0, ws.work, kWorkWords);
  }
  if (st == MCU_OK) {
    bn::from_be(ws.c, nw, in, k);
    uint32_t diff = 0;
    for (size_t i = 0; i < nw; ++i) diff |= ws.y[i] ^ ws.c[i];
    if (diff != 0) st = MCU_ERR_INVALID_KEY;  // a fault, or n, e, d or the CRT values disagree
  }
  if (st == MCU_OK) {
    bn::to_be(out, k, ws.x, nw);
  } else {
    mcu_wipe(out, k);
  }
  mcu_wipe(&ws, sizeof ws);
  mcu_wipe(blind, sizeof blind);
  return st;
}

}  // namespace rsa
}  // namespace mcucrypt
