// 3DES-CBC and SM4-CBC/CTR known answers through mcucrypt/modes.h (one-shot,
// in place, streamed): every CAVP TCBC*.rsp (MMT1/2/3 and the KATs; with
// des-ede3, and with des-ede where K1 = K3), and for SM4 the
// draft-ribose-cfrg-sm4-10 CBC/CTR examples and OpenSSL's evpciph_sm4.txt
// ECB/CBC/CTR blocks. Counts asserted.
#include <string>

#include "gtest/gtest.h"
#include "mcucrypt/des.h"
#include "mcucrypt/sm4.h"
#include "tests/crypto/modes/mode_kat.h"
#include "tests/support/vectors.h"

namespace {

struct RspCase {
  const char* file;
  int records;
};

class TdesCbcTest : public ::testing::TestWithParam<RspCase> {};

TEST_P(TdesCbcTest, EncryptAndDecrypt) {
  const std::string file = GetParam().file;
  int ede3 = 0, ede = 0;
  for (const RspRecord& r : ReadRsp(VectorPath("kat/tdes/" + file))) {
    Bytes k1, k2, k3;
    if (r.fields.count("KEYs") != 0) {
      k1 = k2 = k3 = RspBytes(r, "KEYs");
    } else {
      k1 = RspBytes(r, "KEY1");
      k2 = RspBytes(r, "KEY2");
      k3 = RspBytes(r, "KEY3");
    }
    ASSERT_EQ(8u, k1.size()) << file << " line " << r.line;
    const Bytes iv = RspBytes(r, "IV"), pt = RspBytes(r, "PLAINTEXT"),
                ct = RspBytes(r, "CIPHERTEXT");
    const std::string where = file + " line " + std::to_string(r.line);
    Bytes key = k1;
    key.insert(key.end(), k2.begin(), k2.end());
    key.insert(key.end(), k3.begin(), k3.end());
    EXPECT_TRUE(CheckModeKat(&mcu_des_ede3_desc, Mode::kCbc, key, iv, pt, ct, where));
    ++ede3;
    if (k1 == k3) {  // two-key Triple-DES (keying option 2) gives the same
      key.resize(16);
      EXPECT_TRUE(CheckModeKat(&mcu_des_ede_desc, Mode::kCbc, key, iv, pt, ct, where + " ede"));
      ++ede;
    }
  }
  EXPECT_EQ(GetParam().records, ede3) << file;
  // Every file but MMT3 (three distinct keys) has K1 = K3 throughout.
  EXPECT_EQ(file == "TCBCMMT3.rsp" ? 0 : GetParam().records, ede) << file;
}

const RspCase kTcbc[] = {
    {"TCBCMMT1.rsp", 20},     {"TCBCMMT2.rsp", 20},   {"TCBCMMT3.rsp", 20},
    {"TCBCinvperm.rsp", 128}, {"TCBCpermop.rsp", 64}, {"TCBCsubtab.rsp", 38},
    {"TCBCvarkey.rsp", 112},  {"TCBCvartext.rsp", 128},
};

INSTANTIATE_TEST_SUITE_P(Files, TdesCbcTest, ::testing::ValuesIn(kTcbc),
                         [](const ::testing::TestParamInfo<RspCase>& p) {
                           std::string s = p.param.file;
                           return s.substr(0, s.find('.'));
                         });

TEST(Sm4ModesKat, DraftRiboseCbcCtr) {
  int cbc = 0, ctr = 0;
  for (const char* mode : {"cbc", "ctr"}) {
    const std::string file = std::string("draft-ribose-cfrg-sm4-10-") + mode + ".txt";
    for (const RspRecord& r : ReadRsp(VectorPath("kat/sm4/" + file))) {
      const bool is_cbc = mode[1] == 'b';
      EXPECT_TRUE(CheckModeKat(&mcu_sm4_desc, is_cbc ? Mode::kCbc : Mode::kCtr,
                               RspBytes(r, "KEY"), RspBytes(r, "IV"), RspBytes(r, "PLAINTEXT"),
                               RspBytes(r, "CIPHERTEXT"), file + " line " + std::to_string(r.line)));
      (is_cbc ? cbc : ctr)++;
    }
  }
  EXPECT_EQ(2, cbc);
  EXPECT_EQ(2, ctr);
}

TEST(Sm4ModesKat, OpensslEvpciphSm4) {
  int ecb = 0, cbc = 0, ctr = 0;
  for (const EvpBlock& b : ReadEvpFile(VectorPath("kat/sm4/evpciph_sm4.txt"))) {
    const std::string cipher = Lower(EvpField(b, "cipher"));
    Mode m;
    int* count;
    if (cipher == "sm4-ecb") {
      m = Mode::kEcb;
      count = &ecb;
    } else if (cipher == "sm4-cbc") {
      m = Mode::kCbc;
      count = &cbc;
    } else if (cipher == "sm4-ctr") {
      m = Mode::kCtr;
      count = &ctr;
    } else {
      continue;
    }
    const Bytes key = FromHex(EvpField(b, "key"));
    const Bytes iv = m == Mode::kEcb ? Bytes() : FromHex(EvpField(b, "iv"));
    EXPECT_TRUE(CheckModeKat(&mcu_sm4_desc, m, key, iv, FromHex(EvpField(b, "plaintext")),
                             FromHex(EvpField(b, "ciphertext")),
                             "evpciph_sm4.txt line " + std::to_string(b.line)));
    ++*count;
  }
  EXPECT_EQ(1, ecb);
  EXPECT_EQ(3, cbc);
  EXPECT_EQ(1, ctr);
}

}  // namespace
