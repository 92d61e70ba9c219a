// mcu_ed25519_mul_ba414e: Edwards25519 scalar multiplication in the
// engine's Ed25519 command (0x2A), on affine (x, y) little-endian. The
// driver turns RFC 8032 encodings into coordinates (the software's strict
// decoding) and back (y with x's parity in bit 255); mul_add is two
// engine multiplications and the software's complete addition. Every
// product is checked on the curve (-x^2 + y^2 = 1 + d x^2 y^2, coordinates
// below p) before it is used: a wrong one is MCU_ERR_HARDWARE. Without
// microcode the software answers.
#include <string.h>

#include "crypto/curve25519/fe25519.h"
#include "crypto/curve25519/ge25519.h"
#include "drivers/pic32mzw1/ba414e_engine.h"
#include "drivers/pic32mzw1/curve25519_ba414e.h"
#include "drivers/pic32mzw1/pic32mz_pke.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace ba414e {
namespace {

using curve25519::Fe;
using curve25519::Ge;

// d = -121665 / 121666; D2 = 2 d 2^256 mod p, the engine's constant (2 d in
// Montgomery form); the base point B (RFC 8032 section 5.1). Little-endian.
constexpr uint8_t kD[32] = {0xA3, 0x78, 0x59, 0x13, 0xCA, 0x4D, 0xEB, 0x75, 0xAB, 0xD8, 0x41,
                            0x41, 0x4D, 0x0A, 0x70, 0x00, 0x98, 0xE8, 0x79, 0x77, 0x79, 0x40,
                            0xC7, 0x8C, 0x73, 0xFE, 0x6F, 0x2B, 0xEE, 0x6C, 0x03, 0x52};
constexpr uint8_t kD2[32] = {0xF4, 0xD3, 0x8F, 0xBE, 0xFD, 0x17, 0xDB, 0x01, 0xE7, 0x52, 0x8C,
                             0x5F, 0xEF, 0x0E, 0x43, 0x21, 0x20, 0x0D, 0x31, 0x78, 0x0F, 0x24,
                             0x27, 0xCB, 0x4D, 0x8A, 0x3F, 0xE5, 0xB4, 0x56, 0x04, 0x59};
constexpr uint8_t kBx[32] = {0x1A, 0xD5, 0x25, 0x8F, 0x60, 0x2D, 0x56, 0xC9, 0xB2, 0xA7, 0x25,
                             0x95, 0x60, 0xC7, 0x2C, 0x69, 0x5C, 0xDC, 0xD6, 0xFD, 0x31, 0xE2,
                             0xA4, 0xC0, 0xFE, 0x53, 0x6E, 0xCD, 0xD3, 0x36, 0x69, 0x21};
constexpr uint8_t kBy[32] = {0x58, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
                             0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
                             0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66};

// An affine point, little-endian coordinates.
struct Affine {
  uint8_t x[32], y[32];
};

// The fault check: coordinates below p and on the curve.
bool OnCurve(const Affine &a) {
  if (!BelowP25519(a.x) || !BelowP25519(a.y)) return false;
  Fe x, y, xx, yy, lhs, rhs, d, one;
  curve25519::fe_from_bytes(&x, a.x);
  curve25519::fe_from_bytes(&y, a.y);
  curve25519::fe_from_bytes(&d, kD);
  curve25519::fe_set_small(&one, 1);
  curve25519::fe_sqr(&xx, &x);
  curve25519::fe_sqr(&yy, &y);
  curve25519::fe_sub(&lhs, &yy, &xx);
  curve25519::fe_mul(&rhs, &xx, &yy);
  curve25519::fe_mul(&rhs, &rhs, &d);
  curve25519::fe_add(&rhs, &rhs, &one);
  const bool ok = curve25519::fe_eq_mask(&lhs, &rhs) != 0;
  mcu_wipe(&xx, sizeof xx);
  mcu_wipe(&yy, sizeof yy);
  return ok;
}

// RFC 8032 5.1.2: y, and x's parity in bit 255.
void Encode(uint8_t q[32], const Affine &a) {
  memcpy(q, a.y, 32);
  q[31] = static_cast<uint8_t>(q[31] | ((a.x[0] & 1u) << 7));
}

// A decoded point (ge_decode leaves Z = 1) as affine coordinates.
void ToAffine(Affine *a, const Ge &g) {
  curve25519::fe_to_bytes(a->x, &g.x);
  curve25519::fe_to_bytes(a->y, &g.y);
}

void FromAffine(Ge *g, const Affine &a) {
  curve25519::fe_from_bytes(&g->x, a.x);
  curve25519::fe_from_bytes(&g->y, a.y);
  curve25519::fe_set_small(&g->z, 1);
  curve25519::fe_mul(&g->t, &g->x, &g->y);
}

// out = k * p in the engine, checked; the engine is held.
mcu_status Multiply(const uint8_t *k, const Affine &p, Affine *out) {
  PutLe(slot::kP, kP25519, sizeof kP25519, kOpsize25519);
  PutLe(slot::kD2, kD2, sizeof kD2, kOpsize25519);
  PutLe(slot::kPoint, p.x, 32, kOpsize25519);
  PutLe(slot::kPoint + 1, p.y, 32, kOpsize25519);
  PutLe(slot::kScalar, k, 32, kOpsize25519);
  mcu_status st = Run(kOpEd25519Mul, kOpsize25519, slot::kPoint, slot::kScalar, slot::kR1);
  if (st == MCU_OK) {
    GetLe(slot::kR1, out->x, 32);
    GetLe(slot::kR1 + 1, out->y, 32);
    if (!OnCurve(*out)) st = MCU_ERR_HARDWARE;
  }
  return st;
}

// q = k * p (encoded), one engine command.
mcu_status MultiplyOnce(uint8_t *q, const uint8_t *k, const Affine &p) {
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  Affine r;
  st = Multiply(k, p, &r);
  End();
  if (st == MCU_OK) Encode(q, r);
  mcu_wipe(&r, sizeof r);
  return st;
}

Affine BasePoint() {
  Affine b;
  memcpy(b.x, kBx, 32);
  memcpy(b.y, kBy, 32);
  return b;
}

const mcu_ec_mul_desc *const kSoftware = &mcu_ed25519_mul_ct_portable;

}  // namespace

