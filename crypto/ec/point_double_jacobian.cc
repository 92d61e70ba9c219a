// Runs of doublings through Jacobian coordinates: (X : Y : Z) with
// x = X / Z, y = Y / Z becomes Jacobian (XZ, YZ^2, Z) (x = X' / Z^2,
// y = Y' / Z^3), takes n doublings, and goes back as (X'Z, Y', Z^3). The
// way in computes Z^2, which is also the first doubling's Z1^2 (Z is the
// same in both forms), so the run's first doubling takes it rather than
// squaring again: 5 multiplications for the round trip. A doubling costs
// 3M + 5S on the a = -3 curves (NIST, SM2; dbl-2001-b) and 1M + 8S + 1
// multiplication by a elsewhere (brainpool; dbl-2007-bl), both from
// Bernstein-Lange's Explicit-Formulas Database, against RCB Algorithm 6's
// 13 and Algorithm 3's 16 per doubling: a run of 4 costs 37 instead of 52
// (a = -3), 45 instead of 64. The curves have prime order, so no doubling
// of a finite point gives Z = 0; the identity (Z = 0) stays Z = 0, comes
// out (0 : 0 : 0) and is set back to (0 : 1 : 0) under a mask. Constant
// time.
#include <string.h>

#include "crypto/ec/point.h"

namespace mcucrypt {
namespace ec {

namespace {

// dbl-2001-b, steps named as there; delta = Z1^2 from the caller
// (kGiven), else squared here. A template rather than a test of the
// pointer: the wNAF's doublings (scalar_mul_wnaf.cc) keep their own code,
// no slower for the run's first doubling's saving. Not inlined: inlined
// into point_double_n, the formulas' temporaries would sit in its frame
// under the other doublings' (~400 bytes more stack).
template <bool kGiven>
__attribute__((noinline)) void double_jacobian_a_minus3(const Mod &f, Point *r, const uint32_t *z1_squared) {
  uint32_t *x = r->x, *y = r->y, *z = r->z;
  Fe own, gamma, beta, alpha, t;
  if (!kGiven) mod_mul(f, own, z, z);
  const uint32_t *delta = kGiven ? z1_squared : own;  // delta = Z1^2
  mod_mul(f, gamma, y, y);          // gamma = Y1^2
  mod_mul(f, beta, x, gamma);       // beta = X1 gamma
  mod_sub(f, t, x, delta);
  mod_add(f, alpha, x, delta);
  mod_mul(f, alpha, t, alpha);
  mod_mul_small(f, alpha, alpha, 3);  // alpha = 3 (X1 - delta)(X1 + delta)
  mod_add(f, z, y, z);
  mod_mul(f, z, z, z);
  mod_sub(f, z, z, gamma);
  mod_sub(f, z, z, delta);          // Z3 = (Y1 + Z1)^2 - gamma - delta
  mod_mul_small(f, beta, beta, 4);  // 4 beta
  mod_mul(f, x, alpha, alpha);
  mod_sub(f, x, x, beta);
  mod_sub(f, x, x, beta);           // X3 = alpha^2 - 8 beta
  mod_sub(f, t, beta, x);
  mod_mul(f, y, alpha, t);
  mod_mul(f, gamma, gamma, gamma);
  mod_mul_small(f, gamma, gamma, 8);
  mod_sub(f, y, y, gamma);          // Y3 = alpha (4 beta - X3) - 8 gamma^2
}

// dbl-2007-bl (any a, in Montgomery form), steps named as there; ZZ =
// Z1^2 from the caller (kGiven), else squared here.
template <bool kGiven>
__attribute__((noinline)) void double_jacobian_general_a(const Mod &f, const Fe a, Point *r, const uint32_t *z1_squared) {
  uint32_t *x = r->x, *y = r->y, *z = r->z;
  Fe own, xx, yy, yyyy, s, m, t;
  if (!kGiven) mod_mul(f, own, z, z);
  const uint32_t *zz = kGiven ? z1_squared : own;  // ZZ = Z1^2
  mod_mul(f, xx, x, x);             // XX = X1^2
  mod_mul(f, yy, y, y);             // YY = Y1^2
  mod_mul(f, yyyy, yy, yy);         // YYYY = YY^2
  mod_add(f, s, x, yy);
  mod_mul(f, s, s, s);
  mod_sub(f, s, s, xx);
  mod_sub(f, s, s, yyyy);
  mod_add(f, s, s, s);              // S = 2 ((X1 + YY)^2 - XX - YYYY)
  mod_mul(f, m, zz, zz);
  mod_mul(f, m, a, m);
  mod_add(f, m, m, xx);
  mod_add(f, m, m, xx);
  mod_add(f, m, m, xx);             // M = 3 XX + a ZZ^2
  mod_add(f, z, y, z);
  mod_mul(f, z, z, z);
  mod_sub(f, z, z, yy);
  mod_sub(f, z, z, zz);             // Z3 = (Y1 + Z1)^2 - YY - ZZ
  mod_mul(f, x, m, m);
  mod_sub(f, x, x, s);
  mod_sub(f, x, x, s);              // X3 = T = M^2 - 2 S
  mod_sub(f, t, s, x);
  mod_mul(f, y, m, t);
  mod_add(f, yyyy, yyyy, yyyy);
  mod_add(f, yyyy, yyyy, yyyy);
  mod_add(f, yyyy, yyyy, yyyy);
  mod_sub(f, y, y, yyyy);           // Y3 = M (S - T) - 8 YYYY
}

// One doubling of r; z1_squared is r's Z^2 if kGiven (else unused).
template <bool kGiven>
void double_jacobian(const Curve &c, Point *r, const uint32_t *z1_squared) {
  if (c.a_is_minus3) {  // the curve, not a secret
    double_jacobian_a_minus3<kGiven>(c.p, r, z1_squared);
  } else {
    double_jacobian_general_a<kGiven>(c.p, c.a, r, z1_squared);
  }
}

}  // namespace

void point_double_jacobian(const Curve &c, Point *r) { double_jacobian<false>(c, r, nullptr); }

void point_double_n(const Curve &c, Point *r, size_t n) {
  if (n < 2) {  // the caller's run, not a secret
    for (size_t i = 0; i < n; ++i) point_double(c, r, *r);
    return;
  }
  const Mod &f = c.p;
  Fe t;
  mod_mul(f, t, r->z, r->z);
  mod_mul(f, r->x, r->x, r->z);
  mod_mul(f, r->y, r->y, t);
  double_jacobian<true>(c, r, t);  // t = Z^2, the first doubling's Z1^2
  for (size_t i = 1; i < n; ++i) point_double_jacobian(c, r);
  mod_mul(f, r->x, r->x, r->z);
  mod_mul(f, t, r->z, r->z);
  mod_mul(f, r->z, t, r->z);
  mod_cmov(f, r->y, f.one, mod_is_zero(f, r->z));
}

}  // namespace ec
}  // namespace mcucrypt
