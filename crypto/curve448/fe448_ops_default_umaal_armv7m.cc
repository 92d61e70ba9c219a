// The build's fe_add, fe_sub, fe_mul, fe_sqr, fe_mul_small and fe_cswap (fe448.h) and X448's
// ladder step (x448_ladder_step.h) when the core's technique is the Thumb-2 UMAAL assembly
// (fe448_ops.h).
#include <stddef.h>

#include "crypto/curve448/fe448.h"
#include "crypto/curve448/fe448_ops.h"
#include "crypto/curve448/x448_ladder_step.h"

namespace mcucrypt {
namespace curve448 {

void fe_add(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_add_umaal_armv7m(r->v, a->v, b->v); }

void fe_sub(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_sub_umaal_armv7m(r->v, a->v, b->v); }

void fe_mul(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_mul_umaal_armv7m(r->v, a->v, b->v); }

void fe_sqr(Fe *r, const Fe *a) { mcu_fe448_sqr_umaal_armv7m(r->v, a->v); }

void fe_mul_small(Fe *r, const Fe *a, uint32_t k) { mcu_fe448_mul_small_umaal_armv7m(r->v, a->v, k); }

void fe_cswap(uint32_t mask, Fe *a, Fe *b) { mcu_fe448_cswap_umaal_armv7m(mask, a->v, b->v); }

// The assembly reads the state as 14 consecutive elements in this order.
static_assert(sizeof(LadderState<Fe>) == 14 * sizeof(Fe), "LadderState<Fe> has padding");
static_assert(offsetof(LadderState<Fe>, x2) == 56 && offsetof(LadderState<Fe>, z3) == 224 &&
                  offsetof(LadderState<Fe>, a) == 280 && offsetof(LadderState<Fe>, cb) == 728,
              "x448_ladder_umaal_armv7m.S's offsets");

void x448_ladder_step(LadderState<Fe> *s, uint32_t swap_mask, uint32_t a24) {
  mcu_x448_ladder_step_umaal_armv7m(reinterpret_cast<uint32_t(*)[14]>(s), swap_mask, a24);
}

}  // namespace curve448
}  // namespace mcucrypt
