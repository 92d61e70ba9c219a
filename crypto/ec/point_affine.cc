// Between projective points and affine x || y: validation on the way in
// (coordinates below p, the curve equation), Fermat inversion of Z on the
// way out.
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/point.h"

namespace mcucrypt {
namespace ec {

uint32_t point_decode_xy(const Curve &c, Point *r, const uint8_t *xy) {
  const Mod &f = c.p;
  const size_t fs = c.field_size;
  memset(r, 0, sizeof(*r));
  uint32_t ok = mod_from_bytes(f, r->x, xy, fs);
  ok &= mod_from_bytes(f, r->y, xy + fs, fs);
  mod_to_mont(f, r->x, r->x);
  mod_to_mont(f, r->y, r->y);
  memcpy(r->z, f.one, f.limbs * sizeof(uint32_t));
  // y^2 == (x^2 + a) * x + b
  Fe lhs, rhs;
  mod_mul(f, lhs, r->y, r->y);
  mod_mul(f, rhs, r->x, r->x);
  mod_add(f, rhs, rhs, c.a);
  mod_mul(f, rhs, rhs, r->x);
  mod_add(f, rhs, rhs, c.b);
  ok &= mod_equal(f, lhs, rhs);
  return ok;
}

namespace {

// x || y = X / Z || Y / Z, given zinv = 1 / Z (0 for the identity).
uint32_t encode_with(const Curve &c, uint8_t *xy, const Point &p, const Fe zinv) {
  const Mod &f = c.p;
  Fe x, y;
  const uint32_t ok = ~mod_is_zero(f, p.z);
  mod_mul(f, x, p.x, zinv);
  mod_mul(f, y, p.y, zinv);
  mod_from_mont(f, x, x);
  mod_from_mont(f, y, y);
  mod_to_bytes(f, xy, c.field_size, x);
  mod_to_bytes(f, xy + c.field_size, c.field_size, y);
  return ok;
}

}  // namespace

uint32_t point_encode_xy(const Curve &c, uint8_t *xy, const Point &p) {
  Fe zinv;
  mod_inv(c.p, zinv, p.z);  // 0 for the identity: x, y come out 0
  return encode_with(c, xy, p, zinv);
}

uint32_t point_encode_xy_vartime(const Curve &c, uint8_t *xy, const Point &p) {
  Fe zinv;
  mod_inv_vartime(c.p, zinv, p.z);
  return encode_with(c, xy, p, zinv);
}

}  // namespace ec
}  // namespace mcucrypt

namespace mcucrypt {
namespace ec {

uint32_t point_decompress(const Curve &c, uint8_t *xy, const uint8_t *x, uint32_t y_odd) {
  const Mod &f = c.p;
  Fe xm, rhs, y, check;
  if (!mod_from_bytes(f, xm, x, c.field_size)) return 0;
  mod_to_mont(f, xm, xm);
  mod_mul(f, rhs, xm, xm);
  mod_add(f, rhs, rhs, c.a);
  mod_mul(f, rhs, rhs, xm);
  mod_add(f, rhs, rhs, c.b);
  mod_pow(f, y, rhs, c.sqrt_exp);
  mod_mul(f, check, y, y);
  if (!mod_equal(f, check, rhs)) return 0;  // x^3 + ax + b is not a square
  mod_from_mont(f, y, y);
  if ((y[0] & 1u) != (y_odd & 1u)) {
    Fe zero = {0};
    mod_sub(f, y, zero, y);
    if ((y[0] & 1u) != (y_odd & 1u)) return 0;  // y = 0 has no odd root
  }
  memcpy(xy, x, c.field_size);
  mod_to_bytes(f, xy + c.field_size, c.field_size, y);
  return 0xFFFFFFFFu;
}

}  // namespace ec
}  // namespace mcucrypt
