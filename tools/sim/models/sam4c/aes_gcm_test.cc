// GCM on the SAM4C AES model, run with the flow stated in aes_gcm.h (an
// assumption: the SAM4C reference has no GCM flow) and checked against
// OpenSSL's AES-GCM.
#include <openssl/evp.h>

#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/models/sam4c/aes.h"
#include "tools/sim/models/sam4c/aes_test_driver.h"

namespace sim {
namespace sam4c {
namespace testing {
namespace {

using namespace aes_regs;

struct GcmResult {
  std::vector<uint8_t> text;
  std::vector<uint8_t> tag;
};

GcmResult OpensslGcm(bool encrypt, const std::vector<uint8_t>& key, const std::vector<uint8_t>& iv,
                     const std::vector<uint8_t>& aad, const std::vector<uint8_t>& in,
                     const std::vector<uint8_t>& tag = {}) {
  const EVP_CIPHER* cipher = key.size() == 16   ? EVP_aes_128_gcm()
                             : key.size() == 24 ? EVP_aes_192_gcm()
                                                : EVP_aes_256_gcm();
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  GcmResult result;
  result.text.resize(in.size() + 16);
  int n = 0, tail = 0;
  EXPECT_EQ(1, EVP_CipherInit_ex(ctx, cipher, nullptr, key.data(), iv.data(), encrypt ? 1 : 0));
  EXPECT_EQ(1, EVP_CipherUpdate(ctx, nullptr, &n, aad.data(), static_cast<int>(aad.size())));
  EXPECT_EQ(1,
            EVP_CipherUpdate(ctx, result.text.data(), &n, in.data(), static_cast<int>(in.size())));
  if (!encrypt) {
    EXPECT_EQ(1,
              EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_SET_TAG, 16, const_cast<uint8_t*>(tag.data())));
  }
  EXPECT_EQ(1, EVP_CipherFinal_ex(ctx, result.text.data() + n, &tail));
  result.text.resize(static_cast<size_t>(n + tail));
  if (encrypt) {
    result.tag.resize(16);
    EXPECT_EQ(1, EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, 16, result.tag.data()));
  }
  EVP_CIPHER_CTX_free(ctx);
  return result;
}

// inc32(J0) for a 96-bit IV: IV || 00000002.
std::vector<uint8_t> FirstCounter(const std::vector<uint8_t>& iv96) {
  std::vector<uint8_t> counter = iv96;
  counter.insert(counter.end(), {0, 0, 0, 2});
  return counter;
}

std::vector<uint8_t> ReadBlock(Registers& regs, uint64_t first) {
  std::vector<uint8_t> bytes;
  for (int w = 0; w < 4; ++w) AppendWord(regs.Read(first + 4 * w), &bytes);
  return bytes;
}

std::vector<uint8_t> Padded(const std::vector<uint8_t>& bytes) {
  std::vector<uint8_t> padded = bytes;
  padded.resize((bytes.size() + 15) / 16 * 16, 0);
  return padded;
}

// The flow of aes_gcm.h, steps 1-6, in auto mode; returns the text output.
std::vector<uint8_t> RunGcm(AesBench& bench, uint32_t mode, const std::vector<uint8_t>& key,
                            const std::vector<uint8_t>& iv96, const std::vector<uint8_t>& aad,
                            const std::vector<uint8_t>& in) {
  bench.regs.Write(kCr, kSwrst);
  bench.regs.Write(kMr, kCkey | kSmodAuto | kGcm | Keysize(key.size()) | mode);
  bench.WriteKey(key);
  EXPECT_LT(0u, bench.regs.WaitFor(kIsr, kDatrdy));  // hash subkey generation
  const std::vector<uint8_t> counter = FirstCounter(iv96);
  for (int w = 0; w < 4; ++w) bench.regs.Write(kIvr + 4 * w, WordAt(counter, 4 * w));
  bench.regs.Write(kAadlenr, static_cast<uint32_t>(aad.size()));
  bench.regs.Write(kClenr, static_cast<uint32_t>(in.size()));
  bench.Run(Padded(aad));  // AAD blocks give no output
  std::vector<uint8_t> out = bench.Run(Padded(in));
  out.resize(in.size());
  return out;
}

// GCM test case 4 of McGrew and Viega: 20 bytes of AAD, 60 of text.
const std::vector<uint8_t> kKey = FromHex("feffe9928665731c6d6a8f9467308308");
const std::vector<uint8_t> kIv = FromHex("cafebabefacedbaddecaf888");
const std::vector<uint8_t> kAad = FromHex("feedfacedeadbeeffeedfacedeadbeefabaddad2");
const std::vector<uint8_t> kPlaintext = FromHex(
    "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
    "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39");

TEST(AesGcmTest, SubkeyIsEncryptionOfZeroAfterTheKeyIsWritten) {
  AesBench bench;
  bench.regs.Write(kMr, kCkey | kSmodAuto | kGcm | Keysize(16));
  bench.WriteKey(kKey);
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kDatrdy);
  bench.regs.Read(kOdatar);
  EXPECT_EQ(3u, Urat(bench.regs.Read(kIsr)));  // ODATAR read during subkey generation
  bench.regs.Write(kMr, kCkey | kSmodAuto | kEcb);
  EXPECT_EQ(4u, Urat(bench.regs.Read(kIsr)));         // MR written during subkey generation
  EXPECT_EQ(10u, bench.regs.WaitFor(kIsr, kDatrdy));  // one block time: 128-bit key, PROCDLY 0
  const std::vector<uint8_t> zero(16, 0);
  EXPECT_EQ(ToHex(OpensslCipher(EVP_aes_128_ecb(), true, kKey, {}, zero)),
            ToHex(ReadBlock(bench.regs, kGcmhr)));
}

TEST(AesGcmTest, EncryptionWithAutomaticTagMatchesOpenssl) {
  const GcmResult expected = OpensslGcm(true, kKey, kIv, kAad, kPlaintext);
  AesBench bench;
  EXPECT_EQ(ToHex(expected.text),
            ToHex(RunGcm(bench, kCipherEncrypt | kGtagen, kKey, kIv, kAad, kPlaintext)));
  bench.regs.WaitFor(kIsr, kTagrdy);
  EXPECT_EQ(ToHex(expected.tag), ToHex(ReadBlock(bench.regs, kTagr)));
  EXPECT_EQ("5bc94fbc3221a5db94fae95ae7121a47", ToHex(expected.tag));  // the published tag
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kTagrdy);  // reading TAGR cleared TAGRDY
  EXPECT_EQ(6u, bench.regs.Read(kCtrr));           // counters 2..5 used, 6 is next
}

