// The Crypto Engine model, driven only through registers and descriptors in
// RAM, against OpenSSL and published known answers.
#include "tools/sim/models/pic32mzw1/crypto_engine.h"

#include <gtest/gtest.h>
#include <openssl/evp.h>

#include <ostream>
#include <string>

#include "tools/sim/models/pic32mzw1/engine_test_util.h"

namespace sim::pic32mzw1::testing {
namespace {

using H = EngineHarness;
using CE = CryptoEngine;

Bytes Hex(const std::string& hex) {
  Bytes out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2)
    out.push_back(static_cast<uint8_t>(std::stoi(hex.substr(i, 2), nullptr, 16)));
  return out;
}
Bytes Text(const std::string& text) { return Bytes(text.begin(), text.end()); }
Bytes Pattern(size_t length, uint8_t seed) {
  Bytes out(length);
  for (size_t i = 0; i < length; ++i) out[i] = static_cast<uint8_t>(seed + 7 * i + (i >> 3));
  return out;
}

// Test names for parameterized cases.
template <typename Case>
std::string CaseName(const ::testing::TestParamInfo<Case>& param_info) {
  return param_info.param.name;
}

Bytes OpenSslCipher(const EVP_CIPHER* cipher, const Bytes& key, const Bytes& iv, const Bytes& in,
                    bool encrypt) {
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  Bytes out(in.size() + 32);
  int n = 0, tail = 0;
  EVP_CipherInit_ex(ctx, cipher, nullptr, key.data(), iv.empty() ? nullptr : iv.data(), encrypt);
  EVP_CIPHER_CTX_set_padding(ctx, 0);
  EVP_CipherUpdate(ctx, out.data(), &n, in.data(), static_cast<int>(in.size()));
  EVP_CipherFinal_ex(ctx, out.data() + n, &tail);
  EVP_CIPHER_CTX_free(ctx);
  out.resize(static_cast<size_t>(n + tail));
  return out;
}

Bytes OpenSslDigest(const EVP_MD* md, const Bytes& in) {
  Bytes out(EVP_MAX_MD_SIZE);
  unsigned int length = 0;
  EVP_Digest(in.data(), in.size(), out.data(), &length, md, nullptr);
  out.resize(length);
  return out;
}

// AES-GCM encryption: ciphertext followed by the 16-byte tag.
Bytes OpenSslGcm(const Bytes& key, const Bytes& iv, const Bytes& aad, const Bytes& plain) {
  const EVP_CIPHER* cipher = key.size() == 16 ? EVP_aes_128_gcm() : EVP_aes_256_gcm();
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  Bytes out(plain.size() + 16);
  int n = 0, tail = 0;
  EVP_EncryptInit_ex(ctx, cipher, nullptr, key.data(), iv.data());
  EVP_EncryptUpdate(ctx, nullptr, &n, aad.data(), static_cast<int>(aad.size()));
  EVP_EncryptUpdate(ctx, out.data(), &n, plain.data(), static_cast<int>(plain.size()));
  EVP_EncryptFinal_ex(ctx, out.data() + n, &tail);
  EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, 16, out.data() + plain.size());
  EVP_CIPHER_CTX_free(ctx);
  return out;
}

TEST(CryptoEngine, VersionAndSelfClearingSoftReset) {
  H h;
  EXPECT_EQ(h.Reg(CE::kCever), CE::kCeverValue);
  h.SetReg(CE::kCepollcon, 10);
  h.SetReg(CE::kCecon, CE::kSwRst);
  EXPECT_EQ(h.Reg(CE::kCecon), CE::kSwRst);
  EXPECT_EQ(h.Reg(CE::kCepollcon), 0u);
  h.clock.Advance(CE::kSoftResetCycles - 1);
  EXPECT_EQ(h.Reg(CE::kCecon), CE::kSwRst);
  h.clock.Advance(1);
  EXPECT_EQ(h.Reg(CE::kCecon), 0u);
}

struct CipherCase {
  const char* name;
  uint32_t crypto_algo;
  uint32_t key_size;  // SA KEYSIZE field
  size_t key_bytes;
  const EVP_CIPHER* (*reference)();
};
void PrintTo(const CipherCase& c, std::ostream* os) { *os << c.name; }

