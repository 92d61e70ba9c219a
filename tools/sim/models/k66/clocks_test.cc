// The K66 clock set-up driven through the registers as NXP's
// BOARD_BootClockHSRUN sequence does (platforms/runtime/boards/frdm_k66f.c),
// and each wrong sequence the model must refuse. Addresses and bits are
// written here from MK66F18.h, independent of clocks.h.
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/models/k66/system_controller.h"
#include "tools/sim/models/window_driver.h"

namespace sim::k66 {
namespace {

constexpr uint64_t kMcgC1 = 0x40064000, kMcgC2 = 0x40064001, kMcgC5 = 0x40064004, kMcgC6 = 0x40064005,
                   kMcgS = 0x40064006, kOscCr = 0x40065000;
constexpr uint64_t kPmprot = 0x4007E000, kPmctrl = 0x4007E001, kPmstat = 0x4007E003;
constexpr uint64_t kClkdiv1 = 0x40048044;
constexpr uint64_t kUartBdh = 0x4006A000, kUartBdl = 0x4006A001, kUartC2 = 0x4006A003, kUartD = 0x4006A007,
                   kUartC4 = 0x4006A00A;
constexpr uint8_t kClksExternal = 2u << 6, kRange2 = 2u << 4, kErefs = 1u << 2, kPlls = 1u << 6;
constexpr uint8_t kLock0 = 1u << 6, kOscinit0 = 1u << 1, kIrefst = 1u << 4, kClkstMask = 3u << 2;
constexpr uint8_t kAhsrun = 1u << 7, kRunmHsrun = 3u << 5, kPmstatHsrun = 0x80;
// Core /1, bus /3, FlexBus /3, flash /7: 180, 60, 60, 25.7 MHz.
constexpr uint32_t kHsrunDividers = 0x02260000;
constexpr uint8_t kVdivX30 = 14;  // 12 MHz x 30 = 360 MHz VCO, /2 = 180 MHz

class ClocksTest : public ::testing::Test, protected WindowDriver {
 protected:
  ClocksTest() : WindowDriver(1) {
    // Where the FRDM-K66F's description puts them (the simulator places them).
    system_.Place(0x40047000);
    system_.McgOscWindow().Place(0x40064000);
    system_.SmcWindow().Place(0x4007E000);
    system_.uart().Place(0x4006A000);
    handles_.push_back(system_.McgOscHandle());
    handles_.push_back(system_.SmcHandle());
    handles_.push_back(system_.UartHandle());
    AddWindow(&system_);
    for (auto& h : handles_) AddWindow(h.get());
    system_.Attach(nullptr, &clock_, &serial_);
    system_.Reset();
  }

  void EnterHsrun() {
    WriteOk(kPmprot, kAhsrun);
    WriteOk(kPmctrl, kRunmHsrun);
    EXPECT_EQ(kPmstatHsrun, Read(kPmstat));
  }
  void StartOscillator() {
    WriteOk(kOscCr, 0x80);  // ERCLKEN
    WriteOk(kMcgC2, 0x80 | kRange2 | kErefs);
  }
  void ToPbe() {
    StartOscillator();
    PollUntil(kMcgS, kOscinit0, kOscinit0);
    WriteOk(kMcgC1, kClksExternal);  // FBE: IREFS = 0, CLKS = external
    PollUntil(kMcgS, kIrefst | kClkstMask, 2u << 2);
    WriteOk(kMcgC5, 0);  // PRDIV /1: 12 MHz into the PLL
    WriteOk(kMcgC6, kPlls | kVdivX30);
  }
  // NXP's sequence to PEE at 180 MHz, with `dividers` in SIM_CLKDIV1.
  void ToPee(uint32_t dividers = kHsrunDividers) {
    EnterHsrun();
    WriteOk(kClkdiv1, dividers, 4);
    ToPbe();
    EXPECT_GT(PollUntil(kMcgS, kLock0, kLock0), 10);  // the lock takes time
    WriteOk(kMcgC1, 0);
  }

