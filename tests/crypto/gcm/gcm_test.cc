// AES-GCM (mcucrypt/gcm.h): the NIST CAVP GCMVS files (kat/aes_gcm, one
// test each, run as separate targets by filter), Botan's gcm.vec (the GCM
// specification's test cases and more), and the API contract: argument
// errors, tag failure zeroing the output, in place, every tag length, IVs
// of any length.
#include "mcucrypt/gcm.h"

#include <stdint.h>
#include <string.h>

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

const std::string& Field(const RspRecord& r, const char* name) {
  static const std::string kEmpty;
  auto it = r.fields.find(name);
  return it == r.fields.end() ? kEmpty : it->second;
}

struct Counts {
  size_t records = 0, fails = 0;
};

// A quarter of one GCMVS file: the records whose position is part (mod 4),
// so each quarter can be a test target of its own. Encrypt files:
// encryption reproduces CT and Tag and decryption gives PT back. Decrypt
// files: PT, or FAIL -> MCU_ERR_AUTH_FAILED with a zeroed output.
Counts RunCavp(const char* file, size_t part) {
  Counts c;
  std::vector<RspRecord> records;
  std::string error;
  EXPECT_TRUE(ReadRspFile(VectorPath(std::string("kat/aes_gcm/") + file), &records, &error))
      << error;
  size_t index = 0;
  for (const RspRecord& r : records) {
    if (r.fields.count("Count") == 0) continue;
    if (index++ % 4 != part) continue;
    SCOPED_TRACE(std::string(file) + " line " + std::to_string(r.line));
    const Bytes key = FromHex(Field(r, "Key")), iv = FromHex(Field(r, "IV"));
    const Bytes aad = FromHex(Field(r, "AAD")), ct = FromHex(Field(r, "CT"));
    const Bytes tag = FromHex(Field(r, "Tag"));
    const bool fail = r.fields.count("FAIL") != 0;
    const Bytes pt = FromHex(Field(r, "PT"));
    mcu_block_key k;
    EXPECT_EQ(MCU_OK, mcu_block_key_init(&k, AesFor(key.size()), key.data(), key.size()));
    if (!fail) {
      Bytes out(pt.size()), t(tag.size());
      EXPECT_EQ(MCU_OK, mcu_gcm_encrypt(&k, iv.data(), iv.size(), aad.data(), aad.size(),
                                        pt.data(), pt.size(), out.data(), t.data(), t.size()));
      EXPECT_EQ(Hex(ct), Hex(out));
      EXPECT_EQ(Hex(tag), Hex(t));
    }
    Bytes back(ct.size(), 0xA5);
    const mcu_status st = mcu_gcm_decrypt(&k, iv.data(), iv.size(), aad.data(), aad.size(),
                                          ct.data(), ct.size(), tag.data(), tag.size(),
                                          back.data());
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

// 7875 records per file: 1969, 1969, 1969 and 1968 in the four quarters.
// gcmDecrypt128.rsp has 4011 FAIL records: 987, 1002, 1018 and 1004.
const size_t kQuarterRecords[4] = {1969, 1969, 1969, 1968};
const size_t kQuarterFails[4] = {987, 1002, 1018, 1004};

class GcmCavpTest : public ::testing::TestWithParam<size_t> {};

TEST_P(GcmCavpTest, EncryptExtIV128) {
  EXPECT_EQ(kQuarterRecords[GetParam()], RunCavp("gcmEncryptExtIV128.rsp", GetParam()).records);
}

TEST_P(GcmCavpTest, EncryptExtIV256) {
  EXPECT_EQ(kQuarterRecords[GetParam()], RunCavp("gcmEncryptExtIV256.rsp", GetParam()).records);
}

TEST_P(GcmCavpTest, Decrypt128) {
  const Counts c = RunCavp("gcmDecrypt128.rsp", GetParam());
  EXPECT_EQ(kQuarterRecords[GetParam()], c.records);
  EXPECT_EQ(kQuarterFails[GetParam()], c.fails) << "FAIL records";
}

INSTANTIATE_TEST_SUITE_P(Quarter, GcmCavpTest, ::testing::Values(0, 1, 2, 3));

// Botan's gcm.vec: [AES-128/GCM] (16-byte tag), [AES-256/GCM(12)] (12-byte
// tag), ...; Out = ciphertext || tag. Through the AEAD descriptors. ARIA is
// not in mcucrypt; SM4 is in sm4_gcm_test.
TEST(GcmBotanTest, GcmVec) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/aes_gcm/gcm.vec"), &records, &error)) << error;
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
    size_t tag_len = 16;
    const size_t paren = sec.find('(');
    if (paren != std::string::npos) tag_len = std::stoul(sec.substr(paren + 1));
    const Bytes key = FromHex(Field(r, "Key")), iv = FromHex(Field(r, "Nonce"));
    const Bytes aad = FromHex(Field(r, "AD")), in = FromHex(Field(r, "In"));
    const Bytes want = FromHex(Field(r, "Out"));
    const mcu_aead_desc* a = key.size() == 16   ? &mcu_aes128_gcm_desc
                             : key.size() == 24 ? &mcu_aes192_gcm_desc
                                                : &mcu_aes256_gcm_desc;
    ASSERT_EQ(key.size(), a->key_size);
    ASSERT_EQ(in.size() + tag_len, want.size());
    Bytes out(in.size()), tag(tag_len);
    ASSERT_EQ(MCU_OK, a->encrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(),
                                 in.data(), in.size(), out.data(), tag.data(), tag_len));
    out.insert(out.end(), tag.begin(), tag.end());
    EXPECT_EQ(Hex(want), Hex(out));
    Bytes back(in.size());
    EXPECT_EQ(MCU_OK, a->decrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(),
                                 want.data(), in.size(), want.data() + in.size(), tag_len,
                                 back.data()));
    EXPECT_EQ(Hex(in), Hex(back));
    ++run;
  }
  EXPECT_EQ(47u, run);
  EXPECT_EQ(8u, other);  // 5 ARIA, 3 SM4
}

