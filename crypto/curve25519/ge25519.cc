// Edwards25519 group operations (ge25519.h). Mixed additions with the
// flash table take each entry as (y + x, y - x, 2 d x y), which saves three
// multiplications per addition and makes negation a swap and a negation.
#include "crypto/curve25519/ge25519.h"

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/ct.h"
#include "crypto/curve25519/ed25519_base_table.h"
#include "crypto/curve25519/edwards_mul.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace curve25519 {
namespace {

// d = -121665/121666, 2d, sqrt(-1) = 2^((p-1)/4) (mod p).
constexpr Fe kD = fe_from_words({0x135978A3u, 0x75EB4DCAu, 0x4141D8ABu, 0x00700A4Du, 0x7779E898u,
                    0x8CC74079u, 0x2B6FFE73u, 0x52036CEEu});
constexpr Fe k2D = fe_from_words({0x26B2F159u, 0xEBD69B94u, 0x8283B156u, 0x00E0149Au, 0xEEF3D130u,
                     0x198E80F2u, 0x56DFFCE7u, 0x2406D9DCu});
constexpr Fe kSqrtM1 = fe_from_words({0x4A0EA0B0u, 0xC4EE1B27u, 0xAD2FE478u, 0x2F431806u, 0x3DFBD7A7u,
                         0x2B4D0099u, 0x4FC1DF0Bu, 0x2B832480u});

// An affine table entry: y + x, y - x, 2 d x y.
struct Niels {
  Fe ypx, ymx, xy2d;
};

// The RFC 8032 addition with q given as y + x, y - x, 2 d x y (times Z2)
// and Z2; qz == NULL means Z2 = 1 (a table entry). with_t = false leaves
// r->t unset (one multiplication less) for a result that only a doubling
// reads next (doubling reads X, Y, Z); the choice is the caller's, never a
// secret.
void add_cached(Ge *r, const Ge *p, const Fe *ypx, const Fe *ymx, const Fe *xy2d, const Fe *qz,
                bool with_t = true) {
  Fe a, b, c, d, e, f, g, h;
  fe_sub(&a, &p->y, &p->x);
  fe_mul(&a, &a, ymx);
  fe_add(&b, &p->y, &p->x);
  fe_mul(&b, &b, ypx);
  fe_mul(&c, &p->t, xy2d);
  if (qz != NULL) {
    fe_mul(&d, &p->z, qz);
    fe_add(&d, &d, &d);
  } else {
    fe_add(&d, &p->z, &p->z);
  }
  fe_sub(&e, &b, &a);
  fe_sub(&f, &d, &c);
  fe_add(&g, &d, &c);
  fe_add(&h, &b, &a);
  fe_mul(&r->x, &e, &f);
  fe_mul(&r->y, &g, &h);
  if (with_t) fe_mul(&r->t, &e, &h);
  fe_mul(&r->z, &f, &g);
}

void add_niels(Ge *r, const Ge *p, const Niels *q) { add_cached(r, p, &q->ypx, &q->ymx, &q->xy2d, NULL); }

void load(Fe *f, const uint32_t (&w)[8]) {
#if defined(MCUCRYPT_FE25519_RADIX25)
  *f = fe_from_words(w);
#else
  for (size_t i = 0; i < 8; ++i) f->v[i] = w[i];
#endif
}

// t = e * 256^j * B for a signed digit -8 <= e <= 8: every word of every
// entry of row j is read whatever e is and kept under its entry's mask (at
// most one mask is set; none for e = 0, which leaves the identity), the
// sign applied by masks. One AND and one ORR per word read: no copy of
// each entry, no per-entry select.
void select_base(Niels *t, size_t j, int32_t e) {
  const uint32_t neg = ct::mask_if_nonzero(static_cast<uint32_t>(e) >> 31);
  const uint32_t mag = static_cast<uint32_t>((e ^ static_cast<int32_t>(neg)) - static_cast<int32_t>(neg));
  uint32_t hit[8];
  for (uint32_t k = 0; k < 8; ++k) hit[k] = ct::eq_mask(mag, k + 1);
  const uint32_t none = ct::eq_mask(mag, 0);
  Fe *out[3] = {&t->ypx, &t->ymx, &t->xy2d};
  for (size_t c = 0; c < 3; ++c) {
#if defined(MCUCRYPT_FE25519_RADIX25)
    uint32_t words[8];  // converted to the limbs once selected
#else
    uint32_t *const words = out[c]->v;  // the words are the limbs
#endif
    for (size_t i = 0; i < 8; ++i) {
      // The identity: (1, 1, 0).
      uint32_t w = (c < 2 && i == 0) ? none & 1u : 0u;
      // Unrolled, the eight masks stay in registers: a load, an AND and an
      // ORR per entry, no loop counter.
#pragma GCC unroll 8
      for (size_t k = 0; k < 8; ++k) w |= kEd25519Base[j][k][c][i] & hit[k];
      words[i] = w;
    }
#if defined(MCUCRYPT_FE25519_RADIX25)
    *out[c] = fe_from_words(words);
#endif
  }
  // -(x, y) = (-x, y): swaps y + x with y - x and negates 2 d x y.
  fe_cswap(neg, &t->ypx, &t->ymx);
  Fe n;
  fe_neg(&n, &t->xy2d);
  fe_cmov(neg, &t->xy2d, &n);
}

}  // namespace

