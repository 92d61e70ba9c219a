// DSA domain parameters by FIPS 186-4 appendix A: probable primes p and q
// from a seed (A.1.1.2) and their validation (A.1.1.3), the verifiable
// generator g (A.2.3) and its validation (A.2.4). Steps are numbered as
// there. Every value here is public: variable time is fine, and (p - 1) / q
// is a plain shift-and-subtract division.
#include <string.h>

#include "crypto/bignum/bignum.h"
#include "crypto/dsa/dsa_internal.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/prime.h"

namespace mcucrypt {
namespace dsa {

namespace {

constexpr size_t kMaxPBytes = MCU_DSA_MAX_P_BITS / 8;
// A.1.1.2 step 5 loops until a seed gives a prime q (about N ln 2 / 2
// seeds on average): this many means the rng repeats itself.
constexpr unsigned kMaxSeeds = 4096;

union HashState {
  uint8_t bytes[MCU_HASH_MAX_CONTEXT_SIZE];
  uint64_t align;
};

// out = Hash(a || b).
mcu_status hash2(const mcu_hash_desc *h, const uint8_t *a, size_t a_len, const uint8_t *b,
                 size_t b_len, uint8_t *out) {
  HashState ctx;
  mcu_status st = h->init(ctx.bytes);
  if (st == MCU_OK) st = h->update(ctx.bytes, a, a_len);
  if (st == MCU_OK && b_len != 0) st = h->update(ctx.bytes, b, b_len);
  if (st == MCU_OK) st = h->final(ctx.bytes, out);
  return st;
}

// What A.1.1.2 and A.1.1.3 share: the sizes, the seed, q and p.
struct Pq {
  const mcu_hash_desc *hash;
  const mcu_rng *rng;  // Miller-Rabin bases
  size_t l, pw, plen, qw, qlen, hlen;
  size_t n;  // A.1.1.2 step 3: ceil(L / outlen) - 1
  unsigned rounds;
  const uint8_t *seed;
  size_t seed_len;
  uint32_t q[kMaxQWords], p[kMaxPWords];
  uint8_t qb[MCU_DSA_MAX_Q_BYTES], pb[kMaxPBytes];
};

bool valid_sizes(size_t l, size_t n) {
  return (l == 1024 && n == 160) || (l == 2048 && (n == 224 || n == 256)) ||
         (l == 3072 && n == 256);
}

mcu_status setup(Pq *s, size_t l, size_t n, const mcu_hash_desc *hash, const mcu_rng *rng) {
  if (!valid_sizes(l, n) || hash == nullptr || rng == nullptr || hash->init == nullptr ||
      hash->digest_size * 8 < n || hash->digest_size > MCU_HASH_MAX_DIGEST_SIZE ||
      hash->context_size > MCU_HASH_MAX_CONTEXT_SIZE) {
    return MCU_ERR_INVALID_ARGUMENT;  // step 1; outlen >= N (section 4.1)
  }
  s->hash = hash;
  s->rng = rng;
  s->l = l;
  s->pw = l / 32;
  s->plen = l / 8;
  s->qw = n / 32;
  s->qlen = n / 8;
  s->hlen = hash->digest_size;
  s->n = (l + 8 * s->hlen - 1) / (8 * s->hlen) - 1;
  s->rounds = mr_rounds(l);
  return MCU_OK;
}

mcu_status probable_prime(const uint8_t *w, size_t len, const Pq &s, bool *prime) {
  int verdict = 0;
  const mcu_status st = mcu_prime_test(w, len, s.rounds, 0, s.rng, &verdict);
  *prime = st == MCU_OK && verdict != 0;
  return st;
}

// Steps 6-8: U = Hash(seed) mod 2^(N-1), q = 2^(N-1) + U + 1 - (U mod 2).
mcu_status q_from_seed(Pq *s, bool *prime) {
  uint8_t u[MCU_HASH_MAX_DIGEST_SIZE];
  mcu_status st = hash2(s->hash, s->seed, s->seed_len, nullptr, 0, u);
  if (st != MCU_OK) return st;
  memcpy(s->qb, u + s->hlen - s->qlen, s->qlen);  // mod 2^N
  s->qb[0] |= 0x80u;                              // mod 2^(N-1), plus 2^(N-1)
  s->qb[s->qlen - 1] |= 1u;                       // + 1 - (U mod 2)
  bn::from_be(s->q, s->qw, s->qb, s->qlen);
  return probable_prime(s->qb, s->qlen, *s, prime);
}

bool equal(const uint32_t *a, const uint32_t *b, size_t n) {
  uint32_t diff = 0;
  for (size_t i = 0; i < n; ++i) diff |= a[i] ^ b[i];
  return diff == 0;
}

// (seed + k) mod 2^seedlen, big-endian.
void seed_plus(const uint8_t *seed, size_t len, uint32_t k, uint8_t *out) {
  uint32_t carry = k;
  for (size_t i = len; i-- > 0;) {
    const uint32_t sum = seed[i] + (carry & 0xFFu);
    out[i] = static_cast<uint8_t>(sum);
    carry = (carry >> 8) + (sum >> 8);
  }
}

// Steps 11.1-11.6 for one offset: W from V_0 .. V_n, X = W + 2^(L-1),
// c = X mod 2q, p = X - (c - 1). *in_range: p >= 2^(L-1).
mcu_status p_candidate(Pq *s, uint32_t offset, bool *in_range) {
  uint8_t v[MCU_HASH_MAX_DIGEST_SIZE], sj[MCU_DSA_MAX_SEED_BYTES];
  size_t end = s->plen;  // V_j fills the bytes before end, V_0 the last
  for (size_t j = 0; j <= s->n; ++j) {
    seed_plus(s->seed, s->seed_len, offset + static_cast<uint32_t>(j), sj);
    const mcu_status st = hash2(s->hash, sj, s->seed_len, nullptr, 0, v);  // 11.1
    if (st != MCU_OK) return st;
    const size_t take = end < s->hlen ? end : s->hlen;  // V_n: mod 2^(b+1) here
    memcpy(s->pb + end - take, v + s->hlen - take, take);
    end -= take;
  }
  s->pb[0] = static_cast<uint8_t>((s->pb[0] & 0x7Fu) | 0x80u);  // 11.2 mod 2^b; 11.3
  uint32_t x[kMaxPWords], r[kMaxPWords], t[5 * kMaxQWords + 2];
  bn::from_be(x, s->pw, s->pb, s->plen);
  // 11.4: X mod 2q from r = X mod q (q odd): r if r and X have the same
  // parity, else r + q.
  bn::zero(r, s->pw);
  bn::mod_reduce(r, x, s->pw, s->q, s->qw, t);
  if (((r[0] ^ x[0]) & 1u) != 0) {
    uint32_t qq[kMaxPWords];
    bn::zero(qq, s->pw);
    bn::copy(qq, s->q, s->qw);
    bn::add(r, r, qq, s->pw);
  }
  bn::sub(s->p, x, r, s->pw);  // 11.5: X - c is even, so + 1 sets bit 0
  s->p[0] |= 1u;
  *in_range = (s->p[s->pw - 1] >> 31) != 0;  // 11.6
  bn::to_be(s->pb, s->plen, s->p, s->pw);
  return MCU_OK;
}

// Steps 10-11: p from q and the seed, trying counter = 0 .. last; *found
// is the counter of the first probable prime, or last + 1 if none.
// Validation passes the p it expects at last: a different candidate there
// fails A.1.1.3 step 12 whatever its primality, so it is not tested.
mcu_status find_p(Pq *s, uint32_t last, const uint32_t *expected, uint32_t *found) {
  uint32_t offset = 1;  // 10
  for (uint32_t counter = 0; counter <= last; ++counter) {
    bool in_range = false, prime = false;
    mcu_status st = p_candidate(s, offset, &in_range);
    if (expected != nullptr && counter == last && !equal(s->p, expected, s->pw)) in_range = false;
    if (st == MCU_OK && in_range) st = probable_prime(s->pb, s->plen, *s, &prime);  // 11.7
    if (st != MCU_OK) return st;
    if (prime) {  // 11.8
      *found = counter;
      return MCU_OK;
    }
    offset += static_cast<uint32_t>(s->n) + 1;  // 11.9
  }
  *found = last + 1;
  return MCU_OK;
}

// e = (p - 1) / q, bit by bit; false if q does not divide p - 1.
bool divide_p_minus_1(const uint32_t *p, size_t pw, const uint32_t *q, size_t qw, uint32_t *e) {
  uint32_t rem[kMaxQWords + 1], qq[kMaxQWords + 1], a[kMaxPWords];
  bn::copy(a, p, pw);
  a[0] &= ~1u;  // p is odd
  bn::zero(e, pw);
  bn::zero(rem, qw + 1);
  bn::zero(qq, qw + 1);
  bn::copy(qq, q, qw);
  for (size_t i = 32 * pw; i-- > 0;) {
    for (size_t w = qw + 1; w-- > 1;) rem[w] = (rem[w] << 1) | (rem[w - 1] >> 31);
    rem[0] = (rem[0] << 1) | ((a[i / 32] >> (i % 32)) & 1u);
    if (bn::lt_mask(rem, qq, qw + 1) == 0) {
      bn::sub(rem, rem, qq, qw + 1);
      e[i / 32] |= 1u << (i % 32);
    }
  }
  return bn::is_zero_mask(rem, qw + 1) != 0;
}

// A.2.3 steps 3-11: g = Hash(seed || "ggen" || index || count)^e mod p for
// count = 1, 2, ... until g >= 2. MCU_ERR_INVALID_KEY if q does not divide
// p - 1 or count wraps.
mcu_status generate_g(const Domain &d, const mcu_hash_desc *hash, const uint8_t *seed,
                      size_t seed_len, uint8_t index, uint32_t *g) {
  uint32_t e[kMaxPWords], w[kMaxPWords];
  uint32_t work[5 * kMaxPWords + 2 + 16 * kMaxPWords];
  if (!divide_p_minus_1(d.p, d.pw, d.q, d.qw, e)) return MCU_ERR_INVALID_KEY;  // 3
  uint8_t u[MCU_HASH_MAX_DIGEST_SIZE];
  for (uint32_t count = 1; count <= 0xFFFFu; ++count) {  // 4-6
    const uint8_t tail[7] = {'g', 'g', 'e', 'n', index, static_cast<uint8_t>(count >> 8),
                             static_cast<uint8_t>(count)};
    mcu_status st = hash2(hash, seed, seed_len, tail, sizeof(tail), u);  // 7, 8
    if (st == MCU_OK) st = bn::from_be(w, d.pw, u, hash->digest_size);
    if (st == MCU_OK) {
      st = d.modexp->modexp(d.modexp, g, w, e, d.pw, d.p, d.pw, 0, work,
                            sizeof(work) / sizeof(work[0]));  // 9
    }
    if (st != MCU_OK) return st;
    uint32_t above_one = g[0] & ~1u;  // 10: g >= 2
    for (size_t i = 1; i < d.pw; ++i) above_one |= g[i];
    if (above_one != 0) return MCU_OK;
  }
  return MCU_ERR_INVALID_KEY;
}

}  // namespace

}  // namespace dsa
}  // namespace mcucrypt

