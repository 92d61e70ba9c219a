// The RNGA model driven through its registers as NXP's fsl_rnga driver does
// (accelerators.md §2), with the simulator's clock moved by hand.
#include "tools/sim/models/k66/rnga.h"

#include <set>
#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/model_testing.h"

namespace sim::k66 {
namespace {

// Offsets and bits from accelerators.md §2, independent of rnga.h.
constexpr uint64_t kCr = 0x0, kSr = 0x4, kEr = 0x8, kOr = 0xC;
constexpr uint32_t kGo = 1u << 0, kIntm = 1u << 2, kClri = 1u << 3, kSlp = 1u << 4;
constexpr uint32_t kLrs = 1u << 1, kOru = 1u << 2, kErri = 1u << 3, kSrSlp = 1u << 4;
constexpr uint32_t kOregSizeOne = 1u << 16;

uint32_t OregLevel(uint32_t sr) { return (sr >> 8) & 0xFF; }

class RngaTest : public ::testing::Test {
 protected:
  RngaTest() : rnga_(Deterministic(7)) {
    rnga_.Attach(nullptr, &clock_);
    rnga_.Reset();
  }

  static Rnga::Options Deterministic(uint64_t seed) {
    Rnga::Options options;
    options.source = Rnga::Source::kDeterministic;
    options.seed = seed;
    return options;
  }

  uint32_t Read(uint64_t offset) {
    uint32_t value = 0;
    EXPECT_EQ(Access::kOk, rnga_.Read(offset, 4, &value)) << offset;
    return value;
  }
  void Write(uint64_t offset, uint32_t value) {
    EXPECT_EQ(Access::kOk, rnga_.Write(offset, 4, value)) << offset;
  }

  // fsl_rnga's init: CR = 0, then GO.
  void Start() {
    Write(kCr, 0);
    Write(kCr, kGo);
  }

  // fsl_rnga's per-word loop: poll OREG_LVL (the core's time passes between
  // polls), then read OR.
  uint32_t NextWord() {
    for (int polls = 0; polls < 10000 && OregLevel(Read(kSr)) == 0; ++polls) clock_.Advance(16);
    EXPECT_EQ(1u, OregLevel(Read(kSr)));
    return Read(kOr);
  }

