#include "tools/sim/models/k66/mmcau.h"

#include "tools/sim/models/k66/aes_primitives.h"
#include "tools/sim/models/k66/des_primitives.h"
#include "tools/sim/models/k66/mmcau_cycles.h"

namespace sim::k66 {
namespace {

// Opcodes: command bits 8:4 (accelerators.md §1.4).
enum Opcode : unsigned {
  kCnop = 0x00, kLdr = 0x01, kStr = 0x02, kAdr = 0x03, kRadr = 0x04, kAdra = 0x05,
  kXor = 0x06, kRotl = 0x07, kMvra = 0x08, kMvar = 0x09, kAess = 0x0A, kAesis = 0x0B,
  kAesc = 0x0C, kAesic = 0x0D, kAesr = 0x0E, kAesir = 0x0F, kDesr = 0x10, kDesk = 0x11,
  kHash = 0x12, kShs = 0x13, kMds = 0x14, kShs2 = 0x15, kIll = 0x1F,
};

// Flags in the operand bits of DESR and DESK.
constexpr unsigned kDesrInitialPermutation = 8;
constexpr unsigned kDesrFinalPermutation = 4;
constexpr unsigned kDesrShiftMask = 3;  // KSL1 = 0, KSL2 = 1, KSR1 = 2, KSR2 = 3
constexpr unsigned kDeskDecrypt = 1;
constexpr unsigned kDeskCheckParity = 2;

constexpr uint64_t kDirectEnd = 0x040;
constexpr uint64_t kIndirectBase = 0x800;
constexpr uint32_t kCasrWritable = Mmcau::kCasrIllegalCommand | Mmcau::kCasrParityError;

// The direct word's three command slots: valid bit and position (§1.3).
struct Slot {
  uint32_t valid;
  unsigned shift;
};
constexpr Slot kDirectSlots[3] = {{1u << 31, 22}, {1u << 20, 11}, {1u << 9, 0}};

uint32_t Rotl(uint32_t x, unsigned n) {
  n &= 31;
  return n == 0 ? x : (x << n) | (x >> (32 - n));
}
uint32_t Rotr(uint32_t x, unsigned n) { return Rotl(x, 32 - (n & 31)); }

uint32_t ByteReverse(uint32_t x) { return __builtin_bswap32(x); }

uint32_t Choose(uint32_t x, uint32_t y, uint32_t z) { return (x & y) ^ (~x & z); }
uint32_t Majority(uint32_t x, uint32_t y, uint32_t z) { return (x & y) ^ (x & z) ^ (y & z); }

bool TakesDataOperand(unsigned opcode) {
  switch (opcode) {
    case kLdr: case kStr: case kAdr: case kRadr: case kXor: case kRotl: case kAesc: case kAesic:
      return true;
    default:
      return false;
  }
}

bool TakesRegister(unsigned opcode) {
  return TakesDataOperand(opcode) || opcode == kAdra || opcode == kMvra || opcode == kMvar ||
         opcode == kAess || opcode == kAesis;
}

// Splits an indirect-space offset into its command; false for offsets that
// name no register of the commands MK66's CAU_Type declares.
bool DecodeIndirect(uint64_t offset, uint32_t* command) {
  if (offset < kIndirectBase || offset >= Mmcau::kSize) return false;
  *command = static_cast<uint32_t>((offset - kIndirectBase) >> 2);
  const unsigned opcode = *command >> 4;
  if ((*command & 0xF) >= Mmcau::kRegisterCount) return false;
  return TakesDataOperand(opcode);
}

bool IsWordAccess(uint64_t offset, unsigned width) { return width == 4 && offset % 4 == 0; }

}  // namespace

Mmcau::Mmcau() { Reset(); }

void Mmcau::Reset() {
  for (uint32_t& r : registers_) r = 0;
  registers_[kCasr] = kCasrResetValue;
  stall_cycles_ = 0;
}

bool Mmcau::InjectFault(Fault fault) {
  if (fault == Fault::kHang) return false;  // see mmcau.h
  fault_ = fault;
  return true;
}

uint64_t Mmcau::TakeStallCycles() {
  const uint64_t cycles = stall_cycles_;
  stall_cycles_ = 0;
  return cycles;
}

Access Mmcau::Read(uint64_t offset, unsigned width, uint32_t* value) {
  *value = 0;
  uint32_t command = 0;
  if (!IsWordAccess(offset, width) || !DecodeIndirect(offset, &command) ||
      (command >> 4) != kStr) {
    return Access::kBusError;
  }
  stall_cycles_ += kMmcauCommandCycles[kStr];
  *value = registers_[command & 0xF];
  if (fault_ == Fault::kWrongResult && (command & 0xF) != kCasr) *value ^= 1u;
  return Access::kOk;
}

Access Mmcau::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (!IsWordAccess(offset, width)) return Access::kBusError;
  if (offset < kDirectEnd) {
    ExecuteDirectWord(value);
    return Access::kOk;
  }
  uint32_t command = 0;
  if (!DecodeIndirect(offset, &command) || (command >> 4) == kStr) return Access::kBusError;
  Execute(command, &value);
  return Access::kOk;
}

