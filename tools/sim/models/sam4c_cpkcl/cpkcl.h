// Behavioural model of the SAM4C's CPKCL, the public-key library in the
// CPKCC coprocessor's ROM. Firmware never programs CPKCC registers: it fills
// a CPKCL_PARAM block and calls a ROM entry point; the simulator turns that
// call into OnCall(entry, {r0 = block address, ...}, &cycles).
//
// Facts come from docs/accelerators.md §3.4; the block layouts below are
// those of Microchip's CPKCL headers for the "44163" part (same library
// family). [assumption] marks this model's choices where no source gave the
// SAM4C behaviour; each lives here so a reading of the real datasheet
// corrects it in one place. The SAM4C driver and the SDK use these constants.
//
// Memory:
//   Crypto RAM 0x20191000..0x20191FFF (kCryptoRamBase/Size). The size is an
//   [assumption] (the 44163 part has 4 KiB); it fits RSA-4096: ExpMod with
//   window 1 and the exponent in crypto RAM needs N (516) + Cns (524) +
//   X (512 + 16) + exponent (4 + 512) + precomputation (3·516 + 8) = 3640
//   bytes. The simulator maps it as plain RAM; the model reads and writes it
//   through bus(). Near pointers are 16-bit: far = 0x20190000 + near, so
//   only near 0x1000..0x1FFF is crypto RAM; an operand outside it fails
//   with kParamNotInCpkccRam.
//   Jump table [assumption; SAM4C's address is a GAP]: kEntryCount 4-byte
//   entries from the jump-table base (the board description's CPKCL), in the order
//   of §3.4. As on the 44163 part, entry i is code: firmware calls
//   (base + 4·i) | 1 (Thumb), and EntryAddress(i) is that address
//   without the Thumb bit.
//
// Calling convention: vCPKCL_Process sets u1Service and u2Status =
// kComputationNotStarted, then calls the entry. The model checks u1Service
// against the entry (kUnknownService if they differ, or if the entry's
// service is not modelled), runs the service, writes u2Status (and
// Specific's CarryOut/Zero for Fmult/Smult/Square) and returns u2Status in
// r0 (the ROM function is void; firmware must read u2Status).
//
// Operands are little-endian byte arrays, each followed by a 4-byte zero pad
// (a modulus of u2ModLength bytes occupies u2ModLength + 4). Every length
// must be a non-zero multiple of 4 (kParamWrongLength).
//
// Services modelled (their fields: the offset namespaces below):
//   SelfTest  writes u4Version = kVersion [assumption, GAP], u4PKCCVersion =
//             kPkccVersion [assumption], CheckNum1/2 = 0x6E70DDD2/0x25C8D64F,
//             u1Step = 3.
//   Fmult     R = X·Y (+/- Z) + carry term, R and Z of XLength + YLength
//             bytes, no modular reduction: u2ModLength must be 0, the only
//             form the drivers use (else kUnexploitableOptions). Carry
//             option (u2Option bits 7:2) and Specific.CarryIn as in the
//             headers: ADD_CARRY +c, SUB_CARRY -c, ADD_1_PLUS_CARRY 1+c,
//             ADD_1_MINUS_CARRY 1-c, with FORCE_CARRYIN/NOCARRYIN fixing c
//             [inferred]. Overflow/borrow set CarryOut; R = 0 sets Zero.
//   Smult     R (u2RLength) = X·u4MulValue (+/- Z) + carry term.
//   Square    R (2·XLength) = X² (+/- Z) + carry term.
//   RedMod    SETUP writes Cns = floor(2^(16·len + 32) / N) in len + 8 bytes
//             (checked against every Cns constant in Microchip's CPKCL
//             driver tables); REDUCTION (USING_DIVISION or USING_FASTRED)
//             R = X mod N with X of 2·len + 8 bytes; NORMALIZE R = X mod N
//             with X of len + 4 bytes; R gets len + 4 bytes. (Drivers reserve
//             len + 12 bytes for Cns; SETUP writes len + 8.)
//   ExpMod    X = X^E mod N in place (X: len bytes in, len + 4 written; the
//             area must hold len + 16 bytes); N odd, else kMalformedModulus.
//             E is u2ExpLength bytes after a 4-byte zero word at pfu1ExpBase, a far
//             pointer into crypto RAM (option EXPINPKCCRAM) or any RAM.
//             Options REGULARRSA or FASTRSA with WINDOWSIZE_1..4; u1Blinding
//             is accepted and changes nothing. The precomputation area must
//             fit (2^(w-1) + 2)·(len + 4) + 8 bytes of crypto RAM [assumption].
//   CRT       ModBase holds Q then P (len + 4 each); X holds C (2·len bytes)
//             and receives M = C^D mod PQ (2·len bytes); pfu1ExpBase holds
//             [0 word, DQ, 0 word, DP] (u2ExpLength each); PrecompBase holds
//             R = Q^-1 mod P (len + 4) then 3·(len + 4) + max(64, len + 4) + 8
//             bytes of workspace.
//   ZpEcPointIsOnCurve, ZpEccMulFast, ZpEcDsaGenerateFast,
//   ZpEcDsaVerifyFast, ZpEcConvProjToAffine: curve y² = x³ + ax + b mod P,
//             points as X, Y, Z (len + 4 each) in Jacobian coordinates
//             (x = X/Z², y = Y/Z³) [assumption]. b is not a parameter of the
//             multiply and ECDSA services: the model derives it from the
//             input point (b = y² - x³ - ax). ZpEccMulFast writes its result
//             with Z = 2, not 1 [assumption: real results are projective], so
//             a driver must call ZpEcConvProjToAffine (which leaves Z = 1).
//             A result at infinity is written (1, 1, 0) with the warning
//             kPointAtInfinity. ECDSA: N at OrderPointBase, D, K, H of
//             u2ScalarLength (+ 4) bytes; H is the hash already truncated to
//             the order's byte length and byte-reversed, used mod N. Generate
//             writes R at PointABase and S at PointABase + u2ScalarLength + 4;
//             K = 0 mod N or r = 0 or s = 0 gives kWrongSelectNumber
//             [inferred from its name]. Verify reads R, S from PointSignature
//             and answers kOk or kWrongSignature (also for r, s outside
//             [1, N-1] or a public key off the curve).
//   Rng       [assumption: the library's FIPS 186 generator is not modelled]
//             SEED mixes XKEY (u2XKeyLength bytes) into a SHA-256 state, GET
//             writes u2RLength bytes derived from it at RBase. The state
//             starts from a fixed value, so simulations repeat exactly.
//   NOP       does nothing, kOk.
// Services that use Cns (RedMod FASTRED, ExpMod, the Zp services) first
// check that Cns holds the SETUP value for this modulus: the real library
// would silently compute garbage; the model answers kError with a
// diagnostic, to catch a driver that skipped SETUP.
// Faults a driver test arms (mcucrypt:fault "sam4c_cpkcl <kind>"), for every
// later call until "none": hang leaves u2Status at kComputationNotStarted
// (the call returns, the service never ran: the status never leaves "not
// started"); error answers kHardwareIssue without computing; wrong runs the
// service, then flips bit 0 of the first operand it wrote (the result:
// ExpMod's X, a point's X; RedMod SETUP's Cns is left alone, so the fault
// shows in the result rather than as a Cns mismatch).
// Not modelled (kUnknownService): Fill, Swap, FastCopy, CondCopy,
// ClearFlags, Comp, Div, GCD, PrimeGen, ZpEcRandomiseCoordinate,
// ZpEcConvAffineToProjective, ZpEccAddFast, ZpEccDblFast, all GF(2^n).
// Workspaces are checked to lie in crypto RAM (sizes from the drivers'
// layouts) but not written; overlapping operands are not detected.
//
// Cycle cost [assumption; timing is a GAP], in core cycles: every call costs
// 200, plus, with w = u2ModLength / 4 words and M = w² + 4·w + 40 (one
// modular multiplication):
//   SelfTest 5000   NOP 0   Rng 100 + 50·(u2RLength / 4)
//   Fmult x·y + 2·(x + y) + 40 (x, y = operand words); Square likewise with
//   y = x; Smult 2·x + 40
//   RedMod SETUP 4·w² + 400, REDUCTION 4·w² + 100 (division) or 2·M
//   (fast), NORMALIZE 2·w + 40
//   ExpMod (b + m + 2)·M with b = 8·u2ExpLength, m = b for REGULARRSA, else
//   b / window + 2^(window - 1); CRT twice that at the prime's length + 4·M
//   ZpEccMulFast 20·k·M (k = 8·u2KLength); ZpEcConvProjToAffine
//   (8·len + 6)·M; ZpEcPointIsOnCurve 8·M; ZpEcDsaGenerateFast
//   (22·s + 10)·M and ZpEcDsaVerifyFast (42·s + 12)·M (s = 8·u2ScalarLength)
//   A call refused before computing (bad service, pointer, length) costs 200.
//   Each class's multiplications are then scaled, fitted to one seed
//   Hardware cell each (kExpScale, kEccScale below; TimingNotes() names the
//   cells): ExpMod and CRT (the modular exponentiation class), the Zp
//   services (the ECC class). RedMod, the multipliers, SelfTest and Rng keep
//   the costs above.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_CPKCL_CPKCL_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_CPKCL_CPKCL_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "tools/sim/peripheral.h"

