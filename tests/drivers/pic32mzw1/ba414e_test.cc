// The BA414E public-key driver (drivers/pic32mzw1: ec_mul_ba414e.cc,
// x25519_ba414e.cc, ed25519_ba414e.cc, ba414e_engine.cc) in the board
// simulator's model (tools/sim/models/pic32mzw1_ba414e), with the stand-in
// microcode: known answers (RFC 6979's P-256 key, RFC 7748, RFC 8032), the
// engine against the software on every curve it takes (up to
// brainpoolP512r1, 512-bit operands), secp521r1 left to the software, the
// lock, a hung engine (MCU_ERR_TIMEOUT), each PKSTATUS error bit's status
// (raised by real inputs in the model), and a wrong result caught by the
// fault check. The engine's own ECDSA (0x30, 0x31) and inversion mod n
// (0x06) through the descriptors' hooks: RFC 6979's P-256 signature, every
// curve against the software (operands at their limits, n - 1, up to
// brainpoolP512r1), SM2 signing, the ECDSA status bits, a hung engine, and
// a wrong result caught by the signature's fault check.
#include <gtest/gtest.h>
#include <string.h>

#include <vector>

#include "drivers/pic32mzw1/ba414e_engine.h"
#include "drivers/pic32mzw1/pic32mz_pke.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sm2.h"
#include "mcucrypt/x25519.h"
#include "tests/drivers/pic32mzw1/fault.h"
#include "tests/drivers/pic32mzw1/hooks.h"
#include "tests/support/hex.h"

namespace {

namespace pke = mcucrypt::ba414e;

constexpr const char *kModel = "pic32mzw1_ba414e";

struct Pair {
  const mcu_ec_mul_desc *engine;
  const mcu_ec_mul_desc *software;
};

const Pair kCurves[] = {
    {&mcu_p256_mul_ba414e, &mcu_p256_mul_ct_portable},
    {&mcu_p384_mul_ba414e, &mcu_p384_mul_ct_portable},
    {&mcu_bp256_mul_ba414e, &mcu_bp256_mul_ct_portable},
    {&mcu_bp384_mul_ba414e, &mcu_bp384_mul_ct_portable},
    {&mcu_bp512_mul_ba414e, &mcu_bp512_mul_ct_portable},
    {&mcu_sm2_mul_ba414e, &mcu_sm2_mul_ct_portable},
};

// A scalar below every order here: a pattern with the top byte small.
std::vector<uint8_t> TestScalar(size_t len, uint8_t seed) {
  std::vector<uint8_t> k(len);
  for (size_t i = 0; i < len; ++i) k[i] = static_cast<uint8_t>(seed * 37 + i * 11 + 1);
  k[0] = 0x3C;
  return k;
}

alignas(8) uint8_t g_work[MCU_EC_MUL_WORKSPACE_SIZE];

// The group orders (SEC 2, RFC 5639, GB/T 32918.5), in kCurves' order.
const char *const kOrders[] = {
    "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551",
    "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
    "a9fb57dba1eea9bc3e660a909d838d718c397aa3b561a6f7901e0e82974856a7",
    "8cb91e82a3386d280f5d6f7e50e641df152f7109ed5456b31f166e6cac0425a7cf3ab6af6b7fc3103b883202e9046565",
    "aadd9db8dbe9c48b3fd4e6ae33c9fc07cb308db3b3c9d20ed6639cca70330870553e5c414ca92619418661197fac10471db1d381085ddaddb58796829ca90069",
    "fffffffeffffffffffffffffffffffff7203df6b21c6052b53bbf40939d54123",
};

std::vector<uint8_t> OrderMinusOne(size_t curve) {
  std::vector<uint8_t> n = FromHex(kOrders[curve]);
  n.back() = static_cast<uint8_t>(n.back() - 1);  // every order is odd
  return n;
}

// An mcu_rng handing out one fixed value: signing with a chosen k.
mcu_status FixedBytes(void *ctx, uint8_t *out, size_t len) {
  memcpy(out, static_cast<const std::vector<uint8_t> *>(ctx)->data(), len);
  return MCU_OK;
}

TEST(Ba414e, P256Rfc6979Key) {
  const std::vector<uint8_t> d =
      FromHex("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721");
  uint8_t q[64];
  EXPECT_STREQ("ba414e", mcu_p256_mul_ba414e.impl);
  ASSERT_EQ(MCU_OK, mcu_p256_mul_ba414e.mul_base(&mcu_p256_mul_ba414e, q, d.data(), g_work));
  EXPECT_EQ(ToHex(q, 64),
            "60fed4ba255a9d31c961eb74c6356d68c049b8923b61fa6ce669622e60f29fb6"
            "7903fe1008b8bc99a41ae9e95628bc64f2f1b20c2d7e9f5177a3c294d4462299");
  EXPECT_EQ(1, mcu_ba414e_ready());
}

// mul_base, mul and mul_add against the software on each curve: OPSIZE 4,
// 6 and 8 (512 bits, the engine's largest operand).
TEST(Ba414e, EveryCurveMatchesSoftware) {
  CountingHooks hooks;
  for (const Pair &c : kCurves) {
    SCOPED_TRACE(c.software->curve);
    const size_t ss = c.engine->scalar_size, ps = c.engine->point_size;
    const std::vector<uint8_t> k1 = TestScalar(ss, 1), k2 = TestScalar(ss, 2);
    std::vector<uint8_t> p(ps), a(ps), b(ps);
    ASSERT_EQ(MCU_OK, c.engine->mul_base(c.engine, a.data(), k1.data(), g_work));
    ASSERT_EQ(MCU_OK, c.software->mul_base(c.software, b.data(), k1.data(), g_work));
    EXPECT_EQ(a, b);
    p = a;
    ASSERT_EQ(MCU_OK, c.engine->mul(c.engine, a.data(), k2.data(), p.data(), g_work));
    ASSERT_EQ(MCU_OK, c.software->mul(c.software, b.data(), k2.data(), p.data(), g_work));
    EXPECT_EQ(a, b);
    ASSERT_EQ(MCU_OK,
              c.engine->mul_add(c.engine, a.data(), k2.data(), k1.data(), p.data(), g_work));
    ASSERT_EQ(MCU_OK,
              c.software->mul_add(c.software, b.data(), k2.data(), k1.data(), p.data(), g_work));
    EXPECT_EQ(a, b);
    // Refusals before the engine: a point off the curve, k = 0.
    p[ps - 1] ^= 1;
    EXPECT_EQ(MCU_ERR_INVALID_KEY, c.engine->mul(c.engine, a.data(), k2.data(), p.data(), g_work));
    const std::vector<uint8_t> zero(ss, 0);
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, c.engine->mul_base(c.engine, a.data(), zero.data(), g_work));
  }
  EXPECT_EQ(hooks.locks[MCU_RESOURCE_PKA], hooks.unlocks[MCU_RESOURCE_PKA]);
  EXPECT_GE(hooks.locks[MCU_RESOURCE_PKA], 6 * 3);
  EXPECT_EQ(0, hooks.held);
}