void ge_identity(Ge *p) {
  fe_set_small(&p->x, 0);
  fe_set_small(&p->y, 1);
  fe_set_small(&p->z, 1);
  fe_set_small(&p->t, 0);
}

void ge_add(Ge *r, const Ge *p, const Ge *q) {
  Fe ypx, ymx, xy2d;
  fe_add(&ypx, &q->y, &q->x);
  fe_sub(&ymx, &q->y, &q->x);
  fe_mul(&xy2d, &q->t, &k2D);
  add_cached(r, p, &ypx, &ymx, &xy2d, &q->z);
}

namespace {

// with_t as in add_cached.
void double_impl(Ge *r, const Ge *p, bool with_t) {
  Fe a, b, c, e, f, g, h;
  fe_sqr(&a, &p->x);
  fe_sqr(&b, &p->y);
  fe_sqr(&c, &p->z);
  fe_add(&c, &c, &c);
  fe_add(&h, &a, &b);
  fe_add(&e, &p->x, &p->y);
  fe_sqr(&e, &e);
  fe_sub(&e, &h, &e);
  fe_sub(&g, &a, &b);
  fe_add(&f, &c, &g);
  fe_mul(&r->x, &e, &f);
  fe_mul(&r->y, &g, &h);
  if (with_t) fe_mul(&r->t, &e, &h);
  fe_mul(&r->z, &f, &g);
}

}  // namespace

void ge_double(Ge *r, const Ge *p) { double_impl(r, p, true); }

void ge_neg(Ge *r, const Ge *p) {
  fe_neg(&r->x, &p->x);
  r->y = p->y;
  r->z = p->z;
  fe_neg(&r->t, &p->t);
}

void ge_encode(uint8_t out[32], const Ge *p) {
  Fe zi, x, y;
  fe_invert(&zi, &p->z);
  fe_mul(&x, &p->x, &zi);
  fe_mul(&y, &p->y, &zi);
  fe_to_bytes(out, &y);
  out[31] = static_cast<uint8_t>(out[31] | (fe_parity(&x) << 7));
}

bool ge_decode(Ge *p, const uint8_t in[32]) {
  uint8_t yb[32];
  for (size_t i = 0; i < 32; ++i) yb[i] = in[i];
  const uint32_t x0 = yb[31] >> 7;
  yb[31] &= 0x7F;
  Fe y;
  fe_from_bytes(&y, yb);
  uint8_t canon[32];
  fe_to_bytes(canon, &y);
  for (size_t i = 0; i < 32; ++i) {
    if (canon[i] != yb[i]) return false;  // y >= p
  }
  // x^2 = u / v with u = y^2 - 1, v = d y^2 + 1; candidate
  // x = u v^3 (u v^7)^((p-5)/8) (section 5.1.3 step 2).
  Fe one, u, v, v3, x, t;
  fe_set_small(&one, 1);
  fe_sqr(&u, &y);
  fe_mul(&v, &u, &kD);
  fe_sub(&u, &u, &one);
  fe_add(&v, &v, &one);
  fe_sqr(&v3, &v);
  fe_mul(&v3, &v3, &v);
  fe_sqr(&x, &v3);
  fe_mul(&x, &x, &v);
  fe_mul(&x, &x, &u);  // u v^7
  fe_pow2523(&x, &x);
  fe_mul(&x, &x, &v3);
  fe_mul(&x, &x, &u);
  fe_sqr(&t, &x);
  fe_mul(&t, &t, &v);  // v x^2
  if (!fe_eq_mask(&t, &u)) {
    Fe nu;
    fe_neg(&nu, &u);
    if (!fe_eq_mask(&t, &nu)) return false;  // not a square: no point
    fe_mul(&x, &x, &kSqrtM1);
  }
  if (fe_is_zero_mask(&x) && x0 == 1) return false;
  if (fe_parity(&x) != x0) fe_neg(&x, &x);
  p->x = x;
  p->y = y;
  fe_set_small(&p->z, 1);
  fe_mul(&p->t, &x, &y);
  return true;
}

