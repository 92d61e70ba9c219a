// AES-CCM (mcucrypt/ccm.h): every NIST CAVP CCMVS file (kat/aes_ccm: DVPT,
// VADT, VNT, VPT, VTT for 128/192/256-bit keys), Botan's ccm.vec (RFC 3610
// packet vectors and more), and the API contract: argument errors, tag
// failure zeroing the output, in place, every nonce and tag length, both
// internal paths (paired and single-block ciphers), the length field limit.
#include "mcucrypt/ccm.h"

#include <stdint.h>
#include <string.h>

#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/block_cipher.h"
#include "tests/crypto/gcm/aead_testing.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

namespace {

using aead_testing::AesFor;
using aead_testing::AllZero;
using aead_testing::Bytes;
using aead_testing::Hex;
using aead_testing::kToy8;

// "Alen = 0, Plen = 0, Nlen = 7, Tlen = 4" (a DVPT section's name = value,
// rejoined) or "Alen = 32" into the parameter map.
void ParseParams(const std::string& text, std::map<std::string, size_t>* params) {
  size_t start = 0;
  while (start < text.size()) {
    size_t comma = text.find(',', start);
    if (comma == std::string::npos) comma = text.size();
    const std::string item = text.substr(start, comma - start);
    const size_t eq = item.find('=');
    if (eq != std::string::npos) {
      std::string name = item.substr(0, eq);
      name.erase(0, name.find_first_not_of(' '));
      name.erase(name.find_last_not_of(' ') + 1);
      (*params)[name] = std::stoul(item.substr(eq + 1));
    }
    start = comma + 1;
  }
}

struct Counts {
  size_t records = 0, fails = 0;
};

// One CCMVS file. Parameters are stateful: Alen/Plen/Nlen/Tlen come from
// top-level lines and sections, Key and Nonce from records of their own;
// "00" with a zero length is empty. CT is ciphertext || tag. DVPT records
// say Result = Pass (with Payload) or Fail.
Counts RunCavp(const std::string& file) {
  Counts c;
  std::vector<RspRecord> records;
  std::string error;
  EXPECT_TRUE(ReadRspFile(VectorPath("kat/aes_ccm/" + file), &records, &error)) << error;
  std::map<std::string, size_t> params;
  Bytes key, nonce;
  for (const RspRecord& r : records) {
    for (const auto& s : r.section) ParseParams(s.first + " = " + s.second, &params);
    for (const char* p : {"Alen", "Plen", "Nlen", "Tlen"}) {
      auto it = r.fields.find(p);
      if (it != r.fields.end()) params[p] = std::stoul(it->second);
    }
    if (r.fields.count("Key")) key = FromHex(r.fields.at("Key"));
    if (r.fields.count("Nonce")) nonce = FromHex(r.fields.at("Nonce"));
    if (r.fields.count("Count") == 0) continue;
    SCOPED_TRACE(file + " line " + std::to_string(r.line));
    const size_t alen = params.at("Alen"), plen = params.at("Plen");
    const size_t nlen = params.at("Nlen"), tlen = params.at("Tlen");
    Bytes aad = FromHex(r.fields.at("Adata"));
    aad.resize(alen);
    const Bytes ct = FromHex(r.fields.at("CT"));
    EXPECT_EQ(nlen, nonce.size());
    EXPECT_EQ(plen + tlen, ct.size());
    const bool dvpt = r.fields.count("Result") != 0;
    const bool fail = dvpt && r.fields.at("Result").compare(0, 4, "Fail") == 0;
    Bytes pt;
    if (!fail) {
      pt = FromHex(r.fields.at("Payload"));
      pt.resize(plen);
    }
    mcu_block_key k;
    EXPECT_EQ(MCU_OK, mcu_block_key_init(&k, AesFor(key.size()), key.data(), key.size()));
    if (!fail) {
      Bytes out(plen), tag(tlen);
      EXPECT_EQ(MCU_OK, mcu_ccm_encrypt(&k, nonce.data(), nlen, aad.data(), alen, pt.data(),
                                        plen, out.data(), tag.data(), tlen));
      out.insert(out.end(), tag.begin(), tag.end());
      EXPECT_EQ(Hex(ct), Hex(out));
    }
    Bytes back(plen, 0xA5);
    const mcu_status st = mcu_ccm_decrypt(&k, nonce.data(), nlen, aad.data(), alen, ct.data(),
                                          plen, ct.data() + plen, tlen, back.data());
    if (fail) {
      EXPECT_EQ(MCU_ERR_AUTH_FAILED, st);
      EXPECT_TRUE(AllZero(back));
      ++c.fails;
    } else {
      EXPECT_EQ(MCU_OK, st);
      EXPECT_EQ(Hex(pt), Hex(back));
    }
    mcu_block_key_wipe(&k);
    ++c.records;
  }
  return c;
}

void RunKeySizes(const char* kind, size_t records, size_t fails) {
  for (const char* bits : {"128", "192", "256"}) {
    const Counts c = RunCavp(std::string(kind) + bits + ".rsp");
    EXPECT_EQ(records, c.records) << kind << bits;
    EXPECT_EQ(fails, c.fails) << kind << bits;
  }
}

TEST(CcmCavpTest, DecryptionVerification) { RunKeySizes("DVPT", 240, 160); }
TEST(CcmCavpTest, VariableAssociatedData) { RunKeySizes("VADT", 330, 0); }
TEST(CcmCavpTest, VariableNonce) { RunKeySizes("VNT", 70, 0); }
TEST(CcmCavpTest, VariablePayload) { RunKeySizes("VPT", 250, 0); }
TEST(CcmCavpTest, VariableTag) { RunKeySizes("VTT", 70, 0); }

// Botan's ccm.vec: [AES-128/CCM(tag, L)], Out = ciphertext || tag; through
// the generic API (the nonce length is 15 - L). SM4 is in sm4_ccm_test.
TEST(CcmBotanTest, CcmVec) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/aes_ccm/ccm.vec"), &records, &error)) << error;
  size_t run = 0, other = 0;
  for (const RspRecord& r : records) {
    if (r.fields.count("Out") == 0) continue;
    ASSERT_EQ(1u, r.section.size());
    const std::string sec = r.section.begin()->first;
    SCOPED_TRACE(sec + " line " + std::to_string(r.line));
    if (sec.compare(0, 4, "AES-") != 0) {
      ++other;
      continue;
    }
    const size_t paren = sec.find('(');
    ASSERT_NE(std::string::npos, paren);
    const size_t tag_len = std::stoul(sec.substr(paren + 1));
    const size_t l = std::stoul(sec.substr(sec.find(',', paren) + 1));
    const Bytes key = FromHex(r.fields.at("Key")), nonce = FromHex(r.fields.at("Nonce"));
    const Bytes aad = FromHex(r.fields.count("AD") ? r.fields.at("AD") : "");
    const Bytes in = FromHex(r.fields.at("In")), want = FromHex(r.fields.at("Out"));
    ASSERT_EQ(15 - l, nonce.size());
    ASSERT_EQ(in.size() + tag_len, want.size());
    mcu_block_key k;
    ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, AesFor(key.size()), key.data(), key.size()));
    Bytes out(in.size()), tag(tag_len);
    ASSERT_EQ(MCU_OK, mcu_ccm_encrypt(&k, nonce.data(), nonce.size(), aad.data(), aad.size(),
                                      in.data(), in.size(), out.data(), tag.data(), tag_len));
    out.insert(out.end(), tag.begin(), tag.end());
    EXPECT_EQ(Hex(want), Hex(out));
    Bytes back(in.size());
    EXPECT_EQ(MCU_OK, mcu_ccm_decrypt(&k, nonce.data(), nonce.size(), aad.data(), aad.size(),
                                      want.data(), in.size(), want.data() + in.size(), tag_len,
                                      back.data()));
    EXPECT_EQ(Hex(in), Hex(back));
    mcu_block_key_wipe(&k);
    ++run;
  }
  EXPECT_EQ(34u, run);
  EXPECT_EQ(1u, other);  // SM4
}

