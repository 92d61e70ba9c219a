// RSA public-key checks and argument checks of the verification functions:
// modulus size and parity, exponent range and parity (e = 3 only when
// allowed), signature length and range, hash and digest mismatch.
#include <gtest/gtest.h>

#include <vector>

#include "mcucrypt/rsa.h"
#include "tests/crypto/rsa/rsa_testing.h"

namespace {

// A 1024-bit odd "modulus" (the checks do not factor it): 0xC0..01.
std::vector<uint8_t> Modulus(size_t bits) {
  std::vector<uint8_t> n((bits + 7) / 8, 0x5A);
  n[0] = static_cast<uint8_t>(0xFFu >> ((8 - bits % 8) % 8));
  n.back() |= 1;
  return n;
}

TEST(RsaPublicKey, Checks) {
  std::vector<uint8_t> n = Modulus(2048);
  const std::vector<uint8_t> e65537 = {0x01, 0x00, 0x01}, e3 = {0x03}, e1 = {0x01},
                             even = {0x01, 0x00, 0x02}, e257 = {0x01, 0x01};
  mcu_rsa_public_key pk = {n.data(), n.size(), e65537.data(), e65537.size(), 0, nullptr};
  EXPECT_EQ(MCU_OK, mcu_rsa_public_key_check(&pk));
  EXPECT_EQ(256u, mcu_rsa_modulus_len(&pk));
  pk.e = e3.data();
  pk.e_len = e3.size();
  EXPECT_EQ(MCU_ERR_INVALID_KEY, mcu_rsa_public_key_check(&pk));
  pk.flags = MCU_RSA_ALLOW_E3;
  EXPECT_EQ(MCU_OK, mcu_rsa_public_key_check(&pk));
  pk.e = e257.data();
  pk.e_len = e257.size();
  EXPECT_EQ(MCU_OK, mcu_rsa_public_key_check(&pk));
  pk.flags = 0;
  EXPECT_EQ(MCU_ERR_INVALID_KEY, mcu_rsa_public_key_check(&pk));
  pk.flags = MCU_RSA_ALLOW_E3;
  pk.e = e1.data();
  pk.e_len = e1.size();
  EXPECT_EQ(MCU_ERR_INVALID_KEY, mcu_rsa_public_key_check(&pk));
  pk.e = even.data();
  pk.e_len = even.size();
  EXPECT_EQ(MCU_ERR_INVALID_KEY, mcu_rsa_public_key_check(&pk));
  const std::vector<uint8_t> e_big(33, 0x01);  // 2^256 and above
  pk.e = e_big.data();
  pk.e_len = e_big.size();
  EXPECT_EQ(MCU_ERR_INVALID_KEY, mcu_rsa_public_key_check(&pk));
  pk.e = e65537.data();
  pk.e_len = e65537.size();
  pk.flags = 0;

  n.back() &= 0xFE;  // even modulus
  EXPECT_EQ(MCU_ERR_INVALID_KEY, mcu_rsa_public_key_check(&pk));
  n.back() |= 1;
  std::vector<uint8_t> padded = Modulus(2048 + 24);  // leading zero bytes are fine
  padded[0] = padded[1] = padded[2] = 0;
  padded[3] = 0xFF;
  pk.n = padded.data();
  pk.n_len = padded.size();
  EXPECT_EQ(MCU_OK, mcu_rsa_public_key_check(&pk));
  EXPECT_EQ(256u, mcu_rsa_modulus_len(&pk));
  for (size_t bits : {1023u, 4097u}) {
    const std::vector<uint8_t> m = Modulus(bits);
    pk.n = m.data();
    pk.n_len = m.size();
    EXPECT_EQ(bits < 1024 ? MCU_ERR_INVALID_KEY : MCU_ERR_UNSUPPORTED,
              mcu_rsa_public_key_check(&pk))
        << bits;
  }
  for (size_t bits : {1024u, 1025u, 4096u}) {
    const std::vector<uint8_t> m = Modulus(bits);
    pk.n = m.data();
    pk.n_len = m.size();
    EXPECT_EQ(MCU_OK, mcu_rsa_public_key_check(&pk)) << bits;
  }
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_rsa_public_key_check(nullptr));
  pk.n = nullptr;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_rsa_public_key_check(&pk));
}

TEST(RsaVerify, Arguments) {
  const std::vector<uint8_t> n = Modulus(2048), e = {0x01, 0x00, 0x01};
  const mcu_rsa_public_key pk = {n.data(), n.size(), e.data(), e.size(), 0, nullptr};
  const std::vector<uint8_t> digest(32, 1), sig(256, 0x11), big(256, 0xFF);
  const mcu_hash_desc *h = &mcu_sha256_desc;
  // Well-formed but wrong: a signature that is not one.
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_rsa_pkcs1v15_verify(&pk, h, digest.data(), 32, sig.data(), 256));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_rsa_pss_verify(&pk, h, h, 32, digest.data(), 32, sig.data(), 256));
  // Wrong length, or not below n.
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_rsa_pkcs1v15_verify(&pk, h, digest.data(), 32, sig.data(), 255));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_rsa_pkcs1v15_verify(&pk, h, digest.data(), 32, big.data(), 256));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_rsa_pss_verify(&pk, h, h, 32, digest.data(), 32, big.data(), 256));
  // A salt too long for the modulus.
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_rsa_pss_verify(&pk, h, h, 230, digest.data(), 32, sig.data(), 256));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_rsa_pkcs1v15_verify(&pk, h, digest.data(), 31, sig.data(), 256));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_rsa_pkcs1v15_verify(nullptr, h, digest.data(), 32, sig.data(), 256));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_rsa_pkcs1v15_verify(&pk, nullptr, digest.data(), 32, sig.data(), 256));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_rsa_pss_verify(&pk, h, nullptr, 32, digest.data(), 32, sig.data(), 256));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_rsa_pss_verify(&pk, h, h, 32, digest.data(), 32, nullptr, 256));
}

}  // namespace
