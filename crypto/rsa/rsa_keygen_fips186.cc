// RSA key generation: FIPS 186-5 A.1.3 with B.3.3's probable primes.
// Each prime candidate is random with its top two bits set (so p >=
// 1.5 2^(k-1) > sqrt(2) 2^(k-1), step 4.4 without the retry) and its low
// two bits set (p = 3 mod 4, so w - 1 = 2 m and Miller-Rabin needs no
// secret-length squaring chain); then gcd(p - 1, e) = 1 (4.5), trial
// division, and Table B.1's Miller-Rabin rounds, constant time. A candidate
// that fails is discarded, so the branch on the verdict tells nothing of
// the key. q must also differ from p in its top 100 bits (5.4), and
// gcd((p-1)/2, (q-1)/2) = 1 so that LCM(p-1, q-1) = (p-1)(q-1)/2; then d =
// e^-1 mod LCM (A.1.1), the CRT values, and n. Inverses modulo even
// numbers use e's smallness: e^-1 mod M = (1 + k M) / e with k = -M^-1 mod
// e, the division exact (Jebelean's word-by-word exact division).
#include "crypto/bignum/bignum.h"
#include "crypto/bignum/prime.h"
#include "crypto/common/ct.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/rsa.h"

namespace {

using namespace mcucrypt;

constexpr size_t kMaxHalfWords = MCU_RSA_MAX_MODULUS_BITS / 64;
constexpr size_t kMaxWords = 2 * kMaxHalfWords;

// miller_rabin's workspace for kMaxHalfWords with the portable modexp (9n +
// 2 + 21n + 2); a descriptor wanting more gets MCU_ERR_BUFFER_TOO_SMALL.
constexpr size_t kMrWords = 30 * kMaxHalfWords + 4;

struct Work {
  uint32_t p[kMaxHalfWords], q[kMaxHalfWords];
  uint32_t n[kMaxWords], lambda[kMaxWords], d[kMaxWords + 1];
  uint32_t dp[kMaxHalfWords + 1], dq[kMaxHalfWords + 1], qinv[kMaxHalfWords];
  uint32_t t[kMaxWords + 2];   // scratch: up to 2 n + 2 words
  uint32_t t2[kMaxWords + 2];  // scratch
  uint32_t inv_t[4 * kMaxHalfWords];  // mod_inverse_odd's
  uint32_t mr[kMrWords];
};

// All-ones if gcd(x, e) = 1, for x of xw words; leaves x mod e in *rem and
// (x mod e)^-1 mod e in *inv (0 if not invertible).
uint32_t inverse_mod_e(uint32_t *inv, uint32_t *rem, const uint32_t *x, size_t xw, uint32_t e) {
  uint32_t t[7];
  bn::mod_reduce(rem, x, xw, &e, 1, t);
  return bn::mod_inverse_odd(inv, rem, &e, 1, t);
}

// r (mw words) = e^-1 mod M, for M (mw words, any parity) coprime to e;
// all-ones if it was. x has mw + 1 words of scratch.
uint32_t inverse_of_e(uint32_t *r, const uint32_t *m, size_t mw, uint32_t e, uint32_t *x) {
  uint32_t inv = 0, rem = 0;
  const uint32_t ok = inverse_mod_e(&inv, &rem, m, mw, e);
  const uint32_t k = (e - inv) & ok;  // -M^-1 mod e
  // x = 1 + k M, a multiple of e.
  uint64_t c = 1;
  for (size_t i = 0; i < mw; ++i) {
    c += static_cast<uint64_t>(k) * m[i];
    x[i] = static_cast<uint32_t>(c);
    c >>= 32;
  }
  x[mw] = static_cast<uint32_t>(c);
  // r = x / e, word by word from the bottom: each quotient word is the
  // low word times e^-1 mod 2^32; the top quotient word is 0 (k < e).
  const uint32_t einv = 0u - bn::mont_m0inv(e);
  uint32_t carry = 0;
  for (size_t i = 0; i < mw; ++i) {
    const uint64_t s = static_cast<uint64_t>(x[i]) - carry;
    const uint32_t qw = static_cast<uint32_t>(s) * einv;
    r[i] = qw;
    carry = static_cast<uint32_t>((static_cast<uint64_t>(qw) * e) >> 32) +
            static_cast<uint32_t>(s >> 63);
  }
  mcu_wipe(x, (mw + 1) * sizeof(uint32_t));
  for (size_t i = 0; i < mw; ++i) r[i] &= ok;
  return ok;
}

// All-ones if |a - b| >= 2^bit (hw words each).
uint32_t differ_above(const uint32_t *a, const uint32_t *b, size_t hw, size_t bit, uint32_t *t,
                      uint32_t *t2) {
  const uint32_t borrow = bn::sub(t, a, b, hw);
  bn::sub(t2, b, a, hw);
  bn::cond_copy(0u - borrow, t, t2, hw);
  uint32_t high = t[bit / 32] >> (bit % 32);
  for (size_t i = bit / 32 + 1; i < hw; ++i) high |= t[i];
  return ct::mask_if_nonzero(high);
}

// B.3.3 steps 4 and 5: a prime of 32 hw bits into p; q_other, if not
// NULL, is the first prime. *tries counts candidates against the budget.
mcu_status generate_prime(uint32_t *p, size_t hw, uint32_t e, const uint32_t *other,
                          const mcu_rng *rng, const mcu_modexp_desc *modexp, Work *w,
                          size_t *tries, size_t budget) {
  const size_t bits = 32 * hw;
  const unsigned rounds = bn::miller_rabin_rounds_for_generation(bits);
  while ((*tries)++ < budget) {
    mcu_status st = mcu_rng_generate(rng, reinterpret_cast<uint8_t *>(p), 4 * hw);
    if (st != MCU_OK) return MCU_ERR_RNG_FAILED;
    p[hw - 1] |= 0xC0000000u;
    p[0] |= 3u;
    uint32_t good = ~0u;
    if (other != nullptr) good &= differ_above(p, other, hw, bits - 100, w->t, w->t2);
    // gcd(p - 1, e) = 1: p - 1 is p with bit 0 cleared.
    bn::copy(w->t, p, hw);
    w->t[0] &= ~1u;
    uint32_t inv = 0, rem = 0;
    good &= inverse_mod_e(&inv, &rem, w->t, hw, e);
    good &= ~bn::small_factor_mask(p, hw);
    if (bn::declassify(good) == 0) continue;  // discarded: the verdict is all that shows
    uint32_t prime = 0;
    st = bn::miller_rabin(p, hw, rounds, 1, 1, rng, modexp, w->mr, kMrWords, &prime);
    if (st != MCU_OK) return st;
    if (prime != 0) return MCU_OK;
  }
  return MCU_ERR_RNG_FAILED;
}

void write_be(uint8_t *out, size_t len, const uint32_t *x, size_t n) { bn::to_be(out, len, x, n); }

mcu_status generate(size_t bits, uint32_t e, const mcu_rng *rng, const mcu_modexp_desc *modexp,
                    mcu_rsa_keygen_buf *buf, Work *w) {
  const size_t hw = bits / 64, nw = 2 * hw;
  // FIPS 186-5 B.3.3: 5 (nlen / 2) candidates for each prime.
  const size_t budget = 5 * (bits / 2);
  for (int attempt = 0; attempt < 4; ++attempt) {
    size_t tries = 0;
    mcu_status st = generate_prime(w->p, hw, e, nullptr, rng, modexp, w, &tries, budget);
    if (st != MCU_OK) return st;
    tries = 0;
    uint32_t coprime = 0;
    while (coprime == 0) {
      st = generate_prime(w->q, hw, e, w->p, rng, modexp, w, &tries, budget);
      if (st != MCU_OK) return st;
      // gcd(p', q') = 1 for p' = (p-1)/2, q' = (q-1)/2 (both odd);
      // p' < 2 q', so one subtraction reduces p' mod q'.
      uint32_t *pp = w->t, *qq = w->t + hw, *x = w->t2;
      for (size_t i = 0; i < hw; ++i) {
        pp[i] = (w->p[i] >> 1) | (i + 1 < hw ? w->p[i + 1] << 31 : 0);
        qq[i] = (w->q[i] >> 1) | (i + 1 < hw ? w->q[i + 1] << 31 : 0);
      }
      const uint32_t borrow = bn::sub(x, pp, qq, hw);
      bn::cond_copy(0u - borrow, x, pp, hw);
      coprime = bn::declassify(bn::mod_inverse_odd(x + hw, x, qq, hw, w->inv_t));
      if (coprime != 0) {
        // LCM(p - 1, q - 1) = 2 p' q'.
        bn::mul(w->lambda, pp, hw, qq, hw);
        bn::add(w->lambda, w->lambda, w->lambda, nw);
      }
    }
    // A.1.1: d = e^-1 mod LCM, and 2^(nlen/2) < d.
    inverse_of_e(w->d, w->lambda, nw, e, w->t);
    bn::zero(w->t, nw);
    w->t[hw] = 1;  // 2^(nlen/2)
    if (bn::declassify(bn::lt_mask(w->t, w->d, nw)) == 0) continue;  // a new key (probability ~2^-(nlen/2))
    // dp = d mod (p - 1) = e^-1 mod (p - 1); dq likewise; qinv = q^-1 mod p.
    bn::copy(w->t2, w->p, hw);
    w->t2[0] &= ~1u;
    inverse_of_e(w->dp, w->t2, hw, e, w->t);
    bn::copy(w->t2, w->q, hw);
    w->t2[0] &= ~1u;
    inverse_of_e(w->dq, w->t2, hw, e, w->t);
    const uint32_t borrow = bn::sub(w->t2, w->q, w->p, hw);  // q mod p: q < 2p
    bn::cond_copy(0u - borrow, w->t2, w->q, hw);
    bn::mod_inverse_odd(w->qinv, w->t2, w->p, hw, w->inv_t);
    bn::mul(w->n, w->p, hw, w->q, hw);

    const size_t k = bits / 8, half = k / 2;
    write_be(buf->n, k, w->n, nw);
    write_be(buf->d, k, w->d, nw);
    write_be(buf->p, half, w->p, hw);
    write_be(buf->q, half, w->q, hw);
    write_be(buf->dp, half, w->dp, hw);
    write_be(buf->dq, half, w->dq, hw);
    write_be(buf->qinv, half, w->qinv, hw);
    return MCU_OK;
  }
  return MCU_ERR_RNG_FAILED;
}

}  // namespace

