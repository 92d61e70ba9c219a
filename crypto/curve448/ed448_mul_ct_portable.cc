// mcu_ed448_mul_ct_portable: the Edwards448 group code (ge448.cc) behind the
// ec_mul.h interface, points as RFC 8032 encodings (the identity included).
#include "crypto/curve448/ed448_mul_ct_portable.h"

#include <stddef.h>
#include <stdint.h>

#include "crypto/curve448/ge448.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace curve448 {

mcu_status ed448_ct_portable_mul_base(const mcu_ec_mul_desc *, uint8_t *q, const uint8_t *k,
                                      void *) {
  if (q == NULL || k == NULL) return MCU_ERR_INVALID_ARGUMENT;
  Ge r;
  ge_mul_base(&r, k);
  ge_encode(q, &r);
  mcu_wipe(&r, sizeof r);
  return MCU_OK;
}

mcu_status ed448_ct_portable_mul(const mcu_ec_mul_desc *, uint8_t *q, const uint8_t *k,
                                 const uint8_t *p, void *) {
  if (q == NULL || k == NULL || p == NULL) return MCU_ERR_INVALID_ARGUMENT;
  Ge a, r;
  if (!ge_decode(&a, p)) {
    mcu_wipe(q, 57);
    return MCU_ERR_INVALID_KEY;
  }
  ge_mul_ct(&r, k, &a);
  ge_encode(q, &r);
  mcu_wipe(&r, sizeof r);
  return MCU_OK;
}

mcu_status ed448_ct_portable_mul_add(const mcu_ec_mul_desc *, uint8_t *r, const uint8_t *u1,
                                     const uint8_t *u2, const uint8_t *p, void *) {
  if (r == NULL || u1 == NULL || u2 == NULL || p == NULL) return MCU_ERR_INVALID_ARGUMENT;
  Ge a, s;
  if (!ge_decode(&a, p)) {
    mcu_wipe(r, 57);
    return MCU_ERR_INVALID_KEY;
  }
  ge_mul_add_vartime(&s, u1, u2, &a);
  ge_encode(r, &s);
  return MCU_OK;
}

}  // namespace curve448
}  // namespace mcucrypt

extern "C" const mcu_ec_mul_desc mcu_ed448_mul_ct_portable = MCU_ED448_CT_PORTABLE_DESC;
