// The UART0 model driven through its registers the way a polled console
// driver does (platforms/runtime/boards/frdm_k66f.c), and the misuse it must
// refuse. Offsets and bits are written here from the K66 device header's
// UART_Type and UART_* masks, independent of uart.h.
#include "tools/sim/models/k66/uart.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace sim::k66 {
namespace {

constexpr uint64_t kBdh = 0x0, kBdl = 0x1, kC1 = 0x2, kC2 = 0x3, kS1 = 0x4, kS2 = 0x5, kC3 = 0x6,
                   kD = 0x7, kC4 = 0xA, kPfifo = 0x10;
constexpr uint32_t kTe = 0x08, kRe = 0x04, kTdre = 0x80, kTc = 0x40;

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
    EXPECT_EQ(Access::kOk, uart_.Read(offset, 1, &value)) << offset;
    return value;
  }
  void Write(uint64_t offset, uint32_t value) { EXPECT_EQ(Access::kOk, uart_.Write(offset, 1, value)) << offset; }

  // The driver's set-up: TE off, 8N1, BDH then BDL, BRFA, TE on.
  void Configure(uint32_t sbr, uint32_t brfa) {
    Write(kC2, 0);
    Write(kC1, 0);
    Write(kBdh, (sbr >> 8) & 0x1F);
    Write(kBdl, sbr & 0xFF);
    Write(kC4, brfa);
    Write(kC2, kTe);
  }
  // putc: wait for TDRE, write D. Returns what the D write did.
  Access Putc(uint8_t byte) {
    EXPECT_NE(0u, Read(kS1) & kTdre);
    return uart_.Write(kD, 1, byte);
  }
  // The write is refused with a bus error and a message containing `why`.
  void ExpectRefused(uint8_t byte, const std::string& why) {
    ::testing::internal::CaptureStderr();
    EXPECT_EQ(Access::kBusError, uart_.Write(kD, 1, byte));
    const std::string message = ::testing::internal::GetCapturedStderr();
    EXPECT_NE(std::string::npos, message.find(why)) << message;
    EXPECT_NE(std::string::npos, message.find("k66_uart0")) << message;
  }

  CapturingSink sink_;
  Uart uart_;
};

TEST_F(UartTest, IdentityAndResetState) {
  EXPECT_EQ(0x1000u, uart_.Size());
  EXPECT_EQ(0u, Read(kBdh));
  EXPECT_EQ(0x04u, Read(kBdl));
  EXPECT_EQ(0u, Read(kC1));
  EXPECT_EQ(0u, Read(kC2));
  EXPECT_EQ(kTdre | kTc, Read(kS1));
  EXPECT_EQ(0u, Read(kC4));
}

// 2 x 20971520 / 115200 = 364.09: SBR = 11, BRFA = 12 -> 115228 baud.
TEST_F(UartTest, DriverSequenceSendsBytesAtTheConsoleRate) {
  Configure(11, 12);
  EXPECT_NEAR(115228.1, uart_.BaudRate(), 0.1);
  for (char c : std::string("hello\r\n")) EXPECT_EQ(Access::kOk, Putc(static_cast<uint8_t>(c)));
  EXPECT_EQ("hello\r\n", sink_.Text());
  EXPECT_EQ(7u, uart_.BytesSent());
  EXPECT_EQ(kTdre | kTc, Read(kS1));  // flush: TC set
  EXPECT_EQ(0u, Read(kD));            // nothing received
  EXPECT_EQ(11u, Read(kBdl));
  EXPECT_EQ(12u, Read(kC4));
  EXPECT_EQ(kTe, Read(kC2));
}

TEST_F(UartTest, ReceiverEnabledToo) {
  Configure(11, 12);
  Write(kC2, kTe | kRe);
  EXPECT_EQ(Access::kOk, Putc('x'));
  EXPECT_EQ("x", sink_.Text());
}

TEST_F(UartTest, TransmitterOffIsRefused) {
  Write(kBdh, 0);
  Write(kBdl, 11);
  Write(kC4, 12);
  ExpectRefused('a', "C2[TE] clear");
  Write(kC2, kRe);  // the receiver alone is not enough
  ExpectRefused('b', "C2[TE] clear");
  EXPECT_TRUE(sink_.bytes.empty());
}

TEST_F(UartTest, ZeroDivisorIsRefused) {
  Configure(0, 0);
  ExpectRefused('a', "SBR = 0");
  EXPECT_TRUE(sink_.bytes.empty());
}

