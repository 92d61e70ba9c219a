// Test driver for the Crypto Engine model: RAM on a FakeBus, a ManualClock,
// and the register and descriptor steps of the reference drivers
// (docs/accelerators.md section 4.1, steps 1-8).
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_ENGINE_TEST_UTIL_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_ENGINE_TEST_UTIL_H_

#include <cstdint>
#include <vector>

#include "tools/sim/model_testing.h"
#include "tools/sim/models/pic32mzw1/crypto_engine.h"
#include "tools/sim/models/pic32mzw1/descriptors.h"

namespace sim::pic32mzw1::testing {

using Bytes = std::vector<uint8_t>;

// SA_CTRL bits the drivers set besides the fields in descriptors.h.
constexpr uint32_t kSaFb = 1u << 21;
constexpr uint32_t kSaLoadIv = 1u << 22;
constexpr uint32_t kSaLnc = 1u << 23;
constexpr uint32_t kSaIrFlag = 1u << 24;

// SA_CTRL as a driver builds it: LNC | LOADIV | FB | ALGO | ENC | mode | KEYSIZE.
inline uint32_t SaCtrl(uint32_t algo, uint32_t crypto_algo, bool encrypt, uint32_t key_size = 0) {
  return kSaLnc | kSaLoadIv | kSaFb | algo << kSaAlgoShift | (encrypt ? kSaEncType : 0) |
         crypto_algo | key_size << kSaKeySizeShift;
}

// An SA image in memory. Key and IV words hold big-endian values, as drivers
// store them (htobe32 / LOAD32BE on a little-endian core).
class SaImage {
 public:
  explicit SaImage(uint32_t ctrl) { Word(0, ctrl); }
  SaImage& Word(size_t index, uint32_t value) {
    for (size_t i = 0; i < 4; ++i) bytes_[4 * index + i] = static_cast<uint8_t>(value >> (8 * i));
    return *this;
  }
  // Big-endian words from `data`, starting at word `first`.
  SaImage& BigEndian(size_t first, const Bytes& data) {
    for (size_t i = 0; i < data.size() / 4; ++i) {
      Word(first + i, uint32_t{data[4 * i]} << 24 | uint32_t{data[4 * i + 1]} << 16 |
                          uint32_t{data[4 * i + 2]} << 8 | data[4 * i + 3]);
    }
    return *this;
  }
  SaImage& EncKey(const Bytes& key) { return BigEndian(kSaEncKeyWord + 8 - key.size() / 4, key); }
  SaImage& EncIv(size_t first_iv_word, const Bytes& iv) {
    return BigEndian(kSaEncIvWord + first_iv_word, iv);
  }
  SaImage& AuthKey(const Bytes& key) { return BigEndian(kSaAuthKeyWord, key); }
  const Bytes& bytes() const { return bytes_; }

 private:
  Bytes bytes_ = Bytes(0x84, 0);  // Oryx's layout, with the 8-word ENCIV
};

inline Bytes ReversedWords(Bytes data) {
  data.resize((data.size() + 3) & ~size_t{3}, 0);
  ReverseWordBytes(&data);
  return data;
}

class EngineHarness {
 public:
  // Physical addresses in a 64 KiB RAM.
  static constexpr uint32_t kRam = 0x00010000;
  static constexpr uint32_t kBd0 = kRam;
  static constexpr uint32_t kBd1 = kRam + 0x20;
  static constexpr uint32_t kSa = kRam + 0x100;
  static constexpr uint32_t kSrc = kRam + 0x1000;
  static constexpr uint32_t kDst = kRam + 0x5000;
  static constexpr uint32_t kUpd = kRam + 0x9000;
  static constexpr uint32_t kUnmapped = 0x0F000000;

  EngineHarness() {
    bus.AddRegion(kRam, 0x10000);
    engine.Attach(&bus, &clock);
    engine.Reset();
  }

  uint32_t Reg(uint64_t offset) {
    uint32_t value = 0;
    engine.Read(offset, 4, &value);
    return value;
  }
  void SetReg(uint64_t offset, uint32_t value) { engine.Write(offset, 4, value); }

  // Step 1: CECON.SWRST, then poll CECON until it reads 0. Returns the polls.
  int SoftReset() {
    SetReg(CryptoEngine::kCecon, CryptoEngine::kSwRst);
    int polls = 0;
    for (; Reg(CryptoEngine::kCecon) != 0 && polls < 1000; ++polls) clock.Advance(1);
    return polls;
  }

