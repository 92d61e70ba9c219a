// AES in the PIC32MZ W1 Crypto Engine (drivers/pic32mzw1/aes_pic32mz_ce.cc),
// in the board simulator's engine model: FIPS 197 and SP 800-38A known
// answers through mcu_aes*_pic32mz_ce; several passes, a 32-bit counter
// wrap, unaligned, in-place and empty buffers against the software AES; the
// lock around every call; and the model's faults (hang, error, wrong result)
// as the driver must report them.
#include <gtest/gtest.h>
#include <string.h>

#include <vector>

#include "drivers/pic32mzw1/crypto_engine.h"
#include "drivers/pic32mzw1/pic32mz_ce.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/modes.h"
#include "tests/drivers/pic32mzw1/fault.h"
#include "tests/drivers/pic32mzw1/hooks.h"
#include "tests/support/hex.h"

namespace {

constexpr const char *kModel = "pic32mzw1_crypto";

struct Key {
  explicit Key(const mcu_block_cipher_desc *d, const std::vector<uint8_t> &key) {
    EXPECT_EQ(MCU_OK, mcu_block_key_init(&k, d, key.data(), key.size()));
  }
  ~Key() { mcu_block_key_wipe(&k); }
  mcu_block_key k;
};

// FIPS 197 appendix C.1-C.3.
TEST(AesPic32mzCe, Fips197) {
  const std::vector<uint8_t> pt = FromHex("00112233445566778899aabbccddeeff");
  const struct {
    const mcu_block_cipher_desc *desc;
    const char *key, *ct;
  } cases[] = {
      {&mcu_aes128_pic32mz_ce, "000102030405060708090a0b0c0d0e0f",
       "69c4e0d86a7b0430d8cdb78070b4c55a"},
      {&mcu_aes192_pic32mz_ce, "000102030405060708090a0b0c0d0e0f1011121314151617",
       "dda97ca4864cdfe06eaf70a0ec0d7191"},
      {&mcu_aes256_pic32mz_ce,
       "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
       "8ea2b7ca516745bfeafc49904b496089"},
  };
  for (const auto &c : cases) {
    SCOPED_TRACE(c.desc->name);
    EXPECT_STREQ("pic32mz_ce", c.desc->impl);
    Key key(c.desc, FromHex(c.key));
    uint8_t out[16], back[16];
    ASSERT_EQ(MCU_OK, mcu_block_encrypt(&key.k, pt.data(), out));
    EXPECT_EQ(FromHex(c.ct), std::vector<uint8_t>(out, out + 16));
    ASSERT_EQ(MCU_OK, mcu_block_decrypt(&key.k, out, back));
    EXPECT_EQ(pt, std::vector<uint8_t>(back, back + 16));
  }
}

const char *kKey38a = "2b7e151628aed2a6abf7158809cf4f3c";
const char *kPlain38a =
    "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
    "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710";

// SP 800-38A F.2.1 and F.2.2 (CBC-AES128), in place and at an odd address.
TEST(AesPic32mzCe, Sp80038aCbcInPlaceUnaligned) {
  Key key(&mcu_aes128_pic32mz_ce, FromHex(kKey38a));
  const std::vector<uint8_t> ct = FromHex(
      "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
      "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7");
  std::vector<uint8_t> buf(1 + 64);
  uint8_t *p = buf.data() + 1;
  const std::vector<uint8_t> pt = FromHex(kPlain38a);
  memcpy(p, pt.data(), 64);
  std::vector<uint8_t> iv = FromHex("000102030405060708090a0b0c0d0e0f");
  ASSERT_EQ(MCU_OK, mcu_cbc_encrypt(&key.k, iv.data(), p, 64, p));
  EXPECT_EQ(ct, std::vector<uint8_t>(p, p + 64));
  EXPECT_EQ(std::vector<uint8_t>(ct.end() - 16, ct.end()), iv);  // the chaining value
  iv = FromHex("000102030405060708090a0b0c0d0e0f");
  ASSERT_EQ(MCU_OK, mcu_cbc_decrypt(&key.k, iv.data(), p, 64, p));
  EXPECT_EQ(pt, std::vector<uint8_t>(p, p + 64));
}

// SP 800-38A F.5.1 (CTR-AES128), the counter advanced past the blocks used.
TEST(AesPic32mzCe, Sp80038aCtr) {
  Key key(&mcu_aes128_pic32mz_ce, FromHex(kKey38a));
  const std::vector<uint8_t> pt = FromHex(kPlain38a);
  std::vector<uint8_t> ctr = FromHex("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
  uint8_t out[64];
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&key.k, ctr.data(), 128, pt.data(), 64, out));
  EXPECT_EQ(FromHex("874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
                    "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee"),
            std::vector<uint8_t>(out, out + 64));
  EXPECT_EQ(FromHex("f0f1f2f3f4f5f6f7f8f9fafbfcfdff03"), ctr);
}

