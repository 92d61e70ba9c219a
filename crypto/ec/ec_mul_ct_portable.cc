// The mcu_ec_mul_desc functions in portable C++ for every curve of
// ec_curves.cc: bytes in, point arithmetic (point.h), bytes out, the work
// area wiped on every path.
#include "crypto/ec/ec_mul_ct_portable.h"

#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/scalar.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace ec {

namespace {

// public: the result is public (verification), so its affine form may be
// computed in variable time.
mcu_status finish(const Curve &c, const mcu_ec_mul_desc *self, uint8_t *out, const Point &r,
                  MulWork *w, bool is_public = false) {
  const uint32_t ok = is_public ? point_encode_xy_vartime(c, out, r) : point_encode_xy(c, out, r);
  mcu_wipe(w, sizeof(*w));
  if (!public_verdict(ok)) {
    mcu_wipe(out, self->point_size);
    return MCU_ERR_INVALID_KEY;
  }
  return MCU_OK;
}

const Curve *curve_of(const mcu_ec_mul_desc *self) {
  if (self == nullptr) return nullptr;
  const Curve *c = curve_by_id(self->curve);
  if (c == nullptr || c->field_size != self->field_size) return nullptr;
  return c;
}

}  // namespace

mcu_status mul_base_ct_portable(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                                void *work) {
  const Curve *c = curve_of(self);
  if (c == nullptr || q == nullptr || k == nullptr || work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  MulWork *w = static_cast<MulWork *>(work);
  if (!public_verdict(scalar_in_range(*c, k))) {
    mcu_wipe(q, self->point_size);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  Point r;
  point_mul_base_ct(*c, &r, k, w);
  const mcu_status s = finish(*c, self, q, r, w);
  mcu_wipe(&r, sizeof(r));
  return s;
}

mcu_status mul_ct_portable(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                           const uint8_t *p, void *work) {
  const Curve *c = curve_of(self);
  if (c == nullptr || q == nullptr || k == nullptr || p == nullptr || work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  MulWork *w = static_cast<MulWork *>(work);
  Point pt, r;
  if (!point_decode_xy(*c, &pt, p)) {
    mcu_wipe(q, self->point_size);
    return MCU_ERR_INVALID_KEY;
  }
  if (!public_verdict(scalar_in_range(*c, k))) {
    mcu_wipe(q, self->point_size);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  point_mul_ct(*c, &r, k, pt, w);
  const mcu_status s = finish(*c, self, q, r, w);
  mcu_wipe(&r, sizeof(r));
  return s;
}

mcu_status mul_add_vartime_portable(const mcu_ec_mul_desc *self, uint8_t *r, const uint8_t *u1,
                                    const uint8_t *u2, const uint8_t *p, void *work) {
  const Curve *c = curve_of(self);
  if (c == nullptr || r == nullptr || u1 == nullptr || u2 == nullptr || p == nullptr ||
      work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  MulWork *w = static_cast<MulWork *>(work);
  Point pt, out;
  if (!point_decode_xy(*c, &pt, p)) {
    mcu_wipe(r, self->point_size);
    return MCU_ERR_INVALID_KEY;
  }
  point_mul_add_vartime(*c, &out, u1, u2, pt, w);
  return finish(*c, self, r, out, w, true);
}

}  // namespace ec
}  // namespace mcucrypt

extern "C" {
const mcu_ec_mul_desc mcu_p256_mul_ct_portable = MCU_EC_MUL_CT_PORTABLE_DESC(MCU_EC_SECP256R1, 32);
const mcu_ec_mul_desc mcu_p384_mul_ct_portable = MCU_EC_MUL_CT_PORTABLE_DESC(MCU_EC_SECP384R1, 48);
const mcu_ec_mul_desc mcu_p521_mul_ct_portable = MCU_EC_MUL_CT_PORTABLE_DESC(MCU_EC_SECP521R1, 66);
const mcu_ec_mul_desc mcu_bp256_mul_ct_portable =
    MCU_EC_MUL_CT_PORTABLE_DESC(MCU_EC_BRAINPOOLP256R1, 32);
const mcu_ec_mul_desc mcu_bp384_mul_ct_portable =
    MCU_EC_MUL_CT_PORTABLE_DESC(MCU_EC_BRAINPOOLP384R1, 48);
const mcu_ec_mul_desc mcu_bp512_mul_ct_portable =
    MCU_EC_MUL_CT_PORTABLE_DESC(MCU_EC_BRAINPOOLP512R1, 64);
const mcu_ec_mul_desc mcu_sm2_mul_ct_portable = MCU_EC_MUL_CT_PORTABLE_DESC(MCU_EC_SM2P256V1, 32);
}
