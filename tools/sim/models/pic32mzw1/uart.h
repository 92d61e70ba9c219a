// Model of the PIC32MZ W1 UART3, the WFI32 2.0 Curiosity's PKOB4 virtual COM
// port: what a polled, transmit-only console driver uses. UART3 sits at
// 0xBF801600, inside the 4 KB page 0xBF801000 the simulator maps as one
// window (mappings are page-sized), so the model answers the whole page:
// the UART's registers, and the rest (clock unit CRU at 0x200, PPS input and
// output selects at 0x800 and 0xA00) as plain registers that keep what is
// written.
//
// Facts (PIC32MZ-W DFP 1.8.326, PIC32MZ2051W104132: p32MZ2051W104132.S for
// the addresses, the atdf for the bit fields):
//   U3MODE 0x600, U3STA 0x610, U3TXREG 0x620, U3RXREG 0x630, U3BRG 0x640;
//   MODE, STA and BRG have CLR/SET/INV aliases at +4/+8/+C (PIC32 SFRs).
//   U3MODE: STSEL bit 0, PDSEL 2:1, BRGH bit 3, RXINV 4, LPBACK 6, IREN 12,
//   ON 15, CLKSEL 18:17 (0 PBCLK1, 1 SYSCLK, 2 FRC, 3 REFCLK1), ACTIVE 19.
//   U3STA: URXDA 0, OERR 1, FERR 2, PERR 3, RIDLE 4, TRMT 8, UTXBF 9,
//   UTXEN 10, UTXINV 13. U3BRG: BRG 19:0. RPC14R (0xAB8): 1 = U3TX (Harmony's
//   WFI32 Curiosity configurations route U3TX there).
//   Baud = BRG clock / ((BRGH ? 4 : 16) x (BRG + 1)); FRC = 8 MHz (atdf
//   __FRC_DEF_FREQ).
//
// Behaviour:
//   - Writing U3TXREG sends the byte (Transmit) when the UART can reach a
//     terminal at 115200 8N1; STA always shows TRMT and RIDLE set and UTXBF
//     clear: the simulated line drains at once. MODE reads ACTIVE = ON.
//   - The BRG clock's frequency comes from the clock model (pic32mzw1/
//     clocks.h, through system_controller.h) for the CLKSEL the firmware
//     chose; a UART alone knows only the FRC.
//   - Misuse ends the run with a bus error after a message on stderr saying
//     what is wrong: a byte written with ON or UTXEN clear, with U3TX not
//     routed to RPC14 (the pin the PKOB4 listens on), with a BRG clock whose
//     frequency the model does not know, at a baud rate more than 3 % from
//     115200, or with a frame other than 8N1 (parity or 9 bits, two stop
//     bits, inverted TX, loopback, IrDA).
//   - [assumption: strictness] the UART's registers take 32-bit aligned
//     accesses only; anything else there is a bus error. Read-only STA bits
//     ignore writes. The receiver, interrupts and the PMD gate are not modelled.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_UART_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_UART_H_

#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "tools/sim/peripheral.h"

namespace sim::pic32mzw1 {

class Uart : public Peripheral {
 public:
  static constexpr uint64_t kSize = 0x1000;
  static constexpr uint32_t kFrcHz = 8000000;
  static constexpr uint32_t kConsoleBaud = 115200;
  static constexpr uint32_t kBaudTolerancePercent = 3;

  // Offsets in the page.
  static constexpr uint64_t kMode = 0x600, kSta = 0x610, kTxreg = 0x620, kRxreg = 0x630, kBrg = 0x640;
  static constexpr uint64_t kUartEnd = 0x650;
  static constexpr uint64_t kRpc14r = 0xAB8;
  // MODE, STA and BRG take the SFR aliases (sfr.h).

  static constexpr uint32_t kModeStsel = 1u << 0, kModePdselMask = 3u << 1, kModeBrgh = 1u << 3,
                            kModeLpback = 1u << 6, kModeIren = 1u << 12, kModeOn = 1u << 15,
                            kModeClkselShift = 17, kModeClkselMask = 3u << 17, kModeActive = 1u << 19;
  static constexpr uint32_t kClkselFrc = 2;
  static constexpr uint32_t kStaRidle = 1u << 4, kStaTrmt = 1u << 8, kStaUtxbf = 1u << 9,
                            kStaUtxen = 1u << 10, kStaUtxinv = 1u << 13;
  // URXDA, FERR, PERR, RIDLE, TRMT, UTXBF: status the hardware drives.
  static constexpr uint32_t kStaReadOnly = 0x31D;
  static constexpr uint32_t kBrgMask = 0xFFFFF;
  static constexpr uint32_t kRpc14rU3tx = 1;

  // The BRG clock for a U3MODE.CLKSEL value, in Hz (0: not known).
  using ClockHz = std::function<uint64_t(uint32_t clksel)>;

  Uart() : Uart(nullptr, nullptr) {}
  // clock_hz: the BRG clocks now; send: where transmitted bytes go (null:
  // this model's own serial sink).
  Uart(ClockHz clock_hz, std::function<void(uint8_t)> send)
      : clock_hz_(std::move(clock_hz)), send_(std::move(send)) {
    Reset();
  }

  std::string Name() const override { return "pic32mzw1_uart3"; }
  uint64_t Size() const override { return kSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;

  // The baud rate MODE and BRG give at the BRG clock (0 when its frequency is
  // not known), and the number of bytes sent since reset.
  double BaudRate() const;
  uint64_t BrgClockHz() const;
  uint64_t BytesSent() const { return bytes_sent_; }

 private:
  // Why a byte written to TXREG cannot reach a terminal at 115200 8N1 on the
  // PKOB4's pin; empty when it can.
  std::string TransmitProblem() const;

  const ClockHz clock_hz_;
  const std::function<void(uint8_t)> send_;
  uint32_t mode_ = 0, sta_ = 0, brg_ = 0;
  std::map<uint64_t, uint32_t> plain_;  // the page's other registers, by word
  uint64_t bytes_sent_ = 0;
};

}  // namespace sim::pic32mzw1

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_UART_H_