mcu_status Ed25519MulBase(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                          void *work) {
  if (self == nullptr || q == nullptr || k == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_status st = MultiplyOnce(q, k, BasePoint());
  if (st == MCU_ERR_UNSUPPORTED) return kSoftware->mul_base(kSoftware, q, k, work);
  if (st != MCU_OK) mcu_wipe(q, 32);
  return st;
}

mcu_status Ed25519Mul(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                      const uint8_t *p, void *work) {
  if (self == nullptr || q == nullptr || k == nullptr || p == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  Ge g;
  if (!curve25519::ge_decode(&g, p)) {
    mcu_wipe(q, 32);
    return MCU_ERR_INVALID_KEY;
  }
  Affine a;
  ToAffine(&a, g);
  mcu_status st = MultiplyOnce(q, k, a);
  if (st == MCU_ERR_UNSUPPORTED) return kSoftware->mul(kSoftware, q, k, p, work);
  if (st != MCU_OK) mcu_wipe(q, 32);
  return st;
}

// Public inputs (verification).
mcu_status Ed25519MulAdd(const mcu_ec_mul_desc *self, uint8_t *r, const uint8_t *u1,
                         const uint8_t *u2, const uint8_t *p, void *work) {
  if (self == nullptr || r == nullptr || u1 == nullptr || u2 == nullptr || p == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  Ge g;
  if (!curve25519::ge_decode(&g, p)) {
    mcu_wipe(r, 32);
    return MCU_ERR_INVALID_KEY;
  }
  Affine a, s1, s2;
  ToAffine(&a, g);
  mcu_status st = Begin();
  if (st == MCU_ERR_UNSUPPORTED) return kSoftware->mul_add(kSoftware, r, u1, u2, p, work);
  if (st != MCU_OK) return st;
  st = Multiply(u1, BasePoint(), &s1);
  if (st == MCU_OK) st = Multiply(u2, a, &s2);
  End();
  if (st != MCU_OK) {
    mcu_wipe(r, 32);
    return st;
  }
  Ge g1, g2, sum;
  FromAffine(&g1, s1);
  FromAffine(&g2, s2);
  curve25519::ge_add(&sum, &g1, &g2);
  curve25519::ge_encode(r, &sum);
  return MCU_OK;
}

}  // namespace ba414e
}  // namespace mcucrypt

extern "C" const mcu_ec_mul_desc mcu_ed25519_mul_ba414e = MCU_ED25519_BA414E_DESC;
