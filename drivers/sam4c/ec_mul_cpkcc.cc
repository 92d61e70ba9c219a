// mcu_<curve>_mul_cpkcc (ec_mul_cpkcc.h): k·P through the CPKCL ROM on the
// seven Weierstrass curves: RedMod SETUP for the field's P, ZpEccMulFast
// (the product in projective coordinates, in place), ZpEcConvProjToAffine;
// the affine result is checked in software (on the curve, coordinates < p:
// a fault check, so a wrong answer from the coprocessor is never returned)
// before it is. mul_add (verification, public inputs) is two products and
// an affine addition in software: the model has no combined service.
//
// Crypto RAM, from its start (L = the field's limbs in bytes, K its scalar
// rounded up to words): P (L + 4), Cns (L + 12), A (L + 4), K (K + 4), the
// point X, Y, Z (L + 4 each), the services' workspace (8·L + 44, which also
// covers SETUP's R and X and the conversion's 4·L + 48). 1100 bytes for
// P-521: every curve fits, so nothing falls back.
//
// Secret scalars: [assumption] ZpEccMulFast runs the same sequence of
// field operations for every scalar of u2KLength bytes (the model charges
// 20 modular multiplications per scalar bit whatever the bits; the real
// library's behaviour on secret scalars is not in the public documents).
// The driver's own work depends on the curve only: fixed-length copies, and
// a result check whose verdict is public (a fault). Crypto RAM (the scalar,
// the product) is wiped after every use.
#include "drivers/sam4c/ec_mul_cpkcc.h"

