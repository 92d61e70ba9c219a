// The SAM4C system controller page (PMC, UART0, EEFC0/1, PIOA/B) driven as
// the ATSAM4C32-EK bring-up (platforms/runtime/boards/atsam4c32_ek.c) does,
// and the clock set-ups the real part would punish.
#include "tools/sim/models/sam4c/system_controller.h"

#include <string>

#include "gtest/gtest.h"
#include "tools/sim/model_testing.h"
#include "tools/sim/models/sam4c/test_driver.h"

namespace sim {
namespace sam4c {
namespace testing {
namespace {

// Offsets from 0x400E0400.
constexpr uint64_t kPcer0 = 0x10, kPcdr0 = 0x14, kPcsr0 = 0x18, kMor = 0x20, kPllbr = 0x2C, kMckr = 0x30,
                   kSr = 0x68, kPcer1 = 0x100, kPcsr1 = 0x108;
constexpr uint64_t kUartCr = 0x200, kUartMr = 0x204, kUartSr = 0x214, kUartThr = 0x21C, kUartBrgr = 0x220;
constexpr uint64_t kEefc0Fmr = 0x600, kEefc1Fmr = 0x800, kEefc0Fsr = 0x608;
constexpr uint64_t kPiobPdr = 0xC04, kPiobPsr = 0xC08, kPiobAbcdsr1 = 0xC70, kPiobAbcdsr2 = 0xC74;

constexpr uint32_t kMorKey = 0x37u << 16, kRcEnable = 1u << 3, kRc12 = 2u << 4;
constexpr uint32_t kLockB = 1u << 2, kMckRdy = 1u << 3, kRcStable = 1u << 17;
constexpr uint32_t kPllb120 = (9u << 16) | (0x3Fu << 8) | 1u;  // 12 MHz x 10
constexpr uint32_t kFws5 = 5u << 8;
constexpr uint32_t kUartPins = (1u << 4) | (1u << 5);

struct Sink : SerialSink {
  void Transmit(uint8_t byte) override { bytes.push_back(static_cast<char>(byte)); }
  std::string bytes;
};

struct Bench {
  Bench() : regs(&sc, &clock) {
    sc.Attach(nullptr, &clock, &sink);
    sc.Reset();
  }
  Access RawWrite(uint64_t offset, uint32_t value) { return sc.Write(offset, 4, value); }

  // atsam4c32_ek.c, master_clock_to_120mhz().
  void ClockTo120MHz() {
    regs.Write(kEefc0Fmr, (regs.Read(kEefc0Fmr) & ~(0xFu << 8)) | kFws5);
    regs.Write(kEefc1Fmr, (regs.Read(kEefc1Fmr) & ~(0xFu << 8)) | kFws5);
    regs.Write(kMor, (regs.Read(kMor) & ~((0xFFu << 16) | (7u << 4))) | kMorKey | kRc12);
    regs.WaitFor(kSr, kRcStable);
    regs.Write(kPllbr, kPllb120);
    regs.WaitFor(kSr, kLockB);
    regs.Write(kMckr, regs.Read(kMckr) & ~(7u << 4));
    regs.WaitFor(kSr, kMckRdy);
    regs.Write(kMckr, (regs.Read(kMckr) & ~3u) | 3u);
    regs.WaitFor(kSr, kMckRdy);
  }
  // atsam4c32_ek.c, mcu_board_uart_init() after the clock.
  void UartInit(uint32_t divisor) {
    regs.Write(kPcer0, 1u << 8);
    regs.Write(kPiobAbcdsr1, regs.Read(kPiobAbcdsr1) & ~kUartPins);
    regs.Write(kPiobAbcdsr2, regs.Read(kPiobAbcdsr2) & ~kUartPins);
    regs.Write(kPiobPdr, kUartPins);
    regs.Write(kUartCr, (1u << 2) | (1u << 3) | (1u << 5) | (1u << 8));
    regs.Write(kUartMr, 4u << 9);
    regs.Write(kUartBrgr, divisor);
    regs.Write(kUartCr, 1u << 6);
  }

