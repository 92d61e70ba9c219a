// Scalars modulo a group order m (Ed25519's L, Ed448's q): reduction of a
// long little-endian value one bit at a time (r = 2r + bit, then subtract m
// if r >= m, by mask). Slow next to a Barrett reduction, but simple to
// check, constant time, and small: a few ten thousand cycles per
// signature on a 32-bit core, against the millions of the scalar
// multiplications.
#ifndef MCUCRYPT_CURVE25519_SCALAR_BITSERIAL_H_
#define MCUCRYPT_CURVE25519_SCALAR_BITSERIAL_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/curve25519/words.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace scalar {

// r = x mod m, x of xw words, m of N words with m < 2^(32 N - 1).
template <size_t N>
void reduce_words(uint32_t r[N], const uint32_t *x, size_t xw, const uint32_t m[N]) {
  for (size_t i = 0; i < N; ++i) r[i] = 0;
  for (size_t bit = 32 * xw; bit-- > 0;) {
    uint32_t carry = (x[bit / 32] >> (bit % 32)) & 1u;
    for (size_t i = 0; i < N; ++i) {
      const uint32_t top = r[i] >> 31;
      r[i] = (r[i] << 1) | carry;
      carry = top;
    }
    words::sub_if_ge<N>(r, r, m);
  }
}

// out (nbytes little-endian) = in (inlen bytes little-endian) mod m, with
// N = ceil(nbytes / 4) words; inlen <= 4 * W.
template <size_t N, size_t W>
void reduce_bytes(uint8_t *out, size_t nbytes, const uint8_t *in, size_t inlen,
                  const uint32_t m[N]) {
  uint32_t x[W] = {0};
  for (size_t i = 0; i < inlen; ++i) x[i / 4] |= uint32_t{in[i]} << (8 * (i % 4));
  uint32_t r[N];
  reduce_words<N>(r, x, W, m);
  for (size_t i = 0; i < nbytes; ++i) out[i] = static_cast<uint8_t>(r[i / 4] >> (8 * (i % 4)));
  mcu_wipe(x, sizeof x);
  mcu_wipe(r, sizeof r);
}

// out = (a * b + c) mod m; a, b, c and out nbytes little-endian, N words.
template <size_t N>
void mul_add(uint8_t *out, size_t nbytes, const uint8_t *a, const uint8_t *b, const uint8_t *c,
             const uint32_t m[N]) {
  uint32_t aw[N] = {0}, bw[N] = {0}, cw[2 * N] = {0}, t[2 * N + 1];
  for (size_t i = 0; i < nbytes; ++i) {
    aw[i / 4] |= uint32_t{a[i]} << (8 * (i % 4));
    bw[i / 4] |= uint32_t{b[i]} << (8 * (i % 4));
    cw[i / 4] |= uint32_t{c[i]} << (8 * (i % 4));
  }
  words::mul<N>(t, aw, bw);
  t[2 * N] = words::add<2 * N>(t, t, cw);
  uint32_t r[N];
  reduce_words<N>(r, t, 2 * N + 1, m);
  for (size_t i = 0; i < nbytes; ++i) out[i] = static_cast<uint8_t>(r[i / 4] >> (8 * (i % 4)));
  mcu_wipe(aw, sizeof aw);
  mcu_wipe(bw, sizeof bw);
  mcu_wipe(cw, sizeof cw);
  mcu_wipe(t, sizeof t);
  mcu_wipe(r, sizeof r);
}

// s < m for a public nbytes little-endian s (variable time).
template <size_t N>
bool less_than(const uint8_t *s, size_t nbytes, const uint32_t m[N]) {
  for (size_t i = N; i-- > 0;) {
    uint32_t w = 0;
    for (size_t k = 0; k < 4 && 4 * i + k < nbytes; ++k) w |= uint32_t{s[4 * i + k]} << (8 * k);
    if (w != m[i]) return w < m[i];
  }
  return false;
}

}  // namespace scalar
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_SCALAR_BITSERIAL_H_