// mul_add's corner cases go to the software: u1 = 0 (u1 G at infinity), and
// u1 G = u2 P (the engine's addition does not double).
TEST(Ba414e, MulAddCornerCases) {
  const Pair &c = kCurves[0];
  const std::vector<uint8_t> k = TestScalar(32, 3), zero(32, 0);
  uint8_t g[64], a[64], b[64];
  ASSERT_EQ(MCU_OK, c.software->mul_base(c.software, g, k.data(), g_work));
  ASSERT_EQ(MCU_OK, c.engine->mul_add(c.engine, a, zero.data(), k.data(), g, g_work));
  ASSERT_EQ(MCU_OK, c.software->mul_add(c.software, b, zero.data(), k.data(), g, g_work));
  EXPECT_EQ(0, memcmp(a, b, 64));
  uint8_t one[32] = {0};
  one[31] = 1;
  ASSERT_EQ(MCU_OK, c.engine->mul_add(c.engine, a, k.data(), one, g, g_work));  // 2 kG
  ASSERT_EQ(MCU_OK, c.software->mul_add(c.software, b, k.data(), one, g, g_work));
  EXPECT_EQ(0, memcmp(a, b, 64));
}

// secp521r1 needs 9 64-bit words: the board's descriptor is the software's,
// and the engine refuses the operand size.
TEST(Ba414e, OperandsOver512BitsStaySoftware) {
  EXPECT_STREQ("ct_portable", mcu_p521_mul.impl);
  EXPECT_STREQ("ba414e", mcu_bp512_mul.impl);
  EXPECT_EQ(8u, pke::OpsizeFor(64));
  EXPECT_EQ(0u, pke::OpsizeFor(66));
  ASSERT_EQ(MCU_OK, pke::Begin());
  EXPECT_EQ(MCU_ERR_HARDWARE, pke::Run(pke::kOpEccMul, 9, 6, 8, 10));
  pke::End();
}