// 16^i = 256^(i/2) * 16^(i%2): the odd digits first, through the table's
// rows, then four doublings, then the even digits.
void ge_mul_base(Ge *r, const uint8_t a[32]) {
  int8_t e[64];
  edwards::signed_digits(e, a, 32);
  Niels t;
  ge_identity(r);
  for (size_t i = 1; i < 64; i += 2) {
    select_base(&t, i / 2, e[i]);
    add_niels(r, r, &t);
  }
  for (int i = 0; i < 4; ++i) ge_double(r, r);
  for (size_t i = 0; i < 64; i += 2) {
    select_base(&t, i / 2, e[i]);
    add_niels(r, r, &t);
  }
  mcu_wipe(e, sizeof e);
  mcu_wipe(&t, sizeof t);
}

void ge_cswap(uint32_t mask, Ge *a, Ge *b) {
  fe_cswap(mask, &a->x, &b->x);
  fe_cswap(mask, &a->y, &b->y);
  fe_cswap(mask, &a->z, &b->z);
  fe_cswap(mask, &a->t, &b->t);
}

void ge_mul_ct(Ge *r, const uint8_t a[32], const Ge *p) { edwards::mul_ct(r, a, 32, p); }

namespace {

// A point ready to be added: y + x, y - x, 2 d x y (times Z), Z.
struct Cached {
  Fe ypx, ymx, xy2d, z;
};

void to_cached(Cached *c, const Ge *p) {
  fe_add(&c->ypx, &p->y, &p->x);
  fe_sub(&c->ymx, &p->y, &p->x);
  fe_mul(&c->xy2d, &p->t, &k2D);
  c->z = p->z;
}

// r = p + q or p - q (negative: -(x, y) swaps y + x with y - x and negates
// 2 d x y); qz as in add_cached.
void add_signed_vartime(Ge *r, const Ge *p, const Fe *ypx, const Fe *ymx, const Fe *xy2d,
                        const Fe *qz, bool negative, bool with_t) {
  if (!negative) {
    add_cached(r, p, ypx, ymx, xy2d, qz, with_t);
    return;
  }
  Fe n;
  fe_neg(&n, xy2d);
  add_cached(r, p, ymx, ypx, &n, qz, with_t);
}

}  // namespace

// Straus-Shamir over both scalars' sliding-window digits (edwards_mul.h): B's
// odd multiples 1, 3, 5, 7 straight from the flash table's first row
// (affine, (k + 1) B at entry k: a mixed addition, no precomputation), p's
// computed once and kept ready to add (Cached). A result that only a
// doubling reads next skips T (the doubling reads X, Y, Z), so most
// doublings and the last addition of each bit save a multiplication; the
// last bit computes T, so r is a whole point.
void ge_mul_add_vartime(Ge *r, const uint8_t a[32], const uint8_t b[32], const Ge *p) {
  int8_t da[257], db[257];
  edwards::slide_digits(da, a, 32);
  edwards::slide_digits(db, b, 32);
  Ge odd[4];
  edwards::odd_multiples(odd, p);
  Cached odd_p[4];
  for (int j = 0; j < 4; ++j) to_cached(&odd_p[j], &odd[j]);
  size_t top = 257;
  while (top > 0 && da[top - 1] == 0 && db[top - 1] == 0) --top;
  ge_identity(r);
  for (size_t i = top; i-- > 0;) {
    const int ea = da[i], eb = db[i];
    double_impl(r, r, ea != 0 || eb != 0 || i == 0);
    if (ea != 0) {
      const size_t k = static_cast<size_t>(ea < 0 ? -ea : ea) - 1;  // (|ea| - 1) B's entry
      Niels t;
      load(&t.ypx, kEd25519Base[0][k][0]);
      load(&t.ymx, kEd25519Base[0][k][1]);
      load(&t.xy2d, kEd25519Base[0][k][2]);
      add_signed_vartime(r, r, &t.ypx, &t.ymx, &t.xy2d, NULL, ea < 0, eb != 0 || i == 0);
    }
    if (eb != 0) {
      const Cached &c = odd_p[(eb < 0 ? -eb : eb) >> 1];
      add_signed_vartime(r, r, &c.ypx, &c.ymx, &c.xy2d, &c.z, eb < 0, i == 0);
    }
  }
}

}  // namespace curve25519
}  // namespace mcucrypt
