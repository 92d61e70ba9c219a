// BA414E short-Weierstrass curve commands: point double, add, multiply,
// on-curve check (0x20-0x22, 0x26) and ECDSA sign/verify (0x30, 0x31), on
// whatever curve the slots describe (NIST, brainpool, SM2 ...).
#include <string>

#include "tools/sim/models/pic32mzw1_ba414e/ba414e.h"
#include "tools/sim/models/pic32mzw1_ba414e/ba414e_ops.h"

namespace sim::pic32mzw1::ba414e {
namespace {

struct Curve {
  bn::Bn p, a, b;
  bn::Group group;
};

// Reads P, A, B from their fixed slots and builds the curve; on a bad
// parameter sets the status bit and returns false.
bool LoadCurve(Operands& ops, BN_CTX* ctx, Curve* curve) {
  curve->p = ops.Read(ecc::kP);
  const BIGNUM* p = curve->p.get();
  if (BN_is_zero(p) || !BN_is_odd(p) || BN_num_bits(p) < 3) {
    ops.outcome()->Fail(kStatusPninval, "curve prime (slot 0) is not an odd number > 3");
    return false;
  }
  curve->a = bn::Mod(ops.Read(ecc::kA).get(), p, ctx);
  curve->b = bn::Mod(ops.Read(ecc::kB).get(), p, ctx);
  // 4a³ + 27b² = 0 mod p makes the curve singular.
  bn::Bn t = bn::New(), u = bn::New();
  BN_mod_sqr(t.get(), curve->a.get(), p, ctx);
  BN_mod_mul(t.get(), t.get(), curve->a.get(), p, ctx);
  BN_mul_word(t.get(), 4);
  BN_mod_sqr(u.get(), curve->b.get(), p, ctx);
  BN_mul_word(u.get(), 27);
  BN_mod_add(t.get(), t.get(), u.get(), p, ctx);
  if (BN_is_zero(t.get())) {
    ops.outcome()->Fail(kStatusPabinval, "curve parameters a, b give a singular curve");
    return false;
  }
  curve->group.reset(EC_GROUP_new_curve_GFp(p, curve->a.get(), curve->b.get(), ctx));
  if (!curve->group) {
    ERR_clear_error();
    ops.outcome()->Fail(kStatusPninval, "OpenSSL rejected the curve parameters");
    return false;
  }
  return true;
}

bool OnCurve(const Curve& curve, const BIGNUM* x, const BIGNUM* y, BN_CTX* ctx) {
  const BIGNUM* p = curve.p.get();
  if (BN_cmp(x, p) >= 0 || BN_cmp(y, p) >= 0) return false;
  bn::Bn lhs = bn::New(), rhs = bn::New(), t = bn::New();
  BN_mod_sqr(lhs.get(), y, p, ctx);
  BN_mod_sqr(rhs.get(), x, p, ctx);
  BN_mod_add(rhs.get(), rhs.get(), curve.a.get(), p, ctx);
  BN_mod_mul(rhs.get(), rhs.get(), x, p, ctx);  // x³ + a·x
  BN_mod_add(rhs.get(), rhs.get(), curve.b.get(), p, ctx);
  return BN_cmp(lhs.get(), rhs.get()) == 0;
}

// The affine point in (slot_x, slot_x + 1), or null (PXNOC set).
bn::Point LoadPoint(Operands& ops, const Curve& curve, unsigned slot_x, BN_CTX* ctx) {
  bn::Bn x = ops.Read(slot_x);
  bn::Bn y = ops.Read(slot_x + 1);
  if (!OnCurve(curve, x.get(), y.get(), ctx)) {
    ops.outcome()->Fail(kStatusPxnoc, "point in slots " + std::to_string(slot_x) + "/" +
                                          std::to_string(slot_x + 1) + " is not on the curve");
    return nullptr;
  }
  bn::Point point(EC_POINT_new(curve.group.get()));
  EC_POINT_set_affine_coordinates(curve.group.get(), point.get(), x.get(), y.get(), ctx);
  return point;
}

void StorePoint(Operands& ops, const Curve& curve, unsigned slot_x, const EC_POINT* point,
                BN_CTX* ctx) {
  if (EC_POINT_is_at_infinity(curve.group.get(), point)) {
    ops.outcome()->Fail(kStatusPxinf, "result is the point at infinity");
    ops.Clear(slot_x);
    ops.Clear(slot_x + 1);
    return;
  }
  bn::Bn x = bn::New(), y = bn::New();
  EC_POINT_get_affine_coordinates(curve.group.get(), point, x.get(), y.get(), ctx);
  ops.Write(slot_x, x.get());
  ops.Write(slot_x + 1, y.get());
}

// Reads the order N (slot 1); it must be odd for the inversions mod N.
bn::Bn LoadOrder(Operands& ops) {
  bn::Bn n = ops.Read(ecc::kN);
  if (BN_is_zero(n.get()) || !BN_is_odd(n.get()) || BN_is_one(n.get())) {
    ops.outcome()->Fail(kStatusPninval, "order N (slot 1) is not an odd number > 1");
    return nullptr;
  }
  return n;
}

void EcdsaSign(Operands& ops, const Curve& curve, BN_CTX* ctx) {
  bn::Bn n = LoadOrder(ops);
  bn::Point g = LoadPoint(ops, curve, ecc::kGx, ctx);
  if (!n || !g) return;
  bn::Bn d = bn::Mod(ops.Read(ecdsa::kD).get(), n.get(), ctx);
  bn::Bn k = bn::Mod(ops.Read(ecdsa::kK).get(), n.get(), ctx);
  bn::Bn e = bn::Mod(ops.Read(ecdsa::kH).get(), n.get(), ctx);
  if (BN_is_zero(k.get())) {
    ops.outcome()->Fail(kStatusPxinf, "nonce K (slot 7) is 0 mod N: K·G is the point at infinity");
    return;
  }
  bn::Bn k_inverse = bn::Inverse(k.get(), n.get(), ctx);
  if (!k_inverse) {
    ops.outcome()->Fail(kStatusSiginval, "nonce K (slot 7) is not invertible mod N");
    return;
  }
  bn::Point kg(EC_POINT_new(curve.group.get()));
  EC_POINT_mul(curve.group.get(), kg.get(), nullptr, g.get(), k.get(), ctx);
  bn::Bn x = bn::New();
  EC_POINT_get_affine_coordinates(curve.group.get(), kg.get(), x.get(), nullptr, ctx);
  bn::Bn r = bn::Mod(x.get(), n.get(), ctx);
  bn::Bn s = bn::New();
  BN_mod_mul(s.get(), r.get(), d.get(), n.get(), ctx);
  BN_mod_add(s.get(), s.get(), e.get(), n.get(), ctx);
  BN_mod_mul(s.get(), s.get(), k_inverse.get(), n.get(), ctx);
  if (BN_is_zero(r.get()) || BN_is_zero(s.get())) {
    ops.outcome()->Fail(kStatusSiginval, "signature has r = 0 or s = 0; choose another K");
    return;
  }
  ops.Write(ecdsa::kR, r.get());
  ops.Write(ecdsa::kS, s.get());
}

void EcdsaVerify(Operands& ops, const Curve& curve, BN_CTX* ctx) {
  bn::Bn n = LoadOrder(ops);
  bn::Point g = LoadPoint(ops, curve, ecc::kGx, ctx);
  bn::Point q = LoadPoint(ops, curve, ecdsa::kQx, ctx);
  if (!n || !g || !q) return;
  bn::Bn r = ops.Read(ecdsa::kR);
  bn::Bn s = ops.Read(ecdsa::kS);
  if (BN_is_zero(r.get()) || BN_is_zero(s.get()) || BN_cmp(r.get(), n.get()) >= 0 ||
      BN_cmp(s.get(), n.get()) >= 0) {
    ops.outcome()->Fail(kStatusCplinval, "r or s is outside [1, N-1]");
    return;
  }
  bn::Bn w = bn::Inverse(s.get(), n.get(), ctx);
  if (!w) {
    ops.outcome()->Fail(kStatusSiginval, "s is not invertible mod N");
    return;
  }
  bn::Bn e = bn::Mod(ops.Read(ecdsa::kH).get(), n.get(), ctx);
  bn::Bn u1 = bn::New(), u2 = bn::New();
  BN_mod_mul(u1.get(), e.get(), w.get(), n.get(), ctx);
  BN_mod_mul(u2.get(), r.get(), w.get(), n.get(), ctx);
  EC_GROUP* group = curve.group.get();
  bn::Point sum(EC_POINT_new(group)), t(EC_POINT_new(group));
  EC_POINT_mul(group, sum.get(), nullptr, g.get(), u1.get(), ctx);
  EC_POINT_mul(group, t.get(), nullptr, q.get(), u2.get(), ctx);
  EC_POINT_add(group, sum.get(), sum.get(), t.get(), ctx);
  if (EC_POINT_is_at_infinity(group, sum.get())) {
    ops.outcome()->Fail(kStatusSiginval | kStatusPxinf, "u1·G + u2·Q is the point at infinity");
    return;
  }
  bn::Bn x = bn::New();
  EC_POINT_get_affine_coordinates(group, sum.get(), x.get(), nullptr, ctx);
  bn::Bn v = bn::Mod(x.get(), n.get(), ctx);
  if (BN_cmp(v.get(), r.get()) != 0) {
    ops.outcome()->Fail(kStatusSiginval, "signature does not verify");
  }
}

}  // namespace

bool RunWeierstrass(Operands& ops, BN_CTX* ctx) {
  const Command& command = ops.command();
  switch (command.operation) {
    case kOpEccDouble:
    case kOpEccAdd:
    case kOpEccMul:
    case kOpEccCheckPoint:
    case kOpEcdsaSign:
    case kOpEcdsaVerify: break;
    default: return false;
  }
  Curve curve;
  if (!LoadCurve(ops, ctx, &curve)) return true;
  if (command.operation == kOpEcdsaSign) {
    EcdsaSign(ops, curve, ctx);
    return true;
  }
  if (command.operation == kOpEcdsaVerify) {
    EcdsaVerify(ops, curve, ctx);
    return true;
  }

  bn::Point p1 = LoadPoint(ops, curve, command.ptr_a, ctx);
  if (!p1 || command.operation == kOpEccCheckPoint) return true;
  EC_GROUP* group = curve.group.get();
  bn::Point result(EC_POINT_new(group));
  if (command.operation == kOpEccDouble) {
    EC_POINT_dbl(group, result.get(), p1.get(), ctx);
  } else if (command.operation == kOpEccAdd) {
    bn::Point p2 = LoadPoint(ops, curve, command.ptr_b, ctx);
    if (!p2) return true;
    EC_POINT_add(group, result.get(), p1.get(), p2.get(), ctx);
  } else {
    bn::Bn k = ops.Read(command.ptr_b);
    EC_POINT_mul(group, result.get(), nullptr, p1.get(), k.get(), ctx);
  }
  StorePoint(ops, curve, command.ptr_c, result.get(), ctx);
  return true;
}

}  // namespace sim::pic32mzw1::ba414e
