// The PIC32MZ W1's clock set-up as firmware programs it: the system unlock
// (SYSKEY), CFGCON0.SPLLHWMD and CFGCON3.SPLLPOSTDIV2, the CRU's OSCCON,
// SPLLCON and PB1DIV..PB6DIV, and the prefetch/flash controller's PRECON.
// It knows SYSCLK and the PB clocks at every moment (UART3 is clocked by one
// of them) and refuses, with a message on stderr, a set-up the real part
// would turn into a hang, a crash or garbage from the flash.
//
// Facts (PIC32MZ-W DFP 1.6.217: include/proc/p32mz1025w104132.h for
// addresses and bit fields, atdf/PIC32MZ1025W104132.atdf for reset values
// and field meanings; Microchip Harmony csp peripheral/clk_pic32mzw for the
// clock set-up, its PLL bandwidth table and the flash wait-state table):
//   CFG 0xBF800000: CFGCON0 +0x00 (SPLLHWMD bit 25), CFGCON3 +0x30
//   (SPLLPOSTDIV2 11:6), SYSKEY +0x80 (0xAA996655 then 0x556699AA unlock,
//   any other value locks).
//   CRU 0xBF801200: OSCCON +0x00 (OSWEN 0, CLKLOCK 7, NOSC 11:8, COSC 15:12,
//   FRCDIV 26:24; NOSC/COSC 0 = FRC / FRCDIV, 1 = SPLL, 2 = POSC, ...; reset
//   0x00000100), SPLLCON +0x20 (SPLLBSWSEL 2:0, SPLLPWDN 3, SPLLPOSTDIV1 9:4,
//   SPLLFLOCK 10, SPLLRST 11, SPLLFBDIV 21:12, SPLLREFDIV 27:22, SLOCK 29
//   read-only, SPLLICLK 30: 0 = POSC, 1 = FRC, SPLL_BYP 31; reset
//   0x01496061), PBxDIV +0x120 + 0x10 (x - 1) (PBDIV 6:0, PBDIVRDY 11,
//   PBDIVON 15; reset 0x8802, PB4 0x880A, PB6 0x8801), CLKSTAT +0x190
//   (FRCRDY 0, SPLLRDY 1). OSCCON, SPLLCON and PBxDIV have CLR/SET/INV
//   aliases at +4/+8/+C.
//   PCACHE 0xBF812400: PRECON +0x00 (PFMWS 3:0, PREFEN 5:4).
//   FRC 8 MHz (__FRC_DEF_FREQ); SYSCLK at most 250 MHz (atdf speedmax).
//   VCO = input / SPLLREFDIV x SPLLFBDIV, 800-1600 MHz; with SPLLREFDIV = 1
//   the input must be 4-60 MHz and SPLLFBDIV 16-400, and SPLLBSWSEL is 1
//   (VCO below 1200 MHz) or 7 for a 4-10 MHz input, 2 for 10-20, 3 for
//   20-30, 4 for 30-40, 5 for 40-60 MHz (Harmony's bandwidth table).
//   SPLL output = VCO / SPLLPOSTDIV1 / SPLLPOSTDIV2.
//   Flash wait states (Harmony's PIC32MZW table): SYSCLK up to 40 MHz needs
//   PFMWS 1, 80: 2, 120: 3, 160: 4, 200: 5, 240: 6, 250: 7.
//
// Assumptions, each a place a data sheet reading can correct:
//   - SYSKEY protects OSCCON, SPLLCON and PBxDIV (the PIC32 family's clock
//     registers; the atdf lists them as the registers CLKLOCK locks). CFG and
//     PRECON writes need no unlock. SYSKEY reads 0.
//   - PBCLKx = SYSCLK / (PBDIV + 1), Harmony's encoding; PBCLK1-5 at most
//     100 MHz and PBCLK6 at most 200 MHz (the atdf's default PB frequencies
//     at its 200 MHz default SYSCLK). PBDIVRDY always reads 1.
//   - SPLLPOSTDIV2 = 0 divides by 1; CFGCON3 resets to 0; PRECON resets to
//     PFMWS 7 (the slowest, safe at any clock), PREFEN 0.
//   - The SPLL locks 100 us after SPLLCON enables it (SPLLPWDN, SPLLRST and
//     SPLLFLOCK clear, CFGCON0.SPLLHWMD set, a valid configuration), timed at
//     the SYSCLK of the moment; SLOCK and CLKSTAT.SPLLRDY show the lock. A
//     software-controlled SPLL (SPLLHWMD clear), SPLLFLOCK and SPLLREFDIV
//     other than 1 are not modelled. POSC (the module's 40 MHz crystal) is
//     never running: starting it needs the Wi-Fi RF block's register writes,
//     which are not modelled, so an SPLL fed from POSC never locks.
//   - A clock switch (OSWEN) completes at once: OSWEN clears, COSC = NOSC.
//     The part itself would wait for the new clock; the model instead asks
//     the firmware to see SLOCK first, so a PLL that can never lock is
//     reported at the switch rather than as a hang.
//
// Refused (a bus error on the write that does it, reason on stderr):
// OSCCON/SPLLCON/PBxDIV written while SYSKEY is locked; a switch to the SPLL
// before SLOCK; SPLLCON changed while it clocks the core; an SPLL input, VCO,
// feedback divider or bandwidth select out of range; SYSCLK above 250 MHz; a
// PB clock above its limit; PRECON.PFMWS too small for SYSCLK (when it is
// written, and when a switch would raise SYSCLK past it); NOSC other than FRC
// and SPLL.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_CLOCKS_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_CLOCKS_H_