TEST(Ba414e, X25519Rfc7748) {
  const std::vector<uint8_t> a =
      FromHex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
  const std::vector<uint8_t> bpub =
      FromHex("de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f");
  uint8_t k[32], pub[32];
  ASSERT_EQ(MCU_OK, mcu_x25519_derive_with(&mcu_x25519_mul_ba414e, k, a.data(), bpub.data(), 1));
  EXPECT_EQ(ToHex(k, 32), "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
  ASSERT_EQ(MCU_OK, mcu_x25519_mul_ba414e.mul_base(&mcu_x25519_mul_ba414e, pub, a.data(), NULL));
  EXPECT_EQ(ToHex(pub, 32), "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a");
  // A small-order u (0): the all-zero output, refused where asked.
  const uint8_t zero[32] = {0};
  EXPECT_EQ(MCU_ERR_INVALID_KEY,
            mcu_x25519_derive_with(&mcu_x25519_mul_ba414e, k, a.data(), zero, 1));
  EXPECT_EQ(MCU_OK, mcu_x25519_derive_with(&mcu_x25519_mul_ba414e, k, a.data(), zero, 0));
  EXPECT_EQ(ToHex(k, 32), std::string(64, '0'));
}

TEST(Ba414e, Ed25519Rfc8032Test2) {
  const std::vector<uint8_t> sk =
      FromHex("4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb");
  const std::vector<uint8_t> pk =
      FromHex("3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c");
  const uint8_t msg[1] = {0x72};
  uint8_t sig[64];
  ASSERT_EQ(MCU_OK, mcu_ed25519_sign_with(&mcu_ed25519_mul_ba414e, sig, sk.data(), msg, 1));
  EXPECT_EQ(ToHex(sig, 64),
            "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
            "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00");
  EXPECT_EQ(MCU_OK, mcu_ed25519_verify_with(&mcu_ed25519_mul_ba414e, sig, pk.data(), msg, 1));
  sig[5] ^= 4;
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_ed25519_verify_with(&mcu_ed25519_mul_ba414e, sig, pk.data(), msg, 1));
}

// RFC 6979 A.2.5 (P-256, SHA-256, "sample") signed by the engine's 0x30,
// with the nonce computed in software, and verified by its 0x31.
TEST(Ba414e, EcdsaP256Rfc6979) {
  CountingHooks hooks;
  const std::vector<uint8_t> d =
      FromHex("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721");
  uint8_t digest[32], sig[64], q[65];
  ASSERT_EQ(MCU_OK, mcu_sha256(reinterpret_cast<const uint8_t *>("sample"), 6, digest));
  ASSERT_EQ(MCU_OK, mcu_ecdsa_sign_digest_deterministic_with(&mcu_p256_mul_ba414e, &mcu_sha256_desc,
                                                             d.data(), 32, digest, 32, sig, 64));
  EXPECT_EQ(ToHex(sig, 64),
            "efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716"
            "f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8");
  EXPECT_EQ(1, hooks.locks[MCU_RESOURCE_PKA]);  // one command: 0x30
  ASSERT_EQ(MCU_OK, mcu_ec_public_key_with(&mcu_p256_mul_ct_portable, d.data(), 32, q, 65));
  EXPECT_EQ(MCU_OK, mcu_ecdsa_verify_digest_with(&mcu_p256_mul_ba414e, q, 65, digest, 32, sig, 64));
  EXPECT_EQ(2, hooks.locks[MCU_RESOURCE_PKA]);  // and 0x31
  sig[40] ^= 0x20;
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_ecdsa_verify_digest_with(&mcu_p256_mul_ba414e, q, 65, digest, 32, sig, 64));
  EXPECT_EQ(0, hooks.held);
}

