// The build's fe_add, fe_sub, fe_mul, fe_sqr, fe_mul_small and fe_cswap (fe25519.h) when the
// core's technique is the MIPS32r2 assembly (fe25519_ops.h); X25519's ladder
// step (x25519_ladder_step.h) is montgomery_step over them.
#include "crypto/curve25519/fe25519.h"
#include "crypto/curve25519/fe25519_ops.h"
#include "crypto/curve25519/x25519_ladder_step.h"

namespace mcucrypt {
namespace curve25519 {

void fe_add(Fe *r, const Fe *a, const Fe *b) { mcu_fe25519_add_mips32r2(r->v, a->v, b->v); }

void fe_sub(Fe *r, const Fe *a, const Fe *b) { mcu_fe25519_sub_mips32r2(r->v, a->v, b->v); }

void fe_mul(Fe *r, const Fe *a, const Fe *b) { mcu_fe25519_mul_mips32r2(r->v, a->v, b->v); }

void fe_sqr(Fe *r, const Fe *a) { mcu_fe25519_sqr_mips32r2(r->v, a->v); }

void fe_mul_small(Fe *r, const Fe *a, uint32_t k) { mcu_fe25519_mul_small_mips32r2(r->v, a->v, k); }

void fe_cswap(uint32_t mask, Fe *a, Fe *b) { mcu_fe25519_cswap_mips32r2(mask, a->v, b->v); }

void x25519_ladder_step(LadderState<Fe> *s, uint32_t swap_mask, uint32_t a24) {
  montgomery_step(s, swap_mask, a24);
}

}  // namespace curve25519
}  // namespace mcucrypt