class AesModes : public ::testing::TestWithParam<CipherCase> {};

// 80 bytes over two BDs (48 + 32), so chaining state must carry between them.
TEST_P(AesModes, EncryptAndDecryptMatchOpenSsl) {
  const CipherCase& c = GetParam();
  const Bytes key = Pattern(c.key_bytes, 0x10), iv = Pattern(16, 0xA0), plain = Pattern(80, 0x33);
  const Bytes expected = OpenSslCipher(c.reference(), key, iv, plain, true);
  for (bool encrypt : {true, false}) {
    H h;
    const SaImage sa =
        SaImage(SaCtrl(kAlgoAes, c.crypto_algo, encrypt, c.key_size)).EncKey(key).EncIv(0, iv);
    const Bytes& in = encrypt ? plain : expected;
    const FrameResult run =
        RunOneBdRing(h, sa, {Bytes(in.begin(), in.begin() + 48), Bytes(in.begin() + 48, in.end())},
                     80, 0, 16, 0);
    ASSERT_TRUE(run.completed);
    EXPECT_EQ(Concat(run.outputs), encrypt ? expected : plain) << (encrypt ? "encrypt" : "decrypt");
  }
}

INSTANTIATE_TEST_SUITE_P(CryptoEngine, AesModes,
                         ::testing::Values(CipherCase{"Aes128Cbc", 0x9, 0, 16, EVP_aes_128_cbc},
                                           CipherCase{"Aes256Cbc", 0x9, 2, 32, EVP_aes_256_cbc},
                                           CipherCase{"Aes128Ctr", 0xD, 0, 16, EVP_aes_128_ctr},
                                           CipherCase{"Aes256Ctr", 0xD, 2, 32, EVP_aes_256_ctr},
                                           CipherCase{"Aes192Ecb", 0x8, 1, 24, EVP_aes_192_ecb}),
                         CaseName<CipherCase>);

// Oryx's GCM flow: AAD zero-padded to 16 bytes first, then the payload; the
// tag appears at UPDPTR.
TEST(CryptoEngine, AesGcmWithAadMatchesOpenSsl) {
  for (size_t key_bytes : {16, 32}) {
    const Bytes key = Pattern(key_bytes, 1), iv = Pattern(12, 2), aad = Pattern(20, 3),
                plain = Pattern(40, 4);
    const Bytes expected = OpenSslGcm(key, iv, aad, plain);
    const Bytes cipher(expected.begin(), expected.begin() + 40),
        tag(expected.begin() + 40, expected.end());
    for (bool encrypt : {true, false}) {
      H h;
      const SaImage sa = SaImage(SaCtrl(kAlgoAes, 0xE, encrypt, key_bytes == 16 ? 0 : 2))
                             .EncKey(key)
                             .EncIv(0, iv)
                             .Word(kSaEncIvWord + 3, 1);
      const FrameResult run = RunOneBdRing(h, sa, {aad, encrypt ? plain : cipher}, 40, 20, 16, 16);
      ASSERT_TRUE(run.completed);
      EXPECT_EQ(run.outputs[1], encrypt ? cipher : plain)
          << key_bytes << (encrypt ? " encrypt" : " decrypt");
      EXPECT_EQ(run.result, tag) << key_bytes << (encrypt ? " encrypt" : " decrypt");
    }
  }
}

// With no AAD and no payload Oryx runs RCTR over one zero block from IV || 1:
// that is GCM's tag of the empty message, E(K, J0).
TEST(CryptoEngine, CtrOfZeroBlockFromJ0IsTheEmptyGcmTag) {
  const Bytes key = Pattern(16, 9), iv = Pattern(12, 8);
  H h;
  const SaImage sa =
      SaImage(SaCtrl(kAlgoAes, 0xD, true)).EncKey(key).EncIv(0, iv).Word(kSaEncIvWord + 3, 1);
  const FrameResult run = RunOneBdRing(h, sa, {Bytes(16, 0)}, 16, 0, 16, 0);
  ASSERT_TRUE(run.completed);
  EXPECT_EQ(run.outputs[0], OpenSslGcm(key, iv, {}, {}));
}

