// ECDSA with RFC 6979 nonces against Botan's ecdsa_rfc6979.vec: the RFC's
// prime-curve cases, brainpool, and prehashed inputs.
#include <stdio.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ecdsa.h"
#include "tests/crypto/ec/ecdsa_testing.h"
#include "tests/support/hex.h"
#include "tests/support/vectors.h"

namespace {

using ecdsa_testing::CurveByName;
using ecdsa_testing::CurveInfo;
using ecdsa_testing::HashByName;
using ecdsa_testing::PublicKey;
using ecdsa_testing::Scalar;

// Botan's ecdsa_rfc6979.vec: the RFC's prime-curve cases again plus
// brainpool, and prehashed inputs (Raw(SHA-x): Msg is the digest). Its
// groups outside mcucrypt (secp160r1, secp192r1, secp224r1, frp256v1) and
// its "Raw" records without a hash (RFC 6979 needs one for its HMAC) are
// counted, not run.
TEST(EcdsaTest, BotanRfc6979File) {
  FILE *f = fopen(VectorPath("kat/ecdsa_rfc6979/ecdsa_rfc6979.vec").c_str(), "r");
  ASSERT_NE(f, nullptr);
  std::string group, x, msg, hash;
  int checked = 0, other_curve = 0, no_hash = 0;
  char line[4096];
  while (fgets(line, sizeof(line), f) != nullptr) {
    std::string l(line);
    while (!l.empty() && (l.back() == '\n' || l.back() == '\r' || l.back() == ' ')) l.pop_back();
    const size_t eq = l.find(" = ");
    if (l.empty() || l[0] == '#' || eq == std::string::npos) continue;
    const std::string key = l.substr(0, eq), value = l.substr(eq + 3);
    if (key == "Group") group = value;
    else if (key == "X") x = value;
    else if (key == "Msg") msg = value;
    else if (key == "Hash") hash = value;
    else if (key == "Signature") {
      CurveInfo c;
      if (!CurveByName(group, &c)) {
        ++other_curve;
        continue;
      }
      const bool raw = hash.compare(0, 4, "Raw(") == 0;
      const mcu_hash_desc *h = HashByName(raw ? hash.substr(4, hash.size() - 5) : hash);
      if (hash == "Raw") {
        ++no_hash;
        continue;
      }
      ASSERT_NE(h, nullptr) << hash;
      const std::vector<uint8_t> priv = Scalar(x, c.scalar_size);
      const std::vector<uint8_t> pub = PublicKey(c, priv);
      const std::vector<uint8_t> m = FromHex(msg);
      std::vector<uint8_t> sig(2 * c.scalar_size);
      if (raw) {
        ASSERT_EQ(mcu_ecdsa_sign_digest_deterministic(c.id, h, priv.data(), priv.size(), m.data(),
                                                      m.size(), sig.data(), sig.size()),
                  MCU_OK);
        EXPECT_EQ(mcu_ecdsa_verify_digest(c.id, pub.data(), pub.size(), m.data(), m.size(),
                                          sig.data(), sig.size()),
                  MCU_OK);
      } else {
        ASSERT_EQ(mcu_ecdsa_sign_deterministic(c.id, h, priv.data(), priv.size(), m.data(),
                                               m.size(), sig.data(), sig.size()),
                  MCU_OK);
      }
      EXPECT_EQ(ToHex(sig.data(), sig.size()), ToHex(Scalar(value, sig.size()).data(), sig.size()))
          << group << " " << hash << " " << msg;
      ++checked;
    }
  }
  fclose(f);
  EXPECT_EQ(checked, 67);
  EXPECT_EQ(other_curve, 35);
  EXPECT_EQ(no_hash, 2);
}

}  // namespace