  ManualClock clock;
  Sink sink;
  // The blocks where platforms/boards.bzl places them, from the PMC's base.
  SystemController sc{SystemController::Layout{0x200, 0x600, 0x800, 0xA00, 0xC00}};
  Registers regs;
};

TEST(SamSystemControllerTest, ResetState) {
  Bench bench;
  EXPECT_EQ(Pmc::kResetMasterClockHz, bench.sc.pmc().MasterClockHz());
  EXPECT_EQ(kRcEnable, bench.regs.Read(kMor));
  EXPECT_EQ(1u, bench.regs.Read(kMckr));  // CSS = MAINCK, PRES = 1
  EXPECT_EQ(kRcStable | kMckRdy, bench.regs.Read(kSr) & (kRcStable | kMckRdy | kLockB));
  EXPECT_EQ(0xFFFFFFFFu, bench.regs.Read(kPiobPsr));
  EXPECT_EQ(1u, bench.regs.Read(kEefc0Fsr));  // FRDY
}

TEST(SamSystemControllerTest, BringUpPrintsAt120MHz) {
  Bench bench;
  bench.ClockTo120MHz();
  EXPECT_EQ(120000000u, bench.sc.pmc().MasterClockHz());
  bench.UartInit(65);
  EXPECT_EQ(0xFFFFFFCFu, bench.regs.Read(kPiobPsr));
  for (char c : std::string("record:4d43\r\n")) {
    bench.regs.WaitFor(kUartSr, 1u << 1);
    bench.regs.Write(kUartThr, static_cast<uint8_t>(c));
  }
  EXPECT_EQ("record:4d43\r\n", bench.sink.bytes);
}

TEST(SamSystemControllerTest, ResetClockCannotPrint) {
  Bench bench;
  bench.UartInit(2);  // the best divisor at 4 MHz: 125000 baud
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kUartThr, 'x'));
  EXPECT_EQ("", bench.sink.bytes);
}

TEST(SamSystemControllerTest, UartNeedsItsClockAndPins) {
  Bench bench;
  bench.ClockTo120MHz();
  bench.UartInit(65);
  bench.regs.Write(kPcdr0, 1u << 8);
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kUartThr, 'x'));
  bench.regs.Write(kPcer0, 1u << 8);
  bench.regs.Write(kPiobAbcdsr1, 1u << 5);  // PB5 to peripheral B
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kUartThr, 'x'));
  bench.regs.Write(kPiobAbcdsr1, 0);
  bench.regs.Write(0xC00, 1u << 5);  // PIO_PER: PB5 back to the PIO
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kUartThr, 'x'));
  bench.regs.Write(kPiobPdr, 1u << 5);
  EXPECT_EQ(Access::kOk, bench.RawWrite(kUartThr, 'k'));
  EXPECT_EQ("k", bench.sink.bytes);
}

TEST(SamSystemControllerTest, PeripheralClockEnables) {
  Bench bench;
  bench.regs.Write(kPcer0, (1u << 8) | (1u << 12));
  bench.regs.Write(kPcdr0, 1u << 12);
  EXPECT_EQ(1u << 8, bench.regs.Read(kPcsr0));
  bench.regs.Write(kPcer1, 1u << 4);  // AES (ID 36), as the crypto drivers do
  EXPECT_EQ(1u << 4, bench.regs.Read(kPcsr1));
  EXPECT_TRUE(bench.sc.pmc().PeripheralClockEnabled(36));
  EXPECT_FALSE(bench.sc.pmc().PeripheralClockEnabled(12));
}

TEST(SamSystemControllerTest, MainOscillatorNeedsTheKey) {
  Bench bench;
  bench.regs.Write(kMor, kRcEnable | kRc12);  // no KEY: ignored
  EXPECT_EQ(Pmc::kResetMasterClockHz, bench.sc.pmc().MasterClockHz());
  bench.regs.Write(kMor, kMorKey | kRcEnable | kRc12);
  EXPECT_EQ(12000000u, bench.sc.pmc().MasterClockHz());
  EXPECT_EQ(kRcEnable | kRc12, bench.regs.Read(kMor));  // KEY reads 0
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kMor, kMorKey | kRcEnable | (3u << 4)));  // reserved
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kMor, kMorKey | kRc12));  // RC off under the core
}

TEST(SamSystemControllerTest, PllbOutOfRangeIsRefused) {
  Bench bench;
  bench.regs.Write(kMor, kMorKey | kRcEnable | kRc12);
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kPllbr, (29u << 16) | 1u));   // 360 MHz
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kPllbr, (5u << 16) | 1u));    // 72 MHz
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kPllbr, (99u << 16) | 12u));  // 1 MHz input
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kPllbr, 9u << 16));           // DIVB = 0
  EXPECT_EQ(0u, bench.regs.Read(kSr) & kLockB);
  EXPECT_EQ(Access::kOk, bench.RawWrite(kPllbr, (19u << 16) | 1u));  // 240 MHz: in range
  EXPECT_EQ(kLockB, bench.regs.Read(kSr) & kLockB);
}

TEST(SamSystemControllerTest, MasterClockSwitchRules) {
  Bench bench;
  bench.regs.Write(kEefc0Fmr, kFws5);
  bench.regs.Write(kEefc1Fmr, kFws5);
  bench.regs.Write(kMor, kMorKey | kRcEnable | kRc12);
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kMckr, 3u));  // PLLB not running
  bench.regs.Write(kPllbr, (19u << 16) | 1u);               // 240 MHz
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kMckr, 3u));  // MCK 240 MHz > 120
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kMckr, 3u | (1u << 4)));  // CSS and PRES at once
  bench.regs.Write(kMckr, 1u | (1u << 4));  // PRES /2 first
  bench.regs.Write(kMckr, 3u | (1u << 4));  // then PLLB: 120 MHz
  EXPECT_EQ(120000000u, bench.sc.pmc().MasterClockHz());
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kPllbr, kPllb120));  // PLLB clocks the core
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kMckr, 2u | (1u << 4)));  // PLLA: not modelled
}