#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/ec/scalar.h"
#include "drivers/sam4c/cpkcl.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace sam4c {
namespace {

using namespace cpkcl_rom;  // NOLINT: the library's names
using ec::Curve;

const Curve *CurveOf(const mcu_ec_mul_desc *self) {
  if (self == nullptr) return nullptr;
  const Curve *c = ec::curve_by_id(self->curve);
  if (c == nullptr || c->field_size != self->field_size) return nullptr;
  return c;
}

struct Layout {
  size_t length, k_length;
  uint16_t p, cns, a, k, point, workspace;
  size_t used;
};

Layout Place(const Curve &c) {
  Layout at;
  at.length = 4 * c.p.limbs;
  at.k_length = (c.scalar_size + 3) & ~size_t{3};
  CryptoRamLayout ram;
  at.p = ram.Take(at.length + 4);
  at.cns = ram.Take(at.length + 12);
  at.a = ram.Take(at.length + 4);
  at.k = ram.Take(at.k_length + 4);
  at.point = ram.Take(3 * (at.length + 4));
  at.workspace = ram.Take(8 * at.length + 44);
  at.used = ram.used();
  return at;
}

// Big-endian bytes (mcucrypt's encodings) to and from the library's
// little-endian operands of `area` bytes.
void PutBe(uint16_t near, const uint8_t *be, size_t len, size_t area) {
  uint8_t *p = CryptoRamAt(near);
  for (size_t i = 0; i < len; ++i) p[i] = be[len - 1 - i];
  for (size_t i = len; i < area; ++i) p[i] = 0;
}
void GetBe(uint8_t *be, uint16_t near, size_t len) {
  const uint8_t *p = CryptoRamAt(near);
  for (size_t i = 0; i < len; ++i) be[len - 1 - i] = p[i];
}

// A field element in Montgomery form (the curve's tables) as an operand.
void PutFe(const Curve &c, uint16_t near, const uint32_t *mont, size_t area) {
  ec::Fe v;
  ec::mod_from_mont(c.p, v, mont);
  CryptoRamPut(near, v, c.p.limbs, area);
}

// P, Cns (SETUP) and A: once per use of the coprocessor.
mcu_status Setup(const Curve &c, const Layout &at, CpkclBlock *block) {
  CryptoRamPut(at.p, c.p.m, c.p.limbs, at.length + 4);
  PutFe(c, at.a, c.a, at.length + 4);
  memset(block, 0, sizeof *block);
  block->Set16(kHeaderOption, kRedModSetup);
  block->Set16(redmod::kModBase, at.p);
  block->Set16(redmod::kCnsBase, at.cns);
  block->Set16(redmod::kModLength, static_cast<uint16_t>(at.length));
  block->Set16(redmod::kRBase, at.workspace);
  block->Set16(redmod::kXBase, static_cast<uint16_t>(at.workspace + 64));
  return CpkclCall(kEntryRedMod, kServiceRedMod, block);
}

// xy_out = k·(xy_in), or k·G with xy_in NULL; checked on the curve.
mcu_status MulOne(const Curve &c, const Layout &at, CpkclBlock *block, uint8_t *xy_out,
                  const uint8_t *k, const uint8_t *xy_in) {
  const size_t fs = c.field_size, area = at.length + 4;
  const uint16_t x = at.point, y = static_cast<uint16_t>(x + area),
                 z = static_cast<uint16_t>(y + area);
  if (xy_in != nullptr) {
    PutBe(x, xy_in, fs, area);
    PutBe(y, xy_in + fs, fs, area);
  } else {
    PutFe(c, x, c.gx, area);
    PutFe(c, y, c.gy, area);
  }
  const uint32_t one = 1;
  CryptoRamPut(z, &one, 1, area);
  PutBe(at.k, k, c.scalar_size, at.k_length + 4);
  memset(block, 0, sizeof *block);
  block->Set16(zpeccmul::kModBase, at.p);
  block->Set16(zpeccmul::kCnsBase, at.cns);
  block->Set16(zpeccmul::kModLength, static_cast<uint16_t>(at.length));
  block->Set16(zpeccmul::kPointBase, x);
  block->Set16(zpeccmul::kKBase, at.k);
  block->Set16(zpeccmul::kWorkspace, at.workspace);
  block->Set16(zpeccmul::kABase, at.a);
  block->Set16(zpeccmul::kKLength, static_cast<uint16_t>(at.k_length));
  mcu_status st = CpkclCall(kEntryZpEccMulFast, kServiceZpEccMulFast, block);
  if (st == MCU_OK) {
    memset(block, 0, sizeof *block);
    block->Set16(zpecconv::kModBase, at.p);
    block->Set16(zpecconv::kCnsBase, at.cns);
    block->Set16(zpecconv::kModLength, static_cast<uint16_t>(at.length));
    block->Set16(zpecconv::kPointABase, x);
    block->Set16(zpecconv::kWorkspace, at.workspace);
    st = CpkclCall(kEntryZpEcConvProjToAffine, kServiceZpEcConvProjToAffine, block);
  }
  if (st != MCU_OK) return st;
  GetBe(xy_out, x, fs);
  GetBe(xy_out + fs, y, fs);
  // The fault check: an affine point of the curve (the library's answer
  // is not trusted; a wrong one is a hardware failure, never a result).
  ec::Point check;
  const uint32_t on_curve = ec::point_decode_xy(c, &check, xy_out);
  mcu_wipe(&check, sizeof check);
  return ec::public_verdict(on_curve) ? MCU_OK : MCU_ERR_HARDWARE;
}

// One or two products under one lock: out[i] = k[i]·P[i] (P NULL: G).
mcu_status Products(const Curve &c, int count, uint8_t *const out[2], const uint8_t *const k[2],
                    const uint8_t *const p[2]) {
  const Layout at = Place(c);
  mcu_status st = CpkclAcquire();
  if (st != MCU_OK) return st;
  CpkclBlock block;
  st = Setup(c, at, &block);
  for (int i = 0; i < count && st == MCU_OK; ++i) st = MulOne(c, at, &block, out[i], k[i], p[i]);
  mcu_wipe(&block, sizeof block);
  CpkclRelease(at.used);
  return st;
}

}  // namespace

namespace {

// mul_base (p NULL) and mul, arguments checked.
mcu_status MulChecked(const Curve *c, const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                      const uint8_t *p, void *work) {
  auto *w = static_cast<EcMulCpkccWork *>(work);
  mcu_status st = MCU_OK;
  // Public inputs validated in software before the coprocessor sees them.
  if (p != nullptr && !ec::public_verdict(ec::point_decode_xy(*c, &w->a, p))) {
    st = MCU_ERR_INVALID_KEY;
  } else if (!ec::public_verdict(ec::scalar_in_range(*c, k))) {
    st = MCU_ERR_INVALID_ARGUMENT;
  } else {
    uint8_t *const out[2] = {q, nullptr};
    const uint8_t *const ks[2] = {k, nullptr};
    const uint8_t *const ps[2] = {p, nullptr};
    st = Products(*c, 1, out, ks, ps);
  }
  if (st != MCU_OK) mcu_wipe(q, self->point_size);
  mcu_wipe(w, sizeof *w);
  return st;
}

}  // namespace

