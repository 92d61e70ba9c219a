// Fixed-length little-endian arrays of 32-bit words, the arithmetic that
// the two fields (fe25519, fe448) and the scalars mod L share. Constant
// time: loops run over every word, carries and borrows are arithmetic.
#ifndef MCUCRYPT_CURVE25519_WORDS_H_
#define MCUCRYPT_CURVE25519_WORDS_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/ct.h"

namespace mcucrypt {
namespace words {

// r = a + b; returns the carry out (0 or 1).
template <size_t N>
uint32_t add(uint32_t r[N], const uint32_t a[N], const uint32_t b[N]) {
  uint64_t c = 0;
  for (size_t i = 0; i < N; ++i) {
    c += uint64_t{a[i]} + b[i];
    r[i] = static_cast<uint32_t>(c);
    c >>= 32;
  }
  return static_cast<uint32_t>(c);
}

// r = a - b; returns the borrow out (0 or 1).
template <size_t N>
uint32_t sub(uint32_t r[N], const uint32_t a[N], const uint32_t b[N]) {
  uint32_t borrow = 0;
  for (size_t i = 0; i < N; ++i) {
    const uint64_t x = uint64_t{a[i]} - b[i] - borrow;
    r[i] = static_cast<uint32_t>(x);
    borrow = static_cast<uint32_t>(x >> 63);
  }
  return borrow;
}

// t = a * b (2N words), schoolbook, row by row. Each step is at most
// (2^32 - 1)^2 + 2 (2^32 - 1) = 2^64 - 1: no overflow.
template <size_t N>
void mul(uint32_t t[2 * N], const uint32_t a[N], const uint32_t b[N]) {
  for (size_t i = 0; i < 2 * N; ++i) t[i] = 0;
  for (size_t i = 0; i < N; ++i) {
    uint64_t c = 0;
    for (size_t j = 0; j < N; ++j) {
      c += uint64_t{a[i]} * b[j] + t[i + j];
      t[i + j] = static_cast<uint32_t>(c);
      c >>= 32;
    }
    t[i + N] = static_cast<uint32_t>(c);
  }
}

// r = a * k (the low N words); returns the word above them.
template <size_t N>
uint32_t mul_word(uint32_t r[N], const uint32_t a[N], uint32_t k) {
  uint64_t c = 0;
  for (size_t i = 0; i < N; ++i) {
    c += uint64_t{a[i]} * k;
    r[i] = static_cast<uint32_t>(c);
    c >>= 32;
  }
  return static_cast<uint32_t>(c);
}

// r = a - m if a >= m, else a (by mask).
template <size_t N>
void sub_if_ge(uint32_t r[N], const uint32_t a[N], const uint32_t m[N]) {
  uint32_t d[N];
  const uint32_t keep_d = ct::mask_if_zero(sub<N>(d, a, m));
  for (size_t i = 0; i < N; ++i) r[i] = ct::select(keep_d, d[i], a[i]);
}

// r = mask ? a : r.
template <size_t N>
void cmov(uint32_t mask, uint32_t r[N], const uint32_t a[N]) {
  for (size_t i = 0; i < N; ++i) r[i] = ct::select(mask, a[i], r[i]);
}

// All-ones if every word is zero.
template <size_t N>
uint32_t is_zero_mask(const uint32_t a[N]) {
  uint32_t acc = 0;
  for (size_t i = 0; i < N; ++i) acc |= a[i];
  return ct::mask_if_zero(acc);
}

}  // namespace words
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_WORDS_H_
