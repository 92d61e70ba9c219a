// The RNG model, driven through its registers only.
#include "tools/sim/models/pic32mzw1/rng.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "tools/sim/model_testing.h"

namespace sim::pic32mzw1 {
namespace {

class RngHarness {
 public:
  explicit RngHarness(RngOptions options = {}) : rng(options) {
    rng.Attach(&bus, &clock);
    rng.Reset();
  }
  uint32_t Reg(uint64_t offset) {
    uint32_t value = 0;
    EXPECT_EQ(rng.Read(offset, 4, &value), Access::kOk);
    return value;
  }
  void SetReg(uint64_t offset, uint32_t value) {
    EXPECT_EQ(rng.Write(offset, 4, value), Access::kOk);
  }
  // Oryx's TRNG read: wait for RNGCNT >= 64, then RNGSEED2 and RNGSEED1.
  uint64_t ReadTrng64() {
    for (int polls = 0; Reg(Rng::kRngcnt) < 64 && polls < 100000; ++polls) clock.Advance(8);
    const uint64_t high = Reg(Rng::kRngseed2);
    return high << 32 | Reg(Rng::kRngseed1);
  }
  uint64_t ReadPrng64() {
    const uint64_t high = Reg(Rng::kRngnumgen2);
    return high << 32 | Reg(Rng::kRngnumgen1);
  }

