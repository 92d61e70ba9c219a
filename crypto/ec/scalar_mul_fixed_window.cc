// Scalar multiplication. Secret scalars: a signed 5-bit fixed window from
// the most significant end (digits in [-15, 16], Booth's recoding as in
// the comb's, scalar_mul_comb.cc), 1..16 * P precomputed, each digit's
// entry taken by a masked pass over the whole table and negated under a
// mask; digit 0 gives the identity, which the complete formulas add like
// any point. Against the unsigned 4-bit window this is the same table
// size and 51 additions instead of 63 for a 256-bit scalar (the top
// digit's entry starts the sum). The
// generator's multiples take the comb (scalar_mul_comb.cc), verification
// the wNAF (scalar_mul_wnaf.cc).
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/point.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace ec {

namespace {

constexpr unsigned kWidth = 5;

// Bits [5 i, 5 i + 5) of k (big-endian, len bytes), zero past the top.
// The positions depend on i only.
uint32_t window(const uint8_t *k, size_t len, size_t i) {
  uint32_t v = 0;
  for (unsigned b = 0; b < kWidth; ++b) {
    const size_t bit = kWidth * i + b;
    if (bit < 8 * len) v |= ((k[len - 1 - bit / 8] >> (bit % 8)) & 1u) << b;
  }
  return v;
}

// Signed digits, least significant first: v = window + carry in [0, 32];
// v >= 17 becomes v - 32 with a carry into the next digit, (v + 15) >> 5
// without a branch. digits = bits / 5 + 1 leaves the last carry a digit of
// its own.
void recode_signed5(const uint8_t *k, size_t len, int8_t *d, size_t digits) {
  uint32_t carry = 0;
  for (size_t i = 0; i < digits; ++i) {
    const uint32_t v = window(k, len, i) + carry;
    carry = (v + 15) >> kWidth;
    d[i] = static_cast<int8_t>(static_cast<int32_t>(v) - static_cast<int32_t>(carry << kWidth));
  }
}

// q = digit * P from table[j] = (j + 1) P, identity for 0; every entry
// read. Word by word: each output word ORs the 16 entries' words under
// their masks in a register, rather than a masked copy of each entry into
// q (a load and a store of q per word and entry).
void select_signed(const Curve &c, Point *q, const Point *table, int8_t digit) {
  const uint32_t neg = 0u - (static_cast<uint32_t>(static_cast<int32_t>(digit)) >> 31);
  const uint32_t abs = (static_cast<uint32_t>(static_cast<int32_t>(digit)) ^ neg) - neg;
  uint32_t mask[16];
  for (uint32_t j = 0; j < 16; ++j) mask[j] = ct::eq_mask(j + 1, abs);
  const uint32_t none = ct::eq_mask(abs, 0);  // the identity (0 : 1 : 0)
  for (size_t i = 0; i < c.p.limbs; ++i) {  // the field's limbs: no others are read
    uint32_t x = 0, y = c.p.one[i] & none, z = 0;
    for (size_t j = 0; j < 16; ++j) {
      x |= table[j].x[i] & mask[j];
      y |= table[j].y[i] & mask[j];
      z |= table[j].z[i] & mask[j];
    }
    q->x[i] = x;
    q->y[i] = y;
    q->z[i] = z;
  }
  mcu_wipe(mask, sizeof(mask));
  point_cond_negate(c, q, neg);
}

}  // namespace

void point_mul_ct(const Curve &c, Point *r, const uint8_t *k, const Point &p, MulWork *work) {
  FixedWindowWork *w = &work->window;
  // table[j] = (j + 1) P: even multiples by doubling, odd by adding P.
  w->table[0] = p;
  for (size_t j = 1; j < 16; j += 2) {
    point_double(c, &w->table[j], w->table[j / 2]);
    if (j + 1 < 16) point_add(c, &w->table[j + 1], w->table[j], p);
  }
  const size_t digits = 8 * c.scalar_size / kWidth + 1;
  int8_t d[8 * kMaxBytes / kWidth + 1];
  recode_signed5(k, c.scalar_size, d, digits);
  // The top digit's multiple is the sum so far: no addition to the identity.
  select_signed(c, &w->acc, w->table, d[digits - 1]);
  for (size_t i = digits - 1; i-- > 0;) {
    point_double_n(c, &w->acc, kWidth);
    select_signed(c, &w->tmp, w->table, d[i]);
    point_add(c, &w->acc, w->acc, w->tmp);
  }
  *r = w->acc;
  mcu_wipe(d, sizeof(d));
}

}  // namespace ec
}  // namespace mcucrypt
