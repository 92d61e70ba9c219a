// u1 * G + u2 * P for verification, variable time (public scalars only):
// Straus-Shamir interleaving of two width-w NAFs (Hankerson-Menezes-
// Vanstone Algorithm 3.51), one doubling chain for both. P's digits are
// width 5 (odd multiples 1..15 P, 8 points computed here), G's width 4
// (1, 3, 5, 7 G, affine from the comb's first table, ec_comb_tables.cc).
// A NAF of width w has on average one nonzero digit per w + 1 bits, so
// P-256 costs about 256 doublings and 51 + 43 additions, against 256 and
// 192 for plain Shamir.
//
// The whole chain runs in Jacobian coordinates (x = X / Z^2,
// y = Y / Z^3): doublings at 3M + 5S (a = -3) or 1M + 8S
// (point_double_jacobian), additions at 12M + 4S, 8M + 3S when the table
// point is affine (G's), where the complete projective formulas take 12
// and 13 and every run of doublings two conversions. The Jacobian
// addition has exceptions (either point the identity, P = Q, P = -Q),
// taken here by branches: the points and scalars are public.
#include <string.h>

#include "crypto/ec/point.h"

namespace mcucrypt {
namespace ec {

namespace {

// The width-w NAF of k (big-endian, len bytes), least significant digit
// first, len * 8 + 1 digits: odd digits in (-2^(w-1), 2^(w-1)) or 0.
// Scans (k >> i) + carry: an even value gives 0; an odd one takes its low
// w bits, as a negative digit (and a carry) from 2^(w-1) up.
void wnaf(int8_t *naf, const uint8_t *k, size_t len, unsigned w) {
  const size_t bits = 8 * len;
  memset(naf, 0, bits + 1);
  uint32_t carry = 0;
  for (size_t i = 0; i <= bits;) {
    const uint32_t bit = i < bits ? (k[len - 1 - i / 8] >> (i % 8)) & 1u : 0;
    if (bit == carry) {
      ++i;
      continue;
    }
    uint32_t word = 0;
    for (unsigned b = 0; b < w && i + b < bits; ++b) {
      word |= ((k[len - 1 - (i + b) / 8] >> ((i + b) % 8)) & 1u) << b;
    }
    int32_t digit = static_cast<int32_t>(word + carry);
    carry = 0;
    if (digit >= (1 << (w - 1))) {
      digit -= 1 << w;
      carry = 1;
    }
    naf[i] = static_cast<int8_t>(digit);
    i += w;
  }
}

bool is_identity(const Curve &c, const Point &p) { return mod_is_zero(c.p, p.z) != 0; }

// acc += q, both Jacobian (q.z = 1 when q_affine); add-1998-cmo-2 of the
// Explicit-Formulas Database, the Z2 = 1 terms left out for an affine q.
void jacobian_add(const Curve &c, Point *acc, const Point &q, bool q_affine) {
  const Mod &f = c.p;
  if (is_identity(c, q)) return;
  if (is_identity(c, *acc)) {
    *acc = q;
    return;
  }
  Fe u1, u2, s1, s2, t, h, r;
  if (q_affine) {
    memcpy(u1, acc->x, sizeof(Fe));
    memcpy(s1, acc->y, sizeof(Fe));
  } else {
    mod_mul(f, t, q.z, q.z);
    mod_mul(f, u1, acc->x, t);        // U1 = X1 Z2^2
    mod_mul(f, t, t, q.z);
    mod_mul(f, s1, acc->y, t);        // S1 = Y1 Z2^3
  }
  mod_mul(f, t, acc->z, acc->z);
  mod_mul(f, u2, q.x, t);             // U2 = X2 Z1^2
  mod_mul(f, t, t, acc->z);
  mod_mul(f, s2, q.y, t);             // S2 = Y2 Z1^3
  mod_sub(f, h, u2, u1);              // H = U2 - U1
  mod_sub(f, r, s2, s1);              // r = S2 - S1
  if (mod_is_zero(f, h)) {            // same x: q = acc or q = -acc
    if (mod_is_zero(f, r)) {
      point_double_jacobian(c, acc);
    } else {
      point_set_identity(c, acc);
      memset(acc->z, 0, sizeof(Fe));
    }
    return;
  }
  Fe hh, hhh;
  mod_mul(f, hh, h, h);
  mod_mul(f, hhh, hh, h);
  mod_mul(f, u1, u1, hh);             // V = U1 H^2
  mod_mul(f, acc->x, r, r);
  mod_sub(f, acc->x, acc->x, hhh);
  mod_sub(f, acc->x, acc->x, u1);
  mod_sub(f, acc->x, acc->x, u1);     // X3 = r^2 - H^3 - 2 V
  mod_sub(f, t, u1, acc->x);
  mod_mul(f, t, r, t);
  mod_mul(f, s1, s1, hhh);
  mod_sub(f, acc->y, t, s1);          // Y3 = r (V - X3) - S1 H^3
  mod_mul(f, acc->z, acc->z, h);
  if (!q_affine) mod_mul(f, acc->z, acc->z, q.z);  // Z3 = Z1 Z2 H
}

// acc += digit * table (table[m] = (2m + 1) * point), digit odd or 0.
void add_digit(const Curve &c, Point *acc, const Point *table, int8_t digit, bool affine,
               Point *tmp) {
  if (digit == 0) return;
  if (digit > 0) {
    jacobian_add(c, acc, table[digit / 2], affine);
    return;
  }
  *tmp = table[-digit / 2];
  point_cond_negate(c, tmp, 0xFFFFFFFFu);
  jacobian_add(c, acc, *tmp, affine);
}

}  // namespace

void point_mul_add_vartime(const Curve &c, Point *r, const uint8_t *u1, const uint8_t *u2,
                           const Point &p, MulWork *work) {
  WnafWork *w = &work->wnaf;
  const Mod &f = c.p;
  const size_t len = c.scalar_size;
  // P's odd multiples, Jacobian: P as given (Z = 1 for a decoded point,
  // but any Z: (XZ, YZ^2, Z)), 2P, then (2m + 1) P = (2m - 1) P + 2P.
  Fe t;
  mod_mul(f, t, p.z, p.z);
  mod_mul(f, w->p[0].x, p.x, p.z);
  mod_mul(f, w->p[0].y, p.y, t);
  memcpy(w->p[0].z, p.z, sizeof(Fe));
  w->tmp = w->p[0];
  point_double_jacobian(c, &w->tmp);
  for (size_t m = 1; m < 8; ++m) {
    w->p[m] = w->p[m - 1];
    jacobian_add(c, &w->p[m], w->tmp, false);
  }
  // G's: the comb's entries 1, 3, 5, 7 (affine), or computed likewise.
  const CombTable *table = comb_table(c);
  const bool g_affine = table != nullptr;
  if (g_affine) {
    const size_t limbs = c.p.limbs;
    for (size_t m = 0; m < 4; ++m) {
      point_set_identity(c, &w->g[m]);
      memcpy(w->g[m].x, table->entries + 2 * m * 2 * limbs, limbs * sizeof(uint32_t));
      memcpy(w->g[m].y, table->entries + (2 * m * 2 + 1) * limbs, limbs * sizeof(uint32_t));
      memcpy(w->g[m].z, c.p.one, limbs * sizeof(uint32_t));
    }
  } else {
    point_set_generator(c, &w->g[0]);  // Z = 1: Jacobian as it is
    w->tmp = w->g[0];
    point_double_jacobian(c, &w->tmp);
    for (size_t m = 1; m < 4; ++m) {
      w->g[m] = w->g[m - 1];
      jacobian_add(c, &w->g[m], w->tmp, false);
    }
  }
  wnaf(w->naf_u1, u1, len, 4);
  wnaf(w->naf_u2, u2, len, 5);
  point_set_identity(c, &w->acc);
  memset(w->acc.z, 0, sizeof(Fe));  // Jacobian identity: Z = 0
  for (size_t i = 8 * len + 1; i-- > 0;) {
    if (!is_identity(c, w->acc)) point_double_jacobian(c, &w->acc);
    add_digit(c, &w->acc, w->g, w->naf_u1[i], g_affine, &w->tmp);
    add_digit(c, &w->acc, w->p, w->naf_u2[i], false, &w->tmp);
  }
  // Back to projective (X Z, Y, Z^3); the identity as (0 : 1 : 0).
  if (is_identity(c, w->acc)) {
    point_set_identity(c, r);
    return;
  }
  mod_mul(f, r->x, w->acc.x, w->acc.z);
  mod_mul(f, t, w->acc.z, w->acc.z);
  mod_mul(f, r->z, t, w->acc.z);
  memcpy(r->y, w->acc.y, sizeof(Fe));
}

}  // namespace ec
}  // namespace mcucrypt
