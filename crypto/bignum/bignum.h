// Big integers for RSA, DSA and Diffie-Hellman: arrays of 32-bit words,
// least significant first, with the length (in words) passed alongside and
// public. Every function here runs in time that depends only on those
// lengths, never on the words' values, unless its name ends in _vartime.
// Capacity is the caller's: MCU_BN_MAX_WORDS bounds the stack-allocated
// temporaries of the layers above.
#ifndef MCUCRYPT_BIGNUM_BIGNUM_H_
#define MCUCRYPT_BIGNUM_BIGNUM_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

// 4096-bit moduli for private operations; public ones up to 8192 bits.
#define MCU_BN_MAX_BITS 8192u
#define MCU_BN_MAX_WORDS (MCU_BN_MAX_BITS / 32u)

namespace mcucrypt {
namespace bn {

// x (n words) from len big-endian bytes. Bytes beyond n words must be
// zero: MCU_OK, else MCU_ERR_INVALID_ARGUMENT (checked without branching
// on their values).
mcu_status from_be(uint32_t *x, size_t n, const uint8_t *in, size_t len);

// len big-endian bytes of x (n words), left-padded with zeros; returns
// all-ones if x fitted in len bytes, else 0 (and the low len bytes).
uint32_t to_be(uint8_t *out, size_t len, const uint32_t *x, size_t n);

void zero(uint32_t *x, size_t n);
void copy(uint32_t *r, const uint32_t *a, size_t n);

// r = a + b, returns the carry (0/1). r may alias a or b.
uint32_t add(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);
// r = a - b, returns the borrow (0/1). r may alias a or b.
uint32_t sub(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);
// All-ones if a < b.
uint32_t lt_mask(const uint32_t *a, const uint32_t *b, size_t n);
// All-ones if a == 0.
uint32_t is_zero_mask(const uint32_t *a, size_t n);
// r = a if mask is all-ones (touches r either way).
void cond_copy(uint32_t mask, uint32_t *r, const uint32_t *a, size_t n);

// A value computed from secrets that is public once known: the verdict
// on a candidate that is then thrown away (Miller-Rabin, rejection
// sampling), an error the caller sees. Returned unchanged; the call tells
// checkers (tests/ct's valgrind harness defines mcu_ct_declassify) that a
// branch on it is allowed.
uint32_t declassify(uint32_t v);

// Bits in x up to its top set bit (0 for 0), in time that depends only on
// n (for a secret modulus whose size is public: declassify the result).
uint32_t bit_length(const uint32_t *x, size_t n);

// Bits in x up to its top set bit (0 for 0). Variable time: public values.
size_t bit_length_vartime(const uint32_t *x, size_t n);

// -m^-1 mod 2^32 for odd m0 (Newton's iteration on the inverse).
uint32_t mont_m0inv(uint32_t m0);

// Montgomery multiplication (CIOS): r = a * b * 2^(-32n) mod m, for a, b
// < m and m odd. r must not alias a or b; t has n + 2 words. mont_mul is
// the core's fastest (the rows in assembly on Cortex-M4 and MIPS32r2,
// chosen by the build), mont_mul_portable the C++ reference; the
// assembly ones exist in builds for their core only.
void mont_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n,
              uint32_t m0inv, uint32_t *t);
void mont_mul_portable(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                       size_t n, uint32_t m0inv, uint32_t *t);
void mont_mul_armv7m(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                     size_t n, uint32_t m0inv, uint32_t *t);
void mont_mul_mips32r2(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                       size_t n, uint32_t m0inv, uint32_t *t);

// Montgomery squaring: r = a^2 2^(-32n) mod m, for a < m and m odd. r may
// alias a; t has 2n + 2 words. mont_sqr is the core's fastest (on
// Cortex-M4 a square that computes each cross product once,
// mont_sqr_armv7m, for even n); mont_sqr_portable and mont_sqr_mips32r2
// are their core's mont_mul of a by itself.
void mont_sqr(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n, uint32_t m0inv,
              uint32_t *t);
void mont_sqr_portable(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n,
                       uint32_t m0inv, uint32_t *t);
void mont_sqr_armv7m(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n,
                     uint32_t m0inv, uint32_t *t);
void mont_sqr_mips32r2(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n,
                       uint32_t m0inv, uint32_t *t);

// A core's squaring around its rows in assembly, which take rows two at a
// time: for even n, t's first 2n + 1 words zeroed, rows(t, a, m, n, m0inv)
// leaves t[n..2n] = a^2 2^(-32n) below 2m, then finish(r, t + n, m, n)
// (mont_finish's contract); an odd n (public) multiplies with mul into t's
// upper n words and copies out. mont_sqr's contract.
using MontSqrRows = void (*)(uint32_t *t, const uint32_t *a, const uint32_t *m, size_t n,
                             uint32_t m0inv);
using MontMulRows = void (*)(uint32_t *r, const uint32_t *a, const uint32_t *b,
                             const uint32_t *m, size_t n, uint32_t m0inv, uint32_t *t);
using MontFinish = void (*)(uint32_t *r, const uint32_t *t, const uint32_t *m, size_t n);
template <MontSqrRows Rows, MontMulRows Mul, MontFinish Finish>
void mont_sqr_by_rows(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n,
                      uint32_t m0inv, uint32_t *t);

// Montgomery multiplication's last step: r = t - m if t (n + 1 words, below
// 2m) is at least m, else t; by masks. The assembly backends' rows end here.
void mont_finish(uint32_t *r, const uint32_t *t, const uint32_t *m, size_t n);

// r = 2^(64n) mod m (R^2, to enter the Montgomery domain), m odd with a
// non-zero top word: 32 + n doublings from 2^(32(n - 1)) up to 2^(33n),
// then five Montgomery squarings, each doubling the excess over 2^(32n).
// Constant time (m's bit length too). tmp has n words (the doublings'), mt
// 2n + 2 (the squarings'); mt may be tmp.
void mont_r2(uint32_t *r, const uint32_t *m, size_t n, uint32_t m0inv, uint32_t *tmp,
             uint32_t *mt);

// r = a mod m for a of an_words words (any size), m odd with non-zero top
// word, n words: Horner's rule over n-word chunks of a, each chunk brought
// below m by two Montgomery multiplications. r must not alias a. t has
// 5n + 2 words. Constant time in a's value.
void mod_reduce(uint32_t *r, const uint32_t *a, size_t an_words, const uint32_t *m, size_t n,
                uint32_t *t);

// r = a * b mod m (a, b < m, n words each), plain (non-Montgomery) form.
// t has 3n + 2 words.
void mod_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n,
             uint32_t *t);

