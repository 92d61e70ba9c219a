// The build's fe_add, fe_sub, fe_mul, fe_sqr, fe_mul_small and fe_cswap
// (fe448.h) on the microAptiv: radix 2^28 (MCUCRYPT_FE448_RADIX28), the
// product and the square in MIPS32r2 assembly (fe448_ops_radix28_mips32r2.S,
// generated), the rest in C++ (fe448_ops_radix28.cc); X448's ladder step
// (x448_ladder_step.h) is montgomery_step over them.
#include "crypto/curve448/fe448.h"
#include "crypto/curve448/fe448_ops.h"
#include "crypto/curve448/x448_ladder_step.h"

namespace mcucrypt {
namespace curve448 {

static_assert(kFeLimbs == 16, "the radix 2^28 layout (fe448_interface's define)");

void fe_add(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_add_radix28(r->v, a->v, b->v); }

void fe_sub(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_sub_radix28(r->v, a->v, b->v); }

void fe_mul(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_mul_radix28_mips32r2(r->v, a->v, b->v); }

void fe_sqr(Fe *r, const Fe *a) { mcu_fe448_sqr_radix28_mips32r2(r->v, a->v); }

void fe_mul_small(Fe *r, const Fe *a, uint32_t k) { mcu_fe448_mul_small_radix28(r->v, a->v, k); }

void fe_cswap(uint32_t mask, Fe *a, Fe *b) { mcu_fe448_cswap_radix28(mask, a->v, b->v); }

void x448_ladder_step(LadderState<Fe> *s, uint32_t swap_mask, uint32_t a24) {
  montgomery_step(s, swap_mask, a24);
}

}  // namespace curve448
}  // namespace mcucrypt
