// The SAM4C AES model driven through its registers as a driver would
// (accelerators.md §3.1), checked against FIPS-197 and OpenSSL.
#include "tools/sim/models/sam4c/aes.h"

#include <openssl/evp.h>

#include <cstring>
#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/models/sam4c/aes_test_driver.h"

namespace sim {
namespace sam4c {
namespace testing {
namespace {

using namespace aes_regs;

const std::vector<uint8_t> kFipsPlaintext = FromHex("00112233445566778899aabbccddeeff");

std::vector<uint8_t> CountingKey(size_t bytes) {
  std::vector<uint8_t> key(bytes);
  for (size_t i = 0; i < bytes; ++i) key[i] = static_cast<uint8_t>(i);
  return key;
}

TEST(AesTest, EcbMatchesFips197AppendixC) {
  struct Case {
    size_t key_bytes;
    const char* ciphertext;
  };
  const Case cases[] = {{16, "69c4e0d86a7b0430d8cdb78070b4c55a"},
                        {24, "dda97ca4864cdfe06eaf70a0ec0d7191"},
                        {32, "8ea2b7ca516745bfeafc49904b496089"}};
  for (const Case& c : cases) {
    SCOPED_TRACE(c.key_bytes);
    AesBench bench;
    bench.Setup(kSmodAuto | kEcb | kCipherEncrypt, CountingKey(c.key_bytes));
    EXPECT_EQ(c.ciphertext, ToHex(bench.Run(kFipsPlaintext)));
    bench.Setup(kSmodAuto | kEcb, CountingKey(c.key_bytes));
    EXPECT_EQ(ToHex(kFipsPlaintext), ToHex(bench.Run(FromHex(c.ciphertext))));
  }
}

TEST(AesTest, CbcBothDirectionsMatchOpenssl) {
  const std::vector<uint8_t> key = Pattern(32, 1), iv = Pattern(16, 2), text = Pattern(64, 3);
  const std::vector<uint8_t> expected = OpensslCipher(EVP_aes_256_cbc(), true, key, iv, text);
  AesBench bench;
  bench.Setup(kSmodAuto | kCbc | kCipherEncrypt, key, iv);
  EXPECT_EQ(ToHex(expected), ToHex(bench.Run(text)));
  bench.Setup(kSmodAuto | kCbc, key, iv);
  EXPECT_EQ(ToHex(text), ToHex(bench.Run(expected)));
}

TEST(AesTest, OfbMatchesOpenssl) {
  const std::vector<uint8_t> key = Pattern(24, 4), iv = Pattern(16, 5), text = Pattern(48, 6);
  AesBench bench;
  bench.Setup(kSmodAuto | kOfb | kCipherEncrypt, key, iv);
  EXPECT_EQ(ToHex(OpensslCipher(EVP_aes_192_ofb(), true, key, iv, text)), ToHex(bench.Run(text)));
}

TEST(AesTest, CtrMatchesOpensslBeforeTheCounterWraps) {
  const std::vector<uint8_t> key = Pattern(16, 7), iv = Pattern(16, 8), text = Pattern(80, 9);
  const std::vector<uint8_t> expected = OpensslCipher(EVP_aes_128_ctr(), true, key, iv, text);
  AesBench bench;
  bench.Setup(kSmodAuto | kCtr | kCipherEncrypt, key, iv);
  EXPECT_EQ(ToHex(expected), ToHex(bench.Run(text)));
  bench.Setup(kSmodAuto | kCtr, key, iv);  // CTR decryption is the same keystream
  EXPECT_EQ(ToHex(text), ToHex(bench.Run(expected)));
}

TEST(AesTest, CtrCounterIs16BitsAndWrapsWithoutCarry) {
  const std::vector<uint8_t> key = Pattern(16, 10), text = Pattern(48, 11);
  std::vector<uint8_t> iv = FromHex("000102030405060708090a0b0c0dfffe");
  AesBench bench;
  bench.Setup(kSmodAuto | kCtr | kCipherEncrypt, key, iv);
  const std::vector<uint8_t> got = bench.Run(text);

  // Blocks 0 and 1 use counters ...0d fffe and ...0d ffff, as in OpenSSL.
  const std::vector<uint8_t> full = OpensslCipher(EVP_aes_128_ctr(), true, key, iv, text);
  EXPECT_EQ(ToHex({full.begin(), full.begin() + 32}), ToHex({got.begin(), got.begin() + 32}));
  // Block 2: the 16-bit counter wraps to 0000 and byte 13 stays 0d, where a
  // 128-bit counter would carry into it (...0e 0000).
  iv[14] = 0;
  iv[15] = 0;
  const std::vector<uint8_t> last_text(text.begin() + 32, text.end());
  const std::vector<uint8_t> wrapped = OpensslCipher(EVP_aes_128_ctr(), true, key, iv, last_text);
  EXPECT_EQ(ToHex(wrapped), ToHex({got.begin() + 32, got.end()}));
  EXPECT_NE(ToHex({full.begin() + 32, full.end()}), ToHex({got.begin() + 32, got.end()}));
}

// CFB-s from AES-ECB blocks, written independently of the model, for the
// segment sizes OpenSSL has no cipher for (64, 32 and 16 bits).
std::vector<uint8_t> ReferenceCfb(const std::vector<uint8_t>& key, std::vector<uint8_t> shift,
                                  const std::vector<uint8_t>& in, size_t s, bool encrypt) {
  std::vector<uint8_t> out;
  for (size_t at = 0; at < in.size(); at += s) {
    const std::vector<uint8_t> keystream = OpensslCipher(EVP_aes_128_ecb(), true, key, {}, shift);
    std::vector<uint8_t> segment;
    for (size_t i = 0; i < s; ++i)
      segment.push_back(static_cast<uint8_t>(in[at + i] ^ keystream[i]));
    const std::vector<uint8_t>& ciphertext =
        encrypt ? segment : std::vector<uint8_t>(in.begin() + at, in.begin() + at + s);
    shift.erase(shift.begin(), shift.begin() + s);
    shift.insert(shift.end(), ciphertext.begin(), ciphertext.end());
    out.insert(out.end(), segment.begin(), segment.end());
  }
  return out;
}

// Runs CFB with CFBS `code` (segment of `s` bytes), one segment per IDATAR
// write group: 4, 2 or 1 words, the low bytes of IDATAR0 for s < 4.
std::vector<uint8_t> ModelCfb(const std::vector<uint8_t>& key, const std::vector<uint8_t>& iv,
                              const std::vector<uint8_t>& in, uint32_t code, size_t s,
                              bool encrypt) {
  AesBench bench;
  bench.Setup(kSmodAuto | kCfb | Cfbs(code) | (encrypt ? kCipherEncrypt : 0), key, iv);
  std::vector<uint8_t> out;
  const unsigned words = s >= 4 ? static_cast<unsigned>(s / 4) : 1;
  for (size_t at = 0; at < in.size(); at += s) {
    std::vector<uint8_t> segment(in.begin() + at, in.begin() + at + s);
    segment.resize(4u * words, 0);
    const std::vector<uint8_t> result = bench.Run(segment, words);
    out.insert(out.end(), result.begin(), result.begin() + s);
  }
  return out;
}

TEST(AesTest, CfbAllSegmentSizes) {
  const std::vector<uint8_t> key = Pattern(16, 12), iv = Pattern(16, 13), text = Pattern(32, 14);
  // OpenSSL has CFB-128 and CFB-8; it also checks the reference CFB above.
  EXPECT_EQ(ToHex(OpensslCipher(EVP_aes_128_cfb128(), true, key, iv, text)),
            ToHex(ModelCfb(key, iv, text, 0, 16, true)));
  EXPECT_EQ(ToHex(OpensslCipher(EVP_aes_128_cfb8(), true, key, iv, text)),
            ToHex(ModelCfb(key, iv, text, 4, 1, true)));
  EXPECT_EQ(ToHex(OpensslCipher(EVP_aes_128_cfb8(), true, key, iv, text)),
            ToHex(ReferenceCfb(key, iv, text, 1, true)));
  const struct {
    uint32_t code;
    size_t s;
  } sizes[] = {{1, 8}, {2, 4}, {3, 2}};
  for (const auto& size : sizes) {
    SCOPED_TRACE(size.s);
    const std::vector<uint8_t> ciphertext = ReferenceCfb(key, iv, text, size.s, true);
    EXPECT_EQ(ToHex(ciphertext), ToHex(ModelCfb(key, iv, text, size.code, size.s, true)));
    EXPECT_EQ(ToHex(text), ToHex(ModelCfb(key, iv, ciphertext, size.code, size.s, false)));
  }
}

TEST(AesTest, DatrdyAppearsAfterTheProcessingTime) {
  // [assumption] 10/12/14 cycles per round count times (PROCDLY + 1).
  const struct {
    size_t key_bytes;
    uint32_t procdly;
    uint64_t cycles;
  } cases[] = {{16, 0, 10}, {24, 1, 24}, {32, 3, 56}};
  for (const auto& c : cases) {
    SCOPED_TRACE(c.cycles);
    AesBench bench;
    bench.Setup(kSmodAuto | kEcb | kCipherEncrypt | Procdly(c.procdly), CountingKey(c.key_bytes));
    for (int w = 0; w < 4; ++w) bench.regs.Write(kIdatar + 4 * w, WordAt(kFipsPlaintext, 4 * w));
    bench.clock.Advance(c.cycles - 1);
    EXPECT_EQ(0u, bench.regs.Read(kIsr) & kDatrdy);
    bench.clock.Advance(1);
    EXPECT_EQ(kDatrdy, bench.regs.Read(kIsr) & kDatrdy);
    EXPECT_EQ(c.cycles, Aes::ProcessingCycles(bench.regs.Read(kMr)));
  }
}

TEST(AesTest, InjectedFaultsHangFlagOrFlipABit) {
  const std::vector<uint8_t> key = CountingKey(16);
  AesBench hang;
  ASSERT_TRUE(hang.aes.InjectFault(Fault::kHang));
  hang.Setup(kSmodAuto | kEcb | kCipherEncrypt, key);
  for (int w = 0; w < 4; ++w) hang.regs.Write(kIdatar + 4 * w, WordAt(kFipsPlaintext, 4 * w));
  hang.clock.Advance(100000);
  EXPECT_EQ(0u, hang.regs.Read(kIsr) & kDatrdy);
  hang.aes.Reset();  // a fault survives a reset
  hang.Setup(kSmodAuto | kEcb | kCipherEncrypt, key);
  for (int w = 0; w < 4; ++w) hang.regs.Write(kIdatar + 4 * w, WordAt(kFipsPlaintext, 4 * w));
  hang.clock.Advance(100000);
  EXPECT_EQ(0u, hang.regs.Read(kIsr) & kDatrdy);

  AesBench error;
  ASSERT_TRUE(error.aes.InjectFault(Fault::kError));
  error.Setup(kSmodAuto | kEcb | kCipherEncrypt, key);
  EXPECT_EQ("69c4e0d86a7b0430d8cdb78070b4c55a", ToHex(error.Run(kFipsPlaintext)));
  EXPECT_EQ(kUrad, error.regs.Read(kIsr) & kUrad);

  AesBench wrong;
  ASSERT_TRUE(wrong.aes.InjectFault(Fault::kWrongResult));
  wrong.Setup(kSmodAuto | kEcb | kCipherEncrypt, key);
  EXPECT_EQ("68c4e0d86a7b0430d8cdb78070b4c55a", ToHex(wrong.Run(kFipsPlaintext)));
  ASSERT_TRUE(wrong.aes.InjectFault(Fault::kNone));
  wrong.Setup(kSmodAuto | kEcb | kCipherEncrypt, key);
  EXPECT_EQ("69c4e0d86a7b0430d8cdb78070b4c55a", ToHex(wrong.Run(kFipsPlaintext)));
}

TEST(AesTest, ManualModeWaitsForStart) {
  AesBench bench;
  bench.Setup(kSmodManual | kEcb | kCipherEncrypt, CountingKey(16));
  for (int w = 0; w < 4; ++w) bench.regs.Write(kIdatar + 4 * w, WordAt(kFipsPlaintext, 4 * w));
  bench.clock.Advance(100);
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kDatrdy);
  bench.regs.Write(kCr, kStart);
  EXPECT_EQ(10u, bench.regs.WaitFor(kIsr, kDatrdy));
  EXPECT_EQ(0xd8e0c469u, bench.regs.Read(kOdatar));  // "69c4e0d8" loaded little-endian
}

TEST(AesTest, DatrdyClearsOnceAllFourOutputWordsAreRead) {
  AesBench bench;
  bench.Setup(kSmodAuto | kEcb | kCipherEncrypt, CountingKey(16));
  for (int w = 0; w < 4; ++w) bench.regs.Write(kIdatar + 4 * w, WordAt(kFipsPlaintext, 4 * w));
  bench.regs.WaitFor(kIsr, kDatrdy);
  for (int w = 0; w < 3; ++w) {
    bench.regs.Read(kOdatar + 4 * w);
    EXPECT_EQ(kDatrdy, bench.regs.Read(kIsr) & kDatrdy) << w;
  }
  bench.regs.Read(kOdatar + 12);
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kDatrdy);
}

TEST(AesTest, LastOutputDataModeGivesCbcMac) {
  // LOD = 1: no ODATAR reads between blocks; DATRDY clears on IDATAR writes.
  const std::vector<uint8_t> key = Pattern(16, 15), text = Pattern(64, 16);
  const std::vector<uint8_t> zero_iv(16, 0);
  const std::vector<uint8_t> cbc = OpensslCipher(EVP_aes_128_cbc(), true, key, zero_iv, text);
  AesBench bench;
  bench.Setup(kSmodAuto | kCbc | kCipherEncrypt | kLod, key, zero_iv);
  for (size_t at = 0; at < text.size(); at += 16) {
    bench.regs.Write(kIdatar, WordAt(text, at));
    EXPECT_EQ(0u, bench.regs.Read(kIsr) & kDatrdy);
    for (int w = 1; w < 4; ++w) bench.regs.Write(kIdatar + 4 * w, WordAt(text, at + 4 * w));
    bench.regs.WaitFor(kIsr, kDatrdy);
  }
  std::vector<uint8_t> mac;
  for (int w = 0; w < 4; ++w) AppendWord(bench.regs.Read(kOdatar + 4 * w), &mac);
  EXPECT_EQ(ToHex({cbc.end() - 16, cbc.end()}), ToHex(mac));
  EXPECT_EQ(kDatrdy, bench.regs.Read(kIsr) & kDatrdy);  // reads do not clear it with LOD
}

TEST(AesTest, FirstModeWriteWithoutCkeyIsIgnoredAndFlagged) {
  AesBench bench;
  bench.regs.Write(kCr, kSwrst);
  bench.regs.Write(kMr, kSmodAuto | kCbc | kCipherEncrypt);
  EXPECT_EQ(0u, bench.regs.Read(kMr));
  uint32_t isr = bench.regs.Read(kIsr);
  EXPECT_EQ(kUrad, isr & kUrad);
  EXPECT_EQ(2u, Urat(isr));  // [assumption] reported as an MR write

  bench.regs.Write(kMr, kCkey | kSmodAuto | kCbc);
  EXPECT_EQ(kSmodAuto | kCbc, bench.regs.Read(kMr));  // CKEY reads 0
  bench.regs.Write(kMr, kSmodAuto | kEcb);            // later writes need no CKEY
  EXPECT_EQ(kSmodAuto | kEcb, bench.regs.Read(kMr));

  bench.regs.Write(kCr, kSwrst);  // SWRST clears URAD and asks for CKEY again
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kUrad);
  bench.regs.Write(kMr, kSmodAuto | kCbc);
  EXPECT_EQ(0u, bench.regs.Read(kMr));
}

TEST(AesTest, CkeyCheckCanBeTurnedOffForFirmwareThatOmitsIt) {
  Aes::Options options;
  options.enforce_ckey = false;
  AesBench bench(options);
  bench.regs.Write(kMr, kSmodAuto | kCbc);
  EXPECT_EQ(kSmodAuto | kCbc, bench.regs.Read(kMr));
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kUrad);
}

