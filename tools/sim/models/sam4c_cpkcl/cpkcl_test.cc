// Drives the CPKCL model only as firmware would: a CPKCL_PARAM block in CPU
// RAM, operands laid out in crypto RAM as the SAM4C drivers lay them out,
// and calls to jump-table entries. Answers are checked against OpenSSL and
// published vectors.
#include "tools/sim/models/sam4c_cpkcl/cpkcl.h"

#include <gtest/gtest.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/param_build.h>

#include <string>
#include <vector>

#include "tools/sim/model_testing.h"
#include "tools/sim/models/bn_util.h"

namespace sim::sam4c {
namespace {

using namespace cpkcl;  // NOLINT: the library's names
using bn::Bn;

// Where the board description puts the jump table (the model takes it).
constexpr uint64_t kJumpTableBase = 0x20180000;
constexpr uint32_t kCpuRam = 0x20000000;
constexpr uint32_t kBlock = kCpuRam + 0x100;  // the firmware's CPKCL_PARAM
constexpr uint32_t kCpuScratch = kCpuRam + 0x1000;

Bn Hex(const char* hex) {
  BIGNUM* b = nullptr;
  BN_hex2bn(&b, hex);
  return Bn(b);
}

std::vector<uint8_t> Digest(const EVP_MD* md, const std::string& message) {
  std::vector<uint8_t> out(EVP_MAX_MD_SIZE);
  unsigned length = 0;
  EVP_Digest(message.data(), message.size(), out.data(), &length, md, nullptr);
  out.resize(length);
  return out;
}

Bn FromBe(const std::vector<uint8_t>& bytes) {
  return Bn(BN_bin2bn(bytes.data(), static_cast<int>(bytes.size()), nullptr));
}

// A deterministic number of `bits` bits (top bit set) from a label.
Bn Number(const std::string& label, int bits) {
  Bn n = bn::New();
  for (int i = 0; BN_num_bits(n.get()) < bits; ++i) {
    BN_lshift(n.get(), n.get(), 512);
    BN_add(n.get(), n.get(), FromBe(Digest(EVP_sha512(), label + std::to_string(i))).get());
  }
  BN_rshift(n.get(), n.get(), BN_num_bits(n.get()) - bits);
  BN_set_bit(n.get(), bits - 1);
  return n;
}

class CpkclTest : public ::testing::Test {
 protected:
  void SetUp() override {
    bus_.AddRegion(kCpuRam, 0x10000);
    bus_.AddRegion(kCryptoRamBase, kCryptoRamSize);
    rom_.Attach(&bus_, &clock_);
  }

  // Parameter block fields.
  void Set16(uint32_t offset, uint16_t v) { ASSERT_TRUE(bus_.Write(kBlock + offset, &v, 2)); }
  void Set32(uint32_t offset, uint32_t v) { ASSERT_TRUE(bus_.Write(kBlock + offset, &v, 4)); }
  uint16_t Get16(uint32_t offset) {
    uint16_t v = 0;
    EXPECT_TRUE(bus_.Read(kBlock + offset, &v, 2));
    return v;
  }
  uint32_t Get32(uint32_t offset) {
    uint32_t v = 0;
    EXPECT_TRUE(bus_.Read(kBlock + offset, &v, 4));
    return v;
  }
  void ClearBlock() {
    const std::vector<uint8_t> zero(64, 0);
    ASSERT_TRUE(bus_.Write(kBlock, zero.data(), zero.size()));
  }

  // Crypto RAM, filled from its start like the drivers do.
  void Rewind(uint16_t near = 0x1000) { next_ = near; }
  uint16_t Alloc(size_t length) {
    const uint16_t near = next_;
    const std::vector<uint8_t> zero(length, 0);
    EXPECT_TRUE(bus_.Write(kNearBase + near, zero.data(), length));
    next_ = static_cast<uint16_t>(next_ + length);
    return near;
  }
  uint16_t Put(const BIGNUM* value, size_t length) {
    const uint16_t near = Alloc(length);
    PutAt(near, value, length);
    return near;
  }
  void PutAt(uint32_t near, const BIGNUM* value, size_t length) {
    std::vector<uint8_t> le;
    ASSERT_TRUE(bn::ToLe(value, length, &le));
    ASSERT_TRUE(bus_.Write(kNearBase + near, le.data(), le.size()));
  }
  Bn GetAt(uint32_t near, size_t length) {
    std::vector<uint8_t> le(length);
    EXPECT_TRUE(bus_.Read(kNearBase + near, le.data(), length));
    return bn::FromLe(le.data(), length);
  }

