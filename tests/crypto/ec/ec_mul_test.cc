// The Weierstrass curves' scalar multiplication descriptors
// (mcucrypt/ec_curves.h): public keys from RFC 6979 A.2.5-A.2.7 and RFC
// 7027, RFC 7027's ECDH shared points, the group law (1G, (n-1)G = -G,
// u1 G + u2 P against separate products), and every rejection.
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ec_curves.h"
#include "tests/crypto/ec/ec_testing.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

namespace {

struct CurveCase {
  const char *name;
  const mcu_ec_mul_desc *desc;
  const mcu_ec_mul_desc *portable;
  const char *n;   // the group order (SEC 2, RFC 5639, GB/T 32918.5)
  const char *gx;
};

const CurveCase kCurves[] = {
    {"P-256", &mcu_p256_mul, &mcu_p256_mul_ct_portable,
     "FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551",
     "6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296"},
    {"P-384", &mcu_p384_mul, &mcu_p384_mul_ct_portable,
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC7634D81F4372DDF581A0DB248B0A77AECEC196ACCC52973",
     "AA87CA22BE8B05378EB1C71EF320AD746E1D3B628BA79B9859F741E082542A385502F25DBF55296C3A545E3872760AB7"},
    {"P-521", &mcu_p521_mul, &mcu_p521_mul_ct_portable,
     "01FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFA51868783BF2F966B7FCC0148F709A5D03BB5C9B8899C47AEBB6FB71E91386409",
     "00C6858E06B70404E9CD9E3ECB662395B4429C648139053FB521F828AF606B4D3DBAA14B5E77EFE75928FE1DC127A2FFA8DE3348B3C1856A429BF97E7E31C2E5BD66"},
    {"brainpoolP256r1", &mcu_bp256_mul, &mcu_bp256_mul_ct_portable,
     "A9FB57DBA1EEA9BC3E660A909D838D718C397AA3B561A6F7901E0E82974856A7",
     "8BD2AEB9CB7E57CB2C4B482FFC81B7AFB9DE27E1E3BD23C23A4453BD9ACE3262"},
    {"brainpoolP384r1", &mcu_bp384_mul, &mcu_bp384_mul_ct_portable,
     "8CB91E82A3386D280F5D6F7E50E641DF152F7109ED5456B31F166E6CAC0425A7CF3AB6AF6B7FC3103B883202E9046565",
     "1D1C64F068CF45FFA2A63A81B7C13F6B8847A3E77EF14FE3DB7FCAFE0CBD10E8E826E03436D646AAEF87B2E247D4AF1E"},
    {"brainpoolP512r1", &mcu_bp512_mul, &mcu_bp512_mul_ct_portable,
     "AADD9DB8DBE9C48B3FD4E6AE33C9FC07CB308DB3B3C9D20ED6639CCA70330870553E5C414CA92619418661197FAC10471DB1D381085DDADDB58796829CA90069",
     "81AEE4BDD82ED9645A21322E9C4C6A9385ED9F70B5D916C1B43B62EEF4D0098EFF3B1F78E2D0D48D50D1687B93B97D5F7C6D5047406A5E688B352209BCB9F822"},
    {"SM2", &mcu_sm2_mul, &mcu_sm2_mul_ct_portable,
     "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123",
     "32C4AE2C1F1981195F9904466A39C9948FE30BBFF2660BE1715A4589334C74C7"},
};

using ec_testing::Scalar;

struct Work {
  alignas(8) uint8_t bytes[MCU_EC_MUL_WORKSPACE_SIZE];
};

std::vector<uint8_t> MulBase(const mcu_ec_mul_desc *d, const std::vector<uint8_t> &k,
                             mcu_status want = MCU_OK) {
  Work w;
  std::vector<uint8_t> q(d->point_size, 0xAA);
  EXPECT_EQ(d->mul_base(d, q.data(), k.data(), w.bytes), want);
  return q;
}

std::vector<uint8_t> Mul(const mcu_ec_mul_desc *d, const std::vector<uint8_t> &k,
                         const std::vector<uint8_t> &p, mcu_status want = MCU_OK) {
  Work w;
  std::vector<uint8_t> q(d->point_size, 0xAA);
  EXPECT_EQ(d->mul(d, q.data(), k.data(), p.data(), w.bytes), want);
  return q;
}

std::vector<uint8_t> MulAdd(const mcu_ec_mul_desc *d, const std::vector<uint8_t> &u1,
                            const std::vector<uint8_t> &u2, const std::vector<uint8_t> &p,
                            mcu_status want = MCU_OK) {
  Work w;
  std::vector<uint8_t> r(d->point_size, 0xAA);
  EXPECT_EQ(d->mul_add(d, r.data(), u1.data(), u2.data(), p.data(), w.bytes), want);
  return r;
}

// Big-endian a + b (no overflow expected) and a - 1.
std::vector<uint8_t> AddBe(std::vector<uint8_t> a, const std::vector<uint8_t> &b) {
  unsigned carry = 0;
  for (size_t i = a.size(); i-- > 0;) {
    const unsigned s = a[i] + b[i] + carry;
    a[i] = static_cast<uint8_t>(s);
    carry = s >> 8;
  }
  EXPECT_EQ(carry, 0u);
  return a;
}

std::vector<uint8_t> SubOne(std::vector<uint8_t> a) {
  for (size_t i = a.size(); i-- > 0;) {
    if (a[i]-- != 0) break;
  }
  return a;
}

// Big-endian a - b (a >= b).
std::vector<uint8_t> SubBe(std::vector<uint8_t> a, const std::vector<uint8_t> &b) {
  int borrow = 0;
  for (size_t i = a.size(); i-- > 0;) {
    const int d = a[i] - b[i] - borrow;
    a[i] = static_cast<uint8_t>(d);
    borrow = d < 0;
  }
  EXPECT_EQ(borrow, 0);
  return a;
}

// A full-size scalar below n: every byte `fill` (or random if fill < 0),
// the top byte capped below n's.
std::vector<uint8_t> WideScalar(Rng *rng, const std::vector<uint8_t> &n, int fill) {
  std::vector<uint8_t> k(n.size());
  for (auto &b : k) b = static_cast<uint8_t>(fill < 0 ? rng->Next() : fill);
  if (k[0] >= n[0]) k[0] = static_cast<uint8_t>(n[0] == 0 ? 0 : n[0] - 1);
  return k;
}

// A scalar below n / 256: random bytes, zero up to and including n's top
// byte, so sums of two stay below n.
std::vector<uint8_t> SmallScalar(Rng *rng, const std::vector<uint8_t> &n) {
  std::vector<uint8_t> k(n.size());
  for (auto &b : k) b = static_cast<uint8_t>(rng->Next());
  size_t top = 0;
  while (n[top] == 0) k[top++] = 0;
  k[top] = 0;
  k.back() |= 1;
  return k;
}

TEST(EcMulTest, DescriptorsDescribeTheirCurves) {
  for (const CurveCase &c : kCurves) {
    SCOPED_TRACE(c.name);
    EXPECT_EQ(c.desc->point_size, 2 * c.desc->field_size);
    EXPECT_LE(c.desc->workspace_size, static_cast<size_t>(MCU_EC_MUL_WORKSPACE_SIZE));
    EXPECT_EQ(c.portable->constant_time, 1);
    EXPECT_STREQ(c.portable->impl, "ct_portable");
    EXPECT_EQ(mcu_ec_mul_for_curve(c.desc->curve), c.desc);
  }
  EXPECT_EQ(mcu_ec_mul_for_curve(MCU_EC_CURVE25519), nullptr);
}

// 1 * G is G; (n - 1) * G is -G = (Gx, p - Gy), so n * G is the identity;
// u1 * G + u2 * P equals (u1 + u2 * d) * G computed on its own.
TEST(EcMulTest, GroupLaw) {
  Rng rng(15);
  for (const CurveCase &c : kCurves) {
    SCOPED_TRACE(c.name);
    const mcu_ec_mul_desc *d = c.portable;
    const std::vector<uint8_t> n = Scalar(c.n, d->scalar_size);
    std::vector<uint8_t> one(d->scalar_size, 0);
    one.back() = 1;
    const std::vector<uint8_t> g = MulBase(d, one);
    EXPECT_EQ(ToHex(g.data(), d->field_size), ToHex(Scalar(c.gx, d->field_size).data(), d->field_size));
    const std::vector<uint8_t> minus_g = MulBase(d, SubOne(n));
    EXPECT_EQ(ToHex(minus_g.data(), d->field_size), ToHex(g.data(), d->field_size));
    EXPECT_NE(ToHex(minus_g.data() + d->field_size, d->field_size),
              ToHex(g.data() + d->field_size, d->field_size));
    // G + (-G) is the identity: mul_add reports it.
    const std::vector<uint8_t> zero(d->scalar_size, 0);
    const std::vector<uint8_t> r = MulAdd(d, one, one, minus_g, MCU_ERR_INVALID_KEY);
    EXPECT_EQ(r, std::vector<uint8_t>(d->point_size, 0));
    for (int i = 0; i < 2; ++i) {
      const std::vector<uint8_t> a = SmallScalar(&rng, n);
      const std::vector<uint8_t> b = SmallScalar(&rng, n);
      // a G + b G = (a + b) G, through all three functions.
      EXPECT_EQ(MulAdd(d, a, b, g), MulBase(d, AddBe(a, b)));
      EXPECT_EQ(Mul(d, AddBe(a, b), g), MulBase(d, AddBe(a, b)));
      EXPECT_EQ(MulAdd(d, a, zero, g), MulBase(d, a));
      // Diffie-Hellman: a (b G) = b (a G).
      const std::vector<uint8_t> ag = MulBase(d, a), bg = MulBase(d, b);
      EXPECT_EQ(Mul(d, a, bg), Mul(d, b, ag));
      EXPECT_EQ(MulAdd(d, zero, a, bg), Mul(d, a, bg));
    }
    // The short name computes the same.
    EXPECT_EQ(MulBase(c.desc, SubOne(n)), minus_g);
  }
}

// The comb (mul_base) against the wNAF (mul_add with u2 = 0) on full-size
// scalars at the signed recoding's edges: all 8s (the largest digit) and
// all 9s (each digit -7 and a carry into the next); the wNAF on its own
// with u1 + u2 = n - 1, so u1 G + u2 G = -G. (GroupLaw compares both with
// the fixed window.) Two scalars: each costs seconds under QEMU.
TEST(EcMulTest, CombAgainstWnaf) {
  Rng rng(16);
  for (const CurveCase &c : kCurves) {
    SCOPED_TRACE(c.name);
    const mcu_ec_mul_desc *d = c.portable;
    const std::vector<uint8_t> n = Scalar(c.n, d->scalar_size);
    std::vector<uint8_t> one(d->scalar_size, 0);
    one.back() = 1;
    const std::vector<uint8_t> zero(d->scalar_size, 0);
    const std::vector<uint8_t> g = MulBase(d, one);
    const std::vector<uint8_t> minus_g = MulBase(d, SubOne(n));
    for (int fill : {0x88, 0x99}) {
      SCOPED_TRACE(fill);
      const std::vector<uint8_t> k = WideScalar(&rng, n, fill);
      EXPECT_EQ(MulAdd(d, k, zero, g), MulBase(d, k));
      EXPECT_EQ(MulAdd(d, SubBe(SubOne(n), k), k, g), minus_g);
    }
  }
}

TEST(EcMulTest, Rfc6979PublicKeys) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/ecdsa_rfc6979/rfc6979_ecdsa_p256_p384_p521.txt"),
                          &records, &error))
      << error;
  int checked = 0;
  for (const RspRecord &r : records) {
    auto curve = r.fields.find("Curve");
    if (curve == r.fields.end()) continue;
    const mcu_ec_mul_desc *d = curve->second == "P-256"   ? &mcu_p256_mul
                               : curve->second == "P-384" ? &mcu_p384_mul
                               : curve->second == "P-521" ? &mcu_p521_mul
                                                          : nullptr;
    ASSERT_NE(d, nullptr) << curve->second;
    const std::vector<uint8_t> q = MulBase(d, Scalar(r.fields.at("x"), d->scalar_size));
    EXPECT_EQ(ToHex(q.data(), q.size()),
              ToHex(Scalar(r.fields.at("Ux"), d->field_size).data(), d->field_size) +
                  ToHex(Scalar(r.fields.at("Uy"), d->field_size).data(), d->field_size))
        << curve->second;
    ++checked;
  }
  EXPECT_EQ(checked, 3);
}