  void Put(uint32_t address, const Bytes& data) { bus.Write(address, data.data(), data.size()); }
  Bytes Get(uint32_t address, size_t length) {
    Bytes data(length);
    bus.Read(address, data.data(), length);
    return data;
  }
  void PutWord(uint32_t address, uint32_t value) {
    Put(address, {static_cast<uint8_t>(value), static_cast<uint8_t>(value >> 8),
                  static_cast<uint8_t>(value >> 16), static_cast<uint8_t>(value >> 24)});
  }
  uint32_t GetWord(uint32_t address) { return LoadLe32(Get(address, 4).data()); }
  void PutBd(uint32_t address, const BufferDescriptor& bd) {
    const uint32_t words[] = {bd.ctrl,      bd.sa_addr,  bd.src_addr, bd.dst_addr,
                              bd.next_addr, bd.upd_addr, bd.msg_len,  bd.enc_off};
    for (size_t i = 0; i < 8; ++i) PutWord(address + 4 * static_cast<uint32_t>(i), words[i]);
  }

  // Step 5's wait, done the register way: poll CEINTSRC every 4 cycles until
  // the BD is handed back (DESC_EN = 0), then clear CEINTSRC with 0xF.
  bool WaitForBd(uint32_t bd_address, uint64_t max_cycles = 1000000) {
    for (uint64_t waited = 0; waited < max_cycles; waited += 4) {
      Reg(CryptoEngine::kCeintsrc);
      if (!(GetWord(bd_address) & kBdDescEn)) {
        SetReg(CryptoEngine::kCeintsrc, 0xF);
        return true;
      }
      clock.Advance(4);
    }
    return false;
  }

  sim::FakeBus bus;
  sim::ManualClock clock;
  CryptoEngine engine;
};

// What one frame produced.
struct FrameResult {
  std::vector<Bytes> outputs;  // DSTADDR contents after each chunk (chunk length)
  Bytes result;                // UPDPTR contents after the frame
  bool completed = false;
};

// Oryx's flow (steps 1-8): one BD whose NXTPTR points to itself, BDPPLEN set
// so the engine waits on it, one chunk per DESC_EN hand-over. Each chunk's
// BUFLEN is rounded up to `align`; the SA is fetched with the first chunk and
// LIFM marks the last. The data in memory follows CECON's swap bits.
inline FrameResult RunOneBdRing(EngineHarness& h, const SaImage& sa,
                                const std::vector<Bytes>& chunks, uint32_t msg_len,
                                uint32_t enc_off, size_t align, size_t result_len,
                                uint32_t cecon = 0xA7) {
  using H = EngineHarness;
  FrameResult run;
  if (h.SoftReset() >= 1000) return run;
  h.Put(H::kSa, sa.bytes());
  BufferDescriptor bd;
  bd.sa_addr = H::kSa;
  bd.src_addr = H::kSrc;
  bd.dst_addr = H::kDst;
  bd.next_addr = H::kBd0;
  bd.upd_addr = H::kUpd;
  bd.msg_len = msg_len;
  bd.enc_off = enc_off;
  h.PutBd(H::kBd0, bd);
  h.SetReg(CryptoEngine::kCepollcon, 10);
  h.SetReg(CryptoEngine::kCebdpaddr, H::kBd0);
  h.SetReg(CryptoEngine::kCecon, cecon);
  for (size_t i = 0; i < chunks.size(); ++i) {
    const Bytes& chunk = chunks[i];
    Bytes padded = chunk;
    padded.resize((chunk.size() + align - 1) / align * align, 0);
    h.Put(H::kSrc, (cecon & CryptoEngine::kSwapEn) ? padded : ReversedWords(padded));
    uint32_t ctrl = static_cast<uint32_t>(padded.size()) | kBdDescEn;
    if (i == 0) ctrl |= kBdSaFetchEn;
    if (i + 1 == chunks.size()) ctrl |= kBdLifm;
    h.PutWord(H::kBd0, ctrl);
    if (!h.WaitForBd(H::kBd0)) return run;
    Bytes out = h.Get(H::kDst, (chunk.size() + 3) & ~size_t{3});
    if (!(cecon & CryptoEngine::kSwapOEn)) out = ReversedWords(out);
    out.resize(chunk.size());
    run.outputs.push_back(out);
  }
  run.result = h.Get(H::kUpd, result_len);
  if (!(cecon & CryptoEngine::kSwapOEn)) run.result = ReversedWords(run.result);
  run.completed = true;
  return run;
}

inline Bytes Concat(const std::vector<Bytes>& parts) {
  Bytes all;
  for (const Bytes& part : parts) all.insert(all.end(), part.begin(), part.end());
  return all;
}

}  // namespace sim::pic32mzw1::testing

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_ENGINE_TEST_UTIL_H_
