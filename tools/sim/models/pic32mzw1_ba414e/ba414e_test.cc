// Drives the BA414E model only through its registers and memories, as a
// driver would, and checks the answers against published vectors and
// OpenSSL.
#include "tools/sim/models/pic32mzw1_ba414e/ba414e.h"

#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/objects.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "tools/sim/model_testing.h"
#include "tools/sim/models/bn_util.h"

namespace sim::pic32mzw1 {
namespace {

using namespace ba414e;  // NOLINT: register and slot names
using bn::Bn;

Bn Hex(const char* hex) {
  BIGNUM* b = nullptr;
  BN_hex2bn(&b, hex);
  return Bn(b);
}

std::vector<uint8_t> Bytes(const std::string& hex) {
  std::vector<uint8_t> out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) {
    out.push_back(static_cast<uint8_t>(std::stoul(hex.substr(i, 2), nullptr, 16)));
  }
  return out;
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

struct NamedCurve {
  bn::Group group;
  Bn p = bn::New(), a = bn::New(), b = bn::New(), n = bn::New(), gx = bn::New(), gy = bn::New();
};

NamedCurve Named(int nid) {
  NamedCurve c;
  c.group.reset(EC_GROUP_new_by_curve_name(nid));
  EC_GROUP_get_curve(c.group.get(), c.p.get(), c.a.get(), c.b.get(), nullptr);
  BN_copy(c.n.get(), EC_GROUP_get0_order(c.group.get()));
  EC_POINT_get_affine_coordinates(c.group.get(), EC_GROUP_get0_generator(c.group.get()),
                                  c.gx.get(), c.gy.get(), nullptr);
  return c;
}

// (x, y) = k·G on a named curve, the reference for the engine's answers.
void ReferenceMul(const NamedCurve& c, const BIGNUM* k, Bn* x, Bn* y) {
  bn::Point r(EC_POINT_new(c.group.get()));
  EC_POINT_mul(c.group.get(), r.get(), k, nullptr, nullptr, nullptr);
  *x = bn::New();
  *y = bn::New();
  EC_POINT_get_affine_coordinates(c.group.get(), r.get(), x->get(), y->get(), nullptr);
}

class Ba414eTest : public ::testing::Test {
 protected:
  void SetUp() override {
    engine_.Attach(&bus_, &clock_);
    engine_.Reset();
    // Stand-in microcode: the model only checks that the UCM was loaded.
    for (uint64_t offset = 0; offset < 64; offset += 4) {
      ASSERT_EQ(engine_.Ucm().Write(offset, 4, 0x3FFFF), Access::kOk);
    }
  }

  void SetReg(uint32_t offset, uint32_t value) {
    ASSERT_EQ(engine_.Write(offset, 4, value), Access::kOk);
  }
  uint32_t Reg(uint32_t offset) {
    uint32_t value = 0;
    EXPECT_EQ(engine_.Read(offset, 4, &value), Access::kOk);
    return value;
  }
  bool Busy() { return (Reg(kPkStatus) & kStatusBusy) != 0; }

  // Word writes of a little-endian operand, as the drivers do.
  void Put(unsigned slot, const BIGNUM* value, unsigned opsize) {
    std::vector<uint8_t> le;
    ASSERT_TRUE(bn::ToLe(value, opsize * 8, &le));
    for (size_t i = 0; i < le.size(); i += 4) {
      uint32_t word = 0;
      std::memcpy(&word, &le[i], 4);
      ASSERT_EQ(engine_.Scm().Write(slot * kSlotBytes + i, 4, word), Access::kOk);
    }
  }
  Bn Get(unsigned slot, unsigned opsize) {
    std::vector<uint8_t> le(opsize * 8);
    for (size_t i = 0; i < le.size(); i += 4) {
      uint32_t word = 0;
      EXPECT_EQ(engine_.Scm().Read(slot * kSlotBytes + i, 4, &word), Access::kOk);
      std::memcpy(&le[i], &word, 4);
    }
    return bn::FromLe(le.data(), le.size());
  }
  void PutCurve(const NamedCurve& c, unsigned opsize) {
    Put(ecc::kP, c.p.get(), opsize);
    Put(ecc::kN, c.n.get(), opsize);
    Put(ecc::kGx, c.gx.get(), opsize);
    Put(ecc::kGy, c.gy.get(), opsize);
    Put(ecc::kA, c.a.get(), opsize);
    Put(ecc::kB, c.b.get(), opsize);
  }

