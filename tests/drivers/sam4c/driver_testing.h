// What the SAM4C driver tests share: arming a model's fault through the
// simulator's "mcucrypt:fault" file, and platform hooks that count lock
// uses and keep a fake microsecond clock (one microsecond per reading), so
// a bounded wait's length can be checked.
#ifndef MCUCRYPT_TESTS_DRIVERS_SAM4C_DRIVER_TESTING_H_
#define MCUCRYPT_TESTS_DRIVERS_SAM4C_DRIVER_TESTING_H_

#include <stdio.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/platform.h"
#include "tests/support/hex.h"

namespace sam4c_testing {

using Bytes = std::vector<uint8_t>;

inline std::string Hex(const Bytes& b) { return ToHex(b.data(), b.size()); }

inline Bytes Pattern(size_t n, uint8_t seed) {
  Bytes b(n);
  for (size_t i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(seed + 29 * i + (i >> 4));
  return b;
}

// Arms `kind` (none, hang, error, wrong) in the model named `model`; false
// when the simulator refuses it (or outside the simulator).
inline bool ArmFault(const char* model, const char* kind) {
  FILE* f = fopen("mcucrypt:fault", "w");
  if (f == nullptr) return false;
  const std::string line = std::string(model) + " " + kind + "\n";
  const bool wrote = fwrite(line.data(), 1, line.size(), f) == line.size();
  const bool flushed = fflush(f) == 0;
  return (fclose(f) == 0) && wrote && flushed;
}

struct Hooks {
  int locks[MCU_RESOURCE_COUNT] = {};
  int unlocks[MCU_RESOURCE_COUNT] = {};
  int held = 0;  // locked and not yet unlocked
  bool refuse = false;
  uint32_t clock_us = 0;
  static Hooks* Self(void* ctx) { return static_cast<Hooks*>(ctx); }
  static mcu_status Lock(void* ctx, mcu_platform_resource r, uint32_t) {
    if (Self(ctx)->refuse) return MCU_ERR_TIMEOUT;
    ++Self(ctx)->locks[r];
    ++Self(ctx)->held;
    return MCU_OK;
  }
  static void Unlock(void* ctx, mcu_platform_resource r) {
    ++Self(ctx)->unlocks[r];
    --Self(ctx)->held;
  }
  static uint32_t Now(void* ctx) { return Self(ctx)->clock_us++; }
};

// Installs the counting hooks for each test; at the end clears the model's
// fault and checks every lock was released.
class DriverTest : public ::testing::Test {
 protected:
  explicit DriverTest(const char* model) : model_(model) {}
  void SetUp() override {
    table_ = {&hooks_, &Hooks::Lock, &Hooks::Unlock, &Hooks::Now, nullptr, nullptr, nullptr,
              nullptr};
    mcu_platform_set_hooks(&table_);
  }
  void TearDown() override {
    EXPECT_TRUE(Arm("none"));
    mcu_platform_set_hooks(nullptr);
    EXPECT_EQ(0, hooks_.held) << "a use left its resource locked";
  }
  bool Arm(const char* kind) { return ArmFault(model_, kind); }

  const char* model_;
  Hooks hooks_;
  mcu_platform_hooks table_;
};

}  // namespace sam4c_testing

#endif  // MCUCRYPT_TESTS_DRIVERS_SAM4C_DRIVER_TESTING_H_
