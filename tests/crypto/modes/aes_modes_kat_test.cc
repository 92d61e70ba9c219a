// AES-ECB/CBC/CTR known answers through mcucrypt/modes.h (one-shot, in place,
// streamed): SP 800-38A Appendix F, every CAVP ECB*.rsp and CBC*.rsp
// (AESAVS KAT + MMT, both directions), RFC 3686, and OpenSSL's
// evpciph_aes_common.txt ECB/CBC/CTR blocks. Counts asserted.
#include <string>

#include "gtest/gtest.h"
#include "mcucrypt/aes.h"
#include "tests/crypto/modes/mode_kat.h"
#include "tests/support/vectors.h"

namespace {

const mcu_block_cipher_desc* AesFor(size_t key_len) {
  switch (key_len) {
    case 16: return &mcu_aes128_desc;
    case 24: return &mcu_aes192_desc;
    case 32: return &mcu_aes256_desc;
    default: return nullptr;
  }
}

TEST(AesModesKat, Sp800_38a) {
  const std::vector<RspRecord> records = ReadRsp(VectorPath("kat/aes/sp800_38a.txt"));
  int run = 0, other = 0;
  for (const RspRecord& r : records) {
    const std::string mode = r.fields.at("Mode");
    const std::string where = "sp800_38a.txt line " + std::to_string(r.line) + " " + mode;
    const Bytes key = RspBytes(r, "Key");
    const Bytes pt = RspBytes(r, "Plaintext"), ct = RspBytes(r, "Ciphertext");
    Mode m;
    if (mode.compare(0, 4, "ECB-") == 0) {
      m = Mode::kEcb;
    } else if (mode.compare(0, 4, "CBC-") == 0) {
      m = Mode::kCbc;
    } else if (mode.compare(0, 4, "CTR-") == 0) {
      m = Mode::kCtr;
    } else {
      ++other;  // CFB, OFB: not provided
      continue;
    }
    const Bytes iv = m == Mode::kEcb ? Bytes() : RspBytes(r, "IV");
    ASSERT_NE(nullptr, AesFor(key.size())) << where;
    EXPECT_TRUE(CheckModeKat(AesFor(key.size()), m, key, iv, pt, ct, where));
    ++run;
  }
  EXPECT_EQ(9, run);
  EXPECT_EQ(6, other);
}

struct RspCase {
  const char* file;
  int records;
};

class AesCavpTest : public ::testing::TestWithParam<RspCase> {};

TEST_P(AesCavpTest, EncryptAndDecrypt) {
  const std::string file = GetParam().file;
  const std::vector<RspRecord> records = ReadRsp(VectorPath("kat/aes/" + file));
  const Mode m = file.compare(0, 3, "CBC") == 0 ? Mode::kCbc : Mode::kEcb;
  int enc = 0, dec = 0;
  for (const RspRecord& r : records) {
    const bool encrypt = r.section.count("ENCRYPT") != 0;
    ASSERT_TRUE(encrypt || r.section.count("DECRYPT") != 0) << file << " line " << r.line;
    const Bytes key = RspBytes(r, "KEY");
    const Bytes iv = m == Mode::kCbc ? RspBytes(r, "IV") : Bytes();
    const Bytes pt = RspBytes(r, "PLAINTEXT"), ct = RspBytes(r, "CIPHERTEXT");
    ASSERT_NE(nullptr, AesFor(key.size()));
    EXPECT_TRUE(CheckModeKat(AesFor(key.size()), m, key, iv, pt, ct,
                             file + " line " + std::to_string(r.line)));
    (encrypt ? enc : dec)++;
  }
  EXPECT_EQ(GetParam().records, enc + dec) << file;
  EXPECT_EQ(enc, dec) << file;
}

const RspCase kCavp[] = {
    {"CBCGFSbox128.rsp", 14},  {"CBCGFSbox192.rsp", 12},  {"CBCGFSbox256.rsp", 10},
    {"CBCKeySbox128.rsp", 42}, {"CBCKeySbox192.rsp", 48}, {"CBCKeySbox256.rsp", 32},
    {"CBCMMT128.rsp", 20},     {"CBCMMT192.rsp", 20},     {"CBCMMT256.rsp", 20},
    {"CBCVarKey128.rsp", 256}, {"CBCVarKey192.rsp", 384}, {"CBCVarKey256.rsp", 512},
    {"CBCVarTxt128.rsp", 256}, {"CBCVarTxt192.rsp", 256}, {"CBCVarTxt256.rsp", 256},
    {"ECBGFSbox128.rsp", 14},  {"ECBGFSbox192.rsp", 12},  {"ECBGFSbox256.rsp", 10},
    {"ECBKeySbox128.rsp", 42}, {"ECBKeySbox192.rsp", 48}, {"ECBKeySbox256.rsp", 32},
    {"ECBMMT128.rsp", 20},     {"ECBMMT192.rsp", 20},     {"ECBMMT256.rsp", 20},
    {"ECBVarKey128.rsp", 256}, {"ECBVarKey192.rsp", 384}, {"ECBVarKey256.rsp", 512},
    {"ECBVarTxt128.rsp", 256}, {"ECBVarTxt192.rsp", 256}, {"ECBVarTxt256.rsp", 256},
};

INSTANTIATE_TEST_SUITE_P(Files, AesCavpTest, ::testing::ValuesIn(kCavp),
                         [](const ::testing::TestParamInfo<RspCase>& p) {
                           std::string s = p.param.file;
                           return s.substr(0, s.find('.'));
                         });

TEST(AesModesKat, Rfc3686Ctr) {
  int run = 0;
  for (const char* file :
       {"rfc3686-aes-128-ctr.txt", "rfc3686-aes-192-ctr.txt", "rfc3686-aes-256-ctr.txt"}) {
    for (const RspRecord& r : ReadRsp(VectorPath(std::string("kat/aes/") + file))) {
      const Bytes key = RspBytes(r, "KEY");
      ASSERT_NE(nullptr, AesFor(key.size()));
      EXPECT_TRUE(CheckModeKat(AesFor(key.size()), Mode::kCtr, key, RspBytes(r, "IV"),
                               RspBytes(r, "PLAINTEXT"), RspBytes(r, "CIPHERTEXT"),
                               std::string(file) + " line " + std::to_string(r.line)));
      ++run;
    }
  }
  EXPECT_EQ(9, run);
}

TEST(AesModesKat, OpensslEvpciphAesCommon) {
  int ecb = 0, cbc = 0, ctr = 0;
  for (const EvpBlock& b : ReadEvpFile(VectorPath("kat/aes/evpciph_aes_common.txt"))) {
    const std::string cipher = Lower(EvpField(b, "cipher"));
    if (cipher.size() != 11 || cipher.compare(0, 4, "aes-") != 0) continue;
    const std::string mode = cipher.substr(8);
    Mode m;
    int* count;
    if (mode == "ecb") {
      m = Mode::kEcb;
      count = &ecb;
    } else if (mode == "cbc") {
      m = Mode::kCbc;
      count = &cbc;
    } else if (mode == "ctr") {
      m = Mode::kCtr;
      count = &ctr;
    } else {
      continue;
    }
    ASSERT_TRUE(EvpField(b, "result").empty()) << "line " << b.line;
    const Bytes key = FromHex(EvpField(b, "key"));
    const Bytes iv = FromHex(EvpField(b, "iv"));
    const Bytes pt = FromHex(EvpField(b, "plaintext")), ct = FromHex(EvpField(b, "ciphertext"));
    ASSERT_NE(nullptr, AesFor(key.size())) << "line " << b.line;
    // Operation = ENCRYPT / DECRYPT blocks run both ways all the same.
    EXPECT_TRUE(CheckModeKat(AesFor(key.size()), m, key, m == Mode::kEcb ? Bytes() : iv, pt,
                             ct, "evpciph_aes_common.txt line " + std::to_string(b.line)));
    if (m == Mode::kCbc && !EvpField(b, "nextiv").empty()) {
      // NextIV: the chaining value after the message.
      mcu_block_key k;
      ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, AesFor(key.size()), key.data(), key.size()));
      Bytes chain = iv, out(pt.size());
      ASSERT_EQ(MCU_OK, mcu_cbc_encrypt(&k, chain.data(), pt.data(), pt.size(), out.data()));
      EXPECT_EQ(Lower(EvpField(b, "nextiv")), ToHex(chain.data(), chain.size()));
      mcu_block_key_wipe(&k);
    }
    ++*count;
  }
  EXPECT_EQ(22, ecb);
  EXPECT_EQ(15, cbc);
  EXPECT_EQ(11, ctr);
}

}  // namespace
