// The SAM4C UART model driven as a polled console driver does, and the
// set-ups a terminal at 115200 8N1 would not survive.
#include "tools/sim/models/sam4c/uart.h"

#include <string>

#include "gtest/gtest.h"
#include "tools/sim/model_testing.h"
#include "tools/sim/models/sam4c/test_driver.h"

namespace sim {
namespace sam4c {
namespace testing {
namespace {

constexpr uint64_t kCr = 0x00, kMr = 0x04, kIer = 0x08, kIdr = 0x0C, kImr = 0x10, kSr = 0x14, kThr = 0x1C,
                   kBrgr = 0x20, kTpr = 0x108;
constexpr uint32_t kRstRx = 1u << 2, kRstTx = 1u << 3, kRxDis = 1u << 5, kTxEn = 1u << 6, kTxDis = 1u << 7,
                   kRstSta = 1u << 8;
constexpr uint32_t kParNo = 4u << 9, kParEven = 0;
constexpr uint32_t kTxRdy = 1u << 1, kTxEmpty = 1u << 9;

struct Sink : SerialSink {
  void Transmit(uint8_t byte) override { bytes.push_back(static_cast<char>(byte)); }
  std::string bytes;
};

struct UartBench {
  UartBench()
      : uart(Uart::Environment{
            [this] { return mck; },
            [this] { return clocked; },
            [this] { return routed; },
            nullptr,  // bytes to Peripheral::Transmit, i.e. the sink
        }),
        regs(&uart, &clock) {
    uart.Attach(nullptr, &clock, &sink);
    uart.Reset();
  }
  // The board file's sequence (platforms/runtime/boards/atsam4c32_ek.c).
  void Init(uint32_t divisor, uint32_t mode = kParNo) {
    regs.Write(kCr, kRstRx | kRstTx | kRxDis | kRstSta);
    regs.Write(kMr, mode);
    regs.Write(kBrgr, divisor);
    regs.Write(kCr, kTxEn);
  }
  void Put(char c) {
    regs.WaitFor(kSr, kTxRdy);
    regs.Write(kThr, static_cast<uint8_t>(c));
  }
  Access RawWrite(uint64_t offset, uint32_t value) { return uart.Write(offset, 4, value); }

  uint64_t mck = 120000000;
  bool clocked = true, routed = true;
  ManualClock clock;
  Sink sink;
  Uart uart;
  Registers regs;
};

TEST(SamUartTest, SendsBytesAt115200From120MHz) {
  UartBench bench;
  bench.Init(65);  // 120 MHz / (16 x 65) = 115384.6 baud, +0.16 %
  EXPECT_NEAR(115384.6, bench.uart.BaudRate(), 0.1);
  for (char c : std::string("hello\r\n")) bench.Put(c);
  EXPECT_EQ(kTxEmpty, bench.regs.Read(kSr) & kTxEmpty);
  EXPECT_EQ("hello\r\n", bench.sink.bytes);
  EXPECT_EQ(kParNo, bench.regs.Read(kMr));
  EXPECT_EQ(65u, bench.regs.Read(kBrgr));
}

TEST(SamUartTest, StatusAlwaysReady) {
  UartBench bench;
  EXPECT_EQ(kTxRdy | kTxEmpty, bench.regs.Read(kSr));
  bench.Init(65);
  EXPECT_EQ(kTxRdy | kTxEmpty, bench.regs.Read(kSr));
}

TEST(SamUartTest, DataWhileTransmitterOffIsRefused) {
  UartBench bench;
  bench.regs.Write(kMr, kParNo);
  bench.regs.Write(kBrgr, 65);
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'x'));  // never enabled
  bench.regs.Write(kCr, kTxEn);
  EXPECT_EQ(Access::kOk, bench.RawWrite(kThr, 'a'));
  bench.regs.Write(kCr, kTxDis);
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'y'));
  bench.regs.Write(kCr, kTxEn);
  bench.regs.Write(kCr, kRstTx);  // a transmitter reset disables it too
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'z'));
  bench.regs.Write(kCr, kTxEn | kTxDis);  // disable wins
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'w'));
  EXPECT_EQ("a", bench.sink.bytes);
}

