// The PIC32MZ W1 clock set-up driven through the registers as the WFI32
// bring-up does it (platforms/runtime/boards/wfi32_curiosity.c: Harmony's
// order, from the FRC through the SPLL), and each wrong sequence the model
// must refuse. Addresses and bits are written here from the PIC32MZ-W device
// header (p32mz1025w104132.h), independent of clocks.h.
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/models/pic32mzw1/system_controller.h"
#include "tools/sim/models/window_driver.h"

namespace sim::pic32mzw1 {
namespace {

constexpr uint64_t kCfgcon0 = 0xBF800000, kCfgcon3 = 0xBF800030, kSyskey = 0xBF800080, kPmd1 = 0xBF800090;
constexpr uint64_t kOsccon = 0xBF801200, kOscconSet = 0xBF801208, kSpllcon = 0xBF801220, kPb1div = 0xBF801320,
                   kPb2div = 0xBF801330, kClkstat = 0xBF801390;
constexpr uint64_t kPrecon = 0xBF812400;
constexpr uint64_t kU3mode = 0xBF801600, kU3staSet = 0xBF801618, kU3txreg = 0xBF801620, kU3brg = 0xBF801640,
                   kRpc14r = 0xBF801AB8;
constexpr uint32_t kSpllhwmd = 1u << 25, kSlock = 1u << 29, kSpllrdy = 1u << 1, kOswen = 1u << 0;
constexpr uint32_t kNoscSpll = 1u << 8, kCoscMask = 0xFu << 12, kCoscSpll = 1u << 12;
// SPLLCON: FRC in (ICLK bit 30), REFDIV 1 (27:22), FBDIV 125 (21:12): VCO
// 1000 MHz; POSTDIV1 5 (9:4): 200 MHz; BSWSEL 1 (2:0) for a 4-10 MHz input
// and a VCO below 1200 MHz.
constexpr uint32_t Spllcon(uint32_t fbdiv, uint32_t postdiv1, uint32_t bswsel, uint32_t refdiv = 1,
                           uint32_t frc = 1) {
  return (frc << 30) | (refdiv << 22) | (fbdiv << 12) | (postdiv1 << 4) | bswsel;
}
constexpr uint32_t k200Mhz = Spllcon(125, 5, 1);
constexpr uint32_t kPfmws5Prefen3 = 5u | (3u << 4);
constexpr uint32_t kPostdiv2By1 = 1u << 6;
constexpr uint32_t kPb1divBy2 = 1u | (1u << 15);  // PBDIV 1: SYSCLK / 2, ON
constexpr uint32_t kUartOn = 1u << 15, kBrgh = 1u << 3, kUtxen = 1u << 10;

class ClocksTest : public ::testing::Test, protected WindowDriver {
 protected:
  ClocksTest() : WindowDriver(4) {
    // Where the WFI32's description puts them (the simulator places them).
    system_.Place(0xBF800000);
    system_.CruPageWindow().Place(0xBF801000);
    system_.PrefetchPageWindow().Place(0xBF812000);
    handles_.push_back(system_.CruPageHandle());
    handles_.push_back(system_.PrefetchPageHandle());
    AddWindow(&system_);
    for (auto& h : handles_) AddWindow(h.get());
    system_.Attach(nullptr, &clock_, &serial_);
    system_.Reset();
  }

  void Unlock() {
    WriteOk(kSyskey, 0);
    WriteOk(kSyskey, 0xAA996655);
    WriteOk(kSyskey, 0x556699AA);
  }
  // Harmony's order up to the switch: wait states, post divider, hardware
  // mode, PB1 divider, SPLLCON.
  void ConfigureSpll(uint32_t precon = kPfmws5Prefen3, uint32_t spllcon = k200Mhz) {
    Unlock();
    WriteOk(kPrecon, precon);
    WriteOk(kCfgcon3, kPostdiv2By1);
    WriteOk(kCfgcon0, Read(kCfgcon0) | kSpllhwmd);
    WriteOk(kPb1div, kPb1divBy2);
    WriteOk(kSpllcon, spllcon);
  }
  void SwitchToSpll() {
    ConfigureSpll();
    EXPECT_GT(PollUntil(kSpllcon, kSlock, kSlock), 10);  // the lock takes time
    WriteOk(kOsccon, kNoscSpll);
    WriteOk(kOscconSet, kOswen);
    PollUntil(kOsccon, kOswen, 0);
  }
  void ConfigureUart(uint32_t clksel, uint32_t brg) {
    WriteOk(kRpc14r, 1);
    WriteOk(kU3mode, (clksel << 17) | kBrgh);
    WriteOk(kU3brg, brg);
    WriteOk(kU3staSet, kUtxen);
    WriteOk(kU3mode, (clksel << 17) | kBrgh | kUartOn);
  }

