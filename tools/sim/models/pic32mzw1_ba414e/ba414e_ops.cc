// Operand access, command dispatch and the cost table of the BA414E model.
#include "tools/sim/models/pic32mzw1_ba414e/ba414e_ops.h"

#include <cstdio>

#include "tools/sim/models/pic32mzw1_ba414e/ba414e.h"

namespace sim::pic32mzw1::ba414e {

bn::Bn Operands::Read(unsigned slot) const {
  const size_t offset = size_t{slot} * kSlotBytes;
  if (offset + bytes() > scm_.size()) return bn::New();  // unreachable with 5-bit pointers
  return bn::FromLe(scm_.data() + offset, bytes());
}

void Operands::Write(unsigned slot, const BIGNUM* value) { WriteWide(slot, value, bytes()); }

void Operands::WriteWide(unsigned slot, const BIGNUM* value, size_t length) {
  const size_t offset = size_t{slot} * kSlotBytes;
  // Round up to whole slots so stale bytes past the result never survive.
  const size_t span = (length + kSlotBytes - 1) / kSlotBytes * kSlotBytes;
  if (offset + span > scm_.size()) return;
  std::vector<uint8_t> out;
  if (!bn::ToLe(value, length, &out)) {
    outcome_->Fail(kStatusModelUnsupported, "result wider than its slot (model bug)");
    return;
  }
  out.resize(span, 0);
  outcome_->writes.emplace_back(offset, std::move(out));
}

void Operands::Clear(unsigned slot) {
  bn::Bn zero = bn::New();
  Write(slot, zero.get());
}

Outcome Execute(const Command& command, const std::vector<uint8_t>& scm) {
  Outcome outcome;
  Operands ops(command, scm, &outcome);
  bn::Ctx ctx(BN_CTX_new());
  const bool known = RunModular(ops, ctx.get()) || RunWeierstrass(ops, ctx.get()) ||
                     Run25519(ops, ctx.get());
  if (!known) {
    char why[48];
    std::snprintf(why, sizeof why, "operation 0x%02X is not modelled", command.operation);
    outcome.Fail(kStatusModelUnsupported, why);
  }
  // An error leaves the result slots alone, except a point at infinity,
  // whose cleared coordinates are the engine's answer.
  const uint32_t errors = outcome.status & ~kStatusPxinf;
  if (errors != 0) outcome.writes.clear();
  return outcome;
}

uint64_t OperationCycles(uint8_t operation, unsigned opsize, bool calc_r2) {
  const uint64_t w = opsize;
  const uint64_t n = 64 * w;
  const uint64_t m = 4 * w * w + 24;
  uint64_t work = 0;
  switch (operation) {
    case kOpModAdd:
    case kOpModSub: work = 2 * w + 8; break;
    case kOpModMul: work = 3 * m; break;
    case kOpModReduce:
    case kOpMul: work = 2 * m; break;
    case kOpModDiv: work = (n + 2) * m; break;
    case kOpModInverse: work = n * m; break;
    case kOpRsaModExp: work = (2 * n + 4) * m; break;
    case kOpEccDouble: work = 10 * m; break;
    case kOpEccAdd: work = 16 * m; break;
    // The three below are fitted to the seed page (ba414e.h, Timing); in
    // tenths of a multiplication per bit.
    case kOpEccMul: work = kEccMulTenthsPerBit * n * m / 10; break;
    case kOpEccCheckPoint: work = 6 * m; break;
    case kOpCurve25519Mul: work = kCurve25519MulTenthsPerBit * n * m / 10; break;
    case kOpEd25519Mul: work = kEd25519MulTenthsPerBit * n * m / 10; break;
    // 0x30 fitted too; 0x31 derived from it: two products of the sign's
    // kind and the addition (0x21's 16 M).
    case kOpEcdsaSign: work = kEcdsaSignTenthsPerBit * n * m / 10; break;
    case kOpEcdsaVerify: work = 2 * (kEcdsaSignTenthsPerBit * n * m / 10) + 16 * m; break;
    default: return 0;
  }
  return 120 + (calc_r2 ? 128 * w * (w + 2) : 0) + work;
}

}  // namespace sim::pic32mzw1::ba414e
