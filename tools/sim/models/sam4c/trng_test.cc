// The SAM4C TRNG model driven as the §3.3 sequence does.
#include "tools/sim/models/sam4c/trng.h"

#include <set>

#include "gtest/gtest.h"
#include "tools/sim/model_testing.h"
#include "tools/sim/models/sam4c/test_driver.h"

namespace sim {
namespace sam4c {
namespace testing {
namespace {

constexpr uint64_t kCr = 0x00, kIer = 0x10, kIdr = 0x14, kImr = 0x18, kIsr = 0x1C, kOdata = 0x50;
constexpr uint32_t kKeyedEnable = 0x524E47u << 8 | 1u;
constexpr uint32_t kDatrdy = 1u << 0;

struct TrngBench {
  explicit TrngBench(Trng::Options options = Trng::Options()) : trng(options), regs(&trng, &clock) {
    trng.Attach(nullptr, &clock);
    trng.Reset();
  }
  // Per word: poll DATRDY, read ODATA (§3.3).
  uint32_t NextWord() {
    regs.WaitFor(kIsr, kDatrdy);
    return regs.Read(kOdata);
  }

  ManualClock clock;
  Trng trng;
  Registers regs;
};

Trng::Options Seeded(uint32_t seed) {
  Trng::Options options;
  options.seed = seed;
  return options;
}

TEST(TrngTest, WriteWithoutTheKeyIsIgnored) {
  TrngBench bench;
  bench.regs.Write(kCr, 1);                   // ENABLE, no key
  bench.regs.Write(kCr, 0x524E46u << 8 | 1);  // wrong key
  bench.clock.Advance(10000);
  EXPECT_EQ(0u, bench.regs.Read(kIsr));
  bench.regs.Write(kCr, kKeyedEnable);
  EXPECT_EQ(Trng::kCyclesPerWord, bench.regs.WaitFor(kIsr, kDatrdy));
}

TEST(TrngTest, ReadClearsDatrdyAndTheNextWordFollows) {
  TrngBench bench(Seeded(1));
  bench.regs.Write(kCr, kKeyedEnable);
  bench.clock.Advance(84);
  EXPECT_EQ(kDatrdy, bench.regs.Read(kIsr));
  const uint32_t first = bench.regs.Read(kOdata);
  EXPECT_EQ(0u, bench.regs.Read(kIsr));
  EXPECT_EQ(first, bench.regs.Read(kOdata));  // no new word before DATRDY
  bench.clock.Advance(83);
  EXPECT_EQ(0u, bench.regs.Read(kIsr));
  bench.clock.Advance(1);
  EXPECT_EQ(kDatrdy, bench.regs.Read(kIsr));
  EXPECT_NE(first, bench.regs.Read(kOdata));
}

TEST(TrngTest, SeededRunsRepeat) {
  TrngBench a(Seeded(42)), b(Seeded(42)), c(Seeded(43));
  for (TrngBench* bench : {&a, &b, &c}) bench->regs.Write(kCr, kKeyedEnable);
  for (int i = 0; i < 8; ++i) {
    const uint32_t word = a.NextWord();
    EXPECT_EQ(word, b.NextWord()) << i;
    EXPECT_NE(word, c.NextWord()) << i;
  }
  a.trng.Reset();  // a simulated reset restarts the sequence
  b.trng.Reset();
  a.regs.Write(kCr, kKeyedEnable);
  b.regs.Write(kCr, kKeyedEnable);
  EXPECT_EQ(b.NextWord(), a.NextWord());
}

TEST(TrngTest, OpensslWordsVary) {
  TrngBench bench;
  bench.regs.Write(kCr, kKeyedEnable);
  std::set<uint32_t> words;
  for (int i = 0; i < 16; ++i) words.insert(bench.NextWord());
  EXPECT_GT(words.size(), 1u);  // 16 equal words from RAND_bytes: broken
}

TEST(TrngTest, DisableStopsTheWords) {
  TrngBench bench(Seeded(3));
  bench.regs.Write(kCr, kKeyedEnable);
  bench.NextWord();
  bench.regs.Write(kCr, kKeyedEnable & ~1u);
  bench.clock.Advance(1000);
  EXPECT_EQ(0u, bench.regs.Read(kIsr));
}

TEST(TrngTest, InjectedFaultsHangOrRepeatAWord) {
  TrngBench hang;
  EXPECT_FALSE(hang.trng.InjectFault(Fault::kError));  // no error flag to raise
  ASSERT_TRUE(hang.trng.InjectFault(Fault::kHang));
  hang.regs.Write(kCr, kKeyedEnable);
  hang.clock.Advance(100000);
  EXPECT_EQ(0u, hang.regs.Read(kIsr));

  TrngBench stuck;
  stuck.regs.Write(kCr, kKeyedEnable);
  const uint32_t first = stuck.NextWord();  // before the fault: a fresh word
  ASSERT_TRUE(stuck.trng.InjectFault(Fault::kWrongResult));
  EXPECT_EQ(first, stuck.NextWord());
  EXPECT_EQ(first, stuck.NextWord());
  ASSERT_TRUE(stuck.trng.InjectFault(Fault::kNone));
  std::set<uint32_t> words;
  for (int i = 0; i < 4; ++i) words.insert(stuck.NextWord());
  EXPECT_EQ(4u, words.size());
}

TEST(TrngTest, InterruptMask) {
  TrngBench bench(Seeded(4));
  bench.regs.Write(kIer, kDatrdy);
  EXPECT_EQ(kDatrdy, bench.regs.Read(kImr));
  bench.regs.Write(kCr, kKeyedEnable);
  bench.clock.Advance(84);
  EXPECT_TRUE(bench.trng.InterruptPending());
  bench.regs.Write(kIdr, kDatrdy);
  EXPECT_FALSE(bench.trng.InterruptPending());
}

}  // namespace
}  // namespace testing
}  // namespace sam4c
}  // namespace sim
