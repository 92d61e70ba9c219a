// Diffie-Hellman over a prime field, SP 800-56A rev. 3: key pairs
// (5.6.1.1.4, testing candidates), public-key validation (5.6.2.3.1) and
// the FFC DH primitive (5.7.1.1), the exponentiations through the modexp
// descriptor (constant-time path for the private key).
#include <string.h>

#include "crypto/bignum/bignum.h"
#include "crypto/common/ct.h"
#include "crypto/dh/dh_internal.h"
#include "mcucrypt/mem.h"

namespace {

using namespace mcucrypt;

constexpr size_t kMaxWords = MCU_DH_MAX_P_BITS / 32;
// The portable modexp's workspace for secret exponents at 4096 bits.
constexpr size_t kModexpWords = 21 * kMaxWords + 2;

struct Domain {
  uint32_t p[kMaxWords], g[kMaxWords], q[kMaxWords];
  size_t pw, p_len, qw, qbits;  // qw = 0: q unknown
  bool safe_prime;              // p = 2q + 1 (the FFDHE and MODP groups)
  size_t private_bits;
  const mcu_modexp_desc *modexp;
};

bool load(uint32_t *x, size_t n, const uint8_t *b, size_t len) {
  if (b == nullptr) return false;
  while (len > 0 && b[0] == 0) {  // public values only
    ++b;
    --len;
  }
  return len <= 4 * n && bn::from_be(x, n, b, len) == MCU_OK;
}

// All-ones if 2 <= v <= m - 2 (n words).
uint32_t in_range(const uint32_t *v, const uint32_t *m, size_t n, uint32_t *t) {
  uint32_t above_one = v[0] & ~1u;
  for (size_t i = 1; i < n; ++i) above_one |= v[i];
  bn::zero(t, n);
  t[0] = 1;
  bn::sub(t, m, t, n);  // m - 1
  return ct::mask_if_nonzero(above_one) & bn::lt_mask(v, t, n);
}

mcu_status load_domain(const mcu_dh_params *params, Domain *d) {
  if (params == nullptr || params->p == nullptr || params->g == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!load(d->p, kMaxWords, params->p, params->p_len)) return MCU_ERR_INVALID_KEY;
  const size_t bits = bn::bit_length_vartime(d->p, kMaxWords);
  if (bits < MCU_DH_MIN_P_BITS || bits % 32 != 0 || (d->p[0] & 1u) == 0) {
    return MCU_ERR_INVALID_KEY;
  }
  d->pw = bits / 32;
  d->p_len = bits / 8;
  uint32_t t[kMaxWords];
  if (!load(d->g, d->pw, params->g, params->g_len) || in_range(d->g, d->p, d->pw, t) == 0) {
    return MCU_ERR_INVALID_KEY;
  }
  d->qw = 0;
  d->qbits = 0;
  d->safe_prime = false;
  size_t n = params->private_bits != 0 ? params->private_bits : dh::default_private_bits(bits);
  if (params->q != nullptr) {
    bn::zero(d->q, d->pw);
    if (!load(d->q, d->pw, params->q, params->q_len) || bn::is_zero_mask(d->q, d->pw) != 0) {
      return MCU_ERR_INVALID_KEY;
    }
    const size_t qbits = bn::bit_length_vartime(d->q, d->pw);
    d->qw = (qbits + 31) / 32;
    d->qbits = qbits;
    // 2q + 1 (q < p, so it fits pw words plus a carry) against p.
    uint32_t twice[kMaxWords];
    bn::add(twice, d->q, d->q, d->pw);
    twice[0] |= 1u;
    d->safe_prime = qbits + 1 == bits && memcmp(twice, d->p, d->pw * sizeof(uint32_t)) == 0;
    if (n > qbits) n = qbits;
  }
  if (n < 2 || n > bits - 1) return MCU_ERR_INVALID_KEY;
  d->private_bits = n;
  d->modexp = params->modexp != nullptr ? params->modexp : &mcu_modexp;
  return MCU_OK;
}

// 5.6.2.3.1 on y (pw words). y^q = 1 mod p: for a safe prime p = 2q + 1
// that is Euler's criterion, so the Jacobi symbol (y/p) = 1 decides it at
// a small fraction of a full-size exponentiation's cost (y is public).
mcu_status check_public(const Domain &d, const uint32_t *y, uint32_t *work) {
  uint32_t t[kMaxWords];
  if (in_range(y, d.p, d.pw, t) == 0) return MCU_ERR_INVALID_KEY;
  if (d.qw == 0) return MCU_OK;
  if (d.safe_prime) {
    return bn::jacobi_vartime(y, d.p, d.pw, work) == 1 ? MCU_OK : MCU_ERR_INVALID_KEY;
  }
  const mcu_status st = d.modexp->modexp(d.modexp, t, y, d.q, d.qw, d.p, d.pw, 0, work,
                                         kModexpWords);
  if (st != MCU_OK) return st;
  uint32_t diff = t[0] ^ 1u;
  for (size_t i = 1; i < d.pw; ++i) diff |= t[i];
  return diff == 0 ? MCU_OK : MCU_ERR_INVALID_KEY;
}

}  // namespace

