// The build's fe_add, fe_sub, fe_mul, fe_sqr, fe_mul_small and fe_cswap
// (fe448.h) on the microAptiv: radix 2^28 (MCUCRYPT_FE448_RADIX28), the
// product, the square, the sum, the difference and the small multiple in
// MIPS32r2 assembly (fe448_ops_radix28_mips32r2.S, generated), the swap in
// C++ (fe448_ops_radix28.cc); X448's ladder step (x448_ladder_step.h):
// montgomery_step's operations in its order, its sums without their carries
// (each goes only into a product or a square, which take such limbs; its
// differences are carried: a lazy one's limbs would be too large for the
// product's columns).
#include <stddef.h>

#include "crypto/curve448/fe448.h"
#include "crypto/curve448/fe448_ops.h"
#include "crypto/curve448/x448_ladder_step.h"

namespace mcucrypt {
namespace curve448 {

static_assert(kFeLimbs == 16, "the radix 2^28 layout (fe448_interface's define)");

void fe_add(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_add_radix28_mips32r2(r->v, a->v, b->v); }

void fe_sub(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_sub_radix28_mips32r2(r->v, a->v, b->v); }

void fe_mul(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_mul_radix28_mips32r2(r->v, a->v, b->v); }

void fe_sqr(Fe *r, const Fe *a) { mcu_fe448_sqr_radix28_mips32r2(r->v, a->v); }

void fe_mul_small(Fe *r, const Fe *a, uint32_t k) {
  mcu_fe448_mul_small_radix28_mips32r2(r->v, a->v, k);
}

void fe_cswap(uint32_t mask, Fe *a, Fe *b) { mcu_fe448_cswap_radix28(mask, a->v, b->v); }

namespace {

void add_lazy(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_add_lazy_radix28(r->v, a->v, b->v); }

}  // namespace

// montgomery_step (montgomery_ladder.h) with the two swaps in one pass and
// lazy sums: the same values in the same places (a, c and x3's sum before
// its square unreduced; z2's aa + a24 e in mul_small's pass, carried); every
// other input is a product's, a square's, a difference's or mul_small's
// (reduced) or the ladder's start (1, 0, u: reduced).
void x448_ladder_step(LadderState<Fe> *s, uint32_t swap_mask, uint32_t a24) {
  // (x2, z2) with (x3, z3): adjacent in LadderState, one pass of 32 limbs.
  static_assert(offsetof(LadderState<Fe>, z2) == offsetof(LadderState<Fe>, x2) + sizeof(Fe) &&
                    offsetof(LadderState<Fe>, z3) == offsetof(LadderState<Fe>, x3) + sizeof(Fe),
                "x2, z2 and x3, z3 adjacent");
  mcu_fe448_cswap2_radix28_mips32r2(swap_mask, s->x2.v, s->x3.v);
  add_lazy(&s->a, &s->x2, &s->z2);
  fe_sqr(&s->aa, &s->a);
  fe_sub(&s->b, &s->x2, &s->z2);
  fe_sqr(&s->bb, &s->b);
  fe_sub(&s->e, &s->aa, &s->bb);
  add_lazy(&s->c, &s->x3, &s->z3);
  fe_sub(&s->d, &s->x3, &s->z3);
  fe_mul(&s->da, &s->d, &s->a);
  fe_mul(&s->cb, &s->c, &s->b);
  add_lazy(&s->x3, &s->da, &s->cb);
  fe_sqr(&s->x3, &s->x3);
  fe_sub(&s->z3, &s->da, &s->cb);
  fe_sqr(&s->z3, &s->z3);
  fe_mul(&s->z3, &s->x1, &s->z3);
  fe_mul(&s->x2, &s->aa, &s->bb);
  mcu_fe448_mul_small_add_radix28_mips32r2(s->z2.v, s->e.v, a24, s->aa.v);
  fe_mul(&s->z2, &s->e, &s->z2);
}

}  // namespace curve448
}  // namespace mcucrypt
