// The AES register map and driver sequences of accelerators.md §3.1, written
// out again for the tests rather than taken from the model, so that a wrong
// offset or bit in the model fails a test instead of agreeing with itself.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_TEST_DRIVER_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_TEST_DRIVER_H_

#include <openssl/evp.h>

#include <cstdint>
#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/model_testing.h"
#include "tools/sim/models/sam4c/aes.h"
#include "tools/sim/models/sam4c/test_driver.h"

namespace sim {
namespace sam4c {
namespace testing {
namespace aes_regs {

constexpr uint64_t kCr = 0x00, kMr = 0x04, kIer = 0x10, kIdr = 0x14, kImr = 0x18, kIsr = 0x1C;
constexpr uint64_t kKeywr = 0x20, kIdatar = 0x40, kOdatar = 0x50, kIvr = 0x60;
constexpr uint64_t kAadlenr = 0x70, kClenr = 0x74, kGhashr = 0x78, kTagr = 0x88, kCtrr = 0x98,
                   kGcmhr = 0x9C;
constexpr uint64_t kRpr = 0x100, kRcr = 0x104, kTpr = 0x108, kTcr = 0x10C, kPtcr = 0x120,
                   kPtsr = 0x124;

constexpr uint32_t kStart = 1u << 0, kSwrst = 1u << 8;

constexpr uint32_t kCipherEncrypt = 1u << 0, kGtagen = 1u << 1, kDualBuff = 1u << 3,
                   kLod = 1u << 15;
constexpr uint32_t Procdly(uint32_t n) { return n << 4; }
constexpr uint32_t kSmodManual = 0u << 8, kSmodAuto = 1u << 8, kSmodIdatar0 = 2u << 8;
constexpr uint32_t Keysize(size_t key_bytes) {
  return static_cast<uint32_t>((key_bytes - 16) / 8) << 10;
}
constexpr uint32_t kEcb = 0u << 12, kCbc = 1u << 12, kOfb = 2u << 12, kCfb = 3u << 12,
                   kCtr = 4u << 12, kGcm = 5u << 12;
constexpr uint32_t Cfbs(uint32_t code) { return code << 16; }
constexpr uint32_t kCkey = 0xEu << 20;

constexpr uint32_t kDatrdy = 1u << 0, kEndRx = 1u << 1, kEndTx = 1u << 2, kRxBuff = 1u << 3,
                   kTxBufe = 1u << 4, kUrad = 1u << 8, kTagrdy = 1u << 16;
constexpr uint32_t Urat(uint32_t isr) { return (isr >> 12) & 0xF; }
constexpr uint32_t kRxten = 1u << 0, kTxten = 1u << 8;

}  // namespace aes_regs

// A driver's view of one AES: registers, memory for the PDC, and the clock.
struct AesBench {
  explicit AesBench(Aes::Options options = Aes::Options()) : aes(options), regs(&aes, &clock) {
    aes.Attach(&bus, &clock);
    aes.Reset();
  }

  // §3.1 steps 1-3: SWRST, MR with CKEY, key, IV.
  void Setup(uint32_t mode, const std::vector<uint8_t>& key, const std::vector<uint8_t>& iv = {}) {
    regs.Write(aes_regs::kCr, aes_regs::kSwrst);
    regs.Write(aes_regs::kMr, aes_regs::kCkey | mode | aes_regs::Keysize(key.size()));
    WriteKey(key);
    for (size_t i = 0; i < iv.size(); i += 4) regs.Write(aes_regs::kIvr + i, WordAt(iv, i));
  }

  void WriteKey(const std::vector<uint8_t>& key) {
    for (size_t i = 0; i < key.size(); i += 4) regs.Write(aes_regs::kKeywr + i, WordAt(key, i));
  }

  // §3.1 step 4 in auto mode: per unit of `words` words, write IDATAR, poll
  // DATRDY, read ODATAR. Returns the output stream.
  std::vector<uint8_t> Run(const std::vector<uint8_t>& in, unsigned words = 4) {
    std::vector<uint8_t> out;
    const size_t unit = 4u * words;
    for (size_t at = 0; at < in.size(); at += unit) {
      for (unsigned w = 0; w < words; ++w)
        regs.Write(aes_regs::kIdatar + 4 * w, WordAt(in, at + 4 * w));
      regs.WaitFor(aes_regs::kIsr, aes_regs::kDatrdy);
      for (unsigned w = 0; w < words; ++w) AppendWord(regs.Read(aes_regs::kOdatar + 4 * w), &out);
    }
    out.resize(in.size());
    return out;
  }

  FakeBus bus;
  ManualClock clock;
  Aes aes;
  Registers regs;
};

// OpenSSL's answer for a whole message, the reference the model must match.
inline std::vector<uint8_t> OpensslCipher(const EVP_CIPHER* cipher, bool encrypt,
                                          const std::vector<uint8_t>& key,
                                          const std::vector<uint8_t>& iv,
                                          const std::vector<uint8_t>& in) {
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  std::vector<uint8_t> out(in.size() + 32);
  int n = 0, tail = 0;
  EXPECT_EQ(1, EVP_CipherInit_ex(ctx, cipher, nullptr, key.data(), iv.empty() ? nullptr : iv.data(),
                                 encrypt ? 1 : 0));
  EVP_CIPHER_CTX_set_padding(ctx, 0);
  EXPECT_EQ(1, EVP_CipherUpdate(ctx, out.data(), &n, in.data(), static_cast<int>(in.size())));
  EXPECT_EQ(1, EVP_CipherFinal_ex(ctx, out.data() + n, &tail));
  EVP_CIPHER_CTX_free(ctx);
  out.resize(static_cast<size_t>(n + tail));
  return out;
}

inline std::vector<uint8_t> Pattern(size_t n, uint8_t seed) {
  std::vector<uint8_t> bytes(n);
  for (size_t i = 0; i < n; ++i) bytes[i] = static_cast<uint8_t>(seed + 37 * i + (i >> 3));
  return bytes;
}

}  // namespace testing
}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_TEST_DRIVER_H_
