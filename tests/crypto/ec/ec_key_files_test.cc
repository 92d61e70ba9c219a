// EC key files (mcucrypt/ec_curves.h): OpenSSL's brainpool keys
// (evppkey_brainpool.txt: PKCS#8 private keys and SubjectPublicKeyInfo
// public keys in PEM) decode, pair up (d * G is the public key) and
// re-encode (public keys to OpenSSL's bytes); SEC1 ECPrivateKey round trips on every
// curve; broken files are refused.
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/pem.h"
#include "tests/crypto/ec/ec_testing.h"
#include "tests/support/hex.h"
#include "tests/support/json.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

namespace {

// The PEM block after the line "<kind>=<name>".
std::string PemAfter(const std::string &text, const std::string &line) {
  const size_t at = text.find("\n" + line + "\n");
  if (at == std::string::npos) return "";
  const size_t begin = text.find("-----BEGIN", at);
  const size_t end = text.find("-----\n", text.find("-----END", begin)) + 6;
  return text.substr(begin, end - begin);
}

std::vector<uint8_t> Der(const std::string &pem, const char *label) {
  std::vector<uint8_t> der(pem.size());
  size_t len = 0;
  EXPECT_EQ(mcu_pem_decode(pem.data(), pem.size(), label, der.data(), der.size(), &len, nullptr),
            MCU_OK);
  der.resize(len);
  return der;
}

TEST(EcKeyFilesTest, OpenSslBrainpoolKeys) {
  std::string text, error;
  ASSERT_TRUE(ReadWholeFile(VectorPath("kat/brainpool/evppkey_brainpool.txt"), &text, &error))
      << error;
  const struct {
    const char *name;
    mcu_ec_curve_id id;
    size_t fs;
  } kCurves[] = {
      {"brainpoolP256r1", MCU_EC_BRAINPOOLP256R1, 32},
      {"brainpoolP384r1", MCU_EC_BRAINPOOLP384R1, 48},
      {"brainpoolP512r1", MCU_EC_BRAINPOOLP512R1, 64},
  };
  int checked = 0;
  for (const auto &c : kCurves) {
    for (const char *who : {"ALICE_cf_", "BOB_cf_", "ALICE_", "BOB_"}) {
      const std::string name = std::string(who) + c.name;
      SCOPED_TRACE(name);
      const std::string priv_pem = PemAfter(text, "PrivateKey=" + name);
      const std::string pub_pem = PemAfter(text, "PublicKey=" + name + "_PUB");
      ASSERT_FALSE(priv_pem.empty());
      ASSERT_FALSE(pub_pem.empty());
      const std::vector<uint8_t> pkcs8 = Der(priv_pem, "PRIVATE KEY");
      const std::vector<uint8_t> spki = Der(pub_pem, "PUBLIC KEY");
      mcu_ec_curve_id id = MCU_EC_CURVE25519;
      uint8_t d[MCU_EC_MAX_SCALAR_SIZE], xy[2 * MCU_EC_MAX_FIELD_SIZE];
      ASSERT_EQ(mcu_ec_pkcs8_private_key_decode(pkcs8.data(), pkcs8.size(), &id, d, sizeof(d)),
                MCU_OK);
      EXPECT_EQ(id, c.id);
      ASSERT_EQ(mcu_ec_spki_decode(spki.data(), spki.size(), &id, xy), MCU_OK);
      EXPECT_EQ(id, c.id);
      std::vector<uint8_t> pub(1 + 2 * c.fs);
      ASSERT_EQ(mcu_ec_public_key(c.id, d, c.fs, pub.data(), pub.size()), MCU_OK);
      EXPECT_EQ(ToHex(pub.data() + 1, 2 * c.fs), ToHex(xy, 2 * c.fs));
      // Re-encoded: ours carries the public key too (these files' keys
      // leave it out), and decodes to the same key; the public key is
      // OpenSSL's bytes.
      uint8_t der[MCU_EC_MAX_PRIVATE_KEY_DER_SIZE], d2[MCU_EC_MAX_SCALAR_SIZE];
      size_t der_len = 0;
      ASSERT_EQ(mcu_ec_pkcs8_private_key_encode(c.id, d, der, sizeof(der), &der_len), MCU_OK);
      ASSERT_EQ(mcu_ec_pkcs8_private_key_decode(der, der_len, &id, d2, sizeof(d2)), MCU_OK);
      EXPECT_EQ(ToHex(d2, c.fs), ToHex(d, c.fs));
      uint8_t spki_again[MCU_EC_MAX_SPKI_SIZE];
      ASSERT_EQ(mcu_ec_spki_encode(c.id, xy, spki_again, sizeof(spki_again), &der_len), MCU_OK);
      EXPECT_EQ(ToHex(spki_again, der_len), ToHex(spki.data(), spki.size()));
      ++checked;
    }
  }
  EXPECT_EQ(checked, 12);
}

TEST(EcKeyFilesTest, RoundTripsAndRefusals) {
  Rng state(5915);
  const mcu_rng rng = {ec_testing::TestGenerate, &state};
  for (const ec_testing::Case &c : ec_testing::kAllCurves) {
    SCOPED_TRACE(c.id);
    std::vector<uint8_t> d(c.ss), pub(1 + 2 * c.fs);
    ASSERT_EQ(mcu_ec_generate_key(c.id, &rng, d.data(), d.size(), pub.data(), pub.size()), MCU_OK);
    for (int pkcs8 = 0; pkcs8 < 2; ++pkcs8) {
      uint8_t der[MCU_EC_MAX_PRIVATE_KEY_DER_SIZE], back[MCU_EC_MAX_SCALAR_SIZE];
      size_t len = 0;
      ASSERT_EQ(pkcs8 ? mcu_ec_pkcs8_private_key_encode(c.id, d.data(), der, sizeof(der), &len)
                      : mcu_ec_sec1_private_key_encode(c.id, d.data(), der, sizeof(der), &len),
                MCU_OK);
      auto decode = [&](const uint8_t *p, size_t n, mcu_ec_curve_id *id) {
        return pkcs8 ? mcu_ec_pkcs8_private_key_decode(p, n, id, back, sizeof(back))
                     : mcu_ec_sec1_private_key_decode(p, n, id, back, sizeof(back));
      };
      mcu_ec_curve_id id = MCU_EC_CURVE25519;
      ASSERT_EQ(decode(der, len, &id), MCU_OK);
      EXPECT_EQ(id, c.id);
      EXPECT_EQ(ToHex(back, c.ss), ToHex(d.data(), c.ss));
      // Truncated, trailing byte, another public key (last byte of the point).
      EXPECT_EQ(decode(der, len - 1, &id), MCU_ERR_MALFORMED);
      std::vector<uint8_t> longer(der, der + len);
      longer.push_back(0);
      EXPECT_EQ(decode(longer.data(), longer.size(), &id), MCU_ERR_MALFORMED);
      std::vector<uint8_t> other(der, der + len);
      other.back() ^= 1;
      EXPECT_EQ(decode(other.data(), other.size(), &id), MCU_ERR_INVALID_KEY);
      EXPECT_EQ(std::vector<uint8_t>(back, back + c.ss), std::vector<uint8_t>(c.ss, 0));
      size_t small = 0;
      EXPECT_EQ(mcu_ec_sec1_private_key_encode(c.id, d.data(), der, 20, &small),
                MCU_ERR_BUFFER_TOO_SMALL);
    }
  }
  // A key of another algorithm: an RSA SubjectPublicKeyInfo's algorithm.
  const std::vector<uint8_t> rsa_alg = FromHex("300d06092a864886f70d0101010500");
  std::vector<uint8_t> spki = {0x30, static_cast<uint8_t>(rsa_alg.size() + 4)};
  spki.insert(spki.end(), rsa_alg.begin(), rsa_alg.end());
  spki.insert(spki.end(), {0x03, 0x02, 0x00, 0x00});
  mcu_ec_curve_id id;
  uint8_t xy[2 * MCU_EC_MAX_FIELD_SIZE];
  EXPECT_EQ(mcu_ec_spki_decode(spki.data(), spki.size(), &id, xy), MCU_ERR_UNSUPPORTED);
  EXPECT_EQ(mcu_ec_spki_decode(spki.data(), spki.size() - 1, &id, xy), MCU_ERR_MALFORMED);
}

}  // namespace
