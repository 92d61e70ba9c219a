// Register-level model of a SAM4C UART (UART0, base 0x400E_0600: the
// ATSAM4C32-EK's console, URXD0/UTXD0 on PB4/PB5), transmit side: the
// registers a polled console driver uses. Bytes written to THR leave the
// board through Peripheral::Transmit (mcusim --uart=FILE, else the console).
//
// Facts: ASF SAM4C headers (component_uart.h: CR/MR/IER/IDR/IMR/SR/RHR/THR/
// BRGR offsets and bits; baud = MCK / (16 x CD), CD = 0 disables the baud
// clock). The receiver is not modelled (RHR reads 0, RXRDY stays 0), nor the
// PDC channel (its registers read back).
//
// What a terminal at 115200 8N1 would not survive is refused at the THR
// write, on stderr and with a bus error: the UART's peripheral clock off,
// the transmitter not enabled, CD = 0, a baud rate more than 3 % from
// 115200 at the current MCK, parity or a test channel mode or the optical
// modulator on, the TX pin not given to the UART.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_UART_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_UART_H_

#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "tools/sim/peripheral.h"

namespace sim {
namespace sam4c {

class Uart : public Peripheral {
 public:
  static constexpr uint64_t kSize = 0x140;       // registers and PDC, up to CHIPID
  static constexpr uint32_t kBaud = 115200;
  static constexpr double kTolerance = 0.03;

  // The rest of the chip, as the UART sees it. Empty members: the reset
  // MCK (4 MHz), clocked, pin routed, bytes to Peripheral::Transmit.
  struct Environment {
    std::function<uint64_t()> master_clock_hz;
    std::function<bool()> clocked;        // PMC peripheral clock enabled
    std::function<bool()> tx_pin_routed;  // the TX pin driven by this UART
    std::function<void(uint8_t)> transmit;
  };

  Uart() : Uart(Environment()) {}
  explicit Uart(Environment environment);

  std::string Name() const override { return "sam4c_uart"; }
  uint64_t Size() const override { return kSize; }
  // Aligned 32-bit accesses only; others are bus errors.
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;

  // The baud rate BRGR gives at the current MCK (0: baud clock off).
  double BaudRate() const;

 private:
  Access Refuse(const std::string& why);
  Access Send(uint32_t value);

  const Environment environment_;
  bool tx_enabled_;
  uint32_t mode_;     // UART_MR
  uint32_t divisor_;  // UART_BRGR.CD
  uint32_t interrupt_mask_;
  std::map<uint64_t, uint32_t> plain_;  // PDC registers
};

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_UART_H_