// On every curve, with d, k and e at n - 1 (the largest operands; 512 bits
// on brainpoolP512r1): the engine's signature is the software's for the
// same k, each verifies the other's, and a broken one is refused by 0x31.
TEST(Ba414e, EcdsaEveryCurveMatchesSoftware) {
  CountingHooks hooks;
  for (size_t i = 0; i < sizeof(kCurves) / sizeof(kCurves[0]); ++i) {
    const Pair &c = kCurves[i];
    SCOPED_TRACE(c.software->curve);
    ASSERT_NE(nullptr, c.engine->ecdsa_sign);
    const size_t ss = c.engine->scalar_size;
    for (const std::vector<uint8_t> &d : {OrderMinusOne(i), TestScalar(ss, 7)}) {
      const std::vector<uint8_t> k = OrderMinusOne(i), &e = d;
      std::vector<uint8_t> q(1 + 2 * ss), a(2 * ss), b(2 * ss);
      ASSERT_EQ(MCU_OK, mcu_ec_public_key_with(c.software, d.data(), ss, q.data(), q.size()));
      const mcu_rng r1 = {FixedBytes, const_cast<std::vector<uint8_t> *>(&k)};
      ASSERT_EQ(MCU_OK, mcu_ecdsa_sign_digest_with(c.engine, d.data(), ss, e.data(), ss, &r1,
                                                   a.data(), a.size()));
      ASSERT_EQ(MCU_OK, mcu_ecdsa_sign_digest_with(c.software, d.data(), ss, e.data(), ss, &r1,
                                                   b.data(), b.size()));
      EXPECT_EQ(a, b);
      EXPECT_EQ(MCU_OK, mcu_ecdsa_verify_digest_with(c.engine, q.data(), q.size(), e.data(), ss,
                                                     b.data(), b.size()));
      a[ss + 1] ^= 4;
      EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
                mcu_ecdsa_verify_digest_with(c.engine, q.data(), q.size(), e.data(), ss,
                                             a.data(), a.size()));
    }
  }
  EXPECT_EQ(6 * 2 * 3, hooks.locks[MCU_RESOURCE_PKA]);  // every call in the engine
  EXPECT_EQ(0, hooks.held);
}

// u1 G + u2 Q at infinity (Q = -G = (n - 1) G, r = s = e: u1 = u2 = 1): the
// engine says SIGINVAL with PXINF, a verdict like any failed check.
TEST(Ba414e, EcdsaVerifyAtInfinityIsInvalid) {
  const std::vector<uint8_t> minus_one = OrderMinusOne(0), e = TestScalar(32, 8);
  uint8_t q[64];
  ASSERT_EQ(MCU_OK, mcu_p256_mul_ba414e.mul_base(&mcu_p256_mul_ba414e, q, minus_one.data(), g_work));
  std::vector<uint8_t> sig = e;
  sig.insert(sig.end(), e.begin(), e.end());
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_p256_mul_ba414e.ecdsa_verify(&mcu_p256_mul_ba414e, q, e.data(), sig.data(), g_work));
}

// SM2 signing with the engine's k G (0x22) and (1 + d)^-1 (0x06): the
// software's signature for the same k, verified by the engine's 0x31 (SM2's
// check mapped onto ECDSA's, sm2_sign.cc); the inversion on its own at the
// limits (1 and n - 1 are their own inverses; inverting twice gives a back).
TEST(Ba414e, Sm2SignMatchesSoftware) {
  CountingHooks hooks;
  const mcu_ec_mul_desc &sm2 = mcu_sm2_mul_ba414e;
  const std::vector<uint8_t> d = TestScalar(32, 11), e = TestScalar(32, 12);
  uint8_t q[65];
  ASSERT_EQ(MCU_OK, mcu_ec_public_key_with(&mcu_sm2_mul_ct_portable, d.data(), 32, q, 65));
  const std::vector<uint8_t> k = TestScalar(32, 13);
  const mcu_rng r = {FixedBytes, const_cast<std::vector<uint8_t> *>(&k)};
  std::vector<uint8_t> a(64), b(64);
  ASSERT_EQ(MCU_OK, mcu_sm2_sign_digest_with(&sm2, d.data(), 32, e.data(), 32, &r, a.data(), 64));
  EXPECT_EQ(2, hooks.locks[MCU_RESOURCE_PKA]);  // k G and the inversion
  ASSERT_EQ(MCU_OK, mcu_sm2_sign_digest_with(&mcu_sm2_mul_ct_portable, d.data(), 32, e.data(), 32,
                                             &r, b.data(), 64));
  EXPECT_EQ(a, b);
  // Verification as one engine ECDSA verification (0x31).
  EXPECT_EQ(MCU_OK, mcu_sm2_verify_digest_with(&sm2, q, 65, e.data(), 32, a.data(), 64));
  EXPECT_EQ(3, hooks.locks[MCU_RESOURCE_PKA]);
  a[50] ^= 1;
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_sm2_verify_digest_with(&sm2, q, 65, e.data(), 32, a.data(), 64));

  std::vector<uint8_t> one(32, 0), inv(32), back(32);
  one[31] = 1;
  for (const std::vector<uint8_t> &x : {one, OrderMinusOne(5)}) {
    ASSERT_EQ(MCU_OK, sm2.scalar_inv(&sm2, inv.data(), x.data(), g_work));
    EXPECT_EQ(x, inv);
  }
  ASSERT_EQ(MCU_OK, sm2.scalar_inv(&sm2, inv.data(), d.data(), g_work));
  EXPECT_NE(d, inv);
  ASSERT_EQ(MCU_OK, sm2.scalar_inv(&sm2, back.data(), inv.data(), g_work));
  EXPECT_EQ(d, back);
  const std::vector<uint8_t> zero(32, 0);
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, sm2.scalar_inv(&sm2, inv.data(), zero.data(), g_work));
  EXPECT_EQ(0, hooks.held);
}

