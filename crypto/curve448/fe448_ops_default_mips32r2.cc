// The build's fe_add, fe_sub, fe_mul and fe_sqr (fe448.h) when the core's
// technique is the MIPS32r2 assembly (fe448_ops.h).
#include "crypto/curve448/fe448.h"
#include "crypto/curve448/fe448_ops.h"

namespace mcucrypt {
namespace curve448 {

void fe_add(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_add_mips32r2(r->v, a->v, b->v); }

void fe_sub(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_sub_mips32r2(r->v, a->v, b->v); }

void fe_mul(Fe *r, const Fe *a, const Fe *b) { mcu_fe448_mul_mips32r2(r->v, a->v, b->v); }

void fe_sqr(Fe *r, const Fe *a) { mcu_fe448_sqr_mips32r2(r->v, a->v); }

}  // namespace curve448
}  // namespace mcucrypt