TEST(CryptoEngine, TripleDesCbcMatchesOpenSsl) {
  const Bytes key = Pattern(24, 0x55), iv = Pattern(8, 0x77), plain = Pattern(64, 0x21);
  const Bytes expected = OpenSslCipher(EVP_des_ede3_cbc(), key, iv, plain, true);
  H h;
  const SaImage sa = SaImage(SaCtrl(kAlgoTdes, 0x5, true)).EncKey(key).EncIv(2, iv);
  const FrameResult run = RunOneBdRing(
      h, sa, {Bytes(plain.begin(), plain.begin() + 32), Bytes(plain.begin() + 32, plain.end())}, 64,
      0, 8, 0);
  ASSERT_TRUE(run.completed);
  EXPECT_EQ(Concat(run.outputs), expected);
}

// FIPS 81 / classic DES known answer (single DES, wolfSSL's KEYSIZE = 1).
TEST(CryptoEngine, DesEcbKnownAnswer) {
  H h;
  const SaImage sa = SaImage(SaCtrl(kAlgoDes, 0x0, true, 1)).EncKey(Hex("133457799BBCDFF1"));
  const FrameResult run = RunOneBdRing(h, sa, {Hex("0123456789ABCDEF")}, 8, 0, 8, 0);
  ASSERT_TRUE(run.completed);
  EXPECT_EQ(run.outputs[0], Hex("85E813540F0AB405"));
}

struct HashCase {
  const char* name;
  uint32_t algo;
  const char* abc_digest;  // published digest of "abc"
  const EVP_MD* (*reference)();
};
void PrintTo(const HashCase& c, std::ostream* os) { *os << c.name; }

class Hashes : public ::testing::TestWithParam<HashCase> {};

TEST_P(Hashes, DigestOfAbc) {
  const HashCase& c = GetParam();
  H h;
  const Bytes digest = Hex(c.abc_digest);
  const FrameResult run =
      RunOneBdRing(h, SaImage(SaCtrl(c.algo, 0, false)), {Text("abc")}, 3, 0, 4, digest.size());
  ASSERT_TRUE(run.completed);
  EXPECT_EQ(run.result, digest);
}

// wolfSSL's "large hash": a ring of two BDs, both handed over at once,
// MSG_LEN the total in each; LIFM and LAST_BD on the second.
TEST_P(Hashes, MessageSplitOverTwoChainedBds) {
  const HashCase& c = GetParam();
  const Bytes message = Pattern(100, 0x42);
  H h;
  h.SoftReset();
  h.Put(H::kSa, SaImage(SaCtrl(c.algo, 0, false)).bytes());
  h.Put(H::kSrc, Bytes(message.begin(), message.begin() + 64));
  h.Put(H::kSrc + 0x100, Bytes(message.begin() + 64, message.end()));
  BufferDescriptor first{
      64 | kBdSaFetchEn | kBdDescEn, H::kSa, H::kSrc, 0, H::kBd1, H::kUpd, 100, 0};
  BufferDescriptor second{
      36 | kBdLifm | kBdLastBd | kBdDescEn, H::kSa, H::kSrc + 0x100, 0, H::kBd0, H::kUpd, 100, 0};
  h.PutBd(H::kBd0, first);
  h.PutBd(H::kBd1, second);
  h.SetReg(CE::kCebdpaddr, H::kBd0);
  h.SetReg(CE::kCecon, CE::kSwapOEn | CE::kSwapEn | CE::kBdpChSt | CE::kDmaEn);  // 0xA5
  ASSERT_TRUE(h.WaitForBd(H::kBd1));
  EXPECT_FALSE(h.GetWord(H::kBd0) & kBdDescEn);
  const Bytes expected = OpenSslDigest(c.reference(), message);
  EXPECT_EQ(h.Get(H::kUpd, expected.size()), expected);
}

INSTANTIATE_TEST_SUITE_P(
    CryptoEngine, Hashes,
    ::testing::Values(
        HashCase{"Md5", kAlgoMd5, "900150983cd24fb0d6963f7d28e17f72", EVP_md5},
        HashCase{"Sha1", kAlgoSha1, "a9993e364706816aba3e25717850c26c9cd0d89d", EVP_sha1},
        HashCase{"Sha256", kAlgoSha256,
                 "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", EVP_sha256}),
    CaseName<HashCase>);

