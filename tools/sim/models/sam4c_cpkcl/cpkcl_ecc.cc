// CPKCL GF(p) elliptic-curve services: ZpEcPointIsOnCurve, ZpEccMulFast,
// ZpEcConvProjToAffine, ZpEcDsaGenerateFast, ZpEcDsaVerifyFast. Points are
// Jacobian (X, Y, Z), each coordinate u2ModLength + 4 bytes.
#include <string>

#include "tools/sim/models/sam4c_cpkcl/cpkcl_call.h"

namespace sim::sam4c::cpkcl {
namespace {

struct Field {
  size_t length = 0;  // u2ModLength
  bn::Bn p, a;
};

struct Jacobian {
  bn::Bn x, y, z;
};

// u2ModLength, P (odd, > 3), the SETUP check of Cns, and A (if `a_field`).
bool LoadField(Call& call, uint32_t length_field, uint32_t mod_field, uint32_t cns_field,
               uint32_t a_field, Field* field) {
  field->length = call.U2(length_field);
  if (!call.CheckLength(static_cast<uint32_t>(field->length), "u2ModLength") ||
      !call.Read(call.U2(mod_field), field->length + 4, "P", &field->p)) {
    return false;
  }
  if (!BN_is_odd(field->p.get()) || BN_num_bits(field->p.get()) < 3) {
    call.Fail(kMalformedModulus, "P is not an odd number > 3");
    return false;
  }
  if (!call.CheckCns(call.U2(cns_field), field->p.get(), field->length)) return false;
  if (a_field == 0) return true;
  if (!call.Read(call.U2(a_field), field->length + 4, "A", &field->a)) return false;
  field->a = bn::Mod(field->a.get(), field->p.get(), call.ctx());
  return true;
}

bool ReadPoint(Call& call, uint32_t near, const Field& f, const char* what, Jacobian* point) {
  const uint32_t step = static_cast<uint32_t>(f.length + 4);
  return call.Read(near, f.length + 4, what, &point->x) &&
         call.Read(near + step, f.length + 4, what, &point->y) &&
         call.Read(near + 2 * step, f.length + 4, what, &point->z);
}

bool WritePoint(Call& call, uint32_t near, const Field& f, const BIGNUM* x, const BIGNUM* y,
                const BIGNUM* z) {
  const uint32_t step = static_cast<uint32_t>(f.length + 4);
  return call.Write(near, x, f.length + 4, "X") && call.Write(near + step, y, f.length + 4, "Y") &&
         call.Write(near + 2 * step, z, f.length + 4, "Z");
}

// x = X/Z², y = Y/Z³; false for the point at infinity (Z = 0 mod P).
bool ToAffine(const Field& f, const Jacobian& point, bn::Bn* x, bn::Bn* y, BN_CTX* ctx) {
  bn::Bn z_inverse = bn::Inverse(point.z.get(), f.p.get(), ctx);
  if (!z_inverse) return false;
  bn::Bn zi2 = bn::New(), zi3 = bn::New();
  BN_mod_sqr(zi2.get(), z_inverse.get(), f.p.get(), ctx);
  BN_mod_mul(zi3.get(), zi2.get(), z_inverse.get(), f.p.get(), ctx);
  *x = bn::New();
  *y = bn::New();
  BN_mod_mul(x->get(), point.x.get(), zi2.get(), f.p.get(), ctx);
  BN_mod_mul(y->get(), point.y.get(), zi3.get(), f.p.get(), ctx);
  return true;
}

// y² - x³ - a·x mod P: the b of the curve through (x, y).
bn::Bn CurveB(const Field& f, const BIGNUM* x, const BIGNUM* y, BN_CTX* ctx) {
  bn::Bn b = bn::New(), t = bn::New();
  BN_mod_sqr(t.get(), x, f.p.get(), ctx);
  BN_mod_add(t.get(), t.get(), f.a.get(), f.p.get(), ctx);
  BN_mod_mul(t.get(), t.get(), x, f.p.get(), ctx);  // x³ + a·x
  BN_mod_sqr(b.get(), y, f.p.get(), ctx);
  BN_mod_sub(b.get(), b.get(), t.get(), f.p.get(), ctx);
  return b;
}

bn::Group MakeGroup(Call& call, const Field& f, const BIGNUM* b) {
  bn::Group group(EC_GROUP_new_curve_GFp(f.p.get(), f.a.get(), b, call.ctx()));
  if (!group) {
    ERR_clear_error();
    call.Fail(kError, "OpenSSL rejected the curve (singular?)");
  }
  return group;
}

bn::Point MakePoint(const EC_GROUP* group, const BIGNUM* x, const BIGNUM* y, BN_CTX* ctx) {
  bn::Point point(EC_POINT_new(group));
  if (EC_POINT_set_affine_coordinates(group, point.get(), x, y, ctx) != 1) {
    ERR_clear_error();  // not on this curve
    return nullptr;
  }
  return point;
}

// The scalars of the ECDSA services: N, then a u2ScalarLength operand.
bool ReadScalar(Call& call, uint32_t near, size_t length, const char* what, bn::Bn* value) {
  return call.CheckArea(near, length + 4, what) && call.Read(near, length, what, value);
}

uint64_t MulCycles(size_t mod_length, size_t scalar_length, uint64_t per_bit, uint64_t extra) {
  return Scaled((per_bit * 8 * scalar_length + extra) * ModMulCycles(mod_length), kEccScale);
}

}  // namespace

void ZpEcPointIsOnCurve(Call& call) {
  Field f;
  Jacobian point;
  bn::Bn b;
  if (!LoadField(call, zpeconcurve::kModLength, zpeconcurve::kModBase, zpeconcurve::kCnsBase,
                 zpeconcurve::kAParam, &f) ||
      !call.Read(call.U2(zpeconcurve::kBParam), f.length + 4, "B", &b) ||
      !ReadPoint(call, call.U2(zpeconcurve::kPointBase), f, "point", &point) ||
      !call.CheckArea(call.U2(zpeconcurve::kWorkspace), 4 * f.length + 28, "workspace")) {
    return;
  }
  call.AddCycles(Scaled(8 * ModMulCycles(f.length), kEccScale));
  bn::Bn x, y;
  if (!ToAffine(f, point, &x, &y, call.ctx())) {
    call.Fail(kPointAtInfinity, "the point is at infinity (Z = 0)");
    return;
  }
  if (BN_cmp(CurveB(f, x.get(), y.get(), call.ctx()).get(),
             bn::Mod(b.get(), f.p.get(), call.ctx()).get()) != 0) {
    call.Fail(kPointIsNotOnCurve, "the point is not on y² = x³ + ax + b");
  }
}

void ZpEccMulFast(Call& call) {
  Field f;
  Jacobian point;
  bn::Bn k;
  const uint16_t k_length = call.U2(zpeccmul::kKLength);
  const uint32_t point_base = call.U2(zpeccmul::kPointBase);
  if (!LoadField(call, zpeccmul::kModLength, zpeccmul::kModBase, zpeccmul::kCnsBase,
                 zpeccmul::kABase, &f) ||
      !call.CheckLength(k_length, "u2KLength") ||
      !ReadScalar(call, call.U2(zpeccmul::kKBase), k_length, "K", &k) ||
      !ReadPoint(call, point_base, f, "point", &point) ||
      !call.CheckArea(call.U2(zpeccmul::kWorkspace), 8 * f.length + 44, "workspace")) {
    return;
  }
  call.AddCycles(MulCycles(f.length, k_length, 20, 0));
  auto infinity = [&] {
    call.Fail(kPointAtInfinity, "k·P is the point at infinity");
    WritePoint(call, point_base, f, bn::Word(1).get(), bn::Word(1).get(), bn::Word(0).get());
  };
  BN_CTX* ctx = call.ctx();
  bn::Bn x, y;
  if (!ToAffine(f, point, &x, &y, ctx)) return infinity();  // k·∞ = ∞
  bn::Group group = MakeGroup(call, f, CurveB(f, x.get(), y.get(), ctx).get());
  if (!group) return;
  bn::Point p = MakePoint(group.get(), x.get(), y.get(), ctx);
  bn::Point result(EC_POINT_new(group.get()));
  EC_POINT_mul(group.get(), result.get(), nullptr, p.get(), k.get(), ctx);
  if (EC_POINT_is_at_infinity(group.get(), result.get())) return infinity();
  // Answer with Z = 2: X = 4x, Y = 8y, as a projective result may be.
  EC_POINT_get_affine_coordinates(group.get(), result.get(), x.get(), y.get(), ctx);
  BN_mod_lshift(x.get(), x.get(), 2, f.p.get(), ctx);
  BN_mod_lshift(y.get(), y.get(), 3, f.p.get(), ctx);
  WritePoint(call, point_base, f, x.get(), y.get(), bn::Word(2).get());
}

void ZpEcConvProjToAffine(Call& call) {
  Field f;
  Jacobian point;
  const uint32_t point_base = call.U2(zpecconv::kPointABase);
  if (!LoadField(call, zpecconv::kModLength, zpecconv::kModBase, zpecconv::kCnsBase, 0, &f) ||
      !ReadPoint(call, point_base, f, "point", &point) ||
      !call.CheckArea(call.U2(zpecconv::kWorkspace), 4 * f.length + 48, "workspace")) {
    return;
  }
  call.AddCycles(Scaled((8 * f.length + 6) * ModMulCycles(f.length), kEccScale));
  bn::Bn x, y;
  if (!ToAffine(f, point, &x, &y, call.ctx())) {
    call.Fail(kPointAtInfinity, "the point is at infinity (Z = 0)");
    return;
  }
  WritePoint(call, point_base, f, x.get(), y.get(), bn::Word(1).get());
}

namespace {

// What both ECDSA services read: curve, G, N, H and the scalar length.
struct EcdsaInputs {
  Field f;
  size_t scalar_length = 0;
  bn::Bn n, h;
  bn::Group group;
  bn::Point g;
};

bool LoadEcdsa(Call& call, EcdsaInputs* in) {
  Jacobian g;
  in->scalar_length = call.U2(zpecdsa::kScalarLength);
  if (!LoadField(call, zpecdsa::kModLength, zpecdsa::kModBase, zpecdsa::kCnsBase,
                 zpecdsa::kABase, &in->f) ||
      !call.CheckLength(static_cast<uint32_t>(in->scalar_length), "u2ScalarLength") ||
      !ReadPoint(call, call.U2(zpecdsa::kPointABase), in->f, "base point", &g) ||
      !ReadScalar(call, call.U2(zpecdsa::kOrderPointBase), in->scalar_length, "order", &in->n) ||
      !ReadScalar(call, call.U2(zpecdsa::kHashBase), in->scalar_length, "hash", &in->h) ||
      !call.CheckArea(call.U2(zpecdsa::kWorkspace), 8 * in->f.length + 44, "workspace")) {
    return false;
  }
  if (!BN_is_odd(in->n.get()) || BN_is_one(in->n.get())) {
    call.Fail(kMalformedModulus, "the order N is not an odd number > 1");
    return false;
  }
  BN_CTX* ctx = call.ctx();
  bn::Bn x, y;
  if (!ToAffine(in->f, g, &x, &y, ctx)) {
    call.Fail(kPointAtInfinity, "the base point is at infinity");
    return false;
  }
  in->group = MakeGroup(call, in->f, CurveB(in->f, x.get(), y.get(), ctx).get());
  if (!in->group) return false;
  in->g = MakePoint(in->group.get(), x.get(), y.get(), ctx);
  in->h = bn::Mod(in->h.get(), in->n.get(), ctx);
  return true;
}

}  // namespace

void ZpEcDsaGenerateFast(Call& call) {
  EcdsaInputs in;
  bn::Bn d, k;
  if (!LoadEcdsa(call, &in) ||
      !ReadScalar(call, call.U2(zpecdsa::kPrivateKey), in.scalar_length, "private key", &d) ||
      !ReadScalar(call, call.U2(zpecdsa::kScalarNumber), in.scalar_length, "K", &k)) {
    return;
  }
  call.AddCycles(MulCycles(in.f.length, in.scalar_length, 22, 10));
  BN_CTX* ctx = call.ctx();
  const BIGNUM* n = in.n.get();
  k = bn::Mod(k.get(), n, ctx);
  bn::Bn k_inverse = bn::Inverse(k.get(), n, ctx);
  if (BN_is_zero(k.get()) || !k_inverse) {
    call.Fail(kWrongSelectNumber, "K is 0 or not invertible mod N");
    return;
  }
  bn::Point kg(EC_POINT_new(in.group.get()));
  EC_POINT_mul(in.group.get(), kg.get(), nullptr, in.g.get(), k.get(), ctx);
  bn::Bn x = bn::New(), s = bn::New();
  EC_POINT_get_affine_coordinates(in.group.get(), kg.get(), x.get(), nullptr, ctx);
  bn::Bn r = bn::Mod(x.get(), n, ctx);
  BN_mod_mul(s.get(), r.get(), bn::Mod(d.get(), n, ctx).get(), n, ctx);
  BN_mod_add(s.get(), s.get(), in.h.get(), n, ctx);
  BN_mod_mul(s.get(), s.get(), k_inverse.get(), n, ctx);
  if (BN_is_zero(r.get()) || BN_is_zero(s.get())) {
    call.Fail(kWrongSelectNumber, "r = 0 or s = 0: choose another K");
    return;
  }
  const uint32_t out = call.U2(zpecdsa::kPointABase);
  if (call.Write(out, r.get(), in.scalar_length + 4, "R")) {
    call.Write(out + static_cast<uint32_t>(in.scalar_length + 4), s.get(), in.scalar_length + 4,
               "S");
  }
}

void ZpEcDsaVerifyFast(Call& call) {
  EcdsaInputs in;
  Jacobian q;
  bn::Bn r, s;
  const uint32_t signature = call.U2(zpecdsa::kPointSignature);
  if (!LoadEcdsa(call, &in) ||
      !ReadPoint(call, call.U2(zpecdsa::kPointPublicKey), in.f, "public key", &q) ||
      !ReadScalar(call, signature, in.scalar_length, "R", &r) ||
      !ReadScalar(call, signature + static_cast<uint32_t>(in.scalar_length + 4),
                  in.scalar_length, "S", &s)) {
    return;
  }
  call.AddCycles(MulCycles(in.f.length, in.scalar_length, 42, 12));
  BN_CTX* ctx = call.ctx();
  const BIGNUM* n = in.n.get();
  bn::Bn qx, qy;
  bn::Point q_point;
  if (ToAffine(in.f, q, &qx, &qy, ctx)) {
    q_point = MakePoint(in.group.get(), qx.get(), qy.get(), ctx);
  }
  if (!q_point) {
    call.Fail(kWrongSignature, "the public key is not a point of the curve");
    return;
  }
  if (BN_is_zero(r.get()) || BN_is_zero(s.get()) || BN_cmp(r.get(), n) >= 0 ||
      BN_cmp(s.get(), n) >= 0) {
    call.Fail(kWrongSignature, "r or s is outside [1, N-1]");
    return;
  }
  bn::Bn w = bn::Inverse(s.get(), n, ctx);
  if (!w) {
    call.Fail(kWrongSignature, "s is not invertible mod N");
    return;
  }
  bn::Bn u1 = bn::New(), u2 = bn::New(), x = bn::New();
  BN_mod_mul(u1.get(), in.h.get(), w.get(), n, ctx);
  BN_mod_mul(u2.get(), r.get(), w.get(), n, ctx);
  EC_GROUP* group = in.group.get();
  bn::Point sum(EC_POINT_new(group)), t(EC_POINT_new(group));
  EC_POINT_mul(group, sum.get(), nullptr, in.g.get(), u1.get(), ctx);
  EC_POINT_mul(group, t.get(), nullptr, q_point.get(), u2.get(), ctx);
  EC_POINT_add(group, sum.get(), sum.get(), t.get(), ctx);
  if (EC_POINT_is_at_infinity(group, sum.get()) ||
      !EC_POINT_get_affine_coordinates(group, sum.get(), x.get(), nullptr, ctx) ||
      BN_cmp(bn::Mod(x.get(), n, ctx).get(), r.get()) != 0) {
    call.Fail(kWrongSignature, "the signature does not verify");
  }
}

}  // namespace sim::sam4c::cpkcl
