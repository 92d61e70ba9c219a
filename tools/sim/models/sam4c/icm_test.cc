// The SAM4C ICM model driven as the hash-one-buffer sequence of
// accelerators.md §3.2 does, checked against FIPS 180 digests and OpenSSL.
#include "tools/sim/models/sam4c/icm.h"

#include <openssl/evp.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/model_testing.h"
#include "tools/sim/models/sam4c/test_driver.h"

namespace sim {
namespace sam4c {
namespace testing {
namespace {

// Registers and fields of §3.2, written out independently of the model.
constexpr uint64_t kCfg = 0x00, kCtrl = 0x04, kSr = 0x08, kIer = 0x10, kImr = 0x18, kIsr = 0x1C,
                   kUasr = 0x20, kDscr = 0x30, kHash = 0x34, kUihval = 0x38;
constexpr uint32_t kSlbdis = 1u << 2, kUihash = 1u << 12;
constexpr uint32_t Ualgo(uint32_t algo) { return algo << 13; }
constexpr uint32_t kEnable = 1u << 0, kDisable = 1u << 1, kSwrst = 1u << 2;
constexpr uint32_t Rmdis(int region) { return 1u << (8 + region); }
constexpr uint32_t kCdwbn = 1u << 0, kEom = 1u << 2;
constexpr uint32_t Algo(uint32_t algo) { return algo << 12; }
constexpr uint32_t kSha1 = 0, kSha256 = 1, kSha224 = 4;
constexpr uint32_t Rhc(int region) { return 1u << region; }
constexpr uint32_t Rdm(int region) { return 1u << (4 + region); }
constexpr uint32_t Rbe(int region) { return 1u << (8 + region); }
constexpr uint32_t Rec(int region) { return 1u << (16 + region); }
constexpr uint32_t kUrad = 1u << 24;

// Memory: descriptor list (64-byte aligned), hash area (128-byte aligned), data.
constexpr uint64_t kList = 0x20000000, kHashArea = 0x20000080, kSecondary = 0x20000200,
                   kData = 0x20001000, kUnmapped = 0x60000000;

// Message padding (FIPS 180-4, 5.1.1): the ICM hashes whole blocks only.
std::vector<uint8_t> Pad(const std::string& message) {
  std::vector<uint8_t> bytes(message.begin(), message.end());
  const uint64_t bits = uint64_t{message.size()} * 8;
  bytes.push_back(0x80);
  while (bytes.size() % 64 != 56) bytes.push_back(0);
  for (int i = 7; i >= 0; --i) bytes.push_back(static_cast<uint8_t>(bits >> (8 * i)));
  return bytes;
}

struct IcmBench {
  IcmBench() : regs(&icm, &clock) {
    icm.Attach(&bus, &clock);
    icm.Reset();
    bus.AddRegion(kList, 64);
    bus.AddRegion(kHashArea, 128);
    bus.AddRegion(kSecondary, 16);
    bus.AddRegion(kData, 4096);
  }

  void Put(uint64_t address, const std::vector<uint8_t>& bytes) {
    ASSERT_TRUE(bus.Write(address, bytes.data(), bytes.size()));
  }

  void Descriptor(uint64_t at, uint32_t raddr, uint32_t rcfg, uint32_t blocks, uint32_t rnext = 0) {
    std::vector<uint8_t> bytes;
    for (uint32_t word : {raddr, rcfg, blocks - 1, rnext}) AppendWord(word, &bytes);
    Put(at, bytes);
  }

  std::vector<uint8_t> HashSlot(int region, size_t bytes) {
    std::vector<uint8_t> out(bytes);
    EXPECT_TRUE(bus.Read(kHashArea + 32u * region, out.data(), out.size()));
    return out;
  }

