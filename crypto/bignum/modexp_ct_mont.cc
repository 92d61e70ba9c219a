// Modular exponentiation over a Montgomery multiplication and squaring
// that each descriptor names (modexp_ct_mont_<core>.cc: portable C++,
// Thumb-2, MIPS32r2). Secret exponents take a fixed 4-bit window
// (HAC 14.82, left to right) over every bit of exp_words words, each
// window's table entry read with a masked scan of all 16 entries, so the
// sequence of operations and the addresses touched never depend on exp or
// base. Public exponents take plain left-to-right square-and-multiply from
// the top set bit (17 multiplications for e = 65537).
#include "crypto/bignum/bignum.h"
#include "crypto/bignum/modexp_ct_mont.h"
#include "crypto/common/ct.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/modexp.h"

namespace {

using namespace mcucrypt;

constexpr unsigned kWindowBits = 4;
constexpr size_t kTableSize = 1u << kWindowBits;
// Secret exponents up to 4096-bit moduli (the table is 16 moduli long);
// public ones up to MCU_BN_MAX_BITS.
constexpr size_t kMaxSecretWords = 4096 / 32;

}  // namespace

namespace mcucrypt {
namespace bn {

size_t modexp_ct_mont_workspace_words(size_t n) {
  // Montgomery temporary (n + 2) and operand, adjacent (the squaring's
  // temporary, 2n + 2), R^2, one, accumulator, and the table for secret
  // exponents.
  return (n + 2) + 4 * n + (n <= kMaxSecretWords ? kTableSize * n : 0);
}

}  // namespace bn
}  // namespace mcucrypt

namespace {

using mcucrypt::bn::modexp_ct_mont_workspace_words;

// dst = table[index], reading every entry: four entries per pass over the
// words, each word ORed from the four under their masks (five loads and a
// store for four entries' words; a pass per entry, or a mask array read in
// the inner loop, took about twice the cycles on the microAptiv).
void table_lookup(uint32_t *dst, const uint32_t *table, size_t n, uint32_t index) {
  static_assert(kTableSize % 4 == 0, "four entries a pass");
  for (uint32_t k = 0; k < kTableSize; k += 4) {
    const uint32_t m0 = ct::eq_mask(k, index), m1 = ct::eq_mask(k + 1, index);
    const uint32_t m2 = ct::eq_mask(k + 2, index), m3 = ct::eq_mask(k + 3, index);
    const uint32_t *e0 = table + k * n, *e1 = e0 + n, *e2 = e1 + n, *e3 = e2 + n;
    const uint32_t keep = 0u - (k != 0);  // public: the first pass overwrites dst
    for (size_t i = 0; i < n; ++i) {
      dst[i] = (dst[i] & keep) | (m0 & e0[i]) | (m1 & e1[i]) | (m2 & e2[i]) | (m3 & e3[i]);
    }
  }
}

}  // namespace

namespace mcucrypt {
namespace bn {

mcu_status modexp_ct_mont(MontMul mont_mul, MontSqr mont_sqr, const mcu_modexp_desc *self, uint32_t *r,
                          const uint32_t *base,
                          const uint32_t *exp, size_t exp_words, const uint32_t *m,
                          size_t n, int exp_is_secret, uint32_t *work, size_t work_words) {
  if (self == nullptr || r == nullptr || base == nullptr || m == nullptr || work == nullptr ||
      (exp == nullptr && exp_words != 0) || n == 0) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (n > MCU_BN_MAX_WORDS || (exp_is_secret && n > kMaxSecretWords)) return MCU_ERR_UNSUPPORTED;
  // The contract's checks on m and base (either may be secret: an RSA
  // prime, a candidate): masks, only the verdict declassified.
  const uint32_t bad = ~(0u - (m[0] & 1u)) | ct::mask_if_zero(m[n - 1]) |
                       (n == 1 ? ct::eq_mask(m[0], 1) : 0u) | ~bn::lt_mask(base, m, n);
  if (bn::declassify(bad) != 0) return MCU_ERR_INVALID_ARGUMENT;
  if (work_words < modexp_ct_mont_workspace_words(n)) return MCU_ERR_BUFFER_TOO_SMALL;

  // mt and op adjacent: the squaring's 2n + 2 words of temporary (it runs
  // while op is free).
  uint32_t *mt = work, *op = mt + n + 2, *r2 = op + n, *one = r2 + n, *acc = one + n;
  uint32_t *table = acc + n;
  const uint32_t m0inv = bn::mont_m0inv(m[0]);
  bn::mont_r2(r2, m, n, m0inv, acc, mt);
  bn::zero(one, n);
  one[0] = 1;

  if (exp_is_secret) {
    // table[k] = base^k R mod m.
    mont_mul(table, one, r2, m, n, m0inv, mt);          // R mod m
    mont_mul(table + n, base, r2, m, n, m0inv, mt);     // base R
    for (size_t k = 2; k < kTableSize; ++k) {
      mont_mul(table + k * n, table + (k - 1) * n, table + n, m, n, m0inv, mt);
    }
    bn::copy(acc, table, n);
    for (size_t w = exp_words * (32 / kWindowBits); w-- > 0;) {
      for (unsigned s = 0; s < kWindowBits; ++s) mont_sqr(acc, acc, m, n, m0inv, mt);
      const uint32_t bits = (exp[w / 8] >> (kWindowBits * (w % 8))) & (kTableSize - 1);
      table_lookup(op, table, n, bits);
      mont_mul(r, acc, op, m, n, m0inv, mt);
      bn::copy(acc, r, n);
    }
  } else {
    // base R kept where R^2 was (op is the squaring's temporary).
    mont_mul(acc, one, r2, m, n, m0inv, mt);  // R: 1 in the domain
    mont_mul(op, base, r2, m, n, m0inv, mt);  // base R
    uint32_t *base_r = r2;
    bn::copy(base_r, op, n);
    size_t bits = bn::bit_length_vartime(exp, exp_words);
    while (bits-- > 0) {
      mont_sqr(acc, acc, m, n, m0inv, mt);
      if ((exp[bits / 32] >> (bits % 32)) & 1u) {
        mont_mul(r, acc, base_r, m, n, m0inv, mt);
        bn::copy(acc, r, n);
      }
    }
  }
  mont_mul(r, acc, one, m, n, m0inv, mt);  // leave the domain
  mcu_wipe(work, modexp_ct_mont_workspace_words(n) * sizeof(uint32_t));
  return MCU_OK;
}

}  // namespace bn
}  // namespace mcucrypt
