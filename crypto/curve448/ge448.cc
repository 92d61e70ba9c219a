// Edwards448 group operations (ge448.h). The flash table holds affine
// (x, y), so its additions skip one multiplication (Z2 = 1), and a negative
// digit negates x.
#include "crypto/curve448/ge448.h"

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/ct.h"
#include "crypto/curve25519/edwards_mul.h"
#include "crypto/curve448/ed448_base_table.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace curve448 {
namespace {

// d = -39081: multiplying by d is a small multiplication and a negation.
constexpr uint32_t kMinusD = 39081;

void mul_d(Fe *r, const Fe *a) {
  fe_mul_small(r, a, kMinusD);
  fe_neg(r, r);
}

// The section 5.2.4 addition; az == NULL means Z2 = 1 (A = Z1).
void add_impl(Ge *r, const Ge *p, const Fe *qx, const Fe *qy, const Fe *qz) {
  Fe a, b, c, d, e, f, g, h, t;
  if (qz != NULL) {
    fe_mul(&a, &p->z, qz);
  } else {
    a = p->z;
  }
  fe_sqr(&b, &a);
  fe_mul(&c, &p->x, qx);
  fe_mul(&d, &p->y, qy);
  fe_mul(&e, &c, &d);
  mul_d(&e, &e);
  fe_sub(&f, &b, &e);
  fe_add(&g, &b, &e);
  fe_add(&h, &p->x, &p->y);
  fe_add(&t, qx, qy);
  fe_mul(&h, &h, &t);
  fe_sub(&h, &h, &c);
  fe_sub(&h, &h, &d);  // H - C - D
  fe_mul(&t, &a, &f);
  fe_mul(&r->x, &t, &h);
  fe_sub(&d, &d, &c);  // D - C
  fe_mul(&t, &a, &g);
  fe_mul(&r->y, &t, &d);
  fe_mul(&r->z, &f, &g);
}

// (x, y) = e 16^(4j) B for a signed digit -8 <= e <= 8: every word of every
// entry of row j is read whatever e is and kept under its entry's mask (at
// most one is set; none for e = 0, which leaves the identity (0, 1)); the
// sign negates x by mask. One AND and one ORR per word read (as
// ge25519.cc's select_base).
void select_base(Fe *x, Fe *y, size_t j, int32_t e) {
  const uint32_t neg = ct::mask_if_nonzero(static_cast<uint32_t>(e) >> 31);
  const uint32_t mag =
      static_cast<uint32_t>((e ^ static_cast<int32_t>(neg)) - static_cast<int32_t>(neg));
  uint32_t hit[8];
  for (uint32_t k = 0; k < 8; ++k) hit[k] = ct::eq_mask(mag, k + 1);
  const uint32_t none = ct::eq_mask(mag, 0);
  Fe *out[2] = {x, y};
  for (size_t c = 0; c < 2; ++c) {
    uint32_t w[14];
    for (size_t i = 0; i < 14; ++i) {
      w[i] = (c == 1 && i == 0) ? none & 1u : 0u;
#pragma GCC unroll 8
      for (size_t k = 0; k < 8; ++k) w[i] |= kEd448Base[j][k][c][i] & hit[k];
    }
    fe_from_words(out[c], w);  // the field's limbs (fe448.h)
    mcu_wipe(w, sizeof w);
  }
  Fe n;
  fe_neg(&n, x);
  fe_cmov(neg, x, &n);
}

}  // namespace

void ge_identity(Ge *p) {
  fe_set_small(&p->x, 0);
  fe_set_small(&p->y, 1);
  fe_set_small(&p->z, 1);
}

void ge_add(Ge *r, const Ge *p, const Ge *q) { add_impl(r, p, &q->x, &q->y, &q->z); }

void ge_double(Ge *r, const Ge *p) {
  Fe b, c, d, e, h, j;
  fe_add(&b, &p->x, &p->y);
  fe_sqr(&b, &b);
  fe_sqr(&c, &p->x);
  fe_sqr(&d, &p->y);
  fe_add(&e, &c, &d);
  fe_sqr(&h, &p->z);
  fe_add(&h, &h, &h);
  fe_sub(&j, &e, &h);
  fe_sub(&b, &b, &e);
  fe_mul(&r->x, &b, &j);
  fe_sub(&c, &c, &d);
  fe_mul(&r->y, &e, &c);
  fe_mul(&r->z, &e, &j);
}

