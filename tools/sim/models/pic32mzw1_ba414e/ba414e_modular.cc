// BA414E modular primitives (0x01-0x06), plain multiplication (0x08) and
// RSA modular exponentiation (0x10).
#include "tools/sim/models/pic32mzw1_ba414e/ba414e.h"
#include "tools/sim/models/pic32mzw1_ba414e/ba414e_ops.h"

namespace sim::pic32mzw1::ba414e {
namespace {

bool NeedsOddModulus(uint8_t operation) {
  return operation == kOpModMul || operation == kOpModReduce || operation == kOpModDiv ||
         operation == kOpModInverse || operation == kOpRsaModExp;
}

}  // namespace

bool RunModular(Operands& ops, BN_CTX* ctx) {
  const Command& command = ops.command();
  switch (command.operation) {
    case kOpModAdd:
    case kOpModSub:
    case kOpModMul:
    case kOpModReduce:
    case kOpModDiv:
    case kOpModInverse:
    case kOpMul:
    case kOpRsaModExp: break;
    default: return false;
  }
  Outcome* outcome = ops.outcome();

  if (command.operation == kOpMul) {
    bn::Bn a = ops.Read(command.ptr_a);
    bn::Bn b = ops.Read(command.ptr_b);
    bn::Bn product = bn::New();
    BN_mul(product.get(), a.get(), b.get(), ctx);
    ops.WriteWide(command.ptr_c, product.get(), 2 * ops.bytes());
    return true;
  }

  bn::Bn p = ops.Read(kSlotP);
  if (BN_is_zero(p.get()) || (NeedsOddModulus(command.operation) && !BN_is_odd(p.get()))) {
    outcome->Fail(kStatusPninval, "modulus (slot 0) is zero or even");
    return true;
  }
  // The engine works on residues; operands at or above P are reduced first
  // [assumption] (the drivers never pass them).
  bn::Bn a = bn::Mod(ops.Read(command.ptr_a).get(), p.get(), ctx);
  bn::Bn b = bn::Mod(ops.Read(command.ptr_b).get(), p.get(), ctx);
  bn::Bn r = bn::New();
  switch (command.operation) {
    case kOpModAdd: BN_mod_add(r.get(), a.get(), b.get(), p.get(), ctx); break;
    case kOpModSub: BN_mod_sub(r.get(), a.get(), b.get(), p.get(), ctx); break;
    case kOpModMul: BN_mod_mul(r.get(), a.get(), b.get(), p.get(), ctx); break;
    case kOpModReduce: r = std::move(b); break;
    case kOpModDiv:
    case kOpModInverse: {
      bn::Bn inverse = bn::Inverse(b.get(), p.get(), ctx);
      if (!inverse) {
        outcome->Fail(kStatusNoninv, "operand B has no inverse mod P");
        return true;
      }
      if (command.operation == kOpModInverse) {
        r = std::move(inverse);
      } else {
        BN_mod_mul(r.get(), a.get(), inverse.get(), p.get(), ctx);
      }
      break;
    }
    case kOpRsaModExp: {
      // The exponent is a plain integer, not a residue: read it unreduced.
      bn::Bn e = ops.Read(command.ptr_b);
      BN_mod_exp(r.get(), a.get(), e.get(), p.get(), ctx);
      break;
    }
    default: break;
  }
  ops.Write(command.ptr_c, r.get());
  return true;
}

}  // namespace sim::pic32mzw1::ba414e
