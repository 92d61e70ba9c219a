// Scalars modulo a group order m of N 32-bit words: Barrett reduction
// (Handbook of Applied Cryptography, algorithm 14.42, base b = 2^32, k = N)
// of values below b^(2N), with mu = floor(b^(2N) / m) precomputed. Two
// (N + 1)-word products instead of one shift-and-subtract per bit
// (scalar_bitserial.h): for Ed25519's L, about 2,000 cycles against some
// 80,000 for a 512-bit hash on Cortex-M4. Constant time: fixed loops, the
// final two corrections by mask. Needs b^(N-1) <= m < b^N (true of L; not of
// Ed448's q, whose 114-byte hashes are wider than b^(2N)).
#ifndef MCUCRYPT_CURVE25519_SCALAR_BARRETT_H_
#define MCUCRYPT_CURVE25519_SCALAR_BARRETT_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/curve25519/words.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace scalar {

template <size_t N>
struct BarrettModulus {
  uint32_t m[N];
  uint32_t mu[N + 1];  // floor(2^(64 N) / m)
};

// r = x mod m for x of 2N words.
template <size_t N>
void barrett_reduce(uint32_t r[N], const uint32_t x[2 * N], const BarrettModulus<N> &mod) {
  constexpr size_t K = N + 1;
  // q3 = floor(floor(x / b^(N-1)) * mu / b^(N+1)): the full (N+1) x (N+1)
  // product q2, then its top N + 1 words.
  uint32_t q2[2 * K] = {0};
  for (size_t i = 0; i < K; ++i) {
    uint64_t c = 0;
    for (size_t j = 0; j < K; ++j) {
      c += uint64_t{x[N - 1 + i]} * mod.mu[j] + q2[i + j];
      q2[i + j] = static_cast<uint32_t>(c);
      c >>= 32;
    }
    q2[i + K] = static_cast<uint32_t>(c);
  }
  const uint32_t *q3 = q2 + K;
  // r2 = q3 * m mod b^(N+1) (only the low N + 1 words), r = x - r2 mod
  // b^(N+1).
  uint32_t r2[K] = {0};
  for (size_t i = 0; i < K; ++i) {
    uint64_t c = 0;
    for (size_t j = 0; j < N && i + j < K; ++j) {
      c += uint64_t{q3[i]} * mod.m[j] + r2[i + j];
      r2[i + j] = static_cast<uint32_t>(c);
      c >>= 32;
    }
    if (i + N < K) r2[i + N] = static_cast<uint32_t>(c);
  }
  uint32_t t[K];
  words::sub<K>(t, x, r2);
  // t < 3m: subtract m twice by mask (m as N + 1 words).
  uint32_t m1[K];
  for (size_t i = 0; i < N; ++i) m1[i] = mod.m[i];
  m1[N] = 0;
  words::sub_if_ge<K>(t, t, m1);
  words::sub_if_ge<K>(t, t, m1);
  for (size_t i = 0; i < N; ++i) r[i] = t[i];
  mcu_wipe(q2, sizeof q2);
  mcu_wipe(r2, sizeof r2);
  mcu_wipe(t, sizeof t);
}

// out (4N bytes little-endian) = in (inlen <= 8N bytes little-endian) mod m.
template <size_t N>
void reduce_bytes_barrett(uint8_t *out, const uint8_t *in, size_t inlen,
                          const BarrettModulus<N> &mod) {
  uint32_t x[2 * N] = {0};
  for (size_t i = 0; i < inlen; ++i) x[i / 4] |= uint32_t{in[i]} << (8 * (i % 4));
  uint32_t r[N];
  barrett_reduce<N>(r, x, mod);
  for (size_t i = 0; i < 4 * N; ++i) out[i] = static_cast<uint8_t>(r[i / 4] >> (8 * (i % 4)));
  mcu_wipe(x, sizeof x);
  mcu_wipe(r, sizeof r);
}

// out = (a * b + c) mod m; a, b, c and out 4N bytes little-endian, each
// below 2^(32 N) so that a * b + c < b^(2N).
template <size_t N>
void mul_add_barrett(uint8_t *out, const uint8_t *a, const uint8_t *b, const uint8_t *c,
                     const BarrettModulus<N> &mod) {
  uint32_t aw[N] = {0}, bw[N] = {0}, cw[2 * N] = {0}, t[2 * N];
  for (size_t i = 0; i < 4 * N; ++i) {
    aw[i / 4] |= uint32_t{a[i]} << (8 * (i % 4));
    bw[i / 4] |= uint32_t{b[i]} << (8 * (i % 4));
    cw[i / 4] |= uint32_t{c[i]} << (8 * (i % 4));
  }
  words::mul<N>(t, aw, bw);
  words::add<2 * N>(t, t, cw);  // no carry out: (2^32N - 1)^2 + 2^32N - 1 < 2^64N
  uint32_t r[N];
  barrett_reduce<N>(r, t, mod);
  for (size_t i = 0; i < 4 * N; ++i) out[i] = static_cast<uint8_t>(r[i / 4] >> (8 * (i % 4)));
  mcu_wipe(aw, sizeof aw);
  mcu_wipe(bw, sizeof bw);
  mcu_wipe(cw, sizeof cw);
  mcu_wipe(t, sizeof t);
  mcu_wipe(r, sizeof r);
}

}  // namespace scalar
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_SCALAR_BARRETT_H_