// RFC 4231 test case 1.
TEST(CryptoEngine, HmacSha256KnownAnswer) {
  H h;
  Bytes key(20, 0x0b);
  key.resize(32, 0);
  const SaImage sa = SaImage(SaCtrl(kAlgoSha256 | kAlgoHmac, 0, false)).AuthKey(key);
  const FrameResult run = RunOneBdRing(h, sa, {Text("Hi There")}, 8, 0, 4, 32);
  ASSERT_TRUE(run.completed);
  EXPECT_EQ(run.result, Hex("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"));
}

// Drivers leave SWAPEN/SWAPOEN off when they byte-swap words themselves
// (wolfSSL's 0x27/0x25): the helper stores and reads word-reversed data then.
TEST(CryptoEngine, SwapBitsOnAndOffGiveTheSameResult) {
  const Bytes sha256_abc = Hex("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  for (uint32_t cecon : {0xA7u, 0x27u, 0x87u, 0x07u}) {
    H h;
    const FrameResult run =
        RunOneBdRing(h, SaImage(SaCtrl(kAlgoSha256, 0, false)), {Text("abc")}, 3, 0, 4, 32, cecon);
    ASSERT_TRUE(run.completed);
    EXPECT_EQ(run.result, sha256_abc) << std::hex << cecon;
    if (!(cecon & CE::kSwapOEn)) {
      EXPECT_EQ(h.Get(H::kUpd, 32), ReversedWords(sha256_abc)) << std::hex << cecon;
    }
  }
}

TEST(CryptoEngine, WithoutSwapEnTheEngineSeesEachWordReversed) {
  H h;
  h.SoftReset();
  h.Put(H::kSa, SaImage(SaCtrl(kAlgoSha256, 0, false)).bytes());
  h.Put(H::kSrc, Text("abcd"));
  h.PutBd(H::kBd0, {4 | kBdSaFetchEn | kBdLifm | kBdLastBd | kBdDescEn, H::kSa, H::kSrc, 0, H::kBd0,
                    H::kUpd, 4, 0});
  h.SetReg(CE::kCebdpaddr, H::kBd0);
  h.SetReg(CE::kCecon, CE::kSwapOEn | CE::kBdpChSt | CE::kDmaEn);
  ASSERT_TRUE(h.WaitForBd(H::kBd0));
  EXPECT_EQ(h.Get(H::kUpd, 32), OpenSslDigest(EVP_sha256(), Text("dcba")));
}

// ---- Time: a BD completes BdCycles() after it starts, and not before. ----

// One AES-128-CBC BD of 64 bytes with the SA fetch.
Operation Aes128Cbc() {
  Operation op;
  op.cipher = Cipher::kAes;
  op.mode = Mode::kCbc;
  op.key = Bytes(16);
  return op;
}

TEST(CryptoEngineTiming, DocumentedCostOfOneBd) {
  // BD fetch 8 + SA fetch 29 + 4 blocks x (8 DMA words + 96 AES-128 cycles) + write-back 1.
  EXPECT_EQ(CE::BdCycles(Aes128Cbc(), 64, true, 0), 454u);
}

