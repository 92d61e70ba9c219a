// The Montgomery ladder of RFC 7748 section 5 for X25519 and X448, over
// either field: F is fe25519's or fe448's element type, whose functions
// (fe_add, fe_mul, ...) are found by argument-dependent lookup. 'bits'
// steps whatever the scalar, one constant-time conditional swap each.
#ifndef MCUCRYPT_CURVE25519_MONTGOMERY_LADDER_H_
#define MCUCRYPT_CURVE25519_MONTGOMERY_LADDER_H_

#include <stdint.h>

#include "mcucrypt/mem.h"

namespace mcucrypt {

template <typename F>
struct LadderState {
  F x1, x2, z2, x3, z3;
  F a, aa, b, bb, e, c, d, da, cb;
};

// One step of the ladder: (x2, z2) and (x3, z3) swapped under swap_mask
// (all-ones or zero), then the RFC 7748 formulas, in this order (an assembly
// step, such as x25519_ladder_step's, does the same operations in the same
// order, so it gives the same words). Always inlined: as the ladder's loop
// body it was, and a call per step costs X448 0.4%.
template <typename F>
__attribute__((always_inline)) inline void montgomery_step(LadderState<F> *s, uint32_t swap_mask, uint32_t a24) {
  fe_cswap(swap_mask, &s->x2, &s->x3);
  fe_cswap(swap_mask, &s->z2, &s->z3);
  fe_add(&s->a, &s->x2, &s->z2);
  fe_sqr(&s->aa, &s->a);
  fe_sub(&s->b, &s->x2, &s->z2);
  fe_sqr(&s->bb, &s->b);
  fe_sub(&s->e, &s->aa, &s->bb);
  fe_add(&s->c, &s->x3, &s->z3);
  fe_sub(&s->d, &s->x3, &s->z3);
  fe_mul(&s->da, &s->d, &s->a);
  fe_mul(&s->cb, &s->c, &s->b);
  fe_add(&s->x3, &s->da, &s->cb);
  fe_sqr(&s->x3, &s->x3);
  fe_sub(&s->z3, &s->da, &s->cb);
  fe_sqr(&s->z3, &s->z3);
  fe_mul(&s->z3, &s->x1, &s->z3);
  fe_mul(&s->x2, &s->aa, &s->bb);
  fe_mul_small(&s->z2, &s->e, a24);
  fe_add(&s->z2, &s->aa, &s->z2);
  fe_mul(&s->z2, &s->e, &s->z2);
}

// x2/z2 of the ladder for the clamped scalar k (little-endian) and u; the
// names are the RFC's. Step is montgomery_step or a faster one doing the
// same (a template argument, so the default inlines as before). The caller
// wipes s.
template <typename F, void (*Step)(LadderState<F> *, uint32_t, uint32_t) = montgomery_step<F>>
void montgomery_ladder(LadderState<F> *s, const uint8_t *k, int bits, const F &u,
                       uint32_t a24) {
  s->x1 = u;
  fe_set_small(&s->x2, 1);
  fe_set_small(&s->z2, 0);
  s->x3 = u;
  fe_set_small(&s->z3, 1);
  uint32_t swap = 0;
  for (int t = bits - 1; t >= 0; --t) {
    const uint32_t kt = (k[t >> 3] >> (t & 7)) & 1u;
    swap ^= kt;
    Step(s, 0u - swap, a24);
    swap = kt;
  }
  fe_cswap(0u - swap, &s->x2, &s->x3);
  fe_cswap(0u - swap, &s->z2, &s->z3);
  // x2 / z2 (z2 = 0 gives 0: the inverse of 0 is 0).
  fe_invert(&s->z2, &s->z2);
  fe_mul(&s->x2, &s->x2, &s->z2);
}

}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_MONTGOMERY_LADDER_H_
