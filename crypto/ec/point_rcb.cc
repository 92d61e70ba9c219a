// Complete projective addition (Renes-Costello-Batina 2016): Algorithm 1
// for any a (brainpool), Algorithm 4 for a = -3 (NIST curves, SM2), and
// its mixed form (Z2 = 1) for the comb's affine entries. Steps
// are numbered as in the paper. Doubling: Algorithms 3 and 6, which are
// as exception-free as the additions. In Algorithms 4 and 6 each pair of
// steps t = x + x, x = t + x whose t is overwritten before it is read
// again is one mod_mul_small(x, 3) (4x likewise): one call on the fields
// with a fold routine (ec_curve.h), the same two additions elsewhere.
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/point.h"

namespace mcucrypt {
namespace ec {

namespace {

void store(Point *r, const Fe x3, const Fe y3, const Fe z3) {
  memcpy(r->x, x3, sizeof(Fe));
  memcpy(r->y, y3, sizeof(Fe));
  memcpy(r->z, z3, sizeof(Fe));
}

// Algorithm 1: a general, b3 = 3b. 12M + 3m_a + 2m_3b + 23a.
void add_general_a(const Curve &c, Point *r, const Point &p, const Point &q) {
  const Mod &f = c.p;
  Fe t0, t1, t2, t3, t4, t5, x3, y3, z3;
  mod_mul(f, t0, p.x, q.x);    // 1
  mod_mul(f, t1, p.y, q.y);    // 2
  mod_mul(f, t2, p.z, q.z);    // 3
  mod_add(f, t3, p.x, p.y);    // 4
  mod_add(f, t4, q.x, q.y);    // 5
  mod_mul(f, t3, t3, t4);      // 6
  mod_add(f, t4, t0, t1);      // 7
  mod_sub(f, t3, t3, t4);      // 8
  mod_add(f, t4, p.x, p.z);    // 9
  mod_add(f, t5, q.x, q.z);    // 10
  mod_mul(f, t4, t4, t5);      // 11
  mod_add(f, t5, t0, t2);      // 12
  mod_sub(f, t4, t4, t5);      // 13
  mod_add(f, t5, p.y, p.z);    // 14
  mod_add(f, x3, q.y, q.z);    // 15
  mod_mul(f, t5, t5, x3);      // 16
  mod_add(f, x3, t1, t2);      // 17
  mod_sub(f, t5, t5, x3);      // 18
  mod_mul(f, z3, c.a, t4);     // 19
  mod_mul(f, x3, c.b3, t2);    // 20
  mod_add(f, z3, x3, z3);      // 21
  mod_sub(f, x3, t1, z3);      // 22
  mod_add(f, z3, t1, z3);      // 23
  mod_mul(f, y3, x3, z3);      // 24
  mod_add(f, t1, t0, t0);      // 25
  mod_add(f, t1, t1, t0);      // 26
  mod_mul(f, t2, c.a, t2);     // 27
  mod_mul(f, t4, c.b3, t4);    // 28
  mod_add(f, t1, t1, t2);      // 29
  mod_sub(f, t2, t0, t2);      // 30
  mod_mul(f, t2, c.a, t2);     // 31
  mod_add(f, t4, t4, t2);      // 32
  mod_mul(f, t0, t1, t4);      // 33
  mod_add(f, y3, y3, t0);      // 34
  mod_mul(f, t0, t5, t4);      // 35
  mod_mul(f, x3, t3, x3);      // 36
  mod_sub(f, x3, x3, t0);      // 37
  mod_mul(f, t0, t3, t1);      // 38
  mod_mul(f, z3, t5, z3);      // 39
  mod_add(f, z3, z3, t0);      // 40
  store(r, x3, y3, z3);
}

// Algorithm 4's steps 19-43, from t0 = X1 X2, t1 = Y1 Y2, t2 = Z1 Z2,
// t3 = X1 Y2 + X2 Y1, t4 = Y1 Z2 + Y2 Z1, y3 = X1 Z2 + X2 Z1: the part the
// full and the mixed additions share.
void add_a_minus3_finish(const Curve &c, Point *r, Fe t0, Fe t1, Fe t2, const Fe t3,
                         const Fe t4, Fe y3) {
  const Mod &f = c.p;
  Fe x3, z3;
  mod_mul(f, z3, c.b, t2);     // 19
  mod_sub(f, x3, y3, z3);      // 20
  mod_mul_small(f, x3, x3, 3);  // 21-22
  mod_sub(f, z3, t1, x3);      // 23
  mod_add(f, x3, t1, x3);      // 24
  mod_mul(f, y3, c.b, y3);     // 25
  mod_mul_small(f, t2, t2, 3);  // 26-27
  mod_sub(f, y3, y3, t2);      // 28
  mod_sub(f, y3, y3, t0);      // 29
  mod_mul_small(f, y3, y3, 3);  // 30-31
  mod_mul_small(f, t0, t0, 3);  // 32-33
  mod_sub(f, t0, t0, t2);      // 34
  mod_mul(f, t1, t4, y3);      // 35
  mod_mul(f, t2, t0, y3);      // 36
  mod_mul(f, y3, x3, z3);      // 37
  mod_add(f, y3, y3, t2);      // 38
  mod_mul(f, x3, t3, x3);      // 39
  mod_sub(f, x3, x3, t1);      // 40
  mod_mul(f, z3, t4, z3);      // 41
  mod_mul(f, t1, t3, t0);      // 42
  mod_add(f, z3, z3, t1);      // 43
  store(r, x3, y3, z3);
}

// Algorithm 4: a = -3. 12M + 2m_b + 29a.
void add_a_minus3(const Curve &c, Point *r, const Point &p, const Point &q) {
  const Mod &f = c.p;
  Fe t0, t1, t2, t3, t4, x3, y3;
  mod_mul(f, t0, p.x, q.x);    // 1
  mod_mul(f, t1, p.y, q.y);    // 2
  mod_mul(f, t2, p.z, q.z);    // 3
  mod_add(f, t3, p.x, p.y);    // 4
  mod_add(f, t4, q.x, q.y);    // 5
  mod_mul(f, t3, t3, t4);      // 6
  mod_add(f, t4, t0, t1);      // 7
  mod_sub(f, t3, t3, t4);      // 8
  mod_add(f, t4, p.y, p.z);    // 9
  mod_add(f, x3, q.y, q.z);    // 10
  mod_mul(f, t4, t4, x3);      // 11
  mod_add(f, x3, t1, t2);      // 12
  mod_sub(f, t4, t4, x3);      // 13
  mod_add(f, x3, p.x, p.z);    // 14
  mod_add(f, y3, q.x, q.z);    // 15
  mod_mul(f, x3, x3, y3);      // 16
  mod_add(f, y3, t0, t2);      // 17
  mod_sub(f, y3, x3, y3);      // 18
  add_a_minus3_finish(c, r, t0, t1, t2, t3, t4, y3);
}

// Algorithm 4 with Z2 = 1 (q affine, as the comb's entries): step 3's
// product is Z1, steps 9-13 reduce to Y1 + Y2 Z1 and 14-18 to X1 + X2 Z1
// (the expanded products less t1 + t2 and t0 + t2), as in the paper's
// Algorithm 5. 11M + 2m_b + 23a. q must not be the identity, which has no
// affine form.
void add_mixed_a_minus3(const Curve &c, Point *r, const Point &p, const Point &q) {
  const Mod &f = c.p;
  Fe t0, t1, t2, t3, t4, y3;
  mod_mul(f, t0, p.x, q.x);    // 1
  mod_mul(f, t1, p.y, q.y);    // 2
  memcpy(t2, p.z, sizeof(Fe)); // 3: Z1 Z2 = Z1
  mod_add(f, t3, p.x, p.y);    // 4
  mod_add(f, t4, q.x, q.y);    // 5
  mod_mul(f, t3, t3, t4);      // 6
  mod_add(f, t4, t0, t1);      // 7
  mod_sub(f, t3, t3, t4);      // 8
  mod_mul(f, t4, q.y, p.z);    // 9-13: Y1 Z2 + Y2 Z1
  mod_add(f, t4, t4, p.y);
  mod_mul(f, y3, q.x, p.z);    // 14-18: X1 Z2 + X2 Z1
  mod_add(f, y3, y3, p.x);
  add_a_minus3_finish(c, r, t0, t1, t2, t3, t4, y3);
}

// Algorithm 3: doubling, a general. 8M + 3S + 3m_a + 2m_3b + 15a.
void double_general_a(const Curve &c, Point *r, const Point &p) {
  const Mod &f = c.p;
  Fe t0, t1, t2, t3, x3, y3, z3;
  mod_mul(f, t0, p.x, p.x);    // 1
  mod_mul(f, t1, p.y, p.y);    // 2
  mod_mul(f, t2, p.z, p.z);    // 3
  mod_mul(f, t3, p.x, p.y);    // 4
  mod_add(f, t3, t3, t3);      // 5
  mod_mul(f, z3, p.x, p.z);    // 6
  mod_add(f, z3, z3, z3);      // 7
  mod_mul(f, x3, c.a, z3);     // 8
  mod_mul(f, y3, c.b3, t2);    // 9
  mod_add(f, y3, x3, y3);      // 10
  mod_sub(f, x3, t1, y3);      // 11
  mod_add(f, y3, t1, y3);      // 12
  mod_mul(f, y3, x3, y3);      // 13
  mod_mul(f, x3, t3, x3);      // 14
  mod_mul(f, z3, c.b3, z3);    // 15
  mod_mul(f, t2, c.a, t2);     // 16
  mod_sub(f, t3, t0, t2);      // 17
  mod_mul(f, t3, c.a, t3);     // 18
  mod_add(f, t3, t3, z3);      // 19
  mod_add(f, z3, t0, t0);      // 20
  mod_add(f, t0, z3, t0);      // 21
  mod_add(f, t0, t0, t2);      // 22
  mod_mul(f, t0, t0, t3);      // 23
  mod_add(f, y3, y3, t0);      // 24
  mod_mul(f, t2, p.y, p.z);    // 25
  mod_add(f, t2, t2, t2);      // 26
  mod_mul(f, t0, t2, t3);      // 27
  mod_sub(f, x3, x3, t0);      // 28
  mod_mul(f, z3, t2, t1);      // 29
  mod_add(f, z3, z3, z3);      // 30
  mod_add(f, z3, z3, z3);      // 31
  store(r, x3, y3, z3);
}

// Algorithm 6: doubling, a = -3. 8M + 3S + 2m_b + 21a.
void double_a_minus3(const Curve &c, Point *r, const Point &p) {
  const Mod &f = c.p;
  Fe t0, t1, t2, t3, x3, y3, z3;
  mod_mul(f, t0, p.x, p.x);    // 1
  mod_mul(f, t1, p.y, p.y);    // 2
  mod_mul(f, t2, p.z, p.z);    // 3
  mod_mul(f, t3, p.x, p.y);    // 4
  mod_add(f, t3, t3, t3);      // 5
  mod_mul(f, z3, p.x, p.z);    // 6
  mod_add(f, z3, z3, z3);      // 7
  mod_mul(f, y3, c.b, t2);     // 8
  mod_sub(f, y3, y3, z3);      // 9
  mod_mul_small(f, y3, y3, 3);  // 10-11
  mod_sub(f, x3, t1, y3);      // 12
  mod_add(f, y3, t1, y3);      // 13
  mod_mul(f, y3, x3, y3);      // 14
  mod_mul(f, x3, x3, t3);      // 15
  mod_mul_small(f, t2, t2, 3);  // 16-17
  mod_mul(f, z3, c.b, z3);     // 18
  mod_sub(f, z3, z3, t2);      // 19
  mod_sub(f, z3, z3, t0);      // 20
  mod_mul_small(f, z3, z3, 3);  // 21-22
  mod_mul_small(f, t0, t0, 3);  // 23-24
  mod_sub(f, t0, t0, t2);      // 25
  mod_mul(f, t0, t0, z3);      // 26
  mod_add(f, y3, y3, t0);      // 27
  mod_mul(f, t0, p.y, p.z);    // 28
  mod_add(f, t0, t0, t0);      // 29
  mod_mul(f, z3, t0, z3);      // 30
  mod_sub(f, x3, x3, z3);      // 31
  mod_mul(f, z3, t0, t1);      // 32
  mod_mul_small(f, z3, z3, 4);  // 33-34
  store(r, x3, y3, z3);
}

}  // namespace

void point_double(const Curve &c, Point *r, const Point &p) {
  if (c.a_is_minus3) {
    double_a_minus3(c, r, p);
  } else {
    double_general_a(c, r, p);
  }
}

void point_add(const Curve &c, Point *r, const Point &p, const Point &q) {
  // The curve, not a secret, picks the formula.
  if (c.a_is_minus3) {
    add_a_minus3(c, r, p, q);
  } else {
    add_general_a(c, r, p, q);
  }
}

void point_add_affine(const Curve &c, Point *r, const Point &p, const Point &q) {
  if (c.a_is_minus3) {  // the curve, not a secret
    add_mixed_a_minus3(c, r, p, q);
  } else {
    add_general_a(c, r, p, q);
  }
}

void point_set_identity(const Curve &c, Point *r) {
  memset(r, 0, sizeof(*r));
  memcpy(r->y, c.p.one, c.p.limbs * sizeof(uint32_t));
}

void point_set_generator(const Curve &c, Point *r) {
  memset(r, 0, sizeof(*r));
  memcpy(r->x, c.gx, c.p.limbs * sizeof(uint32_t));
  memcpy(r->y, c.gy, c.p.limbs * sizeof(uint32_t));
  memcpy(r->z, c.p.one, c.p.limbs * sizeof(uint32_t));
}

void point_cmov(const Curve &c, Point *r, const Point &a, uint32_t mask) {
  // One pass over the three coordinates (the comb's once per digit).
  for (size_t i = 0; i < c.p.limbs; ++i) {
    r->x[i] = ct::select(mask, a.x[i], r->x[i]);
    r->y[i] = ct::select(mask, a.y[i], r->y[i]);
    r->z[i] = ct::select(mask, a.z[i], r->z[i]);
  }
}

void point_cond_negate(const Curve &c, Point *r, uint32_t mask) {
  const Fe zero = {0};
  Fe neg;
  mod_sub(c.p, neg, zero, r->y);
  mod_cmov(c.p, r->y, neg, mask);
}

}  // namespace ec
}  // namespace mcucrypt
