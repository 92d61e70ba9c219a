// X448 (RFC 7748 section 5) in portable C++: the shared Montgomery ladder
// (montgomery_ladder.h) over fe448, 448 steps whatever the scalar (the
// core's step, x448_ladder_step.h).
#include "crypto/curve448/x448_ct_portable.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "crypto/curve25519/montgomery_ladder.h"
#include "crypto/curve448/fe448.h"
#include "crypto/curve448/x448_ladder_step.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/x448.h"

namespace mcucrypt {
namespace curve448 {
namespace {

// (A - 2) / 4 for Curve448's A = 156326.
constexpr uint32_t kA24 = 39081;

struct Ladder {
  LadderState<Fe> s;
  uint8_t k[56];
};

// decodeScalar448 (RFC 7748 section 5), then the ladder; u is taken whole.
void x448(Ladder *l, uint8_t out[56], const uint8_t scalar[56], const uint8_t u[56]) {
  memcpy(l->k, scalar, 56);
  l->k[0] &= 252;
  l->k[55] |= 128;
  Fe uf;
  fe_from_bytes(&uf, u);
  montgomery_ladder<Fe, x448_ladder_step>(&l->s, l->k, 448, uf, kA24);
  fe_to_bytes(out, &l->s.x2);
}

}  // namespace

mcu_status x448_ct_portable_mul(const mcu_ec_mul_desc *, uint8_t *q, const uint8_t *k,
                                const uint8_t *p, void *) {
  if (q == NULL || k == NULL || p == NULL) return MCU_ERR_INVALID_ARGUMENT;
  Ladder l;
  x448(&l, q, k, p);
  mcu_wipe(&l, sizeof l);
  return MCU_OK;
}

mcu_status x448_ct_portable_mul_base(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                                     void *work) {
  static const uint8_t kBase[56] = {5};
  return x448_ct_portable_mul(self, q, k, kBase, work);
}

}  // namespace curve448
}  // namespace mcucrypt

extern "C" const mcu_ec_mul_desc mcu_x448_mul_ct_portable = MCU_X448_CT_PORTABLE_DESC;
