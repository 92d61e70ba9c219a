// The build's step of X25519's Montgomery ladder (montgomery_ladder.h's
// montgomery_step over fe25519), the core's technique like fe_mul
// (fe25519_ops.h): the Thumb-2 step (x25519_ladder_umaal_armv7m.S) on
// Cortex-M4, montgomery_step itself elsewhere
// (fe25519_ops_default_*.cc). Same words either way.
#ifndef MCUCRYPT_CURVE25519_X25519_LADDER_STEP_H_
#define MCUCRYPT_CURVE25519_X25519_LADDER_STEP_H_

#include <stdint.h>

#include "crypto/curve25519/fe25519.h"
#include "crypto/curve25519/montgomery_ladder.h"

extern "C" void mcu_x25519_ladder_step_umaal_armv7m(uint32_t s[14][8], uint32_t swap_mask,
                                                    uint32_t a24);

namespace mcucrypt {
namespace curve25519 {

// montgomery_step(s, swap_mask, a24) for fe25519 (a24 < 2^17).
void x25519_ladder_step(LadderState<Fe> *s, uint32_t swap_mask, uint32_t a24);

}  // namespace curve25519
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_X25519_LADDER_STEP_H_
