// CPKCL big-number services: Fmult, Smult, Square, RedMod, ExpMod, CRT.
#include <algorithm>

#include "tools/sim/models/sam4c_cpkcl/cpkcl_call.h"

namespace sim::sam4c::cpkcl {
namespace {

// R = product (+/- Z) + carry term, wrapped to r_length bytes, with
// Specific.CarryOut and Zero updated; the tail shared by the multipliers.
void Accumulate(Call& call, bn::Bn value, uint16_t z_base, uint16_t r_base, size_t r_length) {
  const uint16_t option = call.option();
  const unsigned multiplier = option & 0x3;
  const unsigned carry_option = (option >> 2) & 0x3F;
  if (multiplier == 0) {
    call.Fail(kUnexploitableOptions, "multiplier option 0 (expected MULT_ONLY/ADD/SUB)");
    return;
  }
  if (multiplier != kMultOnly) {
    bn::Bn z;
    if (!call.Read(z_base, r_length, "Z", &z)) return;
    if (multiplier == kMultAdd) {
      BN_add(value.get(), value.get(), z.get());
    } else {
      BN_sub(value.get(), value.get(), z.get());
    }
  }
  uint32_t specific = call.U4(header::kSpecific);
  // FORCE_CARRYIN (0x10) / FORCE_NOCARRYIN (0x08) override Specific.CarryIn.
  const long c = (carry_option & 0x10) != 0   ? 1
                 : (carry_option & 0x08) != 0 ? 0
                                              : ((specific & kSpecificCarryIn) != 0 ? 1 : 0);
  long term = 0;
  switch (carry_option & 0x7) {
    case 1: term = c; break;      // ADD_CARRY
    case 2: term = -c; break;     // SUB_CARRY
    case 3: term = 1 + c; break;  // ADD_1_PLUS_CARRY
    case 4: term = 1 - c; break;  // ADD_1_MINUS_CARRY
    default: break;
  }
  if (term > 0) BN_add_word(value.get(), static_cast<BN_ULONG>(term));
  if (term < 0) BN_sub_word(value.get(), static_cast<BN_ULONG>(-term));

  const int bits = static_cast<int>(8 * r_length);
  bool carry_out = false;
  if (BN_is_negative(value.get())) {  // borrow: wrap as the hardware's adder does
    bn::Bn wrap = bn::New();
    BN_set_bit(wrap.get(), bits);
    BN_add(value.get(), value.get(), wrap.get());
    carry_out = true;
  } else if (BN_num_bits(value.get()) > bits) {
    BN_mask_bits(value.get(), bits);
    carry_out = true;
  }
  specific &= ~(kSpecificCarryOut | kSpecificZero);
  if (carry_out) specific |= kSpecificCarryOut;
  if (BN_is_zero(value.get())) specific |= kSpecificZero;
  if (call.Write(r_base, value.get(), r_length, "R")) call.SetU4(header::kSpecific, specific);
}

bool RequireNoReduction(Call& call, uint32_t mod_length_field, const char* service) {
  if (call.U2(mod_length_field) == 0) return true;
  call.Fail(kUnexploitableOptions,
            std::string(service) + " with reduction (u2ModLength != 0) is not modelled");
  return false;
}

// Reads an odd, non-zero modulus of `length` + 4 bytes.
bool ReadOddModulus(Call& call, uint32_t near, size_t length, const char* what, bn::Bn* n) {
  if (!call.Read(near, length + 4, what, n)) return false;
  if (BN_is_zero(n->get()) || !BN_is_odd(n->get())) {
    call.Fail(kMalformedModulus, std::string(what) + " is zero or even");
    return false;
  }
  return true;
}

struct ExpOptions {
  bool regular = false;
  unsigned window = 1;
  bool exp_in_crypto_ram = false;
};

bool DecodeExpOptions(Call& call, ExpOptions* out) {
  const uint16_t option = call.option();
  const uint16_t mode = option & (kExpModRegularRsa | kExpModFastRsa);
  if (mode != kExpModRegularRsa && mode != kExpModFastRsa) {
    call.Fail(kUnexploitableOptions, "ExpMod/CRT need exactly one of REGULARRSA and FASTRSA");
    return false;
  }
  out->regular = mode == kExpModRegularRsa;
  out->window = ((option >> 3) & 0x3) + 1;
  out->exp_in_crypto_ram = (option & kExpModExpInCpkccRam) != 0;
  return true;
}

uint64_t ExpCycles(size_t mod_length, size_t exp_length, const ExpOptions& options) {
  const uint64_t bits = 8 * exp_length;
  const uint64_t mults =
      options.regular ? bits : bits / options.window + (uint64_t{1} << (options.window - 1));
  return Scaled((bits + mults + 2) * ModMulCycles(mod_length), kExpScale);
}

}  // namespace

void Fmult(Call& call) {
  if (!RequireNoReduction(call, fmult::kModLength, "Fmult")) return;
  const uint16_t x_length = call.U2(fmult::kXLength), y_length = call.U2(fmult::kYLength);
  bn::Bn x, y;
  if (!call.CheckLength(x_length, "u2XLength") || !call.CheckLength(y_length, "u2YLength") ||
      !call.Read(call.U2(fmult::kXBase), x_length, "X", &x) ||
      !call.Read(call.U2(fmult::kYBase), y_length, "Y", &y)) {
    return;
  }
  bn::Bn product = bn::New();
  BN_mul(product.get(), x.get(), y.get(), call.ctx());
  Accumulate(call, std::move(product), call.U2(fmult::kZBase), call.U2(fmult::kRBase),
             size_t{x_length} + y_length);
  const uint64_t xw = x_length / 4, yw = y_length / 4;
  if (!call.failed()) call.AddCycles(xw * yw + 2 * (xw + yw) + 40);
}

void Smult(Call& call) {
  if (!RequireNoReduction(call, smult::kModLength, "Smult")) return;
  const uint16_t x_length = call.U2(smult::kXLength), r_length = call.U2(smult::kRLength);
  bn::Bn x;
  if (!call.CheckLength(x_length, "u2XLength") || !call.CheckLength(r_length, "u2RLength") ||
      !call.Read(call.U2(smult::kXBase), x_length, "X", &x)) {
    return;
  }
  BN_mul_word(x.get(), call.U4(smult::kMulValue));
  Accumulate(call, std::move(x), call.U2(smult::kZBase), call.U2(smult::kRBase), r_length);
  if (!call.failed()) call.AddCycles(2 * (x_length / 4) + 40);
}

void Square(Call& call) {
  if (!RequireNoReduction(call, square::kModLength, "Square")) return;
  const uint16_t x_length = call.U2(square::kXLength);
  bn::Bn x;
  if (!call.CheckLength(x_length, "u2XLength") ||
      !call.Read(call.U2(square::kXBase), x_length, "X", &x)) {
    return;
  }
  bn::Bn product = bn::New();
  BN_sqr(product.get(), x.get(), call.ctx());
  Accumulate(call, std::move(product), call.U2(square::kZBase), call.U2(square::kRBase),
             2 * size_t{x_length});
  const uint64_t xw = x_length / 4;
  if (!call.failed()) call.AddCycles(xw * xw + 4 * xw + 40);
}

void RedMod(Call& call) {
  const uint16_t option = call.option();
  const uint16_t length = call.U2(redmod::kModLength);
  const uint16_t cns_base = call.U2(redmod::kCnsBase);
  bn::Bn n;
  if (!call.CheckLength(length, "u2ModLength") ||
      !call.Read(call.U2(redmod::kModBase), length + 4, "N", &n)) {
    return;
  }
  if (BN_is_zero(n.get())) {
    call.Fail(kMalformedModulus, "N is zero");
    return;
  }
  const uint64_t w = length / 4;
  const uint32_t r_base = call.U2(redmod::kRBase), x_base = call.U2(redmod::kXBase);
  bn::Bn x;
  switch (option & 0x0F00) {
    case kRedModSetup: {
      bn::Bn cns = ReductionConstant(n.get(), length, call.ctx());
      if (BN_num_bytes(cns.get()) > length + 8) {
        call.Fail(kMalformedModulus, "N's most significant word is zero");
        return;
      }
      call.AddCycles(4 * w * w + 400);
      call.Write(cns_base, cns.get(), length + 8, "Cns");
      return;
    }
    case kRedModReduction: {
      const uint16_t mode = option & 0xF000;
      if (mode != kRedModUsingFastRed && mode != kRedModUsingDivision) {
        call.Fail(kUnexploitableOptions, "REDUCTION needs USING_DIVISION or USING_FASTRED");
        return;
      }
      if ((mode == kRedModUsingFastRed && !call.CheckCns(cns_base, n.get(), length)) ||
          !call.Read(x_base, 2 * size_t{length} + 8, "X", &x)) {
        return;
      }
      call.AddCycles(mode == kRedModUsingFastRed ? 2 * ModMulCycles(length) : 4 * w * w + 100);
      break;
    }
    case kRedModNormalize:
      if (!call.Read(x_base, size_t{length} + 4, "X", &x)) return;
      call.AddCycles(2 * w + 40);
      break;
    default:
      call.Fail(kUnexploitableOptions, "RedMod needs SETUP, REDUCTION or NORMALIZE");
      return;
  }
  call.Write(r_base, bn::Mod(x.get(), n.get(), call.ctx()).get(), size_t{length} + 4, "R");
}

void ExpMod(Call& call) {
  ExpOptions options;
  const uint16_t length = call.U2(expmod::kModLength);
  const uint16_t exp_length = call.U2(expmod::kExpLength);
  const uint32_t x_base = call.U2(expmod::kXBase);
  bn::Bn n, x;
  if (!DecodeExpOptions(call, &options) || !call.CheckLength(length, "u2ModLength") ||
      !call.CheckLength(exp_length, "u2ExpLength") ||
      !ReadOddModulus(call, call.U2(expmod::kModBase), length, "N", &n) ||
      !call.CheckCns(call.U2(expmod::kCnsBase), n.get(), length) ||
      !call.CheckArea(x_base, size_t{length} + 16, "X") ||
      !call.Read(x_base, length, "X", &x)) {
    return;
  }
  const size_t precomp = ((size_t{1} << (options.window - 1)) + 2) * (length + 4) + 8;
  std::vector<uint8_t> exponent;
  if (!call.CheckArea(call.U2(expmod::kPrecompBase), precomp, "Precomp") ||
      !call.ReadFar(call.U4(expmod::kExpBase), size_t{exp_length} + 4, options.exp_in_crypto_ram,
                    "exponent", &exponent)) {
    return;
  }
  // The exponent follows a zero word on its least significant side.
  bn::Bn e = bn::FromLe(exponent.data() + 4, exp_length);
  bn::Bn r = bn::New();
  BN_mod_exp(r.get(), x.get(), e.get(), n.get(), call.ctx());
  call.AddCycles(ExpCycles(length, exp_length, options));
  call.Write(x_base, r.get(), size_t{length} + 4, "X");
}

void Crt(Call& call) {
  ExpOptions options;
  const uint16_t length = call.U2(crt::kModLength);
  const uint16_t exp_length = call.U2(crt::kExpLength);
  const uint32_t mod_base = call.U2(crt::kModBase), x_base = call.U2(crt::kXBase);
  const uint32_t precomp_base = call.U2(crt::kPrecompBase);
  const size_t padded = size_t{length} + 4;
  bn::Bn q, p, c, q_inverse;
  if (!DecodeExpOptions(call, &options) || !call.CheckLength(length, "u2ModLength") ||
      !call.CheckLength(exp_length, "u2ExpLength") ||
      !ReadOddModulus(call, mod_base, length, "Q", &q) ||
      !ReadOddModulus(call, mod_base + static_cast<uint32_t>(padded), length, "P", &p) ||
      !call.CheckArea(x_base, 2 * size_t{length} + 16, "X") ||
      !call.Read(x_base, 2 * size_t{length}, "X", &c) ||
      !call.CheckArea(precomp_base, padded + 3 * padded + std::max<size_t>(64, padded) + 8,
                      "R and Precomp") ||
      !call.Read(precomp_base, padded, "R", &q_inverse)) {
    return;
  }
  std::vector<uint8_t> exponents;  // [0, DQ, 0, DP]
  if (!call.ReadFar(call.U4(crt::kExpBase), 2 * (size_t{exp_length} + 4),
                    options.exp_in_crypto_ram, "exponents", &exponents)) {
    return;
  }
  bn::Bn dq = bn::FromLe(exponents.data() + 4, exp_length);
  bn::Bn dp = bn::FromLe(exponents.data() + exp_length + 8, exp_length);
  // Garner: M = M2 + Q·(R·(M1 - M2) mod P), with M1 = C^DP mod P, M2 = C^DQ mod Q.
  BN_CTX* ctx = call.ctx();
  bn::Bn m1 = bn::New(), m2 = bn::New(), h = bn::New(), m = bn::New();
  BN_mod_exp(m1.get(), c.get(), dp.get(), p.get(), ctx);
  BN_mod_exp(m2.get(), c.get(), dq.get(), q.get(), ctx);
  BN_mod_sub(h.get(), m1.get(), m2.get(), p.get(), ctx);
  BN_mod_mul(h.get(), h.get(), q_inverse.get(), p.get(), ctx);
  BN_mul(m.get(), h.get(), q.get(), ctx);
  BN_add(m.get(), m.get(), m2.get());
  call.AddCycles(2 * ExpCycles(length, exp_length, options) +
                 Scaled(4 * ModMulCycles(length), kExpScale));
  call.Write(x_base, m.get(), 2 * size_t{length}, "X");
}

}  // namespace sim::sam4c::cpkcl
