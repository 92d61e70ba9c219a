// RSA key files made by `openssl genpkey` (openssl_keys.inc, from
// gen_openssl_keys.sh): each key loads from PKCS#8, PKCS#1, SubjectPublicKeyInfo
// and RSAPublicKey PEM; OpenSSL's PKCS#1 v1.5 and PSS signatures verify;
// mcucrypt's PKCS#1 v1.5 signature (CRT, and d alone) equals OpenSSL's byte
// for byte, its PSS signatures verify; OAEP and PKCS#1 v1.5 encryption round
// trips (CRT and d alone); the writers give back OpenSSL's files byte for
// byte; truncated or altered files give an error, never a crash.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mcucrypt/der.h"
#include "mcucrypt/pem.h"
#include "mcucrypt/rsa.h"
#include "tests/crypto/rsa/rsa_testing.h"
#include "tests/support/hex.h"

namespace {

struct OpensslKey {
  int bits;
  const char *pkcs8, *pkcs1, *spki, *rsa_public, *sig_pkcs1v15, *sig_pss;
};

#include "tests/crypto/rsa/openssl_keys.inc"

std::vector<uint8_t> MessageDigest() {
  const std::string m = kOpensslMessage;
  return Digest(&mcu_sha256_desc, std::vector<uint8_t>(m.begin(), m.end()));
}

std::string Pem(const std::vector<uint8_t> &der, const char *label) {
  std::vector<char> out(mcu_pem_encoded_len(strlen(label), der.size()) + 1);
  size_t n = 0;
  EXPECT_EQ(MCU_OK, mcu_pem_encode(label, der.data(), der.size(), out.data(), out.size(), &n));
  return std::string(out.data(), n);
}

class RsaKeyFiles : public testing::TestWithParam<OpensslKey> {};

TEST_P(RsaKeyFiles, LoadSignVerifyWrite) {
  const OpensslKey &key = GetParam();
  const size_t k = static_cast<size_t>(key.bits) / 8;
  std::vector<uint8_t> der8(4096), der1(4096), der_spki(1024), der_pub(1024);
  mcu_rsa_private_key sk8, sk1;
  mcu_rsa_public_key spki, pub;
  ASSERT_EQ(MCU_OK, mcu_rsa_private_key_from_pem(&sk8, key.pkcs8, strlen(key.pkcs8), der8.data(),
                                                 der8.size()));
  ASSERT_EQ(MCU_OK, mcu_rsa_private_key_from_pem(&sk1, key.pkcs1, strlen(key.pkcs1), der1.data(),
                                                 der1.size()));
  ASSERT_EQ(MCU_OK, mcu_rsa_public_key_from_pem(&spki, key.spki, strlen(key.spki),
                                                der_spki.data(), der_spki.size()));
  ASSERT_EQ(MCU_OK, mcu_rsa_public_key_from_pem(&pub, key.rsa_public, strlen(key.rsa_public),
                                                der_pub.data(), der_pub.size()));
  EXPECT_EQ(k, mcu_rsa_modulus_len(&sk8.pub));
  const std::string n = ToHex(spki.n, spki.n_len), e = ToHex(spki.e, spki.e_len);
  EXPECT_EQ("010001", e);
  for (const mcu_rsa_public_key *p : {&sk8.pub, &sk1.pub, &pub}) {
    EXPECT_EQ(n, ToHex(p->n, p->n_len));
    EXPECT_EQ(e, ToHex(p->e, p->e_len));
  }
  EXPECT_EQ(ToHex(sk8.p, sk8.p_len), ToHex(sk1.p, sk1.p_len));
  EXPECT_EQ(ToHex(sk8.qinv, sk8.qinv_len), ToHex(sk1.qinv, sk1.qinv_len));

  // OpenSSL's signatures verify.
  const std::vector<uint8_t> digest = MessageDigest();
  const std::vector<uint8_t> sig15 = FromHex(key.sig_pkcs1v15), pss = FromHex(key.sig_pss);
  EXPECT_EQ(MCU_OK, mcu_rsa_pkcs1v15_verify(&spki, &mcu_sha256_desc, digest.data(), 32,
                                            sig15.data(), sig15.size()));
  EXPECT_EQ(MCU_OK, mcu_rsa_pss_verify(&spki, &mcu_sha256_desc, &mcu_sha256_desc, 32,
                                       digest.data(), 32, pss.data(), pss.size()));
  EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE,
            mcu_rsa_pss_verify(&spki, &mcu_sha256_desc, &mcu_sha256_desc, 31, digest.data(), 32,
                               pss.data(), pss.size()));