void Mmcau::ExecuteDirectWord(uint32_t word) {
  for (const Slot& slot : kDirectSlots) {
    if (word & slot.valid) Execute((word >> slot.shift) & 0x1FF, nullptr);
  }
}

void Mmcau::SetRegister(unsigned index, uint32_t value) {
  if (index == kCasr) {
    registers_[kCasr] = (registers_[kCasr] & ~kCasrWritable) | (value & kCasrWritable);
  } else {
    registers_[index] = value;
  }
}

void Mmcau::Execute(uint32_t command, const uint32_t* operand) {
  ExecuteCommand(command, operand);
  if (fault_ == Fault::kError) FlagIllegal();
}

void Mmcau::ExecuteCommand(uint32_t command, const uint32_t* operand) {
  const unsigned opcode = command >> 4;
  const unsigned arg = command & 0xF;
  stall_cycles_ += kMmcauCommandCycles[opcode];

  if ((TakesDataOperand(opcode) && operand == nullptr) ||
      (TakesRegister(opcode) && arg >= kRegisterCount)) {
    FlagIllegal();
    return;
  }
  const uint32_t reg = TakesRegister(opcode) ? registers_[arg] : 0;
  switch (opcode) {
    case kCnop: break;
    case kLdr: SetRegister(arg, *operand); break;
    case kAdr: SetRegister(arg, reg + *operand); break;
    case kRadr: SetRegister(arg, reg + ByteReverse(*operand)); break;
    case kXor: SetRegister(arg, reg ^ *operand); break;
    case kRotl: SetRegister(arg, Rotl(reg, *operand)); break;
    case kAdra: Caa() += reg; break;
    case kMvra: Caa() = reg; break;
    case kMvar: SetRegister(arg, Caa()); break;
    case kAess: SetRegister(arg, aes::SubWord(reg)); break;
    case kAesis: SetRegister(arg, aes::InvSubWord(reg)); break;
    // AES round key goes in after MixColumns when encrypting and before
    // InvMixColumns when decrypting: the library's decrypt uses the
    // unmodified encryption key schedule (§1.5).
    case kAesc: SetRegister(arg, aes::MixColumn(reg) ^ *operand); break;
    case kAesic: SetRegister(arg, aes::InvMixColumn(reg ^ *operand)); break;
    case kAesr: ExecuteAesRows(false); break;
    case kAesir: ExecuteAesRows(true); break;
    case kDesr: ExecuteDesRound(arg); break;
    case kDesk: ExecuteDesKey(arg); break;
    case kHash: ExecuteHash(arg); break;
    case kShs: {  // SHA-1 register shift; CAA already holds the new a
      const uint32_t new_a = Caa();
      Caa() = Rotl(new_a, 5);
      Ca(4) = Ca(3);
      Ca(3) = Ca(2);
      Ca(2) = Rotl(Ca(1), 30);
      Ca(1) = Ca(0);
      Ca(0) = new_a;
      break;
    }
    case kMds: {  // MD5 role rotation (a, b, c, d) <- (d, new b, b, c)
      const uint32_t new_b = Caa();
      Caa() = Ca(3);
      Ca(3) = Ca(2);
      Ca(2) = Ca(1);
      Ca(1) = new_b;
      break;
    }
    case kShs2: {  // SHA-256 register shift; CA8 holds T1, CAA T1 + T2
      for (unsigned n = 7; n > 0; --n) Ca(n) = Ca(n - 1);
      Ca(4) += Ca(8);  // e = d + T1 (Ca(4) now holds the old d)
      Ca(0) = Caa();
      break;
    }
    default:  // ILL and the undefined opcodes
      FlagIllegal();
      break;
  }
}

void Mmcau::ExecuteAesRows(bool inverse) {
  uint32_t columns[4] = {Ca(0), Ca(1), Ca(2), Ca(3)};
  if (inverse) {
    aes::InvShiftRows(columns);
  } else {
    aes::ShiftRows(columns);
  }
  for (unsigned n = 0; n < 4; ++n) Ca(n) = columns[n];
}