// More than one pass (kChunk bytes each), unaligned, against the software
// AES: ECB, CBC both ways, CTR with a 32-bit counter that wraps mid-pass
// (GCM's inc32) and a 128-bit one.
TEST(AesPic32mzCe, ManyPassesMatchSoftware) {
  const size_t len = 2 * mcucrypt::pic32mz_ce::kChunk + 48;
  std::vector<uint8_t> in(len + 3), hw(len + 3), sw(len);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<uint8_t>(i * 7 + 1);
  const uint8_t *src = in.data() + 3;
  uint8_t *dst = hw.data() + 2;
  const std::vector<uint8_t> k = FromHex(
      "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4");
  Key engine(&mcu_aes256_pic32mz_ce, k), soft(&mcu_aes256_ct_fixsliced_mips32r2_desc, k);

  ASSERT_EQ(MCU_OK, mcu_ecb_encrypt(&engine.k, src, len, dst));
  ASSERT_EQ(MCU_OK, mcu_ecb_encrypt(&soft.k, src, len, sw.data()));
  EXPECT_EQ(sw, std::vector<uint8_t>(dst, dst + len));
  ASSERT_EQ(MCU_OK, mcu_ecb_decrypt(&engine.k, src, len, dst));
  ASSERT_EQ(MCU_OK, mcu_ecb_decrypt(&soft.k, src, len, sw.data()));
  EXPECT_EQ(sw, std::vector<uint8_t>(dst, dst + len));

  for (int encrypt = 0; encrypt < 2; ++encrypt) {
    std::vector<uint8_t> iv_hw(16, 0xA5), iv_sw(16, 0xA5);
    auto cbc = encrypt ? mcu_cbc_encrypt : mcu_cbc_decrypt;
    ASSERT_EQ(MCU_OK, cbc(&engine.k, iv_hw.data(), src, len, dst));
    ASSERT_EQ(MCU_OK, cbc(&soft.k, iv_sw.data(), src, len, sw.data()));
    EXPECT_EQ(sw, std::vector<uint8_t>(dst, dst + len));
    EXPECT_EQ(iv_sw, iv_hw);
  }

  for (unsigned bits : {32u, 128u}) {
    SCOPED_TRACE(bits);
    std::vector<uint8_t> c_hw = FromHex("000102030405060708090a0bfffffff0"), c_sw = c_hw;
    ASSERT_EQ(MCU_OK, mcu_ctr_xor(&engine.k, c_hw.data(), bits, src, len - 5, dst));
    ASSERT_EQ(MCU_OK, mcu_ctr_xor(&soft.k, c_sw.data(), bits, src, len - 5, sw.data()));
    EXPECT_EQ(std::vector<uint8_t>(sw.begin(), sw.end() - 5),
              std::vector<uint8_t>(dst, dst + len - 5));
    EXPECT_EQ(c_sw, c_hw);
  }
}

TEST(AesPic32mzCe, EmptyInputs) {
  Key key(&mcu_aes128_pic32mz_ce, FromHex(kKey38a));
  uint8_t iv[16] = {1}, ctr[16] = {2}, out[16] = {3};
  EXPECT_EQ(MCU_OK, mcu_ecb_encrypt(&key.k, nullptr, 0, nullptr));
  EXPECT_EQ(MCU_OK, mcu_cbc_encrypt(&key.k, iv, out, 0, out));
  EXPECT_EQ(MCU_OK, mcu_ctr_xor(&key.k, ctr, 32, out, 0, out));
  EXPECT_EQ(1, iv[0]);
  EXPECT_EQ(2, ctr[0]);
}

