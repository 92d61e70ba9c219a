#include "tools/sim/models/pic32mzw1/clocks.h"

#include <cstdio>

#include "tools/sim/models/pic32mzw1/sfr.h"

namespace sim::pic32mzw1 {
namespace {

constexpr uint32_t kKey1 = 0xAA996655, kKey2 = 0x556699AA;
// CFGCON0 / CFGCON3 fields.
constexpr uint32_t kSpllhwmd = 1u << 25;
constexpr unsigned kPostdiv2Shift = 6;
constexpr uint32_t kPostdiv2Mask = 0x3Fu << kPostdiv2Shift;
// OSCCON fields.
constexpr unsigned kNoscShift = 8, kCoscShift = 12, kFrcdivShift = 24;
constexpr uint32_t kNoscMask = 0xFu << kNoscShift, kCoscMask = 0xFu << kCoscShift, kFrcdivMask = 7u << kFrcdivShift;
constexpr uint32_t kOscFrc = 0, kOscSpll = 1, kOscPosc = 2;
constexpr unsigned kFrcDivisors[8] = {1, 2, 4, 8, 16, 32, 64, 256};
// SPLLCON fields.
constexpr uint32_t kBswselMask = 7u, kPwdn = 1u << 3, kFlock = 1u << 10, kRst = 1u << 11, kIclkFrc = 1u << 30,
                   kByp = 1u << 31;
constexpr unsigned kPostdiv1Shift = 4, kFbdivShift = 12, kRefdivShift = 22;
// PBxDIV, CLKSTAT, PRECON fields.
constexpr uint32_t kPbdivMask = 0x7F, kPbdivrdy = 1u << 11;
constexpr uint32_t kFrcrdy = 1u << 0, kSpllrdy = 1u << 1;
constexpr uint32_t kPfmwsMask = 0xF;

constexpr uint64_t kPoscHz = 40000000;  // the module's crystal (atdf __POSC_DEF_FREQ)
constexpr uint64_t kSysclkMax = 250000000;
constexpr uint64_t kPbMax[Clocks::kPbCount] = {100000000, 100000000, 100000000, 100000000, 100000000, 200000000};
constexpr uint32_t kPbReset[Clocks::kPbCount] = {0x8802, 0x8802, 0x8802, 0x880A, 0x8802, 0x8801};
constexpr double kSpllLockSeconds = 100e-6;

uint32_t Field(uint32_t v, unsigned shift, uint32_t width_mask) { return (v >> shift) & width_mask; }

std::string Mhz(uint64_t hz) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.3f MHz", hz / 1e6);
  return text;
}

// Harmony's flash wait-state table for the PIC32MZW: SYSCLK up to 40 MHz
// per wait state from 1 to 6, then 7 up to 250 MHz.
unsigned WaitStatesFor(uint64_t sysclk) {
  for (unsigned ws = 1; ws <= 6; ++ws) {
    if (sysclk <= ws * 40000000ull) return ws;
  }
  return 7;
}

bool SpllEnabled(uint32_t spllcon, uint32_t cfgcon0) {
  return (cfgcon0 & kSpllhwmd) && !(spllcon & (kPwdn | kRst));
}

}  // namespace

void Clocks::Reset() {
  osccon_ = 0x00000100;  // NOSC = SPLL, COSC = FRC, FRCDIV /1
  spllcon_ = 0x01496061;
  cfgcon0_ = 0;  // SPLLHWMD clear (the board's DEVCFG0 bit 25)
  cfgcon3_ = 0;
  precon_ = 7;
  for (unsigned i = 0; i < kPbCount; ++i) pbdiv_[i] = kPbReset[i];
  unlocked_ = false;
  key1_seen_ = false;
  seconds_ = 0;
  last_now_ = 0;
  spll_on_at_ = -1;
}

bool Clocks::OwnsCfg(uint64_t offset) {
  const uint64_t word = offset & ~uint64_t{3};
  return word == kCfgcon0 || word == kCfgcon3 || word == kSyskey;
}

void Clocks::Advance(uint64_t now) {
  const uint64_t hz = SysclkHz();
  if (now > last_now_ && hz != 0) seconds_ += static_cast<double>(now - last_now_) / static_cast<double>(hz);
  last_now_ = now;
}

