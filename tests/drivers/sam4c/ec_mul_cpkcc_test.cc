// The CPKCC scalar multiplication (drivers/sam4c, "cpkcc") in the board
// simulator, against the CPKCL model: every curve's mul_base, mul and
// mul_add against the core's portable descriptors in the same image (and
// the group law: (n - 1)·G = -G, u1·G + u2·G = (u1 + u2)·G); the model's
// faults (a hang is MCU_ERR_TIMEOUT, an error MCU_ERR_HARDWARE, a wrong
// result caught by the on-curve check as MCU_ERR_HARDWARE, the output
// zeroed each time); rejections before the coprocessor; the lock hook.
#include <string.h>

#include <vector>

#include "drivers/sam4c/ec_mul_cpkcc.h"
#include "mcucrypt/ec_curves.h"
#include "tests/drivers/sam4c/driver_testing.h"

namespace {

using namespace sam4c_testing;

struct CurveCase {
  const char* name;
  const mcu_ec_mul_desc* cpkcc;
  const mcu_ec_mul_desc* portable;
  const mcu_ec_mul_desc* build;  // the board's short name
  const char* n;                  // the group order (SEC 2, RFC 5639, GB/T 32918.5)
};

const CurveCase kCurves[] = {
    {"P-256", &mcu_p256_mul_cpkcc, &mcu_p256_mul_ct_portable, &mcu_p256_mul,
     "FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551"},
    {"P-384", &mcu_p384_mul_cpkcc, &mcu_p384_mul_ct_portable, &mcu_p384_mul,
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC7634D81F4372DDF581A0DB248B0A77AECEC196ACCC52973"},
    {"P-521", &mcu_p521_mul_cpkcc, &mcu_p521_mul_ct_portable, &mcu_p521_mul,
     "01FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFA51868783BF2F966B7FCC0148F709A5D03BB5C9B8899C47AEBB6FB71E91386409"},
    {"brainpoolP256r1", &mcu_bp256_mul_cpkcc, &mcu_bp256_mul_ct_portable, &mcu_bp256_mul,
     "A9FB57DBA1EEA9BC3E660A909D838D718C397AA3B561A6F7901E0E82974856A7"},
    {"brainpoolP384r1", &mcu_bp384_mul_cpkcc, &mcu_bp384_mul_ct_portable, &mcu_bp384_mul,
     "8CB91E82A3386D280F5D6F7E50E641DF152F7109ED5456B31F166E6CAC0425A7CF3AB6AF6B7FC3103B883202E9046565"},
    {"brainpoolP512r1", &mcu_bp512_mul_cpkcc, &mcu_bp512_mul_ct_portable, &mcu_bp512_mul,
     "AADD9DB8DBE9C48B3FD4E6AE33C9FC07CB308DB3B3C9D20ED6639CCA70330870553E5C414CA92619418661197FAC10471DB1D381085DDADDB58796829CA90069"},
    {"SM2", &mcu_sm2_mul_cpkcc, &mcu_sm2_mul_ct_portable, &mcu_sm2_mul,
     "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123"},
};

struct Work {
  alignas(8) uint8_t bytes[MCU_EC_MUL_WORKSPACE_SIZE];
};

// A scalar below every curve's n: the top byte zero.
Bytes Scalar(const mcu_ec_mul_desc* d, uint8_t seed) {
  Bytes k = Pattern(d->scalar_size, seed);
  k[0] = 0;
  return k;
}

class Sam4cCpkccEcMulTest : public DriverTest {
 protected:
  Sam4cCpkccEcMulTest() : DriverTest("sam4c_cpkcl") {}
  void TearDown() override {
    DriverTest::TearDown();
    EXPECT_EQ(hooks_.locks[MCU_RESOURCE_PKA], hooks_.unlocks[MCU_RESOURCE_PKA]);
  }
  Bytes MulBase(const mcu_ec_mul_desc* d, const Bytes& k, mcu_status want = MCU_OK) {
    Bytes q(d->point_size, 0xAA);
    EXPECT_EQ(want, d->mul_base(d, q.data(), k.data(), work_.bytes));
    return q;
  }
  Bytes Mul(const mcu_ec_mul_desc* d, const Bytes& k, const Bytes& p, mcu_status want = MCU_OK) {
    Bytes q(d->point_size, 0xAA);
    EXPECT_EQ(want, d->mul(d, q.data(), k.data(), p.data(), work_.bytes));
    return q;
  }
  Bytes MulAdd(const mcu_ec_mul_desc* d, const Bytes& u1, const Bytes& u2, const Bytes& p,
               mcu_status want = MCU_OK) {
    Bytes r(d->point_size, 0xAA);
    EXPECT_EQ(want, d->mul_add(d, r.data(), u1.data(), u2.data(), p.data(), work_.bytes));
    return r;
  }
  Work work_;
};

TEST_F(Sam4cCpkccEcMulTest, DescriptorsAndTheBoardsPick) {
  for (const CurveCase& c : kCurves) {
    SCOPED_TRACE(c.name);
    EXPECT_STREQ("cpkcc", c.cpkcc->impl);
    EXPECT_STREQ("cpkcc", c.build->impl);
    EXPECT_EQ(c.portable->curve, c.cpkcc->curve);
    EXPECT_EQ(c.portable->field_size, c.cpkcc->field_size);
    EXPECT_EQ(c.portable->scalar_size, c.cpkcc->scalar_size);
    EXPECT_LE(c.cpkcc->workspace_size, size_t{MCU_EC_MUL_WORKSPACE_SIZE});
    EXPECT_EQ(c.build, mcu_ec_mul_for_curve(c.cpkcc->curve));
  }
}

// The coprocessor against the software, every function, every curve
// (P-521: 66-byte coordinates in 68-byte operands, the widest).
TEST_F(Sam4cCpkccEcMulTest, AgreesWithTheSoftware) {
  for (const CurveCase& c : kCurves) {
    SCOPED_TRACE(c.name);
    const Bytes a = Scalar(c.cpkcc, 3), b = Scalar(c.cpkcc, 101);
    const Bytes ag = MulBase(c.cpkcc, a);
    EXPECT_EQ(Hex(MulBase(c.portable, a)), Hex(ag));
    const Bytes bag = Mul(c.cpkcc, b, ag);
    EXPECT_EQ(Hex(Mul(c.portable, b, ag)), Hex(bag));
    const Bytes sum = MulAdd(c.cpkcc, a, b, ag);
    EXPECT_EQ(Hex(MulAdd(c.portable, a, b, ag)), Hex(sum));
    // A zero scalar contributes nothing: 0·G + b·(aG) = b·(aG).
    EXPECT_EQ(Hex(bag), Hex(MulAdd(c.cpkcc, Bytes(a.size(), 0), b, ag)));
  }
}

// The largest scalar, n - 1: (n - 1)·G = -G (G's x, the other y), so
// G + (n - 1)·G is the identity, which mul_add reports (zeroed output).
TEST_F(Sam4cCpkccEcMulTest, LargestScalarAndTheIdentity) {
  for (const CurveCase& c : kCurves) {
    SCOPED_TRACE(c.name);
    const mcu_ec_mul_desc* d = c.cpkcc;
    Bytes n_minus_1 = FromHex(c.n);
    ASSERT_EQ(d->scalar_size, n_minus_1.size());
    n_minus_1.back() = static_cast<uint8_t>(n_minus_1.back() - 1);  // every n is odd
    Bytes one(d->scalar_size, 0);
    one.back() = 1;
    const Bytes g = MulBase(d, one), minus_g = MulBase(d, n_minus_1);
    EXPECT_EQ(Hex(Bytes(g.begin(), g.begin() + d->field_size)),
              Hex(Bytes(minus_g.begin(), minus_g.begin() + d->field_size)));
    EXPECT_NE(Hex(g), Hex(minus_g));
    EXPECT_EQ(Hex(Bytes(d->point_size, 0)), Hex(MulAdd(d, one, one, minus_g, MCU_ERR_INVALID_KEY)));
    // G + G = 2G: mul_add's software sum when both products coincide.
    Bytes two = one;
    two.back() = 2;
    EXPECT_EQ(Hex(MulBase(d, two)), Hex(MulAdd(d, one, one, g)));
  }
}

TEST_F(Sam4cCpkccEcMulTest, HangErrorAndWrongResult) {
  const mcu_ec_mul_desc* d = &mcu_p256_mul_cpkcc;
  const Bytes k = Scalar(d, 7);
  const Bytes want = MulBase(d, k);
  const Bytes cleared(d->point_size, 0);
  ASSERT_TRUE(Arm("hang"));
  EXPECT_EQ(Hex(cleared), Hex(MulBase(d, k, MCU_ERR_TIMEOUT)));
  ASSERT_TRUE(Arm("error"));
  EXPECT_EQ(Hex(cleared), Hex(MulBase(d, k, MCU_ERR_HARDWARE)));
  // A wrong coordinate: the on-curve check refuses it.
  ASSERT_TRUE(Arm("wrong"));
  EXPECT_EQ(Hex(cleared), Hex(MulBase(d, k, MCU_ERR_HARDWARE)));
  EXPECT_EQ(Hex(cleared), Hex(Mul(d, k, want, MCU_ERR_HARDWARE)));
  EXPECT_EQ(Hex(cleared), Hex(MulAdd(d, k, k, want, MCU_ERR_HARDWARE)));
  ASSERT_TRUE(Arm("none"));
  EXPECT_EQ(Hex(want), Hex(MulBase(d, k)));
  EXPECT_EQ(Bytes(sizeof work_.bytes, 0), Bytes(work_.bytes, work_.bytes + sizeof work_.bytes))
      << "work wiped";
}

// Refused in software before the coprocessor is taken.
TEST_F(Sam4cCpkccEcMulTest, Rejections) {
  const mcu_ec_mul_desc* d = &mcu_p384_mul_cpkcc;
  const Bytes cleared(d->point_size, 0);
  const Bytes k = Scalar(d, 9);
  const Bytes p = MulBase(d, k);
  const int locks = hooks_.locks[MCU_RESOURCE_PKA];
  EXPECT_EQ(Hex(cleared), Hex(MulBase(d, Bytes(d->scalar_size, 0), MCU_ERR_INVALID_ARGUMENT)));
  EXPECT_EQ(Hex(cleared), Hex(MulBase(d, Bytes(d->scalar_size, 0xFF), MCU_ERR_INVALID_ARGUMENT)));
  Bytes off = p;
  off.back() ^= 1;
  EXPECT_EQ(Hex(cleared), Hex(Mul(d, k, off, MCU_ERR_INVALID_KEY)));
  EXPECT_EQ(Hex(cleared), Hex(MulAdd(d, k, k, off, MCU_ERR_INVALID_KEY)));
  EXPECT_EQ(locks, hooks_.locks[MCU_RESOURCE_PKA]) << "the coprocessor was not used";
  uint8_t out[2 * MCU_EC_MAX_FIELD_SIZE];
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->mul(d, out, k.data(), nullptr, work_.bytes));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->mul_base(d, out, k.data(), nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->mul_base(nullptr, out, k.data(), work_.bytes));
  hooks_.refuse = true;
  EXPECT_EQ(Hex(cleared), Hex(MulBase(d, k, MCU_ERR_TIMEOUT)));
}

}  // namespace