void ge_neg(Ge *r, const Ge *p) {
  fe_neg(&r->x, &p->x);
  r->y = p->y;
  r->z = p->z;
}

void ge_cswap(uint32_t mask, Ge *a, Ge *b) {
  fe_cswap(mask, &a->x, &b->x);
  fe_cswap(mask, &a->y, &b->y);
  fe_cswap(mask, &a->z, &b->z);
}

void ge_encode(uint8_t out[57], const Ge *p) {
  Fe zi, x, y;
  fe_invert(&zi, &p->z);
  fe_mul(&x, &p->x, &zi);
  fe_mul(&y, &p->y, &zi);
  fe_to_bytes(out, &y);
  out[56] = static_cast<uint8_t>(fe_parity(&x) << 7);
}

bool ge_decode(Ge *p, const uint8_t in[57]) {
  if ((in[56] & 0x7F) != 0) return false;
  const uint32_t x0 = in[56] >> 7;
  Fe y;
  fe_from_bytes(&y, in);
  uint8_t canon[56];
  fe_to_bytes(canon, &y);
  for (size_t i = 0; i < 56; ++i) {
    if (canon[i] != in[i]) return false;  // y >= p
  }
  // x^2 = u / v with u = y^2 - 1, v = d y^2 - 1; candidate
  // x = u^3 v (u^5 v^3)^((p-3)/4) (section 5.2.3 step 2).
  Fe one, u, v, u3v, x, t;
  fe_set_small(&one, 1);
  fe_sqr(&u, &y);
  mul_d(&v, &u);
  fe_sub(&u, &u, &one);
  fe_sub(&v, &v, &one);
  fe_sqr(&t, &u);
  fe_mul(&u3v, &t, &u);
  fe_mul(&u3v, &u3v, &v);  // u^3 v
  fe_sqr(&t, &u);
  fe_mul(&x, &u3v, &t);    // u^5 v
  fe_sqr(&t, &v);
  fe_mul(&x, &x, &t);      // u^5 v^3
  fe_pow_p34(&x, &x);
  fe_mul(&x, &x, &u3v);
  fe_sqr(&t, &x);
  fe_mul(&t, &t, &v);
  if (!fe_eq_mask(&t, &u)) return false;  // no square root: not a point
  if (fe_is_zero_mask(&x) && x0 == 1) return false;
  if (fe_parity(&x) != x0) fe_neg(&x, &x);
  p->x = x;
  p->y = y;
  fe_set_small(&p->z, 1);
  return true;
}

// 16^i with i = 4 j + m: for m = 3, 2, 1, 0 add digit 4 j + m of every
// row j, with four doublings between the passes.
void ge_mul_base(Ge *r, const uint8_t a[57]) {
  int8_t e[114];
  edwards::signed_digits(e, a, 57);
  Fe x, y;
  ge_identity(r);
  for (size_t m = 4; m-- > 0;) {
    for (size_t j = 0; 4 * j + m < 114; ++j) {
      select_base(&x, &y, j, e[4 * j + m]);
      add_impl(r, r, &x, &y, NULL);
    }
    if (m != 0) {
      for (int i = 0; i < 4; ++i) ge_double(r, r);
    }
  }
  mcu_wipe(e, sizeof e);
  mcu_wipe(&x, sizeof x);
  mcu_wipe(&y, sizeof y);
}

void ge_mul_ct(Ge *r, const uint8_t a[57], const Ge *p) { edwards::mul_ct(r, a, 57, p); }

void ge_mul_add_vartime(Ge *r, const uint8_t a[57], const uint8_t b[57], const Ge *p) {
  Ge base;
  fe_from_words(&base.x, kEd448Base[0][0][0]);
  fe_from_words(&base.y, kEd448Base[0][0][1]);
  fe_set_small(&base.z, 1);
  edwards::mul_add_vartime<57>(r, a, b, &base, p);
}

}  // namespace curve448
}  // namespace mcucrypt
