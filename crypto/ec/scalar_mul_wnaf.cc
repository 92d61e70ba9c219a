// u1 * G + u2 * P for verification, variable time (public scalars only):
// Straus-Shamir interleaving of two width-w NAFs (Hankerson-Menezes-
// Vanstone Algorithm 3.51), one doubling chain for both. P's digits are
// width 5 (odd multiples 1..15 P, 8 points computed here), G's width 4
// (1, 3, 5, 7 G, affine from the comb's first table, ec_comb_tables.cc).
// A NAF of width w has on average one nonzero digit per w + 1 bits, so
// P-256 costs about 256 doublings and 51 + 43 additions, against 256 and
// 192 for plain Shamir.
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

// acc += digit * table (table[m] = (2m + 1) * point), digit odd or 0.
void add_digit(const Curve &c, Point *acc, const Point *table, int8_t digit, Point *tmp) {
  if (digit == 0) return;
  if (digit > 0) {
    point_add(c, acc, *acc, table[digit / 2]);
    return;
  }
  *tmp = table[-digit / 2];
  point_cond_negate(c, tmp, 0xFFFFFFFFu);
  point_add(c, acc, *acc, *tmp);
}

}  // namespace

void point_mul_add_vartime(const Curve &c, Point *r, const uint8_t *u1, const uint8_t *u2,
                           const Point &p, MulWork *work) {
  WnafWork *w = &work->wnaf;
  const size_t len = c.scalar_size;
  // P's odd multiples: 2P, then (2m + 1) P = (2m - 1) P + 2P.
  w->p[0] = p;
  point_double(c, &w->tmp, p);
  for (size_t m = 1; m < 8; ++m) point_add(c, &w->p[m], w->p[m - 1], w->tmp);
  // G's: the comb's entries 1, 3, 5, 7 (Z = 1), or computed likewise.
  const CombTable *t = comb_table(c);
  if (t != nullptr) {
    const size_t limbs = c.p.limbs;
    for (size_t m = 0; m < 4; ++m) {
      point_set_identity(c, &w->g[m]);
      memcpy(w->g[m].x, t->entries + 2 * m * 2 * limbs, limbs * sizeof(uint32_t));
      memcpy(w->g[m].y, t->entries + (2 * m * 2 + 1) * limbs, limbs * sizeof(uint32_t));
      memcpy(w->g[m].z, c.p.one, limbs * sizeof(uint32_t));
    }
  } else {
    point_set_generator(c, &w->g[0]);
    point_double(c, &w->tmp, w->g[0]);
    for (size_t m = 1; m < 4; ++m) point_add(c, &w->g[m], w->g[m - 1], w->tmp);
  }
  wnaf(w->naf_u1, u1, len, 4);
  wnaf(w->naf_u2, u2, len, 5);
  point_set_identity(c, &w->acc);
  size_t top = 8 * len + 1;
  while (top > 0 && w->naf_u1[top - 1] == 0 && w->naf_u2[top - 1] == 0) --top;
  // The doublings between two nonzero digits run in one point_double_n.
  size_t pending = 0;
  for (size_t i = top; i-- > 0;) {
    if (i + 1 != top) ++pending;
    if (w->naf_u1[i] == 0 && w->naf_u2[i] == 0) continue;
    point_double_n(c, &w->acc, pending);
    pending = 0;
    add_digit(c, &w->acc, w->g, w->naf_u1[i], &w->tmp);
    add_digit(c, &w->acc, w->p, w->naf_u2[i], &w->tmp);
  }
  point_double_n(c, &w->acc, pending);
  *r = w->acc;
}

}  // namespace ec
}  // namespace mcucrypt
