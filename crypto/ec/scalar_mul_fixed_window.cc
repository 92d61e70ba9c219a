// Scalar multiplication. Secret scalars: a 4-bit fixed window from the most
// significant end, 0..15 * P precomputed, each digit's entry taken by a
// masked pass over the whole table; the complete formulas make the
// additions of the identity (digit 0) ordinary. The generator's multiples
// take the comb (scalar_mul_comb.cc), verification the wNAF
// (scalar_mul_wnaf.cc).
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/point.h"

namespace mcucrypt {
namespace ec {

namespace {

void point_cmov(const Curve &c, Point *r, const Point &a, uint32_t mask) {
  mod_cmov(c.p, r->x, a.x, mask);
  mod_cmov(c.p, r->y, a.y, mask);
  mod_cmov(c.p, r->z, a.z, mask);
}

uint32_t nibble(const uint8_t *k, size_t i) {  // i counts from the top
  return (k[i / 2] >> ((i % 2) ? 0 : 4)) & 0xFu;
}

}  // namespace

void point_mul_ct(const Curve &c, Point *r, const uint8_t *k, const Point &p, MulWork *work) {
  FixedWindowWork *w = &work->window;
  point_set_identity(c, &w->table[0]);
  w->table[1] = p;
  for (size_t i = 2; i < 16; i += 2) {
    point_double(c, &w->table[i], w->table[i / 2]);
    point_add(c, &w->table[i + 1], w->table[i], p);
  }
  point_set_identity(c, &w->acc);
  const size_t digits = 2 * c.scalar_size;
  for (size_t i = 0; i < digits; ++i) {
    point_double_n(c, &w->acc, 4);
    const uint32_t digit = nibble(k, i);
    point_set_identity(c, &w->tmp);
    for (uint32_t j = 0; j < 16; ++j) point_cmov(c, &w->tmp, w->table[j], ct::eq_mask(j, digit));
    point_add(c, &w->acc, w->acc, w->tmp);
  }
  *r = w->acc;
}

}  // namespace ec
}  // namespace mcucrypt
