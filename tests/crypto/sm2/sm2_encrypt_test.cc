// SM2 encryption: sm2_enc.vec's known answers (the standard's example on
// the Fp-256 example curve and GmSSL's cases, SM3 and SHA-256 for the KDF
// and C3, DER ciphertexts) encrypted with the given nonce and decrypted;
// OpenSSL's decryption cases (evppkey_sm2.txt, including short and padded
// C1 coordinates in DER); round trips; one error for a wrong C3 and for
// every other tampering.
#include <string.h>

#include <map>
#include <string>
#include <vector>

#include "crypto/sm2/sm2_internal.h"
#include "gtest/gtest.h"
#include "mcucrypt/sm2.h"
#include "tests/crypto/sm2/sm2_testing.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

namespace {

using namespace sm2_testing;
namespace sm2 = mcucrypt::sm2;

std::vector<uint8_t> FromDer(const std::vector<uint8_t> &der) {
  std::vector<uint8_t> ct(der.size() + MCU_SM2_CIPHERTEXT_OVERHEAD);
  size_t len = 0;
  EXPECT_EQ(mcu_sm2_ciphertext_from_der(der.data(), der.size(), ct.data(), ct.size(), &len),
            MCU_OK);
  ct.resize(len);
  return ct;
}

TEST(Sm2EncryptTest, KnownAnswers) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/sm2/sm2_enc.vec"), &records, &error)) << error;
  // Botan's files carry values over from one record to the next.
  std::map<std::string, std::string> v;
  int checked = 0;
  for (const RspRecord &r : records) {
    for (const auto &kv : r.fields) v[kv.first] = kv.second;
    if (!r.fields.count("Ciphertext")) continue;
    const sm2::Group g = GroupFor(v.at("P"), HashByName(v.count("Hash") ? v.at("Hash") : "SM3"));
    const std::vector<uint8_t> d = Be(v.at("x"), 32), k = Be(v.at("Nonce"), 32);
    const std::vector<uint8_t> msg = FromHex(v.at("Msg"));
    const std::vector<uint8_t> der = FromHex(v.at("Ciphertext"));
    std::vector<uint8_t> pub(64), ct(msg.size() + 97), pt(msg.size());
    ASSERT_EQ(sm2::group_mul_base(g, pub.data(), d.data()), MCU_OK);
    uint32_t retry = 1;
    ASSERT_EQ(sm2::encrypt_with_k(g, pub.data(), k.data(), msg.data(), msg.size(), ct.data(),
                                  &retry),
              MCU_OK);
    EXPECT_EQ(retry, 0u);
    EXPECT_EQ(Hex(ct), Hex(FromDer(der))) << "line " << r.line;
    std::vector<uint8_t> again(der.size() + 20);
    size_t again_len = 0;
    ASSERT_EQ(mcu_sm2_ciphertext_to_der(ct.data(), ct.size(), again.data(), again.size(),
                                        &again_len),
              MCU_OK);
    again.resize(again_len);
    EXPECT_EQ(Hex(again), Hex(der));
    ASSERT_EQ(sm2::decrypt(g, d.data(), ct.data(), ct.size(), pt.data()), MCU_OK);
    EXPECT_EQ(Hex(pt), Hex(msg));
    // C3 changed: refused, nothing released.
    ct[70] ^= 0x01;
    EXPECT_EQ(sm2::decrypt(g, d.data(), ct.data(), ct.size(), pt.data()), MCU_ERR_AUTH_FAILED);
    for (uint8_t b : pt) ASSERT_EQ(b, 0);
    ++checked;
  }
  EXPECT_EQ(checked, 5);
}

TEST(Sm2EncryptTest, OpenSslDecrypt) {
  const std::vector<uint8_t> priv = OpenSslKey1();
  int checked = 0;
  for (const EvpBlock &b : EvpBlocks(ReadText("kat/sm2/evppkey_sm2.txt"))) {
    if (Field(b, "Decrypt") != "SM2_key1") continue;
    const std::string ctrl = Field(b, "Ctrl");
    if (ctrl == "digest:SHAKE128") {
      // OpenSSL refuses an XOF at its control (KEYOP_ERROR); this API has
      // SM3 only, so there is nothing to choose. The input itself is an SM3
      // ciphertext that decrypts.
      EXPECT_EQ(Field(b, "Result"), "KEYOP_ERROR");
    } else {
      EXPECT_TRUE(ctrl.empty() || ctrl == "digest:SM3") << ctrl;
    }
    std::string want = Field(b, "Output");
    const std::vector<uint8_t> ct = FromDer(FromHex(Field(b, "Input")));
    std::vector<uint8_t> pt(ct.size());
    size_t pt_len = 0;
    ASSERT_EQ(mcu_sm2_decrypt(priv.data(), 32, ct.data(), ct.size(), pt.data(), pt.size(), &pt_len),
              MCU_OK);
    if (!want.empty()) {
      ASSERT_EQ(want.front(), '"');
      want = want.substr(1, want.size() - 2);
      EXPECT_EQ(std::string(reinterpret_cast<const char *>(pt.data()), pt_len), want);
    }
    ++checked;
  }
  EXPECT_EQ(checked, 5);
}