  // PKCS#1 v1.5 signing is deterministic: OpenSSL's bytes, with CRT and
  // with d alone.
  TestRng test_rng(3);
  const mcu_rng rng = test_rng.rng();
  std::vector<uint8_t> sig(k);
  ASSERT_EQ(MCU_OK, mcu_rsa_pkcs1v15_sign(&sk8, &mcu_sha256_desc, digest.data(), 32, &rng,
                                          sig.data(), k));
  EXPECT_EQ(ToHex(sig15.data(), sig15.size()), ToHex(sig.data(), k));
  mcu_rsa_private_key d_only = {};
  d_only.pub = sk1.pub;
  d_only.d = sk1.d;
  d_only.d_len = sk1.d_len;
  ASSERT_EQ(MCU_OK, mcu_rsa_pkcs1v15_sign(&d_only, &mcu_sha256_desc, digest.data(), 32, &rng,
                                          sig.data(), k));
  EXPECT_EQ(ToHex(sig15.data(), sig15.size()), ToHex(sig.data(), k));

  // PSS: several salt lengths (0 is deterministic) and MGF1 hashes.
  for (size_t salt : {0u, 20u, 32u, 64u}) {
    ASSERT_EQ(MCU_OK, mcu_rsa_pss_sign(&sk8, &mcu_sha256_desc, &mcu_sha1_desc, salt,
                                       digest.data(), 32, &rng, sig.data(), k));
    EXPECT_EQ(MCU_OK, mcu_rsa_pss_verify(&pub, &mcu_sha256_desc, &mcu_sha1_desc, salt,
                                         digest.data(), 32, sig.data(), k))
        << salt;
  }

  // Encryption round trips (OAEP with a label, PKCS#1 v1.5), decrypted with
  // CRT and with d alone; a changed ciphertext is refused with zeros.
  const std::vector<uint8_t> msg = {'s', 'e', 'c', 'r', 'e', 't'}, label = {'L'};
  std::vector<uint8_t> ct(k), back(k, 0xEE);
  size_t back_len = 0;
  for (int oaep = 0; oaep < 2; ++oaep) {
    ASSERT_EQ(MCU_OK, oaep ? mcu_rsa_oaep_encrypt(&pub, &mcu_sha256_desc, &mcu_sha1_desc,
                                                  label.data(), 1, msg.data(), msg.size(), &rng,
                                                  ct.data(), k)
                           : mcu_rsa_pkcs1v15_encrypt(&pub, msg.data(), msg.size(), &rng,
                                                      ct.data(), k));
    for (const mcu_rsa_private_key *priv : {&sk8, &d_only}) {
      ASSERT_EQ(MCU_OK, oaep ? mcu_rsa_oaep_decrypt(priv, &mcu_sha256_desc, &mcu_sha1_desc,
                                                    label.data(), 1, ct.data(), k, &rng,
                                                    back.data(), k, &back_len)
                             : mcu_rsa_pkcs1v15_decrypt(priv, ct.data(), k, &rng, back.data(), k,
                                                        &back_len));
      EXPECT_EQ(msg, std::vector<uint8_t>(back.begin(), back.begin() + back_len));
    }
    ct[k / 2] ^= 1;
    EXPECT_EQ(MCU_ERR_BAD_PADDING,
              oaep ? mcu_rsa_oaep_decrypt(&sk8, &mcu_sha256_desc, &mcu_sha1_desc, label.data(),
                                          1, ct.data(), k, &rng, back.data(), k, &back_len)
                   : mcu_rsa_pkcs1v15_decrypt(&sk8, ct.data(), k, &rng, back.data(), k,
                                              &back_len));
    EXPECT_EQ(0u, back_len);
    EXPECT_EQ(std::vector<uint8_t>(k - 66, 0), std::vector<uint8_t>(back.begin(), back.begin() + k - 66));
  }
  const std::vector<uint8_t> too_long(k - 65);
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT,
            mcu_rsa_oaep_encrypt(&pub, &mcu_sha256_desc, &mcu_sha256_desc, nullptr, 0,
                                 too_long.data(), too_long.size(), &rng, ct.data(), k));
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL,
            mcu_rsa_pkcs1v15_decrypt(&sk8, ct.data(), k, &rng, back.data(), k - 12, &back_len));

  // The writers give OpenSSL's files back.
  std::vector<uint8_t> buf(4096);
  const uint8_t *out = nullptr;
  size_t out_len = 0;
  ASSERT_EQ(MCU_OK, mcu_rsa_private_key_to_der(&sk8, 1, buf.data(), buf.size(), &out, &out_len));
  EXPECT_EQ(key.pkcs8, Pem(std::vector<uint8_t>(out, out + out_len), "PRIVATE KEY"));
  ASSERT_EQ(MCU_OK, mcu_rsa_private_key_to_der(&sk8, 0, buf.data(), buf.size(), &out, &out_len));
  EXPECT_EQ(key.pkcs1, Pem(std::vector<uint8_t>(out, out + out_len), "RSA PRIVATE KEY"));
  ASSERT_EQ(MCU_OK, mcu_rsa_public_key_to_der(&pub, 1, buf.data(), buf.size(), &out, &out_len));
  EXPECT_EQ(key.spki, Pem(std::vector<uint8_t>(out, out + out_len), "PUBLIC KEY"));
  ASSERT_EQ(MCU_OK, mcu_rsa_public_key_to_der(&pub, 0, buf.data(), buf.size(), &out, &out_len));
  EXPECT_EQ(key.rsa_public, Pem(std::vector<uint8_t>(out, out + out_len), "RSA PUBLIC KEY"));
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL,
            mcu_rsa_public_key_to_der(&pub, 1, buf.data(), 100, &out, &out_len));
}