// Every engine use is one lock and one unlock of the cipher resource.
TEST(AesPic32mzCe, LocksAroundEveryUse) {
  CountingHooks hooks;
  Key key(&mcu_aes128_pic32mz_ce, FromHex(kKey38a));
  uint8_t buf[32] = {0}, iv[16] = {0};
  ASSERT_EQ(MCU_OK, mcu_block_encrypt(&key.k, buf, buf));
  ASSERT_EQ(MCU_OK, mcu_cbc_encrypt(&key.k, iv, buf, 32, buf));
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&key.k, iv, 32, buf, 32, buf));
  uint8_t tag[16];
  ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&key.k, iv, 12, buf, 3, buf, 32, buf, tag, 16));
  EXPECT_EQ(4, hooks.locks[MCU_RESOURCE_CIPHER]);
  EXPECT_EQ(4, hooks.unlocks[MCU_RESOURCE_CIPHER]);
  EXPECT_EQ(0, hooks.held);
}

// The GCM specification's test case 4 (AES-128, 96-bit IV, 20 bytes of AAD,
// 60 of payload) through the engine's GCM; a changed tag refused.
TEST(AesPic32mzCe, GcmTestCase4) {
  Key key(&mcu_aes128_pic32mz_ce, FromHex("feffe9928665731c6d6a8f9467308308"));
  const std::vector<uint8_t> iv = FromHex("cafebabefacedbaddecaf888");
  const std::vector<uint8_t> aad = FromHex("feedfacedeadbeeffeedfacedeadbeefabaddad2");
  const std::vector<uint8_t> pt = FromHex(
      "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
      "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39");
  const std::vector<uint8_t> ct = FromHex(
      "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
      "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091");
  const std::vector<uint8_t> tag = FromHex("5bc94fbc3221a5db94fae95ae7121a47");
  std::vector<uint8_t> out(pt.size()), t(16), back(pt.size());
  ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&key.k, iv.data(), 12, aad.data(), aad.size(), pt.data(),
                                    pt.size(), out.data(), t.data(), 16));
  EXPECT_EQ(ct, out);
  EXPECT_EQ(tag, t);
  ASSERT_EQ(MCU_OK, mcu_gcm_decrypt(&key.k, iv.data(), 12, aad.data(), aad.size(), ct.data(),
                                    ct.size(), tag.data(), 16, back.data()));
  EXPECT_EQ(pt, back);
  t[15] ^= 0x80;
  EXPECT_EQ(MCU_ERR_AUTH_FAILED,
            mcu_gcm_decrypt(&key.k, iv.data(), 12, aad.data(), aad.size(), ct.data(), ct.size(),
                            t.data(), 16, back.data()));
  EXPECT_EQ(std::vector<uint8_t>(pt.size(), 0), back);
}

// GCM frames of several passes, a short tag, AAD only, payload only, and the
// cases left to software (an 8-byte IV, nothing at all), against the
// software AES's GCM.
TEST(AesPic32mzCe, GcmMatchesSoftware) {
  const std::vector<uint8_t> k = FromHex("000102030405060708090a0b0c0d0e0f1011121314151617");
  Key engine(&mcu_aes192_pic32mz_ce, k), soft(&mcu_aes192_ct_fixsliced_mips32r2_desc, k);
  std::vector<uint8_t> data(1300);
  for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<uint8_t>(i * 13 + 5);
  const std::vector<uint8_t> iv = FromHex("101112131415161718191a1b");
  const struct {
    size_t iv_len, aad_len, len, tag_len;
  } cases[] = {{12, 37, 1100, 16}, {12, 600, 77, 12}, {12, 5, 0, 16},
               {12, 0, 31, 16},    {8, 17, 100, 16},  {12, 0, 0, 16}};
  for (const auto &c : cases) {
    SCOPED_TRACE(testing::Message() << c.iv_len << " " << c.aad_len << " " << c.len);
    std::vector<uint8_t> hw(c.len + 1), sw(c.len + 1), t_hw(16), t_sw(16);
    ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&engine.k, iv.data(), c.iv_len, data.data() + 200,
                                      c.aad_len, data.data() + 1, c.len, hw.data(),
                                      t_hw.data(), c.tag_len));
    ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&soft.k, iv.data(), c.iv_len, data.data() + 200,
                                      c.aad_len, data.data() + 1, c.len, sw.data(),
                                      t_sw.data(), c.tag_len));
    EXPECT_EQ(sw, hw);
    EXPECT_EQ(t_sw, t_hw);
    std::vector<uint8_t> back(c.len + 1);
    ASSERT_EQ(MCU_OK, mcu_gcm_decrypt(&engine.k, iv.data(), c.iv_len, data.data() + 200,
                                      c.aad_len, hw.data(), c.len, t_hw.data(), c.tag_len,
                                      back.data()));
    EXPECT_EQ(std::vector<uint8_t>(data.begin() + 1, data.begin() + 1 + c.len),
              std::vector<uint8_t>(back.begin(), back.begin() + c.len));
  }
}