#include <cstdint>
#include <string>

namespace sim::pic32mzw1 {

class Clocks {
 public:
  static constexpr uint64_t kFrcHz = 8000000;
  // Offsets in the CFG block (0xBF800000).
  static constexpr uint64_t kCfgcon0 = 0x00, kCfgcon3 = 0x30, kSyskey = 0x80;
  // Offsets in the CRU block (0xBF801200); PBxDIV at kPb1div + 0x10 (x - 1).
  static constexpr uint64_t kOsccon = 0x00, kSpllcon = 0x20, kPb1div = 0x120, kPbCount = 6, kClkstat = 0x190,
                            kCruSize = 0x200;
  static constexpr uint32_t kSlock = 1u << 29, kOswen = 1u << 0;

  Clocks() { Reset(); }
  void Reset();

  // Accesses at offsets in their blocks, 32 bits; `now` is the core cycle
  // count. Writes take the PIC32 alias (+4 clear, +8 set, +C invert) in the
  // offset. A false return is a refused write (message on stderr).
  uint32_t ReadCfg(uint64_t offset) const;
  bool WriteCfg(uint64_t offset, uint32_t value, uint64_t now);
  uint32_t ReadCru(uint64_t offset, uint64_t now);
  bool WriteCru(uint64_t offset, uint32_t value, uint64_t now);
  uint32_t ReadPrecon() const { return precon_; }
  bool WritePrecon(uint64_t offset, uint32_t value, uint64_t now);
  // CFG offsets this model owns (the rest of the block is plain storage).
  static bool OwnsCfg(uint64_t offset);

  uint64_t SysclkHz() const { return SysclkHz(osccon_, spllcon_, cfgcon3_); }
  uint64_t PbclkHz(unsigned bus) const;  // bus 1..6
  bool Unlocked() const { return unlocked_; }
  bool SpllLocked() const;

 private:
  struct State {
    uint32_t osccon, spllcon, cfgcon0, cfgcon3, precon;
    uint32_t pbdiv[kPbCount];
  };
  void Advance(uint64_t now);
  State Current() const;
  uint64_t SpllHz(uint32_t spllcon, uint32_t cfgcon3) const;
  uint64_t SysclkHz(uint32_t osccon, uint32_t spllcon, uint32_t cfgcon3) const;
  // Why the SPLL cannot run as configured (empty when it can).
  std::string SpllProblem(uint32_t spllcon) const;
  // Why a state cannot run (empty when it can).
  std::string Problem(const State& next) const;
  bool Commit(const State& next, const char* what);

  uint32_t osccon_ = 0, spllcon_ = 0, cfgcon0_ = 0, cfgcon3_ = 0, precon_ = 0;
  uint32_t pbdiv_[kPbCount] = {};
  bool unlocked_ = false;
  bool key1_seen_ = false;  // 0xAA996655 was the last SYSKEY write
  double seconds_ = 0;
  uint64_t last_now_ = 0;
  double spll_on_at_ = -1;  // seconds_ when the SPLL started locking; -1: off
};

}  // namespace sim::pic32mzw1

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_CLOCKS_H_
