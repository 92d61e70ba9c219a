// Addition, subtraction, multiplication, squaring, multiplication by a
// small constant and the conditional swap mod 2^448 - 2^224 - 1 in portable C++ (the reference the assembly techniques are checked
// against, fe448_ops.h): schoolbook 14 x 14 word products with 64-bit
// accumulators, then the Solinas-style fold of the high half. No branch or
// index depends on a value.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/ct.h"
#include "crypto/curve448/fe448_ops.h"
#include "crypto/curve25519/words.h"

namespace mcucrypt {
namespace curve448 {
namespace {

constexpr size_t kW = 14;

// t (28 words) -> r < 2^448. With h = t[14..27] = hl + hh 2^224:
// t = l + h 2^448 = l + h + h 2^224 = l + h + hl 2^224 + hh (2^224 + 1),
// so word i < 7 gets l + h[i] + h[i + 7], word i >= 7 gets
// l + 2 h[i] + h[i - 7].
void reduce_wide(uint32_t r[kW], const uint32_t t[2 * kW]) {
  const uint32_t *h = t + kW;
  uint64_t c = 0;
  for (size_t i = 0; i < kW; ++i) {
    c += uint64_t{t[i]} + h[i];
    c += i < 7 ? uint64_t{h[i + 7]} : uint64_t{h[i]} + h[i - 7];
    r[i] = static_cast<uint32_t>(c);
    c >>= 32;
  }
  fold_carry(r, static_cast<uint32_t>(c));
}

}  // namespace
}  // namespace curve448
}  // namespace mcucrypt

extern "C" void mcu_fe448_add_portable(uint32_t r[14], const uint32_t a[14],
                                       const uint32_t b[14]) {
  mcucrypt::curve448::fold_carry(r, mcucrypt::words::add<14>(r, a, b));
}

// a - b + 2^448 borrow, then - borrow (2^224 + 1), twice: after a second
// borrow the value is at least 2^448 - 2^224 - 1, so the third cannot.
extern "C" void mcu_fe448_sub_portable(uint32_t r[14], const uint32_t a[14],
                                       const uint32_t b[14]) {
  uint32_t s[14] = {mcucrypt::words::sub<14>(r, a, b)};
  s[7] = s[0];
  s[0] = s[7] = mcucrypt::words::sub<14>(r, r, s);
  mcucrypt::words::sub<14>(r, r, s);
}

extern "C" void mcu_fe448_mul_portable(uint32_t r[14], const uint32_t a[14],
                                       const uint32_t b[14]) {
  uint32_t t[28];
  mcucrypt::words::mul<14>(t, a, b);
  mcucrypt::curve448::reduce_wide(r, t);
}

extern "C" void mcu_fe448_sqr_portable(uint32_t r[14], const uint32_t a[14]) {
  mcu_fe448_mul_portable(r, a, a);
}

extern "C" void mcu_fe448_mul_small_portable(uint32_t r[14], const uint32_t a[14], uint32_t k) {
  mcucrypt::curve448::fold_carry(r, mcucrypt::words::mul_word<14>(r, a, k));
}

extern "C" void mcu_fe448_cswap_portable(uint32_t mask, uint32_t a[14], uint32_t b[14]) {
  mcucrypt::ct::cond_swap(mask, a, b, 14);
}