  SystemController system_;
  std::vector<std::unique_ptr<Peripheral>> handles_;
};

TEST_F(ClocksTest, ResetIsFeiAt20Mhz) {
  EXPECT_EQ(20971520u, system_.clocks().CoreHz());
  EXPECT_EQ(kIrefst, Read(kMcgS));  // FLL output, internal reference
  EXPECT_EQ(0x01u, Read(kPmstat));  // RUN
}

TEST_F(ClocksTest, BootClockHsrunSequenceReaches180MhzAndTheUartFollows) {
  ToPee();
  EXPECT_EQ(3u << 2, Read(kMcgS) & kClkstMask);
  EXPECT_EQ(180000000u, system_.clocks().CoreHz());
  EXPECT_EQ(kHsrunDividers, Read(kClkdiv1, 4));

  // 2 x 180 MHz / 115200 = 3125: SBR 97, BRFA 21, exactly 115200 baud.
  WriteOk(kUartBdh, 0);
  WriteOk(kUartBdl, 97);
  WriteOk(kUartC4, 21);
  WriteOk(kUartC2, 0x08);
  WriteOk(kUartD, 'k');
  EXPECT_EQ("k", serial_.text);
  EXPECT_NEAR(115200.0, system_.uart().BaudRate(), 0.01);
}

TEST_F(ClocksTest, TheResetClockDivisorIsRefusedAt180Mhz) {
  ToPee();
  WriteOk(kUartBdl, 11);  // right for 20.97 MHz only
  WriteOk(kUartC4, 12);
  WriteOk(kUartC2, 0x08);
  ExpectRefused(kUartD, 'x', "at the module clock (180000000 Hz)");
}

TEST_F(ClocksTest, PllUsedBeforeItLocksIsRefused) {
  EnterHsrun();
  WriteOk(kClkdiv1, kHsrunDividers, 4);
  ToPbe();
  ExpectRefused(kMcgC1, 0, "before MCG_S.LOCK0");
  EXPECT_EQ(12000000u, system_.clocks().CoreHz());  // still PBE
}

TEST_F(ClocksTest, PllSelectedStraightFromFeiIsRefused) {
  ExpectRefused(kMcgC6, kPlls | kVdivX30, "before MCG_S.LOCK0");
}

TEST_F(ClocksTest, ExternalReferenceBeforeTheCrystalStartsIsRefused) {
  StartOscillator();
  ExpectRefused(kMcgC1, kClksExternal, "before MCG_S.OSCINIT0");
}

TEST_F(ClocksTest, Above120MhzWithoutHsrunIsRefused) {
  WriteOk(kClkdiv1, kHsrunDividers, 4);
  ToPbe();
  PollUntil(kMcgS, kLock0, kLock0);
  ExpectRefused(kMcgC1, 0, "enter HSRUN (SMC_PMCTRL.RUNM) first");
}

TEST_F(ClocksTest, HsrunWithoutPermissionIsRefused) {
  ExpectRefused(kPmctrl, kRunmHsrun, "SMC_PMPROT.AHSRUN is clear");
}

TEST_F(ClocksTest, LeavingHsrunAt180MhzIsRefused) {
  ToPee();
  ExpectRefused(kPmctrl, 0, "above 120 MHz in RUN");
}

TEST_F(ClocksTest, DividersOutOfRangeAreRefused) {
  ToPee();
  ExpectRefused(kClkdiv1, 0x01260000, "bus clock 90.000 MHz (OUTDIV2)", 4);
  ExpectRefused(kClkdiv1, 0x02160000, "FlexBus clock 90.000 MHz (OUTDIV3)", 4);
  ExpectRefused(kClkdiv1, 0x02250000, "flash clock 30.000 MHz (OUTDIV4)", 4);
  EXPECT_EQ(kHsrunDividers, Read(kClkdiv1, 4));  // unchanged
}

TEST_F(ClocksTest, FlashDividerTooSmallForThePllIsRefusedBeforeTheSwitch) {
  EnterHsrun();
  WriteOk(kClkdiv1, 0x02250000, 4);  // flash /6: fine at 12 MHz, 30 MHz at 180
  ToPbe();
  PollUntil(kMcgS, kLock0, kLock0);
  ExpectRefused(kMcgC1, 0, "flash clock 30.000 MHz");
}

TEST_F(ClocksTest, PllOutOfRangeIsRefused) {
  StartOscillator();
  PollUntil(kMcgS, kOscinit0, kOscinit0);
  WriteOk(kMcgC1, kClksExternal);
  WriteOk(kMcgC5, 1);  // 6 MHz into the PLL
  ExpectRefused(kMcgC6, kPlls | kVdivX30, "PLL input 6.000 MHz");
  WriteOk(kMcgC5, 0);
  ExpectRefused(kMcgC6, kPlls | 31, "PLL VCO 564.000 MHz");
}

}  // namespace
}  // namespace sim::k66