TEST(EcMulTest, Rfc7027BrainpoolEcdh) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/brainpool/rfc7027_ecdh_brainpool.txt"), &records, &error))
      << error;
  int checked = 0;
  for (const RspRecord &r : records) {
    const std::string &curve = r.fields.at("curve");
    const mcu_ec_mul_desc *d = curve == "brainpoolP256r1"   ? &mcu_bp256_mul
                               : curve == "brainpoolP384r1" ? &mcu_bp384_mul
                               : curve == "brainpoolP512r1" ? &mcu_bp512_mul
                                                            : nullptr;
    ASSERT_NE(d, nullptr) << curve;
    const size_t fs = d->field_size;
    auto point = [&](const char *x, const char *y) {
      std::vector<uint8_t> p = Scalar(r.fields.at(x), fs);
      const std::vector<uint8_t> py = Scalar(r.fields.at(y), fs);
      p.insert(p.end(), py.begin(), py.end());
      return p;
    };
    const std::vector<uint8_t> da = Scalar(r.fields.at("dA"), d->scalar_size);
    const std::vector<uint8_t> db = Scalar(r.fields.at("dB"), d->scalar_size);
    EXPECT_EQ(MulBase(d, da), point("x_qA", "y_qA")) << curve;
    EXPECT_EQ(MulBase(d, db), point("x_qB", "y_qB")) << curve;
    EXPECT_EQ(Mul(d, da, point("x_qB", "y_qB")), point("x_Z", "y_Z")) << curve;
    EXPECT_EQ(Mul(d, db, point("x_qA", "y_qA")), point("x_Z", "y_Z")) << curve;
    ++checked;
  }
  EXPECT_EQ(checked, 3);
}

