#include "tools/sim/models/k66/clocks.h"

#include <cstdio>

namespace sim::k66 {
namespace {

// MCG fields.
constexpr unsigned kClksShift = 6;  // C1.CLKS
constexpr uint8_t kClksMask = 3u << kClksShift;
constexpr uint8_t kClksFllPll = 0, kClksInternal = 1, kClksExternal = 2;
constexpr uint8_t kC1Irefs = 1u << 2;
constexpr uint8_t kC2Erefs = 1u << 2, kC2Ircs = 1u << 0;
constexpr uint8_t kC5Pllclken = 1u << 6, kC5PrdivMask = 0x7;
constexpr uint8_t kC6Plls = 1u << 6, kC6VdivMask = 0x1F;
constexpr uint8_t kSLock0 = 1u << 6, kSPllst = 1u << 5, kSIrefst = 1u << 4, kSOscinit0 = 1u << 1;
constexpr unsigned kClkstShift = 2;
constexpr uint8_t kClkstFll = 0, kClkstInternal = 1, kClkstExternal = 2, kClkstPll = 3;
constexpr unsigned kFcrdivShift = 1;  // SC.FCRDIV, bits 3:1
constexpr uint8_t kOscselMask = 3;    // C7.OSCSEL
constexpr uint8_t kC11Pllcs = 1u << 4;
// SMC fields.
constexpr uint8_t kPmprotAhsrun = 1u << 7;
constexpr unsigned kRunmShift = 5;
constexpr uint8_t kRunmMask = 3u << kRunmShift, kRunmRun = 0, kRunmHsrun = 3;
constexpr uint8_t kPmstatRun = 0x01, kPmstatHsrun = 0x80;

constexpr uint64_t kSlowIrcHz = 32768, kFastIrcHz = 4000000, kIrc48mHz = 48000000;
constexpr uint64_t kPllInMin = 8000000, kPllInMax = 16000000;
constexpr uint64_t kVcoMin = 180000000, kVcoMax = 360000000;
constexpr double kOscStartSeconds = 1e-3;
constexpr double kPllLockSeconds = 150e-6, kPllLockRefPeriods = 1075;

struct Limits {
  uint64_t core, bus, flexbus, flash;
};
constexpr Limits kRunLimits = {120000000, 60000000, 50000000, 25000000};
constexpr Limits kHsrunLimits = {180000000, 60000000, 60000000, 28000000};

unsigned Outdiv(uint32_t clkdiv1, unsigned n) { return ((clkdiv1 >> (32 - 4 * n)) & 0xF) + 1; }

std::string Mhz(uint64_t hz) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.3f MHz", hz / 1e6);
  return text;
}

}  // namespace

void Clocks::Reset() {
  for (uint8_t& r : mcg_.r) r = 0;
  // [as recalled from the MCG chapter's register tables] C1 = 0x04 (IREFS:
  // FEI), C2 = 0x80 (LOCRE0), SC = 0x02, C8 = 0x80; S shows IREFST.
  mcg_.r[kMcgC1] = kC1Irefs;
  mcg_.r[kMcgC2] = 0x80;
  mcg_.r[kMcgSc] = 0x02;
  mcg_.r[0xD] = 0x80;
  osc_cr_ = 0;
  pmprot_ = 0;
  pmprot_written_ = false;
  hsrun_ = false;
  // [as recalled] SIM_CLKDIV1 resets to 0x00010000: the flash clock at
  // half of the 20.97 MHz FEI clock, the others undivided.
  clkdiv1_ = 0x00010000;
  seconds_ = 0;
  last_now_ = 0;
  osc_on_at_ = -1;
  pll_on_at_ = -1;
}

void Clocks::Advance(uint64_t now) {
  if (now > last_now_ && CoreHz() != 0) seconds_ += static_cast<double>(now - last_now_) / static_cast<double>(CoreHz());
  last_now_ = now;
}

bool Clocks::OscReady() const {
  if (!(mcg_.r[kMcgC2] & kC2Erefs)) return true;  // an external clock input needs no start-up
  return osc_on_at_ >= 0 && seconds_ - osc_on_at_ >= kOscStartSeconds;
}

bool Clocks::PllEnabled(const Mcg& m) const { return (m.r[kMcgC6] & kC6Plls) || (m.r[kMcgC5] & kC5Pllclken); }

bool Clocks::PllLocked() const {
  if (!PllEnabled(mcg_) || pll_on_at_ < 0) return false;
  const double ref = static_cast<double>(ExternalHz(mcg_)) / ((mcg_.r[kMcgC5] & kC5PrdivMask) + 1);
  return seconds_ - pll_on_at_ >= kPllLockSeconds + kPllLockRefPeriods / ref;
}

uint64_t Clocks::ExternalHz(const Mcg& m) const {
  switch (m.r[kMcgC7] & kOscselMask) {
    case 0: return kOsc0Hz;
    case 1: return kSlowIrcHz;  // the RTC's 32.768 kHz oscillator
    case 2: return kIrc48mHz;
    default: return 0;
  }
}