Clocks::State Clocks::Current() const {
  State s{osccon_, spllcon_, cfgcon0_, cfgcon3_, precon_, {}};
  for (unsigned i = 0; i < kPbCount; ++i) s.pbdiv[i] = pbdiv_[i];
  return s;
}

uint64_t Clocks::SpllHz(uint32_t spllcon, uint32_t cfgcon3) const {
  const uint64_t in = (spllcon & kIclkFrc) ? kFrcHz : kPoscHz;
  const uint32_t refdiv = Field(spllcon, kRefdivShift, 0x3F), fbdiv = Field(spllcon, kFbdivShift, 0x3FF),
                 postdiv1 = Field(spllcon, kPostdiv1Shift, 0x3F);
  uint32_t postdiv2 = (cfgcon3 & kPostdiv2Mask) >> kPostdiv2Shift;
  if (postdiv2 == 0) postdiv2 = 1;
  if (refdiv == 0 || postdiv1 == 0) return 0;
  return in * fbdiv / refdiv / postdiv1 / postdiv2;
}

uint64_t Clocks::SysclkHz(uint32_t osccon, uint32_t spllcon, uint32_t cfgcon3) const {
  switch ((osccon & kCoscMask) >> kCoscShift) {
    case kOscFrc: return kFrcHz / kFrcDivisors[(osccon & kFrcdivMask) >> kFrcdivShift];
    case kOscSpll: return SpllHz(spllcon, cfgcon3);
    default: return 0;  // Problem() refuses the others
  }
}

uint64_t Clocks::PbclkHz(unsigned bus) const {
  if (bus < 1 || bus > kPbCount) return 0;
  return SysclkHz() / ((pbdiv_[bus - 1] & kPbdivMask) + 1);
}

bool Clocks::SpllLocked() const {
  return spll_on_at_ >= 0 && (spllcon_ & kIclkFrc) && seconds_ - spll_on_at_ >= kSpllLockSeconds;
}

std::string Clocks::SpllProblem(uint32_t spllcon) const {
  char text[200];
  if (spllcon & kFlock) return "SPLLCON.SPLLFLOCK forces the lock signal, which is not modelled";
  if (spllcon & kByp) return "SPLLCON.SPLL_BYP (the input bypassing the PLL) is not modelled";
  const uint32_t refdiv = Field(spllcon, kRefdivShift, 0x3F), fbdiv = Field(spllcon, kFbdivShift, 0x3FF),
                 postdiv1 = Field(spllcon, kPostdiv1Shift, 0x3F), bswsel = spllcon & kBswselMask;
  if (refdiv != 1) {
    std::snprintf(text, sizeof(text), "SPLLREFDIV = %u: only a reference divide of 1 is modelled", refdiv);
    return text;
  }
  if (postdiv1 == 0) return "SPLLPOSTDIV1 = 0 is invalid (1 to 63)";
  const uint64_t in = (spllcon & kIclkFrc) ? kFrcHz : kPoscHz;
  if (in < 4000000 || in > 60000000) return "SPLL input " + Mhz(in) + " is outside 4-60 MHz";
  if (fbdiv < 16 || fbdiv > 400) {
    std::snprintf(text, sizeof(text), "SPLLFBDIV = %u is outside 16-400 (for SPLLREFDIV = 1)", fbdiv);
    return text;
  }
  const uint64_t vco = in * fbdiv;
  if (vco < 800000000 || vco > 1600000000) return "SPLL VCO " + Mhz(vco) + " is outside 800-1600 MHz";
  uint32_t want = 5;
  if (in < 10000000) {
    want = vco < 1200000000 ? 1 : 7;
  } else if (in < 20000000) {
    want = 2;
  } else if (in < 30000000) {
    want = 3;
  } else if (in < 40000000) {
    want = 4;
  }
  if (bswsel != want) {
    std::snprintf(text, sizeof(text), "SPLLBSWSEL = %u: a %.3f MHz input and a %.3f MHz VCO need bandwidth select %u",
                  bswsel, in / 1e6, vco / 1e6, want);
    return text;
  }
  return "";
}

