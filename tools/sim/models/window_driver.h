// Drives a model's register windows the way firmware does, for tests of the
// clock models: each access advances a ManualClock by 4 cycles (a bus
// access), finds the window holding the address, and a refused write is a
// bus error with the reason on stderr. Bytes a UART model sends land in
// serial_.text. A test fixture derives from it beside ::testing::Test.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_WINDOW_DRIVER_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_WINDOW_DRIVER_H_

#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/model_testing.h"
#include "tools/sim/peripheral.h"

namespace sim {

class TextSink : public SerialSink {
 public:
  void Transmit(uint8_t byte) override { text.push_back(static_cast<char>(byte)); }
  std::string text;
};

class WindowDriver {
 protected:
  // default_width: the access width when a call gives none (the registers'
  // own width: 1 for the K66 MCG, 4 for PIC32 SFRs).
  explicit WindowDriver(unsigned default_width) : default_width_(default_width) {}

  void AddWindow(Peripheral* window) { windows_.push_back(window); }

  uint32_t Read(uint64_t address, unsigned width = 0) {
    clock_.Advance(4);
    Peripheral* p = Find(address);
    uint32_t value = 0;
    if (p == nullptr) return 0;
    EXPECT_EQ(Access::kOk, p->Read(address - p->Base(), Width(width), &value)) << std::hex << address;
    return value;
  }
  Access Write(uint64_t address, uint32_t value, unsigned width = 0) {
    clock_.Advance(4);
    Peripheral* p = Find(address);
    if (p == nullptr) return Access::kBusError;
    return p->Write(address - p->Base(), Width(width), value);
  }
  void WriteOk(uint64_t address, uint32_t value, unsigned width = 0) {
    EXPECT_EQ(Access::kOk, Write(address, value, width)) << std::hex << address;
  }
  // The write is refused with a bus error and a message containing `why`.
  void ExpectRefused(uint64_t address, uint32_t value, const std::string& why, unsigned width = 0) {
    ::testing::internal::CaptureStderr();
    EXPECT_EQ(Access::kBusError, Write(address, value, width)) << std::hex << address;
    const std::string message = ::testing::internal::GetCapturedStderr();
    EXPECT_NE(std::string::npos, message.find(why)) << message;
  }
  // Polls until (read & mask) == want; returns the number of polls, failing
  // after `limit`.
  int PollUntil(uint64_t address, uint32_t mask, uint32_t want, int limit = 1000000) {
    for (int polls = 0; polls < limit; ++polls) {
      if ((Read(address) & mask) == want) return polls;
    }
    ADD_FAILURE() << "timed out polling " << std::hex << address;
    return limit;
  }

  ManualClock clock_;
  TextSink serial_;

 private:
  unsigned Width(unsigned width) const { return width == 0 ? default_width_ : width; }
  Peripheral* Find(uint64_t address) {
    for (Peripheral* p : windows_) {
      if (address >= p->Base() && address < p->Base() + p->Size()) return p;
    }
    ADD_FAILURE() << "no window at " << std::hex << address;
    return nullptr;
  }

  const unsigned default_width_;
  std::vector<Peripheral*> windows_;
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_WINDOW_DRIVER_H_
