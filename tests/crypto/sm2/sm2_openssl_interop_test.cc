// SM2 with the host's openssl (host only): a key, signature and ciphertext
// made here are accepted by `openssl pkeyutl` (the default ID set with
// -pkeyopt distid:1234567812345678, as OpenSSL 3.0's pkeyutl uses an empty
// ID otherwise), and OpenSSL's signature and ciphertext of a fresh key are
// accepted here. Fails if openssl is missing.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/pem.h"
#include "mcucrypt/sm2.h"
#include "tests/support/test_rng.h"

namespace {

std::string Dir() {
  const char *t = getenv("TEST_TMPDIR");
  return t != nullptr ? t : "/tmp";
}

void WriteFile(const std::string &path, const void *data, size_t len) {
  FILE *f = fopen(path.c_str(), "wb");
  ASSERT_NE(f, nullptr) << path;
  ASSERT_EQ(fwrite(data, 1, len, f), len);
  fclose(f);
}

std::vector<uint8_t> ReadFile(const std::string &path) {
  std::vector<uint8_t> out;
  FILE *f = fopen(path.c_str(), "rb");
  EXPECT_NE(f, nullptr) << path;
  if (f == nullptr) return out;
  uint8_t buf[1024];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) out.insert(out.end(), buf, buf + n);
  fclose(f);
  return out;
}

void WritePem(const std::string &path, const char *label, const uint8_t *der, size_t len) {
  char pem[1024];
  size_t pem_len = 0;
  ASSERT_EQ(mcu_pem_encode(label, der, len, pem, sizeof pem, &pem_len), MCU_OK);
  WriteFile(path, pem, pem_len);
}

int Shell(const std::string &cmd) { return system((cmd + " 2>/dev/null >/dev/null").c_str()); }

mcu_status Generate(void *ctx, uint8_t *out, size_t len) {
  Rng *rng = static_cast<Rng *>(ctx);
  for (size_t i = 0; i < len; ++i) out[i] = static_cast<uint8_t>(rng->Next() >> 56);
  return MCU_OK;
}

const char kDistId[] = " -pkeyopt distid:1234567812345678";

