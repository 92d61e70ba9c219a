#include "tools/sim/models/pic32mzw1/uart.h"

#include <cmath>
#include <cstdio>

#include "tools/sim/models/pic32mzw1/sfr.h"

namespace sim::pic32mzw1 {

void Uart::Reset() {
  mode_ = sta_ = brg_ = 0;
  plain_.clear();
  bytes_sent_ = 0;
}

uint64_t Uart::BrgClockHz() const {
  const uint32_t clksel = (mode_ & kModeClkselMask) >> kModeClkselShift;
  if (clock_hz_) return clock_hz_(clksel);
  return clksel == kClkselFrc ? kFrcHz : 0;
}

double Uart::BaudRate() const {
  const double divisor = ((mode_ & kModeBrgh) ? 4.0 : 16.0) * ((brg_ & kBrgMask) + 1.0);
  return static_cast<double>(BrgClockHz()) / divisor;
}

std::string Uart::TransmitProblem() const {
  char text[240];
  if ((mode_ & kModeOn) == 0) return "data written with U3MODE.ON clear: the UART is off and drops it";
  if ((sta_ & kStaUtxen) == 0) return "data written with U3STA.UTXEN clear: the transmitter is off and drops it";
  const auto pps = plain_.find(kRpc14r);
  const uint32_t rpc14r = pps == plain_.end() ? 0 : pps->second & 0xF;
  if (rpc14r != kRpc14rU3tx) {
    std::snprintf(text, sizeof(text),
                  "U3TX is not routed to the PKOB4's pin: RPC14R = %u, not %u (PPS)", static_cast<unsigned>(rpc14r),
                  static_cast<unsigned>(kRpc14rU3tx));
    return text;
  }
  static const char* const kClockNames[4] = {"PBCLK1", "SYSCLK", "FRC", "REFCLK1"};
  const uint32_t clksel = (mode_ & kModeClkselMask) >> kModeClkselShift;
  const uint64_t clock = BrgClockHz();
  if (clock == 0) {
    std::snprintf(text, sizeof(text), "U3MODE.CLKSEL = %u (%s): the model does not know that clock's frequency",
                  static_cast<unsigned>(clksel), kClockNames[clksel]);
    return text;
  }
  const double baud = BaudRate();
  const double error = (baud - kConsoleBaud) / kConsoleBaud * 100.0;
  if (std::fabs(error) > kBaudTolerancePercent) {
    std::snprintf(text, sizeof(text), "U3BRG = %u, BRGH = %u give %.0f baud from %s (%llu Hz), %+.1f %% from %u",
                  static_cast<unsigned>(brg_ & kBrgMask), (mode_ & kModeBrgh) ? 1u : 0u, baud, kClockNames[clksel],
                  static_cast<unsigned long long>(clock), error, static_cast<unsigned>(kConsoleBaud));
    return text;
  }
  if (mode_ & (kModeStsel | kModePdselMask | kModeLpback | kModeIren) || sta_ & kStaUtxinv) {
    std::snprintf(text, sizeof(text), "the frame is not 8N1 on the TX pin (U3MODE = 0x%08x, U3STA = 0x%08x)",
                  static_cast<unsigned>(mode_), static_cast<unsigned>(sta_));
    return text;
  }
  return "";
}

Access Uart::Read(uint64_t offset, unsigned width, uint32_t* value) {
  *value = 0;
  if (offset >= kMode && offset < kUartEnd) {
    if (width != 4 || (offset & 3) != 0) return Access::kBusError;
    switch (offset & ~uint64_t{0xF}) {
      case kMode:
        *value = (mode_ & ~kModeActive) | ((mode_ & kModeOn) ? kModeActive : 0);
        break;
      case kSta:
        *value = (sta_ & ~kStaReadOnly) | kStaTrmt | kStaRidle;  // never full, always drained
        break;
      case kBrg:
        *value = brg_ & kBrgMask;
        break;
      default:
        break;  // TXREG reads 0; nothing is ever received
    }
    return Access::kOk;
  }
  const uint64_t word = offset & ~uint64_t{3};
  const auto it = plain_.find(word);
  const uint32_t v = it == plain_.end() ? 0 : it->second;
  const unsigned shift = static_cast<unsigned>(offset & 3) * 8;
  *value = width == 4 ? v : (v >> shift) & ((1u << (8 * width)) - 1);
  return Access::kOk;
}

Access Uart::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (offset >= kMode && offset < kUartEnd) {
    if (width != 4 || (offset & 3) != 0) return Access::kBusError;
    const uint64_t reg = offset & ~uint64_t{0xF}, alias = offset & 0xF;
    switch (reg) {
      case kMode:
        mode_ = ApplySfrWrite(mode_, alias, value) & ~kModeActive;  // ACTIVE is status
        return Access::kOk;
      case kSta:
        sta_ = (sta_ & kStaReadOnly) | (ApplySfrWrite(sta_, alias, value) & ~kStaReadOnly);
        return Access::kOk;
      case kBrg:
        brg_ = ApplySfrWrite(brg_, alias, value) & kBrgMask;
        return Access::kOk;
      case kTxreg: {
        if (alias != 0) return Access::kBusError;  // TXREG has no SET/CLR/INV
        const uint8_t byte = static_cast<uint8_t>(value);
        const std::string problem = TransmitProblem();
        if (!problem.empty()) {
          std::fprintf(stderr, "pic32mzw1_uart3: byte 0x%02x to U3TXREG refused: %s\n", byte, problem.c_str());
          return Access::kBusError;
        }
        ++bytes_sent_;
        if (send_) {
          send_(byte);
        } else {
          Transmit(byte);
        }
        return Access::kOk;
      }
      default:
        return Access::kOk;  // RXREG: read only
    }
  }
  const uint64_t word = offset & ~uint64_t{3};
  if (width == 4) {
    plain_[word] = value;
  } else {
    const unsigned shift = static_cast<unsigned>(offset & 3) * 8;
    const uint32_t mask = ((1u << (8 * width)) - 1) << shift;
    plain_[word] = (plain_[word] & ~mask) | ((value << shift) & mask);
  }
  return Access::kOk;
}

}  // namespace sim::pic32mzw1
