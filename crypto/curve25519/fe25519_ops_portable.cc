// Addition, subtraction, multiplication, squaring, multiplication by a small
// constant and the conditional swap mod 2^255 - 19 in
// portable C++ (the reference the assembly techniques are checked against,
// fe25519_ops.h): schoolbook 8 x 8 word products with 64-bit accumulators,
// then the high half folded in times 38 (2^256 = 38 mod p). No branch or index depends on
// a value; carries are folded by arithmetic, not tests.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/ct.h"
#include "crypto/curve25519/fe25519_ops.h"
#include "crypto/curve25519/words.h"

namespace mcucrypt {
namespace curve25519 {
namespace {

// 16-word product -> 8 words below 2^256.
void reduce_wide(uint32_t r[8], const uint32_t t[16]) {
  uint64_t c = 0;
  for (size_t i = 0; i < 8; ++i) {
    c += t[i] + uint64_t{38} * t[i + 8];
    r[i] = static_cast<uint32_t>(c);
    c >>= 32;
  }
  fold_carry(r, c);
}

}  // namespace
}  // namespace curve25519
}  // namespace mcucrypt

extern "C" void mcu_fe25519_add_portable(uint32_t r[8], const uint32_t a[8],
                                         const uint32_t b[8]) {
  mcucrypt::curve25519::fold_carry(r, mcucrypt::words::add<8>(r, a, b));
}

// a - b + 2^256 * borrow, then - 38 * borrow; a second borrow means the
// value was below 38, so the second 38 comes off word 0 without borrowing.
extern "C" void mcu_fe25519_sub_portable(uint32_t r[8], const uint32_t a[8],
                                         const uint32_t b[8]) {
  const uint32_t borrow = mcucrypt::words::sub<8>(r, a, b);
  const uint32_t fold[8] = {borrow * 38u};
  r[0] -= mcucrypt::words::sub<8>(r, r, fold) * 38u;
}

extern "C" void mcu_fe25519_mul_portable(uint32_t r[8], const uint32_t a[8],
                                         const uint32_t b[8]) {
  uint32_t t[16];
  mcucrypt::words::mul<8>(t, a, b);
  mcucrypt::curve25519::reduce_wide(r, t);
}

// Squaring: each cross product once, doubled, plus the diagonal.
extern "C" void mcu_fe25519_sqr_portable(uint32_t r[8], const uint32_t a[8]) {
  uint32_t t[16] = {0};
  for (size_t i = 0; i < 8; ++i) {
    uint64_t c = 0;
    for (size_t j = i + 1; j < 8; ++j) {
      c += uint64_t{a[i]} * a[j] + t[i + j];
      t[i + j] = static_cast<uint32_t>(c);
      c >>= 32;
    }
    t[i + 8] = static_cast<uint32_t>(c);
  }
  uint32_t top = 0;  // t = 2 t
  for (size_t i = 0; i < 16; ++i) {
    const uint32_t w = t[i];
    t[i] = (w << 1) | top;
    top = w >> 31;
  }
  uint64_t c = 0;
  for (size_t i = 0; i < 8; ++i) {
    const uint64_t sq = uint64_t{a[i]} * a[i];
    c += uint64_t{t[2 * i]} + static_cast<uint32_t>(sq);
    t[2 * i] = static_cast<uint32_t>(c);
    c >>= 32;
    c += uint64_t{t[2 * i + 1]} + (sq >> 32);
    t[2 * i + 1] = static_cast<uint32_t>(c);
    c >>= 32;
  }
  mcucrypt::curve25519::reduce_wide(r, t);
}

extern "C" void mcu_fe25519_mul_small_portable(uint32_t r[8], const uint32_t a[8], uint32_t k) {
  mcucrypt::curve25519::fold_carry(r, mcucrypt::words::mul_word<8>(r, a, k));
}

extern "C" void mcu_fe25519_cswap_portable(uint32_t mask, uint32_t a[8], uint32_t b[8]) {
  mcucrypt::ct::cond_swap(mask, a, b, 8);
}
