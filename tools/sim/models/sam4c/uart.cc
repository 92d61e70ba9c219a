#include "tools/sim/models/sam4c/uart.h"

#include <cmath>
#include <cstdio>

#include "tools/sim/models/sam4c/pmc.h"

namespace sim {
namespace sam4c {
namespace {

constexpr uint64_t kCr = 0x00, kMr = 0x04, kIer = 0x08, kIdr = 0x0C, kImr = 0x10, kSr = 0x14, kRhr = 0x18,
                   kThr = 0x1C, kBrgr = 0x20;
// UART_CR
constexpr uint32_t kResetTx = 1u << 3, kTxEnable = 1u << 6, kTxDisable = 1u << 7;
// UART_MR
constexpr uint32_t kOpticalEnable = 1u << 0;  // OPT_EN
constexpr unsigned kParityShift = 9;          // PAR, bits 11:9
constexpr uint32_t kParityMask = 7u << kParityShift, kParityNone = 4u << kParityShift;
constexpr uint32_t kChannelModeMask = 3u << 14;  // CHMODE: 0 = normal
// UART_SR
constexpr uint32_t kTxReady = 1u << 1, kTxEmpty = 1u << 9;
// Interrupt bits that exist (IER/IDR/IMR).
constexpr uint32_t kInterruptBits = 0x1AFB;

}  // namespace

Uart::Uart(Environment environment) : environment_(std::move(environment)) { Reset(); }

void Uart::Reset() {
  tx_enabled_ = false;
  mode_ = 0;
  divisor_ = 0;
  interrupt_mask_ = 0;
  plain_.clear();
}

Access Uart::Refuse(const std::string& why) {
  std::fprintf(stderr, "sam4c_uart model: %s\n", why.c_str());
  return Access::kBusError;
}

double Uart::BaudRate() const {
  if (divisor_ == 0) return 0;
  const uint64_t mck = environment_.master_clock_hz ? environment_.master_clock_hz() : Pmc::kResetMasterClockHz;
  return static_cast<double>(mck) / (16.0 * divisor_);
}

Access Uart::Send(uint32_t value) {
  if (environment_.clocked && !environment_.clocked()) {
    return Refuse("THR written while the UART's peripheral clock is off (PMC_PCER0): the byte is lost");
  }
  if (!tx_enabled_) return Refuse("THR written while the transmitter is not enabled (UART_CR.TXEN): the byte is lost");
  if (divisor_ == 0) return Refuse("THR written with UART_BRGR.CD = 0: the baud rate clock is off");
  const double baud = BaudRate();
  const double error = baud / kBaud - 1;
  if (std::fabs(error) > kTolerance) {
    char text[160];
    std::snprintf(text, sizeof text, "baud rate %.0f (CD = %u at MCK = %.0f Hz) is %+.1f %% from %u: a terminal reads garbage",
                  baud, divisor_, baud * 16 * divisor_, 100 * error, kBaud);
    return Refuse(text);
  }
  if ((mode_ & kParityMask) != kParityNone) return Refuse("UART_MR.PAR is not 'no parity': the console is 8N1");
  if (mode_ & kChannelModeMask) return Refuse("UART_MR.CHMODE is not normal: nothing reaches the TX pin");
  if (mode_ & kOpticalEnable) return Refuse("UART_MR.OPT_EN set: the TX line carries the optical modulation");
  if (environment_.tx_pin_routed && !environment_.tx_pin_routed()) {
    return Refuse("the TX pin is not given to the UART (PIO_PDR / PIO_ABCDSR): nothing leaves the chip");
  }
  const uint8_t byte = static_cast<uint8_t>(value & 0xFF);
  if (environment_.transmit) {
    environment_.transmit(byte);
  } else {
    Transmit(byte);
  }
  return Access::kOk;
}

Access Uart::Read(uint64_t offset, unsigned width, uint32_t* value) {
  *value = 0;
  if (width != 4 || offset % 4 != 0 || offset >= kSize) return Access::kBusError;
  switch (offset) {
    case kMr: *value = mode_; break;
    case kImr: *value = interrupt_mask_; break;
    // Transmission takes no time here: the holding and shift registers
    // are always free (a byte written when they are not is refused above).
    case kSr: *value = kTxReady | kTxEmpty; break;
    case kBrgr: *value = divisor_; break;
    case kCr: case kIer: case kIdr: case kRhr: case kThr:
      break;  // write-only, or the receiver (not modelled)
    default: {
      auto it = plain_.find(offset);
      if (it != plain_.end()) *value = it->second;
      break;
    }
  }
  return Access::kOk;
}

Access Uart::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (width != 4 || offset % 4 != 0 || offset >= kSize) return Access::kBusError;
  switch (offset) {
    case kCr:
      // Reset, and disable, win over enable in the same write.
      if (value & (kResetTx | kTxDisable)) {
        tx_enabled_ = false;
      } else if (value & kTxEnable) {
        tx_enabled_ = true;
      }
      break;
    case kMr: mode_ = value; break;
    case kIer: interrupt_mask_ |= value & kInterruptBits; break;
    case kIdr: interrupt_mask_ &= ~value; break;
    case kThr: return Send(value);
    case kBrgr: divisor_ = value & 0xFFFF; break;
    case kImr: case kSr: case kRhr:
      break;  // read-only
    default: plain_[offset] = value; break;
  }
  return Access::kOk;
}

}  // namespace sam4c
}  // namespace sim