uint64_t Clocks::PllHz(const Mcg& m) const {
  const uint64_t in = ExternalHz(m) / ((m.r[kMcgC5] & kC5PrdivMask) + 1);
  return in * ((m.r[kMcgC6] & kC6VdivMask) + 16) / 2;
}

uint64_t Clocks::McgOutHz(const Mcg& m) const {
  switch ((m.r[kMcgC1] & kClksMask) >> kClksShift) {
    case kClksFllPll:
      if (m.r[kMcgC6] & kC6Plls) return PllHz(m);
      return kResetCoreHz;  // FEI, DRS = 0, DMX32 = 0 (Problem() refuses the rest)
    case kClksInternal:
      if (m.r[kMcgC2] & kC2Ircs) return kFastIrcHz >> ((m.r[kMcgSc] >> kFcrdivShift) & 7);
      return kSlowIrcHz;
    case kClksExternal:
      return ExternalHz(m);
    default:
      return 0;
  }
}

uint64_t Clocks::CoreHz() const { return McgOutHz(mcg_) / Outdiv(clkdiv1_, 1); }

std::string Clocks::Problem(const Mcg& m, uint32_t clkdiv1, bool hsrun) const {
  const uint8_t clks = (m.r[kMcgC1] & kClksMask) >> kClksShift;
  if (clks == 3) return "MCG_C1.CLKS = 3 is reserved";
  if ((m.r[kMcgC7] & kOscselMask) == 3) return "MCG_C7.OSCSEL = 3 is reserved";
  if (m.r[kMcgC11] & kC11Pllcs) return "MCG_C11.PLLCS selects the external PLL, which is not modelled";
  if (clks == kClksFllPll && !(m.r[kMcgC6] & kC6Plls)) {
    if (!(m.r[kMcgC1] & kC1Irefs)) return "FEE (the FLL from an external reference) is not modelled";
    if (m.r[kMcgC4] & 0xE0) return "FLL ranges other than DRS = 0, DMX32 = 0 (20.97 MHz) are not modelled";
  }
  const bool uses_external = clks == kClksExternal || (clks == kClksFllPll && (m.r[kMcgC6] & kC6Plls));
  if (uses_external && (m.r[kMcgC7] & kOscselMask) == 0 && !OscReady()) {
    return "MCGOUTCLK would come from OSC0 before MCG_S.OSCINIT0: the crystal has not started";
  }
  if (PllEnabled(m)) {
    const uint64_t in = ExternalHz(m) / ((m.r[kMcgC5] & kC5PrdivMask) + 1);
    const uint64_t vco = in * ((m.r[kMcgC6] & kC6VdivMask) + 16);
    if (in < kPllInMin || in > kPllInMax) return "PLL input " + Mhz(in) + " (OSCSEL clock / (PRDIV + 1)) is outside 8-16 MHz";
    if (vco < kVcoMin || vco > kVcoMax) return "PLL VCO " + Mhz(vco) + " is outside 180-360 MHz";
  }
  if (clks == kClksFllPll && (m.r[kMcgC6] & kC6Plls)) {
    // Switching onto the PLL, or changing it while it runs the core: either
    // way it must be (and stay) locked with these settings.
    const bool same_pll = (m.r[kMcgC5] & kC5PrdivMask) == (mcg_.r[kMcgC5] & kC5PrdivMask) &&
                          (m.r[kMcgC6] & kC6VdivMask) == (mcg_.r[kMcgC6] & kC6VdivMask) &&
                          (m.r[kMcgC7] & kOscselMask) == (mcg_.r[kMcgC7] & kOscselMask);
    if (!same_pll || !PllLocked()) {
      return "MCGOUTCLK would come from the PLL before MCG_S.LOCK0: the PLL is not locked";
    }
  }
  const uint64_t out = McgOutHz(m);
  const Limits& limit = hsrun ? kHsrunLimits : kRunLimits;
  const char* mode = hsrun ? "HSRUN" : "RUN";
  const uint64_t core = out / Outdiv(clkdiv1, 1), bus = out / Outdiv(clkdiv1, 2),
                 flexbus = out / Outdiv(clkdiv1, 3), flash = out / Outdiv(clkdiv1, 4);
  if (core > limit.core) {
    if (!hsrun && core <= kHsrunLimits.core) {
      return "core clock " + Mhz(core) + " is above 120 MHz in RUN: enter HSRUN (SMC_PMCTRL.RUNM) first";
    }
    return std::string("core clock ") + Mhz(core) + " is above the " + mode + " limit (" + Mhz(limit.core) + ")";
  }
  if (bus > limit.bus) return "bus clock " + Mhz(bus) + " (OUTDIV2) is above " + Mhz(limit.bus) + " in " + mode;
  if (flexbus > limit.flexbus) {
    return "FlexBus clock " + Mhz(flexbus) + " (OUTDIV3) is above " + Mhz(limit.flexbus) + " in " + mode;
  }
  if (flash > limit.flash) {
    return "flash clock " + Mhz(flash) + " (OUTDIV4) is above " + Mhz(limit.flash) + " in " + mode +
           ": the flash would return garbage";
  }
  return "";
}

