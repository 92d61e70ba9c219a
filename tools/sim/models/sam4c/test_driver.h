// What the SAM4C model tests share: register access as a driver does it
// (32-bit reads and writes that must succeed), polling against the manual
// clock, and hex for test vectors.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_TEST_DRIVER_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_TEST_DRIVER_H_

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/model_testing.h"
#include "tools/sim/peripheral.h"

namespace sim {
namespace sam4c {
namespace testing {

class Registers {
 public:
  Registers(Peripheral* peripheral, ManualClock* clock) : peripheral_(peripheral), clock_(clock) {}

  uint32_t Read(uint64_t offset) {
    uint32_t value = 0;
    EXPECT_EQ(Access::kOk, peripheral_->Read(offset, 4, &value)) << "read 0x" << std::hex << offset;
    return value;
  }

  void Write(uint64_t offset, uint32_t value) {
    EXPECT_EQ(Access::kOk, peripheral_->Write(offset, 4, value))
        << "write 0x" << std::hex << offset;
  }

  // Reads `offset` until a bit of `mask` is set, one cycle apart, as a
  // polling loop would; returns the cycles it waited (limit + 1 on timeout).
  uint64_t WaitFor(uint64_t offset, uint32_t mask, uint64_t limit = 1000000) {
    for (uint64_t waited = 0; waited <= limit; ++waited) {
      if (Read(offset) & mask) return waited;
      clock_->Advance(1);
    }
    ADD_FAILURE() << "timed out waiting for 0x" << std::hex << mask << " at 0x" << offset;
    return limit + 1;
  }

 private:
  Peripheral* peripheral_;
  ManualClock* clock_;
};

inline std::vector<uint8_t> FromHex(const std::string& hex) {
  std::vector<uint8_t> bytes;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) {
    bytes.push_back(static_cast<uint8_t>(std::stoul(hex.substr(i, 2), nullptr, 16)));
  }
  return bytes;
}

inline std::string ToHex(const std::vector<uint8_t>& bytes) {
  std::string hex;
  char two[3];
  for (uint8_t b : bytes) {
    std::snprintf(two, sizeof two, "%02x", b);
    hex += two;
  }
  return hex;
}

// Register words are little-endian loads of the byte stream (§3.1 step 3).
inline uint32_t WordAt(const std::vector<uint8_t>& bytes, size_t offset) {
  uint32_t word = 0;
  for (size_t i = 0; i < 4 && offset + i < bytes.size(); ++i)
    word |= uint32_t{bytes[offset + i]} << (8 * i);
  return word;
}

inline void AppendWord(uint32_t word, std::vector<uint8_t>* bytes) {
  for (int i = 0; i < 4; ++i) bytes->push_back(static_cast<uint8_t>(word >> (8 * i)));
}

}  // namespace testing
}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_TEST_DRIVER_H_