mcu_status mul_base_cpkcc(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                          void *work) {
  const Curve *c = CurveOf(self);
  if (c == nullptr || q == nullptr || k == nullptr || work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return MulChecked(c, self, q, k, nullptr, work);
}

mcu_status mul_cpkcc(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k, const uint8_t *p,
                     void *work) {
  const Curve *c = CurveOf(self);
  if (c == nullptr || q == nullptr || k == nullptr || p == nullptr || work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return MulChecked(c, self, q, k, p, work);
}

// u1·G + u2·P: both products from the coprocessor (checked), the sum in
// software (complete formulas: any of the points may coincide). A zero
// scalar (a public value here) contributes the identity.
mcu_status mul_add_cpkcc(const mcu_ec_mul_desc *self, uint8_t *r, const uint8_t *u1,
                         const uint8_t *u2, const uint8_t *p, void *work) {
  const Curve *c = CurveOf(self);
  if (c == nullptr || r == nullptr || u1 == nullptr || u2 == nullptr || p == nullptr ||
      work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  auto *w = static_cast<EcMulCpkccWork *>(work);
  mcu_status st = MCU_OK;
  if (!ec::public_verdict(ec::point_decode_xy(*c, &w->a, p))) st = MCU_ERR_INVALID_KEY;
  const uint8_t *scalars[2] = {u1, u2};
  const uint8_t *points[2] = {nullptr, p};
  uint8_t *outs[2] = {w->xy[0], w->xy[1]};
  int count = 0;
  for (int i = 0; i < 2 && st == MCU_OK; ++i) {
    bool zero = true;
    for (size_t j = 0; j < c->scalar_size; ++j) zero = zero && scalars[i][j] == 0;
    if (zero) continue;
    if (!ec::public_verdict(ec::scalar_in_range(*c, scalars[i]))) st = MCU_ERR_INVALID_ARGUMENT;
    scalars[count] = scalars[i];
    points[count] = points[i];
    ++count;
  }
  if (st == MCU_OK && count != 0) st = Products(*c, count, outs, scalars, points);
  if (st == MCU_OK) {
    ec::point_set_identity(*c, &w->a);
    for (int i = 0; i < count; ++i) {
      ec::point_decode_xy(*c, &w->b, w->xy[i]);  // checked in MulOne
      ec::point_add(*c, &w->a, w->a, w->b);
    }
    st = ec::public_verdict(ec::point_encode_xy_vartime(*c, r, w->a)) ? MCU_OK
                                                                     : MCU_ERR_INVALID_KEY;
  }
  if (st != MCU_OK) mcu_wipe(r, self->point_size);
  mcu_wipe(w, sizeof *w);
  return st;
}

}  // namespace sam4c
}  // namespace mcucrypt

extern "C" {
const mcu_ec_mul_desc mcu_p256_mul_cpkcc = MCU_EC_MUL_CPKCC_DESC(MCU_EC_SECP256R1, 32);
const mcu_ec_mul_desc mcu_p384_mul_cpkcc = MCU_EC_MUL_CPKCC_DESC(MCU_EC_SECP384R1, 48);
const mcu_ec_mul_desc mcu_p521_mul_cpkcc = MCU_EC_MUL_CPKCC_DESC(MCU_EC_SECP521R1, 66);
const mcu_ec_mul_desc mcu_bp256_mul_cpkcc = MCU_EC_MUL_CPKCC_DESC(MCU_EC_BRAINPOOLP256R1, 32);
const mcu_ec_mul_desc mcu_bp384_mul_cpkcc = MCU_EC_MUL_CPKCC_DESC(MCU_EC_BRAINPOOLP384R1, 48);
const mcu_ec_mul_desc mcu_bp512_mul_cpkcc = MCU_EC_MUL_CPKCC_DESC(MCU_EC_BRAINPOOLP512R1, 64);
const mcu_ec_mul_desc mcu_sm2_mul_cpkcc = MCU_EC_MUL_CPKCC_DESC(MCU_EC_SM2P256V1, 32);
}
