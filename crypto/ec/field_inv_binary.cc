// Inversion of public values by the binary extended Euclidean algorithm
// (Hankerson-Menezes-Vanstone, "Guide to Elliptic Curve Cryptography",
// Algorithm 2.22): variable time, a few hundred limb shifts and
// subtractions against a Fermat exponentiation's ~300 multiplications.
// For verification only (s^-1 mod n, the affine form of u1 G + u2 Q).
#include <string.h>

#include "crypto/ec/ec_curve.h"
#include "crypto/ec/field_solinas.h"

namespace mcucrypt {
namespace ec {

namespace {

bool is_one(const uint32_t *x, size_t n) {
  uint32_t acc = x[0] ^ 1u;
  for (size_t i = 1; i < n; ++i) acc |= x[i];
  return acc == 0;
}

bool is_even(const uint32_t *x) { return (x[0] & 1u) == 0; }

// x = (x + (odd ? m : 0)) / 2, x < m: the sum's carry becomes the top bit.
void halve_mod(const Mod &m, uint32_t *x) {
  uint32_t carry = 0;
  if (!is_even(x)) {
    for (size_t i = 0; i < m.limbs; ++i) {
      const uint64_t s = static_cast<uint64_t>(x[i]) + m.m[i] + carry;
      x[i] = static_cast<uint32_t>(s);
      carry = static_cast<uint32_t>(s >> 32);
    }
  }
  for (size_t i = 0; i + 1 < m.limbs; ++i) x[i] = (x[i] >> 1) | (x[i + 1] << 31);
  x[m.limbs - 1] = (x[m.limbs - 1] >> 1) | (carry << 31);
}

void shift_right1(uint32_t *x, size_t n) {
  for (size_t i = 0; i + 1 < n; ++i) x[i] = (x[i] >> 1) | (x[i + 1] << 31);
  x[n - 1] >>= 1;
}

// a >= b
bool geq(const uint32_t *a, const uint32_t *b, size_t n) {
  for (size_t i = n; i-- > 0;) {
    if (a[i] != b[i]) return a[i] > b[i];
  }
  return true;
}

void sub_in_place(uint32_t *a, const uint32_t *b, size_t n) {
  uint32_t borrow = 0;
  for (size_t i = 0; i < n; ++i) {
    const uint64_t d = static_cast<uint64_t>(a[i]) - b[i] - borrow;
    a[i] = static_cast<uint32_t>(d);
    borrow = static_cast<uint32_t>(d >> 63);
  }
}

}  // namespace

void mod_inv_vartime(const Mod &m, uint32_t *r, const uint32_t *a) {
#ifdef MCUCRYPT_EC_SOLINAS_256_ARMV7M
  // Where the core multiplies the special-form 256-bit fields in one
  // routine (field_solinas_256_armv7m.S), Fermat's ~300 products take
  // fewer cycles than the loop below (K66: 122 k against 161 k for P-256).
  if (m.mul == p256_mul_solinas || m.mul == sm2_mul_solinas) return mod_inv(m, r, a);
#endif
  const size_t n = m.limbs;
  Fe u, v, x1, x2;
  memcpy(u, a, n * sizeof(uint32_t));
  memcpy(v, m.m, n * sizeof(uint32_t));
  memset(x1, 0, sizeof(x1));
  memset(x2, 0, sizeof(x2));
  x1[0] = 1;
  if (mod_is_zero(m, a)) {
    memset(r, 0, n * sizeof(uint32_t));
    return;
  }
  // a is in m's form (a R); u^-1 = a^-1 R^-1 is what the loop finds.
  while (!is_one(u, n) && !is_one(v, n)) {
    while (is_even(u)) {
      shift_right1(u, n);
      halve_mod(m, x1);
    }
    while (is_even(v)) {
      shift_right1(v, n);
      halve_mod(m, x2);
    }
    if (geq(u, v, n)) {
      sub_in_place(u, v, n);
      mod_sub(m, x1, x1, x2);
    } else {
      sub_in_place(v, u, n);
      mod_sub(m, x2, x2, x1);
    }
  }
  // (a R)^-1 times R^2 twice: a^-1 R (R = 1 on the special-form fields,
  // whose r2 is 1).
  mod_mul(m, r, is_one(u, n) ? x1 : x2, m.r2);
  mod_mul(m, r, r, m.r2);
}

}  // namespace ec
}  // namespace mcucrypt
