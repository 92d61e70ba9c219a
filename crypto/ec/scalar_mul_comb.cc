// Fixed-base scalar multiplication k * G, constant time in k: a comb over
// precomputed multiples of G (Brickell, Gordon, McCurley and Wilson's
// fixed-base windowing, Hankerson-Menezes-Vanstone Algorithm 3.41, with
// the tables spaced `spacing` windows apart as in a Lim-Lee comb). k's
// signed 4-bit digits d_i in [-7, 8] give k = sum d_i 16^i; with
// i = spacing * j + r, table j holds 1..8 * 16^(spacing * j) G, so
//   k G = sum_r 16^r sum_j d_(spacing j + r) T_j,
// evaluated by Horner over r: 4 (spacing - 1) doublings and one addition
// per digit but the first, whose entry is the sum so far (P-256: 12 and
// 64, against 256 and 51 for the fixed window).
// Each digit's entry is taken by a masked pass over its table's 8 entries
// and negated by mask, and added by the mixed formula (the entries are
// affine); for digit 0 the sum is computed all the same and discarded
// under a mask (the identity has no affine form).
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/point.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace ec {

namespace {

// The signed digits, least significant first: v = nibble + carry in
// [0, 16]; v >= 9 becomes v - 16 with a carry into the next digit. No
// branch: the carry is (v + 7) >> 4.
void recode_signed4(const Curve &c, const CombTable &t, const uint8_t *k, int8_t *d) {
  uint32_t carry = 0;
  for (size_t i = 0; i + 1 < t.digits; ++i) {
    const uint32_t byte = k[c.scalar_size - 1 - i / 2];
    const uint32_t v = ((byte >> (4 * (i % 2))) & 0xFu) + carry;
    carry = (v + 7) >> 4;
    d[i] = static_cast<int8_t>(static_cast<int32_t>(v) - static_cast<int32_t>(carry << 4));
  }
  d[t.digits - 1] = static_cast<int8_t>(carry);
}

// q = |digit| * T_j negated for a negative digit, affine (Z = 1); for
// digit 0, T_j itself, whose sum the caller discards under the mask this
// returns (all-ones for a nonzero digit). Word by word: each output word
// ORs the 8 entries' words under their masks in a register (as the fixed
// window's select_signed), rather than a masked copy of each entry into q.
uint32_t comb_lookup(const Curve &c, const CombTable &t, size_t j, int8_t digit, Point *q) {
  const size_t limbs = c.p.limbs;
  const uint32_t neg = 0u - (static_cast<uint32_t>(static_cast<int32_t>(digit)) >> 31);
  const uint32_t abs = (static_cast<uint32_t>(static_cast<int32_t>(digit)) ^ neg) - neg;
  const uint32_t zero = ct::eq_mask(abs, 0);
  const uint32_t entry = abs | (zero & 1u);  // 1..8: T_j for digit 0
  const uint32_t *e = t.entries + j * 8 * 2 * limbs;
  uint32_t mask[8];
  for (uint32_t i = 0; i < 8; ++i) mask[i] = ct::eq_mask(i + 1, entry);
  // Only the limbs the field has: the arithmetic reads no others.
  memcpy(q->z, c.p.one, limbs * sizeof(uint32_t));
  for (size_t w = 0; w < limbs; ++w) {
    uint32_t x = 0, y = 0;
    for (size_t i = 0; i < 8; ++i) {
      x |= e[2 * limbs * i + w] & mask[i];
      y |= e[2 * limbs * i + limbs + w] & mask[i];
    }
    q->x[w] = x;
    q->y[w] = y;
  }
  mcu_wipe(mask, sizeof(mask));
  point_cond_negate(c, q, neg);
  return ~zero;
}

}  // namespace

void point_mul_base_ct(const Curve &c, Point *r, const uint8_t *k, MulWork *work) {
  const CombTable *t = comb_table(c);
  if (t == nullptr) {  // the curve, not k, decides
    Point g;
    point_set_generator(c, &g);
    point_mul_ct(c, r, k, g, work);
    return;
  }
  FixedWindowWork *w = &work->window;
  int8_t d[8 * kMaxBytes / 4 + 1];
  recode_signed4(c, *t, k, d);
  point_set_identity(c, &w->acc);
  for (size_t round = t->spacing; round-- > 0;) {
    if (round + 1 != t->spacing) point_double_n(c, &w->acc, 4);
    for (size_t j = 0; j < t->tables; ++j) {
      const size_t i = t->spacing * j + round;
      if (i >= t->digits) continue;  // public: the table's shape
      const uint32_t nonzero = comb_lookup(c, *t, j, d[i], &w->tmp);
      if (round + 1 == t->spacing && j == 0) {  // the first: the identity plus the entry
        point_cmov(c, &w->acc, w->tmp, nonzero);
        continue;
      }
      point_add_affine(c, &w->table[0], w->acc, w->tmp);
      point_cmov(c, &w->acc, w->table[0], nonzero);
    }
  }
  *r = w->acc;
  mcu_wipe(d, sizeof(d));
}

}  // namespace ec
}  // namespace mcucrypt