std::string Clocks::Problem(const State& next) const {
  char text[200];
  const uint32_t cosc = (next.osccon & kCoscMask) >> kCoscShift;
  if (cosc == kOscPosc) return "SYSCLK from POSC: the crystal is not modelled (starting it needs the Wi-Fi RF block)";
  if (cosc != kOscFrc && cosc != kOscSpll) {
    std::snprintf(text, sizeof(text), "SYSCLK from NOSC = %u is not modelled (only FRC and SPLL)", cosc);
    return text;
  }
  if (cosc == kOscSpll) {
    const std::string spll = SpllProblem(next.spllcon);
    if (!spll.empty()) return spll;
    const bool was_spll = ((osccon_ & kCoscMask) >> kCoscShift) == kOscSpll;
    if (was_spll && (next.spllcon != spllcon_ || ((next.cfgcon0 ^ cfgcon0_) & kSpllhwmd))) {
      return "SPLLCON or CFGCON0 changed while the SPLL clocks the core: it loses lock";
    }
    if (!(next.cfgcon0 & kSpllhwmd)) {
      return "the SPLL is under software control (CFGCON0.SPLLHWMD = 0), which is not modelled; Harmony sets "
             "SPLLHWMD first";
    }
    if (next.spllcon & (kPwdn | kRst)) return "the SPLL is powered down or held in reset (SPLLPWDN / SPLLRST)";
    if (!(next.spllcon & kIclkFrc)) {
      return "the SPLL input is POSC, which never runs here (starting it needs the Wi-Fi RF block): no lock";
    }
    if (!was_spll && !SpllLocked()) return "the core would switch to the SPLL before SPLLCON.SLOCK: it has not locked";
  }
  const uint64_t sysclk = SysclkHz(next.osccon, next.spllcon, next.cfgcon3);
  if (sysclk > kSysclkMax) return "SYSCLK " + Mhz(sysclk) + " is above the part's 250 MHz";
  for (unsigned i = 0; i < kPbCount; ++i) {
    const uint64_t pb = sysclk / ((next.pbdiv[i] & kPbdivMask) + 1);
    if (pb > kPbMax[i]) {
      std::snprintf(text, sizeof(text), "PBCLK%u %.3f MHz (PB%uDIV.PBDIV = %u) is above %.0f MHz", i + 1, pb / 1e6,
                    i + 1, next.pbdiv[i] & kPbdivMask, kPbMax[i] / 1e6);
      return text;
    }
  }
  const unsigned need = WaitStatesFor(sysclk), have = next.precon & kPfmwsMask;
  if (have < need) {
    std::snprintf(text, sizeof(text),
                  "PRECON.PFMWS = %u: SYSCLK %.3f MHz needs %u flash wait states, or the flash returns garbage", have,
                  sysclk / 1e6, need);
    return text;
  }
  return "";
}

bool Clocks::Commit(const State& next, const char* what) {
  const std::string problem = Problem(next);
  if (!problem.empty()) {
    std::fprintf(stderr, "pic32mzw1_clocks model: %s refused: %s\n", what, problem.c_str());
    return false;
  }
  const bool runs_now = SpllEnabled(spllcon_, cfgcon0_) && SpllProblem(spllcon_).empty();
  const bool runs_next = SpllEnabled(next.spllcon, next.cfgcon0) && SpllProblem(next.spllcon).empty();
  if (!runs_next) {
    spll_on_at_ = -1;
  } else if (!runs_now || next.spllcon != spllcon_) {
    spll_on_at_ = seconds_;  // the lock starts over
  }
  osccon_ = next.osccon;
  spllcon_ = next.spllcon;
  cfgcon0_ = next.cfgcon0;
  cfgcon3_ = next.cfgcon3;
  precon_ = next.precon;
  for (unsigned i = 0; i < kPbCount; ++i) pbdiv_[i] = next.pbdiv[i];
  return true;
}

uint32_t Clocks::ReadCfg(uint64_t offset) const {
  switch (offset & ~uint64_t{3}) {
    case kCfgcon0: return cfgcon0_;
    case kCfgcon3: return cfgcon3_;
    default: return 0;  // SYSKEY
  }
}