  SystemController system_;
  std::vector<std::unique_ptr<Peripheral>> handles_;
};

TEST_F(ClocksTest, ResetIsTheFrcAt8Mhz) {
  EXPECT_EQ(8000000u, system_.clocks().SysclkHz());
  EXPECT_EQ(0u, Read(kOsccon) & kCoscMask);
  EXPECT_EQ(7u, Read(kPrecon) & 0xF);  // the slowest flash timing
  EXPECT_EQ(0u, Read(kSpllcon) & kSlock);
  EXPECT_FALSE(system_.clocks().Unlocked());
}

TEST_F(ClocksTest, HarmonySequenceReaches200MhzAndTheUartFollows) {
  SwitchToSpll();
  EXPECT_EQ(kCoscSpll, Read(kOsccon) & kCoscMask);
  EXPECT_EQ(200000000u, system_.clocks().SysclkHz());
  EXPECT_EQ(100000000u, system_.clocks().PbclkHz(1));
  EXPECT_EQ(kSpllrdy, Read(kClkstat) & kSpllrdy);
  WriteOk(kSyskey, 0x33333333);  // lock again, as Harmony does
  EXPECT_FALSE(system_.clocks().Unlocked());

  // PBCLK1 100 MHz / (4 x 217) = 115207 baud.
  ConfigureUart(0, 216);
  WriteOk(kU3txreg, 'w');
  EXPECT_EQ("w", serial_.text);
  EXPECT_NEAR(115207.4, system_.uart().BaudRate(), 0.1);
}

TEST_F(ClocksTest, SysclkClocksTheUartToo) {
  SwitchToSpll();
  ConfigureUart(1, 433);  // 200 MHz / (4 x 434) = 115207 baud
  WriteOk(kU3txreg, 's');
  EXPECT_EQ("s", serial_.text);
}

TEST_F(ClocksTest, TheResetClockDivisorIsRefusedAt200Mhz) {
  SwitchToSpll();
  ConfigureUart(0, 16);  // right for the 8 MHz FRC only
  ExpectRefused(kU3txreg, 'x', "from PBCLK1 (100000000 Hz)");
  EXPECT_EQ("", serial_.text);
}

TEST_F(ClocksTest, ClockRegistersNeedTheSyskeyUnlock) {
  ExpectRefused(kOsccon, kNoscSpll, "SYSKEY is locked");
  ExpectRefused(kSpllcon, k200Mhz, "SYSKEY is locked");
  ExpectRefused(kPb1div, kPb1divBy2, "SYSKEY is locked");
  WriteOk(kSyskey, 0xAA996655);
  WriteOk(kSyskey, 0);  // not back to back: still locked
  WriteOk(kSyskey, 0x556699AA);
  ExpectRefused(kPb1div, kPb1divBy2, "SYSKEY is locked");
  Unlock();
  WriteOk(kPb1div, kPb1divBy2);
  WriteOk(kSyskey, 0x33333333);
  ExpectRefused(kPb2div, kPb1divBy2, "SYSKEY is locked");
}

TEST_F(ClocksTest, SwitchingWithoutTheUnlockIsRefused) {
  ConfigureSpll();
  PollUntil(kSpllcon, kSlock, kSlock);
  WriteOk(kSyskey, 0);  // locked again before the switch
  ExpectRefused(kOscconSet, kOswen, "SYSKEY is locked");
  EXPECT_EQ(8000000u, system_.clocks().SysclkHz());
}

TEST_F(ClocksTest, PllUsedBeforeItLocksIsRefused) {
  ConfigureSpll();
  WriteOk(kOsccon, kNoscSpll);
  ExpectRefused(kOscconSet, kOswen, "before SPLLCON.SLOCK");
  EXPECT_EQ(8000000u, system_.clocks().SysclkHz());  // still on the FRC
  EXPECT_EQ(0u, Read(kOsccon) & kCoscMask);
}

TEST_F(ClocksTest, TooFewFlashWaitStatesAreRefused) {
  ConfigureSpll(2u | (3u << 4));  // fine at 8 MHz, 80 MHz at most
  PollUntil(kSpllcon, kSlock, kSlock);
  WriteOk(kOsccon, kNoscSpll);
  ExpectRefused(kOscconSet, kOswen, "needs 5 flash wait states");
  WriteOk(kPrecon, kPfmws5Prefen3);
  WriteOk(kOscconSet, kOswen);
  EXPECT_EQ(200000000u, system_.clocks().SysclkHz());
  ExpectRefused(kPrecon, 4u | (3u << 4), "PRECON.PFMWS = 4");  // lowered at 200 MHz
}

TEST_F(ClocksTest, PllInputAndVcoOutOfRangeAreRefused) {
  Unlock();
  WriteOk(kCfgcon0, kSpllhwmd);
  ExpectRefused(kSpllcon, Spllcon(50, 2, 1), "SPLL VCO 400.000 MHz is outside 800-1600 MHz");
  ExpectRefused(kSpllcon, Spllcon(300, 12, 7), "SPLL VCO 2400.000 MHz");
  ExpectRefused(kSpllcon, Spllcon(401, 20, 7), "SPLLFBDIV = 401");
  ExpectRefused(kSpllcon, Spllcon(125, 5, 7), "need bandwidth select 1");
  ExpectRefused(kSpllcon, Spllcon(160, 5, 1), "need bandwidth select 7");  // VCO 1280 MHz
  ExpectRefused(kSpllcon, Spllcon(250, 5, 1, 2), "SPLLREFDIV = 2");
  ExpectRefused(kSpllcon, Spllcon(125, 0, 1), "SPLLPOSTDIV1 = 0");
  WriteOk(kSpllcon, k200Mhz);
}

TEST_F(ClocksTest, AnSpllFedFromPoscNeverLocks) {
  // POSC 40 MHz / 1 x 25 = 1000 MHz VCO, bandwidth 5: a valid configuration.
  ConfigureSpll(kPfmws5Prefen3, Spllcon(25, 5, 5, 1, 0));
  for (int i = 0; i < 10000; ++i) EXPECT_EQ(0u, Read(kSpllcon) & kSlock);
  WriteOk(kOsccon, kNoscSpll);
  ExpectRefused(kOscconSet, kOswen, "POSC, which never runs here");
}

TEST_F(ClocksTest, PbClockAboveItsLimitIsRefused) {
  ConfigureSpll();
  PollUntil(kSpllcon, kSlock, kSlock);
  WriteOk(kPb1div, 1u << 15);  // PBDIV 0: SYSCLK / 1
  WriteOk(kOsccon, kNoscSpll);
  ExpectRefused(kOscconSet, kOswen, "PBCLK1 200.000 MHz");
}

TEST_F(ClocksTest, SysclkAboveThePartsLimitIsRefused) {
  ConfigureSpll(7u | (3u << 4), Spllcon(125, 3, 1));  // 333 MHz
  PollUntil(kSpllcon, kSlock, kSlock);
  WriteOk(kOsccon, kNoscSpll);
  ExpectRefused(kOscconSet, kOswen, "SYSCLK 333.333 MHz is above the part's 250 MHz");
}

TEST_F(ClocksTest, TheSpllCannotBeChangedWhileItClocksTheCore) {
  SwitchToSpll();
  ExpectRefused(kSpllcon, Spllcon(100, 5, 1), "changed while the SPLL clocks the core");
  EXPECT_EQ(200000000u, system_.clocks().SysclkHz());
}

TEST_F(ClocksTest, TheRestOfTheCfgBlockKeepsWhatIsWritten) {
  WriteOk(kPmd1, 0x04800000);
  EXPECT_EQ(0x04800000u, Read(kPmd1));
  uint32_t value = 0;
  EXPECT_EQ(Access::kBusError, system_.Read(kSyskey - 0xBF800000, 1, &value));  // word accesses only
}

}  // namespace
}  // namespace sim::pic32mzw1