// The same two with R^2 mod m given (mont_r2's), for a caller that reduces
// or multiplies by one modulus more than once (RSA's n and p): t as above,
// its first n words unused (r2 may live there).
void mod_reduce_r2(uint32_t *r, const uint32_t *a, size_t an_words, const uint32_t *m, size_t n,
                   const uint32_t *r2, uint32_t *t);
void mod_mul_r2(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n,
                const uint32_t *r2, uint32_t *t);

// r = a * b (schoolbook), r of an + bn words, not aliasing a or b.
void mul(uint32_t *r, const uint32_t *a, size_t an, const uint32_t *b, size_t bn_words);

// r = x^-1 mod m for odd m (n words, > 1) and x < m, by the constant-time
// binary extended Euclid (a, b = x, m; halve a, subtract the smaller odd
// value, 2 * 32n rounds whatever the values). Returns all-ones if x was
// invertible (gcd 1), else 0 with r = 0. t has 4n words.
uint32_t mod_inverse_odd(uint32_t *r, const uint32_t *x, const uint32_t *m, size_t n,
                         uint32_t *t);

// The Jacobi symbol (a/m) for odd m > 0 and a < m (n words each): 1, -1,
// or 0 when gcd(a, m) > 1; for a prime m, the Legendre symbol, so 1 exactly
// for the quadratic residues (Euler: a^((m-1)/2) = 1). Variable time: public
// values only. t has 2n words.
int jacobi_vartime(const uint32_t *a, const uint32_t *m, size_t n, uint32_t *t);

// The same contract by Pornin's optimized binary GCD (31 steps per pass on
// 64-bit approximations, then one pass of linear combinations over the
// full values): constant time, about 25 times faster at 2048 bits. t has
// 9n + 4 words.
uint32_t mod_inverse_bingcd(uint32_t *r, const uint32_t *x, const uint32_t *m, size_t n,
                            uint32_t *t);

template <MontSqrRows Rows, MontMulRows Mul, MontFinish Finish>
void mont_sqr_by_rows(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n,
                      uint32_t m0inv, uint32_t *t) {
  if ((n & 1u) != 0) {
    Mul(t + n + 2, a, a, m, n, m0inv, t);
    copy(r, t + n + 2, n);
    return;
  }
  zero(t, 2 * n + 1);
  Rows(t, a, m, n, m0inv);
  Finish(r, t + n, m, n);  // t[n..2n], below 2m
}

}  // namespace bn
}  // namespace mcucrypt

#endif  // MCUCRYPT_BIGNUM_BIGNUM_H_
