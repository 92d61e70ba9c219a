// The CPKCC modular exponentiation (drivers/sam4c, "cpkcc") in the board
// simulator, against the CPKCL model (tools/sim/models/sam4c_cpkcl):
// Python-computed known answers (tests/crypto/bignum's vectors) for the sizes
// crypto RAM holds, secret and public exponents; the operands at crypto
// RAM's limit and one word more (software); the model's faults (a hang ends
// in MCU_ERR_TIMEOUT within the bounded wait, an error is MCU_ERR_HARDWARE,
// a wrong result shows); every CPKCL status's error code; the lock hook.
#include <vector>

#include "drivers/sam4c/cpkcl.h"
#include "mcucrypt/modexp.h"
#include "tests/crypto/bignum/bignum_testing.h"
#include "tests/drivers/sam4c/driver_testing.h"

namespace {

#include "tests/crypto/bignum/modexp_vectors.inc"

using namespace sam4c_testing;
using Words32 = std::vector<uint32_t>;

const mcu_modexp_desc* const kCpkcc = &mcu_modexp_cpkcc;
const mcu_modexp_desc* const kSoftware = &mcu_modexp_ct_mont_armv7m;

class Sam4cCpkccModexpTest : public DriverTest {
 protected:
  Sam4cCpkccModexpTest() : DriverTest("sam4c_cpkcl") {}
  void TearDown() override {
    DriverTest::TearDown();
    EXPECT_EQ(hooks_.locks[MCU_RESOURCE_PKA], hooks_.unlocks[MCU_RESOURCE_PKA]);
  }
  mcu_status Run(const mcu_modexp_desc* d, Words32* r, const Words32& base, const Words32& exp,
                 const Words32& m, int secret) {
    Words32 work(d->workspace_words(m.size()), 0x55555555u);
    r->assign(m.size(), 0xAAAAAAAAu);
    const mcu_status st = d->modexp(d, r->data(), base.data(), exp.data(), exp.size(), m.data(),
                                    m.size(), secret, work.data(), work.size());
    EXPECT_EQ(Words32(work.size(), 0), work) << "workspace wiped";
    return st;
  }
};

// An odd modulus of n words, top word non-zero, and a base below it.
Words32 Modulus(size_t n) {
  Words32 m(n);
  for (size_t i = 0; i < n; ++i) m[i] = 0x9E3779B9u * static_cast<uint32_t>(i + 1) ^ 0x5BD1E995u;
  m[0] |= 1;
  m[n - 1] |= 0x80000000u;
  return m;
}
Words32 Base(size_t n) {
  Words32 b = Modulus(n);
  b[n - 1] &= 0x7FFFFFFFu;
  return b;
}

TEST_F(Sam4cCpkccModexpTest, Descriptor) {
  EXPECT_STREQ("cpkcc", kCpkcc->impl);
  EXPECT_EQ(1, kCpkcc->constant_time);
  EXPECT_EQ(8192u, kCpkcc->max_modulus_bits);
  ASSERT_NE(nullptr, kCpkcc->fallback);
  EXPECT_STREQ("cpkcc", mcu_modexp.impl) << "the board's default is the driver";
}

// Every vector up to 4096 bits (secret) or 5376 bits (public, short
// exponents): all of them but the 8192-bit ones, which run in software.
TEST_F(Sam4cCpkccModexpTest, KnownAnswers) {
  int run = 0;
  for (const ModexpVector& v : kModexpVectors) {
    const Words32 m = Words(v.m), base = Words(v.base), exp = Words(v.exp);
    if (m.size() > 128) continue;
    Words32 r;
    ASSERT_EQ(MCU_OK, Run(kCpkcc, &r, base, exp, m, v.secret)) << v.m;
    EXPECT_EQ(v.result, Hex(r)) << "m=" << v.m << " exp=" << v.exp << " secret=" << v.secret;
    // r aliasing base.
    Words32 inout = base, work(kCpkcc->workspace_words(m.size()));
    ASSERT_EQ(MCU_OK, kCpkcc->modexp(kCpkcc, inout.data(), inout.data(), exp.data(), exp.size(),
                                     m.data(), m.size(), v.secret, work.data(), work.size()));
    EXPECT_EQ(v.result, Hex(inout));
    ++run;
  }
  EXPECT_GE(run, 20);
  EXPECT_EQ(hooks_.locks[MCU_RESOURCE_PKA], 2 * run);
}

// The hardware path answers MCU_ERR_HARDWARE under an armed error fault; the
// software fallback does not see the fault. Secret exponents of the
// modulus's length: 144 words (4608 bits, 7·576 + 56 = 4088 bytes of crypto
// RAM) is the largest that fits; 145 goes to software, which refuses secret
// exponents over 4096 bits. Public one-word exponents: 168 words (5376
// bits) fits, 169 runs in software.
TEST_F(Sam4cCpkccModexpTest, OperandsAtTheCryptoRamLimit) {
  // base^2 through a modulus-sized exponent (2 then zeros), checked against
  // the software's one-word exponent 2.
  for (size_t n : {size_t{144}, size_t{145}}) {
    const Words32 m = Modulus(n), base = Base(n);
    Words32 exp(n, 0), two = {2}, r, want;
    exp[0] = 2;
    ASSERT_TRUE(Arm("error"));
    const mcu_status st = Run(kCpkcc, &r, base, exp, m, 1);
    ASSERT_TRUE(Arm("none"));
    EXPECT_EQ(n == 144 ? MCU_ERR_HARDWARE : MCU_ERR_UNSUPPORTED, st) << n << " words";
    if (n == 144) {
      ASSERT_EQ(MCU_OK, Run(kCpkcc, &r, base, exp, m, 1));
      ASSERT_EQ(MCU_OK, Run(kSoftware, &want, base, two, m, 0));
      EXPECT_EQ(want, r);
    }
  }
  for (size_t n : {size_t{168}, size_t{169}}) {
    const Words32 m = Modulus(n), base = Base(n), e = {0x10001};
    Words32 r, want;
    ASSERT_TRUE(Arm("error"));
    const mcu_status st = Run(kCpkcc, &r, base, e, m, 0);
    ASSERT_TRUE(Arm("none"));
    EXPECT_EQ(n == 168 ? MCU_ERR_HARDWARE : MCU_OK, st) << n << " words";
    ASSERT_EQ(MCU_OK, Run(kSoftware, &want, base, e, m, 0));
    if (n == 169) {
      EXPECT_EQ(want, r) << "the fallback's answer";
    }
    ASSERT_EQ(MCU_OK, Run(kCpkcc, &r, base, e, m, 0));
    EXPECT_EQ(want, r);
  }
}

TEST_F(Sam4cCpkccModexpTest, HangTimesOutWithinTheBound) {
  const Words32 m = Modulus(32), base = Base(32), e = {0x10001};
  Words32 r;
  ASSERT_TRUE(Arm("hang"));
  hooks_.clock_us = 0;
  EXPECT_EQ(MCU_ERR_TIMEOUT, Run(kCpkcc, &r, base, e, m, 0));
  EXPECT_EQ(Words32(32, 0), r) << "r zeroed";
  // The fake clock ticks once per reading: the wait read it a bounded
  // number of times.
  EXPECT_GE(hooks_.clock_us, mcucrypt::sam4c::kCpkclStatusTimeoutUs);
  EXPECT_LE(hooks_.clock_us, mcucrypt::sam4c::kCpkclStatusTimeoutUs + 16);
}

TEST_F(Sam4cCpkccModexpTest, ErrorAndWrongResult) {
  const Words32 m = Modulus(64), base = Base(64), d = Base(64);
  Words32 r, want;
  ASSERT_EQ(MCU_OK, Run(kCpkcc, &want, base, d, m, 1));
  ASSERT_TRUE(Arm("error"));
  EXPECT_EQ(MCU_ERR_HARDWARE, Run(kCpkcc, &r, base, d, m, 1));
  EXPECT_EQ(Words32(64, 0), r) << "r zeroed";
  ASSERT_TRUE(Arm("wrong"));
  ASSERT_EQ(MCU_OK, Run(kCpkcc, &r, base, d, m, 1));
  EXPECT_NE(want, r) << "the model's wrong result shows";
  EXPECT_EQ(want[0] ^ 1u, r[0]);
}

TEST_F(Sam4cCpkccModexpTest, LockRefusedIsReturned) {
  const Words32 m = Modulus(8), base = Base(8), e = {3};
  Words32 r;
  hooks_.refuse = true;
  EXPECT_EQ(MCU_ERR_TIMEOUT, Run(kCpkcc, &r, base, e, m, 0));
  EXPECT_EQ(Words32(8, 0), r);
}

TEST_F(Sam4cCpkccModexpTest, Arguments) {
  uint32_t m[2] = {0x11, 0x1}, base[2] = {3, 0}, exp[1] = {5}, r[2];
  Words32 work(kCpkcc->workspace_words(2));
  const size_t ww = work.size();
  const mcu_modexp_desc* d = kCpkcc;
  EXPECT_EQ(MCU_OK, d->modexp(d, r, base, exp, 1, m, 2, 1, work.data(), ww));
  EXPECT_EQ(243u, r[0]);
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, d->modexp(d, r, base, exp, 1, m, 2, 1, work.data(), ww - 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, nullptr, base, exp, 1, m, 2, 1, work.data(), ww));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, base, nullptr, 1, m, 2, 1, work.data(), ww));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, base, exp, 1, m, 0, 1, work.data(), ww));
  uint32_t even[2] = {0x10, 0x1}, top0[2] = {0x11, 0}, big[2] = {0x12, 0x1};
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, base, exp, 1, even, 2, 1, work.data(), ww));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, base, exp, 1, top0, 2, 1, work.data(), ww));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, big, exp, 1, m, 2, 1, work.data(), ww));
  std::vector<uint32_t> m257(257, 1), w257(d->workspace_words(257));
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, d->modexp(d, m257.data(), m257.data(), exp, 1, m257.data(), 257,
                                           0, w257.data(), w257.size()));
}

// Every status the library documents, as the driver reports it.
TEST(CpkclStatus, EachStatusHasItsErrorCode) {
  using namespace mcucrypt::sam4c::cpkcl_rom;  // NOLINT
  using mcucrypt::sam4c::CpkclStatus;
  EXPECT_EQ(MCU_OK, CpkclStatus(kOk));
  EXPECT_EQ(MCU_ERR_TIMEOUT, CpkclStatus(kComputationNotStarted));
  for (uint16_t s : {kUnknownService, kUnexploitableOptions, kHardwareIssue, kError,
                     kParamNotInCpkccRam, kParamNotInRam, kParamWrongLength, kWrongSelectNumber}) {
    EXPECT_EQ(MCU_ERR_HARDWARE, CpkclStatus(s)) << std::hex << s;
  }
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, CpkclStatus(kMalformedModulus));
  EXPECT_EQ(MCU_ERR_INVALID_KEY, CpkclStatus(kPointAtInfinity));
  EXPECT_EQ(MCU_ERR_INVALID_KEY, CpkclStatus(kPointIsNotOnCurve));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, CpkclStatus(kWrongSignature));
  EXPECT_EQ(MCU_ERR_HARDWARE, CpkclStatus(0x1234)) << "undocumented";
}

}  // namespace