TEST(CryptoEngineTiming, BusyThenDoneWithDmaWritesAtCompletion) {
  const Bytes key = Pattern(16, 5), iv = Pattern(16, 6), plain = Pattern(64, 7);
  H h;
  h.SoftReset();
  h.Put(H::kSa, SaImage(SaCtrl(kAlgoAes, 0x9, true)).EncKey(key).EncIv(0, iv).bytes());
  h.Put(H::kSrc, plain);
  h.PutBd(H::kBd0, {64 | kBdSaFetchEn | kBdLifm | kBdLastBd | kBdDescEn, H::kSa, H::kSrc, H::kDst,
                    H::kBd0, 0, 64, 0});
  h.SetReg(CE::kCebdpaddr, H::kBd0);
  h.SetReg(CE::kCeinten, CE::kPendIf | CE::kPktIf);
  h.SetReg(CE::kCecon, 0xA5);  // wolfSSL one-shot: the BD is ready before the start
  const uint64_t cost = CE::BdCycles(Aes128Cbc(), 64, true, 0);

  h.clock.Advance(cost - 1);
  EXPECT_EQ(h.Reg(CE::kCeintsrc), 0u);
  const uint32_t busy = h.Reg(CE::kCestat);
  EXPECT_TRUE(busy & CE::kStatActive);
  EXPECT_EQ((busy >> CE::kStatBdStateShift) & 0xF, CE::kBdStateData);
  EXPECT_EQ(busy & 0xFFFF, 64u);  // BDCTRL copy
  EXPECT_TRUE(h.GetWord(H::kBd0) & kBdDescEn);
  EXPECT_EQ(h.Get(H::kDst, 64), Bytes(64, 0));
  EXPECT_FALSE(h.engine.InterruptRequested());

  h.clock.Advance(1);
  EXPECT_EQ(h.Reg(CE::kCeintsrc), CE::kPendIf | CE::kCbdIf | CE::kPktIf);
  EXPECT_FALSE(h.GetWord(H::kBd0) & kBdDescEn);
  EXPECT_EQ(h.Get(H::kDst, 64), OpenSslCipher(EVP_aes_128_cbc(), key, iv, plain, true));
  EXPECT_FALSE(h.Reg(CE::kCestat) & CE::kStatActive);
  EXPECT_TRUE(h.engine.InterruptRequested());
  h.SetReg(CE::kCeintsrc, 0xF);
  EXPECT_EQ(h.Reg(CE::kCeintsrc), 0u);
  EXPECT_FALSE(h.engine.InterruptRequested());
}

// With BDPPLEN the engine re-fetches a disabled BD every CEPOLLCON cycles and
// takes it at the first re-fetch after DESC_EN is seen.
TEST(CryptoEngineTiming, PollingPicksUpALaterDescEn) {
  H h;
  h.SoftReset();
  h.Put(H::kSa, SaImage(SaCtrl(kAlgoAes, 0x8, true)).EncKey(Pattern(16, 1)).bytes());
  h.PutBd(H::kBd0, {0, H::kSa, H::kSrc, H::kDst, H::kBd0, 0, 16, 0});
  h.SetReg(CE::kCepollcon, 10);
  h.SetReg(CE::kCebdpaddr, H::kBd0);
  h.SetReg(CE::kCecon, 0xA7);
  h.clock.Advance(25);
  const uint32_t waiting = h.Reg(CE::kCestat);
  EXPECT_EQ((waiting >> CE::kStatBdStateShift) & 0xF, CE::kBdStateFetchPending);
  EXPECT_TRUE(waiting & CE::kStatStart);
  EXPECT_FALSE(waiting & CE::kStatActive);

  h.PutWord(H::kBd0, 16 | kBdSaFetchEn | kBdLifm | kBdDescEn);
  EXPECT_TRUE(h.Reg(CE::kCestat) &
              CE::kStatActive);  // seen now, started at the re-fetch 5 cycles on
  Operation ecb = Aes128Cbc();
  ecb.mode = Mode::kEcb;
  h.clock.Advance(5 + CE::BdCycles(ecb, 16, true, 0) - 1);
  EXPECT_TRUE(h.GetWord(H::kBd0) & kBdDescEn);
  h.Reg(CE::kCeintsrc);
  EXPECT_TRUE(h.GetWord(H::kBd0) & kBdDescEn);
  h.clock.Advance(1);
  h.engine.Sync();  // what the simulator does when firmware polls BD_CTRL in RAM
  EXPECT_FALSE(h.GetWord(H::kBd0) & kBdDescEn);
  // It went back to waiting on the same BD (NXTPTR points to itself).
  EXPECT_EQ((h.Reg(CE::kCestat) >> CE::kStatBdStateShift) & 0xF, CE::kBdStateFetchPending);
}

// ---- Errors ----

struct BusErrorCase {
  const char* name;
  uint32_t sa, src, dst;
  uint32_t phase;
};
void PrintTo(const BusErrorCase& c, std::ostream* os) { *os << c.name; }

class BusErrors : public ::testing::TestWithParam<BusErrorCase> {};