// --- The contract ---------------------------------------------------------

struct Fixture {
  Bytes key = FromHex("feffe9928665731c6d6a8f9467308308");
  Bytes iv = FromHex("cafebabefacedbaddecaf888");
  Bytes aad = FromHex("feedfacedeadbeeffeedfacedeadbeefabaddad2");
  Bytes pt = FromHex(
      "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
      "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39");
  mcu_block_key k;
  Fixture() { mcu_block_key_init(&k, &mcu_aes128_desc, key.data(), key.size()); }
  ~Fixture() { mcu_block_key_wipe(&k); }
};

// GCM specification test case 4, then every tag length is the prefix of the
// full tag, and a bad tag of each length is refused with a zeroed output.
TEST(GcmContractTest, TagLengths) {
  Fixture f;
  const std::string want_ct =
      "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
      "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091";
  const std::string want_tag = "5bc94fbc3221a5db94fae95ae7121a47";
  for (size_t t : {16, 15, 14, 13, 12, 8, 4}) {
    SCOPED_TRACE(t);
    Bytes ct(f.pt.size()), tag(t);
    ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&f.k, f.iv.data(), 12, f.aad.data(), f.aad.size(),
                                      f.pt.data(), f.pt.size(), ct.data(), tag.data(), t));
    EXPECT_EQ(want_ct, Hex(ct));
    EXPECT_EQ(want_tag.substr(0, 2 * t), Hex(tag));
    Bytes out(ct.size());
    EXPECT_EQ(MCU_OK, mcu_gcm_decrypt(&f.k, f.iv.data(), 12, f.aad.data(), f.aad.size(),
                                      ct.data(), ct.size(), tag.data(), t, out.data()));
    EXPECT_EQ(f.pt, out);
    for (size_t bit = 0; bit < 8 * t; bit += 7) {
      Bytes bad = tag;
      bad[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
      Bytes o(ct.size(), 0x5A);
      EXPECT_EQ(MCU_ERR_AUTH_FAILED,
                mcu_gcm_decrypt(&f.k, f.iv.data(), 12, f.aad.data(), f.aad.size(), ct.data(),
                                ct.size(), bad.data(), t, o.data()));
      EXPECT_TRUE(AllZero(o));
    }
  }
  // Changed ciphertext, AAD or IV: refused too.
  Bytes ct(f.pt.size()), tag(16), o(f.pt.size());
  ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&f.k, f.iv.data(), 12, f.aad.data(), f.aad.size(),
                                    f.pt.data(), f.pt.size(), ct.data(), tag.data(), 16));
  ct[59] ^= 1;
  EXPECT_EQ(MCU_ERR_AUTH_FAILED, mcu_gcm_decrypt(&f.k, f.iv.data(), 12, f.aad.data(),
                                                 f.aad.size(), ct.data(), ct.size(),
                                                 tag.data(), 16, o.data()));
  EXPECT_TRUE(AllZero(o));
  ct[59] ^= 1;
  f.aad[0] ^= 0x80;
  EXPECT_EQ(MCU_ERR_AUTH_FAILED, mcu_gcm_decrypt(&f.k, f.iv.data(), 12, f.aad.data(),
                                                 f.aad.size(), ct.data(), ct.size(),
                                                 tag.data(), 16, o.data()));
  f.aad[0] ^= 0x80;
  f.iv[11] ^= 1;
  EXPECT_EQ(MCU_ERR_AUTH_FAILED, mcu_gcm_decrypt(&f.k, f.iv.data(), 12, f.aad.data(),
                                                 f.aad.size(), ct.data(), ct.size(),
                                                 tag.data(), 16, o.data()));
  EXPECT_TRUE(AllZero(o));
}

