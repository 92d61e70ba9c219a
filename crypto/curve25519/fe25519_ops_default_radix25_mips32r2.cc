// The build's fe_add, fe_sub, fe_mul, fe_sqr, fe_mul_small and fe_cswap
// (fe25519.h) on the microAptiv: radix 2^25.5 (MCUCRYPT_FE25519_RADIX25) in
// MIPS32r2 assembly (fe25519_ops.h), and X25519's ladder step
// (x25519_ladder_step.h): montgomery_step's operations in its order, its
// sums and differences without their carries (each goes only into a
// product, a square or mul_small, which take such limbs).
#include <stddef.h>

#include "crypto/curve25519/fe25519.h"
#include "crypto/curve25519/fe25519_ops.h"
#include "crypto/curve25519/x25519_ladder_step.h"

namespace mcucrypt {
namespace curve25519 {

static_assert(kFeLimbs == 10, "the radix 2^25.5 layout (fe25519_interface's define)");

void fe_add(Fe *r, const Fe *a, const Fe *b) { mcu_fe25519_add_radix25_mips32r2(r->v, a->v, b->v); }

void fe_sub(Fe *r, const Fe *a, const Fe *b) { mcu_fe25519_sub_radix25_mips32r2(r->v, a->v, b->v); }

void fe_mul(Fe *r, const Fe *a, const Fe *b) { mcu_fe25519_mul_radix25_mips32r2(r->v, a->v, b->v); }

void fe_sqr(Fe *r, const Fe *a) { mcu_fe25519_sqr_radix25_mips32r2(r->v, a->v); }

void fe_mul_small(Fe *r, const Fe *a, uint32_t k) {
  mcu_fe25519_mul_small_radix25_mips32r2(r->v, a->v, k);
}

void fe_cswap(uint32_t mask, Fe *a, Fe *b) { mcu_fe25519_cswap_radix25_mips32r2(mask, a->v, b->v); }

namespace {

void sub_lazy(Fe *r, const Fe *a, const Fe *b) {
  mcu_fe25519_sub_lazy_radix25_mips32r2(r->v, a->v, b->v);
}

void addsub_lazy(Fe *s, Fe *d, const Fe *a, const Fe *b) {
  mcu_fe25519_addsub_lazy_radix25_mips32r2(s->v, d->v, a->v, b->v);
}

}  // namespace

// montgomery_step (montgomery_ladder.h) with lazy sums and differences
// (each pair of a sum and a difference of the same two in one pass, z2's
// aa + a24 e in mul_small's; the same values in the same places as
// montgomery_step's), the two swaps in one: every input
// of theirs is a product's, a square's or mul_small's (reduced) or the
// ladder's start (1, 0, u: reduced).
void x25519_ladder_step(LadderState<Fe> *s, uint32_t swap_mask, uint32_t a24) {
  // (x2, z2) with (x3, z3): adjacent in LadderState, one pass of twenty limbs.
  static_assert(offsetof(LadderState<Fe>, z2) == offsetof(LadderState<Fe>, x2) + sizeof(Fe) &&
                    offsetof(LadderState<Fe>, z3) == offsetof(LadderState<Fe>, x3) + sizeof(Fe),
                "x2, z2 and x3, z3 adjacent");
  mcu_fe25519_cswap2_radix25_mips32r2(swap_mask, s->x2.v, s->x3.v);
  addsub_lazy(&s->a, &s->b, &s->x2, &s->z2);
  fe_sqr(&s->aa, &s->a);
  fe_sqr(&s->bb, &s->b);
  sub_lazy(&s->e, &s->aa, &s->bb);
  addsub_lazy(&s->c, &s->d, &s->x3, &s->z3);
  fe_mul(&s->da, &s->d, &s->a);
  fe_mul(&s->cb, &s->c, &s->b);
  addsub_lazy(&s->x3, &s->z3, &s->da, &s->cb);
  fe_sqr(&s->x3, &s->x3);
  fe_sqr(&s->z3, &s->z3);
  fe_mul(&s->z3, &s->x1, &s->z3);
  fe_mul(&s->x2, &s->aa, &s->bb);
  mcu_fe25519_mul_small_add_radix25_mips32r2(s->z2.v, s->e.v, a24, s->aa.v);
  fe_mul(&s->z2, &s->e, &s->z2);
}

}  // namespace curve25519
}  // namespace mcucrypt
