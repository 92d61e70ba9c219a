// X25519 (RFC 7748 section 5) in portable C++: the Montgomery ladder
// (montgomery_ladder.h) over fe25519, 255 steps whatever the scalar (the
// core's step, x25519_ladder_step.h), then one inversion. The descriptor
// mcu_x25519_mul_ct_portable (mcucrypt/ec_mul.h) wraps it.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "crypto/curve25519/x25519_ct_portable.h"

#include "crypto/curve25519/fe25519.h"
#include "crypto/curve25519/montgomery_ladder.h"
#include "crypto/curve25519/x25519_ladder_step.h"
#include "mcucrypt/ec_mul.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/x25519.h"

namespace mcucrypt {
namespace curve25519 {
namespace {

// (A - 2) / 4 for Curve25519's A = 486662.
constexpr uint32_t kA24 = 121665;

struct Ladder {
  LadderState<Fe> s;
  uint8_t k[32];
};

// decodeScalar25519 and decodeUCoordinate (RFC 7748 section 5), then the
// ladder over 255 bits.
void x25519(Ladder *l, uint8_t out[32], const uint8_t scalar[32], const uint8_t u[32]) {
  memcpy(l->k, scalar, 32);
  l->k[0] &= 248;
  l->k[31] &= 127;
  l->k[31] |= 64;
  uint8_t ub[32];
  memcpy(ub, u, 32);
  ub[31] &= 127;  // the top bit of u is ignored
  Fe uf;
  fe_from_bytes(&uf, ub);
  montgomery_ladder<Fe, x25519_ladder_step>(&l->s, l->k, 255, uf, kA24);
  fe_to_bytes(out, &l->s.x2);
}

}  // namespace

mcu_status x25519_ct_portable_mul(const mcu_ec_mul_desc *, uint8_t *q, const uint8_t *k,
                                  const uint8_t *p, void *) {
  if (q == NULL || k == NULL || p == NULL) return MCU_ERR_INVALID_ARGUMENT;
  Ladder l;
  x25519(&l, q, k, p);
  mcu_wipe(&l, sizeof l);
  return MCU_OK;
}

mcu_status x25519_ct_portable_mul_base(const mcu_ec_mul_desc *self, uint8_t *q,
                                       const uint8_t *k, void *work) {
  static const uint8_t kBase[32] = {9};
  return x25519_ct_portable_mul(self, q, k, kBase, work);
}

}  // namespace curve25519
}  // namespace mcucrypt

extern "C" const mcu_ec_mul_desc mcu_x25519_mul_ct_portable = MCU_X25519_CT_PORTABLE_DESC;