  void Start(uint8_t operation, unsigned opsize, uint32_t config, bool calc_r2 = true) {
    SetReg(kPkConfig, config);
    const uint32_t r2 = calc_r2 ? kCommandCalcR2 : 0;
    SetReg(kPkCommand, r2 | (opsize << kCommandOpsizeShift) | operation);
    SetReg(kPkControl, kControlStart);
  }
  // Starts a command and polls BUSY as Oryx's driver does; returns PKSTATUS.
  uint32_t Run(uint8_t operation, unsigned opsize, uint32_t config, bool calc_r2 = true) {
    Start(operation, opsize, config, calc_r2);
    for (int i = 0; i < 100000 && Busy(); ++i) clock_.Advance(1000);
    const uint32_t status = Reg(kPkStatus);
    EXPECT_EQ(status & kStatusBusy, 0u);
    return status;
  }

  static uint32_t Config(unsigned a, unsigned b, unsigned c) { return a | b << 8 | c << 16; }

  FakeBus bus_;
  ManualClock clock_;
  Ba414e engine_;
};

// RFC 6979 A.2.5: P-256 key and the SHA-256 nonce for the message "sample".
const char kP256D[] = "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721";
const char kP256K[] = "A6E3C57DD01ABE90086538398355DD4C3B17AA873382B0F24D6129493D8AAD60";
const char kP256R[] = "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716";
const char kP256S[] = "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8";

TEST_F(Ba414eTest, VersionRegister) { EXPECT_EQ(Reg(kPkVersion), kVersion); }

TEST_F(Ba414eTest, P256PointMultiplicationMatchesOpenSsl) {
  const NamedCurve c = Named(NID_X9_62_prime256v1);
  Bn k = Hex(kP256D);
  PutCurve(c, 4);
  Put(ecc::kP1x, c.gx.get(), 4);
  Put(ecc::kP1x + 1, c.gy.get(), 4);
  Put(ecc::kK, k.get(), 4);
  EXPECT_EQ(Run(kOpEccMul, 4, Config(ecc::kP1x, ecc::kK, ecc::kP3x)), 0u) << engine_.diagnostic();
  Bn x, y;
  ReferenceMul(c, k.get(), &x, &y);
  EXPECT_EQ(BN_cmp(Get(ecc::kP3x, 4).get(), x.get()), 0);
  EXPECT_EQ(BN_cmp(Get(ecc::kP3x + 1, 4).get(), y.get()), 0);
}

// The PIC32MZ W1 board's curves up to 512 bits, at their operand sizes.
TEST_F(Ba414eTest, PointMultiplicationOnEveryBoardCurve) {
  const struct {
    int nid;
    unsigned opsize;
  } curves[] = {{NID_secp384r1, 6},         {NID_brainpoolP256r1, 4}, {NID_brainpoolP384r1, 6},
                {NID_brainpoolP512r1, 8},   {NID_sm2, 4}};
  for (const auto& curve : curves) {
    SCOPED_TRACE(OBJ_nid2sn(curve.nid));
    const NamedCurve c = Named(curve.nid);
    Bn k = bn::Copy(c.n.get());
    BN_sub_word(k.get(), 12345);
    PutCurve(c, curve.opsize);
    Put(ecc::kP1x, c.gx.get(), curve.opsize);
    Put(ecc::kP1x + 1, c.gy.get(), curve.opsize);
    Put(ecc::kK, k.get(), curve.opsize);
    ASSERT_EQ(Run(kOpEccMul, curve.opsize, Config(ecc::kP1x, ecc::kK, ecc::kP3x)), 0u)
        << engine_.diagnostic();
    Bn x, y;
    ReferenceMul(c, k.get(), &x, &y);
    EXPECT_EQ(BN_cmp(Get(ecc::kP3x, curve.opsize).get(), x.get()), 0);
    EXPECT_EQ(BN_cmp(Get(ecc::kP3x + 1, curve.opsize).get(), y.get()), 0);
  }
}

TEST_F(Ba414eTest, PointDoubleAndAddMatchOpenSsl) {
  const NamedCurve c = Named(NID_X9_62_prime256v1);
  Bn x2, y2, x3, y3;
  Bn two = bn::Word(2), three = bn::Word(3);
  ReferenceMul(c, two.get(), &x2, &y2);
  ReferenceMul(c, three.get(), &x3, &y3);
  PutCurve(c, 4);
  Put(ecc::kP1x, c.gx.get(), 4);
  Put(ecc::kP1x + 1, c.gy.get(), 4);
  ASSERT_EQ(Run(kOpEccDouble, 4, Config(ecc::kP1x, 0, ecc::kP3x)), 0u);
  EXPECT_EQ(BN_cmp(Get(ecc::kP3x, 4).get(), x2.get()), 0);
  Put(ecc::kP2x, x2.get(), 4);
  Put(ecc::kP2x + 1, y2.get(), 4);
  ASSERT_EQ(Run(kOpEccAdd, 4, Config(ecc::kP1x, ecc::kP2x, ecc::kP3x)), 0u);
  EXPECT_EQ(BN_cmp(Get(ecc::kP3x, 4).get(), x3.get()), 0);
  EXPECT_EQ(BN_cmp(Get(ecc::kP3x + 1, 4).get(), y3.get()), 0);
}

TEST_F(Ba414eTest, PointNotOnCurveSetsPxnoc) {
  const NamedCurve c = Named(NID_X9_62_prime256v1);
  Bn bad_y = bn::Copy(c.gy.get());
  BN_add_word(bad_y.get(), 1);
  PutCurve(c, 4);
  Put(ecc::kP1x, c.gx.get(), 4);
  Put(ecc::kP1x + 1, bad_y.get(), 4);
  Put(ecc::kK, bn::Word(5).get(), 4);
  const uint32_t status = Run(kOpEccMul, 4, Config(ecc::kP1x, ecc::kK, ecc::kP3x));
  EXPECT_EQ(status, kStatusPxnoc);
  EXPECT_TRUE(BN_is_zero(Get(ecc::kP3x, 4).get()));
  EXPECT_EQ(Run(kOpEccCheckPoint, 4, Config(ecc::kP1x, 0, 0)), kStatusPxnoc);
  Put(ecc::kP1x + 1, c.gy.get(), 4);
  EXPECT_EQ(Run(kOpEccCheckPoint, 4, Config(ecc::kP1x, 0, 0)), 0u);
}

TEST_F(Ba414eTest, MultiplyingByTheOrderGivesInfinity) {
  const NamedCurve c = Named(NID_X9_62_prime256v1);
  PutCurve(c, 4);
  Put(ecc::kP1x, c.gx.get(), 4);
  Put(ecc::kP1x + 1, c.gy.get(), 4);
  Put(ecc::kK, c.n.get(), 4);
  EXPECT_EQ(Run(kOpEccMul, 4, Config(ecc::kP1x, ecc::kK, ecc::kP3x)), kStatusPxinf);
}

TEST_F(Ba414eTest, EcdsaP256SignWithGivenNonceThenVerify) {
  const NamedCurve c = Named(NID_X9_62_prime256v1);
  Bn d = Hex(kP256D), k = Hex(kP256K);
  Bn h = FromBe(Digest(EVP_sha256(), "sample"));  // the driver byte-reverses it into slot H
  PutCurve(c, 4);
  Put(ecdsa::kD, d.get(), 4);
  Put(ecdsa::kK, k.get(), 4);
  Put(ecdsa::kH, h.get(), 4);
  ASSERT_EQ(Run(kOpEcdsaSign, 4, 0), 0u) << engine_.diagnostic();
  Bn r = Get(ecdsa::kR, 4), s = Get(ecdsa::kS, 4);
  EXPECT_EQ(BN_cmp(r.get(), Hex(kP256R).get()), 0);
  EXPECT_EQ(BN_cmp(s.get(), Hex(kP256S).get()), 0);

  Bn qx, qy;
  ReferenceMul(c, d.get(), &qx, &qy);
  Put(ecdsa::kQx, qx.get(), 4);
  Put(ecdsa::kQy, qy.get(), 4);
  EXPECT_EQ(Run(kOpEcdsaVerify, 4, 0), 0u) << engine_.diagnostic();

  BN_clear_bit(s.get(), 3);  // bit 3 of this s is set: flipping it breaks the signature
  ASSERT_NE(BN_cmp(s.get(), Hex(kP256S).get()), 0);
  Put(ecdsa::kS, s.get(), 4);
  EXPECT_EQ(Run(kOpEcdsaVerify, 4, 0), kStatusSiginval);

  Put(ecdsa::kS, c.n.get(), 4);  // s = N is outside [1, N-1]
  EXPECT_EQ(Run(kOpEcdsaVerify, 4, 0), kStatusCplinval);
}

// The other ECDSA status bits: K = N makes K·G the point at infinity
// (PXINF); a public point off the curve is PXNOC; a signature whose
// u1·G + u2·Q is the point at infinity is SIGINVAL with PXINF (here
// Q = -G, r = s = e: u1 = e/s = 1, u2 = r/s = 1).
TEST_F(Ba414eTest, EcdsaInfinityAndOffCurveBits) {
  const NamedCurve c = Named(NID_X9_62_prime256v1);
  bn::Ctx ctx(BN_CTX_new());
  PutCurve(c, 4);
  Put(ecdsa::kD, Hex(kP256D).get(), 4);
  Put(ecdsa::kK, c.n.get(), 4);
  Put(ecdsa::kH, bn::Word(7).get(), 4);
  EXPECT_EQ(Run(kOpEcdsaSign, 4, 0), kStatusPxinf);

  Bn minus_gy = bn::New();
  BN_sub(minus_gy.get(), c.p.get(), c.gy.get());
  Put(ecdsa::kQx, c.gx.get(), 4);
  Put(ecdsa::kQy, minus_gy.get(), 4);
  Put(ecdsa::kR, bn::Word(7).get(), 4);
  Put(ecdsa::kS, bn::Word(7).get(), 4);
  EXPECT_EQ(Run(kOpEcdsaVerify, 4, 0), kStatusSiginval | kStatusPxinf);

  Put(ecdsa::kQy, c.gx.get(), 4);  // (Gx, Gx) is not on P-256
  EXPECT_EQ(Run(kOpEcdsaVerify, 4, 0), kStatusPxnoc);
}

TEST_F(Ba414eTest, Rsa512ModExpMatchesBnModExp) {
  bn::Ctx ctx(BN_CTX_new());
  Bn n = FromBe(Digest(EVP_sha512(), "mcucrypt ba414e modulus"));
  BN_set_bit(n.get(), 511);
  BN_set_bit(n.get(), 0);
  Bn m = bn::Mod(FromBe(Digest(EVP_sha512(), "message")).get(), n.get(), ctx.get());
  Bn e = FromBe(Digest(EVP_sha512(), "private exponent"));
  Put(kSlotP, n.get(), 8);
  Put(1, m.get(), 8);  // Oryx's slots: base 1, exponent 2, result 3
  Put(2, e.get(), 8);
  ASSERT_EQ(Run(kOpRsaModExp, 8, Config(1, 2, 3)), 0u) << engine_.diagnostic();
  Bn expected = bn::New();
  BN_mod_exp(expected.get(), m.get(), e.get(), n.get(), ctx.get());
  EXPECT_EQ(BN_cmp(Get(3, 8).get(), expected.get()), 0);

  Put(1, bn::Word(65537).get(), 8);  // Harmony's order: exponent slot 1, message slot 2
  Put(2, m.get(), 8);
  ASSERT_EQ(Run(kOpRsaModExp, 8, Config(2, 1, 3)), 0u);
  BN_mod_exp(expected.get(), m.get(), bn::Word(65537).get(), n.get(), ctx.get());
  EXPECT_EQ(BN_cmp(Get(3, 8).get(), expected.get()), 0);
}

TEST_F(Ba414eTest, ModularPrimitivesMatchBn) {
  bn::Ctx ctx(BN_CTX_new());
  Bn p = Hex("FFFFFFFDFFFFFFFFFFFFFFFFFFFFFFFF");  // secp128r1's prime
  Bn a = Hex("1234567890ABCDEF1234567890ABCDEF");
  Bn b = Hex("FEDCBA0987654321FEDCBA0987654321");
  Bn b_mod = bn::Mod(b.get(), p.get(), ctx.get());
  Put(kSlotP, p.get(), 2);
  Put(1, a.get(), 2);
  Put(2, b.get(), 2);
  const uint32_t config = Config(1, 2, 3);
  Bn expected = bn::New();

  ASSERT_EQ(Run(kOpModAdd, 2, config), 0u);
  BN_mod_add(expected.get(), a.get(), b_mod.get(), p.get(), ctx.get());
  EXPECT_EQ(BN_cmp(Get(3, 2).get(), expected.get()), 0);
  ASSERT_EQ(Run(kOpModSub, 2, config), 0u);
  BN_mod_sub(expected.get(), a.get(), b_mod.get(), p.get(), ctx.get());
  EXPECT_EQ(BN_cmp(Get(3, 2).get(), expected.get()), 0);
  ASSERT_EQ(Run(kOpModMul, 2, config), 0u);
  BN_mod_mul(expected.get(), a.get(), b.get(), p.get(), ctx.get());
  EXPECT_EQ(BN_cmp(Get(3, 2).get(), expected.get()), 0);
  ASSERT_EQ(Run(kOpModReduce, 2, config), 0u);
  EXPECT_EQ(BN_cmp(Get(3, 2).get(), b_mod.get()), 0);
  ASSERT_EQ(Run(kOpModInverse, 2, config), 0u);
  Bn inverse = bn::Inverse(b.get(), p.get(), ctx.get());
  EXPECT_EQ(BN_cmp(Get(3, 2).get(), inverse.get()), 0);
  ASSERT_EQ(Run(kOpModDiv, 2, config), 0u);
  BN_mod_mul(expected.get(), a.get(), inverse.get(), p.get(), ctx.get());
  EXPECT_EQ(BN_cmp(Get(3, 2).get(), expected.get()), 0);

  Put(2, p.get(), 2);  // B = P is 0 mod P: no inverse
  EXPECT_EQ(Run(kOpModInverse, 2, config), kStatusNoninv);
  Put(kSlotP, bn::Word(1000).get(), 2);  // even modulus
  EXPECT_EQ(Run(kOpModMul, 2, config), kStatusPninval);
}

TEST_F(Ba414eTest, PlainMultiplicationSpillsIntoTheNextSlot) {
  bn::Ctx ctx(BN_CTX_new());
  Bn a = FromBe(Digest(EVP_sha512(), "a"));
  Bn b = FromBe(Digest(EVP_sha512(), "b"));
  Put(1, a.get(), 8);
  Put(2, b.get(), 8);
  Put(kSlotP, bn::Word(1).get(), 8);  // unused by 0x08
  ASSERT_EQ(Run(kOpMul, 8, Config(1, 2, 3)), 0u);
  Bn product = bn::New(), low = bn::New(), high = bn::New();
  BN_mul(product.get(), a.get(), b.get(), ctx.get());
  BN_copy(low.get(), product.get());
  BN_mask_bits(low.get(), 512);
  BN_rshift(high.get(), product.get(), 512);
  EXPECT_EQ(BN_cmp(Get(3, 8).get(), low.get()), 0);
  EXPECT_EQ(BN_cmp(Get(4, 8).get(), high.get()), 0);
}

// The driver's part of X25519 (RFC 7748 §5): clamp the scalar, mask u.
void Clamp(std::vector<uint8_t>* scalar, std::vector<uint8_t>* u) {
  (*scalar)[0] &= 248;
  (*scalar)[31] &= 127;
  (*scalar)[31] |= 64;
  (*u)[31] &= 127;
}

class X25519 : public Ba414eTest {
 protected:
  std::vector<uint8_t> Mul(std::vector<uint8_t> scalar, std::vector<uint8_t> u) {
    Clamp(&scalar, &u);
    Put(kSlotP, Hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFED").get(), 4);
    Put(x25519::kX1, bn::FromLe(u.data(), 32).get(), 4);
    Put(x25519::kA24, bn::Word(121665).get(), 4);
    Put(x25519::kK, bn::FromLe(scalar.data(), 32).get(), 4);
    EXPECT_EQ(Run(kOpCurve25519Mul, 4, Config(x25519::kX1, x25519::kK, x25519::kX3)), 0u)
        << engine_.diagnostic();
    std::vector<uint8_t> out;
    EXPECT_TRUE(bn::ToLe(Get(x25519::kX3, 4).get(), 32, &out));
    return out;
  }
};

TEST_F(X25519, Rfc7748Section52Vector) {
  EXPECT_EQ(Mul(Bytes("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4"),
                Bytes("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c")),
            Bytes("c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"));
}

TEST_F(X25519, MatchesOpenSslDerive) {
  const std::vector<uint8_t> ours = Digest(EVP_sha256(), "alice");
  const std::vector<uint8_t> theirs = Digest(EVP_sha256(), "bob");
  EVP_PKEY* mine = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, nullptr, ours.data(), 32);
  EVP_PKEY* peer = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, nullptr, theirs.data(), 32);
  std::vector<uint8_t> peer_public(32), secret(32);
  size_t length = 32;
  EVP_PKEY_get_raw_public_key(peer, peer_public.data(), &length);
  EVP_PKEY_CTX* derive = EVP_PKEY_CTX_new(mine, nullptr);
  EVP_PKEY_derive_init(derive);
  EVP_PKEY_derive_set_peer(derive, peer);
  length = 32;
  ASSERT_EQ(EVP_PKEY_derive(derive, secret.data(), &length), 1);
  EVP_PKEY_CTX_free(derive);
  EVP_PKEY_free(mine);
  EVP_PKEY_free(peer);
  EXPECT_EQ(Mul(ours, peer_public), secret);
}

TEST_F(Ba414eTest, Ed25519BasePointMultiplicationGivesRfc8032PublicKey) {
  bn::Ctx ctx(BN_CTX_new());
  Bn p = Hex("7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFED");
  // d = -121665/121666; the drivers store 2·d·2^256 mod p. Base point B = (x, 4/5).
  Bn d2 = bn::Inverse(bn::Word(121666).get(), p.get(), ctx.get());
  BN_mod_mul(d2.get(), d2.get(), bn::Word(121665).get(), p.get(), ctx.get());
  BN_mod_sub(d2.get(), p.get(), d2.get(), p.get(), ctx.get());
  BN_mod_add(d2.get(), d2.get(), d2.get(), p.get(), ctx.get());
  Bn r = bn::New();
  BN_set_bit(r.get(), 256);
  BN_mod_mul(d2.get(), d2.get(), r.get(), p.get(), ctx.get());
  ASSERT_EQ(BN_get_word(bn::Mod(d2.get(), Hex("100000000").get(), ctx.get()).get()), 0xBE8FD3F4u);
  Bn by = bn::Inverse(bn::Word(5).get(), p.get(), ctx.get());
  BN_mod_mul(by.get(), by.get(), bn::Word(4).get(), p.get(), ctx.get());
  Bn bx = Hex("216936D3CD6E53FEC0A4E231FDD6DC5C692CC7609525A7B2C9562D608F25D51A");

  // RFC 8032 §7.1 test 1: the secret scalar is the clamped low half of SHA-512(seed).
  const std::vector<uint8_t> seed =
      Bytes("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
  std::vector<uint8_t> h(64);
  unsigned h_length = 0;
  EVP_Digest(seed.data(), seed.size(), h.data(), &h_length, EVP_sha512(), nullptr);
  h[0] &= 248;
  h[31] &= 127;
  h[31] |= 64;

  Put(kSlotP, p.get(), 4);
  Put(ed25519::kD2, d2.get(), 4);
  Put(ed25519::kPx, bx.get(), 4);
  Put(ed25519::kPx + 1, by.get(), 4);
  Put(ed25519::kE, bn::FromLe(h.data(), 32).get(), 4);
  ASSERT_EQ(Run(kOpEd25519Mul, 4, Config(ed25519::kPx, ed25519::kE, ed25519::kCx)), 0u)
      << engine_.diagnostic();
  std::vector<uint8_t> encoded;
  ASSERT_TRUE(bn::ToLe(Get(ed25519::kCx + 1, 4).get(), 32, &encoded));
  if (BN_is_odd(Get(ed25519::kCx, 4).get())) encoded[31] |= 0x80;
  EXPECT_EQ(encoded, Bytes("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"));

  Put(ed25519::kPx + 1, bx.get(), 4);  // (x, x) is not on the curve
  EXPECT_EQ(Run(kOpEd25519Mul, 4, Config(ed25519::kPx, ed25519::kE, ed25519::kCx)),
            kStatusPxnoc);
}

TEST_F(Ba414eTest, BusyLastsTheDocumentedCyclesAndHidesTheResult) {
  const NamedCurve c = Named(NID_X9_62_prime256v1);
  PutCurve(c, 4);
  Put(ecc::kP1x, c.gx.get(), 4);
  Put(ecc::kP1x + 1, c.gy.get(), 4);
  Put(ecc::kK, bn::Word(7).get(), 4);
  const uint64_t cycles = OperationCycles(kOpEccMul, 4, true);
  EXPECT_EQ(cycles, 120u + 128 * 4 * 6 + 614 * 256 * (4 * 16 + 24) / 10);  // 1386411
  Start(kOpEccMul, 4, Config(ecc::kP1x, ecc::kK, ecc::kP3x));
  EXPECT_TRUE(Busy());
  EXPECT_EQ(Reg(kPkControl), kControlStart);
  clock_.Advance(cycles - 1);
  EXPECT_TRUE(Busy());
  EXPECT_TRUE(BN_is_zero(Get(ecc::kP3x, 4).get()));  // not published yet
  clock_.Advance(1);
  EXPECT_FALSE(Busy());
  EXPECT_EQ(Reg(kPkControl), 0u);
  EXPECT_FALSE(BN_is_zero(Get(ecc::kP3x, 4).get()));
}

TEST_F(Ba414eTest, RefusesWithoutMicrocodeAndUnknownOperations) {
  Put(kSlotP, bn::Word(7).get(), 2);
  EXPECT_EQ(Run(0x11, 2, 0), kStatusModelUnsupported);  // RSA key generation: not modelled
  EXPECT_EQ(Run(kOpModAdd, 9, Config(1, 2, 3)), kStatusModelUnsupported);
  engine_.Reset();
  Put(kSlotP, bn::Word(7).get(), 2);
  EXPECT_EQ(Run(kOpModAdd, 2, Config(1, 2, 3)), kStatusModelNoMicrocode);
}

TEST_F(Ba414eTest, CalcR2ClearReusesOnlyTheSameModulus) {
  Put(kSlotP, bn::Word(101).get(), 2);
  Put(1, bn::Word(50).get(), 2);
  Put(2, bn::Word(60).get(), 2);
  EXPECT_EQ(Run(kOpModAdd, 2, Config(1, 2, 3), /*calc_r2=*/false), kStatusModelUnsupported);
  EXPECT_EQ(Run(kOpModAdd, 2, Config(1, 2, 3)), 0u);
  EXPECT_EQ(Run(kOpModMul, 2, Config(1, 2, 3), /*calc_r2=*/false), 0u);
  EXPECT_EQ(BN_get_word(Get(3, 2).get()), 50u * 60 % 101);
  Put(kSlotP, bn::Word(103).get(), 2);
  EXPECT_EQ(Run(kOpModAdd, 2, Config(1, 2, 3), /*calc_r2=*/false), kStatusModelUnsupported);
}

TEST_F(Ba414eTest, HandlesForwardToTheWindows) {
  std::unique_ptr<Peripheral> scm = engine_.ScmHandle();
  std::unique_ptr<Peripheral> ucm = engine_.UcmHandle();
  engine_.Scm().Place(0x1000);  // the simulator places them (board description)
  engine_.Ucm().Place(0x3000);
  EXPECT_EQ(scm->Base(), 0x1000u);
  EXPECT_EQ(scm->Size(), kScmSize);
  EXPECT_EQ(ucm->Base(), 0x3000u);
  ASSERT_EQ(scm->Write(0x40, 4, 0xA5A5A5A5), Access::kOk);
  uint32_t value = 0;
  ASSERT_EQ(engine_.Scm().Read(0x40, 4, &value), Access::kOk);
  EXPECT_EQ(value, 0xA5A5A5A5u);
}

TEST_F(Ba414eTest, RegistersWantWordAccess) {
  uint32_t value = 0;
  EXPECT_EQ(engine_.Read(kPkStatus, 1, &value), Access::kBusError);
  EXPECT_EQ(engine_.Scm().Read(3, 1, &value), Access::kOk);
  EXPECT_EQ(engine_.Scm().Read(kScmSize, 4, &value), Access::kBusError);
}

}  // namespace
}  // namespace sim::pic32mzw1

