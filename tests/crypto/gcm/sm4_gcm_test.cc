// SM4-GCM (RFC 8998): the RFC's example in kat/sm4/evpciph_sm4.txt and
// Botan's [SM4/GCM] vectors in kat/aes_gcm/gcm.vec, through
// &mcu_sm4_gcm_desc; a flipped tag bit fails with a zeroed output.
#include <stdint.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/gcm.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace {

using Bytes = std::vector<uint8_t>;

std::string Hex(const Bytes& b) { return ToHex(b.data(), b.size()); }

void Check(const Bytes& key, const Bytes& iv, const Bytes& aad, const Bytes& pt,
           const Bytes& ct, const Bytes& tag) {
  const mcu_aead_desc* a = &mcu_sm4_gcm_desc;
  ASSERT_EQ(key.size(), a->key_size);
  Bytes out(pt.size()), t(tag.size());
  ASSERT_EQ(MCU_OK, a->encrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(),
                               pt.data(), pt.size(), out.data(), t.data(), t.size()));
  EXPECT_EQ(Hex(ct), Hex(out));
  EXPECT_EQ(Hex(tag), Hex(t));
  Bytes back(ct.size());
  EXPECT_EQ(MCU_OK, a->decrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(),
                               ct.data(), ct.size(), tag.data(), tag.size(), back.data()));
  EXPECT_EQ(Hex(pt), Hex(back));
  t = tag;
  t.back() ^= 0x01;
  back.assign(ct.size(), 0xA5);
  EXPECT_EQ(MCU_ERR_AUTH_FAILED,
            a->decrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(), ct.data(),
                       ct.size(), t.data(), t.size(), back.data()));
  EXPECT_EQ(Bytes(ct.size(), 0), back);
}

TEST(Sm4GcmTest, Rfc8998) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/sm4/evpciph_sm4.txt"), &records, &error)) << error;
  size_t run = 0;
  for (const RspRecord& r : records) {
    auto c = r.fields.find("Cipher");
    if (c == r.fields.end() || c->second != "SM4-GCM") continue;
    Check(FromHex(r.fields.at("Key")), FromHex(r.fields.at("IV")), FromHex(r.fields.at("AAD")),
          FromHex(r.fields.at("Plaintext")), FromHex(r.fields.at("Ciphertext")),
          FromHex(r.fields.at("Tag")));
    ++run;
  }
  EXPECT_EQ(1u, run);
}

TEST(Sm4GcmTest, BotanGcmVec) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/aes_gcm/gcm.vec"), &records, &error)) << error;
  size_t run = 0;
  for (const RspRecord& r : records) {
    if (r.fields.count("Out") == 0 || r.section.count("SM4/GCM") == 0) continue;
    SCOPED_TRACE("line " + std::to_string(r.line));
    const Bytes out = FromHex(r.fields.at("Out")), in = FromHex(r.fields.at("In"));
    ASSERT_EQ(in.size() + 16, out.size());
    Check(FromHex(r.fields.at("Key")), FromHex(r.fields.at("Nonce")),
          FromHex(r.fields.count("AD") ? r.fields.at("AD") : ""), in,
          Bytes(out.begin(), out.begin() + in.size()), Bytes(out.begin() + in.size(), out.end()));
    ++run;
  }
  EXPECT_EQ(3u, run);
  EXPECT_STREQ("sm4-gcm", mcu_sm4_gcm_desc.name);
}

}  // namespace