bool Clocks::Commit(const Mcg& m, uint32_t clkdiv1, bool hsrun, const char* what) {
  const std::string problem = Problem(m, clkdiv1, hsrun);
  if (!problem.empty()) {
    std::fprintf(stderr, "k66_clocks model: %s refused: %s\n", what, problem.c_str());
    return false;
  }
  const bool pll_was = PllEnabled(mcg_);
  const bool pll_changed = (m.r[kMcgC5] & kC5PrdivMask) != (mcg_.r[kMcgC5] & kC5PrdivMask) ||
                           (m.r[kMcgC6] & kC6VdivMask) != (mcg_.r[kMcgC6] & kC6VdivMask) ||
                           (m.r[kMcgC7] & kOscselMask) != (mcg_.r[kMcgC7] & kOscselMask);
  if (!PllEnabled(m)) {
    pll_on_at_ = -1;
  } else if (!pll_was || pll_changed) {
    pll_on_at_ = seconds_;  // the lock starts over
  }
  if (!(m.r[kMcgC2] & kC2Erefs)) {
    osc_on_at_ = -1;
  } else if (osc_on_at_ < 0) {
    osc_on_at_ = seconds_;
  }
  mcg_ = m;
  clkdiv1_ = clkdiv1;
  hsrun_ = hsrun;
  return true;
}

uint8_t Clocks::ReadMcg(uint64_t offset, uint64_t now) {
  Advance(now);
  if (offset >= kMcgSize) return 0;
  if (offset != kMcgS) return mcg_.r[offset];
  uint8_t s = 0;
  const uint8_t clks = (mcg_.r[kMcgC1] & kClksMask) >> kClksShift;
  uint8_t clkst = kClkstFll;
  if (clks == kClksInternal) clkst = kClkstInternal;
  if (clks == kClksExternal) clkst = kClkstExternal;
  if (clks == kClksFllPll && (mcg_.r[kMcgC6] & kC6Plls)) clkst = kClkstPll;
  s |= static_cast<uint8_t>(clkst << kClkstShift);
  if (mcg_.r[kMcgC1] & kC1Irefs) s |= kSIrefst;
  if (mcg_.r[kMcgC6] & kC6Plls) s |= kSPllst;
  if (PllLocked()) s |= kSLock0;
  if ((mcg_.r[kMcgC2] & kC2Erefs) && OscReady()) s |= kSOscinit0;
  return s;
}

bool Clocks::WriteMcg(uint64_t offset, uint8_t value, uint64_t now) {
  Advance(now);
  if (offset >= kMcgSize || offset == kMcgS) return true;  // S is read only
  Mcg next = mcg_;
  next.r[offset] = value;
  char what[32];
  std::snprintf(what, sizeof(what), "MCG write 0x%02x at +0x%x", value, static_cast<unsigned>(offset));
  return Commit(next, clkdiv1_, hsrun_, what);
}

uint8_t Clocks::ReadSmc(uint64_t offset) const {
  switch (offset) {
    case kSmcPmprot: return pmprot_;
    case kSmcPmctrl: return static_cast<uint8_t>((hsrun_ ? kRunmHsrun : kRunmRun) << kRunmShift);
    case kSmcPmstat: return hsrun_ ? kPmstatHsrun : kPmstatRun;
    default: return 0;
  }
}

bool Clocks::WriteSmc(uint64_t offset, uint8_t value, uint64_t now) {
  Advance(now);
  if (offset == kSmcPmprot) {
    if (!pmprot_written_) pmprot_ = value;  // write-once after reset
    pmprot_written_ = true;
    return true;
  }
  if (offset != kSmcPmctrl) return true;
  const uint8_t runm = (value & kRunmMask) >> kRunmShift;
  if (runm != kRunmRun && runm != kRunmHsrun) {
    std::fprintf(stderr, "k66_clocks model: SMC_PMCTRL.RUNM = %u refused: only RUN and HSRUN are modelled\n", runm);
    return false;
  }
  if (runm == kRunmHsrun && !(pmprot_ & kPmprotAhsrun)) {
    std::fprintf(stderr,
                 "k66_clocks model: SMC_PMCTRL.RUNM = HSRUN refused: SMC_PMPROT.AHSRUN is clear, so the part stays "
                 "in RUN\n");
    return false;
  }
  return Commit(mcg_, clkdiv1_, runm == kRunmHsrun, "SMC_PMCTRL write");
}

bool Clocks::WriteClkdiv1(uint32_t value, uint64_t now) {
  Advance(now);
  return Commit(mcg_, value & 0xFFFF0000u, hsrun_, "SIM_CLKDIV1 write");
}

}  // namespace sim::k66
