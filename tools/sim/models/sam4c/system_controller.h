// The SAM4C system controller page 0x400E_0400-0x400E_13FF as one window:
// the simulator maps peripheral windows in 4 KiB units, and this page packs
// the PMC (0x400E_0400), UART0 (0x400E_0600, its PDC at 0x700, CHIPID at
// 0x740), EEFC0 (0x400E_0A00), EEFC1 (0x400E_0C00), PIOA (0x400E_0E00) and
// PIOB (0x400E_1000) (ASF sam4c32c_0.h base addresses; the model takes
// each block's place from the board description, platforms/boards.bzl). It routes each
// access to the Pmc and Uart models, keeps PIOA/PIOB's pin ownership
// (PIO_PER/PDR/PSR, PIO_ABCDSR1/2; the rest read back) and the flash
// controllers' registers as plain words, and wires them together: the UART
// sees the PMC's MCK and its peripheral clock, and PB5 (UTXD0); the PMC
// refuses an MCK the flash wait states (EEFC_FMR.FWS) cannot follow.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_SYSTEM_CONTROLLER_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_SYSTEM_CONTROLLER_H_

#include <cstdint>
#include <map>
#include <string>

#include "tools/sim/models/sam4c/pmc.h"
#include "tools/sim/models/sam4c/uart.h"
#include "tools/sim/peripheral.h"

namespace sim {
namespace sam4c {

// A PIO controller's pin ownership: PSR bit set = the PIO drives the pin,
// clear = a peripheral does, the one ABCDSR1/2 select (A = 0/0).
class PioPins {
 public:
  void Reset();
  uint32_t Read(uint64_t offset) const;
  void Write(uint64_t offset, uint32_t value);
  // Pin `pin` driven by peripheral function A.
  bool PeripheralA(unsigned pin) const;

 private:
  uint32_t status_;  // PIO_PSR
  uint32_t select1_, select2_;
  std::map<uint64_t, uint32_t> plain_;
};

class SystemController : public Peripheral {
 public:
  static constexpr uint64_t kSize = 0x1000;
  static constexpr unsigned kUart0Id = 8;  // PMC peripheral ID of UART0
  static constexpr unsigned kUtxd0Pin = 5;  // PB5

  // Where UART0, EEFC0/1 and PIOA/B sit in the page: offsets from its base
  // (the PMC's), from the board description (board_models.cc).
  struct Layout {
    uint64_t uart0, eefc0, eefc1, pioa, piob;
  };
  // Whether every block of the layout fits in the page beside the PMC.
  static bool Fits(const Layout& layout);

  explicit SystemController(const Layout& layout);

  std::string Name() const override { return "sam4c_system_controller"; }
  uint64_t Size() const override { return kSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;

  const Pmc& pmc() const { return pmc_; }

  // Lowest EEFC_FMR.FWS for MCK = hz (CHIP_FREQ_FWS_0..5 of sam4c32c_0.h:
  // 21, 42, 63, 85, 106, 121 MHz at VDDCORE 1.2 V).
  static unsigned WaitStatesFor(uint64_t hz);

 private:
  bool FlashCanRun(uint64_t hz, std::string* why) const;

  Layout layout_;
  Pmc pmc_;
  Uart uart_;
  PioPins pioa_, piob_;
  std::map<uint64_t, uint32_t> plain_;  // EEFC0/1, CHIPID, reserved
};

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_SYSTEM_CONTROLLER_H_