TEST(SamUartTest, ZeroDivisorIsRefused) {
  UartBench bench;
  bench.Init(0);
  EXPECT_EQ(0, bench.uart.BaudRate());
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'x'));
  EXPECT_EQ("", bench.sink.bytes);
}

TEST(SamUartTest, BaudMoreThanThreePercentOffIsRefused) {
  UartBench bench;
  bench.Init(63);  // 119047 baud: +3.3 %
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'x'));
  bench.regs.Write(kBrgr, 67);  // 111940: -2.8 %
  EXPECT_EQ(Access::kOk, bench.RawWrite(kThr, 'a'));
  bench.regs.Write(kBrgr, 68);  // 110294: -4.3 %
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'y'));
  EXPECT_EQ("a", bench.sink.bytes);
}

// At the 4 MHz reset MCK (and at the other main RC frequencies) no divisor
// gives 115200 within 3 %: the two nearest to MCK / (16 x 115200) are
// refused, and every other one is further off. The console needs a faster MCK.
TEST(SamUartTest, NoDivisorWorksFromTheMainRc) {
  for (uint64_t mck : {4000000u, 8000000u, 12000000u}) {
    UartBench bench;
    bench.mck = mck;
    bench.Init(1);
    const uint32_t below = static_cast<uint32_t>(mck / (16 * Uart::kBaud));
    for (uint32_t cd : {below, below + 1}) {
      bench.regs.Write(kBrgr, cd);
      EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'x')) << mck << " CD " << cd;
    }
  }
}

TEST(SamUartTest, ParityChannelModeAndOpticalAreRefused) {
  UartBench bench;
  bench.Init(65, kParEven);
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'x'));
  bench.regs.Write(kMr, kParNo | (2u << 14));  // local loopback
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'x'));
  bench.regs.Write(kMr, kParNo | 1u);  // OPT_EN
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'x'));
  bench.regs.Write(kMr, kParNo);
  EXPECT_EQ(Access::kOk, bench.RawWrite(kThr, 'k'));
  EXPECT_EQ("k", bench.sink.bytes);
}

TEST(SamUartTest, UnclockedOrUnroutedIsRefused) {
  UartBench bench;
  bench.Init(65);
  bench.clocked = false;
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'x'));
  bench.clocked = true;
  bench.routed = false;
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'x'));
  bench.routed = true;
  EXPECT_EQ(Access::kOk, bench.RawWrite(kThr, 'o'));
  EXPECT_EQ("o", bench.sink.bytes);
}

TEST(SamUartTest, InterruptMaskAndPdcRegisters) {
  UartBench bench;
  bench.regs.Write(kIer, 0xFFFFFFFFu);
  EXPECT_EQ(0x1AFBu, bench.regs.Read(kImr));
  bench.regs.Write(kIdr, kTxRdy);
  EXPECT_EQ(0x1AF9u, bench.regs.Read(kImr));
  bench.regs.Write(kTpr, 0x20001000u);
  EXPECT_EQ(0x20001000u, bench.regs.Read(kTpr));
}

TEST(SamUartTest, OnlyAlignedWordAccesses) {
  UartBench bench;
  bench.Init(65);
  uint32_t value = 0;
  EXPECT_EQ(Access::kBusError, bench.uart.Write(kThr, 1, 'x'));
  EXPECT_EQ(Access::kBusError, bench.uart.Read(kSr + 1, 4, &value));
  EXPECT_EQ(Access::kBusError, bench.uart.Read(Uart::kSize, 4, &value));
  EXPECT_EQ("", bench.sink.bytes);
}

TEST(SamUartTest, ResetClearsTheSetUp) {
  UartBench bench;
  bench.Init(65);
  bench.uart.Reset();
  EXPECT_EQ(0u, bench.regs.Read(kBrgr));
  EXPECT_EQ(Access::kBusError, bench.RawWrite(kThr, 'x'));
}

}  // namespace
}  // namespace testing
}  // namespace sam4c
}  // namespace sim
