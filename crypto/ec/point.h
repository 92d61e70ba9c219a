// Points of the Weierstrass curves in projective coordinates (X:Y:Z),
// Montgomery form, with the complete addition formulas of Renes, Costello
// and Batina, "Complete addition formulas for prime order elliptic curves"
// (EUROCRYPT 2016): no exceptional cases (doubling, the identity (0:1:0),
// P + (-P)), so a scalar multiplication has one code path. Internal.
#ifndef MCUCRYPT_EC_POINT_H_
#define MCUCRYPT_EC_POINT_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/ec/ec_curve.h"

namespace mcucrypt {
namespace ec {

struct Point {
  Fe x, y, z;
};

// r = p + q for any p, q (r may alias either).
void point_add(const Curve &c, Point *r, const Point &p, const Point &q);
// r = 2p for any p (r may alias p).
void point_double(const Curve &c, Point *r, const Point &p);
void point_set_identity(const Curve &c, Point *r);
void point_set_generator(const Curve &c, Point *r);

// Affine x || y (big-endian, field_size bytes each) to a point: all-ones if
// both coordinates are < p and y^2 = x^3 + ax + b (which excludes the
// identity, which has no affine form), else zero (and *r unspecified).
uint32_t point_decode_xy(const Curve &c, Point *r, const uint8_t *xy);
// x (big-endian, field_size bytes) and the parity of y to x || y: the
// square root of x^3 + ax + b by one exponentiation ((p + 1) / 4, as every
// p here is 3 mod 4). Zero mask if x >= p or x^3 + ax + b is not a square.
// Variable time: for public points only.
uint32_t point_decompress(const Curve &c, uint8_t *xy, const uint8_t *x, uint32_t y_odd);
// To affine x || y; zero mask (and out zeroed) if p is the identity.
uint32_t point_encode_xy(const Curve &c, uint8_t *xy, const Point &p);

// The fixed-window scalar multiplication's table: 16 points.
struct MulWork {
  Point table[16];
  Point acc;
  Point tmp;
};

// r = k * p, k big-endian scalar_size bytes (any value), constant time in
// k and p: a 4-bit fixed window, every table entry read for each digit.
void point_mul_ct(const Curve &c, Point *r, const uint8_t *k, const Point &p, MulWork *w);
// r = u1 * G + u2 * p: variable time (public inputs only).
void point_mul_add_vartime(const Curve &c, Point *r, const uint8_t *u1, const uint8_t *u2,
                           const Point &p, MulWork *w);

}  // namespace ec
}  // namespace mcucrypt

#endif  // MCUCRYPT_EC_POINT_H_
