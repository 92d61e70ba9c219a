// X25519 (RFC 7748 section 5) in portable C++: the Montgomery ladder over
// u-coordinates with a constant-time conditional swap per bit, 255 steps
// whatever the scalar, then one inversion. The descriptor
// mcu_x25519_mul_ct_portable (mcucrypt/ec_mul.h) wraps it.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "crypto/curve25519/x25519_ct_portable.h"

#include "crypto/curve25519/fe25519.h"
#include "mcucrypt/ec_mul.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/x25519.h"

namespace mcucrypt {
namespace curve25519 {
namespace {

// (A - 2) / 4 for Curve25519's A = 486662.
constexpr uint32_t kA24 = 121665;

struct Ladder {
  Fe x1, x2, z2, x3, z3;
  Fe a, aa, b, bb, e, c, d, da, cb;
  uint8_t k[32];
};

// RFC 7748 section 5, step for step (the names are the RFC's).
void ladder(Ladder *s, uint8_t out[32], const uint8_t scalar[32], const uint8_t u[32]) {
  memcpy(s->k, scalar, 32);
  s->k[0] &= 248;  // decodeScalar25519: clamp
  s->k[31] &= 127;
  s->k[31] |= 64;
  uint8_t ub[32];
  memcpy(ub, u, 32);
  ub[31] &= 127;  // decodeUCoordinate: the top bit is ignored
  fe_from_bytes(&s->x1, ub);
  fe_set_small(&s->x2, 1);
  fe_set_small(&s->z2, 0);
  s->x3 = s->x1;
  fe_set_small(&s->z3, 1);
  uint32_t swap = 0;
  for (int t = 254; t >= 0; --t) {
    const uint32_t kt = (s->k[t >> 3] >> (t & 7)) & 1u;
    swap ^= kt;
    fe_cswap(0u - swap, &s->x2, &s->x3);
    fe_cswap(0u - swap, &s->z2, &s->z3);
    swap = kt;
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
    fe_mul_small(&s->z2, &s->e, kA24);
    fe_add(&s->z2, &s->aa, &s->z2);
    fe_mul(&s->z2, &s->e, &s->z2);
  }
  fe_cswap(0u - swap, &s->x2, &s->x3);
  fe_cswap(0u - swap, &s->z2, &s->z3);
  fe_invert(&s->z2, &s->z2);
  fe_mul(&s->x2, &s->x2, &s->z2);
  fe_to_bytes(out, &s->x2);
}

}  // namespace

mcu_status x25519_ct_portable_mul(const mcu_ec_mul_desc *, uint8_t *q, const uint8_t *k,
                                  const uint8_t *p, void *) {
  if (q == NULL || k == NULL || p == NULL) return MCU_ERR_INVALID_ARGUMENT;
  Ladder s;
  ladder(&s, q, k, p);
  mcu_wipe(&s, sizeof s);
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
