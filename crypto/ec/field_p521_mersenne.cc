// secp521r1's field, p = 2^521 - 1 (a Mersenne prime, SEC 2 v2 section
// 2.6.1): 2^521 = 1 mod p, so a product reduces by adding its bits above
// 521 to its bits below, twice, and subtracting p once under a mask.
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/field_product.h"
#include "crypto/ec/field_solinas.h"

#ifdef MCUCRYPT_EC_SOLINAS_256_ARMV7M
// field_product_521_armv7m.S: the product in UMAAL rows, the reduction
// below as three carry chains.
extern "C" void mcu_ec_product_521_armv7m(uint32_t t[34], const uint32_t a[17],
                                          const uint32_t b[17]);
extern "C" void mcu_ec_mersenne_521_armv7m(uint32_t r[17], uint32_t t[34]);
#endif

namespace mcucrypt {
namespace ec {

namespace {

constexpr size_t kLimbs = 17;
constexpr uint32_t kTopMask = 0x1FF;  // 521 = 16 * 32 + 9

// r = t mod p for a product t < 2^1088.
[[maybe_unused]] void reduce_mersenne(uint32_t *r, const uint32_t *t) {
  // s = (t mod 2^521) + (t >> 521) < 2^568: 18 limbs.
  uint32_t s[kLimbs + 1];
  uint64_t carry = 0;
  for (size_t j = 0; j <= kLimbs; ++j) {
    const uint32_t lo = j < 16 ? t[j] : (j == 16 ? (t[16] & kTopMask) : 0);
    const uint32_t hi_next = j + 17 < 2 * kLimbs ? t[j + 17] << 23 : 0;
    const uint32_t hi = (t[j + 16] >> 9) | hi_next;
    carry += static_cast<uint64_t>(lo) + hi;
    s[j] = static_cast<uint32_t>(carry);
    carry >>= 32;
  }
  // Again: (s mod 2^521) + (s >> 521) < 2^521 + 2^47 < 2p.
  const uint32_t fold[2] = {(s[16] >> 9) | (s[17] << 23), s[17] >> 9};
  s[16] &= kTopMask;
  carry = 0;
  for (size_t j = 0; j < kLimbs; ++j) {
    carry += static_cast<uint64_t>(s[j]) + (j < 2 ? fold[j] : 0);
    s[j] = static_cast<uint32_t>(carry);
    carry >>= 32;
  }
  // s - p = s + 1 - 2^521: s >= p exactly when s + 1 reaches bit 521.
  uint32_t d[kLimbs];
  carry = 1;
  for (size_t j = 0; j < kLimbs; ++j) {
    carry += s[j];
    d[j] = static_cast<uint32_t>(carry);
    carry >>= 32;
  }
  const uint32_t use_d = ct::mask_if_nonzero(d[16] >> 9);
  d[16] &= kTopMask;
  for (size_t j = 0; j < kLimbs; ++j) r[j] = ct::select(use_d, d[j], s[j]);
}

}  // namespace

void p521_mul_mersenne(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b) {
  (void)m;
  uint32_t t[2 * kLimbs];
#ifdef MCUCRYPT_EC_SOLINAS_256_ARMV7M
  // field_product_521_armv7m.S: the product, and reduce_mersenne as three
  // carry chains.
  mcu_ec_product_521_armv7m(t, a, b);
  mcu_ec_mersenne_521_armv7m(r, t);
#else
#ifdef MCUCRYPT_EC_ROWS_MIPS32R2  // field_rows_mips32r2.S; a is b: the call site's
  if (a == b) {
    mcu_ec_square_17_mips32r2(t, a);
  } else {
    mcu_ec_product_17_mips32r2(t, a, b);
  }
#else
  product_schoolbook<kLimbs>(t, a, b);  // < 2^1088
#endif
  reduce_mersenne(r, t);
#endif
}

}  // namespace ec
}  // namespace mcucrypt
