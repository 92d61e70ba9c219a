// Modular arithmetic over a fixed number of 32-bit limbs, and Montgomery
// multiplication generic in the modulus (CIOS:
// Koc, Acar, Kaliski, "Analyzing and Comparing Montgomery Multiplication
// Algorithms", 1996; for 8 limbs the core's 256-bit product, then REDC):
// every group order and the brainpool fields of ec_curves.cc; the
// special-form fields bring their own mul. Products are
// 32x32->64-bit multiplies (UMULL, MULTU: constant latency); no division
// anywhere. Results are reduced by a
// masked subtraction, never a branch.
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/ec_curve.h"
#include "crypto/ec/field_add_sub.h"
#include "crypto/ec/field_product.h"
#include "crypto/ec/field_solinas.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace ec {

namespace {

// CIOS.
template <size_t n>
void mont_mul(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b) {
  uint32_t t[n + 2];
  memset(t, 0, sizeof(t));
  for (size_t i = 0; i < n; ++i) {
    // t += a * b[i]
    uint32_t carry = 0;
    for (size_t j = 0; j < n; ++j) {
      const uint64_t x = static_cast<uint64_t>(a[j]) * b[i] + t[j] + carry;
      t[j] = static_cast<uint32_t>(x);
      carry = static_cast<uint32_t>(x >> 32);
    }
    uint64_t x = static_cast<uint64_t>(t[n]) + carry;
    t[n] = static_cast<uint32_t>(x);
    t[n + 1] = static_cast<uint32_t>(x >> 32);
    // t = (t + q * m) / 2^32 with q chosen so the low word cancels.
    const uint32_t q = t[0] * m.m0inv;
    x = static_cast<uint64_t>(q) * m.m[0] + t[0];
    carry = static_cast<uint32_t>(x >> 32);
    for (size_t j = 1; j < n; ++j) {
      x = static_cast<uint64_t>(q) * m.m[j] + t[j] + carry;
      t[j - 1] = static_cast<uint32_t>(x);
      carry = static_cast<uint32_t>(x >> 32);
    }
    x = static_cast<uint64_t>(t[n]) + carry;
    t[n - 1] = static_cast<uint32_t>(x);
    t[n] = t[n + 1] + static_cast<uint32_t>(x >> 32);
  }
  reduce_once<n>(m.m, r, t);  // t < 2m
}

#ifdef MCUCRYPT_EC_ROWS_MIPS32R2
// 12 and 16 limbs on MIPS32r2: field_rows_mips32r2.S's product (its
// squaring when a is b, the call site's choice: public), then its REDC.
typedef void (*RowsProduct)(uint32_t *t, const uint32_t *a, const uint32_t *b);
typedef void (*RowsSquare)(uint32_t *t, const uint32_t *a);
typedef uint32_t (*RowsRedc)(uint32_t *t, const uint32_t *m, uint32_t m0inv);

template <size_t n, RowsProduct product, RowsSquare square, RowsRedc redc>
void mont_mul_rows(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b) {
  uint32_t t[2 * n + 1];
  if (a == b) {
    square(t, a);
  } else {
    product(t, a, b);
  }
  t[2 * n] = redc(t, m.m, m.m0inv);
  reduce_once<n>(m.m, r, t + n);  // < 2m
}
#endif

#ifdef MCUCRYPT_EC_ROWS_ARMV7M
// 12 and 16 limbs on Cortex-M4: field_rows_armv7m.S's product or squaring
// (as above), then its REDC, which also reduces once and writes r.
typedef void (*RowsProduct)(uint32_t *t, const uint32_t *a, const uint32_t *b);
typedef void (*RowsSquare)(uint32_t *t, const uint32_t *a);
typedef void (*RowsRedcReduce)(uint32_t *r, uint32_t *t, const uint32_t *m, uint32_t m0inv);

template <size_t n, RowsProduct product, RowsSquare square, RowsRedcReduce redc>
void mont_mul_rows(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b) {
  uint32_t t[2 * n];
  if (a == b) {
    square(t, a);
  } else {
    product(t, a, b);
  }
  redc(r, t, m.m, m.m0inv);
}
#endif

// 8 limbs (the 256-bit orders, brainpoolP256r1's p): the core's 256-bit
// Montgomery multiplication (field_product.h: product and reduction in one
// UMAAL routine on Cortex-M4).
void mont_mul_product_256(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b) {
  field_mont_mul_256(r, a, b, m.m, m.m0inv);
}

}  // namespace