  ManualClock clock_;
  Rnga rnga_;
};

TEST_F(RngaTest, IdentityAndResetState) {
  EXPECT_EQ("rnga", rnga_.Name());
  EXPECT_EQ(0x10u, rnga_.Size());
  EXPECT_EQ(0u, Read(kCr));
  EXPECT_EQ(kOregSizeOne, Read(kSr));  // empty, OREG_SIZE = 1
}

TEST_F(RngaTest, WordArrivesAfterTheDocumentedDelay) {
  Start();
  EXPECT_EQ(kGo, Read(kCr));
  clock_.Advance(Rnga::kDefaultWordCycles - 1);
  EXPECT_EQ(0u, OregLevel(Read(kSr)));
  clock_.Advance(1);
  EXPECT_EQ(1u, OregLevel(Read(kSr)));
  Read(kOr);
  EXPECT_EQ(0u, OregLevel(Read(kSr)));  // the next word counts from this read
  clock_.Advance(Rnga::kDefaultWordCycles);
  EXPECT_EQ(kOregSizeOne | (1u << 8), Read(kSr));
}

TEST_F(RngaTest, DeterministicSourceIsReproducibleAndSeeded) {
  Start();
  std::vector<uint32_t> first;
  for (int i = 0; i < 8; ++i) first.push_back(NextWord());
  EXPECT_GT(std::set<uint32_t>(first.begin(), first.end()).size(), 6u);

  rnga_.Reset();  // a simulated reset restarts the stream from the seed
  Start();
  for (uint32_t expected : first) EXPECT_EQ(expected, NextWord());

  Rnga other(Deterministic(8));
  other.Attach(nullptr, &clock_);
  other.Reset();
  uint32_t value = 0;
  ASSERT_EQ(Access::kOk, other.Write(kCr, 4, kGo));
  clock_.Advance(Rnga::kDefaultWordCycles);
  ASSERT_EQ(Access::kOk, other.Read(kOr, 4, &value));
  EXPECT_NE(first[0], value);
}

TEST_F(RngaTest, EntropyWritesChangeTheDeterministicStream) {
  Start();
  const uint32_t plain = NextWord();
  rnga_.Reset();
  Start();
  Write(kEr, 0xC0FFEE);
  EXPECT_NE(plain, NextWord());
  EXPECT_EQ(0u, Read(kEr));  // write-only: reads as 0
}

TEST_F(RngaTest, UnderflowSetsErrorsAndClriClearsErri) {
  Start();
  EXPECT_EQ(0u, Read(kOr));  // empty
  EXPECT_TRUE(rnga_.ErrorInterruptRequested());
  EXPECT_EQ(kOregSizeOne | kLrs | kOru | kErri, Read(kSr));
  EXPECT_EQ(kOregSizeOne | kLrs | kErri, Read(kSr));  // ORU: since the last SR read

  NextWord();  // a good read clears LRS; ERRI stays
  EXPECT_EQ(kOregSizeOne | kErri, Read(kSr));

  Write(kCr, kGo | kIntm);  // masked: flag kept, no request
  EXPECT_FALSE(rnga_.ErrorInterruptRequested());
  Write(kCr, kGo | kClri);
  EXPECT_EQ(kGo, Read(kCr));  // CLRI reads 0
  EXPECT_EQ(kOregSizeOne, Read(kSr));
  EXPECT_FALSE(rnga_.ErrorInterruptRequested());
}

TEST_F(RngaTest, SleepPausesGeneration) {
  Write(kCr, kGo | kSlp);
  clock_.Advance(10 * Rnga::kDefaultWordCycles);
  EXPECT_EQ(kOregSizeOne | kSrSlp, Read(kSr));
  Write(kCr, kGo);
  EXPECT_EQ(0u, OregLevel(Read(kSr)));
  clock_.Advance(Rnga::kDefaultWordCycles);
  EXPECT_EQ(1u, OregLevel(Read(kSr)));
}

// Injected faults: a hang leaves OR empty however long the core polls; an
// error raises SECV and ERRI, and CLRI cannot clear ERRI while it is armed;
// kNone gives words again. A wrong result is refused.
TEST_F(RngaTest, InjectedFaults) {
  Start();
  EXPECT_FALSE(rnga_.InjectFault(Fault::kWrongResult));
  ASSERT_TRUE(rnga_.InjectFault(Fault::kHang));
  clock_.Advance(100000);
  EXPECT_EQ(0u, OregLevel(Read(kSr)));
  ASSERT_TRUE(rnga_.InjectFault(Fault::kError));
  EXPECT_EQ(1u | kErri, Read(kSr) & (1u | kErri));  // SECV is bit 0
  Write(kCr, kGo | kClri);
  EXPECT_EQ(kErri, Read(kSr) & kErri);
  ASSERT_TRUE(rnga_.InjectFault(Fault::kNone));
  EXPECT_EQ(0u, Read(kSr) & (1u | kErri));
  (void)NextWord();
  EXPECT_EQ(0u, Read(kSr) & (1u | kErri));
}

TEST_F(RngaTest, AccessRules) {
  uint32_t value = 0;
  EXPECT_EQ(Access::kBusError, rnga_.Read(kOr, 1, &value));
  EXPECT_EQ(Access::kBusError, rnga_.Write(kCr + 2, 4, kGo));
  EXPECT_EQ(Access::kBusError, rnga_.Read(0x10, 4, &value));
  Write(kSr, 0xFFFFFFFF);  // read-only: ignored
  Write(kOr, 0xFFFFFFFF);
  EXPECT_EQ(kOregSizeOne, Read(kSr));
  EXPECT_EQ(0u, Read(kCr));
}

TEST(RngaOptionsTest, ZeroDelayRefillsAtOnce) {
  Rnga::Options options;
  options.source = Rnga::Source::kDeterministic;
  options.word_cycles = 0;
  Rnga rnga(options);  // no clock attached: now() is 0
  uint32_t value = 0;
  ASSERT_EQ(Access::kOk, rnga.Write(0x0, 4, kGo));
  for (int i = 0; i < 4; ++i) {
    ASSERT_EQ(Access::kOk, rnga.Read(kSr, 4, &value));
    EXPECT_EQ(1u, OregLevel(value));
    ASSERT_EQ(Access::kOk, rnga.Read(kOr, 4, &value));
  }
}

TEST(RngaOptionsTest, OpenSslSourceGivesVaryingWords) {
  ManualClock clock;
  Rnga rnga;  // default: OpenSSL's RAND_bytes
  rnga.Attach(nullptr, &clock);
  rnga.Reset();
  ASSERT_EQ(Access::kOk, rnga.Write(kCr, 4, kGo));
  std::set<uint32_t> words;
  for (int i = 0; i < 16; ++i) {
    clock.Advance(Rnga::kDefaultWordCycles);
    uint32_t value = 0;
    ASSERT_EQ(Access::kOk, rnga.Read(kOr, 4, &value));
    words.insert(value);
  }
  EXPECT_GT(words.size(), 14u);  // 16 draws of 32 bits: a repeat is ~3e-8 likely
  uint32_t status = 0;
  ASSERT_EQ(Access::kOk, rnga.Read(kSr, 4, &status));
  EXPECT_EQ(kOregSizeOne, status);  // no underflow along the way
}

}  // namespace
}  // namespace sim::k66