  // vCPKCL_Process: name the service, mark it not started, call the entry.
  uint16_t Process(Entry entry, uint8_t service) {
    uint8_t code = service;
    EXPECT_TRUE(bus_.Write(kBlock + header::kService, &code, 1));
    Set16(header::kStatus, kComputationNotStarted);
    const uint32_t args[4] = {kBlock, 0, 0, 0};
    const uint32_t r0 = rom_.OnCall(entry, args, &cycles_);
    const uint16_t status = Get16(header::kStatus);
    EXPECT_EQ(r0, status);
    return status;
  }

  // RedMod SETUP for a modulus of `length` bytes at `mod` (Cns, R, X after it).
  void RedModSetup(uint16_t mod, uint16_t cns, uint16_t workspace, uint16_t length) {
    ClearBlock();
    Set16(header::kOption, kRedModSetup);
    Set16(redmod::kModLength, length);
    Set16(redmod::kModBase, mod);
    Set16(redmod::kCnsBase, cns);
    Set16(redmod::kRBase, workspace);
    Set16(redmod::kXBase, static_cast<uint16_t>(workspace + 64));
    ASSERT_EQ(Process(kEntryRedMod, kServiceRedMod), kOk) << rom_.diagnostic();
  }

  FakeBus bus_;
  ManualClock clock_;
  Cpkcl rom_{kJumpTableBase};
  uint16_t next_ = 0x1000;
  uint64_t cycles_ = 0;
};

TEST_F(CpkclTest, SelfTestAnswersTheCheckValues) {
  ClearBlock();
  EXPECT_EQ(Process(kEntrySelfTest, kServiceSelfTest), kOk);
  EXPECT_EQ(Get32(selftest::kVersion), kVersion);
  EXPECT_EQ(Get32(selftest::kCheckNum1), 0x6E70DDD2u);
  EXPECT_EQ(Get32(selftest::kCheckNum2), 0x25C8D64Fu);
  uint8_t step = 0;
  ASSERT_TRUE(bus_.Read(kBlock + selftest::kStep, &step, 1));
  EXPECT_EQ(step, 0x03);
  EXPECT_EQ(cycles_, 5200u);
}

TEST_F(CpkclTest, EntriesFollowTheJumpTableOrder) {
  EXPECT_EQ(rom_.EntryCount(), 36u);
  EXPECT_EQ(rom_.EntryAddress(kEntryNop), kJumpTableBase);
  EXPECT_EQ(rom_.EntryAddress(kEntryExpMod), kJumpTableBase + 0x34);
  EXPECT_EQ(rom_.EntryAddress(kEntryZpEcConvProjToAffine), kJumpTableBase + 0x64);
  EXPECT_EQ(rom_.EntryAddress(kEntryRng), kJumpTableBase + 0x8C);
}

TEST_F(CpkclTest, ServiceMustMatchTheEntry) {
  ClearBlock();
  EXPECT_EQ(Process(kEntryExpMod, kServiceFmult), kUnknownService);
  EXPECT_EQ(Process(kEntryGcd, kServiceGcd), kUnknownService);  // not modelled
  EXPECT_EQ(Process(kEntryNop, kServiceNop), kOk);
}

// Faults for driver tests: hang leaves "not started", error answers
// kHardwareIssue, wrong flips bit 0 of the result (not of SETUP's Cns).
TEST_F(CpkclTest, InjectedFaultsHangFailOrFlipTheResult) {
  const uint16_t length = 16;
  Bn n = Hex("C7E6D5F4A3B2C1D0E9F8A7B6C5D4E3F1");
  Bn x = Hex("0123456789ABCDEF0123456789ABCDEF");
  const uint16_t mod = Put(n.get(), length + 4);
  const uint16_t cns = Alloc(length + 12);
  const uint16_t r = Alloc(length + 4);
  const uint16_t xa = Alloc(2 * length + 8);
  ASSERT_TRUE(rom_.InjectFault(Fault::kWrongResult));
  RedModSetup(mod, cns, r, length);  // SETUP keeps a true Cns
  PutAt(xa, x.get(), 2 * length + 8);
  ClearBlock();
  Set16(header::kOption, kRedModReduction | kRedModUsingFastRed);
  Set16(redmod::kModLength, length);
  Set16(redmod::kModBase, mod);
  Set16(redmod::kCnsBase, cns);
  Set16(redmod::kRBase, r);
  Set16(redmod::kXBase, xa);
  ASSERT_EQ(Process(kEntryRedMod, kServiceRedMod), kOk) << rom_.diagnostic();
  bn::Ctx ctx(BN_CTX_new());
  Bn expected = bn::Mod(x.get(), n.get(), ctx.get());
  Bn got = GetAt(r, length + 4);
  EXPECT_NE(BN_cmp(got.get(), expected.get()), 0);
  BN_clear_bit(got.get(), 0);
  BN_clear_bit(expected.get(), 0);
  EXPECT_EQ(BN_cmp(got.get(), expected.get()), 0) << "only bit 0 differs";

  ASSERT_TRUE(rom_.InjectFault(Fault::kHang));
  EXPECT_EQ(Process(kEntryRedMod, kServiceRedMod), kComputationNotStarted);
  ASSERT_TRUE(rom_.InjectFault(Fault::kError));
  EXPECT_EQ(Process(kEntryRedMod, kServiceRedMod), kHardwareIssue);
  ASSERT_TRUE(rom_.InjectFault(Fault::kNone));
  EXPECT_EQ(Process(kEntryRedMod, kServiceRedMod), kOk);
  EXPECT_EQ(BN_cmp(GetAt(r, length + 4).get(), bn::Mod(x.get(), n.get(), ctx.get()).get()), 0);
}

// Oryx's sequence for X^E mod N: SETUP, REDUCTION (fast), NORMALIZE, ExpMod.
class ExpModTest : public CpkclTest, public ::testing::WithParamInterface<int> {};

TEST_P(ExpModTest, MatchesBnModExp) {
  const int bits = GetParam();
  const uint16_t length = static_cast<uint16_t>(bits / 8);
  bn::Ctx ctx(BN_CTX_new());
  Bn n = Number("modulus", bits);
  BN_set_bit(n.get(), 0);
  Bn a = Number("message", bits + 40);  // wider than N: REDUCTION has work to do
  Bn e = Number("exponent", bits - 3);

  const uint16_t mod = Put(n.get(), length + 4);
  const uint16_t cns = Alloc(length + 12);
  const uint16_t x = next_;
  RedModSetup(mod, cns, x, length);
  Bn expected_cns = bn::New(), power = bn::New();
  BN_set_bit(power.get(), 16 * length + 32);
  BN_div(expected_cns.get(), nullptr, power.get(), n.get(), ctx.get());
  EXPECT_EQ(BN_cmp(GetAt(cns, length + 8).get(), expected_cns.get()), 0);

  Rewind(x);
  Put(a.get(), 2 * length + 8);
  ClearBlock();
  Set16(header::kOption, kRedModReduction | kRedModUsingFastRed);
  Set16(redmod::kModLength, length);
  Set16(redmod::kModBase, mod);
  Set16(redmod::kCnsBase, cns);
  Set16(redmod::kRBase, x);
  Set16(redmod::kXBase, x);
  ASSERT_EQ(Process(kEntryRedMod, kServiceRedMod), kOk) << rom_.diagnostic();
  Set16(header::kOption, kRedModNormalize);
  ASSERT_EQ(Process(kEntryRedMod, kServiceRedMod), kOk) << rom_.diagnostic();

  Rewind(static_cast<uint16_t>(x + length));
  Alloc(16);
  const uint16_t exp = Alloc(4);  // the zero word on the exponent's LSB side
  Put(e.get(), length);
  const uint16_t precomp = Alloc(3 * (length + 4) + 8);
  ClearBlock();
  Set16(header::kOption, kExpModRegularRsa | kExpModWindow1 | kExpModExpInCpkccRam);
  Set16(expmod::kModLength, length);
  Set16(expmod::kModBase, mod);
  Set16(expmod::kCnsBase, cns);
  Set16(expmod::kXBase, x);
  Set16(expmod::kPrecompBase, precomp);
  Set16(expmod::kExpLength, length);
  Set32(expmod::kExpBase, static_cast<uint32_t>(kNearBase + exp));
  ASSERT_EQ(Process(kEntryExpMod, kServiceExpMod), kOk) << rom_.diagnostic();
  Bn expected = bn::New();
  BN_mod_exp(expected.get(), a.get(), e.get(), n.get(), ctx.get());
  EXPECT_EQ(BN_cmp(GetAt(x, length).get(), expected.get()), 0);
  const uint64_t m = (length / 4) * (length / 4) + 4 * (length / 4) + 40;
  EXPECT_EQ(cycles_, 200 + (16u * length + 2) * m * kExpScale / 1000);
}

INSTANTIATE_TEST_SUITE_P(Rsa, ExpModTest, ::testing::Values(1024, 2048, 4096));

TEST_F(CpkclTest, ExpModReadsAnExponentInCpuRam) {
  const uint16_t length = 16;
  Bn n = Hex("C7E6D5F4A3B2C1D0E9F8A7B6C5D4E3F1");
  Bn a = Hex("123456789ABCDEF0123456789ABCDEF");
  const uint16_t mod = Put(n.get(), length + 4);
  const uint16_t cns = Alloc(length + 12);
  const uint16_t x = next_;
  RedModSetup(mod, cns, x, length);
  Rewind(x);
  Put(a.get(), length + 16);
  const uint16_t precomp = Alloc(3 * (length + 4) + 8);
  const uint8_t exponent[8] = {0, 0, 0, 0, 0x01, 0x00, 0x01, 0x00};  // zero word, then 65537
  ASSERT_TRUE(bus_.Write(kCpuScratch, exponent, sizeof exponent));
  ClearBlock();
  Set16(header::kOption, kExpModFastRsa | kExpModWindow2);
  Set16(expmod::kModLength, length);
  Set16(expmod::kModBase, mod);
  Set16(expmod::kCnsBase, cns);
  Set16(expmod::kXBase, x);
  Set16(expmod::kPrecompBase, precomp);
  Set16(expmod::kExpLength, 4);
  Set32(expmod::kExpBase, kCpuScratch);
  ASSERT_EQ(Process(kEntryExpMod, kServiceExpMod), kOk) << rom_.diagnostic();
  bn::Ctx ctx(BN_CTX_new());
  Bn expected = bn::New();
  BN_mod_exp(expected.get(), a.get(), bn::Word(65537).get(), n.get(), ctx.get());
  EXPECT_EQ(BN_cmp(GetAt(x, length).get(), expected.get()), 0);

  Set32(expmod::kExpBase, kCpuScratch);  // the same pointer claimed to be in crypto RAM
  Set16(header::kOption, kExpModFastRsa | kExpModExpInCpkccRam);
  EXPECT_EQ(Process(kEntryExpMod, kServiceExpMod), kParamNotInCpkccRam);
}

TEST_F(CpkclTest, CrtRsa1024MatchesBnModExp) {
  bn::Ctx ctx(BN_CTX_new());
  Bn p = bn::New(), q = bn::New();
  ASSERT_EQ(BN_generate_prime_ex(p.get(), 512, 0, nullptr, nullptr, nullptr), 1);
  ASSERT_EQ(BN_generate_prime_ex(q.get(), 512, 0, nullptr, nullptr, nullptr), 1);
  Bn n = bn::New(), phi = bn::New(), p1 = bn::Copy(p.get()), q1 = bn::Copy(q.get());
  BN_mul(n.get(), p.get(), q.get(), ctx.get());
  BN_sub_word(p1.get(), 1);
  BN_sub_word(q1.get(), 1);
  BN_mul(phi.get(), p1.get(), q1.get(), ctx.get());
  Bn d = bn::Inverse(bn::Word(65537).get(), phi.get(), ctx.get());
  ASSERT_TRUE(d);
  Bn dp = bn::Mod(d.get(), p1.get(), ctx.get()), dq = bn::Mod(d.get(), q1.get(), ctx.get());
  Bn q_inverse = bn::Inverse(q.get(), p.get(), ctx.get());
  Bn c = bn::Mod(Number("ciphertext", 1100).get(), n.get(), ctx.get());

  const uint16_t length = 64;
  const uint16_t mod = Put(q.get(), length + 4);
  Put(p.get(), length + 4);
  const uint16_t x = Put(c.get(), 2 * length + 16);
  const uint16_t exps = Alloc(4);
  Put(dq.get(), length);
  Alloc(4);
  Put(dp.get(), length);
  const uint16_t r = Put(q_inverse.get(), length + 4);
  Alloc(3 * (length + 4) + 68 + 8);
  ClearBlock();
  Set16(header::kOption, kExpModRegularRsa | kExpModWindow1 | kExpModExpInCpkccRam);
  Set16(crt::kModLength, length);
  Set16(crt::kModBase, mod);
  Set16(crt::kXBase, x);
  Set16(crt::kPrecompBase, r);
  Set16(crt::kExpLength, length);
  Set32(crt::kExpBase, static_cast<uint32_t>(kNearBase + exps));
  ASSERT_EQ(Process(kEntryCrt, kServiceCrt), kOk) << rom_.diagnostic();
  Bn expected = bn::New();
  BN_mod_exp(expected.get(), c.get(), d.get(), n.get(), ctx.get());
  EXPECT_EQ(BN_cmp(GetAt(x, 2 * length).get(), expected.get()), 0);
}

TEST_F(CpkclTest, OperandOutsideCryptoRamIsRefused) {
  ClearBlock();
  Set16(header::kOption, kRedModSetup);
  Set16(redmod::kModLength, 32);
  Set16(redmod::kModBase, 0x0F00);  // 0x20190F00: below crypto RAM
  Set16(redmod::kCnsBase, 0x1100);
  EXPECT_EQ(Process(kEntryRedMod, kServiceRedMod), kParamNotInCpkccRam);
  EXPECT_EQ(cycles_, 200u);
  Set16(redmod::kModBase, 0x1FF0);  // starts inside, runs past the end
  EXPECT_EQ(Process(kEntryRedMod, kServiceRedMod), kParamNotInCpkccRam);
  Set16(redmod::kModBase, 0x1000);
  Set16(redmod::kModLength, 30);  // not a multiple of 4
  EXPECT_EQ(Process(kEntryRedMod, kServiceRedMod), kParamWrongLength);
}

TEST_F(CpkclTest, ExpModWithoutSetupIsCaught) {
  const uint16_t length = 16;
  const uint16_t mod = Put(Hex("C7E6D5F4A3B2C1D0E9F8A7B6C5D4E3F1").get(), length + 4);
  const uint16_t cns = Alloc(length + 12);  // never set up
  const uint16_t x = Put(bn::Word(2).get(), length + 16);
  const uint16_t exp = Put(bn::Word(3).get(), 8);
  ClearBlock();
  Set16(header::kOption, kExpModRegularRsa | kExpModExpInCpkccRam);
  Set16(expmod::kModLength, length);
  Set16(expmod::kModBase, mod);
  Set16(expmod::kCnsBase, cns);
  Set16(expmod::kXBase, x);
  Set16(expmod::kPrecompBase, Alloc(3 * (length + 4) + 8));
  Set16(expmod::kExpLength, 4);
  Set32(expmod::kExpBase, static_cast<uint32_t>(kNearBase + exp));
  EXPECT_EQ(Process(kEntryExpMod, kServiceExpMod), kError);
}

TEST_F(CpkclTest, FmultIsAPlainProductWithFlags) {
  bn::Ctx ctx(BN_CTX_new());
  Bn x = Number("x", 96), y = Number("y", 64);
  const uint16_t xb = Put(x.get(), 12), yb = Put(y.get(), 8), rb = Alloc(20);
  ClearBlock();
  Set16(header::kOption, kMultOnly | kCarryNone);
  Set16(fmult::kXBase, xb);
  Set16(fmult::kYBase, yb);
  Set16(fmult::kRBase, rb);
  Set16(fmult::kXLength, 12);
  Set16(fmult::kYLength, 8);
  ASSERT_EQ(Process(kEntryFmult, kServiceFmult), kOk) << rom_.diagnostic();
  Bn expected = bn::New();
  BN_mul(expected.get(), x.get(), y.get(), ctx.get());
  EXPECT_EQ(BN_cmp(GetAt(rb, 20).get(), expected.get()), 0);
  EXPECT_EQ(Get32(header::kSpecific) & (kSpecificCarryOut | kSpecificZero), 0u);

  const uint16_t zb = Put(expected.get(), 20);  // X·Y - X·Y = 0
  Set16(header::kOption, kMultSub | kCarryNone);
  Set16(fmult::kZBase, zb);
  ASSERT_EQ(Process(kEntryFmult, kServiceFmult), kOk);
  EXPECT_TRUE(BN_is_zero(GetAt(rb, 20).get()));
  EXPECT_EQ(Get32(header::kSpecific) & kSpecificZero, kSpecificZero);
}

// P-256 and brainpoolP256r1 domain parameters from OpenSSL.
struct Curve {
  bn::Group group;
  Bn p = bn::New(), a = bn::New(), b = bn::New(), n = bn::New(), gx = bn::New(), gy = bn::New();
  explicit Curve(int nid) : group(EC_GROUP_new_by_curve_name(nid)) {
    EC_GROUP_get_curve(group.get(), p.get(), a.get(), b.get(), nullptr);
    BN_copy(n.get(), EC_GROUP_get0_order(group.get()));
    EC_POINT_get_affine_coordinates(group.get(), EC_GROUP_get0_generator(group.get()), gx.get(),
                                    gy.get(), nullptr);
  }
  void Mul(const BIGNUM* k, Bn* x, Bn* y) const {
    bn::Point r(EC_POINT_new(group.get()));
    EC_POINT_mul(group.get(), r.get(), k, nullptr, nullptr, nullptr);
    *x = bn::New();
    *y = bn::New();
    EC_POINT_get_affine_coordinates(group.get(), r.get(), x->get(), y->get(), nullptr);
  }
};

class EccTest : public CpkclTest {
 protected:
  static constexpr uint16_t kLength = 32;

