// Model of the NXP Kinetis K66 UART0, the FRDM-K66F's OpenSDA virtual COM
// port: what a polled, transmit-only console driver uses.
//
// Facts (K66 device header MK66F18.h for reference manual K66P144M180SF5RMV2;
// Kinetis UART chapter, e.g. K20/K22 reference manuals, same block):
//   UART0 at 0x4006A000, 8-bit registers: BDH 0x0 (SBR[12:8] in bits 4:0,
//   SBNS bit 5), BDL 0x1 (SBR[7:0]), C1 0x2 (PE bit 1, M bit 4, LOOPS bit 7),
//   C2 0x3 (RE bit 2, TE bit 3), S1 0x4 (TC bit 6, TDRE bit 7), S2 0x5
//   (MSBF bit 5), C3 0x6 (TXINV bit 4), D 0x7, C4 0xA (BRFA bits 4:0, M10
//   bit 5); the register block ends at 0x3F. Reset values [as recalled from
//   the UART chapter's register tables, not re-checked]: BDL = 0x04 (SBR = 4),
//   S1 = 0xC0 (TDRE, TC), the others 0.
//   Baud rate = UART module clock / (16 x (SBR + BRFA/32)); UART0's module
//   clock is the core/system clock: the clock model's (k66/clocks.h, wired
//   by k66/system_controller.h), or, for a UART alone, 20.97152 MHz as the
//   K66 leaves reset in FEI mode (FLL 640 x the 32.768 kHz slow IRC; NXP
//   system_MK66F18.h DEFAULT_SYSTEM_CLOCK).
//
// Behaviour:
//   - Writing D with C2[TE] set sends the byte (Transmit). S1 always shows
//     TDRE and TC: the simulated line drains at once.
//   - Misuse a real board punishes ends the run with a bus error after a
//     message on stderr saying what is wrong: data written with TE clear (the
//     byte never leaves), with SBR = 0 (baud generator off), at a baud rate
//     more than 3 % from 115200 (a terminal at 115200 reads garbage), or with
//     a frame other than 8N1 (parity, 9/10 data bits, two stop bits, MSB
//     first, inverted TX, loop mode).
//   - [assumption, Kinetis UART chapter: BDH's SBR bits are buffered until
//     BDL is written] the divisor in use is latched on a BDL write.
//   - [assumption: strictness] only byte accesses inside the register block
//     (0x00-0x3F); anything else is a bus error. The header declares every
//     register as uint8_t. Other registers are kept as written; writes to
//     S1 are ignored (read only).
//   - Not modelled: the receiver, FIFOs, interrupts, DMA, the SIM clock gate
//     (a real K66 faults on an ungated UART access) and the pin mux; the
//     firmware test tests/firmware/k66/uart_console.c reads those back.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_K66_UART_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_K66_UART_H_

#include <cstdint>
#include <functional>
#include <string>

#include "tools/sim/peripheral.h"

namespace sim::k66 {

class Uart : public Peripheral {
 public:
  static constexpr uint64_t kSize = 0x1000;      // its 4 KB peripheral slot
  static constexpr uint64_t kRegisterBlock = 0x40;
  // UART0's clock as the K66 leaves reset (FEI): 640 x 32768 Hz.
  static constexpr uint32_t kResetModuleClockHz = 20971520;
  static constexpr uint32_t kConsoleBaud = 115200;
  static constexpr uint32_t kBaudTolerancePercent = 3;

  static constexpr uint64_t kBdh = 0x0, kBdl = 0x1, kC1 = 0x2, kC2 = 0x3, kS1 = 0x4, kS2 = 0x5,
                            kC3 = 0x6, kD = 0x7, kC4 = 0xA;
  static constexpr uint8_t kBdhSbrMask = 0x1F, kBdhSbns = 0x20;
  static constexpr uint8_t kC1Pe = 0x02, kC1M = 0x10, kC1Loops = 0x80;
  static constexpr uint8_t kC2Re = 0x04, kC2Te = 0x08;
  static constexpr uint8_t kS1Tc = 0x40, kS1Tdre = 0x80;
  static constexpr uint8_t kS2Msbf = 0x20;
  static constexpr uint8_t kC3Txinv = 0x10;
  static constexpr uint8_t kC4BrfaMask = 0x1F, kC4M10 = 0x20;

  // The module clock at reset, and bytes out through this model's own sink.
  Uart() : Uart(nullptr, nullptr) {}
  // module_clock_hz: UART0's clock now; send: where transmitted bytes go
  // (null: this model's own sink).
  Uart(std::function<uint64_t()> module_clock_hz, std::function<void(uint8_t)> send)
      : module_clock_hz_(std::move(module_clock_hz)), send_(std::move(send)) {
    Reset();
  }

  std::string Name() const override { return "k66_uart0"; }
  uint64_t Size() const override { return kSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;

  // The baud rate the current settings give at the module clock (0 when
  // SBR is 0), and the number of bytes sent since reset.
  uint64_t ModuleClockHz() const { return module_clock_hz_ ? module_clock_hz_() : kResetModuleClockHz; }
  double BaudRate() const;
  uint64_t BytesSent() const { return bytes_sent_; }

 private:
  // Why a byte written to D cannot reach a terminal at 115200 8N1; empty
  // when it can.
  std::string TransmitProblem() const;

  const std::function<uint64_t()> module_clock_hz_;
  const std::function<void(uint8_t)> send_;
  uint8_t registers_[kRegisterBlock] = {};
  uint16_t sbr_ = 0;  // the divisor in use, latched by BDL writes
  uint64_t bytes_sent_ = 0;
};

}  // namespace sim::k66

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_K66_UART_H_