TEST(AesTest, UnspecifiedAccessesDuringProcessing) {
  AesBench bench;
  const uint32_t mode = kSmodAuto | kEcb | kCipherEncrypt;
  bench.Setup(mode, CountingKey(16));
  for (int w = 0; w < 4; ++w) bench.regs.Write(kIdatar + 4 * w, WordAt(kFipsPlaintext, 4 * w));
  bench.regs.Read(kOdatar);
  EXPECT_EQ(kUrad, bench.regs.Read(kIsr) & kUrad);
  EXPECT_EQ(1u, Urat(bench.regs.Read(kIsr)));  // ODATAR read during processing
  bench.regs.Write(kMr, kSmodAuto | kCbc);
  EXPECT_EQ(2u, Urat(bench.regs.Read(kIsr)));           // MR written during processing
  EXPECT_EQ(mode | Keysize(16), bench.regs.Read(kMr));  // and refused
  bench.regs.WaitFor(kIsr, kDatrdy);
  EXPECT_EQ(0xd8e0c469u, bench.regs.Read(kOdatar));  // the block itself is unharmed

  EXPECT_EQ(0u, bench.regs.Read(kKeywr));
  EXPECT_EQ(5u, Urat(bench.regs.Read(kIsr)));  // read of a write-only register
}