TEST_P(BusErrors, SetAreIfAndErrPhaseAndKeepTheBd) {
  const BusErrorCase& c = GetParam();
  H h;
  h.SoftReset();
  h.Put(H::kSa, SaImage(SaCtrl(kAlgoAes, 0x8, true)).EncKey(Pattern(16, 1)).bytes());
  h.PutBd(H::kBd0, {16 | kBdSaFetchEn | kBdLifm | kBdLastBd | kBdDescEn, c.sa, c.src, c.dst,
                    H::kBd0, 0, 16, 0});
  h.SetReg(CE::kCebdpaddr, H::kBd0);
  h.SetReg(CE::kCeinten, CE::kPendIf | CE::kAreIf);
  h.SetReg(CE::kCecon, 0xA5);
  h.clock.Advance(1000);
  EXPECT_EQ(h.Reg(CE::kCeintsrc), CE::kPendIf | CE::kAreIf);
  const uint32_t status = h.Reg(CE::kCestat);
  EXPECT_EQ((status >> CE::kStatErrPhaseShift) & 3, c.phase);
  EXPECT_EQ((status >> CE::kStatErrOpShift) & 7, 0u);
  EXPECT_FALSE(status & (CE::kStatActive | CE::kStatStart));
  EXPECT_TRUE(h.GetWord(H::kBd0) & kBdDescEn);
  EXPECT_TRUE(h.engine.InterruptRequested());
}

INSTANTIATE_TEST_SUITE_P(
    CryptoEngine, BusErrors,
    ::testing::Values(BusErrorCase{"Source", H::kSa, H::kUnmapped, H::kDst, CE::kPhaseSource},
                      BusErrorCase{"Sa", H::kUnmapped, H::kSrc, H::kDst, CE::kPhaseSa},
                      BusErrorCase{"Destination", H::kSa, H::kSrc, H::kUnmapped,
                                   CE::kPhaseDestination}),
    CaseName<BusErrorCase>);

TEST(CryptoEngine, BusErrorOnTheBdItself) {
  H h;
  h.SoftReset();
  h.SetReg(CE::kCebdpaddr, H::kUnmapped);
  h.SetReg(CE::kCecon, 0xA5);
  EXPECT_EQ(h.Reg(CE::kCeintsrc), CE::kPendIf | CE::kAreIf);
  EXPECT_EQ((h.Reg(CE::kCestat) >> CE::kStatErrPhaseShift) & 3, CE::kPhaseBd);
}

struct SaErrorCase {
  const char* name;
  uint32_t ctrl;
  uint32_t err_op;
};
void PrintTo(const SaErrorCase& c, std::ostream* os) { *os << c.name; }

class UnsupportedSa : public ::testing::TestWithParam<SaErrorCase> {};

TEST_P(UnsupportedSa, SetsErrOpAndStops) {
  H h;
  h.SoftReset();
  h.Put(H::kSa, SaImage(GetParam().ctrl).bytes());
  h.PutBd(H::kBd0, {16 | kBdSaFetchEn | kBdLifm | kBdLastBd | kBdDescEn, H::kSa, H::kSrc, H::kDst,
                    H::kBd0, H::kUpd, 16, 0});
  h.SetReg(CE::kCebdpaddr, H::kBd0);
  h.SetReg(CE::kCecon, 0xA5);
  h.clock.Advance(1000);
  EXPECT_EQ((h.Reg(CE::kCestat) >> CE::kStatErrOpShift) & 7, GetParam().err_op);
  EXPECT_EQ(h.Reg(CE::kCeintsrc), 0u);
  EXPECT_TRUE(h.GetWord(H::kBd0) & kBdDescEn);
}

INSTANTIATE_TEST_SUITE_P(
    CryptoEngine, UnsupportedSa,
    ::testing::Values(SaErrorCase{"AesKeySize3", SaCtrl(kAlgoAes, 0x9, true, 3), kErrOpEncrypt},
                      SaErrorCase{"AesCbcMac", SaCtrl(kAlgoAes, 0xC, false), kErrOpDecrypt},
                      SaErrorCase{"DesWithAesMode", SaCtrl(kAlgoDes, 0x9, true), kErrOpEncrypt},
                      SaErrorCase{"AesPlusSha256", SaCtrl(kAlgoAes | kAlgoSha256, 0x9, true),
                                  kErrOpEncrypt | kErrOpAuth},
                      SaErrorCase{"NoAlgorithm", SaCtrl(0, 0, false),
                                  kErrOpEncrypt | kErrOpDecrypt | kErrOpAuth}),
    CaseName<SaErrorCase>);

}  // namespace
}  // namespace sim::pic32mzw1::testing
