// The PIC32MZ W1 blocks that set the clocks, and UART3, which one of them
// clocks: the CFG block (CFGCON0, CFGCON3 and SYSKEY into the clock model,
// the PMD and other registers kept as written), the 4 KiB page holding the
// CRU (at +0x200, into the clock model; UART3 and the PPS selects, the rest
// of the page, in pic32mzw1/uart.h) and the prefetch page (PRECON at +0x400
// into the clock model, the rest kept as written), each a window the
// simulator maps (in 4 KiB units) where the board description puts it. The
// CFG window is the one the description names; the others are owned
// forwarders (WindowHandle). UART3 takes its baud clock from the clock
// model: CLKSEL 0 PBCLK1, 1 SYSCLK, 2 FRC (8 MHz); REFCLK1 is not modelled.
// The clock model's registers take aligned 32-bit accesses only
// [assumption: strictness, as UART3].
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_SYSTEM_CONTROLLER_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_SYSTEM_CONTROLLER_H_

#include <cstdint>
#include <memory>
#include <string>

#include "tools/sim/models/pic32mzw1/clocks.h"
#include "tools/sim/models/pic32mzw1/uart.h"
#include "tools/sim/models/register_file.h"
#include "tools/sim/peripheral.h"

namespace sim::pic32mzw1 {

class SystemController : public Peripheral {
 public:
  static constexpr uint64_t kPageSize = 0x1000;
  static constexpr uint64_t kCruOffset = 0x200, kPreconOffset = 0x400;  // in their pages

  SystemController();
  ~SystemController() override;

  std::string Name() const override { return "pic32mzw1_cfg"; }
  uint64_t Size() const override { return kPageSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;

  // The other windows, to place (Peripheral::Place) and map beside this
  // one (the handles must not outlive it).
  Peripheral& CruPageWindow();
  Peripheral& PrefetchPageWindow();
  std::unique_ptr<Peripheral> CruPageHandle();
  std::unique_ptr<Peripheral> PrefetchPageHandle();

  const Clocks& clocks() const { return clocks_; }
  Uart& uart() { return uart_; }
  uint64_t Now() const { return now(); }
  void Send(uint8_t byte) { Transmit(byte); }

 private:
  class CruPage;
  class PrefetchPage;

  Clocks clocks_;
  Uart uart_;
  std::unique_ptr<CruPage> cru_page_;
  std::unique_ptr<PrefetchPage> prefetch_page_;
  RegisterFile cfg_plain_;       // PMDx and the CFG block's other registers
  RegisterFile prefetch_plain_;  // PRESTAT, PREHIT, the ICD registers
};

}  // namespace sim::pic32mzw1

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_SYSTEM_CONTROLLER_H_