void mod_mul_montgomery(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b) {
  switch (m.limbs) {  // public: the curve's size
    case 8:
      return mont_mul_product_256(m, r, a, b);
#ifdef MCUCRYPT_EC_ROWS_MIPS32R2
    case 12:
      return mont_mul_rows<12, mcu_ec_product_12_mips32r2, mcu_ec_square_12_mips32r2,
                           mcu_ec_redc_12_mips32r2>(m, r, a, b);
    case 16:
      return mont_mul_rows<16, mcu_ec_product_16_mips32r2, mcu_ec_square_16_mips32r2,
                           mcu_ec_redc_16_mips32r2>(m, r, a, b);
#elif defined(MCUCRYPT_EC_ROWS_ARMV7M)
    case 12:
      return mont_mul_rows<12, mcu_ec_product_12_armv7m, mcu_ec_square_12_armv7m,
                           mcu_ec_redc_12_armv7m>(m, r, a, b);
    case 16:
      return mont_mul_rows<16, mcu_ec_product_16_armv7m, mcu_ec_square_16_armv7m,
                           mcu_ec_redc_16_armv7m>(m, r, a, b);
#else
    case 12:
      return mont_mul<12>(m, r, a, b);
    case 16:
      return mont_mul<16>(m, r, a, b);
#endif
    default:
      return mont_mul<kMaxLimbs>(m, r, a, b);
  }
}

void mod_add_any(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b) {
  switch (m.limbs) {  // public: the curve's size
    case 8:
      return field_add_256(r, a, b, m.m);
    case 12:
      return field_add_384(r, a, b, m.m);
    case 16:
      return add_mod<16>(m.m, r, a, b);
    default:
      return add_mod<kMaxLimbs>(m.m, r, a, b);
  }
}

void mod_sub_any(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b) {
  switch (m.limbs) {
    case 8:
      return field_sub_256(r, a, b, m.m);
    case 12:
      return field_sub_384(r, a, b, m.m);
    case 16:
      return sub_mod<16>(m.m, r, a, b);
    default:
      return sub_mod<kMaxLimbs>(m.m, r, a, b);
  }
}

#ifdef MCUCRYPT_EC_SOLINAS_256_ARMV7M
bool mod_mul_small_special(const Mod &m, uint32_t *r, const uint32_t *a, uint32_t k) {
  // m's multiplication names its field (public), as it does for mod_mul.
  if (m.mul == p256_mul_solinas) {
    p256_mul_small_solinas(m, r, a, k);
    return true;
  }
  if (m.mul == sm2_mul_solinas) {
    sm2_mul_small_solinas(m, r, a, k);
    return true;
  }
  return false;
}
#endif

void mod_to_mont(const Mod &m, uint32_t *r, const uint32_t *x) {
  // x * R^2 / R: x < R and R^2 mod m < m keep the product below m * R.
  mod_mul(m, r, x, m.r2);
}

void mod_from_mont(const Mod &m, uint32_t *r, const uint32_t *x) {
  uint32_t one[kMaxLimbs];
  memset(one, 0, sizeof(one));
  one[0] = 1;
  mod_mul(m, r, x, one);
}

