// ECDH (mcucrypt/ecdh.h) and the SEC1 point encodings: RFC 7027's brainpool
// exchanges with uncompressed and compressed peer keys, both sides of
// random exchanges on every curve, and every rejection (bad encodings,
// coordinates >= p, points off the curve, out-of-range private keys).
#include "mcucrypt/ecdh.h"

#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/crypto/ec/ec_testing.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

namespace {

using ec_testing::Case;
using ec_testing::TestGenerate;
constexpr const auto &kAll = ec_testing::kAllCurves;

std::vector<uint8_t> Compress(mcu_ec_curve_id id, const std::vector<uint8_t> &pub, size_t fs) {
  std::vector<uint8_t> xy(2 * fs), out(1 + fs);
  EXPECT_EQ(mcu_ec_point_decode(id, pub.data(), pub.size(), xy.data()), MCU_OK);
  EXPECT_EQ(mcu_ec_point_encode(id, xy.data(), out.data(), out.size()), MCU_OK);
  return out;
}

TEST(EcdhTest, Rfc7027Brainpool) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/brainpool/rfc7027_ecdh_brainpool.txt"), &records, &error))
      << error;
  int checked = 0;
  for (const RspRecord &r : records) {
    const std::string &curve = r.fields.at("curve");
    const Case c = curve == "brainpoolP256r1"   ? kAll[3]
                   : curve == "brainpoolP384r1" ? kAll[4]
                                                : kAll[5];
    ASSERT_EQ(curve.substr(0, 9), "brainpool");
    const std::vector<uint8_t> da = FromHex(r.fields.at("dA"));
    std::vector<uint8_t> qb = FromHex("04" + r.fields.at("x_qB") + r.fields.at("y_qB"));
    const std::string want = r.fields.at("x_Z");
    ASSERT_EQ(da.size(), c.ss);
    std::vector<uint8_t> z(c.fs);
    ASSERT_EQ(mcu_ecdh_shared_secret(c.id, da.data(), da.size(), qb.data(), qb.size(), z.data(),
                                     z.size()),
              MCU_OK);
    EXPECT_EQ(ToHex(z.data(), z.size()), ToHex(FromHex(want).data(), c.fs)) << curve;
    // The same peer key compressed.
    const std::vector<uint8_t> qbc = Compress(c.id, qb, c.fs);
    ASSERT_EQ(mcu_ecdh_shared_secret(c.id, da.data(), da.size(), qbc.data(), qbc.size(), z.data(),
                                     z.size()),
              MCU_OK);
    EXPECT_EQ(ToHex(z.data(), z.size()), ToHex(FromHex(want).data(), c.fs)) << curve;
    // A's public key is dA * G.
    std::vector<uint8_t> qa(1 + 2 * c.fs);
    ASSERT_EQ(mcu_ec_public_key(c.id, da.data(), da.size(), qa.data(), qa.size()), MCU_OK);
    EXPECT_EQ(ToHex(qa.data(), qa.size()),
              "04" + ToHex(FromHex(r.fields.at("x_qA") + r.fields.at("y_qA")).data(), 2 * c.fs));
    ++checked;
  }
  EXPECT_EQ(checked, 3);
}

TEST(EcdhTest, BothSidesAgreeOnEveryCurve) {
  Rng state(7027);
  const mcu_rng rng = {TestGenerate, &state};
  for (const Case &c : kAll) {
    SCOPED_TRACE(c.id);
    std::vector<uint8_t> da(c.ss), db(c.ss), qa(1 + 2 * c.fs), qb(1 + 2 * c.fs);
    ASSERT_EQ(mcu_ec_generate_key(c.id, &rng, da.data(), da.size(), qa.data(), qa.size()), MCU_OK);
    ASSERT_EQ(mcu_ec_generate_key(c.id, &rng, db.data(), db.size(), qb.data(), qb.size()), MCU_OK);
    EXPECT_NE(da, db);
    std::vector<uint8_t> za(c.fs), zb(c.fs);
    ASSERT_EQ(mcu_ecdh_shared_secret(c.id, da.data(), da.size(), qb.data(), qb.size(), za.data(),
                                     za.size()),
              MCU_OK);
    const std::vector<uint8_t> qac = Compress(c.id, qa, c.fs);
    ASSERT_EQ(mcu_ecdh_shared_secret(c.id, db.data(), db.size(), qac.data(), qac.size(), zb.data(),
                                     zb.size()),
              MCU_OK);
    EXPECT_EQ(za, zb);
    EXPECT_NE(za, std::vector<uint8_t>(c.fs, 0));
  }
}