class AesPic32mzCeFault : public ::testing::Test {
 protected:
  void TearDown() override { EXPECT_TRUE(ArmFault(kModel, "none")); }
};

// A hung engine: MCU_ERR_TIMEOUT after at most the pass's bound in polls,
// the output wiped, and the engine usable again once the fault is gone.
TEST_F(AesPic32mzCeFault, HangTimesOut) {
  Key key(&mcu_aes128_pic32mz_ce, FromHex(kKey38a));
  uint8_t iv[16] = {0}, out[32];
  memset(out, 0x55, sizeof out);
  ASSERT_TRUE(ArmFault(kModel, "hang"));
  CountingHooks hooks;
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_cbc_encrypt(&key.k, iv, out, 32, out));
  EXPECT_GT(hooks.polls, 0u);
  EXPECT_LE(hooks.polls, uint64_t{MCU_PLATFORM_POLLS_PER_US} *
                             (mcucrypt::pic32mz_ce::kPassTimeoutUs +
                              mcucrypt::pic32mz_ce::kResetTimeoutUs * 3));
  EXPECT_EQ(std::vector<uint8_t>(32, 0), std::vector<uint8_t>(out, out + 32));
  EXPECT_EQ(0, hooks.held);
  ASSERT_TRUE(ArmFault(kModel, "none"));
  const std::vector<uint8_t> pt = FromHex("00112233445566778899aabbccddeeff");
  Key fips(&mcu_aes128_pic32mz_ce, FromHex("000102030405060708090a0b0c0d0e0f"));
  ASSERT_EQ(MCU_OK, mcu_block_encrypt(&fips.k, pt.data(), out));
  EXPECT_EQ(FromHex("69c4e0d86a7b0430d8cdb78070b4c55a"), std::vector<uint8_t>(out, out + 16));
}

TEST_F(AesPic32mzCeFault, ErrorBitIsHardwareError) {
  Key key(&mcu_aes128_pic32mz_ce, FromHex(kKey38a));
  uint8_t ctr[16] = {0}, out[48] = {0};
  ASSERT_TRUE(ArmFault(kModel, "error"));
  CountingHooks hooks;
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_ctr_xor(&key.k, ctr, 128, out, sizeof out, out));
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_ecb_encrypt(&key.k, out, 16, out));
  uint8_t tag[16];
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_gcm_encrypt(&key.k, ctr, 12, nullptr, 0, out, 16, out, tag, 16));
  EXPECT_EQ(0, hooks.held);
}

// The model flips a bit of the engine's output: the known answer no longer
// matches (so this suite's known-answer checks can fail).
TEST_F(AesPic32mzCeFault, WrongResultIsCaught) {
  Key key(&mcu_aes128_pic32mz_ce, FromHex("000102030405060708090a0b0c0d0e0f"));
  const std::vector<uint8_t> pt = FromHex("00112233445566778899aabbccddeeff");
  uint8_t out[16];
  ASSERT_TRUE(ArmFault(kModel, "wrong"));
  ASSERT_EQ(MCU_OK, mcu_block_encrypt(&key.k, pt.data(), out));
  EXPECT_NE(FromHex("69c4e0d86a7b0430d8cdb78070b4c55a"), std::vector<uint8_t>(out, out + 16));
}

}  // namespace