  // Modulus, Cns and SETUP as Oryx does; returns where operands may go.
  void Begin(const Curve& c) {
    Rewind();
    mod_ = Put(c.p.get(), kLength + 4);
    cns_ = Alloc(kLength + 12);
    const uint16_t r = next_;
    RedModSetup(mod_, cns_, r, kLength);
    Rewind(r);
  }
  uint16_t PutPoint(const BIGNUM* x, const BIGNUM* y) {
    const uint16_t at = Put(x, kLength + 4);
    Put(y, kLength + 4);
    Put(bn::Word(1).get(), kLength + 4);
    return at;
  }
  void EcdsaFields(uint16_t g, uint16_t order, uint16_t a, uint16_t hash) {
    ClearBlock();
    Set16(zpecdsa::kModLength, kLength);
    Set16(zpecdsa::kModBase, mod_);
    Set16(zpecdsa::kCnsBase, cns_);
    Set16(zpecdsa::kPointABase, g);
    Set16(zpecdsa::kOrderPointBase, order);
    Set16(zpecdsa::kABase, a);
    Set16(zpecdsa::kHashBase, hash);
    Set16(zpecdsa::kScalarLength, kLength);
  }
  // ZpEcDsaVerifyFast on (r, s); returns u2Status.
  uint16_t Verify(const Curve& c, const BIGNUM* qx, const BIGNUM* qy, const BIGNUM* h,
                  const BIGNUM* r, const BIGNUM* s) {
    Begin(c);
    const uint16_t g = PutPoint(c.gx.get(), c.gy.get());
    const uint16_t order = Put(c.n.get(), kLength + 4);
    const uint16_t a = Put(c.a.get(), kLength + 4);
    const uint16_t q = PutPoint(qx, qy);
    const uint16_t hash = Put(h, kLength + 4);
    const uint16_t signature = Put(r, kLength + 4);
    Put(s, kLength + 4);
    const uint16_t workspace = Alloc(8 * kLength + 44);
    EcdsaFields(g, order, a, hash);
    Set16(zpecdsa::kPointPublicKey, q);
    Set16(zpecdsa::kPointSignature, signature);
    Set16(zpecdsa::kWorkspace, workspace);
    return Process(kEntryZpEcDsaVerifyFast, kServiceZpEcDsaVerifyFast);
  }

