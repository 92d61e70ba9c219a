// What the GCM and CCM tests share: byte-vector helpers, the AES descriptor
// for a key length, an 8-byte-block stand-in cipher (which both modes must
// refuse), and the SM4 AEAD known-answer checks through an mcu_aead_desc.
#ifndef MCUCRYPT_TESTS_CRYPTO_GCM_AEAD_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_GCM_AEAD_TESTING_H_

#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/aead_desc.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/block_cipher.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace aead_testing {

using Bytes = std::vector<uint8_t>;

inline std::string Hex(const Bytes& b) { return ToHex(b.data(), b.size()); }

inline bool AllZero(const Bytes& b) {
  for (uint8_t v : b) {
    if (v != 0) return false;
  }
  return true;
}

inline const mcu_block_cipher_desc* AesFor(size_t key_len) {
  switch (key_len) {
    case 16: return &mcu_aes128_desc;
    case 24: return &mcu_aes192_desc;
    case 32: return &mcu_aes256_desc;
    default: return nullptr;
  }
}

// A cipher with 8-byte blocks (the identity): GCM and CCM need 16.
inline mcu_status Copy8(const uint32_t*, const uint8_t* in, uint8_t* out, size_t n) {
  memmove(out, in, 8 * n);
  return MCU_OK;
}
inline mcu_status Expand8(uint32_t*, const uint8_t*) { return MCU_OK; }
const mcu_block_cipher_desc kToy8 = {"toy-64", "test", 8, 8, 1, 1, Expand8, Copy8, Copy8, nullptr, nullptr};

// One known answer through the descriptor: encryption gives ct and tag,
// decryption gives pt back, and a flipped tag bit fails with a zeroed output.
inline void CheckAead(const mcu_aead_desc* a, const Bytes& key, const Bytes& iv, const Bytes& aad,
                      const Bytes& pt, const Bytes& ct, const Bytes& tag) {
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

// RFC 8998's example for cipher ("SM4-GCM", "SM4-CCM") in
// kat/sm4/evpciph_sm4.txt: exactly one record.
inline void CheckRfc8998(const mcu_aead_desc* a, const std::string& cipher) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/sm4/evpciph_sm4.txt"), &records, &error)) << error;
  size_t run = 0;
  for (const RspRecord& r : records) {
    auto c = r.fields.find("Cipher");
    if (c == r.fields.end() || c->second != cipher) continue;
    CheckAead(a, FromHex(r.fields.at("Key")), FromHex(r.fields.at("IV")),
              FromHex(r.fields.at("AAD")), FromHex(r.fields.at("Plaintext")),
              FromHex(r.fields.at("Ciphertext")), FromHex(r.fields.at("Tag")));
    ++run;
  }
  EXPECT_EQ(1u, run);
}

// Botan's .vec records in [section] (Out = ciphertext || 16-byte tag);
// expects records_expected of them.
inline void CheckBotanVec(const mcu_aead_desc* a, const std::string& file,
                          const std::string& section, size_t records_expected) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath(file), &records, &error)) << error;
  size_t run = 0;
  for (const RspRecord& r : records) {
    if (r.fields.count("Out") == 0 || r.section.count(section) == 0) continue;
    SCOPED_TRACE("line " + std::to_string(r.line));
    const Bytes out = FromHex(r.fields.at("Out")), in = FromHex(r.fields.at("In"));
    ASSERT_EQ(in.size() + 16, out.size());
    CheckAead(a, FromHex(r.fields.at("Key")), FromHex(r.fields.at("Nonce")),
              FromHex(r.fields.count("AD") ? r.fields.at("AD") : ""), in,
              Bytes(out.begin(), out.begin() + in.size()),
              Bytes(out.begin() + in.size(), out.end()));
    ++run;
  }
  EXPECT_EQ(records_expected, run);
}

}  // namespace aead_testing

#endif  // MCUCRYPT_TESTS_CRYPTO_GCM_AEAD_TESTING_H_
