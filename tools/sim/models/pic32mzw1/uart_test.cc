// The UART3 model driven through its registers the way the polled console
// driver does (platforms/runtime/boards/wfi32_curiosity.c), and the misuse it
// must refuse. Offsets and bits are written here from the PIC32MZ2051W104132
// device files (p32MZ2051W104132.S, atdf), independent of uart.h.
#include "tools/sim/models/pic32mzw1/uart.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace sim::pic32mzw1 {
namespace {

// Offsets from the page 0xBF801000.
constexpr uint64_t kU3mode = 0x600, kU3modeClr = 0x604, kU3modeSet = 0x608, kU3modeInv = 0x60C;
constexpr uint64_t kU3sta = 0x610, kU3staClr = 0x614, kU3staSet = 0x618;
constexpr uint64_t kU3txreg = 0x620, kU3rxreg = 0x630, kU3brg = 0x640, kU3brgSet = 0x648;
constexpr uint64_t kRpc14r = 0xAB8, kU3rxr = 0x87C, kOsccon = 0x200;
constexpr uint32_t kBrgh = 1u << 3, kOn = 1u << 15, kActive = 1u << 19, kClkselFrc = 2u << 17;
constexpr uint32_t kPdselEven = 1u << 1, kStsel2 = 1u << 0, kLpback = 1u << 6;
constexpr uint32_t kTrmt = 1u << 8, kUtxbf = 1u << 9, kUtxen = 1u << 10, kUrxen = 1u << 12, kUtxinv = 1u << 13;

class CapturingSink : public SerialSink {
 public:
  void Transmit(uint8_t byte) override { bytes.push_back(byte); }
  std::string Text() const { return std::string(bytes.begin(), bytes.end()); }
  std::vector<uint8_t> bytes;
};

class UartTest : public ::testing::Test {
 protected:
  UartTest() { uart_.Attach(nullptr, nullptr, &sink_); }

  uint32_t Read(uint64_t offset) {
    uint32_t value = 0;
    EXPECT_EQ(Access::kOk, uart_.Read(offset, 4, &value)) << offset;
    return value;
  }
  void Write(uint64_t offset, uint32_t value) { EXPECT_EQ(Access::kOk, uart_.Write(offset, 4, value)) << offset; }

  // The driver's set-up: PPS, MODE with ON clear, BRG, UTXEN, ON.
  void Configure(uint32_t mode, uint32_t brg) {
    Write(kRpc14r, 1);
    Write(kU3mode, mode);
    Write(kU3brg, brg);
    Write(kU3staSet, kUtxen);
    Write(kU3modeSet, kOn);
  }
  // putc: wait while UTXBF, write TXREG. Returns what the write did.
  Access Putc(uint8_t byte) {
    EXPECT_EQ(0u, Read(kU3sta) & kUtxbf);
    return uart_.Write(kU3txreg, 4, byte);
  }
  void ExpectRefused(uint8_t byte, const std::string& why) {
    ::testing::internal::CaptureStderr();
    EXPECT_EQ(Access::kBusError, uart_.Write(kU3txreg, 4, byte));
    const std::string message = ::testing::internal::GetCapturedStderr();
    EXPECT_NE(std::string::npos, message.find(why)) << message;
    EXPECT_NE(std::string::npos, message.find("pic32mzw1_uart3")) << message;
  }