  uint16_t mod_ = 0, cns_ = 0;
};

TEST_F(EccTest, P256MultiplicationThenAffineConversion) {
  const Curve c(NID_X9_62_prime256v1);
  Bn k = Hex("C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721");
  Begin(c);
  const uint16_t kb = Put(k.get(), kLength + 4);
  const uint16_t point = PutPoint(c.gx.get(), c.gy.get());
  const uint16_t a = Put(c.a.get(), kLength + 4);
  const uint16_t workspace = Alloc(8 * kLength + 44);
  ClearBlock();
  Set16(zpeccmul::kModLength, kLength);
  Set16(zpeccmul::kModBase, mod_);
  Set16(zpeccmul::kCnsBase, cns_);
  Set16(zpeccmul::kPointBase, point);
  Set16(zpeccmul::kKBase, kb);
  Set16(zpeccmul::kABase, a);
  Set16(zpeccmul::kWorkspace, workspace);
  Set16(zpeccmul::kKLength, kLength);
  ASSERT_EQ(Process(kEntryZpEccMulFast, kServiceZpEccMulFast), kOk) << rom_.diagnostic();
  EXPECT_FALSE(BN_is_one(GetAt(point + 2 * (kLength + 4), kLength).get()));  // projective

  ClearBlock();
  Set16(zpecconv::kModLength, kLength);
  Set16(zpecconv::kModBase, mod_);
  Set16(zpecconv::kCnsBase, cns_);
  Set16(zpecconv::kPointABase, point);
  Set16(zpecconv::kWorkspace, workspace);
  ASSERT_EQ(Process(kEntryZpEcConvProjToAffine, kServiceZpEcConvProjToAffine), kOk);
  Bn x, y;
  c.Mul(k.get(), &x, &y);
  EXPECT_EQ(BN_cmp(GetAt(point, kLength).get(), x.get()), 0);
  EXPECT_EQ(BN_cmp(GetAt(point + kLength + 4, kLength).get(), y.get()), 0);
  EXPECT_TRUE(BN_is_one(GetAt(point + 2 * (kLength + 4), kLength).get()));
}

TEST_F(EccTest, PointIsOnCurve) {
  const Curve c(NID_X9_62_prime256v1);
  Begin(c);
  const uint16_t a = Put(c.a.get(), kLength + 4);
  const uint16_t b = Put(c.b.get(), kLength + 4);
  const uint16_t point = PutPoint(c.gx.get(), c.gy.get());
  const uint16_t workspace = Alloc(4 * kLength + 28);
  ClearBlock();
  Set16(zpeconcurve::kModLength, kLength);
  Set16(zpeconcurve::kModBase, mod_);
  Set16(zpeconcurve::kCnsBase, cns_);
  Set16(zpeconcurve::kAParam, a);
  Set16(zpeconcurve::kBParam, b);
  Set16(zpeconcurve::kPointBase, point);
  Set16(zpeconcurve::kWorkspace, workspace);
  EXPECT_EQ(Process(kEntryZpEcPointIsOnCurve, kServiceZpEcPointIsOnCurve), kOk);
  PutAt(point, c.gy.get(), kLength + 4);  // (y, y)
  EXPECT_EQ(Process(kEntryZpEcPointIsOnCurve, kServiceZpEcPointIsOnCurve), kPointIsNotOnCurve);
}

// RFC 6979 A.2.5: P-256 key, SHA-256 nonce and signature for "sample".
TEST_F(EccTest, EcdsaP256GenerateThenVerify) {
  const Curve c(NID_X9_62_prime256v1);
  Bn d = Hex("C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721");
  Bn k = Hex("A6E3C57DD01ABE90086538398355DD4C3B17AA873382B0F24D6129493D8AAD60");
  Bn h = FromBe(Digest(EVP_sha256(), "sample"));
  Begin(c);
  const uint16_t g = PutPoint(c.gx.get(), c.gy.get());
  const uint16_t order = Put(c.n.get(), kLength + 4);
  const uint16_t a = Put(c.a.get(), kLength + 4);
  const uint16_t key = Put(d.get(), kLength + 4);
  const uint16_t nonce = Put(k.get(), kLength + 4);
  const uint16_t hash = Put(h.get(), kLength + 4);
  const uint16_t workspace = Alloc(8 * kLength + 44);
  EcdsaFields(g, order, a, hash);
  Set16(zpecdsa::kPrivateKey, key);
  Set16(zpecdsa::kScalarNumber, nonce);
  Set16(zpecdsa::kWorkspace, workspace);
  ASSERT_EQ(Process(kEntryZpEcDsaGenerateFast, kServiceZpEcDsaGenerateFast), kOk)
      << rom_.diagnostic();
  Bn r = GetAt(g, kLength), s = GetAt(g + kLength + 4, kLength);
  Bn expected_r = Hex("EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716");
  Bn expected_s = Hex("F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8");
  EXPECT_EQ(BN_cmp(r.get(), expected_r.get()), 0);
  EXPECT_EQ(BN_cmp(s.get(), expected_s.get()), 0);

  Bn qx, qy;
  c.Mul(d.get(), &qx, &qy);
  EXPECT_EQ(Verify(c, qx.get(), qy.get(), h.get(), r.get(), s.get()), kOk) << rom_.diagnostic();
  BN_clear_bit(s.get(), 3);
  EXPECT_EQ(Verify(c, qx.get(), qy.get(), h.get(), r.get(), s.get()), kWrongSignature);
}

TEST_F(EccTest, EcdsaGenerateRejectsAZeroNonce) {
  const Curve c(NID_X9_62_prime256v1);
  Begin(c);
  const uint16_t g = PutPoint(c.gx.get(), c.gy.get());
  const uint16_t order = Put(c.n.get(), kLength + 4);
  const uint16_t a = Put(c.a.get(), kLength + 4);
  const uint16_t key = Put(bn::Word(7).get(), kLength + 4);
  const uint16_t nonce = Put(c.n.get(), kLength + 4);  // K = N = 0 mod N
  const uint16_t hash = Put(bn::Word(1).get(), kLength + 4);
  EcdsaFields(g, order, a, hash);
  Set16(zpecdsa::kPrivateKey, key);
  Set16(zpecdsa::kScalarNumber, nonce);
  Set16(zpecdsa::kWorkspace, Alloc(8 * kLength + 44));
  EXPECT_EQ(Process(kEntryZpEcDsaGenerateFast, kServiceZpEcDsaGenerateFast), kWrongSelectNumber);
}

// An EVP key for a named curve from a fixed private scalar.
EVP_PKEY* KeyFromPrivate(const Curve& c, const char* group_name, const BIGNUM* d) {
  bn::Point q(EC_POINT_new(c.group.get()));
  EC_POINT_mul(c.group.get(), q.get(), d, nullptr, nullptr, nullptr);
  unsigned char pub[133];
  const size_t pub_length = EC_POINT_point2oct(
      c.group.get(), q.get(), POINT_CONVERSION_UNCOMPRESSED, pub, sizeof pub, nullptr);
  OSSL_PARAM_BLD* build = OSSL_PARAM_BLD_new();
  OSSL_PARAM_BLD_push_utf8_string(build, OSSL_PKEY_PARAM_GROUP_NAME, group_name, 0);
  OSSL_PARAM_BLD_push_BN(build, OSSL_PKEY_PARAM_PRIV_KEY, d);
  OSSL_PARAM_BLD_push_octet_string(build, OSSL_PKEY_PARAM_PUB_KEY, pub, pub_length);
  OSSL_PARAM* params = OSSL_PARAM_BLD_to_param(build);
  EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr);
  EVP_PKEY* key = nullptr;
  EVP_PKEY_fromdata_init(ctx);
  EVP_PKEY_fromdata(ctx, &key, EVP_PKEY_KEYPAIR, params);
  EVP_PKEY_CTX_free(ctx);
  OSSL_PARAM_free(params);
  OSSL_PARAM_BLD_free(build);
  return key;
}

TEST_F(EccTest, BrainpoolP256r1VerifiesAnOpenSslSignature) {
  const Curve c(NID_brainpoolP256r1);
  Bn d = Number("brainpool key", 250);
  const std::vector<uint8_t> digest = Digest(EVP_sha256(), "brainpool message");
  EVP_PKEY* key = KeyFromPrivate(c, "brainpoolP256r1", d.get());
  ASSERT_NE(key, nullptr);
  EVP_PKEY_CTX* sign = EVP_PKEY_CTX_new(key, nullptr);
  ASSERT_EQ(EVP_PKEY_sign_init(sign), 1);
  std::vector<uint8_t> der(128);
  size_t der_length = der.size();
  ASSERT_EQ(EVP_PKEY_sign(sign, der.data(), &der_length, digest.data(), digest.size()), 1);
  EVP_PKEY_CTX_free(sign);
  EVP_PKEY_free(key);
  const unsigned char* cursor = der.data();
  ECDSA_SIG* sig = d2i_ECDSA_SIG(nullptr, &cursor, static_cast<long>(der_length));
  ASSERT_NE(sig, nullptr);
  Bn r = bn::Copy(ECDSA_SIG_get0_r(sig)), s = bn::Copy(ECDSA_SIG_get0_s(sig));
  ECDSA_SIG_free(sig);

  Bn qx, qy, h = FromBe(digest);
  c.Mul(d.get(), &qx, &qy);
  EXPECT_EQ(Verify(c, qx.get(), qy.get(), h.get(), r.get(), s.get()), kOk) << rom_.diagnostic();
  BN_add_word(h.get(), 1);  // another message
  EXPECT_EQ(Verify(c, qx.get(), qy.get(), h.get(), r.get(), s.get()), kWrongSignature);
}

TEST_F(CpkclTest, RngGetsRepeatableFreshBytes) {
  const uint16_t out = Alloc(32);
  ClearBlock();
  Set16(header::kOption, kRngGet);
  Set16(rng::kRBase, out);
  Set16(rng::kRLength, 32);
  ASSERT_EQ(Process(kEntryRng, kServiceRng), kOk);
  Bn first = GetAt(out, 32);
  ASSERT_EQ(Process(kEntryRng, kServiceRng), kOk);
  EXPECT_NE(BN_cmp(first.get(), GetAt(out, 32).get()), 0);
  Cpkcl other{kJumpTableBase};  // a fresh model starts from the same state
  other.Attach(&bus_, &clock_);
  const uint32_t args[4] = {kBlock, 0, 0, 0};
  uint64_t cycles = 0;
  ASSERT_EQ(other.OnCall(kEntryRng, args, &cycles), kOk);
  EXPECT_EQ(BN_cmp(first.get(), GetAt(out, 32).get()), 0);
}

}  // namespace
}  // namespace sim::sam4c
