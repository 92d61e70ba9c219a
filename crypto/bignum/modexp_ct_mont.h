// Fixed-window Montgomery modular exponentiation (modexp_ct_mont.cc) over
// the Montgomery multiplication and squaring a descriptor names: each technique's file
// (modexp_ct_mont_portable.cc, _armv7m.cc, _mips32r2.cc) defines its
// descriptor with MCU_MODEXP_CT_MONT_DESC, in a constant initializer.
#ifndef MCUCRYPT_BIGNUM_MODEXP_CT_MONT_H_
#define MCUCRYPT_BIGNUM_MODEXP_CT_MONT_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/bignum/bignum.h"
#include "mcucrypt/modexp.h"

namespace mcucrypt {
namespace bn {

// bn::mont_mul's contract: r = a b 2^(-32n) mod m, t has n + 2 words.
using MontMul = void (*)(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                         size_t n, uint32_t m0inv, uint32_t *t);
// bn::mont_sqr's: r = a^2 2^(-32n) mod m, r may alias a, t has 2n + 2 words.
using MontSqr = void (*)(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n,
                         uint32_t m0inv, uint32_t *t);

size_t modexp_ct_mont_workspace_words(size_t n);
mcu_status modexp_ct_mont(MontMul mont_mul, MontSqr mont_sqr, const mcu_modexp_desc *self, uint32_t *r,
                          const uint32_t *base, const uint32_t *exp, size_t exp_words,
                          const uint32_t *m, size_t n, int exp_is_secret, uint32_t *work,
                          size_t work_words);

// modexp_ct_mont with Mul and Sqr, as a descriptor's modexp function.
template <MontMul Mul, MontSqr Sqr>
mcu_status modexp_ct_mont_with(const mcu_modexp_desc *self, uint32_t *r, const uint32_t *base,
                               const uint32_t *exp, size_t exp_words, const uint32_t *m,
                               size_t n, int exp_is_secret, uint32_t *work, size_t work_words) {
  return modexp_ct_mont(Mul, Sqr, self, r, base, exp, exp_words, m, n, exp_is_secret, work,
                        work_words);
}

}  // namespace bn
}  // namespace mcucrypt

// const mcu_modexp_desc name = {impl, ...} over the multiplication mul and
// the squaring sqr.
#define MCU_MODEXP_CT_MONT_DESC(name, impl, mul, sqr)                               \
  extern "C" const mcu_modexp_desc name = {                                         \
      impl, 1, MCU_BN_MAX_BITS, mcucrypt::bn::modexp_ct_mont_workspace_words,       \
      mcucrypt::bn::modexp_ct_mont_with<mul, sqr>, nullptr,                         \
  }

#endif  // MCUCRYPT_BIGNUM_MODEXP_CT_MONT_H_
