// BA414E Curve25519 point multiplication (0x28, X25519 of RFC 7748) and
// Ed25519 scalar multiplication (0x2A), both in BIGNUM arithmetic mod the
// prime the driver puts in slot 0.
#include <utility>

#include "tools/sim/models/pic32mzw1_ba414e/ba414e.h"
#include "tools/sim/models/pic32mzw1_ba414e/ba414e_ops.h"

namespace sim::pic32mzw1::ba414e {
namespace {

// Field arithmetic mod p on owned numbers, to keep the formulas readable.
class Field {
 public:
  Field(const BIGNUM* p, BN_CTX* ctx) : p_(p), ctx_(ctx) {}
  bn::Bn Add(const BIGNUM* a, const BIGNUM* b) const { return Op(BN_mod_add, a, b); }
  bn::Bn Sub(const BIGNUM* a, const BIGNUM* b) const { return Op(BN_mod_sub, a, b); }
  bn::Bn Mul(const BIGNUM* a, const BIGNUM* b) const { return Op(BN_mod_mul, a, b); }
  bn::Bn Sqr(const BIGNUM* a) const { return Mul(a, a); }
  bn::Bn Reduce(const BIGNUM* a) const { return bn::Mod(a, p_, ctx_); }
  bn::Bn Inverse(const BIGNUM* a) const { return bn::Inverse(a, p_, ctx_); }