extern "C" {

mcu_status mcu_dsa_params_generate(size_t l_bits, size_t n_bits, const mcu_hash_desc *hash,
                                   uint8_t index, const mcu_rng *rng, uint8_t *p, uint8_t *q,
                                   uint8_t *g, mcu_dsa_params *params, mcu_dsa_seed *seed) {
  using namespace mcucrypt;
  using namespace mcucrypt::dsa;
  if (p == nullptr || q == nullptr || g == nullptr || params == nullptr || seed == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  Pq s;
  mcu_status st = setup(&s, l_bits, n_bits, hash, rng);
  if (st != MCU_OK) return st;
  memset(seed, 0, sizeof(*seed));
  memset(params, 0, sizeof(*params));
  seed->seed_len = s.qlen;  // seedlen = N (step 2)
  seed->index = index;
  s.seed = seed->seed;
  s.seed_len = seed->seed_len;
  uint32_t counter = 4 * static_cast<uint32_t>(l_bits);
  for (unsigned tries = 0; st == MCU_OK && counter == 4 * l_bits; ++tries) {
    if (tries == kMaxSeeds) {
      st = MCU_ERR_RNG_FAILED;
      break;
    }
    bool prime = false;
    st = mcu_rng_generate(rng, seed->seed, seed->seed_len);      // 5
    if (st == MCU_OK) st = q_from_seed(&s, &prime);              // 6-8
    if (st == MCU_OK && prime) st = find_p(&s, 4 * static_cast<uint32_t>(l_bits) - 1, nullptr, &counter);
  }
  Domain d;
  if (st == MCU_OK) {  // A.2.3 over the p and q found
    seed->counter = counter;
    bn::copy(d.p, s.p, s.pw);
    bn::copy(d.q, s.q, s.qw);
    d.pw = s.pw;
    d.qw = s.qw;
    d.qlen = s.qlen;
    d.modexp = &mcu_modexp;
    st = generate_g(d, hash, seed->seed, seed->seed_len, index, d.g);
  }
  if (st == MCU_OK) {
    bn::to_be(p, s.plen, d.p, d.pw);
    bn::to_be(q, s.qlen, d.q, d.qw);
    bn::to_be(g, s.plen, d.g, d.pw);
    *params = mcu_dsa_params{p, s.plen, q, s.qlen, g, s.plen, nullptr};
  } else {
    memset(seed, 0, sizeof(*seed));
  }
  return st;
}

mcu_status mcu_dsa_params_verify_seed(const mcu_dsa_params *params, const mcu_hash_desc *hash,
                                      const mcu_dsa_seed *seed, const mcu_rng *rng) {
  using namespace mcucrypt;
  using namespace mcucrypt::dsa;
  if (params == nullptr || seed == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  Domain d;
  mcu_status st = load_domain(params, &d);
  if (st != MCU_OK) return st;
  Pq s;
  st = setup(&s, 32 * d.pw, 32 * d.qw, hash, rng);  // A.1.1.3 step 1
  if (st != MCU_OK) return st;
  if (seed->seed_len < s.qlen || seed->seed_len > MCU_DSA_MAX_SEED_BYTES ||
      seed->counter > 4 * s.l - 1) {
    return MCU_ERR_INVALID_KEY;  // steps 3, 4
  }
  s.seed = seed->seed;
  s.seed_len = seed->seed_len;
  bool prime = false;
  st = q_from_seed(&s, &prime);  // steps 5-7
  if (st != MCU_OK) return st;
  if (!prime || !equal(s.q, d.q, d.qw)) return MCU_ERR_INVALID_KEY;
  uint32_t found = 0;
  st = find_p(&s, seed->counter, d.p, &found);  // steps 8-12
  if (st != MCU_OK) return st;
  if (found != seed->counter || !equal(s.p, d.p, d.pw)) return MCU_ERR_INVALID_KEY;
  // A.2.4 step 3: g^q = 1 mod p (2 <= g <= p - 1: load_domain).
  uint32_t v[kMaxPWords], work[5 * kMaxPWords + 2 + 16 * kMaxPWords];
  st = d.modexp->modexp(d.modexp, v, d.g, d.q, d.qw, d.p, d.pw, 0, work,
                        sizeof(work) / sizeof(work[0]));
  if (st != MCU_OK) return st;
  uint32_t one[kMaxPWords] = {1};
  if (!equal(v, one, d.pw)) return MCU_ERR_INVALID_KEY;
  // Steps 4-11: g is what A.2.3 makes from the seed and index.
  st = generate_g(d, hash, seed->seed, seed->seed_len, seed->index, v);
  if (st != MCU_OK) return st;
  return equal(v, d.g, d.pw) ? MCU_OK : MCU_ERR_INVALID_KEY;
}

}  // extern "C"
