#include "tools/sim/models/sam4c/pmc.h"

#include <cstdio>

namespace sim {
namespace sam4c {
namespace {

constexpr uint64_t kScer = 0x00, kScdr = 0x04, kScsr = 0x08;
constexpr uint64_t kPcer0 = 0x10, kPcdr0 = 0x14, kPcsr0 = 0x18;
constexpr uint64_t kMor = 0x20, kPllbr = 0x2C, kMckr = 0x30, kSr = 0x68;
constexpr uint64_t kPcer1 = 0x100, kPcdr1 = 0x104, kPcsr1 = 0x108;

// CKGR_MOR
constexpr uint32_t kMorXtalEnable = 1u << 0;  // MOSCXTEN
constexpr uint32_t kMorRcEnable = 1u << 3;    // MOSCRCEN
constexpr unsigned kMorRcFreqShift = 4;       // MOSCRCF, bits 6:4
constexpr uint32_t kMorRcFreqMask = 7u << kMorRcFreqShift;
constexpr uint32_t kMorKeyMask = 0xFFu << 16;
constexpr uint32_t kMorKey = 0x37u << 16;
constexpr uint32_t kMorSelectXtal = 1u << 24;  // MOSCSEL
// CKGR_PLLBR
constexpr uint32_t kPllbDivMask = 0xFF;         // DIVB, bits 7:0
constexpr unsigned kPllbCountShift = 8;         // PLLBCOUNT, bits 13:8
constexpr uint32_t kPllbCountMask = 0x3Fu << kPllbCountShift;
constexpr unsigned kPllbMulShift = 16;          // MULB, bits 26:16
constexpr uint32_t kPllbMulMask = 0x7FFu << kPllbMulShift;
constexpr uint32_t kPllbSourcePlla = 1u << 29;  // SRCB
// PMC_MCKR
constexpr uint32_t kCssMask = 3, kCssSlow = 0, kCssMain = 1, kCssPlla = 2, kCssPllb = 3;
constexpr unsigned kPresShift = 4;  // PRES, bits 6:4
constexpr uint32_t kPresMask = 7u << kPresShift;
constexpr uint32_t kPllbDiv2 = 1u << 13;  // PLLBDIV2
// PMC_SR
constexpr uint32_t kSrXtalStable = 1u << 0, kSrLockB = 1u << 2, kSrMckReady = 1u << 3,
                   kSrMainSelected = 1u << 16, kSrRcStable = 1u << 17;

constexpr uint64_t kSlowClockHz = 32768;
constexpr uint64_t kPllbInMin = 3000000, kPllbInMax = 32000000;
constexpr uint64_t kPllbOutMin = 80000000, kPllbOutMax = 240000000;

}  // namespace

Pmc::Pmc(FlashCheck flash_check, Now now) : flash_check_(std::move(flash_check)), now_(std::move(now)) { Reset(); }

void Pmc::Advance() {
  const uint64_t now = now_ ? now_() : 0;
  const uint64_t mck = MasterClockHz();
  if (now > last_now_ && mck != 0) seconds_ += static_cast<double>(now - last_now_) / static_cast<double>(mck);
  last_now_ = now;
}

void Pmc::Reset() {
  pcsr0_ = 0;
  pcsr1_ = 0;
  scsr_ = 0;
  // [inferred from the SAM4 family PMC] At reset: main RC on at 4 MHz and
  // selected as MAINCK (CKGR_MOR = 0x08), PLLB off (MULB = 0, PLLBCOUNT
  // 0x3F), MCK = MAINCK / 1 (PMC_MCKR = 0x01).
  mor_ = kMorRcEnable;
  pllbr_ = 0x3Fu << 8;
  mckr_ = kCssMain;
  plain_.clear();
  seconds_ = 0;
  last_now_ = now_ ? now_() : 0;
  pllb_written_at_ = 0;
}

Access Pmc::Refuse(const std::string& why) {
  std::fprintf(stderr, "sam4c_pmc model: %s\n", why.c_str());
  return Access::kBusError;
}

uint64_t Pmc::MainClockHz() const {
  // The crystal (MOSCSEL) is not modelled: its frequency is the board's.
  const uint32_t rc = (mor_ & kMorRcFreqMask) >> kMorRcFreqShift;
  return 4000000ull * (rc + 1);
}

uint64_t Pmc::PllbHz(uint32_t pllbr) const {
  const uint32_t mul = (pllbr & kPllbMulMask) >> kPllbMulShift;
  const uint32_t div = pllbr & kPllbDivMask;
  if (mul == 0 || div == 0) return 0;  // PLLB off
  return MainClockHz() / div * (mul + 1);
}

bool Pmc::PllbLocked() const {
  const double lock_seconds = 8.0 * ((pllbr_ & kPllbCountMask) >> kPllbCountShift) / kSlowClockHz;
  return PllbHz(pllbr_) != 0 && seconds_ - pllb_written_at_ >= lock_seconds;
}

uint64_t Pmc::MasterClockHz(uint32_t mckr) const {
  uint64_t hz = 0;
  switch (mckr & kCssMask) {
    case kCssSlow: hz = kSlowClockHz; break;
    case kCssMain: hz = MainClockHz(); break;
    case kCssPllb: hz = PllbHz(pllbr_) / ((mckr & kPllbDiv2) ? 2 : 1); break;
    default: return 0;  // PLLA (from the slow clock) is not modelled
  }
  const uint32_t pres = (mckr & kPresMask) >> kPresShift;
  return pres == 7 ? hz / 3 : hz >> pres;
}

uint64_t Pmc::MasterClockHz() const { return MasterClockHz(mckr_); }

bool Pmc::PeripheralClockEnabled(unsigned id) const {
  if (id < 32) return (pcsr0_ >> id) & 1;
  if (id < 64) return (pcsr1_ >> (id - 32)) & 1;
  return false;
}

Access Pmc::WriteMainOscillator(uint32_t value) {
  if ((value & kMorKeyMask) != kMorKey) {
    // The real part drops the write; say so, as a hang waiting for MOSCRCS
    // or a wrong baud rate would follow.
    std::fprintf(stderr, "sam4c_pmc model: CKGR_MOR written without KEY 0x37: ignored\n");
    return Access::kOk;
  }
  value &= ~kMorKeyMask;
  const uint32_t rc = (value & kMorRcFreqMask) >> kMorRcFreqShift;
  if (rc > 2) return Refuse("CKGR_MOR.MOSCRCF = " + std::to_string(rc) + " is reserved (0/1/2: 4/8/12 MHz)");
  const bool enabling = (value & kMorRcEnable) && !(mor_ & kMorRcEnable);
  if (enabling && (value & kMorRcFreqMask) != (mor_ & kMorRcFreqMask)) {
    return Refuse("CKGR_MOR enables the main RC and changes its frequency in one write (not allowed)");
  }
  if (value & kMorSelectXtal) return Refuse("the main crystal oscillator (MOSCSEL) is not modelled");
  if (!(value & kMorRcEnable) && (mckr_ & kCssMask) != kCssSlow) {
    return Refuse("CKGR_MOR turns off the main RC while it clocks the core");
  }
  if ((mckr_ & kCssMask) == kCssPllb && (value & kMorRcFreqMask) != (mor_ & kMorRcFreqMask)) {
    return Refuse("CKGR_MOR changes the main RC frequency under PLLB while PLLB clocks the core");
  }
  if ((mckr_ & kCssMask) == kCssMain && (value & kMorRcFreqMask) != (mor_ & kMorRcFreqMask)) {
    const uint32_t old = mor_;
    mor_ = value;
    std::string why;
    const uint64_t hz = MasterClockHz();
    mor_ = old;
    if (flash_check_ && !flash_check_(hz, &why)) return Refuse(why);
  }
  mor_ = value;
  return Access::kOk;
}

Access Pmc::WritePllb(uint32_t value) {
  if ((mckr_ & kCssMask) == kCssPllb) return Refuse("CKGR_PLLBR written while PLLB clocks the core");
  if (value & kPllbSourcePlla) return Refuse("PLLB from PLLA (SRCB = 1) is not modelled");
  const uint32_t mul = (value & kPllbMulMask) >> kPllbMulShift;
  const uint32_t div = value & kPllbDivMask;
  if (mul != 0) {
    if (div == 0) return Refuse("CKGR_PLLBR: MULB set with DIVB = 0 (no PLLB input)");
    const uint64_t in = MainClockHz() / div;
    const uint64_t out = in * (mul + 1);
    if (in < kPllbInMin || in > kPllbInMax) {
      return Refuse("PLLB input " + std::to_string(in) + " Hz is outside 3-32 MHz");
    }
    if (out < kPllbOutMin || out > kPllbOutMax) {
      return Refuse("PLLB output " + std::to_string(out) + " Hz is outside 80-240 MHz");
    }
  }
  pllbr_ = value;
  pllb_written_at_ = seconds_;  // LOCKB clears and the count starts over
  return Access::kOk;
}

Access Pmc::WriteMasterClock(uint32_t value) {
  const uint32_t css = value & kCssMask;
  if ((value & kCssMask) != (mckr_ & kCssMask) && (value & kPresMask) != (mckr_ & kPresMask)) {
    return Refuse("PMC_MCKR: CSS and PRES changed in one write (program PRES, wait MCKRDY, then CSS)");
  }
  if (css == kCssPlla) return Refuse("MCK from PLLA is not modelled");
  if (css == kCssPllb && !PllbLocked()) {
    return Refuse("MCK switched to PLLB while PLLB is off or not locked (PMC_SR.LOCKB clear)");
  }
  const uint64_t hz = MasterClockHz(value);
  if (hz > kMaxMasterClockHz) {
    return Refuse("MCK would be " + std::to_string(hz) + " Hz, above the 120 MHz maximum");
  }
  std::string why;
  if (flash_check_ && !flash_check_(hz, &why)) return Refuse(why);
  mckr_ = value;
  return Access::kOk;
}

Access Pmc::Read(uint64_t offset, unsigned width, uint32_t* value) {
  *value = 0;
  Advance();
  if (width != 4 || offset % 4 != 0 || offset >= kSize) return Access::kBusError;
  switch (offset) {
    case kScsr: *value = scsr_; break;
    case kPcsr0: *value = pcsr0_; break;
    case kPcsr1: *value = pcsr1_; break;
    case kMor: *value = mor_; break;
    case kPllbr: *value = pllbr_; break;
    case kMckr: *value = mckr_; break;
    case kSr:
      *value = kSrMckReady | kSrMainSelected;
      if (mor_ & kMorRcEnable) *value |= kSrRcStable;
      if (mor_ & kMorXtalEnable) *value |= kSrXtalStable;
      if (PllbLocked()) *value |= kSrLockB;
      break;
    case kScer: case kScdr: case kPcer0: case kPcdr0: case kPcer1: case kPcdr1:
      break;  // write-only
    default: {
      auto it = plain_.find(offset);
      if (it != plain_.end()) *value = it->second;
      break;
    }
  }
  return Access::kOk;
}

Access Pmc::Write(uint64_t offset, unsigned width, uint32_t value) {
  Advance();
  if (width != 4 || offset % 4 != 0 || offset >= kSize) return Access::kBusError;
  switch (offset) {
    case kScer: scsr_ |= value; break;
    case kScdr: scsr_ &= ~value; break;
    case kPcer0: pcsr0_ |= value; break;
    case kPcdr0: pcsr0_ &= ~value; break;
    case kPcer1: pcsr1_ |= value; break;
    case kPcdr1: pcsr1_ &= ~value; break;
    case kMor: return WriteMainOscillator(value);
    case kPllbr: return WritePllb(value);
    case kMckr: return WriteMasterClock(value);
    case kScsr: case kPcsr0: case kPcsr1: case kSr:
      break;  // read-only
    default: plain_[offset] = value; break;
  }
  return Access::kOk;
}

}  // namespace sam4c
}  // namespace sim