extern "C" {

size_t mcu_dh_p_len(const mcu_dh_params *params) {
  Domain d;
  return load_domain(params, &d) == MCU_OK ? d.p_len : 0;
}

mcu_status mcu_dh_generate_key(const mcu_dh_params *params, const mcu_rng *rng, uint8_t *priv,
                               size_t priv_cap, size_t *priv_len, uint8_t *pub, size_t pub_len) {
  if (priv == nullptr || priv_len == nullptr || pub == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(priv, priv_cap);
  mcu_wipe(pub, pub_len);
  *priv_len = 0;
  if (rng == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  Domain d;
  mcu_status st = load_domain(params, &d);
  if (st != MCU_OK) return st;
  const size_t n = d.private_bits, xw = (n + 31) / 32, xbytes = (n + 7) / 8;
  if (pub_len != d.p_len) return MCU_ERR_INVALID_ARGUMENT;
  if (priv_cap < xbytes) return MCU_ERR_BUFFER_TOO_SMALL;
  // M = min(2^N, q): q when N is q's length (load_domain caps N there),
  // else 2^N. c of N bits is kept if c <= M - 2; x = c + 1.
  uint32_t limit[kMaxWords], x[kMaxWords], y[kMaxWords], one[kMaxWords];
  bn::zero(one, xw);
  one[0] = 1;
  if (d.qbits == n) {
    bn::sub(limit, d.q, one, xw);
    bn::sub(limit, limit, one, xw);
  } else {
    for (size_t i = 0; i < xw; ++i) limit[i] = ~0u;
    if (n % 32 != 0) limit[xw - 1] = (1u << (n % 32)) - 1u;
    limit[0] &= ~1u;  // 2^N - 2
  }
  uint8_t c[MCU_DH_MAX_P_BYTES];
  uint32_t refused = ~0u;
  for (int draw = 0; draw < 64 && refused != 0 && st == MCU_OK; ++draw) {
    st = mcu_rng_generate(rng, c, xbytes);
    if (n % 8 != 0) c[0] &= static_cast<uint8_t>((1u << (n % 8)) - 1u);
    bn::from_be(x, xw, c, xbytes);
    refused = bn::declassify(bn::lt_mask(limit, x, xw));  // c > M - 2: thrown away
  }
  mcu_wipe(c, sizeof(c));
  if (st != MCU_OK || refused != 0) st = MCU_ERR_RNG_FAILED;
  if (st == MCU_OK) {
    bn::add(x, x, one, xw);
    uint32_t work[kModexpWords];
    st = d.modexp->modexp(d.modexp, y, d.g, x, xw, d.p, d.pw, 1, work, kModexpWords);
    mcu_wipe(work, sizeof(work));
  }
  if (st == MCU_OK) {
    bn::to_be(priv, xbytes, x, xw);
    bn::to_be(pub, pub_len, y, d.pw);
    *priv_len = xbytes;
  }
  mcu_wipe(x, sizeof(x));
  return st;
}

mcu_status mcu_dh_check_public(const mcu_dh_params *params, const uint8_t *y, size_t y_len) {
  Domain d;
  mcu_status st = load_domain(params, &d);
  if (st != MCU_OK) return st;
  uint32_t yw[kMaxWords];
  if (!load(yw, d.pw, y, y_len)) return MCU_ERR_INVALID_KEY;
  uint32_t work[kModexpWords];
  return check_public(d, yw, work);
}

mcu_status mcu_dh_derive(const mcu_dh_params *params, const uint8_t *priv, size_t priv_len,
                         const uint8_t *peer, size_t peer_len, int pad, uint8_t *secret,
                         size_t secret_cap, size_t *secret_len) {
  if (secret == nullptr || secret_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(secret, secret_cap);
  *secret_len = 0;
  if (priv == nullptr || priv_len == 0) return MCU_ERR_INVALID_ARGUMENT;
  Domain d;
  mcu_status st = load_domain(params, &d);
  if (st != MCU_OK) return st;
  if (secret_cap < d.p_len) return MCU_ERR_BUFFER_TOO_SMALL;
  // x's word count comes from its encoded length (public), not its value.
  const size_t xw = (priv_len + 3) / 4;
  uint32_t x[kMaxWords], y[kMaxWords], z[kMaxWords], t[kMaxWords];
  if (xw > d.pw) return MCU_ERR_INVALID_KEY;
  bn::from_be(x, xw, priv, priv_len);  // fits: xw words hold priv_len bytes
  bn::zero(t, d.pw);
  bn::copy(t, x, xw);
  const uint32_t x_ok = ~bn::is_zero_mask(x, xw) & bn::lt_mask(t, d.p, d.pw);
  uint32_t work[kModexpWords];
  if (bn::declassify(x_ok) == 0 || !load(y, d.pw, peer, peer_len)) {
    st = MCU_ERR_INVALID_KEY;
  } else {
    st = check_public(d, y, work);
  }
  if (st == MCU_OK) st = d.modexp->modexp(d.modexp, z, y, x, xw, d.p, d.pw, 1, work, kModexpWords);
  if (st == MCU_OK) {
    // 5.7.1.1: Z = 1 is an error (a peer key of small order).
    uint32_t diff = z[0] ^ 1u;
    for (size_t i = 1; i < d.pw; ++i) diff |= z[i];
    if (bn::declassify(ct::mask_if_zero(diff)) != 0) st = MCU_ERR_INVALID_KEY;
  }
  if (st == MCU_OK) {
    bn::to_be(secret, d.p_len, z, d.pw);
    size_t len = d.p_len;
    if (!pad) {
      // openssl pkeyutl -derive's form: the leading zeros go (the length
      // shows their number anyway).
      size_t zeros = 0;
      while (zeros < d.p_len && secret[zeros] == 0) ++zeros;
      memmove(secret, secret + zeros, d.p_len - zeros);
      mcu_wipe(secret + d.p_len - zeros, zeros);
      len -= zeros;
    }
    *secret_len = len;
  }
  mcu_wipe(x, sizeof(x));
  mcu_wipe(z, sizeof(z));
  mcu_wipe(t, sizeof(t));
  mcu_wipe(work, sizeof(work));
  return st;
}

}  // extern "C"
