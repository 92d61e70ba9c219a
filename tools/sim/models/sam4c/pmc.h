// Register-level model of the SAM4C Power Management Controller (PMC, base
// 0x400E_0400): peripheral clock enables and the master clock (MCK) tree a
// firmware programs: main RC oscillator (4/8/12 MHz), PLLB from MAINCK and
// the MCK source / prescaler, with the status bits a driver polls. It knows
// MCK at every moment, which the UART model needs to check its baud rate.
//
// Facts: ASF SAM4C32C headers (component_pmc.h: offsets and fields;
// sam4c32c_0.h: CHIP_FREQ_MAINCK_RC_*, CHIP_FREQ_CPU_MAX = 120 MHz), ASF
// system_sam4c.c (MCK = the 4 MHz main RC at reset), ASF sam4c pll.h (PLLB
// input 3-32 MHz after DIVB, output 80-240 MHz, multiplier MULB + 1).
// [assumption, SAM4 family PMC chapter: PLLxCOUNT] LOCKB sets PLLBCOUNT x 8
// slow-clock (32.768 kHz) periods after CKGR_PLLBR is written; time runs
// with the core cycle counter at the MCK of the moment.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_PMC_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_PMC_H_

#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "tools/sim/peripheral.h"

namespace sim {
namespace sam4c {

class Pmc : public Peripheral {
 public:
  static constexpr uint64_t kSize = 0x200;
  static constexpr uint64_t kResetMasterClockHz = 4000000;  // main RC, 4 MHz
  static constexpr uint64_t kMaxMasterClockHz = 120000000;  // CHIP_FREQ_CPU_MAX

  // Asked before MCK changes: whether the flash can follow at the new
  // frequency (its wait states). False with *why filled: the switch is
  // refused, as the real part would then fetch garbage.
  using FlashCheck = std::function<bool(uint64_t mck_hz, std::string* why)>;

  // The core cycle counter, which times the PLLB lock.
  using Now = std::function<uint64_t()>;

  Pmc() : Pmc(FlashCheck(), Now()) {}
  Pmc(FlashCheck flash_check, Now now);

  std::string Name() const override { return "sam4c_pmc"; }
  uint64_t Size() const override { return kSize; }
  // Aligned 32-bit accesses only; others are bus errors. A clock set-up the
  // real part would turn into a hang or a crash (a PLL out of its range, MCK
  // switched to an unlocked PLL or above 120 MHz, PRES and CSS changed in one
  // write, flash too slow) is reported on stderr and answered with a bus error.
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;

  uint64_t MasterClockHz() const;
  // Peripheral clock `id` (PMC_PCSR0 / PCSR1 bit) enabled.
  bool PeripheralClockEnabled(unsigned id) const;

 private:
  Access Refuse(const std::string& why);
  void Advance();
  uint64_t MainClockHz() const;
  uint64_t PllbHz(uint32_t pllbr) const;
  bool PllbLocked() const;
  uint64_t MasterClockHz(uint32_t mckr) const;
  Access WriteMainOscillator(uint32_t value);
  Access WritePllb(uint32_t value);
  Access WriteMasterClock(uint32_t value);

  const FlashCheck flash_check_;
  const Now now_;
  double seconds_ = 0;       // since reset, advanced at each access
  uint64_t last_now_ = 0;
  double pllb_written_at_ = 0;
  uint32_t pcsr0_, pcsr1_, scsr_;
  uint32_t mor_;    // CKGR_MOR, KEY bits dropped
  uint32_t pllbr_;  // CKGR_PLLBR
  uint32_t mckr_;   // PMC_MCKR
  std::map<uint64_t, uint32_t> plain_;  // everything else reads back
};

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_PMC_H_