  // §3.2 steps 3-7 for a list already in memory; returns ISR at the end.
  uint32_t Run(uint32_t cfg, const std::vector<uint32_t>& initial_hash = {}) {
    regs.Write(kCfg, cfg);
    regs.Write(kDscr, static_cast<uint32_t>(kList));
    regs.Write(kHash, static_cast<uint32_t>(kHashArea));
    for (size_t i = 0; i < initial_hash.size(); ++i) regs.Write(kUihval + 4 * i, initial_hash[i]);
    regs.Write(kIer, Rhc(0));
    regs.Write(kCtrl, kEnable);
    regs.WaitFor(kIsr, 0xFFF);  // RHC, RDM or RBE of any region
    clock.Advance(10000);       // let every region finish
    const uint32_t isr = regs.Read(kIsr);
    regs.Write(kCtrl, kDisable);
    return isr;
  }

  FakeBus bus;
  ManualClock clock;
  Icm icm;
  Registers regs;
};

std::vector<uint8_t> OpensslDigest(const EVP_MD* md, const std::vector<uint8_t>& message) {
  std::vector<uint8_t> digest(EVP_MAX_MD_SIZE);
  unsigned int length = 0;
  EXPECT_EQ(1, EVP_Digest(message.data(), message.size(), digest.data(), &length, md, nullptr));
  digest.resize(length);
  return digest;
}

TEST(IcmTest, AbcWithEachAlgorithm) {
  const struct {
    uint32_t algo;
    size_t bytes;
    const char* digest;
  } cases[] = {
      {kSha1, 20, "a9993e364706816aba3e25717850c26c9cd0d89d"},
      {kSha224, 28, "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7"},
      {kSha256, 32, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.digest);
    IcmBench bench;
    bench.regs.Write(kCtrl, kSwrst);
    bench.Put(kData, Pad("abc"));
    bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(c.algo) | kEom, 1);
    const uint32_t isr = bench.Run(kSlbdis);
    EXPECT_EQ(Rhc(0), isr & 0xFFF);
    EXPECT_EQ(c.digest, ToHex(bench.HashSlot(0, c.bytes)));
  }
}

TEST(IcmTest, RegionHashCompletedAfterTheModelledTime) {
  // 4 (descriptor) + 59 (one SHA-256 block, fitted to the seed page) + 8 (digest) cycles.
  IcmBench bench;
  bench.Put(kData, Pad("abc"));
  bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(kSha256) | kEom, 1);
  bench.regs.Write(kDscr, static_cast<uint32_t>(kList));
  bench.regs.Write(kHash, static_cast<uint32_t>(kHashArea));
  bench.regs.Write(kCtrl, kEnable);
  EXPECT_EQ(1u, bench.regs.Read(kSr) & 1);
  bench.clock.Advance(70);
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & Rhc(0));
  EXPECT_EQ(std::vector<uint8_t>(32, 0), bench.HashSlot(0, 32));  // not written yet
  bench.clock.Advance(1);
  EXPECT_EQ(Rhc(0), bench.regs.Read(kIsr) & Rhc(0));
  EXPECT_EQ("ba7816bf", ToHex(bench.HashSlot(0, 4)));
}

// Hashes a 3-block message as two ICM runs: block 0 from the standard IV,
// then blocks 1-2 from UIHVAL = the hash area words of the first run, as a
// streaming driver chains (CFG.UIHASH, §3.2 step 5).
void CheckChaining(uint32_t algo, const EVP_MD* md, int state_words) {
  std::string message(150, '\0');
  for (size_t i = 0; i < message.size(); ++i) message[i] = static_cast<char>(i * 7 + 3);
  const std::vector<uint8_t> padded = Pad(message);
  ASSERT_EQ(192u, padded.size());
  IcmBench bench;
  bench.Put(kData, padded);

  bench.regs.Write(kCtrl, kSwrst);
  bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(algo) | kEom, 1);
  EXPECT_EQ(Rhc(0), bench.Run(kSlbdis) & 0xFFF);
  std::vector<uint32_t> chaining;
  const std::vector<uint8_t> first = bench.HashSlot(0, 4u * state_words);
  for (int i = 0; i < state_words; ++i) chaining.push_back(WordAt(first, 4u * i));