TEST(Sm2EncryptTest, RoundTripsAndRefusals) {
  Rng rng(0x454e43);
  const mcu_rng r = {TestGenerate, &rng};
  uint8_t priv[32], pub[65];
  ASSERT_EQ(mcu_sm2_generate_key(&r, priv, 32, pub, 65), MCU_OK);
  for (size_t len : {1u, 31u, 32u, 33u, 100u}) {
    std::vector<uint8_t> msg(len), ct(len + 97), pt(len);
    for (auto &b : msg) b = static_cast<uint8_t>(rng.Next());
    size_t ct_len = 0, pt_len = 0;
    ASSERT_EQ(mcu_sm2_encrypt(pub, 65, msg.data(), len, &r, ct.data(), ct.size(), &ct_len),
              MCU_OK);
    ASSERT_EQ(ct_len, len + 97);
    ASSERT_EQ(mcu_sm2_decrypt(priv, 32, ct.data(), ct_len, pt.data(), pt.size(), &pt_len), MCU_OK);
    ASSERT_EQ(pt_len, len);
    EXPECT_EQ(Hex(pt), Hex(msg));
    // Any byte of C3 or C2 changed: the same error, output zeroed. C1
    // changed: off the curve, the same error.
    for (size_t at : {size_t{1}, size_t{64}, size_t{65}, size_t{96}, size_t{97}, ct_len - 1}) {
      std::vector<uint8_t> bad = ct;
      bad[at] ^= 0x80;
      memset(pt.data(), 0xAA, pt.size());
      EXPECT_EQ(mcu_sm2_decrypt(priv, 32, bad.data(), ct_len, pt.data(), pt.size(), &pt_len),
                MCU_ERR_AUTH_FAILED)
          << at;
      EXPECT_EQ(pt_len, 0u);
      for (uint8_t b : pt) ASSERT_EQ(b, 0);
    }
  }
  const uint8_t msg[4] = {1, 2, 3, 4};
  uint8_t ct[101], pt[4];
  size_t n = 0;
  EXPECT_EQ(mcu_sm2_encrypt(pub, 65, msg, 4, &r, ct, 100, &n), MCU_ERR_BUFFER_TOO_SMALL);
  EXPECT_EQ(mcu_sm2_encrypt(pub, 65, msg, 0, &r, ct, 101, &n), MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_sm2_encrypt(pub, 65, msg, 4, nullptr, ct, 101, &n), MCU_ERR_INVALID_ARGUMENT);
  uint8_t off[65];
  memcpy(off, pub, 65);
  off[64] ^= 1;
  EXPECT_EQ(mcu_sm2_encrypt(off, 65, msg, 4, &r, ct, 101, &n), MCU_ERR_INVALID_KEY);
  ASSERT_EQ(mcu_sm2_encrypt(pub, 65, msg, 4, &r, ct, 101, &n), MCU_OK);
  EXPECT_EQ(mcu_sm2_decrypt(priv, 32, ct, 97, pt, 4, &n), MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_sm2_decrypt(priv, 32, ct, 101, pt, 3, &n), MCU_ERR_BUFFER_TOO_SMALL);
  EXPECT_EQ(mcu_sm2_decrypt(priv, 31, ct, 101, pt, 4, &n), MCU_ERR_INVALID_ARGUMENT);
  const uint8_t zero[32] = {0};
  EXPECT_EQ(mcu_sm2_decrypt(zero, 32, ct, 101, pt, 4, &n), MCU_ERR_INVALID_KEY);
  // DER: trailing bytes, a 31-byte C3.
  uint8_t der[140], back[120];
  size_t der_len = 0, back_len = 0;
  ASSERT_EQ(mcu_sm2_ciphertext_to_der(ct, 101, der, sizeof der, &der_len), MCU_OK);
  EXPECT_EQ(mcu_sm2_ciphertext_from_der(der, der_len + 1, back, sizeof back, &back_len),
            MCU_ERR_MALFORMED);
  EXPECT_EQ(mcu_sm2_ciphertext_from_der(der, der_len - 1, back, sizeof back, &back_len),
            MCU_ERR_MALFORMED);
  ASSERT_EQ(mcu_sm2_ciphertext_from_der(der, der_len, back, sizeof back, &back_len), MCU_OK);
  EXPECT_EQ(ToHex(back, back_len), ToHex(ct, 101));
}

}  // namespace
