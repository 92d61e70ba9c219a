// SM2 keys as OpenSSL writes them, through crypto/ec's key-file code
// (PKCS#8 and SubjectPublicKeyInfo with id-ecPublicKey and the SM2 curve
// OID 1.2.156.10197.1.301). The fixtures were written on the host with
// OpenSSL 3.0.19 (recorded here, not run by the test):
//   openssl genpkey -algorithm SM2 -out k.pem
//   openssl pkey -in k.pem -pubout -out pub.pem
//   printf 'mcucrypt SM2 interop' > m.txt
//   openssl pkeyutl -sign -rawin -digest sm3 -in m.txt -inkey k.pem          (ID empty:
//       OpenSSL 3.0's pkeyutl default)
//   openssl pkeyutl -sign -rawin -digest sm3 -in m.txt -inkey k.pem
//       -pkeyopt distid:1234567812345678                                    (default ID)
//   openssl pkeyutl -encrypt -pubin -inkey pub.pem -in m.txt
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/pem.h"
#include "mcucrypt/sm2.h"
#include "tests/support/hex.h"

namespace {

const char kPrivatePem[] =
    "-----BEGIN PRIVATE KEY-----\n"
    "MIGHAgEAMBMGByqGSM49AgEGCCqBHM9VAYItBG0wawIBAQQgG1XVDBMw417WbMuY\n"
    "jz5h1yZsPL3vdyhGjdd89eleWk6hRANCAATu4Q+rHwclZ70fwCXsvtmZo5gpqmaX\n"
    "vIxXtbagVZSYwz1Qn8I/132Arfgdy9/cSS8dpR2aimO2FxGpopl/GQRf\n"
    "-----END PRIVATE KEY-----\n";
const char kPublicPem[] =
    "-----BEGIN PUBLIC KEY-----\n"
    "MFkwEwYHKoZIzj0CAQYIKoEcz1UBgi0DQgAE7uEPqx8HJWe9H8Al7L7ZmaOYKapm\n"
    "l7yMV7W2oFWUmMM9UJ/CP9d9gK34Hcvf3EkvHaUdmopjthcRqaKZfxkEXw==\n"
    "-----END PUBLIC KEY-----\n";
const char kMessage[] = "mcucrypt SM2 interop";
const char kSigEmptyId[] =
    "3044022015e2cb1f9f59cfa16871d50d8570b0657163e254dc46d53a23acb066b4486e8d022076b4aa92bad59a"
    "b5e5db1d382a117d4de1ac0f6871e0ce9f2d43a456c5642097";
const char kSigDefaultId[] =
    "30460221009044b9c8784187d64fba97907dfe92633fa81319d1b9bc6431ec2ae0b5003dd30221008b102f7e92"
    "1460aa57feba4c1cb820de240f463fdaaf068d806b655be1ac3136";
const char kCiphertext[] =
    "307e022100bc47d68a9fb04c49cefa32f8c24368120e6c1fe722d38126261609b0a4a0cd99022100d2cf182d72"
    "fe2cc650921b36c7534fa6843d6ac52cfd6d5f38d3e3ca0ede10ec04209b21a350f1b135f845399ffe2dce06fe"
    "ded9d1311883215966b46ef9a9fc3dc20414c323392346370a11dc034ecf1b15fb5108d58c07";

std::vector<uint8_t> Der(const char *pem, const char *label) {
  std::vector<uint8_t> der(512);
  size_t len = 0, used = 0;
  EXPECT_EQ(mcu_pem_decode(pem, strlen(pem), label, der.data(), der.size(), &len, &used), MCU_OK);
  der.resize(len);
  return der;
}

TEST(Sm2KeyFilesTest, OpenSslKeysBothWays) {
  const std::vector<uint8_t> pkcs8 = Der(kPrivatePem, "PRIVATE KEY");
  const std::vector<uint8_t> spki = Der(kPublicPem, "PUBLIC KEY");
  mcu_ec_curve_id curve = MCU_EC_SECP256R1;
  uint8_t priv[MCU_EC_MAX_SCALAR_SIZE], xy[2 * MCU_EC_MAX_FIELD_SIZE], pub[65];
  ASSERT_EQ(mcu_ec_pkcs8_private_key_decode(pkcs8.data(), pkcs8.size(), &curve, priv, sizeof priv),
            MCU_OK);
  EXPECT_EQ(curve, MCU_EC_SM2P256V1);
  EXPECT_EQ(ToHex(priv, 32), "1b55d50c1330e35ed66ccb988f3e61d7266c3cbdef7728468dd77cf5e95e5a4e");
  curve = MCU_EC_SECP256R1;
  ASSERT_EQ(mcu_ec_spki_decode(spki.data(), spki.size(), &curve, xy), MCU_OK);
  EXPECT_EQ(curve, MCU_EC_SM2P256V1);
  ASSERT_EQ(mcu_ec_public_key(MCU_EC_SM2P256V1, priv, 32, pub, 65), MCU_OK);
  EXPECT_EQ(ToHex(pub + 1, 64), ToHex(xy, 64));
  // mcucrypt writes the same bytes OpenSSL wrote.
  uint8_t out[MCU_EC_MAX_PRIVATE_KEY_DER_SIZE];
  size_t out_len = 0;
  ASSERT_EQ(mcu_ec_pkcs8_private_key_encode(MCU_EC_SM2P256V1, priv, out, sizeof out, &out_len),
            MCU_OK);
  EXPECT_EQ(ToHex(out, out_len), ToHex(pkcs8.data(), pkcs8.size()));
  ASSERT_EQ(mcu_ec_spki_encode(MCU_EC_SM2P256V1, xy, out, sizeof out, &out_len), MCU_OK);
  EXPECT_EQ(ToHex(out, out_len), ToHex(spki.data(), spki.size()));
}

TEST(Sm2KeyFilesTest, OpenSslSignaturesAndCiphertext) {
  const std::vector<uint8_t> spki = Der(kPublicPem, "PUBLIC KEY");
  mcu_ec_curve_id curve;
  uint8_t xy[2 * MCU_EC_MAX_FIELD_SIZE], pub[65], priv[MCU_EC_MAX_SCALAR_SIZE];
  ASSERT_EQ(mcu_ec_spki_decode(spki.data(), spki.size(), &curve, xy), MCU_OK);
  pub[0] = 0x04;
  memcpy(pub + 1, xy, 64);
  const uint8_t *msg = reinterpret_cast<const uint8_t *>(kMessage);
  const size_t msg_len = strlen(kMessage);
  const std::vector<uint8_t> sig_default = FromHex(kSigDefaultId), sig_empty = FromHex(kSigEmptyId);
  const uint8_t empty_id[1] = {0};
  EXPECT_EQ(mcu_sm2_verify_der(pub, 65, nullptr, 0, msg, msg_len, sig_default.data(),
                               sig_default.size()),
            MCU_OK);
  EXPECT_EQ(mcu_sm2_verify_der(pub, 65, empty_id, 0, msg, msg_len, sig_empty.data(),
                               sig_empty.size()),
            MCU_OK);
  // Each under the other's ID: refused.
  EXPECT_EQ(mcu_sm2_verify_der(pub, 65, empty_id, 0, msg, msg_len, sig_default.data(),
                               sig_default.size()),
            MCU_ERR_INVALID_SIGNATURE);
  EXPECT_EQ(mcu_sm2_verify_der(pub, 65, nullptr, 0, msg, msg_len, sig_empty.data(),
                               sig_empty.size()),
            MCU_ERR_INVALID_SIGNATURE);
  // OpenSSL's ciphertext (DER, C1 coordinates with a 0x00 sign byte).
  const std::vector<uint8_t> pkcs8 = Der(kPrivatePem, "PRIVATE KEY");
  ASSERT_EQ(mcu_ec_pkcs8_private_key_decode(pkcs8.data(), pkcs8.size(), &curve, priv, sizeof priv),
            MCU_OK);
  const std::vector<uint8_t> der = FromHex(kCiphertext);
  uint8_t ct[200], pt[64];
  size_t ct_len = 0, pt_len = 0;
  ASSERT_EQ(mcu_sm2_ciphertext_from_der(der.data(), der.size(), ct, sizeof ct, &ct_len), MCU_OK);
  ASSERT_EQ(mcu_sm2_decrypt(priv, 32, ct, ct_len, pt, sizeof pt, &pt_len), MCU_OK);
  EXPECT_EQ(std::string(reinterpret_cast<const char *>(pt), pt_len), kMessage);
}

}  // namespace
