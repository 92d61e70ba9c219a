// The K66's clock generation as firmware programs it: the MCG (FLL, PLL0,
// clock select), the system oscillator OSC0, the SMC's run modes (RUN /
// HSRUN) and the SIM_CLKDIV1 dividers. It knows the core/system clock at
// every moment (UART0 is clocked by it) and refuses, with a message on
// stderr, a set-up the real part would turn into a hang, a crash or an
// over-clocked chip.
//
// Facts (K66 device header MK66F18.h for reference manual K66P144M180SF5RMV2;
// NXP's FRDM-K66F clock_config.c BOARD_BootClockHSRUN and fsl_clock.c):
//   MCG 0x40064000, 8-bit: C1 0x0 (CLKS 7:6, FRDIV 5:3, IREFS 2), C2 0x1
//   (LOCRE0 7, RANGE 5:4, HGO 3, EREFS 2, IRCS 0), C4 0x3, C5 0x4 (PLLCLKEN
//   6, PRDIV 2:0: divide by PRDIV + 1), C6 0x5 (PLLS 6, VDIV 4:0: multiply by
//   VDIV + 16), S 0x6 (LOCK0 6, PLLST 5, IREFST 4, CLKST 3:2, OSCINIT0 1),
//   SC 0x8 (FCRDIV 3:1), C7 0xC (OSCSEL 1:0: OSC0, RTC 32 kHz, IRC48M).
//   OSC0 0x40065000: CR 0x0 (ERCLKEN 7). SMC 0x4007E000: PMPROT 0x0 (AHSRUN
//   7, write-once after reset), PMCTRL 0x1 (RUNM 6:5: 0 RUN, 3 HSRUN), PMSTAT
//   0x3 (0x01 RUN, 0x80 HSRUN). SIM_CLKDIV1 0x40048044: OUTDIV1 31:28 (core,
//   system), OUTDIV2 27:24 (bus), OUTDIV3 23:20 (FlexBus), OUTDIV4 19:16
//   (flash), each dividing MCGOUTCLK by OUTDIVn + 1.
//   MCGPLLCLK = OSCSEL clock / (PRDIV + 1) x (VDIV + 16) / 2; the PLL input
//   after PRDIV must be 8-16 MHz and the VCO 180-360 MHz [K66 data sheet,
//   PLL specifications]. FEI at reset: 32.768 kHz slow IRC x 640 =
//   20.97152 MHz. The FRDM-K66F's OSC0 crystal is 12 MHz
//   (BOARD_XTAL0_CLK_HZ).
//   Clock limits [K66 data sheet K66P144M180SF5V2, device clock
//   specifications]: RUN: core/system 120 MHz, bus 60, FlexBus 50, flash 25;
//   HSRUN: 180, 60, 60, 28.
//
// Timing [assumption]: OSCINIT0 sets 1 ms after OSC0 is enabled (crystal
// start-up, data sheet tcst order), LOCK0 150 us + 1075 reference periods
// after the PLL is enabled (data sheet tpll_lock). Time runs with the core
// cycle counter at the core clock of the moment. IREFST, CLKST, PLLST and
// PMSTAT follow their controls at once.
//
// Refused (a bus error on the write that does it):
//   MCGOUTCLK switched to OSC0 before OSCINIT0, to the PLL before LOCK0 (or
//   PLLS set while CLKS = 0 selects the FLL/PLL output); a PLL input or VCO
//   out of range; the core above 120 MHz outside HSRUN or above 180 MHz;
//   the bus, FlexBus or flash clock above its limit for the run mode; HSRUN
//   requested without PMPROT.AHSRUN. Not modelled, so refused too: FEE (the
//   FLL from an external reference), CLKS = 3, the external PLL (C11).
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_K66_CLOCKS_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_K66_CLOCKS_H_

#include <cstdint>
#include <string>

namespace sim::k66 {

class Clocks {
 public:
  static constexpr uint64_t kResetCoreHz = 20971520;  // FEI: 640 x 32768 Hz
  static constexpr uint64_t kOsc0Hz = 12000000;       // FRDM-K66F crystal
  // Register offsets in their blocks.
  static constexpr uint64_t kMcgC1 = 0x0, kMcgC2 = 0x1, kMcgC4 = 0x3, kMcgC5 = 0x4, kMcgC6 = 0x5,
                            kMcgS = 0x6, kMcgSc = 0x8, kMcgC7 = 0xC, kMcgC11 = 0x10, kMcgSize = 0x14;
  static constexpr uint64_t kSmcPmprot = 0x0, kSmcPmctrl = 0x1, kSmcPmstat = 0x3;

  Clocks() { Reset(); }
  void Reset();

  // Accesses at offsets in their blocks; `now` is the core cycle count.
  // A false return is a refused write (message on stderr).
  uint8_t ReadMcg(uint64_t offset, uint64_t now);
  bool WriteMcg(uint64_t offset, uint8_t value, uint64_t now);
  uint8_t ReadOsc() const { return osc_cr_; }
  void WriteOsc(uint8_t value) { osc_cr_ = value; }
  uint8_t ReadSmc(uint64_t offset) const;
  bool WriteSmc(uint64_t offset, uint8_t value, uint64_t now);
  uint32_t ReadClkdiv1() const { return clkdiv1_; }
  bool WriteClkdiv1(uint32_t value, uint64_t now);

  uint64_t McgOutHz() const { return McgOutHz(mcg_); }
  uint64_t CoreHz() const;  // core = system clock (UART0's module clock)
  bool Hsrun() const { return hsrun_; }

 private:
  struct Mcg {
    uint8_t r[kMcgSize];
  };
  // Seconds elapsed since reset, advanced by the cycles since the last access
  // at the core clock that ran them.
  void Advance(uint64_t now);
  bool OscReady() const;
  bool PllEnabled(const Mcg& m) const;
  bool PllLocked() const;
  uint64_t ExternalHz(const Mcg& m) const;
  uint64_t PllHz(const Mcg& m) const;
  uint64_t McgOutHz(const Mcg& m) const;
  // Why a state cannot run (empty when it can).
  std::string Problem(const Mcg& m, uint32_t clkdiv1, bool hsrun) const;
  bool Commit(const Mcg& m, uint32_t clkdiv1, bool hsrun, const char* what);

  Mcg mcg_;
  uint8_t osc_cr_ = 0;
  uint8_t pmprot_ = 0;
  bool pmprot_written_ = false;
  bool hsrun_ = false;
  uint32_t clkdiv1_ = 0;
  double seconds_ = 0;
  uint64_t last_now_ = 0;
  double osc_on_at_ = -1;  // seconds_ when EREFS was set; -1: off
  double pll_on_at_ = -1;  // when the PLL was enabled with its current settings
};

}  // namespace sim::k66

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_K66_CLOCKS_H_