// --- The contract ---------------------------------------------------------

// RFC 3610 packet vector #1 through the descriptors' raw-key functions.
TEST(CcmContractTest, Rfc3610PacketVector1) {
  const Bytes key = FromHex("c0c1c2c3c4c5c6c7c8c9cacbcccdcecf");
  const Bytes nonce = FromHex("00000003020100a0a1a2a3a4a5");
  const Bytes aad = FromHex("0001020304050607");
  const Bytes pt = FromHex("08090a0b0c0d0e0f101112131415161718191a1b1c1d1e");
  Bytes ct(pt.size()), tag(8);
  ASSERT_EQ(MCU_OK, mcu_aes128_ccm_encrypt(key.data(), nonce.data(), 13, aad.data(), 8,
                                           pt.data(), pt.size(), ct.data(), tag.data(), 8));
  EXPECT_EQ("588c979a61c663d2f066d0c2c0f989806d5f6b61dac384", Hex(ct));
  EXPECT_EQ("17e8d12cfdf926e0", Hex(tag));
  Bytes back(pt.size());
  ASSERT_EQ(MCU_OK, mcu_aes128_ccm_decrypt(key.data(), nonce.data(), 13, aad.data(), 8,
                                           ct.data(), ct.size(), tag.data(), 8, back.data()));
  EXPECT_EQ(pt, back);
  EXPECT_STREQ("aes-128-ccm", mcu_aes128_ccm_desc.name);
  EXPECT_STREQ("aes-192-ccm", mcu_aes192_ccm_desc.name);
  EXPECT_STREQ("aes-256-ccm", mcu_aes256_ccm_desc.name);
  EXPECT_EQ(32u, mcu_aes256_ccm_desc.key_size);
  EXPECT_EQ(12u, mcu_aes128_ccm_desc.nonce_size);
  EXPECT_EQ(16u, mcu_aes192_ccm_desc.tag_size);
}

