// The MMCAU model driven only through its registers, with NXP's library
// sequences (mmcau_library_sequences.h), checked against published vectors
// and OpenSSL's libcrypto.
#include "tools/sim/models/k66/mmcau.h"

#include <openssl/evp.h>

#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/models/k66/mmcau_library_sequences.h"

namespace sim::k66 {
namespace {

using namespace cau;  // NOLINT: the library's command names read best bare

std::vector<uint8_t> FromHex(const std::string& hex) {
  std::vector<uint8_t> bytes;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) {
    bytes.push_back(static_cast<uint8_t>(std::stoul(hex.substr(i, 2), nullptr, 16)));
  }
  return bytes;
}

std::string ToHex(const std::vector<uint8_t>& bytes) {
  static const char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (uint8_t b : bytes) {
    hex.push_back(kDigits[b >> 4]);
    hex.push_back(kDigits[b & 15]);
  }
  return hex;
}

std::vector<uint8_t> RandomBytes(std::mt19937* rng, size_t n) {
  std::vector<uint8_t> bytes(n);
  for (uint8_t& b : bytes) b = static_cast<uint8_t>((*rng)());
  return bytes;
}

// One ECB block through OpenSSL.
std::vector<uint8_t> OpenSslBlock(const EVP_CIPHER* cipher, const std::vector<uint8_t>& key,
                                  const std::vector<uint8_t>& in, bool encrypt) {
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  std::vector<uint8_t> out(in.size() + 32);
  int length = 0;
  EXPECT_EQ(1, EVP_CipherInit_ex(ctx, cipher, nullptr, key.data(), nullptr, encrypt ? 1 : 0));
  EVP_CIPHER_CTX_set_padding(ctx, 0);
  EXPECT_EQ(1, EVP_CipherUpdate(ctx, out.data(), &length, in.data(), static_cast<int>(in.size())));
  EVP_CIPHER_CTX_free(ctx);
  out.resize(static_cast<size_t>(length));
  return out;
}

std::vector<uint8_t> OpenSslDigest(const EVP_MD* md, const std::vector<uint8_t>& message) {
  std::vector<uint8_t> digest(EVP_MAX_MD_SIZE);
  unsigned length = 0;
  EXPECT_EQ(1, EVP_Digest(message.data(), message.size(), digest.data(), &length, md, nullptr));
  digest.resize(length);
  return digest;
}

std::vector<uint8_t> Bytes(const std::string& text) { return {text.begin(), text.end()}; }

class MmcauTest : public ::testing::Test {
 protected:
  uint32_t Casr() { return port_.Store(CASR); }

