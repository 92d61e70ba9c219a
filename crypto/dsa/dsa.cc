// DSA signing and verification, FIPS 186-4 sections 4.6 and 4.7, over the
// modexp descriptor for the exponentiations mod p and Montgomery
// arithmetic mod q for the rest.
#include <string.h>

#include "crypto/bignum/bignum.h"
#include "crypto/common/ct.h"
#include "crypto/common/rfc6979.h"
#include "crypto/dsa/dsa_internal.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace dsa {

namespace {

// The secret-exponent workspace of the portable modexp at L = 3072 (21n +
// 2); a descriptor wanting more gets MCU_ERR_BUFFER_TOO_SMALL.
constexpr size_t kModexpWords = 21 * kMaxPWords + 2;

// x (n words) from a big-endian integer with any leading zeros; false if
// it does not fit.
bool load(uint32_t *x, size_t n, const uint8_t *b, size_t len) {
  if (b == nullptr) return false;
  while (len > 0 && b[0] == 0) {  // public: lengths only
    ++b;
    --len;
  }
  return len <= 4 * n && bn::from_be(x, n, b, len) == MCU_OK;
}

// 1 < v < m (n words): all-ones.
uint32_t in_open_range(const uint32_t *v, const uint32_t *m, size_t n) {
  uint32_t above_one = 0;
  for (size_t i = 1; i < n; ++i) above_one |= v[i];
  above_one |= v[0] & ~1u;
  return ct::mask_if_nonzero(above_one) & bn::lt_mask(v, m, n);
}

}  // namespace

mcu_status load_domain(const mcu_dsa_params *params, Domain *d) {
  if (params == nullptr || params->p == nullptr || params->q == nullptr || params->g == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!load(d->p, kMaxPWords, params->p, params->p_len) ||
      !load(d->q, kMaxQWords, params->q, params->q_len)) {
    return MCU_ERR_INVALID_KEY;
  }
  const size_t l = bn::bit_length_vartime(d->p, kMaxPWords);
  const size_t n = bn::bit_length_vartime(d->q, kMaxQWords);
  const bool sizes = (l == 1024 && n == 160) || (l == 2048 && (n == 224 || n == 256)) ||
                     (l == 3072 && n == 256);
  if (!sizes || (d->p[0] & 1u) == 0 || (d->q[0] & 1u) == 0) return MCU_ERR_INVALID_KEY;
  d->pw = l / 32;
  d->qw = n / 32;
  d->qlen = n / 8;
  if (!load(d->g, d->pw, params->g, params->g_len) || in_open_range(d->g, d->p, d->pw) == 0) {
    return MCU_ERR_INVALID_KEY;
  }
  d->modexp = params->modexp != nullptr ? params->modexp : &mcu_modexp;
  return MCU_OK;
}

void bits2int_mod_q(const Domain &d, uint32_t *x, const uint8_t *digest, size_t digest_len) {
  const size_t len = digest_len < d.qlen ? digest_len : d.qlen;
  bn::from_be(x, d.qw, digest, len);
  uint32_t t[kMaxQWords];
  const uint32_t borrow = bn::sub(t, x, d.q, d.qw);
  bn::cond_copy(0u - (borrow ^ 1u), x, t, d.qw);
}

}  // namespace dsa
}  // namespace mcucrypt