void mod_pow(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *e) {
  // Sliding windows of up to 4 bits over the public exponent (Handbook of
  // Applied Cryptography, Algorithm 14.85): a, a^3, ..., a^15 first, then
  // one multiplication per window, which ends on a set bit. Branches and
  // table indices depend on e only. (Fermat inversion mod P-256's p: 41
  // multiplications with the table's 8, against 128 bit by bit.)
  const size_t n = m.limbs;
  uint32_t odd[8][kMaxLimbs];
  uint32_t acc[kMaxLimbs];
  memcpy(odd[0], a, n * sizeof(uint32_t));
  mod_mul(m, acc, a, a);
  for (size_t i = 1; i < 8; ++i) mod_mul(m, odd[i], odd[i - 1], acc);
  memcpy(acc, m.one, n * sizeof(uint32_t));
  auto bit = [e](size_t i) { return (e[i / 32] >> (i % 32)) & 1u; };
  bool started = false;
  for (size_t i = n * 32; i-- > 0;) {
    if (!bit(i)) {
      if (started) mod_mul(m, acc, acc, acc);
      continue;
    }
    // The window e[i..low], low the lowest set bit within 4 bits of i.
    size_t low = i >= 3 ? i - 3 : 0;
    while (!bit(low)) ++low;
    uint32_t value = 0;
    for (size_t j = i + 1; j-- > low;) {
      value = (value << 1) | bit(j);
      if (started) mod_mul(m, acc, acc, acc);
    }
    mod_mul(m, acc, acc, odd[value / 2]);
    started = true;
    i = low;
  }
  memcpy(r, acc, n * sizeof(uint32_t));
  mcu_wipe(odd, sizeof(odd));
}

void mod_inv(const Mod &m, uint32_t *r, const uint32_t *a) {
  // P-256's p - 2 has a short addition chain (field_inv_p256_chain.cc);
  // m's multiplication names the field (public).
  if (m.mul == p256_mul_solinas) return p256_inv_addition_chain(m, r, a);
  // Its group order's n - 2 has runs of ones in its top half
  // (field_inv_p256_chain.cc); the Mod is the curve's own (public). n's
  // top words first, so that other moduli skip the look-up.
  if (m.limbs == 8 && m.m[7] == 0xFFFFFFFFu && m.m[6] == 0 &&
      &m == &curve_by_id(MCU_EC_SECP256R1)->n) {
    return p256_order_inv_chain(m, r, a);
  }
  mod_pow(m, r, a, m.m_minus_2);
}

uint32_t mod_is_zero(const Mod &m, const uint32_t *a) {
  uint32_t acc = 0;
  for (size_t i = 0; i < m.limbs; ++i) acc |= a[i];
  return ct::mask_if_zero(acc);
}

uint32_t mod_equal(const Mod &m, const uint32_t *a, const uint32_t *b) {
  uint32_t acc = 0;
  for (size_t i = 0; i < m.limbs; ++i) acc |= a[i] ^ b[i];
  return ct::mask_if_zero(acc);
}

void mod_cmov(const Mod &m, uint32_t *r, const uint32_t *a, uint32_t mask) {
  for (size_t i = 0; i < m.limbs; ++i) r[i] = ct::select(mask, a[i], r[i]);
}

uint32_t mod_from_bytes(const Mod &m, uint32_t *r, const uint8_t *in, size_t len) {
  const size_t n = m.limbs;
  for (size_t i = 0; i < n; ++i) r[i] = 0;
  for (size_t i = 0; i < len; ++i) {
    const size_t k = len - 1 - i;  // byte k from the least significant end
    r[k / 4] |= static_cast<uint32_t>(in[i]) << (8 * (k % 4));
  }
  return mod_is_below(m, r);
}

uint32_t mod_is_below(const Mod &m, const uint32_t *a) {
  // a < m exactly when a - m borrows.
  uint32_t borrow = 0;
  for (size_t i = 0; i < m.limbs; ++i) {
    const uint64_t x = static_cast<uint64_t>(a[i]) - m.m[i] - borrow;
    borrow = static_cast<uint32_t>(x >> 63);
  }
  return 0u - ct::value_barrier(borrow);
}

void mod_to_bytes(const Mod &m, uint8_t *out, size_t len, const uint32_t *a) {
  (void)m;
  for (size_t i = 0; i < len; ++i) {
    const size_t k = len - 1 - i;
    out[i] = static_cast<uint8_t>(a[k / 4] >> (8 * (k % 4)));
  }
}

}  // namespace ec
}  // namespace mcucrypt