namespace sim::sam4c {

namespace cpkcl {

inline constexpr uint64_t kRomBase = 0x20180000;
inline constexpr uint64_t kCryptoRamBase = 0x20191000;
inline constexpr uint64_t kCryptoRamSize = 0x1000;      // [assumption]
inline constexpr uint64_t kNearBase = 0x20190000;       // far = kNearBase + near
inline constexpr uint16_t ToNear(uint32_t far) { return static_cast<uint16_t>(far); }

// Fitted scales of the two operation classes' costs, in thousandths.
inline constexpr uint64_t kExpScale = 189;  // ExpMod, CRT: fitted to RSA (2048 bits) signing
inline constexpr uint64_t kEccScale = 5359;  // the Zp services: fitted to ECDH (secp256r1)

// SelfTest answers.
inline constexpr uint32_t kVersion = 0x00000001;      // [assumption] CPKCL_VERSION is a GAP
inline constexpr uint32_t kPkccVersion = 0x00000001;  // [assumption]
inline constexpr uint32_t kCheckNum1 = 0x6E70DDD2;
inline constexpr uint32_t kCheckNum2 = 0x25C8D64F;
inline constexpr uint8_t kSelfTestStep = 0x03;

// Jump-table entries, in table order (entry i at the base + 4·i).
enum Entry : size_t {
  kEntryNop, kEntrySelfTest, kEntryFill, kEntrySwap, kEntryFastCopy, kEntryCondCopy,
  kEntryClearFlags, kEntryComp, kEntryFmult, kEntrySmult, kEntrySquare, kEntryDiv,
  kEntryRedMod, kEntryExpMod, kEntryCrt, kEntryGcd, kEntryPrimeGen,
  kEntryZpEcPointIsOnCurve, kEntryZpEcRandomiseCoordinate, kEntryZpEcConvAffineToProjective,
  kEntryZpEccAddFast, kEntryZpEccDblFast, kEntryZpEccMulFast, kEntryZpEcDsaGenerateFast,
  kEntryZpEcDsaVerifyFast, kEntryZpEcConvProjToAffine,
  kEntryGf2nFirst,  // nine GF(2^n) entries, 0x68..0x88
  kEntryRng = kEntryGf2nFirst + 9,
  kEntryCount,
};

// u1Service codes.
enum Service : uint8_t {
  kServiceSelfTest = 0xA0, kServiceRng = 0xA1, kServiceSmult = 0xA2, kServiceComp = 0xA3,
  kServiceFmult = 0xA4, kServiceSquare = 0xA5, kServiceSwap = 0xA6, kServiceFastCopy = 0xA7,
  kServiceCondCopy = 0xA8, kServiceClearFlags = 0xA9, kServiceFill = 0xAA, kServiceNop = 0xAB,
  kServiceDiv = 0xC0, kServiceCrt = 0xC1, kServicePrimeGen = 0xC2, kServiceExpMod = 0xC3,
  kServiceGcd = 0xC4, kServiceRedMod = 0xC5, kServiceZpEcRandomiseCoordinate = 0xE0,
  kServiceZpEcDsaVerifyFast = 0xE2, kServiceZpEccDblFast = 0xE3, kServiceZpEccMulFast = 0xE8,
  kServiceZpEcConvAffineToProjective = 0xE9, kServiceZpEcDsaGenerateFast = 0xEA,
  kServiceZpEccAddFast = 0xEB, kServiceZpEcPointIsOnCurve = 0xEC,
  kServiceZpEcConvProjToAffine = 0xED,
};

// u2Status codes.
enum Status : uint16_t {
  kOk = 0x0000,
  kComputationNotStarted = 0xC001, kUnknownService = 0xC002, kUnexploitableOptions = 0xC003,
  kHardwareIssue = 0xC004, kError = 0xC007, kParamNotInCpkccRam = 0xC011,
  kParamNotInRam = 0xC012, kParamWrongLength = 0xC014, kMalformedModulus = 0xC102,
  kPointAtInfinity = 0x8001, kWrongSignature = 0x8002, kWrongSelectNumber = 0x8003,
  kPointIsNotOnCurve = 0x8004,
};

// Header (16 bytes) and Specific flags.
namespace header {
inline constexpr uint32_t kService = 0, kSubService = 1, kOption = 2, kSpecific = 4, kStatus = 8;
inline constexpr uint32_t kSize = 16;
}  // namespace header
inline constexpr uint32_t kSpecificCarryIn = 1u << 0, kSpecificCarryOut = 1u << 1,
                          kSpecificZero = 1u << 2, kSpecificGf2n = 1u << 3;

// Per-service fields: byte offsets from the start of the block (16 + the
// offset inside the service's struct). nu1 and u2 fields are 16-bit, u4 and
// far pointers 32-bit, all little-endian.
namespace fmult {
inline constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kXBase = 22,
                          kYBase = 24, kZBase = 26, kRBase = 28, kXLength = 30, kYLength = 32;
}
namespace smult {
inline constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kXBase = 22,
                          kRLength = 24, kZBase = 26, kRBase = 28, kXLength = 30,
                          kMulValue = 32;
}
namespace square {
inline constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kXBase = 22,
                          kZBase = 26, kRBase = 28, kXLength = 32;
}
namespace redmod {
inline constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kRBase = 22,
                          kXBase = 28;
}
namespace expmod {
inline constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kXBase = 22,
                          kPrecompBase = 24, kExpLength = 26, kExpBase = 28, kBlinding = 32;
}
namespace crt {
inline constexpr uint32_t kModBase = 16, kModLength = 20, kXBase = 22, kPrecompBase = 24,
                          kExpLength = 26, kExpBase = 28, kBlinding = 32;
}
namespace zpeccmul {
inline constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kPointBase = 22,
                          kKBase = 24, kWorkspace = 26, kABase = 28, kKLength = 30;
}
namespace zpecdsa {  // ZpEcDsaGenerateFast and ZpEcDsaVerifyFast
inline constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kPointABase = 22,
                          kPrivateKey = 24, kScalarNumber = 26,  // generate
                          kPointPublicKey = 24, kPointSignature = 26,  // verify
                          kOrderPointBase = 28, kABase = 30, kWorkspace = 32, kHashBase = 34,
                          kScalarLength = 36;
}
namespace zpecconv {  // ZpEcConvProjToAffine
inline constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kPointABase = 22,
                          kWorkspace = 26;
}
namespace zpeconcurve {  // ZpEcPointIsOnCurve
inline constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kAParam = 22,
                          kBParam = 24, kPointBase = 26, kWorkspace = 28;
}
namespace selftest {
inline constexpr uint32_t kVersion = 16, kPkccVersion = 20, kCheckNum1 = 24, kCheckNum2 = 28,
                          kStep = 32;
}
namespace rng {
inline constexpr uint32_t kXKeyBase = 16, kWorkSpace = 18, kXKeyLength = 20, kXSeedBase = 22,
                          kWorkSpace2 = 24, kQBase = 26, kRBase = 28, kRLength = 30,
                          kX931Rounds = 32;
}

// u2Option values.
inline constexpr uint16_t kMultOnly = 1, kMultAdd = 2, kMultSub = 3;
inline constexpr uint16_t kCarryNone = 0x09 << 2, kAdd1 = 0x11 << 2, kSub1 = 0x12 << 2,
                          kAdd2 = 0x13 << 2;  // carry options, already shifted
inline constexpr uint16_t kRedModSetup = 0x0100, kRedModReduction = 0x0200,
                          kRedModNormalize = 0x0400, kRedModUsingDivision = 0x1000,
                          kRedModUsingFastRed = 0x2000;
inline constexpr uint16_t kExpModRegularRsa = 0x01, kExpModExpInCpkccRam = 0x02,
                          kExpModFastRsa = 0x04, kExpModWindow1 = 0x00, kExpModWindow2 = 0x08,
                          kExpModWindow3 = 0x10, kExpModWindow4 = 0x18;
inline constexpr uint16_t kRngSeed = 1, kRngGet = 2;

}  // namespace cpkcl

class Cpkcl : public RomService {
 public:
  // jump_table_base: where the board description puts the CPKCL ROM's table.
  explicit Cpkcl(uint64_t jump_table_base);

  std::string Name() const override { return "sam4c_cpkcl"; }
  size_t EntryCount() const override { return cpkcl::kEntryCount; }
  uint64_t EntryAddress(size_t i) const override { return jump_table_base_ + 4 * i; }
  uint32_t OnCall(size_t entry, const uint32_t args[4], uint64_t* cycles) override;
  std::vector<Peripheral::TimingNote> TimingNotes() const override;
  // Faults (see the header comment): kHang, kError, kWrongResult.
  bool InjectFault(Fault fault) override {
    fault_ = fault;
    return true;
  }

  // Why the last call did not answer kOk, for simulator reports.
  const std::string& diagnostic() const { return diagnostic_; }

 private:
  uint64_t jump_table_base_;
  std::string diagnostic_;
  std::array<uint8_t, 32> rng_state_;
  Fault fault_ = Fault::kNone;
};

}  // namespace sim::sam4c

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_CPKCL_CPKCL_H_
