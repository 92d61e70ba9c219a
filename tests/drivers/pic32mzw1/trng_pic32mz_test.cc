// The PIC32MZ W1 TRNG as an entropy source (drivers/pic32mzw1/
// trng_pic32mz.cc) in the board simulator's RNG model: bytes that are not a
// constant, the lock, a stalled TRNG timing out within its bound, a stuck
// one caught by the health test, arguments checked.
#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "drivers/pic32mzw1/pic32mz_ce.h"
#include "tests/drivers/pic32mzw1/fault.h"
#include "tests/drivers/pic32mzw1/hooks.h"

namespace {

constexpr const char *kModel = "pic32mzw1_rng";

TEST(TrngPic32mz, Bytes) {
  CountingHooks hooks;
  std::vector<uint8_t> a(61, 0), b(61, 0);
  const mcu_entropy_source &src = mcu_entropy_pic32mz_trng;
  ASSERT_EQ(MCU_OK, src.get(src.ctx, a.data(), a.size()));
  ASSERT_EQ(MCU_OK, src.get(src.ctx, b.data(), b.size()));
  EXPECT_NE(a, b);
  EXPECT_GT(std::set<uint8_t>(a.begin(), a.end()).size(), 20u);  // 61 random bytes
  EXPECT_EQ(2, hooks.locks[MCU_RESOURCE_RNG]);
  EXPECT_EQ(2, hooks.unlocks[MCU_RESOURCE_RNG]);
  EXPECT_EQ(MCU_OK, src.get(src.ctx, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, src.get(src.ctx, nullptr, 8));
}

class TrngPic32mzFault : public ::testing::Test {
 protected:
  void TearDown() override { EXPECT_TRUE(ArmFault(kModel, "none")); }
};

TEST_F(TrngPic32mzFault, StallTimesOutStuckIsCaught) {
  std::vector<uint8_t> out(16, 0x5A);
  EXPECT_FALSE(ArmFault(kModel, "error"));  // the RNG has no error bits
  ASSERT_TRUE(ArmFault(kModel, "hang"));
  CountingHooks hooks;
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_pic32mz_trng_get(nullptr, out.data(), out.size()));
  EXPECT_GT(hooks.polls, 0u);
  EXPECT_LE(hooks.polls, uint64_t{MCU_PLATFORM_POLLS_PER_US} * 1000);
  EXPECT_EQ(std::vector<uint8_t>(16, 0), out);
  ASSERT_TRUE(ArmFault(kModel, "wrong"));
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_pic32mz_trng_get(nullptr, out.data(), out.size()));
  EXPECT_EQ(std::vector<uint8_t>(16, 0), out);
  EXPECT_EQ(0, hooks.held);
  ASSERT_TRUE(ArmFault(kModel, "none"));
  EXPECT_EQ(MCU_OK, mcu_pic32mz_trng_get(nullptr, out.data(), out.size()));
}

}  // namespace