// Every PKSTATUS error bit to its status, and BUSY alone to none.
TEST(Ba414e, StatusForEachBit) {
  EXPECT_EQ(MCU_OK, pke::StatusFor(0));
  EXPECT_EQ(MCU_OK, pke::StatusFor(pke::kStatusBusy));
  EXPECT_EQ(MCU_ERR_INVALID_KEY, pke::StatusFor(pke::kStatusPxnoc));
  EXPECT_EQ(MCU_ERR_INVALID_KEY, pke::StatusFor(pke::kStatusPxinf));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, pke::StatusFor(pke::kStatusCplinval));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, pke::StatusFor(pke::kStatusSiginval));
  EXPECT_EQ(MCU_ERR_HARDWARE, pke::StatusFor(pke::kStatusPninval));
  EXPECT_EQ(MCU_ERR_HARDWARE, pke::StatusFor(pke::kStatusPabinval));
  EXPECT_EQ(MCU_ERR_HARDWARE, pke::StatusFor(pke::kStatusNoninv));
  EXPECT_EQ(MCU_ERR_HARDWARE, pke::StatusFor(1u << 13));  // not a defined bit
  EXPECT_EQ(MCU_ERR_HARDWARE, pke::StatusFor(pke::kStatusPxinf | pke::kStatusPninval));
}

// The same bits raised by the engine itself, from inputs the driver never
// gives it (P-256's parameters, then one thing wrong).
class Ba414eRaw : public ::testing::Test {
 protected:
  static constexpr unsigned kOpsize = 4;
  void SetUp() override {
    uint8_t g[64];
    const std::vector<uint8_t> one = TestScalar(32, 9);
    ASSERT_EQ(MCU_OK, mcu_p256_mul_ct_portable.mul_base(&mcu_p256_mul_ct_portable, g, one.data(),
                                                        g_work));
    memcpy(g_, g, 64);
    ASSERT_EQ(MCU_OK, pke::Begin());
    Put(0, "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff");
    Put(1, "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");
    pke::PutBe(2, g, 32, kOpsize);
    pke::PutBe(3, g + 32, 32, kOpsize);
    Put(4, "ffffffff00000001000000000000000000000000fffffffffffffffffffffffc");
    Put(5, "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b");
  }
  void TearDown() override { pke::End(); }
  void Put(unsigned slot, const char *hex) {
    const std::vector<uint8_t> v = FromHex(hex);
    pke::PutBe(slot, v.data(), v.size(), kOpsize);
  }
  // k times the point in slots (base, base + 1), the result in 10, 11.
  mcu_status Multiply(const char *k, unsigned base = 2) {
    Put(8, k);
    return pke::Run(pke::kOpEccMul, kOpsize, base, 8, 10);
  }
  uint8_t g_[64];
};

TEST_F(Ba414eRaw, GoodInputsGiveOk) {
  EXPECT_EQ(MCU_OK, Multiply("02"));
}

TEST_F(Ba414eRaw, PointOffTheCurveIsPxnoc) {
  Put(6, "01");
  Put(7, "01");
  EXPECT_EQ(MCU_ERR_INVALID_KEY, Multiply("02", 6));
}

