// Constant-time helpers. Masks are all-ones (0xFFFFFFFF) for "true" and
// zero for "false"; none of these functions branch on or index by their
// arguments.
#ifndef MCUCRYPT_COMMON_CT_H_
#define MCUCRYPT_COMMON_CT_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mcucrypt/status.h"

namespace mcucrypt {
namespace ct {

// Hides x's value from the optimiser so it cannot prove a mask is 0/1 and
// turn mask arithmetic back into a branch.
inline uint32_t value_barrier(uint32_t x) {
#if defined(__GNUC__) || defined(__clang__)
  __asm__("" : "+r"(x));
#else
  volatile uint32_t v = x;
  x = v;
#endif
  return x;
}

// 0xFFFFFFFF if x != 0, else 0. (x | -x) has its top bit set iff x != 0.
inline uint32_t mask_if_nonzero(uint32_t x) {
  const uint32_t bit = (x | (0u - x)) >> 31;
  return 0u - value_barrier(bit);
}

inline uint32_t mask_if_zero(uint32_t x) { return ~mask_if_nonzero(x); }

inline uint32_t eq_mask(uint32_t a, uint32_t b) { return mask_if_zero(a ^ b); }

// 0xFFFFFFFF if a < b (unsigned), else 0. a < b exactly when a - b borrows
// out of bit 31: either a's top bit is 0 and b's is 1, or the top bits are
// equal and the lower bits borrowed (which leaves bit 31 of a - b set).
// The barrier on a - b stops the compiler recognising this as a compare.
inline uint32_t lt_mask(uint32_t a, uint32_t b) {
  const uint32_t diff = value_barrier(a - b);
  const uint32_t borrow = ((~a & b) | (~(a ^ b) & diff)) >> 31;
  return 0u - borrow;
}

// Bitwise (mask ? a : b).
inline uint32_t select(uint32_t mask, uint32_t a, uint32_t b) {
  return b ^ (value_barrier(mask) & (a ^ b));
}

// Copies src to dst if mask is all-ones; leaves dst unchanged if zero.
// Both cases touch every byte.
inline void cond_copy(uint32_t mask, uint8_t *dst, const uint8_t *src, size_t n) {
  const uint8_t m = static_cast<uint8_t>(value_barrier(mask));
  for (size_t i = 0; i < n; ++i) {
    dst[i] = static_cast<uint8_t>(dst[i] ^ (m & (dst[i] ^ src[i])));
  }
}

// Swaps a[i] and b[i] for all i if mask is all-ones; no-op if zero.
inline void cond_swap(uint32_t mask, uint32_t *a, uint32_t *b, size_t n) {
  const uint32_t m = value_barrier(mask);
  for (size_t i = 0; i < n; ++i) {
    const uint32_t t = m & (a[i] ^ b[i]);
    a[i] ^= t;
    b[i] ^= t;
  }
}

// Keeps buf if keep_mask is all-ones, zeroes it if it is zero; touches every
// byte either way. (Used to release or withhold decrypted output without
// branching on a tag comparison.)
inline void keep_or_zero(uint32_t keep_mask, uint8_t *buf, size_t n) {
  const uint32_t m = value_barrier(keep_mask);
  size_t i = 0;
  // Word at a time (memcpy: any alignment); it runs over whole messages.
  for (; i + 8 <= n; i += 8) {
    uint32_t a, b;  // two scalars, not an array: they stay in registers
    memcpy(&a, buf + i, 4);
    memcpy(&b, buf + i + 4, 4);
    a &= m;
    b &= m;
    memcpy(buf + i, &a, 4);
    memcpy(buf + i + 4, &b, 4);
  }
  for (; i < n; ++i) buf[i] = static_cast<uint8_t>(buf[i] & m);
}

// mask != 0, for a verdict on secret data that is public by design (the
// caller learns it from the status anyway): a tag's or a key's validity,
// rejection sampling's draws, signing's retry. Every branch on a
// secret-derived value goes through here, so the constant-time checks can
// tell these from leaks: the valgrind harness (tests/ct) overrides this weak
// definition (ct.cc) to mark the verdict public.
bool public_verdict(uint32_t mask);

// An AEAD's open, once its tag was compared in constant time (match: all-
// ones if it matched): the verdict is the status the caller gets, so acting
// on it leaks nothing more. A forgery's text is zeroed; an authentic one is
// not touched again (masking every message instead cost ~1.8 cycles a byte
// on a Cortex-M4: a fifth of the SAM4C engine's GCM decryption).
inline mcu_status release_if_authentic(uint32_t match, uint8_t *out, size_t len) {
  if (public_verdict(match)) return MCU_OK;
  if (len != 0) memset(out, 0, len);
  return MCU_ERR_AUTH_FAILED;
}

// ok if ok_mask is all-ones, fail if it is zero, without a branch.
inline mcu_status status_select(uint32_t ok_mask, mcu_status ok, mcu_status fail) {
  return static_cast<mcu_status>(static_cast<int32_t>(
      select(ok_mask, static_cast<uint32_t>(ok), static_cast<uint32_t>(fail))));
}

}  // namespace ct
}  // namespace mcucrypt

#endif  // MCUCRYPT_COMMON_CT_H_
