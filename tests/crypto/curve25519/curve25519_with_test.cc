// mcu_x25519_derive_with and mcu_ed25519_sign_with / _verify_with: with the
// software descriptors they give RFC 7748's and RFC 8032's known answers
// (the same as the default entry points), and refuse a missing descriptor
// or one for another curve.
#include <string.h>

#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/x25519.h"
#include "tests/support/hex.h"

namespace {

TEST(Curve25519WithTest, X25519Rfc7748Section6) {
  const std::vector<uint8_t> a =
      FromHex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
  const std::vector<uint8_t> bpub =
      FromHex("de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f");
  uint8_t k1[32], k2[32];
  ASSERT_EQ(mcu_x25519_derive(k1, a.data(), bpub.data(), 1), MCU_OK);
  ASSERT_EQ(mcu_x25519_derive_with(&mcu_x25519_mul_ct_portable, k2, a.data(), bpub.data(), 1),
            MCU_OK);
  EXPECT_EQ(ToHex(k2, 32), "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
  EXPECT_EQ(memcmp(k1, k2, 32), 0);
  const mcu_ec_mul_desc *const bad[] = {nullptr, &mcu_ed25519_mul_ct_portable,
                                        &mcu_p256_mul_ct_portable};
  for (const mcu_ec_mul_desc *m : bad) {
    EXPECT_EQ(mcu_x25519_derive_with(m, k2, a.data(), bpub.data(), 1), MCU_ERR_INVALID_ARGUMENT);
  }
}

TEST(Curve25519WithTest, Ed25519Rfc8032Test2) {
  const std::vector<uint8_t> sk =
      FromHex("4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb");
  const std::vector<uint8_t> pk =
      FromHex("3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c");
  const uint8_t msg[1] = {0x72};
  uint8_t sig[64], ref[64];
  ASSERT_EQ(mcu_ed25519_sign(ref, sk.data(), msg, 1), MCU_OK);
  ASSERT_EQ(mcu_ed25519_sign_with(&mcu_ed25519_mul_ct_portable, sig, sk.data(), msg, 1), MCU_OK);
  EXPECT_EQ(ToHex(sig, 64),
            "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
            "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00");
  EXPECT_EQ(memcmp(sig, ref, 64), 0);
  EXPECT_EQ(mcu_ed25519_verify_with(&mcu_ed25519_mul_ct_portable, sig, pk.data(), msg, 1), MCU_OK);
  sig[10] ^= 1;
  EXPECT_EQ(mcu_ed25519_verify_with(&mcu_ed25519_mul_ct_portable, sig, pk.data(), msg, 1),
            MCU_ERR_INVALID_SIGNATURE);
  const mcu_ec_mul_desc *const bad[] = {nullptr, &mcu_x25519_mul_ct_portable,
                                        &mcu_p256_mul_ct_portable};
  for (const mcu_ec_mul_desc *m : bad) {
    EXPECT_EQ(mcu_ed25519_sign_with(m, sig, sk.data(), msg, 1), MCU_ERR_INVALID_ARGUMENT);
    EXPECT_EQ(mcu_ed25519_verify_with(m, ref, pk.data(), msg, 1), MCU_ERR_INVALID_ARGUMENT);
  }
}

}  // namespace
