// SM2 key exchange: the GB/T 32918.3 Annex A example on the Fp-256 example
// curve (sm2_key_exchange_example.txt: K, S_B, S_A and every intermediate)
// from both sides; the public API's exchanges on the SM2 curve with and
// without confirmation; refusals (off-curve R, a wrong confirmation).
#include <string.h>

#include <map>
#include <string>
#include <vector>

#include "crypto/sm2/sm2_internal.h"
#include "gtest/gtest.h"
#include "mcucrypt/sm2.h"
#include "tests/crypto/sm2/sm2_testing.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

namespace {

using namespace sm2_testing;
namespace sm2 = mcucrypt::sm2;

TEST(Sm2KeyExchangeTest, StandardExample) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/sm2/sm2_key_exchange_example.txt"), &records, &error))
      << error;
  std::map<std::string, std::string> v;
  for (const RspRecord &r : records) v.insert(r.fields.begin(), r.fields.end());
  const sm2::Group g = GroupFor(v.at("p"), &mcu_sm3_desc);
  ASSERT_EQ(g.mul, nullptr);  // the example curve
  auto be = [&](const char *name) { return FromHex(v.at(name)); };
  const std::vector<uint8_t> da = be("dA"), db = be("dB"), ra = be("rA"), rb = be("rB");
  std::vector<uint8_t> pa(64), pb(64), eph_a(64), eph_b(64), za(32), zb(32);
  ASSERT_EQ(sm2::group_mul_base(g, pa.data(), da.data()), MCU_OK);
  ASSERT_EQ(sm2::group_mul_base(g, pb.data(), db.data()), MCU_OK);
  ASSERT_EQ(sm2::group_mul_base(g, eph_a.data(), ra.data()), MCU_OK);
  ASSERT_EQ(sm2::group_mul_base(g, eph_b.data(), rb.data()), MCU_OK);
  EXPECT_EQ(Hex(pa), Hex(FromHex(v.at("xA") + v.at("yA"))));
  EXPECT_EQ(Hex(pb), Hex(FromHex(v.at("xB") + v.at("yB"))));
  EXPECT_EQ(Hex(eph_a), Hex(FromHex(v.at("x1") + v.at("y1"))));
  EXPECT_EQ(Hex(eph_b), Hex(FromHex(v.at("x2") + v.at("y2"))));
  const std::vector<uint8_t> ida = FromHex(v.at("IDAHex")), idb = FromHex(v.at("IDBHex"));
  ASSERT_EQ(sm2::compute_z(g, ida.data(), ida.size(), pa.data(), za.data()), MCU_OK);
  ASSERT_EQ(sm2::compute_z(g, idb.data(), idb.size(), pb.data(), zb.data()), MCU_OK);
  EXPECT_EQ(Hex(za), Hex(be("ZA")));
  EXPECT_EQ(Hex(zb), Hex(be("ZB")));
  const size_t klen = std::stoul(v.at("klen")) / 8;
  const sm2::KxSide a{da.data(), ra.data(), pa.data(), eph_a.data(), za.data()};
  const sm2::KxSide b{db.data(), rb.data(), pb.data(), eph_b.data(), zb.data()};
  std::vector<uint8_t> ka(klen), kb(klen), sa2(32), sa3(32), sb2(32), sb3(32);
  ASSERT_EQ(sm2::key_exchange(g, false, b, a, kb.data(), klen, sb2.data(), sb3.data()), MCU_OK);
  ASSERT_EQ(sm2::key_exchange(g, true, a, b, ka.data(), klen, sa2.data(), sa3.data()), MCU_OK);
  EXPECT_EQ(Hex(kb), Hex(be("K")));
  EXPECT_EQ(Hex(ka), Hex(be("K")));
  EXPECT_EQ(Hex(sb2), Hex(be("SB")));  // B's S_B; A's S_1 equals it
  EXPECT_EQ(Hex(sa2), Hex(be("SB")));
  EXPECT_EQ(Hex(sa3), Hex(be("SA")));  // A's S_A; B's S_2 equals it
  EXPECT_EQ(Hex(sb3), Hex(be("SA")));
}

struct Party {
  uint8_t priv[32], pub[65], eph_priv[32], eph_pub[65];
  std::string id;
  mcu_sm2_kx_party view() const {
    return {pub, eph_pub, id.empty() ? nullptr : reinterpret_cast<const uint8_t *>(id.data()),
            id.size()};
  }
};

