// The K66 blocks that set the clocks, and UART0, which they clock: the SIM
// (clock gates and other registers kept as written, SIM_CLKDIV1 into the
// clock model), the MCG with OSC0 (one 8 KiB window: OSC0 at +0x1000), the
// SMC and UART0, each a window the simulator maps (in 4 KiB units) where
// the board description puts it. The SIM window is the one the description
// names; the others are owned forwarders (WindowHandle), as the BA414E's
// memories are. UART0 checks its baud rate at the core clock the firmware
// set (k66/clocks.h).
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_K66_SYSTEM_CONTROLLER_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_K66_SYSTEM_CONTROLLER_H_

#include <cstdint>
#include <memory>
#include <string>

#include "tools/sim/models/k66/clocks.h"
#include "tools/sim/models/k66/uart.h"
#include "tools/sim/models/register_file.h"
#include "tools/sim/peripheral.h"

namespace sim::k66 {

class SystemController : public Peripheral {
 public:
  static constexpr uint64_t kSimSize = 0x2000, kMcgOscSize = 0x2000, kSmcSize = 0x1000;
  static constexpr uint64_t kOscOffset = 0x1000;  // OSC0 from the MCG (MK66F18.h)
  static constexpr uint64_t kClkdiv1 = 0x1044;    // from the SIM's base

  SystemController();
  ~SystemController() override;

  std::string Name() const override { return "k66_sim"; }
  uint64_t Size() const override { return kSimSize; }
  // SIM: aligned accesses of any width; SIM_CLKDIV1 takes 32-bit writes only.
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;

  // The other windows, to place (Peripheral::Place) and map beside this
  // one (the handles must not outlive it).
  Peripheral& McgOscWindow();
  Peripheral& SmcWindow();
  std::unique_ptr<Peripheral> McgOscHandle();
  std::unique_ptr<Peripheral> SmcHandle();
  std::unique_ptr<Peripheral> UartHandle();

  const Clocks& clocks() const { return clocks_; }
  Uart& uart() { return uart_; }
  uint64_t Now() const { return now(); }
  void Send(uint8_t byte) { Transmit(byte); }

 private:
  class McgOsc;
  class Smc;

  Clocks clocks_;
  Uart uart_;
  std::unique_ptr<McgOsc> mcg_osc_;
  std::unique_ptr<Smc> smc_;
  RegisterFile plain_;  // the SIM's other registers, kept as written
};

}  // namespace sim::k66

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_K66_SYSTEM_CONTROLLER_H_