// In place equals out of place, both ways, for every length around the
// block and batch boundaries, with IVs of 12 and other lengths.
TEST(GcmContractTest, InPlaceMatchesOutOfPlace) {
  Fixture f;
  Rng rng(7);
  size_t checked = 0;
  for (size_t iv_len : {1, 8, 12, 16, 17, 64}) {
    Bytes iv(iv_len);
    for (auto& b : iv) b = static_cast<uint8_t>(rng.Next());
    for (size_t len = 0; len <= 300; len += (len < 40 ? 1 : 37)) {
      Bytes pt(len), aad(rng.Below(40));
      for (auto& b : pt) b = static_cast<uint8_t>(rng.Next());
      for (auto& b : aad) b = static_cast<uint8_t>(rng.Next());
      Bytes ct(len), tag(16);
      ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&f.k, iv.data(), iv_len, aad.data(), aad.size(),
                                        pt.data(), len, ct.data(), tag.data(), 16));
      Bytes buf = pt, tag2(16);
      ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&f.k, iv.data(), iv_len, aad.data(), aad.size(),
                                        buf.data(), len, buf.data(), tag2.data(), 16));
      EXPECT_EQ(ct, buf);
      EXPECT_EQ(tag, tag2);
      ASSERT_EQ(MCU_OK, mcu_gcm_decrypt(&f.k, iv.data(), iv_len, aad.data(), aad.size(),
                                        buf.data(), len, tag.data(), 16, buf.data()));
      EXPECT_EQ(pt, buf);
      tag[0] ^= 1;
      buf = ct;
      EXPECT_EQ(MCU_ERR_AUTH_FAILED,
                mcu_gcm_decrypt(&f.k, iv.data(), iv_len, aad.data(), aad.size(), buf.data(),
                                len, tag.data(), 16, buf.data()));
      EXPECT_TRUE(AllZero(buf));
      ++checked;
    }
  }
  EXPECT_EQ(6u * 48u, checked);
}