void MakeParty(const mcu_rng *r, Party *p, const std::string &id) {
  p->id = id;
  ASSERT_EQ(mcu_sm2_generate_key(r, p->priv, 32, p->pub, 65), MCU_OK);
  ASSERT_EQ(mcu_sm2_generate_key(r, p->eph_priv, 32, p->eph_pub, 65), MCU_OK);
}

TEST(Sm2KeyExchangeTest, BothRolesAgree) {
  Rng rng(0x4b58);
  const mcu_rng r = {TestGenerate, &rng};
  Party a, b;
  MakeParty(&r, &a, "ALICE123@YAHOO.COM");
  MakeParty(&r, &b, "");  // the default ID
  const mcu_sm2_kx_party av = a.view(), bv = b.view();
  uint8_t ka[48], kb[48], sb[32], s1[32], sa[32], s2[32];
  ASSERT_EQ(mcu_sm2_kx_derive(0, b.priv, 32, b.eph_priv, 32, &bv, &av, kb, sizeof kb, sb, s2),
            MCU_OK);
  ASSERT_EQ(mcu_sm2_kx_derive(1, a.priv, 32, a.eph_priv, 32, &av, &bv, ka, sizeof ka, sa, s1),
            MCU_OK);
  EXPECT_EQ(ToHex(ka, sizeof ka), ToHex(kb, sizeof kb));
  EXPECT_EQ(mcu_sm2_kx_confirm(s1, sb), MCU_OK);
  EXPECT_EQ(mcu_sm2_kx_confirm(s2, sa), MCU_OK);
  sb[5] ^= 0x10;
  EXPECT_EQ(mcu_sm2_kx_confirm(s1, sb), MCU_ERR_AUTH_FAILED);
  // Without confirmation: the same K.
  uint8_t k2[48];
  ASSERT_EQ(mcu_sm2_kx_derive(1, a.priv, 32, a.eph_priv, 32, &av, &bv, k2, sizeof k2, nullptr,
                              nullptr),
            MCU_OK);
  EXPECT_EQ(ToHex(k2, sizeof k2), ToHex(ka, sizeof ka));
  // Roles swapped (both think they start): different keys.
  ASSERT_EQ(mcu_sm2_kx_derive(1, b.priv, 32, b.eph_priv, 32, &bv, &av, k2, sizeof k2, nullptr,
                              nullptr),
            MCU_OK);
  EXPECT_NE(ToHex(k2, sizeof k2), ToHex(ka, sizeof ka));
}

TEST(Sm2KeyExchangeTest, Refusals) {
  Rng rng(99);
  const mcu_rng r = {TestGenerate, &rng};
  Party a, b;
  MakeParty(&r, &a, "a");
  MakeParty(&r, &b, "b");
  mcu_sm2_kx_party av = a.view(), bv = b.view();
  uint8_t k[16], s[32];
  Party bad = b;
  bad.eph_pub[64] ^= 1;  // off the curve
  const mcu_sm2_kx_party badv = bad.view();
  memset(k, 0xAA, sizeof k);
  EXPECT_EQ(mcu_sm2_kx_derive(1, a.priv, 32, a.eph_priv, 32, &av, &badv, k, sizeof k, s, nullptr),
            MCU_ERR_INVALID_KEY);
  for (uint8_t x : k) ASSERT_EQ(x, 0);
  EXPECT_EQ(mcu_sm2_kx_derive(1, nullptr, 32, a.eph_priv, 32, &av, &bv, k, sizeof k, s, nullptr),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_sm2_kx_derive(1, a.priv, 31, a.eph_priv, 32, &av, &bv, k, sizeof k, s, nullptr),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_sm2_kx_derive(1, a.priv, 32, a.eph_priv, 32, &av, &bv, k, 0, s, nullptr),
            MCU_ERR_INVALID_ARGUMENT);
  av.eph_pub = nullptr;
  EXPECT_EQ(mcu_sm2_kx_derive(1, a.priv, 32, a.eph_priv, 32, &av, &bv, k, sizeof k, s, nullptr),
            MCU_ERR_INVALID_ARGUMENT);
  const uint8_t zero[32] = {0};
  EXPECT_EQ(mcu_sm2_kx_derive(1, zero, 32, a.eph_priv, 32, &bv, &bv, k, sizeof k, s, nullptr),
            MCU_ERR_INVALID_KEY);
  EXPECT_EQ(mcu_sm2_kx_confirm(nullptr, s), MCU_ERR_INVALID_ARGUMENT);
}

}  // namespace