  bench.regs.Write(kCtrl, kSwrst);
  bench.Descriptor(kList, static_cast<uint32_t>(kData + 64), Algo(algo) | kEom, 2);
  EXPECT_EQ(Rhc(0), bench.Run(Ualgo(algo) | kUihash | kSlbdis, chaining) & 0xFFF);
  const std::vector<uint8_t> expected = OpensslDigest(md, {message.begin(), message.end()});
  EXPECT_EQ(ToHex(expected), ToHex(bench.HashSlot(0, expected.size())));
}

TEST(IcmTest, MultiBlockWithUihvalChaining) {
  {
    SCOPED_TRACE("SHA-1");
    CheckChaining(kSha1, EVP_sha1(), 5);
  }
  {
    SCOPED_TRACE("SHA-224");
    CheckChaining(kSha224, EVP_sha224(), 8);
  }
  {
    SCOPED_TRACE("SHA-256");
    CheckChaining(kSha256, EVP_sha256(), 8);
  }
}

TEST(IcmTest, SecondaryListContinuesTheRegion) {
  const std::string message(100, 'x');
  const std::vector<uint8_t> padded = Pad(message);  // 2 blocks, stored apart
  IcmBench bench;
  bench.Put(kData, {padded.begin(), padded.begin() + 64});
  bench.Put(kData + 0x800, {padded.begin() + 64, padded.end()});
  bench.Descriptor(kSecondary, static_cast<uint32_t>(kData + 0x800), 0, 1);
  bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(kSha256) | kEom, 1,
                   static_cast<uint32_t>(kSecondary));
  EXPECT_EQ(Rhc(0), bench.Run(0) & 0xFFF);
  EXPECT_EQ(ToHex(OpensslDigest(EVP_sha256(), {message.begin(), message.end()})),
            ToHex(bench.HashSlot(0, 32)));
}

TEST(IcmTest, TwoRegionsEndingWithEom) {
  IcmBench bench;
  bench.Put(kData, Pad("abc"));
  bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(kSha1), 1);
  bench.Descriptor(kList + 16, static_cast<uint32_t>(kData), Algo(kSha256) | kEom, 1);
  const uint32_t isr = bench.Run(kSlbdis);
  EXPECT_EQ(Rhc(0) | Rhc(1) | Rec(1), isr);
  EXPECT_EQ("a9993e36", ToHex(bench.HashSlot(0, 4)));
  EXPECT_EQ("ba7816bf", ToHex(bench.HashSlot(1, 4)));
}

TEST(IcmTest, CompareModeFlagsAMismatch) {
  IcmBench bench;
  bench.Put(kData, Pad("abc"));
  bench.Put(kHashArea, FromHex("a9993e364706816aba3e25717850c26c9cd0d89d"));
  bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(kSha1) | kCdwbn | kEom, 1);
  EXPECT_EQ(Rhc(0), bench.Run(kSlbdis) & 0xFFF);

  bench.regs.Write(kCtrl, kSwrst);
  bench.Put(kHashArea, FromHex("a9993e364706816aba3e25717850c26c9cd0d89e"));
  EXPECT_EQ(Rhc(0) | Rdm(0), bench.Run(kSlbdis) & 0xFFF);
  EXPECT_EQ("a9993e364706816aba3e25717850c26c9cd0d89e",
            ToHex(bench.HashSlot(0, 20)));  // not written
}

TEST(IcmTest, BusErrorOnAnUnmappedRegion) {
  IcmBench bench;
  bench.Descriptor(kList, static_cast<uint32_t>(kUnmapped), Algo(kSha256) | kEom, 1);
  EXPECT_EQ(Rbe(0), bench.Run(kSlbdis) & 0xFFF);

  bench.regs.Write(kCtrl, kSwrst);
  bench.regs.Write(kDscr, static_cast<uint32_t>(kUnmapped));  // the list itself
  bench.regs.Write(kCtrl, kEnable);
  bench.clock.Advance(100);
  EXPECT_EQ(Rbe(0), bench.regs.Read(kIsr) & 0xFFF);
}