TEST(EcdhTest, Rejections) {
  Rng state(1);
  const mcu_rng rng = {TestGenerate, &state};
  for (const Case &c : kAll) {
    SCOPED_TRACE(c.id);
    std::vector<uint8_t> d(c.ss), q(1 + 2 * c.fs), z(c.fs, 0xAA);
    ASSERT_EQ(mcu_ec_generate_key(c.id, &rng, d.data(), d.size(), q.data(), q.size()), MCU_OK);
    const std::vector<uint8_t> zero(c.fs, 0);
    auto derive = [&](const std::vector<uint8_t> &peer) {
      z.assign(c.fs, 0xAA);
      const mcu_status st = mcu_ecdh_shared_secret(c.id, d.data(), d.size(), peer.data(),
                                                   peer.size(), z.data(), z.size());
      if (st != MCU_OK) {
        EXPECT_EQ(z, zero);
      }
      return st;
    };
    // Off the curve, each coordinate.
    std::vector<uint8_t> bad = q;
    bad[c.fs] ^= 1;
    EXPECT_EQ(derive(bad), MCU_ERR_INVALID_KEY);
    bad = q;
    bad.back() ^= 1;
    EXPECT_EQ(derive(bad), MCU_ERR_INVALID_KEY);
    // Wrong prefix bytes and lengths; the identity's 0x00.
    for (uint8_t prefix : {0x00, 0x01, 0x05, 0x06, 0x07}) {
      bad = q;
      bad[0] = prefix;
      EXPECT_EQ(derive(bad), MCU_ERR_INVALID_KEY) << int(prefix);
    }
    EXPECT_EQ(derive(std::vector<uint8_t>{0x00}), MCU_ERR_INVALID_KEY);
    bad = q;
    bad.pop_back();
    EXPECT_EQ(derive(bad), MCU_ERR_INVALID_KEY);
    bad = Compress(c.id, q, c.fs);
    bad.push_back(0);
    EXPECT_EQ(derive(bad), MCU_ERR_INVALID_KEY);
    // x >= p (all-ones is above every p here), compressed and not.
    bad = std::vector<uint8_t>(1 + c.fs, 0xFF);
    bad[0] = 0x02;
    EXPECT_EQ(derive(bad), MCU_ERR_INVALID_KEY);
    bad = q;
    memset(bad.data() + 1, 0xFF, c.fs);
    EXPECT_EQ(derive(bad), MCU_ERR_INVALID_KEY);
    // A compressed x with no point (x^3 + ax + b not a square): search a
    // few small x.
    int non_residues = 0;
    for (uint8_t x = 1; x < 40 && non_residues == 0; ++x) {
      std::vector<uint8_t> enc(1 + c.fs, 0), xy(2 * c.fs);
      enc[0] = 0x02;
      enc[c.fs] = x;
      if (mcu_ec_point_decode(c.id, enc.data(), enc.size(), xy.data()) == MCU_ERR_INVALID_KEY) {
        EXPECT_EQ(derive(enc), MCU_ERR_INVALID_KEY);
        EXPECT_EQ(xy, std::vector<uint8_t>(2 * c.fs, 0));
        ++non_residues;
      }
    }
    EXPECT_EQ(non_residues, 1);
    // Private keys out of range, sizes, pointers.
    std::vector<uint8_t> saved = d;
    d.assign(c.ss, 0);
    EXPECT_EQ(derive(q), MCU_ERR_INVALID_KEY);
    d.assign(c.ss, 0xFF);
    EXPECT_EQ(derive(q), MCU_ERR_INVALID_KEY);
    d = saved;
    EXPECT_EQ(mcu_ecdh_shared_secret(c.id, d.data(), c.ss - 1, q.data(), q.size(), z.data(), c.fs),
              MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(mcu_ecdh_shared_secret(c.id, d.data(), c.ss, q.data(), q.size(), z.data(), c.fs - 1),
              MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(mcu_ecdh_shared_secret(c.id, nullptr, c.ss, q.data(), q.size(), z.data(), c.fs),
              MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(mcu_ecdh_shared_secret(c.id, d.data(), c.ss, nullptr, q.size(), z.data(), c.fs),
              MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(mcu_ecdh_shared_secret(c.id, d.data(), c.ss, q.data(), q.size(), nullptr, c.fs),
              MCU_ERR_INVALID_ARGUMENT);
  }
  uint8_t z[32];
  const uint8_t d[32] = {1};
  EXPECT_EQ(mcu_ecdh_shared_secret(MCU_EC_CURVE25519, d, 32, d, 32, z, 32),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_ec_point_encode(MCU_EC_SECP256R1, d, z, 32), MCU_ERR_INVALID_ARGUMENT);
}

}  // namespace