void Mmcau::ExecuteDesKey(unsigned flags) {
  const uint64_t key = (uint64_t{Ca(0)} << 32) | Ca(1);
  if (flags & kDeskCheckParity) {
    registers_[kCasr] &= ~kCasrParityError;
    if (!des::HasOddParity(key)) registers_[kCasr] |= kCasrParityError;
  }
  uint32_t c = 0;
  uint32_t d = 0;
  des::PermutedChoice1(key, &c, &d);
  // Encryption's round 1 uses C1, D1 (one left shift); decryption's round 1
  // uses K16 = PC-2(C0, D0), so no shift.
  if (!(flags & kDeskDecrypt)) {
    c = des::RotateLeft28(c, 1);
    d = des::RotateLeft28(d, 1);
  }
  Ca(0) = c << 4;
  Ca(1) = d << 4;
}

void Mmcau::ExecuteDesRound(unsigned flags) {
  uint32_t c = Ca(0) >> 4;
  uint32_t d = Ca(1) >> 4;
  uint64_t block = (uint64_t{Ca(2)} << 32) | Ca(3);
  if (flags & kDesrInitialPermutation) block = des::InitialPermutation(block);

  const uint32_t left = static_cast<uint32_t>(block >> 32);
  const uint32_t right = static_cast<uint32_t>(block);
  const uint32_t new_right = left ^ des::CipherFunction(right, des::PermutedChoice2(c, d));
  if (flags & kDesrFinalPermutation) {
    // Round 16 output is R16 L16 (no swap), then IP^-1.
    block = des::FinalPermutation((uint64_t{new_right} << 32) | right);
  } else {
    block = (uint64_t{right} << 32) | new_right;
  }
  Ca(2) = static_cast<uint32_t>(block >> 32);
  Ca(3) = static_cast<uint32_t>(block);

  // The shift prepares the next round's key.
  switch (flags & kDesrShiftMask) {
    case 0: c = des::RotateLeft28(c, 1); d = des::RotateLeft28(d, 1); break;
    case 1: c = des::RotateLeft28(c, 2); d = des::RotateLeft28(d, 2); break;
    case 2: c = des::RotateRight28(c, 1); d = des::RotateRight28(d, 1); break;
    default: c = des::RotateRight28(c, 2); d = des::RotateRight28(d, 2); break;
  }
  Ca(0) = c << 4;
  Ca(1) = d << 4;
}

void Mmcau::ExecuteHash(unsigned function) {
  const uint32_t b = Ca(1), c = Ca(2), d = Ca(3);
  uint32_t term = 0;
  switch (function) {
    case 0: term = (b & c) | (~b & d); break;                  // HFF: MD5 F
    case 1: term = (b & d) | (c & ~d); break;                  // HFG: MD5 G
    case 2: term = b ^ c ^ d; break;                           // HFH / HFP: MD5 H, SHA-1 Parity
    case 3: term = c ^ (b | ~d); break;                        // HFI: MD5 I
    case 4: term = Choose(b, c, d); break;                     // HFC: SHA-1 Ch
    case 5: term = Majority(b, c, d); break;                   // HFM: SHA-1 Maj
    case 6: term = Choose(Ca(4), Ca(5), Ca(6)); break;         // HF2C: Ch(e, f, g)
    case 7: term = Majority(Ca(0), Ca(1), Ca(2)); break;       // HF2M: Maj(a, b, c)
    case 8: {                                                  // HF2S: Sigma0(a)
      const uint32_t a = Ca(0);
      term = Rotr(a, 2) ^ Rotr(a, 13) ^ Rotr(a, 22);
      break;
    }
    case 9: {                                                  // HF2T: Sigma1(e)
      const uint32_t e = Ca(4);
      term = Rotr(e, 6) ^ Rotr(e, 11) ^ Rotr(e, 25);
      break;
    }
    case 10: {                                                 // HF2U: sigma0(w[i-15])
      const uint32_t w = Ca(8);
      term = Rotr(w, 7) ^ Rotr(w, 18) ^ (w >> 3);
      break;
    }
    case 11: {                                                 // HF2V: sigma1(w[i-2])
      const uint32_t w = Ca(8);
      term = Rotr(w, 17) ^ Rotr(w, 19) ^ (w >> 10);
      break;
    }
    default:
      FlagIllegal();
      return;
  }
  Caa() += term;
}

}  // namespace sim::k66
