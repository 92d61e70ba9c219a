// RSA key generation: keys of each size are consistent (a signature made
// with CRT verifies, OAEP round-trips, the PKCS#8 file reads back equal),
// the primes pass mcu_prime_test, the same rng bytes give the same key, and
// arguments and a failing rng are refused with buf wiped. With
// RSA_KEYGEN_OPENSSL (host only), `openssl pkey -check` accepts the PKCS#8
// files of 1024- to 4096-bit keys.
#include <stdint.h>
#include <stdio.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/pem.h"
#include "mcucrypt/prime.h"
#include "mcucrypt/rsa.h"
#include "mcucrypt/sha256.h"
#include "tests/support/test_rng.h"

namespace {

mcu_status RngBytes(void* ctx, uint8_t* out, size_t len) {
  Rng* rng = static_cast<Rng*>(ctx);
  for (size_t i = 0; i < len; ++i) out[i] = static_cast<uint8_t>(rng->Next() >> 56);
  return MCU_OK;
}

// A key from a seeded rng, checked for consistency; its PKCS#8 DER in *der.
void MakeKey(size_t bits, uint64_t seed, mcu_rsa_keygen_buf* buf, mcu_rsa_private_key* sk,
             std::vector<uint8_t>* der) {
  Rng bytes(seed);
  const mcu_rng rng = {RngBytes, &bytes};
  ASSERT_EQ(mcu_rsa_generate_key(bits, 0, &rng, nullptr, buf, sk), MCU_OK);
  ASSERT_EQ(sk->pub.n_len, bits / 8);
  EXPECT_NE(sk->pub.n[0] & 0x80, 0);  // exactly `bits` bits
  ASSERT_EQ(mcu_rsa_public_key_check(&sk->pub), MCU_OK);
  for (const uint8_t* prime : {sk->p, sk->q}) {
    int is_prime = 0;
    ASSERT_EQ(mcu_prime_test(prime, bits / 16, 8, 0, &rng, &is_prime), MCU_OK);
    EXPECT_EQ(is_prime, 1);
  }
  // A signature through CRT, and one without it (d alone), both verify.
  uint8_t digest[32];
  for (size_t i = 0; i < 32; ++i) digest[i] = static_cast<uint8_t>(i * 7 + seed);
  const size_t k = bits / 8;
  std::vector<uint8_t> sig(k), sig_d(k);
  ASSERT_EQ(mcu_rsa_pkcs1v15_sign(sk, &mcu_sha256_desc, digest, 32, &rng, sig.data(), k), MCU_OK);
  EXPECT_EQ(mcu_rsa_pkcs1v15_verify(&sk->pub, &mcu_sha256_desc, digest, 32, sig.data(), k),
            MCU_OK);
  mcu_rsa_private_key no_crt = *sk;
  no_crt.p = nullptr;
  ASSERT_EQ(mcu_rsa_pkcs1v15_sign(&no_crt, &mcu_sha256_desc, digest, 32, &rng, sig_d.data(), k),
            MCU_OK);
  EXPECT_EQ(sig_d, sig);
  // The PKCS#8 file reads back to the same integers.
  std::vector<uint8_t> out(5 * k + 256);
  const uint8_t* p8 = nullptr;
  size_t p8_len = 0;
  ASSERT_EQ(mcu_rsa_private_key_to_der(sk, 1, out.data(), out.size(), &p8, &p8_len), MCU_OK);
  der->assign(p8, p8 + p8_len);
  mcu_rsa_private_key back = {};
  ASSERT_EQ(mcu_rsa_private_key_from_der(&back, der->data(), der->size()), MCU_OK);
  EXPECT_EQ(std::vector<uint8_t>(back.d, back.d + back.d_len).back(), sk->d[k - 1]);
  EXPECT_EQ(std::vector<uint8_t>(back.pub.n, back.pub.n + back.pub.n_len),
            std::vector<uint8_t>(sk->pub.n, sk->pub.n + k));
}

#ifndef RSA_KEYGEN_OPENSSL

mcu_status FailingBytes(void*, uint8_t*, size_t) { return MCU_ERR_HARDWARE; }

bool AllZero(const void* p, size_t len) {
  const uint8_t* b = static_cast<const uint8_t*>(p);
  for (size_t i = 0; i < len; ++i) {
    if (b[i] != 0) return false;
  }
  return true;
}

TEST(RsaKeygenTest, Key1024IsConsistentAndReproducible) {
  static mcu_rsa_keygen_buf a, b;
  mcu_rsa_private_key ska, skb;
  std::vector<uint8_t> der_a, der_b;
  MakeKey(1024, 1, &a, &ska, &der_a);
  MakeKey(1024, 1, &b, &skb, &der_b);
  EXPECT_EQ(der_a, der_b);
  MakeKey(1024, 2, &b, &skb, &der_b);
  EXPECT_NE(der_a, der_b);
}

TEST(RsaKeygenTest, Arguments) {
  static mcu_rsa_keygen_buf buf;
  mcu_rsa_private_key sk;
  Rng bytes(3);
  const mcu_rng rng = {RngBytes, &bytes};
  const mcu_rng failing = {FailingBytes, nullptr};
  EXPECT_EQ(mcu_rsa_generate_key(2048, 0, nullptr, nullptr, &buf, &sk), MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_rsa_generate_key(2048, 0, &rng, nullptr, nullptr, &sk), MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_rsa_generate_key(2048, 0, &rng, nullptr, &buf, nullptr), MCU_ERR_INVALID_ARGUMENT);
  for (size_t bits : {0u, 512u, 1000u, 2047u, 4160u, 8192u}) {
    EXPECT_EQ(mcu_rsa_generate_key(bits, 0, &rng, nullptr, &buf, &sk), MCU_ERR_INVALID_ARGUMENT)
        << bits;
    EXPECT_TRUE(AllZero(&sk, sizeof(sk)));
  }
  for (uint32_t e : {3u, 17u, 65536u, 65538u}) {
    EXPECT_EQ(mcu_rsa_generate_key(2048, e, &rng, nullptr, &buf, &sk), MCU_ERR_INVALID_ARGUMENT)
        << e;
  }
  for (size_t i = 0; i < sizeof(buf); ++i) reinterpret_cast<uint8_t*>(&buf)[i] = 0x5A;
  EXPECT_EQ(mcu_rsa_generate_key(2048, 0, &failing, nullptr, &buf, &sk), MCU_ERR_RNG_FAILED);
  EXPECT_TRUE(AllZero(&buf, sizeof(buf)));
  EXPECT_TRUE(AllZero(&sk, sizeof(sk)));
}

#else

// The key's PKCS#8 PEM through `openssl pkey -check`: "Key is valid".
void OpensslAccepts(size_t bits, uint64_t seed) {
  static mcu_rsa_keygen_buf buf;
  mcu_rsa_private_key sk;
  std::vector<uint8_t> der;
  ASSERT_NO_FATAL_FAILURE(MakeKey(bits, seed, &buf, &sk, &der));
  std::vector<char> pem(mcu_pem_encoded_len(11, der.size()) + 1);
  size_t pem_len = 0;
  ASSERT_EQ(mcu_pem_encode("PRIVATE KEY", der.data(), der.size(), pem.data(), pem.size(),
                           &pem_len),
            MCU_OK);
  const char* tmp = getenv("TEST_TMPDIR");
  const std::string path =
      std::string(tmp ? tmp : "/tmp") + "/rsa_keygen_" + std::to_string(bits) + ".pem";
  FILE* f = fopen(path.c_str(), "w");
  ASSERT_NE(f, nullptr);
  fputs(pem.data(), f);
  fclose(f);
  const std::string cmd = "openssl pkey -check -noout -in " + path + " 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  ASSERT_NE(p, nullptr);
  std::string output;
  char line[256];
  while (fgets(line, sizeof(line), p) != nullptr) output += line;
  EXPECT_EQ(pclose(p), 0) << output;
  EXPECT_NE(output.find("Key is valid"), std::string::npos) << output;
}

TEST(RsaKeygenOpensslTest, Key1024) { OpensslAccepts(1024, 11); }
TEST(RsaKeygenOpensslTest, Key2048) { OpensslAccepts(2048, 12); }
TEST(RsaKeygenOpensslTest, Key3072) { OpensslAccepts(3072, 13); }
TEST(RsaKeygenOpensslTest, Key4096) { OpensslAccepts(4096, 14); }

#endif

}  // namespace