TEST(AesTest, IdatarWrittenDuringProcessingInDmaModeWithoutDualBuffer) {
  AesBench bench;
  bench.Setup(kSmodIdatar0 | kEcb | kCipherEncrypt, CountingKey(16));
  for (int w = 0; w < 4; ++w) bench.regs.Write(kIdatar, WordAt(kFipsPlaintext, 4 * w));
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kUrad);
  bench.regs.Write(kIdatar, 0);
  const uint32_t isr = bench.regs.Read(kIsr);
  EXPECT_EQ(kUrad, isr & kUrad);
  EXPECT_EQ(0u, Urat(isr));
}

TEST(AesTest, InterruptMaskFollowsIerAndIdr) {
  AesBench bench;
  bench.Setup(kSmodAuto | kEcb | kCipherEncrypt, CountingKey(16));
  bench.regs.Write(kIer, kDatrdy | kUrad);
  EXPECT_EQ(kDatrdy | kUrad, bench.regs.Read(kImr));
  bench.regs.Write(kIdr, kUrad);
  EXPECT_EQ(kDatrdy, bench.regs.Read(kImr));
  EXPECT_FALSE(bench.aes.InterruptPending());
  bench.Run(kFipsPlaintext);
  EXPECT_FALSE(bench.aes.InterruptPending());  // the reads cleared DATRDY
  for (int w = 0; w < 4; ++w) bench.regs.Write(kIdatar + 4 * w, 0);
  bench.clock.Advance(10);
  EXPECT_TRUE(bench.aes.InterruptPending());
}