TEST_F(Ba414eRaw, ResultAtInfinityIsPxinf) {
  EXPECT_EQ(MCU_ERR_INVALID_KEY,
            Multiply("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"));  // n
}

TEST_F(Ba414eRaw, EvenModulusIsPninval) {
  Put(0, "04");
  EXPECT_EQ(MCU_ERR_HARDWARE, Multiply("02"));
}

TEST_F(Ba414eRaw, SingularCurveIsPabinval) {
  Put(4, "00");
  Put(5, "00");
  EXPECT_EQ(MCU_ERR_HARDWARE, Multiply("02"));
}

TEST_F(Ba414eRaw, InverseOfZeroIsNoninv) {
  Put(8, "00");
  EXPECT_EQ(MCU_ERR_HARDWARE, pke::Run(0x06, kOpsize, 9, 8, 10));
}

// ECDSA verify (0x31; slots Q 8/9, R 10, S 11, H 12): r = 0 is CPLINVAL, a
// signature that does not verify is SIGINVAL.
TEST_F(Ba414eRaw, EcdsaVerifyBits) {
  pke::PutBe(8, g_, 32, kOpsize);
  pke::PutBe(9, g_ + 32, 32, kOpsize);
  Put(10, "00");
  Put(11, "05");
  Put(12, "07");
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, pke::Run(0x31, kOpsize, 0, 0, 0));
  Put(10, "03");
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, pke::Run(0x31, kOpsize, 0, 0, 0));
}

// ECDSA sign (0x30; D 6, K 7, H 12): K = n makes K G the point at infinity
// (PXINF). Verify with Q off the curve: PXNOC. (The driver validates both
// before the engine, so from its hooks either is a fault, below.)
TEST_F(Ba414eRaw, EcdsaSignAtInfinityAndVerifyOffCurve) {
  Put(6, "05");
  Put(7, "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");
  Put(12, "07");
  EXPECT_EQ(MCU_ERR_INVALID_KEY, pke::Run(0x30, kOpsize, 0, 0, 0));
  Put(8, "01");
  Put(9, "01");
  Put(10, "03");
  Put(11, "05");
  EXPECT_EQ(MCU_ERR_INVALID_KEY, pke::Run(0x31, kOpsize, 0, 0, 0));
}

class Ba414eFault : public ::testing::Test {
 protected:
  void TearDown() override { ArmFault(kModel, "none"); }
};

// BUSY never clears: MCU_ERR_TIMEOUT after the bounded wait (a clock hook
// that moves 1 ms a poll, so the 250 ms bound is a few hundred polls), the
// engine released; disarmed, the next call works.
TEST_F(Ba414eFault, HungEngineTimesOut) {
  CountingHooks hooks;
  static uint32_t clock_us = 0;
  hooks.table.now_us = [](void *) { return clock_us += 1000; };
  const std::vector<uint8_t> k = TestScalar(32, 4);
  uint8_t q[64] = {1};
  ASSERT_TRUE(ArmFault(kModel, "hang"));
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_p256_mul_ba414e.mul_base(&mcu_p256_mul_ba414e, q, k.data(), g_work));
  EXPECT_EQ(0, q[0]);
  EXPECT_LE(hooks.polls, uint64_t{300});  // the 250 ms bound, 1 ms a poll
  EXPECT_EQ(0, hooks.held);
  // Still hung: the next call waits for the engine first, and gives up too.
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_p256_mul_ba414e.mul_base(&mcu_p256_mul_ba414e, q, k.data(), g_work));
  ASSERT_TRUE(ArmFault(kModel, "none"));
  hooks.table.now_us = nullptr;  // real time again: commands take it
  EXPECT_EQ(MCU_OK, mcu_p256_mul_ba414e.mul_base(&mcu_p256_mul_ba414e, q, k.data(), g_work));
}

TEST_F(Ba414eFault, ErrorIsHardware) {
  const std::vector<uint8_t> k = TestScalar(32, 5);
  uint8_t q[64];
  ASSERT_TRUE(ArmFault(kModel, "error"));
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_p256_mul_ba414e.mul_base(&mcu_p256_mul_ba414e, q, k.data(), g_work));
  EXPECT_EQ(MCU_ERR_HARDWARE,
            mcu_ed25519_mul_ba414e.mul_base(&mcu_ed25519_mul_ba414e, q, k.data(), NULL));
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_x25519_mul_ba414e.mul_base(&mcu_x25519_mul_ba414e, q, k.data(), NULL));
}