namespace sim::pic32mzw1 {
namespace {

using namespace ba414e;  // NOLINT

// The driver tests' faults: a hang keeps BUSY until disarmed (then the
// command is dropped, nothing written), an error is PNINVAL with nothing
// written, a wrong result has bit 0 of its first byte flipped.
TEST_F(Ba414eTest, InjectedFaults) {
  const NamedCurve c = Named(NID_X9_62_prime256v1);
  PutCurve(c, 4);
  Put(ecc::kP1x, c.gx.get(), 4);
  Put(ecc::kP1x + 1, c.gy.get(), 4);
  Put(ecc::kK, bn::Word(7).get(), 4);
  Bn x, y;
  ReferenceMul(c, bn::Word(7).get(), &x, &y);
  const uint32_t config = Config(ecc::kP1x, ecc::kK, ecc::kP3x);
  ASSERT_TRUE(engine_.InjectFault(Fault::kHang));
  Start(kOpEccMul, 4, config);
  clock_.Advance(OperationCycles(kOpEccMul, 4, true) * 100);
  EXPECT_TRUE(Busy());
  ASSERT_TRUE(engine_.InjectFault(Fault::kNone));
  EXPECT_FALSE(Busy());
  EXPECT_TRUE(BN_is_zero(Get(ecc::kP3x, 4).get()));
  ASSERT_TRUE(engine_.InjectFault(Fault::kError));
  EXPECT_EQ(Run(kOpEccMul, 4, config), kStatusPninval);
  EXPECT_TRUE(BN_is_zero(Get(ecc::kP3x, 4).get()));
  ASSERT_TRUE(engine_.InjectFault(Fault::kWrongResult));
  EXPECT_EQ(Run(kOpEccMul, 4, config), 0u);
  Bn flipped = Get(ecc::kP3x, 4);
  ASSERT_TRUE(engine_.InjectFault(Fault::kNone));
  EXPECT_EQ(Run(kOpEccMul, 4, config), 0u);
  Bn good = Get(ecc::kP3x, 4);
  EXPECT_EQ(BN_cmp(good.get(), x.get()), 0);
  EXPECT_NE(BN_is_bit_set(good.get(), 0), BN_is_bit_set(flipped.get(), 0));
  BN_clear_bit(good.get(), 0);
  BN_clear_bit(flipped.get(), 0);
  EXPECT_EQ(BN_cmp(good.get(), flipped.get()), 0);
}

}  // namespace
}  // namespace sim::pic32mzw1
