// The SAM4C TRNG entropy source (drivers/sam4c) in the board simulator,
// against its model (tools/sim/models/sam4c/trng.h): words arrive at odd
// lengths and addresses and differ between calls; a hung TRNG times out
// within its bound; a stuck one fails the continuous test; the lock hook
// around every use. (The TRNG has no error flag: the model refuses "error".)
#include <string.h>

#include "drivers/sam4c/sam4c_trng.h"
#include "tests/drivers/sam4c/driver_testing.h"

namespace {

using namespace sam4c_testing;

class Sam4cTrngTest : public DriverTest {
 protected:
  Sam4cTrngTest() : DriverTest("sam4c_trng") {}
  void TearDown() override {
    DriverTest::TearDown();
    EXPECT_EQ(hooks_.locks[MCU_RESOURCE_RNG], hooks_.unlocks[MCU_RESOURCE_RNG]);
  }
};

TEST_F(Sam4cTrngTest, FillsAnyLengthAtAnyAddress) {
  const mcu_entropy_source src = mcu_entropy_sam4c_trng();
  Bytes a(64, 0), b(64, 0);
  ASSERT_EQ(MCU_OK, src.get(src.ctx, a.data() + 1, 61));
  ASSERT_EQ(MCU_OK, src.get(src.ctx, b.data() + 1, 61));
  EXPECT_NE(Hex(a), Hex(b));
  EXPECT_EQ(0, a[0]);   // nothing before the buffer
  EXPECT_EQ(0, a[62]);  // nor after it
  EXPECT_EQ(0, a[63]);
  EXPECT_EQ(MCU_OK, src.get(src.ctx, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, src.get(src.ctx, nullptr, 4));
  EXPECT_EQ(2, hooks_.locks[MCU_RESOURCE_RNG]);  // none for an empty request
}

TEST_F(Sam4cTrngTest, HangTimesOutWithinTheBound) {
  ASSERT_TRUE(Arm("hang"));
  Bytes out(16, 0x5A);
  const uint32_t start = hooks_.clock_us;
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_entropy_sam4c_trng_get(nullptr, out.data(), out.size()));
  const uint32_t waited = hooks_.clock_us - start;
  EXPECT_GE(waited, MCU_SAM4C_TRNG_WORD_TIMEOUT_US);
  EXPECT_LE(waited, MCU_SAM4C_TRNG_WORD_TIMEOUT_US + 3);  // one wait, then the error
  EXPECT_EQ(Bytes(16, 0), out);
}

TEST_F(Sam4cTrngTest, StuckSourceFailsTheContinuousTest) {
  EXPECT_FALSE(Arm("error"));  // no error flag on this TRNG
  ASSERT_TRUE(Arm("wrong"));
  Bytes out(16, 0x5A);
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_entropy_sam4c_trng_get(nullptr, out.data(), out.size()));
  EXPECT_EQ(Bytes(16, 0), out);
  ASSERT_TRUE(Arm("none"));
  EXPECT_EQ(MCU_OK, mcu_entropy_sam4c_trng_get(nullptr, out.data(), out.size()));
}

TEST_F(Sam4cTrngTest, LockRefusedIsReturned) {
  hooks_.refuse = true;
  Bytes out(8, 0x5A);
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_entropy_sam4c_trng_get(nullptr, out.data(), out.size()));
  EXPECT_EQ(Bytes(8, 0), out);
}

}  // namespace
