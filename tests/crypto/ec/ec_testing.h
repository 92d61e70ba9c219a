// Helpers every EC test shares: the curves with their sizes, big-endian
// scalars from hex, an mcu_rng over the tests' xorshift.
#ifndef MCUCRYPT_TESTS_CRYPTO_EC_EC_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_EC_EC_TESTING_H_

#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ec_curves.h"
#include "tests/support/hex.h"
#include "tests/support/test_rng.h"

namespace ec_testing {

struct Case {
  mcu_ec_curve_id id;
  size_t fs, ss;  // field and scalar sizes in bytes
};

inline constexpr Case kAllCurves[] = {
    {MCU_EC_SECP256R1, 32, 32},       {MCU_EC_SECP384R1, 48, 48},
    {MCU_EC_SECP521R1, 66, 66},       {MCU_EC_BRAINPOOLP256R1, 32, 32},
    {MCU_EC_BRAINPOOLP384R1, 48, 48}, {MCU_EC_BRAINPOOLP512R1, 64, 64},
    {MCU_EC_SM2P256V1, 32, 32},
};

// Hex (optionally "0x"-prefixed, any length up to len bytes) as len
// big-endian bytes.
inline std::vector<uint8_t> Scalar(const std::string &s, size_t len) {
  std::string h = s.compare(0, 2, "0x") == 0 ? s.substr(2) : s;
  if (h.size() % 2) h = "0" + h;
  const std::vector<uint8_t> v = FromHex(h);
  std::vector<uint8_t> out(len, 0);
  EXPECT_LE(v.size(), len) << s;
  if (v.size() <= len) memcpy(out.data() + len - v.size(), v.data(), v.size());
  return out;
}

// An mcu_rng over an Rng (test data only): {TestGenerate, &rng}.
inline mcu_status TestGenerate(void *ctx, uint8_t *out, size_t len) {
  Rng *rng = static_cast<Rng *>(ctx);
  for (size_t i = 0; i < len; ++i) out[i] = static_cast<uint8_t>(rng->Next() >> 56);
  return MCU_OK;
}

}  // namespace ec_testing

#endif  // MCUCRYPT_TESTS_CRYPTO_EC_EC_TESTING_H_
