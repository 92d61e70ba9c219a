// The K66 blocks that set the clocks, and UART0, which they clock: the SIM
// (0x40047000-0x40048FFF: clock gates and other registers kept as written,
// SIM_CLKDIV1 into the clock model), the MCG and OSC0 (0x40064000 and
// 0x40065000), the SMC (0x4007E000) and UART0 (0x4006A000), each a window
// the simulator maps (in 4 KiB units). The SIM window is the one the board
// description names; the others are owned forwarders (WindowHandle), as
// the BA414E's memories are. UART0 checks its baud rate at the core clock
// the firmware set (k66/clocks.h).
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
  static constexpr uint64_t kSimBase = 0x40047000, kSimSize = 0x2000;
  static constexpr uint64_t kMcgBase = 0x40064000, kOscBase = 0x40065000, kMcgOscSize = 0x2000;
  static constexpr uint64_t kSmcBase = 0x4007E000, kSmcSize = 0x1000;
  static constexpr uint64_t kClkdiv1 = 0x1044;  // from kSimBase

  SystemController();
  ~SystemController() override;

  std::string Name() const override { return "k66_sim"; }
  uint64_t Base() const override { return kSimBase; }
  uint64_t Size() const override { return kSimSize; }
  // SIM: aligned accesses of any width; SIM_CLKDIV1 takes 32-bit writes only.
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;

  // The other windows, to map beside this one (they must not outlive it).
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