extern "C" mcu_status mcu_rsa_generate_key(size_t bits, uint32_t e, const mcu_rng *rng,
                                           const mcu_modexp_desc *modexp,
                                           mcu_rsa_keygen_buf *buf, mcu_rsa_private_key *sk) {
  if (sk != nullptr) *sk = mcu_rsa_private_key{};
  if (rng == nullptr || buf == nullptr || sk == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (e == 0) e = 65537;
  if (bits < MCU_RSA_MIN_MODULUS_BITS || bits > MCU_RSA_MAX_MODULUS_BITS || bits % 64 != 0 ||
      (e & 1u) == 0 || e < 65537) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (modexp == nullptr) modexp = &mcu_modexp;
  Work w;
  const mcu_status st = generate(bits, e, rng, modexp, buf, &w);
  mcu_wipe(&w, sizeof(w));
  if (st != MCU_OK) {
    mcu_wipe(buf, sizeof(*buf));
    return st;
  }
  buf->e[0] = static_cast<uint8_t>(e >> 24);
  buf->e[1] = static_cast<uint8_t>(e >> 16);
  buf->e[2] = static_cast<uint8_t>(e >> 8);
  buf->e[3] = static_cast<uint8_t>(e);
  const size_t e_skip = e >> 24 ? 0 : (e >> 16 ? 1 : 2);
  const size_t k = bits / 8, half = k / 2;
  sk->pub = {buf->n, k, buf->e + e_skip, 4 - e_skip, 0, modexp};
  sk->d = buf->d;
  sk->d_len = k;
  sk->p = buf->p;
  sk->p_len = half;
  sk->q = buf->q;
  sk->q_len = half;
  sk->dp = buf->dp;
  sk->dp_len = half;
  sk->dq = buf->dq;
  sk->dq_len = half;
  sk->qinv = buf->qinv;
  sk->qinv_len = half;
  return MCU_OK;
}