TEST_P(RsaKeyFiles, MalformedFilesFail) {
  const OpensslKey &key = GetParam();
  std::vector<uint8_t> der(4096);
  size_t der_len = 0;
  ASSERT_EQ(MCU_OK, mcu_pem_decode(key.pkcs8, strlen(key.pkcs8), "PRIVATE KEY", der.data(),
                                   der.size(), &der_len, nullptr));
  der.resize(der_len);
  mcu_rsa_private_key sk;
  // Every truncation, in an exactly-sized buffer (ASan sees any overread).
  for (size_t len = 0; len < der.size(); len += (len < 64 ? 1 : 37)) {
    std::vector<uint8_t> cut(der.begin(), der.begin() + len);
    EXPECT_NE(MCU_OK, mcu_rsa_private_key_from_der(&sk, cut.data(), cut.size())) << len;
  }
  // Trailing data, a changed version, another algorithm.
  std::vector<uint8_t> longer = der;
  longer.push_back(0);
  EXPECT_EQ(MCU_ERR_MALFORMED, mcu_rsa_private_key_from_der(&sk, longer.data(), longer.size()));
  std::vector<uint8_t> changed = der;
  changed[6] = 2;  // PrivateKeyInfo version: 30 82 xx xx 02 01 <00>
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_rsa_private_key_from_der(&sk, changed.data(), changed.size()));
  changed = der;
  changed[19] ^= 1;  // last byte of the rsaEncryption OID
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_rsa_private_key_from_der(&sk, changed.data(), changed.size()));
  // A public key where a private one is expected, and the other way round.
  mcu_rsa_public_key pk;
  std::vector<uint8_t> buf(4096);
  EXPECT_NE(MCU_OK, mcu_rsa_private_key_from_pem(&sk, key.spki, strlen(key.spki), buf.data(),
                                                 buf.size()));
  EXPECT_NE(MCU_OK, mcu_rsa_public_key_from_pem(&pk, key.pkcs8, strlen(key.pkcs8), buf.data(),
                                                buf.size()));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_rsa_private_key_from_der(nullptr, der.data(), der.size()));
}

INSTANTIATE_TEST_SUITE_P(OpenSsl, RsaKeyFiles, testing::ValuesIn(kOpensslKeys),
                         [](const testing::TestParamInfo<OpensslKey> &p) {
                           return "rsa" + std::to_string(p.param.bits);
                         });

}  // namespace
