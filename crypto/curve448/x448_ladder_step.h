// The build's step of X448's Montgomery ladder (montgomery_ladder.h's
// montgomery_step over fe448), the core's technique like fe_mul
// (fe448_ops.h): the Thumb-2 step (x448_ladder_umaal_armv7m.S) on
// Cortex-M4, montgomery_step itself elsewhere (fe448_ops_default_*.cc).
// Same words either way.
#ifndef MCUCRYPT_CURVE448_X448_LADDER_STEP_H_
#define MCUCRYPT_CURVE448_X448_LADDER_STEP_H_

#include <stdint.h>

#include "crypto/curve25519/montgomery_ladder.h"
#include "crypto/curve448/fe448.h"

extern "C" void mcu_x448_ladder_step_umaal_armv7m(uint32_t s[14][14], uint32_t swap_mask,
                                                  uint32_t a24);

namespace mcucrypt {
namespace curve448 {

// montgomery_step(s, swap_mask, a24) for fe448 (a24 < 2^17).
void x448_ladder_step(LadderState<Fe> *s, uint32_t swap_mask, uint32_t a24);

}  // namespace curve448
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE448_X448_LADDER_STEP_H_
