// mcu_<curve>_mul_ba414e for the Weierstrass curves up to 512 bits: the
// engine's point multiplication (0x22) for mul_base and mul, two of them
// and a point addition (0x21) for mul_add. The curve's parameters go into
// slots 0-5 on every call (the engine keeps nothing between uses).
//
// Before: the same checks as the software (k in [1, n - 1], p on the curve).
// After: the result must be on the curve, else MCU_ERR_HARDWARE: a fault
// check, so a glitched engine never hands out a point off the curve (an
// invalid-curve answer would leak the scalar). Without microcode, and for
// mul_add's corner cases (a partial product at infinity, equal partial
// products: the engine's addition is not a doubling), the software
// descriptor answers; both are public or rare, and say nothing of k.
#include <string.h>

#include "crypto/ec/ec_curve.h"
#include "crypto/ec/point.h"
#include "crypto/ec/scalar.h"
#include "drivers/pic32mzw1/ba414e_engine.h"
#include "drivers/pic32mzw1/ec_mul_ba414e.h"
#include "drivers/pic32mzw1/pic32mz_pke.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace ba414e {
namespace {

// A curve's value kept in Montgomery form mod p, into a slot in plain form.
void PutFieldValue(const ec::Curve &c, unsigned n, const uint32_t *mont, unsigned opsize) {
  ec::Fe t;
  ec::mod_from_mont(c.p, t, mont);
  PutLimbs(n, t, c.p.limbs, opsize);
}

}  // namespace

const mcu_ec_mul_desc *Software(mcu_ec_curve_id id) {
  switch (id) {
    case MCU_EC_SECP256R1: return &mcu_p256_mul_ct_portable;
    case MCU_EC_SECP384R1: return &mcu_p384_mul_ct_portable;
    case MCU_EC_BRAINPOOLP256R1: return &mcu_bp256_mul_ct_portable;
    case MCU_EC_BRAINPOOLP384R1: return &mcu_bp384_mul_ct_portable;
    case MCU_EC_BRAINPOOLP512R1: return &mcu_bp512_mul_ct_portable;
    case MCU_EC_SM2P256V1: return &mcu_sm2_mul_ct_portable;
    default: return nullptr;
  }
}

void PutCurve(const ec::Curve &c, unsigned opsize) {
  PutLimbs(slot::kP, c.p.m, c.p.limbs, opsize);
  PutLimbs(slot::kN, c.n.m, c.n.limbs, opsize);
  PutFieldValue(c, slot::kGx, c.gx, opsize);
  PutFieldValue(c, slot::kGx + 1, c.gy, opsize);
  PutFieldValue(c, slot::kA, c.a, opsize);
  PutFieldValue(c, slot::kB, c.b, opsize);
}

void PutPoint(const ec::Curve &c, unsigned n, const uint8_t *xy, unsigned opsize) {
  PutBe(n, xy, c.field_size, opsize);
  PutBe(n + 1, xy + c.field_size, c.field_size, opsize);
}

void GetPoint(const ec::Curve &c, unsigned n, uint8_t *xy) {
  GetBe(n, xy, c.field_size);
  GetBe(n + 1, xy + c.field_size, c.field_size);
}

uint32_t OnCurve(const ec::Curve &c, const uint8_t *xy) {
  ec::Point pt;
  const uint32_t ok = ec::point_decode_xy(c, &pt, xy);
  mcu_wipe(&pt, sizeof(pt));
  return ok;
}

Call CallFor(const mcu_ec_mul_desc *self) {
  Call call = {nullptr, 0};
  if (self == nullptr) return call;
  const ec::Curve *c = ec::curve_by_id(self->curve);
  if (c == nullptr || Software(self->curve) == nullptr) return call;
  call.opsize = OpsizeFor(c->field_size);
  if (call.opsize != 0) call.curve = c;
  return call;
}