bool Clocks::WriteCfg(uint64_t offset, uint32_t value, uint64_t now) {
  Advance(now);
  const uint64_t word = offset & ~uint64_t{3};
  if (word == kSyskey) {
    // The unlock is the two keys back to back; any other write locks.
    unlocked_ = key1_seen_ && value == kKey2;
    key1_seen_ = value == kKey1;
    return true;
  }
  State next = Current();
  if (word == kCfgcon0) next.cfgcon0 = value;
  if (word == kCfgcon3) next.cfgcon3 = value;
  return Commit(next, word == kCfgcon0 ? "CFGCON0 write" : "CFGCON3 write");
}

uint32_t Clocks::ReadCru(uint64_t offset, uint64_t now) {
  Advance(now);
  const uint64_t reg = offset & ~uint64_t{0xF};
  if (reg == kOsccon) return osccon_;
  if (reg == kSpllcon) return spllcon_ | (SpllLocked() ? kSlock : 0);
  if (reg >= kPb1div && reg < kPb1div + 0x10 * kPbCount) return pbdiv_[(reg - kPb1div) / 0x10] | kPbdivrdy;
  if (reg == kClkstat) return kFrcrdy | (SpllLocked() ? kSpllrdy : 0);
  return 0;
}

bool Clocks::WriteCru(uint64_t offset, uint32_t value, uint64_t now) {
  Advance(now);
  const uint64_t reg = offset & ~uint64_t{0xF}, alias = offset & 0xC;
  const bool pbdiv = reg >= kPb1div && reg < kPb1div + 0x10 * kPbCount;
  if (reg != kOsccon && reg != kSpllcon && !pbdiv) return true;  // the CRU's other registers: not modelled
  char what[64];
  std::snprintf(what, sizeof(what), "CRU write 0x%08x at +0x%03x", static_cast<unsigned>(value),
                static_cast<unsigned>(offset));
  if (!unlocked_) {
    std::fprintf(stderr,
                 "pic32mzw1_clocks model: %s refused: SYSKEY is locked (write 0xAA996655 then 0x556699AA to "
                 "SYSKEY first); the part ignores the write\n",
                 what);
    return false;
  }
  State next = Current();
  if (reg == kOsccon) {
    // COSC is read-only; OSWEN requests the switch to NOSC, which completes
    // at once here (see clocks.h).
    next.osccon = (ApplySfrWrite(osccon_, alias, value) & ~kCoscMask) | (osccon_ & kCoscMask);
    if (next.osccon & kOswen) {
      next.osccon = (next.osccon & ~(kOswen | kCoscMask)) | (((next.osccon & kNoscMask) >> kNoscShift) << kCoscShift);
      std::snprintf(what, sizeof(what), "clock switch (OSCCON.OSWEN) to NOSC = %u",
                    static_cast<unsigned>((next.osccon & kNoscMask) >> kNoscShift));
    }
  } else if (reg == kSpllcon) {
    next.spllcon = ApplySfrWrite(spllcon_, alias, value) & ~kSlock;
    // A configuration is checked when it is written to run (and again at
    // the switch): the reset one (POSC / 5 x 150 / 6) is never started here.
    const std::string spll = SpllEnabled(next.spllcon, next.cfgcon0) ? SpllProblem(next.spllcon) : "";
    if (!spll.empty()) {
      std::fprintf(stderr, "pic32mzw1_clocks model: %s refused: %s\n", what, spll.c_str());
      return false;
    }
  } else {
    const unsigned i = static_cast<unsigned>((reg - kPb1div) / 0x10);
    next.pbdiv[i] = ApplySfrWrite(pbdiv_[i], alias, value) & ~kPbdivrdy;
  }
  return Commit(next, what);
}

bool Clocks::WritePrecon(uint64_t offset, uint32_t value, uint64_t now) {
  Advance(now);
  State next = Current();
  next.precon = ApplySfrWrite(precon_, offset & 0xC, value);
  return Commit(next, "PRECON write");
}

}  // namespace sim::pic32mzw1