TEST(AesGcmTest, DecryptionGivesPlaintextAndTheSameTag) {
  const GcmResult sealed = OpensslGcm(true, kKey, kIv, kAad, kPlaintext);
  AesBench bench;
  EXPECT_EQ(ToHex(kPlaintext), ToHex(RunGcm(bench, kGtagen, kKey, kIv, kAad, sealed.text)));
  bench.regs.WaitFor(kIsr, kTagrdy);
  EXPECT_EQ(ToHex(sealed.tag), ToHex(ReadBlock(bench.regs, kTagr)));
}

TEST(AesGcmTest, TagIsReadyOneBlockTimeAfterTheLastBlock) {
  const std::vector<uint8_t> key = Pattern(32, 20), iv = Pattern(12, 21), text = Pattern(32, 22);
  AesBench bench;
  RunGcm(bench, kCipherEncrypt | kGtagen, key, iv, {}, text);
  // Run() saw DATRDY of the last block at once; TAGRDY needs 14 more cycles.
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kTagrdy);
  EXPECT_EQ(14u, bench.regs.WaitFor(kIsr, kTagrdy));
  EXPECT_EQ(ToHex(OpensslGcm(true, key, iv, {}, text).tag), ToHex(ReadBlock(bench.regs, kTagr)));
}

TEST(AesGcmTest, ManualTagFromGhashWithoutGtagen) {
  // GTAGEN = 0: the driver hashes the length block itself, reads GHASHR and
  // encrypts J0 in ECB mode: tag = E_K(J0) XOR GHASH.
  const std::vector<uint8_t> key = Pattern(24, 23), iv = Pattern(12, 24);
  const std::vector<uint8_t> aad = Pattern(7, 25), text = Pattern(40, 26);
  const GcmResult expected = OpensslGcm(true, key, iv, aad, text);
  AesBench bench;
  EXPECT_EQ(ToHex(expected.text), ToHex(RunGcm(bench, kCipherEncrypt, key, iv, aad, text)));
  std::vector<uint8_t> lengths(16, 0);
  lengths[7] = static_cast<uint8_t>(aad.size() * 8);
  lengths[14] = static_cast<uint8_t>((text.size() * 8) >> 8);
  lengths[15] = static_cast<uint8_t>(text.size() * 8);
  bench.Run(lengths);
  const std::vector<uint8_t> ghash = ReadBlock(bench.regs, kGhashr);
  EXPECT_EQ(0u, bench.regs.Read(kIsr) & kTagrdy);

  std::vector<uint8_t> j0 = iv;
  j0.insert(j0.end(), {0, 0, 0, 1});
  bench.regs.Write(kMr, kSmodAuto | kEcb | kCipherEncrypt | Keysize(key.size()));
  std::vector<uint8_t> tag = bench.Run(j0);
  for (size_t i = 0; i < 16; ++i) tag[i] ^= ghash[i];
  EXPECT_EQ(ToHex(expected.tag), ToHex(tag));
}

TEST(AesGcmTest, SecondMessageUnderTheSameKeyAfterClearingGhash) {
  const std::vector<uint8_t> iv2 = Pattern(12, 27), aad2 = Pattern(16, 28), text2 = Pattern(16, 29);
  AesBench bench;
  RunGcm(bench, kCipherEncrypt | kGtagen, kKey, kIv, kAad, kPlaintext);
  bench.regs.WaitFor(kIsr, kTagrdy);
  // Same key: no new subkey; GHASHR must be cleared by the driver.
  for (int w = 0; w < 4; ++w) bench.regs.Write(kGhashr + 4 * w, 0);
  const std::vector<uint8_t> counter = FirstCounter(iv2);
  for (int w = 0; w < 4; ++w) bench.regs.Write(kIvr + 4 * w, WordAt(counter, 4 * w));
  bench.regs.Write(kAadlenr, 16);
  bench.regs.Write(kClenr, 16);
  bench.Run(aad2);
  const std::vector<uint8_t> out = bench.Run(text2);
  bench.regs.WaitFor(kIsr, kTagrdy);
  const GcmResult expected = OpensslGcm(true, kKey, iv2, aad2, text2);
  EXPECT_EQ(ToHex(expected.text), ToHex(out));
  EXPECT_EQ(ToHex(expected.tag), ToHex(ReadBlock(bench.regs, kTagr)));
}

}  // namespace
}  // namespace testing
}  // namespace sam4c
}  // namespace sim