namespace {

// q = k * (the point in slots base, base + 1), checked; the engine is held.
mcu_status Multiply(const Call &call, uint8_t *q, const uint8_t *k, unsigned base) {
  const ec::Curve &c = *call.curve;
  PutBe(slot::kScalar, k, c.scalar_size, call.opsize);
  mcu_status st = Run(kOpEccMul, call.opsize, base, slot::kScalar, slot::kR1);
  if (st == MCU_OK) {
    GetPoint(c, slot::kR1, q);
    if (!ec::public_verdict(OnCurve(c, q))) st = MCU_ERR_HARDWARE;
  }
  return st;
}

// q = k * p, or k * G for a null p: mul and mul_base. The checks come
// before the engine; without microcode the software answers.
mcu_status MulPoint(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k, const uint8_t *p,
                    void *work) {
  const Call call = CallFor(self);
  if (call.curve == nullptr || q == nullptr || k == nullptr || work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const ec::Curve &c = *call.curve;
  mcu_status st = MCU_OK;
  if (p != nullptr && !ec::public_verdict(OnCurve(c, p))) {
    st = MCU_ERR_INVALID_KEY;
  } else if (!ec::public_verdict(ec::scalar_in_range(c, k))) {
    st = MCU_ERR_INVALID_ARGUMENT;
  } else {
    st = Begin();
  }
  if (st == MCU_ERR_UNSUPPORTED) {
    const mcu_ec_mul_desc *soft = Software(self->curve);
    return p == nullptr ? soft->mul_base(soft, q, k, work) : soft->mul(soft, q, k, p, work);
  }
  if (st == MCU_OK) {
    PutCurve(c, call.opsize);
    if (p != nullptr) PutPoint(c, slot::kPoint, p, call.opsize);
    st = Multiply(call, q, k, p == nullptr ? slot::kGx : slot::kPoint);
    End();
  }
  if (st != MCU_OK) mcu_wipe(q, self->point_size);
  return st;
}

}  // namespace

mcu_status MulBase(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k, void *work) {
  return MulPoint(self, q, k, nullptr, work);
}

mcu_status Mul(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k, const uint8_t *p,
               void *work) {
  if (p == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  return MulPoint(self, q, k, p, work);
}

namespace {

// u1 * G and u2 * P in the engine, their sum too unless a corner case
// (public inputs) sends the call to the software. *soft set then.
mcu_status MulAddInEngine(const Call &call, uint8_t *r, const uint8_t *u1, const uint8_t *u2,
                          const uint8_t *p, bool *soft) {
  const ec::Curve &c = *call.curve;
  PutCurve(c, call.opsize);
  PutPoint(c, slot::kPoint, p, call.opsize);
  uint8_t a[2 * ec::kMaxBytes], b[2 * ec::kMaxBytes];
  mcu_status st = Multiply(call, a, u1, slot::kGx);  // u1 * G in kR1
  if (st == MCU_OK) {
    PutPoint(c, slot::kR2, a, call.opsize);  // kept while kR1 takes u2 * P
    st = Multiply(call, b, u2, slot::kPoint);
  }
  if (st == MCU_ERR_INVALID_KEY) {  // a product at infinity (u1 or u2 = 0 mod n)
    *soft = true;
    return st;
  }
  if (st != MCU_OK) return st;
  if (memcmp(a, b, c.field_size) == 0) {  // equal or opposite: not an addition
    *soft = true;
    return MCU_ERR_UNSUPPORTED;
  }
  st = Run(kOpEccAdd, call.opsize, slot::kR2, slot::kR1, slot::kSum);
  if (st == MCU_OK) {
    GetPoint(c, slot::kSum, r);
    if (!OnCurve(c, r)) st = MCU_ERR_HARDWARE;
  }
  return st;
}

}  // namespace

// Public inputs: variable time is fine, as the software's.
mcu_status MulAdd(const mcu_ec_mul_desc *self, uint8_t *r, const uint8_t *u1, const uint8_t *u2,
                  const uint8_t *p, void *work) {
  const Call call = CallFor(self);
  if (call.curve == nullptr || r == nullptr || u1 == nullptr || u2 == nullptr || p == nullptr ||
      work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const ec::Curve &c = *call.curve;
  if (!OnCurve(c, p)) {
    mcu_wipe(r, self->point_size);
    return MCU_ERR_INVALID_KEY;
  }
  const mcu_ec_mul_desc *software = Software(self->curve);
  mcu_status st = Begin();
  if (st == MCU_ERR_UNSUPPORTED) return software->mul_add(software, r, u1, u2, p, work);
  if (st != MCU_OK) return st;
  bool soft = false;
  st = MulAddInEngine(call, r, u1, u2, p, &soft);
  End();
  if (soft) return software->mul_add(software, r, u1, u2, p, work);
  if (st != MCU_OK) mcu_wipe(r, self->point_size);
  return st;
}

}  // namespace ba414e
}  // namespace mcucrypt

extern "C" {
const mcu_ec_mul_desc mcu_p256_mul_ba414e = MCU_EC_MUL_BA414E_DESC(MCU_EC_SECP256R1, 32);
const mcu_ec_mul_desc mcu_p384_mul_ba414e = MCU_EC_MUL_BA414E_DESC(MCU_EC_SECP384R1, 48);
const mcu_ec_mul_desc mcu_bp256_mul_ba414e = MCU_EC_MUL_BA414E_DESC(MCU_EC_BRAINPOOLP256R1, 32);
const mcu_ec_mul_desc mcu_bp384_mul_ba414e = MCU_EC_MUL_BA414E_DESC(MCU_EC_BRAINPOOLP384R1, 48);
const mcu_ec_mul_desc mcu_bp512_mul_ba414e = MCU_EC_MUL_BA414E_DESC(MCU_EC_BRAINPOOLP512R1, 64);
const mcu_ec_mul_desc mcu_sm2_mul_ba414e = MCU_EC_MUL_BA414E_DESC(MCU_EC_SM2P256V1, 32);
}