TEST_F(UartTest, WrongDivisorsAreRefused) {
  Configure(4, 0);  // the reset divisor: 327680 baud
  ExpectRefused('a', "baud");
  Configure(11, 0);  // no fine adjust: 119156 baud, +3.4 %
  ExpectRefused('b', "+3.4 %");
  Configure(97, 21);  // the divisor for a 180 MHz clock: 13.5 kbaud here
  ExpectRefused('c', "from 115200");
  Configure(12, 0);  // 109227 baud, -5.2 %
  ExpectRefused('d', "-5.2 %");
  EXPECT_TRUE(sink_.bytes.empty());
}

TEST_F(UartTest, DivisorsWithinThreePercentAreAccepted) {
  Configure(11, 6);  // 117159 baud, +1.7 %
  EXPECT_EQ(Access::kOk, Putc('1'));
  Configure(11, 20);  // 112750 baud, -2.1 %
  EXPECT_EQ(Access::kOk, Putc('2'));
  EXPECT_EQ("12", sink_.Text());
}

TEST_F(UartTest, BdhTakesEffectWhenBdlIsWritten) {
  Configure(11, 12);
  Write(kBdh, 0x01);  // high bits buffered: SBR stays 11
  EXPECT_EQ(Access::kOk, Putc('a'));
  Write(kBdl, 11);  // now SBR = 0x10B: far too slow
  ExpectRefused('b', "SBR = 267");
  // The wrong order: BDL then BDH leaves the high bits out.
  Write(kBdl, 11);
  Write(kBdh, 0);
  ExpectRefused('c', "SBR = 267");
  Write(kBdl, 11);
  EXPECT_EQ(Access::kOk, Putc('d'));
  EXPECT_EQ("ad", sink_.Text());
}

TEST_F(UartTest, FramesOtherThan8N1AreRefused) {
  struct Case {
    uint64_t offset;
    uint32_t value;
  };
  const Case cases[] = {
      {kC1, 0x02},         // PE: parity
      {kC1, 0x10},         // M: 9 data bits
      {kC1, 0x80},         // LOOPS
      {kBdh, 0x20},        // SBNS: two stop bits
      {kC4, 12u | 0x20u},  // M10
      {kS2, 0x20},         // MSBF
      {kC3, 0x10},         // TXINV
  };
  for (const Case& c : cases) {
    Configure(11, 12);
    Write(c.offset, c.value);
    ExpectRefused('x', "not 8N1");
  }
  EXPECT_TRUE(sink_.bytes.empty());
}

TEST_F(UartTest, AccessRules) {
  uint32_t value = 0;
  EXPECT_EQ(Access::kBusError, uart_.Read(kS1, 4, &value));
  EXPECT_EQ(Access::kBusError, uart_.Write(kBdh, 2, 0x000B));
  EXPECT_EQ(Access::kBusError, uart_.Read(0x40, 1, &value));
  EXPECT_EQ(Access::kBusError, uart_.Write(0xFFF, 1, 0));
  Write(kS1, 0);  // read only: ignored
  EXPECT_EQ(kTdre | kTc, Read(kS1));
  Write(kPfifo, 0x80);  // other registers keep what is written
  EXPECT_EQ(0x80u, Read(kPfifo));
}

TEST_F(UartTest, ResetRestoresTheResetState) {
  Configure(11, 12);
  EXPECT_EQ(Access::kOk, Putc('a'));
  uart_.Reset();
  EXPECT_EQ(0u, uart_.BytesSent());
  EXPECT_EQ(0x04u, Read(kBdl));
  EXPECT_EQ(0u, Read(kC2));
  ExpectRefused('b', "C2[TE] clear");
}

TEST(UartNoSinkTest, BytesWithoutASinkAreDropped) {
  Uart uart;  // not attached: Transmit has nowhere to go
  ASSERT_EQ(Access::kOk, uart.Write(0x1, 1, 11));
  ASSERT_EQ(Access::kOk, uart.Write(0xA, 1, 12));
  ASSERT_EQ(Access::kOk, uart.Write(0x3, 1, 0x08));
  EXPECT_EQ(Access::kOk, uart.Write(0x7, 1, 'a'));
  EXPECT_EQ(1u, uart.BytesSent());
}

}  // namespace
}  // namespace sim::k66