  sim::FakeBus bus;
  sim::ManualClock clock;
  Rng rng;
};

RngOptions Seeded(uint64_t seed) {
  RngOptions options;
  options.deterministic_seed = seed;
  return options;
}

// The reading in lfsr.h, bit by bit: feedback = XOR of the state bits the
// polynomial selects; shift right; feedback enters at bit length-1.
uint64_t ReferenceShifts(uint64_t state, uint64_t poly, unsigned length, uint64_t count) {
  for (uint64_t n = 0; n < count; ++n) {
    unsigned feedback = 0;
    for (unsigned i = 0; i < length; ++i) feedback ^= ((state & poly) >> i) & 1;
    state = (state & (length == 64 ? ~0ull : (1ull << length) - 1)) >> 1;
    state |= static_cast<uint64_t>(feedback) << (length - 1);
  }
  return state;
}

TEST(Rng, Version) {
  RngHarness h;
  EXPECT_EQ(h.Reg(Rng::kRngver), Rng::kRngverValue);
  EXPECT_EQ(h.Reg(Rng::kRngcon), 0u);
}

TEST(Rng, RngcntCountsAfterEnableAndRestartsWhenSeed1IsRead) {
  RngHarness h(Seeded(1));
  h.clock.Advance(5000);
  EXPECT_EQ(h.Reg(Rng::kRngcnt), 0u);  // TRNG off
  h.SetReg(Rng::kRngcon, Rng::kTrngMode | Rng::kTrngEn);
  h.clock.Advance(31);
  EXPECT_EQ(h.Reg(Rng::kRngcnt), 0u);
  h.clock.Advance(1);
  EXPECT_EQ(h.Reg(Rng::kRngcnt), 1u);
  h.clock.Advance(62 * 32);
  EXPECT_EQ(h.Reg(Rng::kRngcnt), 63u);
  h.clock.Advance(32);
  EXPECT_EQ(h.Reg(Rng::kRngcnt), 64u);
  h.clock.Advance(100000);
  EXPECT_EQ(h.Reg(Rng::kRngcnt), 64u);  // stops at a full RNGSEED
  const uint64_t first = uint64_t{h.Reg(Rng::kRngseed2)} << 32 | h.Reg(Rng::kRngseed1);
  EXPECT_EQ(h.Reg(Rng::kRngcnt), 0u);
  EXPECT_NE(first, 0u);
  EXPECT_NE(h.ReadTrng64(), first);
}

TEST(Rng, DeterministicSeedRepeatsTheStreamWhateverThePolling) {
  RngHarness a(Seeded(42)), b(Seeded(42)), c(Seeded(43));
  for (RngHarness* h : {&a, &b, &c}) h->SetReg(Rng::kRngcon, Rng::kTrngMode | Rng::kTrngEn);
  b.clock.Advance(777);  // b polls at other times
  for (int i = 0; i < 4; ++i) {
    const uint64_t value = a.ReadTrng64();
    EXPECT_EQ(value, b.ReadTrng64()) << i;
    EXPECT_NE(value, c.ReadTrng64()) << i;
  }
}

TEST(Rng, DefaultSourceIsOpenSslRandomness) {
  RngHarness a, b;
  std::set<uint64_t> values;
  for (RngHarness* h : {&a, &b}) {
    h->SetReg(Rng::kRngcon, Rng::kTrngMode | Rng::kTrngEn);
    for (int i = 0; i < 3; ++i) values.insert(h->ReadTrng64());
  }
  EXPECT_EQ(values.size(), 6u);
}

// x^42 + x^41 + x^20 + x^19 + 1 with PLEN 42; CONT = 0 makes one number of
// PLEN shifts after enabling and after each RNGNUMGEN1 read.
TEST(Rng, PrngOnDemandMatchesTheReferenceLfsr) {
  const uint64_t poly = 0x00C00003, seed = 0x2A5A5A5A5A5ull;
  RngHarness h;
  h.SetReg(Rng::kRngpoly1, static_cast<uint32_t>(poly));
  h.SetReg(Rng::kRngpoly2, 0);
  h.SetReg(Rng::kRngnumgen1, static_cast<uint32_t>(seed));
  h.SetReg(Rng::kRngnumgen2, static_cast<uint32_t>(seed >> 32));
  h.SetReg(Rng::kRngcon, Rng::kPrngEn | 42);
  h.clock.Advance(20);
  // Still shifting; RNGNUMGEN2 can be read without asking for a new number.
  EXPECT_EQ(h.Reg(Rng::kRngnumgen2), ReferenceShifts(seed, poly, 42, 20) >> 32);
  h.clock.Advance(1000);
  const uint64_t first = ReferenceShifts(seed, poly, 42, 42);
  EXPECT_EQ(h.ReadPrng64(), first);  // this read asks for the next number
  h.clock.Advance(1000);
  EXPECT_EQ(h.ReadPrng64(), ReferenceShifts(first, poly, 42, 42));
}

TEST(Rng, ContinuousPrngShiftsEveryCycle) {
  const uint64_t poly = 0xD800000000000000ull | 0x1B, seed = 0x0123456789ABCDEFull;
  RngHarness h;
  h.SetReg(Rng::kRngpoly1, static_cast<uint32_t>(poly));
  h.SetReg(Rng::kRngpoly2, static_cast<uint32_t>(poly >> 32));
  h.SetReg(Rng::kRngnumgen1, static_cast<uint32_t>(seed));
  h.SetReg(Rng::kRngnumgen2, static_cast<uint32_t>(seed >> 32));
  h.SetReg(Rng::kRngcon, Rng::kPrngEn | Rng::kCont | 64);
  h.clock.Advance(100000);  // far past the stepwise limit: the matrix jump
  EXPECT_EQ(h.ReadPrng64(), ReferenceShifts(seed, poly, 64, 100000));
  h.clock.Advance(3);
  EXPECT_EQ(h.ReadPrng64(), ReferenceShifts(seed, poly, 64, 100003));
}

// x^4 + x^3 + 1 is primitive: the 4-bit PRNG visits all 15 non-zero states.
TEST(Rng, PrimitivePolynomialGivesFullPeriod) {
  RngHarness h;
  h.SetReg(Rng::kRngpoly1, 0x3);  // bit 0: x^4, bit 1: x^3
  h.SetReg(Rng::kRngnumgen1, 1);
  h.SetReg(Rng::kRngcon, Rng::kPrngEn | Rng::kCont | 4);
  std::set<uint32_t> seen;
  for (int i = 0; i < 15; ++i) {
    h.clock.Advance(1);
    seen.insert(h.Reg(Rng::kRngnumgen1));
  }
  EXPECT_EQ(seen.size(), 15u);
  EXPECT_EQ(seen.count(0), 0u);
  EXPECT_EQ(h.Reg(Rng::kRngnumgen1), 1u);  // back to the seed after 15 shifts
}

TEST(Rng, LoadCopiesTheTrngSeedIntoThePrng) {
  RngHarness h(Seeded(7));
  h.SetReg(Rng::kRngcon, Rng::kTrngEn);
  h.clock.Advance(64 * 32);
  const uint64_t seed = uint64_t{h.Reg(Rng::kRngseed2)} << 32 | h.Reg(Rng::kRngseed1);
  h.SetReg(Rng::kRngcon, Rng::kTrngEn | Rng::kPrngEn | Rng::kLoad | 64);
  EXPECT_EQ(h.Reg(Rng::kRngcon) & Rng::kLoad, 0u);  // self-clearing
  EXPECT_EQ(h.ReadPrng64(), seed);
}

TEST(Rng, NarrowAccessesAreBusErrors) {
  RngHarness h;
  uint32_t value = 0;
  EXPECT_EQ(h.rng.Read(Rng::kRngseed1, 1, &value), Access::kBusError);
  EXPECT_EQ(h.rng.Write(Rng::kRngcon + 2, 2, 0), Access::kBusError);
}

}  // namespace
}  // namespace sim::pic32mzw1