TEST(EcMulTest, Rejections) {
  for (const CurveCase &c : kCurves) {
    SCOPED_TRACE(c.name);
    const mcu_ec_mul_desc *d = c.desc;
    const std::vector<uint8_t> n = Scalar(c.n, d->scalar_size);
    const std::vector<uint8_t> zero(d->scalar_size, 0);
    std::vector<uint8_t> two(d->scalar_size, 0);
    two.back() = 2;
    const std::vector<uint8_t> cleared(d->point_size, 0);
    // Scalars out of [1, n - 1].
    EXPECT_EQ(MulBase(d, zero, MCU_ERR_INVALID_ARGUMENT), cleared);
    EXPECT_EQ(MulBase(d, n, MCU_ERR_INVALID_ARGUMENT), cleared);
    const std::vector<uint8_t> g = MulBase(d, SubOne(SubOne(n)));  // -2G, any point
    EXPECT_EQ(Mul(d, n, g, MCU_ERR_INVALID_ARGUMENT), cleared);
    // Off the curve: y + 1.
    std::vector<uint8_t> off = g;
    off.back() ^= 1;
    EXPECT_EQ(Mul(d, two, off, MCU_ERR_INVALID_KEY), cleared);
    EXPECT_EQ(MulAdd(d, two, two, off, MCU_ERR_INVALID_KEY), cleared);
    // A coordinate >= p: all-ones x (every p here is below 2^bits - 1).
    std::vector<uint8_t> big = g;
    memset(big.data(), 0xFF, d->field_size);
    EXPECT_EQ(Mul(d, two, big, MCU_ERR_INVALID_KEY), cleared);
    // (0, 0) would be the identity in some encodings: not a point here.
    EXPECT_EQ(Mul(d, two, cleared, MCU_ERR_INVALID_KEY), cleared);
    // Null pointers.
    Work w;
    uint8_t out[2 * MCU_EC_MAX_FIELD_SIZE];
    EXPECT_EQ(d->mul_base(d, nullptr, two.data(), w.bytes), MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(d->mul_base(d, out, nullptr, w.bytes), MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(d->mul_base(d, out, two.data(), nullptr), MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(d->mul_base(nullptr, out, two.data(), w.bytes), MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(d->mul(d, out, two.data(), nullptr, w.bytes), MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(d->mul_add(d, out, two.data(), nullptr, g.data(), w.bytes),
              MCU_ERR_INVALID_ARGUMENT);
  }
}

}  // namespace