TEST(IcmTest, InjectedFaultsHangFlagOrFlipABit) {
  for (Fault fault : {Fault::kHang, Fault::kError, Fault::kWrongResult}) {
    IcmBench bench;
    ASSERT_TRUE(bench.icm.InjectFault(fault));
    bench.icm.Reset();  // a fault survives a reset
    bench.Put(kData, Pad("abc"));
    bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(kSha256) | kEom, 1);
    bench.regs.Write(kCfg, kSlbdis);
    bench.regs.Write(kDscr, static_cast<uint32_t>(kList));
    bench.regs.Write(kHash, static_cast<uint32_t>(kHashArea));
    bench.regs.Write(kCtrl, kEnable);
    bench.clock.Advance(100000);
    const uint32_t isr = bench.regs.Read(kIsr) & 0xFFF;
    if (fault == Fault::kHang) {
      EXPECT_EQ(0u, isr);
    } else if (fault == Fault::kError) {
      EXPECT_EQ(Rbe(0), isr);
    } else {
      EXPECT_EQ(Rhc(0), isr);
      EXPECT_EQ("bb7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
                ToHex(bench.HashSlot(0, 32)));
    }
  }
}

TEST(IcmTest, DisabledRegionIsSkipped) {
  IcmBench bench;
  bench.Put(kData, Pad("abc"));
  bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(kSha1), 1);
  bench.Descriptor(kList + 16, static_cast<uint32_t>(kData), Algo(kSha1) | kEom, 1);
  bench.regs.Write(kCtrl, Rmdis(0));
  EXPECT_EQ(0x1100u, bench.regs.Read(kSr) & 0xFF00);
  EXPECT_EQ(Rhc(1), bench.Run(kSlbdis) & 0xFFF);
}

TEST(IcmTest, UnspecifiedRegisterAccesses) {
  IcmBench bench;
  bench.Put(kData, Pad("abc"));
  bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(kSha1) | kEom, 1);
  bench.regs.Write(kDscr, static_cast<uint32_t>(kList));
  bench.regs.Write(kCtrl, kEnable);
  bench.regs.Write(kCfg, kUihash);  // CFG modified while active: refused
  EXPECT_EQ(kUrad, bench.regs.Read(kIsr) & kUrad);
  EXPECT_EQ(1u, bench.regs.Read(kUasr));
  EXPECT_EQ(0u, bench.regs.Read(kCfg));
  bench.regs.Write(kHash, 0);
  EXPECT_EQ(3u, bench.regs.Read(kUasr));
  EXPECT_EQ(0u, bench.regs.Read(kUihval));  // read of a write-only register
  EXPECT_EQ(4u, bench.regs.Read(kUasr));
  bench.regs.Write(kCtrl, kSwrst);
  EXPECT_EQ(0u, bench.regs.Read(kIsr));

  bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(7) | kEom, 1);  // no such ALGO
  bench.regs.Write(kDscr, static_cast<uint32_t>(kList));
  bench.regs.Write(kCtrl, kEnable);
  bench.clock.Advance(100);
  EXPECT_EQ(kUrad, bench.regs.Read(kIsr));  // and no region completes
  EXPECT_EQ(0u, bench.regs.Read(kUasr));
}

TEST(IcmTest, InterruptMask) {
  IcmBench bench;
  bench.regs.Write(kIer, Rhc(0) | kUrad);
  EXPECT_EQ(Rhc(0) | kUrad, bench.regs.Read(kImr));
  EXPECT_FALSE(bench.icm.InterruptPending());
  bench.Put(kData, Pad("abc"));
  bench.Descriptor(kList, static_cast<uint32_t>(kData), Algo(kSha1) | kEom, 1);
  bench.Run(kSlbdis);
  EXPECT_TRUE(bench.icm.InterruptPending());
}

}  // namespace
}  // namespace testing
}  // namespace sam4c
}  // namespace sim