TEST(AesTest, OnlyAlignedWordAccessesExist) {
  AesBench bench;
  uint32_t value = 0;
  EXPECT_EQ(Access::kBusError, bench.aes.Read(kIsr, 1, &value));
  EXPECT_EQ(Access::kBusError, bench.aes.Write(kMr + 2, 4, 0));
}

TEST(AesTest, PdcMovesCbcBlocksThroughMemory) {
  const std::vector<uint8_t> key = Pattern(16, 17), iv = Pattern(16, 18), text = Pattern(48, 19);
  const std::vector<uint8_t> expected = OpensslCipher(EVP_aes_128_cbc(), true, key, iv, text);
  constexpr uint64_t kIn = 0x20000000, kOut = 0x20001000;
  AesBench bench;
  bench.bus.AddRegion(kIn, text.size());
  bench.bus.AddRegion(kOut, text.size());
  ASSERT_TRUE(bench.bus.Write(kIn, text.data(), text.size()));
  bench.Setup(kSmodIdatar0 | kCbc | kCipherEncrypt, key, iv);
  bench.regs.Write(kRpr, kOut);
  bench.regs.Write(kRcr, 12);  // words
  bench.regs.Write(kTpr, kIn);
  bench.regs.Write(kTcr, 12);
  bench.regs.Write(kPtcr, kRxten | kTxten);
  EXPECT_EQ(kRxten | kTxten, bench.regs.Read(kPtsr));
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kEndRx);
  // Three blocks back to back, each 4 words in, 10 cycles of processing and
  // 4 words out, a word at Aes::kPdcCyclesPerWord.
  EXPECT_EQ(3 * (10 + 8 * Aes::kPdcCyclesPerWord), bench.regs.WaitFor(kIsr, kEndRx));
  const uint32_t isr = bench.regs.Read(kIsr);
  EXPECT_EQ(kEndRx | kEndTx | kRxBuff | kTxBufe, isr & (kEndRx | kEndTx | kRxBuff | kTxBufe));
  std::vector<uint8_t> out(text.size());
  ASSERT_TRUE(bench.bus.Read(kOut, out.data(), out.size()));
  EXPECT_EQ(ToHex(expected), ToHex(out));
  EXPECT_EQ(0u, isr & kDatrdy);  // the PDC read the output
}

TEST(AesTest, PdcStopsOnABusError) {
  AesBench bench;
  bench.Setup(kSmodIdatar0 | kEcb | kCipherEncrypt, CountingKey(16));
  bench.regs.Write(kTpr, 0x60000000);  // unmapped
  bench.regs.Write(kTcr, 4);
  bench.regs.Write(kPtcr, kTxten);
  EXPECT_EQ(0u, bench.regs.Read(kPtsr) & kTxten);
  bench.clock.Advance(100);
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kDatrdy);
}

}  // namespace
}  // namespace testing
}  // namespace sam4c
}  // namespace sim
