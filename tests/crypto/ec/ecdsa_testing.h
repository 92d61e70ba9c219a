// Helpers the ECDSA tests share: hash and curve names as the vector files
// spell them, public keys from private keys (and ec_testing.h).
#ifndef MCUCRYPT_TESTS_CRYPTO_EC_ECDSA_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_EC_ECDSA_TESTING_H_

#include <string.h>

#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"
#include "tests/crypto/ec/ec_testing.h"
#include "tests/support/hex.h"

namespace ecdsa_testing {

using ec_testing::Scalar;

inline const mcu_hash_desc *HashByName(const std::string &name) {
  static const std::map<std::string, const mcu_hash_desc *> kHashes = {
      {"SHA-1", &mcu_sha1_desc},     {"SHA-224", &mcu_sha224_desc},
      {"SHA-256", &mcu_sha256_desc}, {"SHA-384", &mcu_sha384_desc},
      {"SHA-512", &mcu_sha512_desc}, {"SHA3-256", &mcu_sha3_256_desc},
      {"SHA3-512", &mcu_sha3_512_desc},
  };
  auto it = kHashes.find(name);
  return it == kHashes.end() ? nullptr : it->second;
}

struct CurveInfo {
  mcu_ec_curve_id id;
  size_t field_size;
  size_t scalar_size;
};

inline bool CurveByName(const std::string &name, CurveInfo *out) {
  static const std::map<std::string, CurveInfo> kCurves = {
      {"P-256", {MCU_EC_SECP256R1, 32, 32}},
      {"secp256r1", {MCU_EC_SECP256R1, 32, 32}},
      {"P-384", {MCU_EC_SECP384R1, 48, 48}},
      {"secp384r1", {MCU_EC_SECP384R1, 48, 48}},
      {"P-521", {MCU_EC_SECP521R1, 66, 66}},
      {"secp521r1", {MCU_EC_SECP521R1, 66, 66}},
      {"brainpool256r1", {MCU_EC_BRAINPOOLP256R1, 32, 32}},
      {"brainpool384r1", {MCU_EC_BRAINPOOLP384R1, 48, 48}},
      {"brainpool512r1", {MCU_EC_BRAINPOOLP512R1, 64, 64}},
  };
  auto it = kCurves.find(name);
  if (it == kCurves.end()) return false;
  *out = it->second;
  return true;
}

inline std::vector<uint8_t> PublicKey(const CurveInfo &c, const std::vector<uint8_t> &priv) {
  std::vector<uint8_t> pub(1 + 2 * c.field_size);
  EXPECT_EQ(mcu_ec_public_key(c.id, priv.data(), priv.size(), pub.data(), pub.size()), MCU_OK);
  return pub;
}

}  // namespace ecdsa_testing

#endif  // MCUCRYPT_TESTS_CRYPTO_EC_ECDSA_TESTING_H_
