// CPKCL entry dispatch, parameter-block and crypto-RAM access.
#include "tools/sim/models/sam4c_cpkcl/cpkcl.h"

#include <openssl/evp.h>

#include <cstdio>
#include <utility>

#include "tools/sim/models/sam4c_cpkcl/cpkcl_call.h"

namespace sim::sam4c {

using namespace cpkcl;  // NOLINT: the library's names are this file's vocabulary

namespace {

constexpr uint64_t kCallCycles = 200;

// The u1Service each entry expects (0: a GF(2^n) entry, whose code the
// model does not map to an entry).
uint8_t ExpectedService(size_t entry) {
  static constexpr uint8_t kTable[kEntryCount] = {
      kServiceNop, kServiceSelfTest, kServiceFill, kServiceSwap, kServiceFastCopy,
      kServiceCondCopy, kServiceClearFlags, kServiceComp, kServiceFmult, kServiceSmult,
      kServiceSquare, kServiceDiv, kServiceRedMod, kServiceExpMod, kServiceCrt, kServiceGcd,
      kServicePrimeGen, kServiceZpEcPointIsOnCurve, kServiceZpEcRandomiseCoordinate,
      kServiceZpEcConvAffineToProjective, kServiceZpEccAddFast, kServiceZpEccDblFast,
      kServiceZpEccMulFast, kServiceZpEcDsaGenerateFast, kServiceZpEcDsaVerifyFast,
      kServiceZpEcConvProjToAffine, 0, 0, 0, 0, 0, 0, 0, 0, 0, kServiceRng};
  return entry < kEntryCount ? kTable[entry] : 0;
}

std::string Hex(uint32_t value) {
  char text[16];
  std::snprintf(text, sizeof text, "0x%X", value);
  return text;
}

}  // namespace

Cpkcl::Cpkcl(uint64_t jump_table_base) : jump_table_base_(jump_table_base) {
  // A fixed starting state, so a simulation's random numbers repeat.
  static const char kSeed[] = "mcucrypt sam4c cpkcl model rng";
  unsigned length = 0;
  EVP_Digest(kSeed, sizeof kSeed - 1, rng_state_.data(), &length, EVP_sha256(), nullptr);
}

std::vector<Peripheral::TimingNote> Cpkcl::TimingNotes() const {
  const auto scale = [](uint64_t permille) {
    return std::to_string(permille / 1000) + "." + std::to_string(permille % 1000 / 100) +
           std::to_string(permille % 100 / 10) + std::to_string(permille % 10);
  };
  return {
      {"ExpMod, CRT: (b + m + 2) x M x " + scale(kExpScale) +
           " cycles (b exponent bits, m multiplications: b for REGULARRSA, b / w + 2^(w-1) for "
           "FASTRSA; M = w^2 + 4w + 40 for w modulus words)",
       "fitted to the seed's RSA (2048 bits) Signature Generation (Hardware) 73.3 ms through "
       "the driver (mcu_modexp_cpkcc), less the software's share of mcucrypt's signature "
       "(64.5 ms at 120 MHz: blinding, its inverse, CRT, the check; measured with two scales)",
       "Signature|RSA (2048 bits)|SIGNATURE_GENERATION"},
      {"ZpEccMulFast: 20 x k x M x " + scale(kEccScale) +
           " cycles (k scalar bits); ZpEcConvProjToAffine (8 x bytes + 6) x M x " +
           scale(kEccScale) + "; ZpEcPointIsOnCurve 8 x M x " + scale(kEccScale),
       "fitted to the seed's ECDH (secp256r1) Shared Secret Computation (Hardware) 33.0 ms "
       "through the driver (mcu_p256_mul_cpkcc), less the software's share (0.3 ms: the peer "
       "key's and the result's checks; measured with two scales)",
       "EC Key Exchange|ECDH (secp256r1)|SHARED_SECRET"},
      {"RedMod SETUP 4 x w^2 + 400 cycles; every call 200 more",
       "assumption: the datasheet gives no CPKCL timing", ""},
  };
}

uint32_t Cpkcl::OnCall(size_t entry, const uint32_t args[4], uint64_t* cycles) {
  bn::Ctx ctx(BN_CTX_new());
  Call call(bus(), args[0], ctx.get());
  call.AddCycles(kCallCycles);
  const uint8_t service = call.U1(header::kService);
  const uint8_t expected = ExpectedService(entry);
  if (fault_ == Fault::kHang && !call.failed()) {
    // The service never starts: u2Status keeps the caller's "not started".
    diagnostic_ = "injected fault: hang";
    *cycles = call.cycles();
    return kComputationNotStarted;
  }
  if (call.failed()) {
    // The block is unreadable: nothing more can be reported in it.
  } else if (expected == 0) {
    call.Fail(kUnknownService, "entry " + std::to_string(entry) +
                                   " is a GF(2^n) service or outside the table: not modelled");
  } else if (fault_ == Fault::kError) {
    call.Fail(kHardwareIssue, "injected fault: error");
  } else if (service != expected) {
    call.Fail(kUnknownService, "u1Service " + Hex(service) + " does not match entry " +
                                   std::to_string(entry) + " (expects " + Hex(expected) + ")");
  } else {
    switch (entry) {
      case kEntryNop: break;
      case kEntrySelfTest: SelfTest(call); break;
      case kEntryFmult: Fmult(call); break;
      case kEntrySmult: Smult(call); break;
      case kEntrySquare: Square(call); break;
      case kEntryRedMod: RedMod(call); break;
      case kEntryExpMod: ExpMod(call); break;
      case kEntryCrt: Crt(call); break;
      case kEntryZpEcPointIsOnCurve: ZpEcPointIsOnCurve(call); break;
      case kEntryZpEccMulFast: ZpEccMulFast(call); break;
      case kEntryZpEcDsaGenerateFast: ZpEcDsaGenerateFast(call); break;
      case kEntryZpEcDsaVerifyFast: ZpEcDsaVerifyFast(call); break;
      case kEntryZpEcConvProjToAffine: ZpEcConvProjToAffine(call); break;
      case kEntryRng: Rng(call, &rng_state_); break;
      default: call.Fail(kUnknownService, "service " + Hex(service) + " is not modelled");
    }
  }
  const bool setup = entry == kEntryRedMod && (call.option() & 0x0F00) == kRedModSetup;
  if (fault_ == Fault::kWrongResult && !call.failed() && call.wrote() && !setup) {
    uint8_t byte = 0;
    const uint64_t at = kNearBase + call.first_write();
    if (bus()->Read(at, &byte, 1)) {
      byte ^= 1;
      bus()->Write(at, &byte, 1);
    }
  }
  call.SetU2(header::kStatus, call.status());
  diagnostic_ = call.diagnostic();
  *cycles = call.cycles();
  return call.status();
}

namespace cpkcl {

bool Call::BlockAccess(uint32_t offset, void* data, size_t length, bool write) {
  const uint64_t address = uint64_t{block_} + offset;
  const bool ok = bus_ != nullptr && (write ? bus_->Write(address, data, length)
                                            : bus_->Read(address, data, length));
  if (!ok) Fail(kParamNotInRam, "parameter block at " + Hex(block_) + " is not in RAM");
  return ok;
}

uint8_t Call::U1(uint32_t offset) {
  uint8_t value = 0;
  BlockAccess(offset, &value, 1, false);
  return value;
}

uint16_t Call::U2(uint32_t offset) {
  uint8_t b[2] = {0, 0};
  BlockAccess(offset, b, 2, false);
  return static_cast<uint16_t>(b[0] | b[1] << 8);
}

uint32_t Call::U4(uint32_t offset) {
  uint8_t b[4] = {0, 0, 0, 0};
  BlockAccess(offset, b, 4, false);
  return uint32_t{b[0]} | uint32_t{b[1]} << 8 | uint32_t{b[2]} << 16 | uint32_t{b[3]} << 24;
}

void Call::SetU1(uint32_t offset, uint8_t value) { BlockAccess(offset, &value, 1, true); }

void Call::SetU2(uint32_t offset, uint16_t value) {
  uint8_t b[2] = {static_cast<uint8_t>(value), static_cast<uint8_t>(value >> 8)};
  BlockAccess(offset, b, 2, true);
}

void Call::SetU4(uint32_t offset, uint32_t value) {
  uint8_t b[4];
  for (int i = 0; i < 4; ++i) b[i] = static_cast<uint8_t>(value >> (8 * i));
  BlockAccess(offset, b, 4, true);
}

bool Call::CheckArea(uint32_t near, size_t length, const char* what) {
  const uint64_t far = kNearBase + near;
  if (far < kCryptoRamBase || far + length > kCryptoRamBase + kCryptoRamSize) {
    Fail(kParamNotInCpkccRam, std::string(what) + " at near " + Hex(near) + " (" +
                                  std::to_string(length) + " bytes) is outside crypto RAM");
    return false;
  }
  return true;
}

bool Call::ReadBytes(uint32_t near, size_t length, const char* what,
                     std::vector<uint8_t>* bytes) {
  return ReadFar(static_cast<uint32_t>(kNearBase + near), length, true, what, bytes);
}

bool Call::WriteBytes(uint32_t near, const std::vector<uint8_t>& bytes, const char* what) {
  if (!CheckArea(near, bytes.size(), what)) return false;
  if (!bus_->Write(kNearBase + near, bytes.data(), bytes.size())) {
    Fail(kHardwareIssue, "crypto RAM is not mapped on the simulator's bus");
    return false;
  }
  if (!wrote_ && !bytes.empty()) {
    wrote_ = true;
    first_write_ = near;
  }
  return true;
}

bool Call::Read(uint32_t near, size_t length, const char* what, bn::Bn* value) {
  std::vector<uint8_t> bytes;
  if (!ReadBytes(near, length, what, &bytes)) return false;
  *value = bn::FromLe(bytes.data(), bytes.size());
  return true;
}

bool Call::Write(uint32_t near, const BIGNUM* value, size_t length, const char* what) {
  std::vector<uint8_t> bytes;
  if (!bn::ToLe(value, length, &bytes)) {
    Fail(kError, std::string(what) + " does not fit its area (model bug)");
    return false;
  }
  return WriteBytes(near, bytes, what);
}

bool Call::ReadFar(uint32_t far, size_t length, bool in_crypto_ram, const char* what,
                   std::vector<uint8_t>* bytes) {
  if (in_crypto_ram) {
    if (far < kNearBase || far - kNearBase > 0xFFFF) {
      Fail(kParamNotInCpkccRam, std::string(what) + " at " + Hex(far) + " is outside crypto RAM");
      return false;
    }
    if (!CheckArea(static_cast<uint32_t>(far - kNearBase), length, what)) return false;
  }
  bytes->assign(length, 0);
  if (!bus_->Read(far, bytes->data(), length)) {
    Fail(in_crypto_ram ? kHardwareIssue : kParamNotInRam,
         std::string(what) + " at " + Hex(far) + " is not readable");
    return false;
  }
  return true;
}

bool Call::CheckLength(uint32_t length, const char* what) {
  if (length == 0 || length % 4 != 0 || length > kCryptoRamSize) {
    Fail(kParamWrongLength, std::string(what) + " = " + std::to_string(length) +
                                " is not a non-zero multiple of 4 within crypto RAM");
    return false;
  }
  return true;
}

bool Call::CheckCns(uint32_t cns_near, const BIGNUM* modulus, size_t mod_length) {
  bn::Bn cns;
  if (!Read(cns_near, mod_length + 8, "Cns", &cns)) return false;
  if (BN_cmp(cns.get(), ReductionConstant(modulus, mod_length, ctx_).get()) != 0) {
    Fail(kError, "Cns does not hold RedMod SETUP's constant for this modulus (SETUP skipped?)");
    return false;
  }
  return true;
}

void Call::Fail(uint16_t status, std::string why) {
  if (status_ != kOk) return;
  status_ = status;
  diagnostic_ = std::move(why);
}

bn::Bn ReductionConstant(const BIGNUM* modulus, size_t mod_length, BN_CTX* ctx) {
  bn::Bn power = bn::New(), quotient = bn::New();
  BN_set_bit(power.get(), static_cast<int>(16 * mod_length + 32));
  BN_div(quotient.get(), nullptr, power.get(), modulus, ctx);
  return quotient;
}

uint64_t ModMulCycles(size_t mod_length) {
  const uint64_t w = mod_length / 4;
  return w * w + 4 * w + 40;
}

}  // namespace cpkcl
}  // namespace sim::sam4c
