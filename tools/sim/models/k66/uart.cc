#include "tools/sim/models/k66/uart.h"

#include <cmath>
#include <cstdio>

namespace sim::k66 {

void Uart::Reset() {
  for (uint8_t& r : registers_) r = 0;
  registers_[kBdl] = 0x04;  // reset SBR = 4
  registers_[kS1] = kS1Tdre | kS1Tc;
  sbr_ = 0x04;
  bytes_sent_ = 0;
}

double Uart::BaudRate() const {
  const unsigned brfa = registers_[kC4] & kC4BrfaMask;
  const unsigned divisor_x32 = 32u * sbr_ + brfa;  // 32 x (SBR + BRFA/32)
  if (sbr_ == 0) return 0;
  return 2.0 * static_cast<double>(ModuleClockHz()) / divisor_x32;
}

std::string Uart::TransmitProblem() const {
  char text[200];
  if ((registers_[kC2] & kC2Te) == 0) return "data written with C2[TE] clear: the transmitter is off and drops it";
  if (sbr_ == 0) return "data written with SBR = 0 (BDH/BDL): the baud rate generator is off";
  const double baud = BaudRate();
  const double error = (baud - kConsoleBaud) / kConsoleBaud * 100.0;
  if (std::fabs(error) > kBaudTolerancePercent) {
    std::snprintf(text, sizeof(text),
                  "SBR = %u, BRFA = %u give %.0f baud at the module clock (%llu Hz), %+.1f %% from %u",
                  static_cast<unsigned>(sbr_), static_cast<unsigned>(registers_[kC4] & kC4BrfaMask), baud,
                  static_cast<unsigned long long>(ModuleClockHz()), error, static_cast<unsigned>(kConsoleBaud));
    return text;
  }
  if (registers_[kC1] & (kC1Pe | kC1M | kC1Loops) || registers_[kBdh] & kBdhSbns ||
      registers_[kC4] & kC4M10 || registers_[kS2] & kS2Msbf || registers_[kC3] & kC3Txinv) {
    std::snprintf(text, sizeof(text),
                  "the frame is not 8N1 on the TX pin (C1 = 0x%02x, BDH = 0x%02x, C4 = 0x%02x, S2 = 0x%02x, "
                  "C3 = 0x%02x)",
                  registers_[kC1], registers_[kBdh], registers_[kC4], registers_[kS2], registers_[kC3]);
    return text;
  }
  return "";
}

Access Uart::Read(uint64_t offset, unsigned width, uint32_t* value) {
  *value = 0;
  if (width != 1 || offset >= kRegisterBlock) return Access::kBusError;
  // S1 keeps TDRE and TC: every byte has left by the next look.
  *value = offset == kD ? 0 : registers_[offset];  // nothing is ever received
  return Access::kOk;
}

Access Uart::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (width != 1 || offset >= kRegisterBlock) return Access::kBusError;
  const uint8_t byte = static_cast<uint8_t>(value);
  switch (offset) {
    case kS1:
      return Access::kOk;  // read only
    case kBdl:
      registers_[kBdl] = byte;
      sbr_ = static_cast<uint16_t>(((registers_[kBdh] & kBdhSbrMask) << 8) | byte);
      return Access::kOk;
    case kD: {
      const std::string problem = TransmitProblem();
      if (!problem.empty()) {
        std::fprintf(stderr, "k66_uart0: byte 0x%02x to UART0_D refused: %s\n", byte, problem.c_str());
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
      registers_[offset] = byte;
      return Access::kOk;
  }
}

}  // namespace sim::k66