// The same message through a cipher that runs a block at a time (the
// single-block path: mcu_ctr_xor and a CBC-MAC chain) and through the
// default AES (fixsliced: blocks paired), for every nonce and tag length,
// lengths around the block and the AAD encodings, in place and out of place;
// a flipped tag bit fails with a zeroed output.
TEST(CcmContractTest, PathsAgreeInPlaceAndTagFailure) {
  const Bytes key = FromHex("404142434445464748494a4b4c4d4e4f");
  mcu_block_key paired, single;
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&paired, &mcu_aes128_ct_fixsliced_desc, key.data(), 16));
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&single, &mcu_aes128_table_desc, key.data(), 16));
  ASSERT_EQ(1u, mcu_aes128_table_desc.parallel_blocks);
  ASSERT_EQ(2u, mcu_aes128_ct_fixsliced_desc.parallel_blocks);
  Rng rng(3);
  size_t checked = 0;
  for (size_t nonce_len = 7; nonce_len <= 13; ++nonce_len) {
    for (size_t tag_len = 4; tag_len <= 16; tag_len += 2) {
      for (size_t len : {0, 1, 15, 16, 17, 33, 64, 100}) {
        const size_t aad_len = rng.Below(3) == 0 ? 0 : rng.Below(40);
        Bytes nonce(nonce_len), aad(aad_len), pt(len);
        for (auto& b : nonce) b = static_cast<uint8_t>(rng.Next());
        for (auto& b : aad) b = static_cast<uint8_t>(rng.Next());
        for (auto& b : pt) b = static_cast<uint8_t>(rng.Next());
        Bytes ct1(len), tag1(tag_len), ct2(len), tag2(tag_len);
        ASSERT_EQ(MCU_OK, mcu_ccm_encrypt(&paired, nonce.data(), nonce_len, aad.data(),
                                          aad_len, pt.data(), len, ct1.data(), tag1.data(),
                                          tag_len));
        ASSERT_EQ(MCU_OK, mcu_ccm_encrypt(&single, nonce.data(), nonce_len, aad.data(),
                                          aad_len, pt.data(), len, ct2.data(), tag2.data(),
                                          tag_len));
        EXPECT_EQ(ct1, ct2);
        EXPECT_EQ(tag1, tag2);
        for (mcu_block_key* k : {&paired, &single}) {
          Bytes buf = pt, t(tag_len);
          ASSERT_EQ(MCU_OK, mcu_ccm_encrypt(k, nonce.data(), nonce_len, aad.data(), aad_len,
                                            buf.data(), len, buf.data(), t.data(), tag_len));
          EXPECT_EQ(ct1, buf);
          EXPECT_EQ(tag1, t);
          ASSERT_EQ(MCU_OK, mcu_ccm_decrypt(k, nonce.data(), nonce_len, aad.data(), aad_len,
                                            buf.data(), len, t.data(), tag_len, buf.data()));
          EXPECT_EQ(pt, buf);
          t[rng.Below(tag_len)] ^= static_cast<uint8_t>(1u << rng.Below(8));
          Bytes out(len, 0x5A);
          EXPECT_EQ(MCU_ERR_AUTH_FAILED,
                    mcu_ccm_decrypt(k, nonce.data(), nonce_len, aad.data(), aad_len,
                                    ct1.data(), len, t.data(), tag_len, out.data()));
          EXPECT_TRUE(AllZero(out));
        }
        ++checked;
      }
    }
  }
  EXPECT_EQ(7u * 7u * 8u, checked);
  mcu_block_key_wipe(&paired);
  mcu_block_key_wipe(&single);
}

// The AAD length encodings switch at 2^16 - 2^8 bytes (SP 800-38C A.2.2):
// both sides of it, on both paths, agree with each other.
TEST(CcmContractTest, LongAadEncoding) {
  const Bytes key(16, 7), nonce(12, 9);
  mcu_block_key paired, single;
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&paired, &mcu_aes128_ct_fixsliced_desc, key.data(), 16));
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&single, &mcu_aes128_table_desc, key.data(), 16));
  Bytes aad(0xFF00 + 1, 0x33);
  const Bytes pt(20, 0x44);
  Bytes t_short(16), t_long(16), t_long2(16), ct(20);
  ASSERT_EQ(MCU_OK, mcu_ccm_encrypt(&paired, nonce.data(), 12, aad.data(), 0xFEFF, pt.data(),
                                    20, ct.data(), t_short.data(), 16));
  ASSERT_EQ(MCU_OK, mcu_ccm_encrypt(&paired, nonce.data(), 12, aad.data(), 0xFF00, pt.data(),
                                    20, ct.data(), t_long.data(), 16));
  ASSERT_EQ(MCU_OK, mcu_ccm_encrypt(&single, nonce.data(), 12, aad.data(), 0xFF00, pt.data(),
                                    20, ct.data(), t_long2.data(), 16));
  EXPECT_NE(t_short, t_long);
  EXPECT_EQ(t_long, t_long2);
  mcu_block_key_wipe(&paired);
  mcu_block_key_wipe(&single);
}