// An RFC 6979 P-256 signature by the engine into out (64 bytes, filled with
// 0xAA first); on an error, out must come back zeroed.
mcu_status EngineSignP256(const std::vector<uint8_t> &d, const uint8_t *digest, uint8_t *out) {
  memset(out, 0xAA, 64);
  const mcu_status st = mcu_ecdsa_sign_digest_deterministic_with(
      &mcu_p256_mul_ba414e, &mcu_sha256_desc, d.data(), 32, digest, 32, out, 64);
  if (st != MCU_OK) {
    EXPECT_EQ(std::vector<uint8_t>(64, 0), std::vector<uint8_t>(out, out + 64));
  }
  return st;
}

// The ECDSA hooks under the same faults: a hung engine times out (the
// signature zeroed), an error bit the inputs cannot explain is
// MCU_ERR_HARDWARE, for 0x30, 0x31 and 0x06 alike.
TEST_F(Ba414eFault, EcdsaHungAndError) {
  CountingHooks hooks;
  static uint32_t clock_us = 0;
  hooks.table.now_us = [](void *) { return clock_us += 1000; };
  const std::vector<uint8_t> d = TestScalar(32, 14);
  uint8_t digest[32] = {3}, sig[64], q[65];
  ASSERT_EQ(MCU_OK, mcu_ec_public_key_with(&mcu_p256_mul_ct_portable, d.data(), 32, q, 65));
  ASSERT_EQ(MCU_OK, mcu_ecdsa_sign_digest_deterministic_with(
                        &mcu_p256_mul_ct_portable, &mcu_sha256_desc, d.data(), 32, digest, 32,
                        sig, 64));
  uint8_t out[64];
  ASSERT_TRUE(ArmFault(kModel, "hang"));
  EXPECT_EQ(MCU_ERR_TIMEOUT, EngineSignP256(d, digest, out));
  EXPECT_EQ(0, hooks.held);
  ASSERT_TRUE(ArmFault(kModel, "none"));
  hooks.table.now_us = nullptr;
  ASSERT_TRUE(ArmFault(kModel, "error"));
  EXPECT_EQ(MCU_ERR_HARDWARE, EngineSignP256(d, digest, out));
  EXPECT_EQ(MCU_ERR_HARDWARE,
            mcu_ecdsa_verify_digest_with(&mcu_p256_mul_ba414e, q, 65, digest, 32, sig, 64));
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_sm2_mul_ba414e.scalar_inv(&mcu_sm2_mul_ba414e, out, d.data(),
                                                            g_work));
  EXPECT_EQ(0, hooks.held);
}

// A wrong result of 0x30 (the model flips r's lowest bit) never leaves:
// s k = e + r d mod n fails, MCU_ERR_HARDWARE, the signature zeroed. (A
// wrong s, the same check, and SM2's check of the inversion, a * a^-1 = 1:
// tests/crypto/ec/ecdsa_hooks_test.cc, tests/crypto/sm2/sm2_with_test.cc.)
TEST_F(Ba414eFault, EcdsaWrongSignatureCaught) {
  const std::vector<uint8_t> d = TestScalar(32, 15);
  uint8_t digest[32] = {4}, out[64];
  ASSERT_TRUE(ArmFault(kModel, "wrong"));
  EXPECT_EQ(MCU_ERR_HARDWARE, EngineSignP256(d, digest, out));
}

// A result off the curve never leaves the driver: the fault check.
TEST_F(Ba414eFault, WrongResultCaught) {
  const std::vector<uint8_t> k = TestScalar(64, 6);
  uint8_t q[128];
  ASSERT_TRUE(ArmFault(kModel, "wrong"));
  for (const Pair &c : kCurves) {
    SCOPED_TRACE(c.software->curve);
    memset(q, 0xAA, sizeof q);
    EXPECT_EQ(MCU_ERR_HARDWARE, c.engine->mul_base(c.engine, q, k.data(), g_work));
    EXPECT_EQ(std::vector<uint8_t>(c.engine->point_size, 0),
              std::vector<uint8_t>(q, q + c.engine->point_size));
  }
  EXPECT_EQ(MCU_ERR_HARDWARE,
            mcu_ed25519_mul_ba414e.mul_base(&mcu_ed25519_mul_ba414e, q, k.data(), NULL));
}

}  // namespace