TEST(Sm2OpenSslTest, BothWays) {
  ASSERT_EQ(Shell("openssl version"), 0) << "openssl not found";
  const std::string dir = Dir();
  const std::string msg_path = dir + "/m.bin", key_path = dir + "/k.pem", pub_path = dir + "/p.pem";
  const std::string msg = "SM2 interop message";
  WriteFile(msg_path, msg.data(), msg.size());
  const uint8_t *m = reinterpret_cast<const uint8_t *>(msg.data());
  // mcucrypt -> OpenSSL.
  Rng rng(0x0551);
  const mcu_rng r = {Generate, &rng};
  uint8_t priv[32], pub[65], der[MCU_EC_MAX_PRIVATE_KEY_DER_SIZE], xy[64];
  size_t der_len = 0;
  ASSERT_EQ(mcu_sm2_generate_key(&r, priv, 32, pub, 65), MCU_OK);
  ASSERT_EQ(mcu_ec_pkcs8_private_key_encode(MCU_EC_SM2P256V1, priv, der, sizeof der, &der_len),
            MCU_OK);
  WritePem(key_path, "PRIVATE KEY", der, der_len);
  memcpy(xy, pub + 1, 64);
  ASSERT_EQ(mcu_ec_spki_encode(MCU_EC_SM2P256V1, xy, der, sizeof der, &der_len), MCU_OK);
  WritePem(pub_path, "PUBLIC KEY", der, der_len);
  uint8_t sig[MCU_ECDSA_MAX_DER_SIZE];
  size_t sig_len = 0;
  ASSERT_EQ(mcu_sm2_sign_der(priv, 32, pub, 65, nullptr, 0, m, msg.size(), &r, sig, sizeof sig,
                             &sig_len),
            MCU_OK);
  WriteFile(dir + "/s.der", sig, sig_len);
  EXPECT_EQ(Shell("openssl pkeyutl -verify -rawin -digest sm3 -pubin -inkey " + pub_path + " -in " +
                msg_path + " -sigfile " + dir + "/s.der" + kDistId),
            0);
  sig[sig_len - 1] ^= 1;
  WriteFile(dir + "/s.der", sig, sig_len);
  EXPECT_NE(Shell("openssl pkeyutl -verify -rawin -digest sm3 -pubin -inkey " + pub_path + " -in " +
                msg_path + " -sigfile " + dir + "/s.der" + kDistId),
            0);
  uint8_t ct[200], ct_der[220];
  size_t ct_len = 0, ct_der_len = 0;
  ASSERT_EQ(mcu_sm2_encrypt(pub, 65, m, msg.size(), &r, ct, sizeof ct, &ct_len), MCU_OK);
  ASSERT_EQ(mcu_sm2_ciphertext_to_der(ct, ct_len, ct_der, sizeof ct_der, &ct_der_len), MCU_OK);
  WriteFile(dir + "/c.der", ct_der, ct_der_len);
  ASSERT_EQ(Shell("openssl pkeyutl -decrypt -inkey " + key_path + " -in " + dir + "/c.der -out " +
                dir + "/d.bin"),
            0);
  const std::vector<uint8_t> dec = ReadFile(dir + "/d.bin");
  EXPECT_EQ(std::string(dec.begin(), dec.end()), msg);
  // OpenSSL -> mcucrypt, with a key OpenSSL generates.
  ASSERT_EQ(Shell("openssl genpkey -algorithm SM2 -out " + key_path), 0);
  ASSERT_EQ(Shell("openssl pkey -in " + key_path + " -outform DER -out " + dir + "/k.der"), 0);
  ASSERT_EQ(Shell("openssl pkeyutl -sign -rawin -digest sm3 -inkey " + key_path + " -in " +
                msg_path + " -out " + dir + "/s2.der" + kDistId),
            0);
  ASSERT_EQ(Shell("openssl pkeyutl -encrypt -inkey " + key_path + " -in " + msg_path + " -out " +
                dir + "/c2.der"),
            0);
  // genpkey writes PKCS#8 PEM; pkey -outform DER writes SEC1 ECPrivateKey.
  const std::vector<uint8_t> pem = ReadFile(key_path), sec1 = ReadFile(dir + "/k.der");
  const std::vector<uint8_t> s2 = ReadFile(dir + "/s2.der"), c2 = ReadFile(dir + "/c2.der");
  uint8_t k8[256], opriv[MCU_EC_MAX_SCALAR_SIZE], opriv2[MCU_EC_MAX_SCALAR_SIZE], opub[65];
  size_t k8_len = 0, used = 0;
  ASSERT_EQ(mcu_pem_decode(reinterpret_cast<const char *>(pem.data()), pem.size(), "PRIVATE KEY",
                           k8, sizeof k8, &k8_len, &used),
            MCU_OK);
  mcu_ec_curve_id curve, curve2;
  ASSERT_EQ(mcu_ec_pkcs8_private_key_decode(k8, k8_len, &curve, opriv, sizeof opriv), MCU_OK);
  ASSERT_EQ(curve, MCU_EC_SM2P256V1);
  ASSERT_EQ(mcu_ec_sec1_private_key_decode(sec1.data(), sec1.size(), &curve2, opriv2,
                                           sizeof opriv2),
            MCU_OK);
  EXPECT_EQ(curve2, MCU_EC_SM2P256V1);
  EXPECT_EQ(memcmp(opriv, opriv2, 32), 0);
  ASSERT_EQ(mcu_ec_public_key(curve, opriv, 32, opub, 65), MCU_OK);
  EXPECT_EQ(mcu_sm2_verify_der(opub, 65, nullptr, 0, m, msg.size(), s2.data(), s2.size()), MCU_OK);
  ASSERT_EQ(mcu_sm2_ciphertext_from_der(c2.data(), c2.size(), ct, sizeof ct, &ct_len), MCU_OK);
  uint8_t pt[64];
  size_t pt_len = 0;
  ASSERT_EQ(mcu_sm2_decrypt(opriv, 32, ct, ct_len, pt, sizeof pt, &pt_len), MCU_OK);
  EXPECT_EQ(std::string(reinterpret_cast<const char *>(pt), pt_len), msg);
}

}  // namespace