  CapturingSink sink_;
  Uart uart_;
};

TEST_F(UartTest, IdentityAndResetState) {
  EXPECT_EQ(0x1000u, uart_.Size());
  EXPECT_EQ(0u, Read(kU3mode));
  EXPECT_EQ(kTrmt, Read(kU3sta) & (kTrmt | kUtxbf | kUtxen));  // idle, not full, off
  EXPECT_EQ(0u, Read(kU3brg));
  EXPECT_EQ(0u, Read(kRpc14r));
}

// 8 MHz / (4 x 17) = 117647 baud, +2.1 %: the driver's choice.
TEST_F(UartTest, DriverSequenceSendsBytesAtTheConsoleRate) {
  Configure(kClkselFrc | kBrgh, 16);
  EXPECT_NEAR(117647.06, uart_.BaudRate(), 0.01);
  for (char c : std::string("hello\r\n")) EXPECT_EQ(Access::kOk, Putc(static_cast<uint8_t>(c)));
  EXPECT_EQ("hello\r\n", sink_.Text());
  EXPECT_EQ(7u, uart_.BytesSent());
  EXPECT_EQ(kTrmt, Read(kU3sta) & (kTrmt | kUtxbf));  // flush: TRMT set
  EXPECT_EQ(kUtxen, Read(kU3sta) & kUtxen);
  EXPECT_EQ(kClkselFrc | kBrgh | kOn | kActive, Read(kU3mode));
  EXPECT_EQ(16u, Read(kU3brg));
  EXPECT_EQ(0u, Read(kU3txreg));
  EXPECT_EQ(0u, Read(kU3rxreg));
}

TEST_F(UartTest, SetClearInvertAliases) {
  Write(kU3mode, kClkselFrc);
  Write(kU3modeSet, kBrgh | kOn);
  EXPECT_EQ(kClkselFrc | kBrgh | kOn | kActive, Read(kU3mode));
  Write(kU3modeClr, kOn);
  EXPECT_EQ(kClkselFrc | kBrgh, Read(kU3mode));  // ACTIVE follows ON
  Write(kU3modeInv, kBrgh | kStsel2);
  EXPECT_EQ(kClkselFrc | kStsel2, Read(kU3mode));
  Write(kU3staSet, kUtxen | kUrxen | kUtxbf | kTrmt);  // status bits ignore writes
  EXPECT_EQ(kUtxen | kUrxen | kTrmt, Read(kU3sta) & (kUtxen | kUrxen | kUtxbf | kTrmt));
  Write(kU3staClr, kUtxen | kTrmt);
  EXPECT_EQ(kUrxen | kTrmt, Read(kU3sta) & (kUtxen | kUrxen | kTrmt));
  Write(kU3brg, 0xFFFFFFFF);
  EXPECT_EQ(0xFFFFFu, Read(kU3brg));  // BRG is 20 bits
  Write(kU3brg, 0);
  Write(kU3brgSet, 16);
  EXPECT_EQ(16u, Read(kU3brg));
}

TEST_F(UartTest, ReceiverEnabledToo) {
  Configure(kClkselFrc | kBrgh, 16);
  Write(kU3staSet, kUrxen);
  Write(kU3rxr, 10);
  EXPECT_EQ(Access::kOk, Putc('x'));
  EXPECT_EQ("x", sink_.Text());
}

TEST_F(UartTest, OffOrTransmitterOffIsRefused) {
  Write(kRpc14r, 1);
  Write(kU3mode, kClkselFrc | kBrgh);
  Write(kU3brg, 16);
  Write(kU3staSet, kUtxen);
  ExpectRefused('a', "U3MODE.ON clear");
  Write(kU3staClr, kUtxen);
  Write(kU3modeSet, kOn);
  ExpectRefused('b', "U3STA.UTXEN clear");
  Write(kU3staSet, kUrxen);  // the receiver alone is not enough
  ExpectRefused('c', "UTXEN clear");
  EXPECT_TRUE(sink_.bytes.empty());
}

TEST_F(UartTest, UnroutedPinIsRefused) {
  Configure(kClkselFrc | kBrgh, 16);
  Write(kRpc14r, 0);
  ExpectRefused('a', "RPC14R = 0");
  Write(kRpc14r, 2);
  ExpectRefused('b', "RPC14R = 2");
  EXPECT_TRUE(sink_.bytes.empty());
}

TEST_F(UartTest, UnknownClockIsRefused) {
  Configure(kBrgh, 216);  // PBCLK1: Harmony's divisor for 100 MHz
  ExpectRefused('a', "CLKSEL = 0");
  Configure((1u << 17) | kBrgh, 16);  // SYSCLK
  ExpectRefused('b', "CLKSEL = 1");
  EXPECT_TRUE(sink_.bytes.empty());
}

TEST_F(UartTest, WrongBaudIsRefused) {
  Configure(kClkselFrc | kBrgh, 17);  // 111111 baud, -3.5 %
  ExpectRefused('a', "-3.5 %");
  Configure(kClkselFrc | kBrgh, 15);  // 125000 baud
  ExpectRefused('b', "+8.5 %");
  Configure(kClkselFrc, 16);  // 16x clock: 29412 baud
  ExpectRefused('c', "from 115200");
  Configure(kClkselFrc | kBrgh, 0);  // 2 Mbaud
  ExpectRefused('d', "baud");
  EXPECT_TRUE(sink_.bytes.empty());
}

TEST_F(UartTest, FramesOtherThan8N1AreRefused) {
  Configure(kClkselFrc | kBrgh | kPdselEven, 16);
  ExpectRefused('a', "not 8N1");
  Configure(kClkselFrc | kBrgh | kStsel2, 16);
  ExpectRefused('b', "not 8N1");
  Configure(kClkselFrc | kBrgh | kLpback, 16);
  ExpectRefused('c', "not 8N1");
  Configure(kClkselFrc | kBrgh, 16);
  Write(kU3staSet, kUtxinv);
  ExpectRefused('d', "not 8N1");
  EXPECT_TRUE(sink_.bytes.empty());
}

TEST_F(UartTest, OtherRegistersOfThePageKeepWhatIsWritten) {
  Write(kOsccon, 0x1234);
  EXPECT_EQ(0x1234u, Read(kOsccon));
  EXPECT_EQ(Access::kOk, uart_.Write(kRpc14r, 1, 1));  // byte write to a PPS select
  EXPECT_EQ(1u, Read(kRpc14r));
  uart_.Reset();
  EXPECT_EQ(0u, Read(kOsccon));
}

TEST_F(UartTest, UartRegistersTakeWordAccessesOnly) {
  uint32_t value = 0;
  EXPECT_EQ(Access::kBusError, uart_.Read(kU3sta, 1, &value));
  EXPECT_EQ(Access::kBusError, uart_.Write(kU3mode + 2, 2, 0));
  EXPECT_EQ(Access::kBusError, uart_.Write(kU3txreg + 8, 4, 'x'));  // TXREG has no SET alias
  EXPECT_TRUE(sink_.bytes.empty());
}

}  // namespace
}  // namespace sim::pic32mzw1