  Mmcau mmcau_;
  CauPort port_{&mmcau_};
};

TEST_F(MmcauTest, IdentityAndResetState) {
  EXPECT_EQ("mmcau", mmcau_.Name());
  EXPECT_EQ(0xB80u, mmcau_.Size());
  EXPECT_EQ(0x20000000u, Casr());  // VER = 2
  port_.Indirect(LDR + CA5, 0x12345678);
  port_.Direct(OneCommand(ILL));
  mmcau_.Reset();
  EXPECT_EQ(0x20000000u, Casr());
  EXPECT_EQ(0u, port_.Store(CA5));
}

// FIPS-197 appendix C: encrypt and decrypt, each key size.
TEST_F(MmcauTest, AesFips197AppendixC) {
  struct Case {
    const char* key;
    const char* ciphertext;
  };
  const Case cases[] = {
      {"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
      {"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
      {"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
       "8ea2b7ca516745bfeafc49904b496089"},
  };
  const std::vector<uint8_t> plaintext = FromHex("00112233445566778899aabbccddeeff");
  for (const Case& c : cases) {
    const std::vector<uint8_t> key = FromHex(c.key);
    const std::vector<uint32_t> schedule = AesSetKey(port_, key.data(), key.size());
    ASSERT_EQ(4 * (key.size() / 4 + 7), schedule.size());
    std::vector<uint8_t> out(16);
    AesEncrypt(port_, plaintext.data(), schedule, out.data());
    EXPECT_EQ(c.ciphertext, ToHex(out)) << c.key;
    std::vector<uint8_t> back(16);
    AesDecrypt(port_, out.data(), schedule, back.data());
    EXPECT_EQ(ToHex(plaintext), ToHex(back)) << c.key;
  }
}

// FIPS-197 appendix A: the key expansion done with AESS on CAA.
TEST_F(MmcauTest, AesKeyExpansionFips197AppendixA) {
  const std::vector<uint8_t> key128 = FromHex("2b7e151628aed2a6abf7158809cf4f3c");
  EXPECT_EQ(0xb6630ca6u, AesSetKey(port_, key128.data(), key128.size()).back());
  const std::vector<uint8_t> key192 = FromHex("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b");
  EXPECT_EQ(0x01002202u, AesSetKey(port_, key192.data(), key192.size()).back());
  const std::vector<uint8_t> key256 =
      FromHex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4");
  EXPECT_EQ(0x706c631eu, AesSetKey(port_, key256.data(), key256.size()).back());
}

TEST_F(MmcauTest, AesMatchesOpenSsl) {
  std::mt19937 rng(1197);
  const EVP_CIPHER* ciphers[] = {EVP_aes_128_ecb(), EVP_aes_192_ecb(), EVP_aes_256_ecb()};
  for (size_t size = 0; size < 3; ++size) {
    for (int trial = 0; trial < 20; ++trial) {
      const std::vector<uint8_t> key = RandomBytes(&rng, 16 + 8 * size);
      const std::vector<uint8_t> block = RandomBytes(&rng, 16);
      const std::vector<uint32_t> schedule = AesSetKey(port_, key.data(), key.size());
      std::vector<uint8_t> out(16);
      AesEncrypt(port_, block.data(), schedule, out.data());
      EXPECT_EQ(ToHex(OpenSslBlock(ciphers[size], key, block, true)), ToHex(out));
      AesDecrypt(port_, block.data(), schedule, out.data());
      EXPECT_EQ(ToHex(OpenSslBlock(ciphers[size], key, block, false)), ToHex(out));
    }
  }
}

// The classic worked example (key 133457799BBCDFF1, J. Orlin Grabbe).
TEST_F(MmcauTest, DesKnownVector) {
  const std::vector<uint8_t> key = FromHex("133457799bbcdff1");
  const std::vector<uint8_t> plaintext = FromHex("0123456789abcdef");
  std::vector<uint8_t> out(8);
  DesEncrypt(port_, plaintext.data(), key.data(), out.data());
  EXPECT_EQ("85e813540f0ab405", ToHex(out));
  std::vector<uint8_t> back(8);
  DesDecrypt(port_, out.data(), key.data(), back.data());
  EXPECT_EQ("0123456789abcdef", ToHex(back));
}

// Single DES is three-key 3DES with the same key three times (OpenSSL 3
// keeps plain DES in its legacy provider).
TEST_F(MmcauTest, DesMatchesOpenSsl) {
  std::mt19937 rng(463);
  for (int trial = 0; trial < 40; ++trial) {
    const std::vector<uint8_t> key = RandomBytes(&rng, 8);
    const std::vector<uint8_t> block = RandomBytes(&rng, 8);
    std::vector<uint8_t> triple = key;
    triple.insert(triple.end(), key.begin(), key.end());
    triple.insert(triple.end(), key.begin(), key.end());
    std::vector<uint8_t> out(8);
    DesEncrypt(port_, block.data(), key.data(), out.data());
    EXPECT_EQ(ToHex(OpenSslBlock(EVP_des_ede3_ecb(), triple, block, true)), ToHex(out));
    DesDecrypt(port_, block.data(), key.data(), out.data());
    EXPECT_EQ(ToHex(OpenSslBlock(EVP_des_ede3_ecb(), triple, block, false)), ToHex(out));
  }
}

TEST_F(MmcauTest, DesKeyParityCheckSetsAndClearsDpe) {
  const std::vector<uint8_t> good = FromHex("133457799bbcdff1");  // every byte odd
  const std::vector<uint8_t> bad = FromHex("133457799bbcdff0");   // last byte even
  EXPECT_TRUE(DesKeyParityOk(port_, good.data()));
  EXPECT_FALSE(DesKeyParityOk(port_, bad.data()));
  EXPECT_EQ(0x20000002u, Casr());  // DPE, version kept, no IC
  EXPECT_TRUE(DesKeyParityOk(port_, good.data()));  // DPE follows the latest check
  // DESK without CP leaves DPE alone.
  EXPECT_FALSE(DesKeyParityOk(port_, bad.data()));
  port_.Direct(OneCommand(DESK));
  EXPECT_EQ(0x20000002u, Casr());
}

const char kTwoBlockMessage[] = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";

TEST_F(MmcauTest, Sha1PublishedVectors) {
  EXPECT_EQ("a9993e364706816aba3e25717850c26c9cd0d89d", ToHex(Sha1(port_, Bytes("abc"))));
  EXPECT_EQ("84983e441c3bd26ebaae4aa1f95129e5e54670f1",
            ToHex(Sha1(port_, Bytes(kTwoBlockMessage))));
}

TEST_F(MmcauTest, Sha256PublishedVectors) {
  EXPECT_EQ("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
            ToHex(Sha256(port_, Bytes("abc"))));
  EXPECT_EQ("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
            ToHex(Sha256(port_, Bytes(kTwoBlockMessage))));
}

TEST_F(MmcauTest, HashesMatchOpenSsl) {
  std::mt19937 rng(180);
  for (size_t length : {0, 1, 55, 56, 63, 64, 65, 119, 128, 200}) {
    const std::vector<uint8_t> message = RandomBytes(&rng, length);
    EXPECT_EQ(ToHex(OpenSslDigest(EVP_sha1(), message)), ToHex(Sha1(port_, message))) << length;
    EXPECT_EQ(ToHex(OpenSslDigest(EVP_sha256(), message)), ToHex(Sha256(port_, message)))
        << length;
  }
}

// MDS is a documented assumption (mmcau.h); MD5 coming out right with the
// ColdFire library's command order is its check.
TEST_F(MmcauTest, Md5WithMdsMatchesRfc1321AndOpenSsl) {
  EXPECT_EQ("900150983cd24fb0d6963f7d28e17f72", ToHex(Md5(port_, Bytes("abc"))));
  std::mt19937 rng(1321);
  for (size_t length : {0, 3, 56, 64, 130}) {
    const std::vector<uint8_t> message = RandomBytes(&rng, length);
    EXPECT_EQ(ToHex(OpenSslDigest(EVP_md5(), message)), ToHex(Md5(port_, message))) << length;
  }
}

TEST_F(MmcauTest, RegisterArithmetic) {
  port_.Indirect(LDR + CA0, 0x11223344);
  port_.Indirect(ADR + CA0, 0x00000010);                // 0x11223354
  port_.Indirect(RADR + CA0, 0x01000000);               // + byte-reverse = +1
  port_.Indirect(XOR + CA0, 0xFF000000);                // 0xEE223355
  port_.Indirect(ROTL + CA0, 36);                       // rotate by 36 mod 32 = 4
  EXPECT_EQ(0xE223355Eu, port_.Store(CA0));
  port_.Direct(OneCommand(MVRA + CA0));                 // CAA = CA0
  port_.Direct(TwoCommands(ADRA + CA0, MVAR + CA8));    // CAA += CA0; CA8 = CAA
  EXPECT_EQ(0xC4466ABCu, port_.Store(CA8));
  port_.Indirect(LDR + CASR, 0xFFFFFFFF);               // only IC and DPE are writable
  EXPECT_EQ(0x20000003u, Casr());
}

// Slots run only when their own valid bit (31, 20, 9) is set.
TEST_F(MmcauTest, DirectWordValidBits) {
  port_.Indirect(LDR + CA0, 1);
  port_.Indirect(LDR + CAA, 0);
  const uint32_t adra = ADRA + CA0;
  port_.Direct((1u << 31) | adra << 22 | adra << 11 | (1u << 9) | adra);  // slot 2 invalid
  EXPECT_EQ(2u, port_.Store(CAA));
  port_.Direct(adra << 22 | adra << 11 | adra);  // nothing valid
  EXPECT_EQ(2u, port_.Store(CAA));
  for (unsigned n = 0; n < 16; ++n) port_.Direct(OneCommand(adra), n);  // every DIRECT address
  EXPECT_EQ(18u, port_.Store(CAA));
  EXPECT_EQ(0x20000000u, Casr());
}

TEST_F(MmcauTest, IllegalCommandsSetIc) {
  const uint32_t illegal[] = {
      ILL,
      0x160,          // undefined opcode
      HASH + 12,      // undefined hash function
      MVRA + 11,      // no register 11
      LDR + CA0,      // needs a data operand, which a direct word lacks
      AESC + CA0,
  };
  for (uint32_t command : illegal) {
    port_.Indirect(LDR + CASR, 0);
    port_.Indirect(LDR + CA0, 0xABCD);
    EXPECT_EQ(0x20000000u, Casr());
    port_.Direct(OneCommand(command));
    EXPECT_EQ(0x20000001u, Casr()) << std::hex << command;
    EXPECT_EQ(0xABCDu, port_.Store(CA0)) << std::hex << command;
  }
  port_.Indirect(LDR + CASR, 0);
  port_.Direct(ThreeCommands(CNOP, AESR, SHS));
  EXPECT_EQ(0x20000000u, Casr());
}

// Fault injection: a wrong result flips bit 0 of what STR reads (not CASR);
// an error sets CASR.IC after every command; a hang cannot be shown.
TEST_F(MmcauTest, InjectedFaults) {
  EXPECT_FALSE(mmcau_.InjectFault(Fault::kHang));
  port_.Indirect(LDR + CA0, 0x100);
  ASSERT_TRUE(mmcau_.InjectFault(Fault::kWrongResult));
  EXPECT_EQ(0x101u, port_.Store(CA0));
  EXPECT_EQ(0x20000000u, Casr());
  ASSERT_TRUE(mmcau_.InjectFault(Fault::kError));
  EXPECT_EQ(0x100u, port_.Store(CA0));
  port_.Indirect(LDR + CASR, 0);
  EXPECT_EQ(0x20000001u, Casr());
  mmcau_.Reset();  // a fault survives a reset
  port_.Direct(OneCommand(CNOP));
  EXPECT_EQ(0x20000001u, Casr());
  ASSERT_TRUE(mmcau_.InjectFault(Fault::kNone));
  port_.Indirect(LDR + CASR, 0);
  EXPECT_EQ(0x20000000u, Casr());
}

TEST_F(MmcauTest, AccessErrors) {
  uint32_t value = 0;
  EXPECT_EQ(Access::kBusError, mmcau_.Read(DirectOffset(0), 4, &value));
  EXPECT_EQ(Access::kBusError, mmcau_.Read(IndirectOffset(LDR + CA0), 4, &value));
  EXPECT_EQ(Access::kBusError, mmcau_.Write(IndirectOffset(STR + CA0), 4, 1));
  EXPECT_EQ(Access::kBusError, mmcau_.Read(IndirectOffset(STR + CA0), 2, &value));
  EXPECT_EQ(Access::kBusError, mmcau_.Write(IndirectOffset(LDR + CA0) + 1, 4, 1));
  EXPECT_EQ(Access::kBusError, mmcau_.Write(0x040, 4, OneCommand(ILL)));  // reserved
  EXPECT_EQ(Access::kBusError, mmcau_.Write(IndirectOffset(CNOP), 4, 1));
  EXPECT_EQ(Access::kBusError, mmcau_.Write(IndirectOffset(MVRA + CA0), 4, 1));
  EXPECT_EQ(Access::kBusError, mmcau_.Read(IndirectOffset(STR + 11), 4, &value));
  EXPECT_EQ(Access::kBusError, mmcau_.Write(0xB80, 4, 1));  // past the window
  EXPECT_EQ(0u, mmcau_.TakeStallCycles());  // a faulting access costs no command
  EXPECT_EQ(0x20000000u, Casr());
  EXPECT_EQ(0u, port_.Store(CA0));
}

// Forwards to the model and adds up the stalls, as the simulator does after
// every access.
class StallMeter : public Peripheral {
 public:
  explicit StallMeter(Peripheral* model) : model_(model) {}
  std::string Name() const override { return model_->Name(); }
  uint64_t Base() const override { return model_->Base(); }
  uint64_t Size() const override { return model_->Size(); }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override {
    const Access access = model_->Read(offset, width, value);
    total_ += model_->TakeStallCycles();
    return access;
  }
  Access Write(uint64_t offset, unsigned width, uint32_t value) override {
    const Access access = model_->Write(offset, width, value);
    total_ += model_->TakeStallCycles();
    return access;
  }
  uint64_t TakeTotal() {
    const uint64_t total = total_;
    total_ = 0;
    return total;
  }

 private:
  Peripheral* model_;
  uint64_t total_ = 0;
};

// Totals from the table in mmcau_cycles.h.
TEST_F(MmcauTest, CycleCost) {
  StallMeter meter(&mmcau_);
  CauPort port(&meter);
  const std::vector<uint8_t> key(16, 0x2B);
  const std::vector<uint8_t> block(16, 0x00);

  // Key expansion: 10 x (LDR CAA 1 + AESS 1 + STR CAA 1).
  const std::vector<uint32_t> schedule = AesSetKey(port, key.data(), key.size());
  EXPECT_EQ(30u, meter.TakeTotal());

  // AES-128 block: 4 LDR + 9 x (4 AESS + AESR x 2 + 4 AESC x 2) + (4 AESS +
  // AESR x 2) + 4 STR = 4 + 9 x 14 + 6 + 4.
  std::vector<uint8_t> out(16);
  AesEncrypt(port, block.data(), schedule, out.data());
  EXPECT_EQ(140u, meter.TakeTotal());
  AesDecrypt(port, out.data(), schedule, out.data());  // same shape with AESIC
  EXPECT_EQ(140u, meter.TakeTotal());

  // DES block: 4 LDR + DESK + 16 DESR x 8 + 2 STR.
  const std::vector<uint8_t> des_key = FromHex("133457799bbcdff1");
  DesEncrypt(port, block.data(), des_key.data(), out.data());
  EXPECT_EQ(135u, meter.TakeTotal());

  // A direct word is charged for each of its commands; taking clears.
  port.Direct(ThreeCommands(DESR + KSL1, DESR + KSL1, HASH + HFC));
  EXPECT_EQ(17u, meter.TakeTotal());
  EXPECT_EQ(0u, mmcau_.TakeStallCycles());
}

}  // namespace
}  // namespace sim::k66