// LOCKB comes PLLBCOUNT x 8 slow clocks after the PLLBR write: 0x3F x 8 /
// 32768 Hz = 15.4 ms, 184570 cycles of the 12 MHz MCK. Switching before is
// refused; a new PLLBR write starts the count over.
TEST(SamSystemControllerTest, MasterClockFromPllbOnlyAfterLock) {
  Bench bench;
  bench.regs.Write(kEefc0Fmr, kFws5);
  bench.regs.Write(kEefc1Fmr, kFws5);
  bench.regs.Write(kMor, kMorKey | kRcEnable | kRc12);
  bench.regs.Write(kPllbr, kPllb120);
  EXPECT_EQ(0u, bench.regs.Read(kSr) & kLockB);
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kMckr, 3u));
  EXPECT_NE(std::string::npos, ::testing::internal::GetCapturedStderr().find("not locked (PMC_SR.LOCKB clear)"));
  const uint64_t waited = bench.regs.WaitFor(kSr, kLockB);
  EXPECT_NEAR(184570.0, static_cast<double>(waited), 10.0);
  bench.regs.Write(kPllbr, kPllb120);  // relock
  EXPECT_EQ(0u, bench.regs.Read(kSr) & kLockB);
  bench.regs.WaitFor(kSr, kLockB);
  EXPECT_EQ(Access::kOk, bench.RawWrite(kMckr, 3u));
  EXPECT_EQ(120000000u, bench.sc.pmc().MasterClockHz());
}

// A description that puts a block over the PMC, past the page or off a word
// boundary has no model (board_models.cc refuses it).
TEST(SamSystemControllerTest, LayoutMustFitBesideThePmc) {
  using Layout = SystemController::Layout;
  EXPECT_TRUE(SystemController::Fits(Layout{0x200, 0x600, 0x800, 0xA00, 0xC00}));
  EXPECT_TRUE(SystemController::Fits(Layout{0xE00, 0x600, 0x800, 0xA00, 0xC00}));
  EXPECT_FALSE(SystemController::Fits(Layout{0x100, 0x600, 0x800, 0xA00, 0xC00}));
  EXPECT_FALSE(SystemController::Fits(Layout{0x200, 0x600, 0x800, 0xA00, 0xF00}));
  EXPECT_FALSE(SystemController::Fits(Layout{0x202, 0x600, 0x800, 0xA00, 0xC00}));
  EXPECT_FALSE(SystemController::Fits(Layout{0u - 0x200, 0x600, 0x800, 0xA00, 0xC00}));  // below the PMC
}

// UART0 answers wherever the layout puts it, and nowhere else.
TEST(SamSystemControllerTest, Uart0SitsWhereTheLayoutPutsIt) {
  SystemController moved{SystemController::Layout{0xE00, 0x600, 0x800, 0xA00, 0xC00}};
  ManualClock clock;
  moved.Attach(nullptr, &clock, nullptr);
  moved.Reset();
  uint32_t at_default = 0, moved_sr = 0;
  ASSERT_EQ(Access::kOk, moved.Read(kUartSr, 4, &at_default));  // a plain word there now
  ASSERT_EQ(Access::kOk, moved.Read(0xE00 + (kUartSr - kUartCr), 4, &moved_sr));
  EXPECT_EQ(0u, at_default);
  EXPECT_NE(0u, moved_sr);  // the UART's status: transmitter ready/empty
}

TEST(SamSystemControllerTest, FlashWaitStatesMustFollowTheClock) {
  EXPECT_EQ(0u, SystemController::WaitStatesFor(4000000));
  EXPECT_EQ(0u, SystemController::WaitStatesFor(21000000));
  EXPECT_EQ(1u, SystemController::WaitStatesFor(21000001));
  EXPECT_EQ(5u, SystemController::WaitStatesFor(120000000));
  Bench bench;
  bench.regs.Write(kMor, kMorKey | kRcEnable | kRc12);
  bench.regs.Write(kPllbr, kPllb120);
  bench.regs.WaitFor(kSr, kLockB);  // so only the wait states are wrong below
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kMckr, 3u));  // FWS 0 at 120 MHz
  bench.regs.Write(kEefc0Fmr, kFws5);
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kMckr, 3u));  // EEFC1 still 0
  bench.regs.Write(kEefc1Fmr, 4u << 8);
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kMckr, 3u));  // 4 < 5
  bench.regs.Write(kEefc1Fmr, kFws5);
  EXPECT_EQ(Access::kOk, bench.RawWrite(kMckr, 3u));
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kEefc0Fmr, 2u << 8));  // lowered under 120 MHz
}

TEST(SamSystemControllerTest, OnlyAlignedWordAccesses) {
  Bench bench;
  uint32_t value = 0;
  EXPECT_EQ(Access::kBusError, bench.sc.Write(kPcer0, 1, 1));
  EXPECT_EQ(Access::kBusError, bench.sc.Read(kUartSr, 2, &value));
  EXPECT_EQ(Access::kBusError, bench.sc.Read(kPiobPsr + 1, 4, &value));
  EXPECT_EQ(Access::kBusError, bench.sc.Read(SystemController::kSize, 4, &value));
}

}  // namespace
}  // namespace testing
}  // namespace sam4c
}  // namespace sim