namespace {

using namespace mcucrypt;
using dsa::Domain;
using dsa::kMaxPWords;
using dsa::kMaxQWords;
using dsa::kModexpWords;

// sig = r || s, or MCU_ERR_INVALID_SIGNATURE.
mcu_status read_sig(const Domain &d, const uint8_t *sig, size_t sig_len, uint32_t *r,
                    uint32_t *s) {
  if (sig == nullptr || sig_len != 2 * d.qlen) return MCU_ERR_INVALID_SIGNATURE;
  bn::from_be(r, d.qw, sig, d.qlen);
  bn::from_be(s, d.qw, sig + d.qlen, d.qlen);
  const uint32_t ok = ~bn::is_zero_mask(r, d.qw) & bn::lt_mask(r, d.q, d.qw) &
                      ~bn::is_zero_mask(s, d.qw) & bn::lt_mask(s, d.q, d.qw);
  return ok != 0 ? MCU_OK : MCU_ERR_INVALID_SIGNATURE;
}

struct SignWork {
  uint32_t x[kMaxQWords], z[kMaxQWords], k[kMaxQWords], kinv[kMaxQWords];
  uint32_t r[kMaxQWords], s[kMaxQWords], gk[kMaxPWords];
  uint32_t t[5 * kMaxQWords + 2];
  uint32_t modexp[kModexpWords];
  uint8_t c[MCU_DSA_MAX_Q_BYTES];
};

// RFC 6979 step h: k = bits2int(T) (N is a whole number of bytes), until
// 0 < k < q; a refused candidate is thrown away, so the branch shows
// nothing about the k used. t: qlen bytes of scratch.
mcu_status next_rfc6979(const Domain &d, Rfc6979 *det, uint8_t *t, uint32_t *k) {
  mcu_status st;
  do {
    st = rfc6979_next(det, t, d.qlen);
    if (st != MCU_OK) break;
    bn::from_be(k, d.qw, t, d.qlen);
  } while (bn::declassify(~bn::is_zero_mask(k, d.qw) & bn::lt_mask(k, d.q, d.qw)) == 0);
  if (st != MCU_OK) mcu_wipe(k, d.qw * sizeof(uint32_t));
  return st;
}

// 4.6 for one k: r = (g^k mod p) mod q, s = k^-1 (z + x r) mod q.
mcu_status sign_with_k(const Domain &d, SignWork *w) {
  const size_t qw = d.qw;
  mcu_status st = d.modexp->modexp(d.modexp, w->gk, d.g, w->k, qw, d.p, d.pw, 1, w->modexp,
                                   kModexpWords);
  if (st != MCU_OK) return st;
  bn::mod_reduce(w->r, w->gk, d.pw, d.q, qw, w->t);
  bn::mod_inverse_odd(w->kinv, w->k, d.q, qw, w->t);  // k in [1, q - 1]: invertible
  bn::mod_mul(w->s, w->x, w->r, d.q, qw, w->t);      // x r
  const uint32_t carry = bn::add(w->s, w->s, w->z, qw);
  const uint32_t borrow = bn::sub(w->gk, w->s, d.q, qw);
  bn::cond_copy(ct::mask_if_nonzero(carry | (borrow ^ 1u)), w->s, w->gk, qw);
  bn::copy(w->gk, w->s, qw);
  bn::mod_mul(w->s, w->kinv, w->gk, d.q, qw, w->t);
  return MCU_OK;
}

// Both signers: check, then draw k (rng, or RFC 6979 when hash != NULL)
// until r and s are non-zero.
mcu_status sign(const mcu_dsa_private_key *sk, const mcu_hash_desc *hash, const uint8_t *digest,
                size_t digest_len, const mcu_rng *rng, uint8_t *sig, size_t sig_len) {
  if (sig == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(sig, sig_len);
  if (sk == nullptr || (digest == nullptr && digest_len != 0) ||
      (hash == nullptr && rng == nullptr)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (hash != nullptr && (digest_len != hash->digest_size || digest_len == 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  Domain d;
  mcu_status st = dsa::load_domain(&sk->params, &d);
  if (st != MCU_OK) return st;
  if (sig_len != 2 * d.qlen) return MCU_ERR_INVALID_ARGUMENT;
  SignWork w;
  Rfc6979 det;
  memset(&det, 0, sizeof(det));
  // x's length is public (its encoding), its bytes are not: no stripping.
  const uint32_t x_ok =
      sk->x != nullptr && sk->x_len <= d.qlen
          ? ct::eq_mask(bn::from_be(w.x, d.qw, sk->x, sk->x_len), MCU_OK) &
                ~bn::is_zero_mask(w.x, d.qw) & bn::lt_mask(w.x, d.q, d.qw)
          : 0;
  if (bn::declassify(x_ok) == 0) st = MCU_ERR_INVALID_KEY;
  if (st == MCU_OK) dsa::bits2int_mod_q(d, w.z, digest, digest_len);
  if (st == MCU_OK && hash != nullptr) {
    uint8_t xb[MCU_DSA_MAX_Q_BYTES], h1[MCU_DSA_MAX_Q_BYTES];
    bn::to_be(xb, d.qlen, w.x, d.qw);
    bn::to_be(h1, d.qlen, w.z, d.qw);
    st = rfc6979_init(&det, hash, xb, h1, d.qlen);
    mcu_wipe(xb, sizeof(xb));
    mcu_wipe(h1, sizeof(h1));
  }
  uint32_t one[kMaxQWords] = {1};
  for (int attempt = 0; st == MCU_OK; ++attempt) {
    if (attempt == 64) {  // r or s zero 64 times: the rng is broken
      st = MCU_ERR_RNG_FAILED;
      break;
    }
    if (hash != nullptr) {
      st = next_rfc6979(d, &det, w.c, w.k);
    } else {
      // B.2.2: c of N random bits until c <= q - 2; k = c + 1.
      uint32_t *qm2 = w.kinv;
      bn::sub(qm2, d.q, one, d.qw);
      bn::sub(qm2, qm2, one, d.qw);
      // q > 2^(N-1): a draw is refused with probability below 1/2.
      uint32_t refused = ~0u;
      for (int draw = 0; draw < 64 && refused != 0 && st == MCU_OK; ++draw) {
        st = mcu_rng_generate(rng, w.c, d.qlen);  // c: big-endian, as B.2.2 reads it
        bn::from_be(w.k, d.qw, w.c, d.qlen);
        refused = bn::declassify(bn::lt_mask(qm2, w.k, d.qw));  // thrown away if refused
      }
      if (st != MCU_OK || refused != 0) st = MCU_ERR_RNG_FAILED;
      bn::add(w.k, w.k, one, d.qw);
    }
    if (st == MCU_OK) st = sign_with_k(d, &w);
    if (st == MCU_OK &&
        bn::declassify(bn::is_zero_mask(w.r, d.qw) | bn::is_zero_mask(w.s, d.qw)) == 0) {
      bn::to_be(sig, d.qlen, w.r, d.qw);
      bn::to_be(sig + d.qlen, d.qlen, w.s, d.qw);
      break;
    }
  }
  mcu_wipe(&w, sizeof(w));
  rfc6979_wipe(&det);
  if (st != MCU_OK) mcu_wipe(sig, sig_len);
  return st;
}

}  // namespace

extern "C" {

size_t mcu_dsa_q_len(const mcu_dsa_params *params) {
  Domain d;
  return dsa::load_domain(params, &d) == MCU_OK ? d.qlen : 0;
}

mcu_status mcu_dsa_verify_digest(const mcu_dsa_public_key *pk, const uint8_t *digest,
                                 size_t digest_len, const uint8_t *sig, size_t sig_len) {
  if (pk == nullptr || (digest == nullptr && digest_len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  Domain d;
  mcu_status st = dsa::load_domain(&pk->params, &d);
  if (st != MCU_OK) return st;
  uint32_t y[kMaxPWords];
  if (!dsa::load(y, d.pw, pk->y, pk->y_len) || dsa::in_open_range(y, d.p, d.pw) == 0) {
    return MCU_ERR_INVALID_KEY;
  }
  uint32_t r[kMaxQWords], s[kMaxQWords], w[kMaxQWords], z[kMaxQWords], u1[kMaxQWords],
      u2[kMaxQWords];
  st = read_sig(d, sig, sig_len, r, s);
  if (st != MCU_OK) return st;
  // 4.7: w = s^-1, u1 = z w, u2 = r w (mod q); v = (g^u1 y^u2 mod p) mod q.
  uint32_t t[3 * kMaxPWords + 2];
  static_assert(3 * kMaxPWords + 2 >= 5 * kMaxQWords + 2, "scratch");
  bn::mod_inverse_odd(w, s, d.q, d.qw, t);
  dsa::bits2int_mod_q(d, z, digest, digest_len);
  bn::mod_mul(u1, z, w, d.q, d.qw, t);
  bn::mod_mul(u2, r, w, d.q, d.qw, t);
  uint32_t a[kMaxPWords], b[kMaxPWords], modexp_work[kModexpWords];
  const size_t mw = sizeof(modexp_work) / sizeof(modexp_work[0]);
  st = d.modexp->modexp(d.modexp, a, d.g, u1, d.qw, d.p, d.pw, 0, modexp_work, mw);
  if (st == MCU_OK) st = d.modexp->modexp(d.modexp, b, y, u2, d.qw, d.p, d.pw, 0, modexp_work, mw);
  if (st != MCU_OK) return st;
  bn::mod_mul(y, a, b, d.p, d.pw, t);
  bn::mod_reduce(w, y, d.pw, d.q, d.qw, t);
  uint32_t diff = 0;
  for (size_t i = 0; i < d.qw; ++i) diff |= w[i] ^ r[i];
  return diff == 0 ? MCU_OK : MCU_ERR_INVALID_SIGNATURE;
}

mcu_status mcu_dsa_sign_digest(const mcu_dsa_private_key *sk, const uint8_t *digest,
                               size_t digest_len, const mcu_rng *rng, uint8_t *sig,
                               size_t sig_len) {
  if (rng == nullptr) {
    if (sig != nullptr) mcu_wipe(sig, sig_len);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return sign(sk, nullptr, digest, digest_len, rng, sig, sig_len);
}

mcu_status mcu_dsa_sign_digest_deterministic(const mcu_dsa_private_key *sk,
                                             const mcu_hash_desc *hash, const uint8_t *digest,
                                             size_t digest_len, uint8_t *sig, size_t sig_len) {
  if (hash == nullptr) {
    if (sig != nullptr) mcu_wipe(sig, sig_len);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return sign(sk, hash, digest, digest_len, nullptr, sig, sig_len);
}

}  // extern "C"