 private:
  using BinaryOp = int (*)(BIGNUM*, const BIGNUM*, const BIGNUM*, const BIGNUM*, BN_CTX*);
  bn::Bn Op(BinaryOp op, const BIGNUM* a, const BIGNUM* b) const {
    bn::Bn r = bn::New();
    op(r.get(), a, b, p_, ctx_);
    return r;
  }
  const BIGNUM* p_;
  BN_CTX* ctx_;
};

// RFC 7748 §5 Montgomery ladder over every bit of the stored scalar, so an
// unclamped scalar gives the true multiple (the driver does the clamping).
void Curve25519Mul(Operands& ops, const Field& f) {
  const Command& command = ops.command();
  bn::Bn x1 = f.Reduce(ops.Read(command.ptr_a).get());
  bn::Bn k = ops.Read(command.ptr_b);
  bn::Bn a24 = ops.Read(x25519::kA24);
  bn::Bn x2 = bn::Word(1), z2 = bn::Word(0), x3 = bn::Copy(x1.get()), z3 = bn::Word(1);
  bool swap = false;
  for (int t = static_cast<int>(ops.bits()) - 1; t >= 0; --t) {
    const bool bit = BN_is_bit_set(k.get(), t) != 0;
    if (swap != bit) {
      std::swap(x2, x3);
      std::swap(z2, z3);
    }
    swap = bit;
    bn::Bn a = f.Add(x2.get(), z2.get()), aa = f.Sqr(a.get());
    bn::Bn b = f.Sub(x2.get(), z2.get()), bb = f.Sqr(b.get());
    bn::Bn e = f.Sub(aa.get(), bb.get());
    bn::Bn c = f.Add(x3.get(), z3.get()), d = f.Sub(x3.get(), z3.get());
    bn::Bn da = f.Mul(d.get(), a.get()), cb = f.Mul(c.get(), b.get());
    x3 = f.Sqr(f.Add(da.get(), cb.get()).get());
    z3 = f.Mul(x1.get(), f.Sqr(f.Sub(da.get(), cb.get()).get()).get());
    x2 = f.Mul(aa.get(), bb.get());
    z2 = f.Mul(e.get(), f.Add(aa.get(), f.Mul(a24.get(), e.get()).get()).get());
  }
  if (swap) {
    std::swap(x2, x3);
    std::swap(z2, z3);
  }
  bn::Bn z_inverse = f.Inverse(z2.get());
  if (!z_inverse) {
    // Z = 0: the multiple is the point at infinity; X25519 maps it to 0.
    ops.outcome()->Fail(kStatusPxinf, "X25519 result is the point at infinity (output 0)");
    ops.Clear(command.ptr_c);
    return;
  }
  ops.Write(command.ptr_c, f.Mul(x2.get(), z_inverse.get()).get());
}

// Extended twisted Edwards coordinates, x = X/Z, y = Y/Z, T = X·Y/Z.
struct Extended {
  bn::Bn x, y, z, t;
};

// Unified addition for a = -1 (add-2008-hwcd-3), complete on the curve since
// d is not a square; `d2` is 2·d (plain, not Montgomery). Also doubles.
Extended Add(const Field& f, const BIGNUM* d2, const Extended& p, const Extended& q) {
  bn::Bn a = f.Mul(f.Sub(p.y.get(), p.x.get()).get(), f.Sub(q.y.get(), q.x.get()).get());
  bn::Bn b = f.Mul(f.Add(p.y.get(), p.x.get()).get(), f.Add(q.y.get(), q.x.get()).get());
  bn::Bn c = f.Mul(f.Mul(p.t.get(), d2).get(), q.t.get());
  bn::Bn zz = f.Mul(p.z.get(), q.z.get());
  bn::Bn d = f.Add(zz.get(), zz.get());
  bn::Bn e = f.Sub(b.get(), a.get()), ff = f.Sub(d.get(), c.get());
  bn::Bn g = f.Add(d.get(), c.get()), h = f.Add(b.get(), a.get());
  return {f.Mul(e.get(), ff.get()), f.Mul(g.get(), h.get()), f.Mul(ff.get(), g.get()),
          f.Mul(e.get(), h.get())};
}

void Ed25519Mul(Operands& ops, const Field& f, const BIGNUM* p) {
  const Command& command = ops.command();
  // The driver's D2 constant (first word 0xBE8FD3F4) is 2·d·2^256 mod p:
  // 2·d in Montgomery form with R = 2^(operand bits) [inferred from the value].
  bn::Bn r = bn::New();
  BN_set_bit(r.get(), static_cast<int>(ops.bits()));
  bn::Bn d2 = f.Mul(ops.Read(ed25519::kD2).get(), f.Inverse(f.Reduce(r.get()).get()).get());
  bn::Bn x = ops.Read(command.ptr_a);
  bn::Bn y = ops.Read(command.ptr_a + 1);
  bn::Bn k = ops.Read(command.ptr_b);

  // On the curve: -x² + y² = 1 + d·x²·y².
  bn::Bn half = f.Inverse(bn::Word(2).get());
  bn::Bn d = f.Mul(d2.get(), half.get());
  bn::Bn xx = f.Sqr(x.get()), yy = f.Sqr(y.get());
  bn::Bn lhs = f.Sub(yy.get(), xx.get());
  bn::Bn rhs = f.Add(bn::Word(1).get(), f.Mul(d.get(), f.Mul(xx.get(), yy.get()).get()).get());
  if (BN_cmp(x.get(), p) >= 0 || BN_cmp(y.get(), p) >= 0 || BN_cmp(lhs.get(), rhs.get()) != 0) {
    ops.outcome()->Fail(kStatusPxnoc, "Ed25519 input point is not on the curve");
    return;
  }

  const Extended base{bn::Copy(x.get()), bn::Copy(y.get()), bn::Word(1), f.Mul(x.get(), y.get())};
  Extended acc{bn::Word(0), bn::Word(1), bn::Word(1), bn::Word(0)};  // the neutral point
  for (int i = static_cast<int>(ops.bits()) - 1; i >= 0; --i) {
    acc = Add(f, d2.get(), acc, acc);
    if (BN_is_bit_set(k.get(), i)) acc = Add(f, d2.get(), acc, base);
  }
  bn::Bn z_inverse = f.Inverse(acc.z.get());
  if (!z_inverse) {  // cannot happen for a point on the curve with d non-square
    ops.outcome()->Fail(kStatusNoninv, "Ed25519 result has Z = 0 (is d a square?)");
    return;
  }
  ops.Write(command.ptr_c, f.Mul(acc.x.get(), z_inverse.get()).get());
  ops.Write(command.ptr_c + 1, f.Mul(acc.y.get(), z_inverse.get()).get());
}

}  // namespace

bool Run25519(Operands& ops, BN_CTX* ctx) {
  const uint8_t operation = ops.command().operation;
  if (operation != kOpCurve25519Mul && operation != kOpEd25519Mul) return false;
  bn::Bn p = ops.Read(kSlotP);
  if (BN_is_zero(p.get()) || !BN_is_odd(p.get())) {
    ops.outcome()->Fail(kStatusPninval, "prime (slot 0) is zero or even");
    return true;
  }
  const Field field(p.get(), ctx);
  if (operation == kOpCurve25519Mul) {
    Curve25519Mul(ops, field);
  } else {
    Ed25519Mul(ops, field, p.get());
  }
  return true;
}

}  // namespace sim::pic32mzw1::ba414e