TEST(GcmContractTest, ArgumentErrors) {
  Fixture f;
  uint8_t buf[64] = {0}, tag[16] = {0};
  const uint8_t* iv = f.iv.data();
  // Bad IV and tag lengths.
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(&f.k, iv, 0, nullptr, 0, buf, 16, buf, tag, 16));
  for (size_t t : {0, 1, 2, 3, 5, 6, 7, 9, 10, 11, 17, 32}) {
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
              mcu_gcm_encrypt(&f.k, iv, 12, nullptr, 0, buf, 16, buf, tag, t))
        << t;
    memset(buf, 0x77, sizeof buf);
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
              mcu_gcm_decrypt(&f.k, iv, 12, nullptr, 0, buf, 16, tag, t, buf))
        << t;
    EXPECT_EQ(0, buf[0]) << "decrypt zeroes out on every error once out is usable";
  }
  // NULL pointers with non-zero lengths.
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(nullptr, iv, 12, nullptr, 0, buf, 16, buf, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(&f.k, nullptr, 12, nullptr, 0, buf, 16, buf, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(&f.k, iv, 12, nullptr, 1, buf, 16, buf, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(&f.k, iv, 12, nullptr, 0, nullptr, 16, buf, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(&f.k, iv, 12, nullptr, 0, buf, 16, nullptr, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(&f.k, iv, 12, nullptr, 0, buf, 16, buf, nullptr, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_decrypt(&f.k, iv, 12, nullptr, 0, buf, 16, nullptr, 16, buf));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_decrypt(&f.k, iv, 12, nullptr, 0, buf, 16, tag, 16, nullptr));
  // Partial overlap.
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(&f.k, iv, 12, nullptr, 0, buf, 32, buf + 1, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_decrypt(&f.k, iv, 12, nullptr, 0, buf + 1, 32, tag, 16, buf));
  // Empty message and AAD with NULL pointers are fine.
  EXPECT_EQ(MCU_OK, mcu_gcm_encrypt(&f.k, iv, 12, nullptr, 0, nullptr, 0, nullptr, tag, 16));
  EXPECT_EQ(MCU_OK, mcu_gcm_decrypt(&f.k, iv, 12, nullptr, 0, nullptr, 0, tag, 16, nullptr));
  // A wiped key.
  mcu_block_key wiped;
  mcu_block_key_init(&wiped, &mcu_aes128_desc, f.key.data(), 16);
  mcu_block_key_wipe(&wiped);
  EXPECT_EQ(MCU_ERR_BAD_STATE,
            mcu_gcm_encrypt(&wiped, iv, 12, nullptr, 0, buf, 16, buf, tag, 16));
  memset(buf, 0x77, sizeof buf);
  EXPECT_EQ(MCU_ERR_BAD_STATE,
            mcu_gcm_decrypt(&wiped, iv, 12, nullptr, 0, buf, 16, tag, 16, buf));
  EXPECT_EQ(0, buf[15]);
  // Raw-key functions: NULL key, and the descriptors' shapes.
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_aes128_gcm_encrypt(nullptr, iv, 12, nullptr, 0, buf, 16, buf, tag, 16));
  memset(buf, 0x77, sizeof buf);
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_aes256_gcm_decrypt(nullptr, iv, 12, nullptr, 0, buf, 16, tag, 16, buf));
  EXPECT_EQ(0, buf[0]);
  EXPECT_STREQ("aes-128-gcm", mcu_aes128_gcm_desc.name);
  EXPECT_STREQ("aes-192-gcm", mcu_aes192_gcm_desc.name);
  EXPECT_STREQ("aes-256-gcm", mcu_aes256_gcm_desc.name);
  EXPECT_EQ(24u, mcu_aes192_gcm_desc.key_size);
  EXPECT_EQ(12u, mcu_aes256_gcm_desc.nonce_size);
  EXPECT_EQ(16u, mcu_aes256_gcm_desc.tag_size);
}

// The empty message of the GCM specification, test case 1.
TEST(GcmContractTest, EmptyMessageTestCase1) {
  const Bytes key(16, 0), iv(12, 0);
  uint8_t tag[16];
  ASSERT_EQ(MCU_OK, mcu_aes128_gcm_encrypt(key.data(), iv.data(), 12, nullptr, 0, nullptr, 0,
                                           nullptr, tag, 16));
  EXPECT_EQ("58e2fccefa7e3061367f1d57a4e7455a", ToHex(tag, 16));
}

// A cipher with 8-byte blocks (aead_testing::kToy8) is refused.
TEST(GcmContractTest, RefusesEightByteBlocks) {
  mcu_block_key k;
  const uint8_t key[8] = {0};
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &kToy8, key, 8));
  uint8_t buf[16] = {0}, tag[16];
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(&k, buf, 12, nullptr, 0, buf, 16, buf, tag, 16));
}

// Lengths past SP 800-38D's limits (only representable with a 64-bit
// size_t); nothing is read or written.
TEST(GcmContractTest, LengthLimits) {
  if (sizeof(size_t) < 8) GTEST_SKIP() << "size_t cannot hold 2^36 bytes";
  Fixture f;
  uint8_t buf[16] = {0}, tag[16];
  const uint64_t too_long = (uint64_t{1} << 36) - 31;
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT,
            mcu_gcm_encrypt(&f.k, f.iv.data(), 12, nullptr, 0, buf,
                            static_cast<size_t>(too_long), buf, tag, 16));
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT,
            mcu_gcm_encrypt(&f.k, f.iv.data(), 12, buf, static_cast<size_t>(uint64_t{1} << 61),
                            buf, 0, buf, tag, 16));
}

}  // namespace