TEST(CcmContractTest, ArgumentErrors) {
  const Bytes key(16, 1), nonce(13, 2);
  mcu_block_key k;
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &mcu_aes128_desc, key.data(), 16));
  uint8_t buf[64] = {0}, tag[16] = {0};
  const uint8_t* n = nonce.data();
  for (size_t nl : {0, 1, 6, 14, 15, 16}) {
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
              mcu_ccm_encrypt(&k, n, nl, nullptr, 0, buf, 16, buf, tag, 16))
        << nl;
  }
  for (size_t t : {0, 1, 2, 3, 5, 7, 9, 11, 13, 15, 17, 18, 32}) {
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
              mcu_ccm_encrypt(&k, n, 12, nullptr, 0, buf, 16, buf, tag, t))
        << t;
    memset(buf, 0x77, sizeof buf);
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
              mcu_ccm_decrypt(&k, n, 12, nullptr, 0, buf, 16, tag, t, buf))
        << t;
    EXPECT_EQ(0, buf[0]) << "decrypt zeroes out on every error once out is usable";
  }
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_encrypt(nullptr, n, 12, nullptr, 0, buf, 16, buf, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_encrypt(&k, nullptr, 12, nullptr, 0, buf, 16, buf, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_encrypt(&k, n, 12, nullptr, 3, buf, 16, buf, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_encrypt(&k, n, 12, nullptr, 0, nullptr, 16, buf, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_encrypt(&k, n, 12, nullptr, 0, buf, 16, nullptr, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_encrypt(&k, n, 12, nullptr, 0, buf, 16, buf, nullptr, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_decrypt(&k, n, 12, nullptr, 0, buf, 16, nullptr, 16, buf));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_decrypt(&k, n, 12, nullptr, 0, buf, 16, tag, 16, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_encrypt(&k, n, 12, nullptr, 0, buf, 32, buf + 8, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_decrypt(&k, n, 12, nullptr, 0, buf + 8, 32, tag, 16, buf));
  EXPECT_EQ(MCU_OK, mcu_ccm_encrypt(&k, n, 12, nullptr, 0, nullptr, 0, nullptr, tag, 16));
  EXPECT_EQ(MCU_OK, mcu_ccm_decrypt(&k, n, 12, nullptr, 0, nullptr, 0, tag, 16, nullptr));
  // The length field: nonce 13 leaves L = 2, so 65535 bytes is the most.
  std::vector<uint8_t> big(65536);
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT,
            mcu_ccm_encrypt(&k, n, 13, nullptr, 0, big.data(), 65536, big.data(), tag, 16));
  EXPECT_EQ(MCU_OK,
            mcu_ccm_encrypt(&k, n, 13, nullptr, 0, big.data(), 65535, big.data(), tag, 16));
  big[0] = 1;
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT,
            mcu_ccm_decrypt(&k, n, 13, nullptr, 0, big.data(), 65536, tag, 16, big.data()));
  EXPECT_EQ(0, big[0]);
  // A wiped key.
  mcu_block_key_wipe(&k);
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ccm_encrypt(&k, n, 12, nullptr, 0, buf, 16, buf, tag, 16));
  memset(buf, 0x77, sizeof buf);
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ccm_decrypt(&k, n, 12, nullptr, 0, buf, 16, tag, 16, buf));
  EXPECT_EQ(0, buf[15]);
  // Raw-key functions with a NULL key.
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_aes128_ccm_encrypt(nullptr, n, 12, nullptr, 0, buf, 16, buf, tag, 16));
  memset(buf, 0x77, sizeof buf);
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_aes192_ccm_decrypt(nullptr, n, 12, nullptr, 0, buf, 16, tag, 16, buf));
  EXPECT_EQ(0, buf[0]);
}

// A cipher with 8-byte blocks (aead_testing::kToy8) is refused.
TEST(CcmContractTest, RefusesEightByteBlocks) {
  mcu_block_key k;
  const uint8_t key[8] = {0};
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &kToy8, key, 8));
  uint8_t buf[16] = {0}, tag[16];
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_encrypt(&k, buf, 12, nullptr, 0, buf, 16, buf, tag, 16));
}

}  // namespace
