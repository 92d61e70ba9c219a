// Model of the PIC32MZ W1 Crypto Engine (docs/accelerators.md section 4.1):
// a DMA engine that walks a ring of buffer descriptors, fetches security
// associations, and runs DES/3DES/AES and MD5/SHA-1/SHA-256/HMAC through
// OpenSSL's libcrypto.
//
// Time: the engine works while the core runs, but the simulator calls a
// model only on register accesses. Each BD is therefore "pending until cycle
// X" and the model catches up lazily on every access (and on Sync()): a BD
// whose time has come is completed then, and only then do its results, the
// cleared DESC_EN and the interrupt flags reach memory and registers. Firmware
// must poll a register (CEINTSRC, CESTAT) before it reads results; a driver
// that polls BD_CTRL.DESC_EN in RAM (Oryx does) needs the simulator to call
// Sync() on such reads, or it would spin forever.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_CRYPTO_ENGINE_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_CRYPTO_ENGINE_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tools/sim/models/pic32mzw1/descriptors.h"
#include "tools/sim/peripheral.h"

namespace sim::pic32mzw1 {

class FrameProcessor;

class CryptoEngine : public Peripheral {
 public:

  // Register offsets.
  static constexpr uint64_t kCever = 0x00;
  static constexpr uint64_t kCecon = 0x04;
  static constexpr uint64_t kCebdaddr = 0x08;
  static constexpr uint64_t kCebdpaddr = 0x0C;
  static constexpr uint64_t kCestat = 0x10;
  static constexpr uint64_t kCeintsrc = 0x14;
  static constexpr uint64_t kCeinten = 0x18;
  static constexpr uint64_t kCepollcon = 0x1C;
  static constexpr uint64_t kCehdlen = 0x20;
  static constexpr uint64_t kCetrllen = 0x24;

  // CECON bits.
  static constexpr uint32_t kDmaEn = 1u << 0;
  static constexpr uint32_t kBdpPlEn = 1u << 1;
  static constexpr uint32_t kBdpChSt = 1u << 2;
  static constexpr uint32_t kSwapEn = 1u << 5;
  static constexpr uint32_t kSwRst = 1u << 6;
  static constexpr uint32_t kSwapOEn = 1u << 7;

  // CEINTSRC flags; CEINTEN enables share the positions (bit 0 = PENDIE).
  static constexpr uint32_t kPendIf = 1u << 0;
  static constexpr uint32_t kCbdIf = 1u << 1;
  static constexpr uint32_t kPktIf = 1u << 2;
  static constexpr uint32_t kAreIf = 1u << 3;

  // CESTAT fields.
  static constexpr uint32_t kStatActive = 1u << 16;
  static constexpr uint32_t kStatStart = 1u << 17;
  static constexpr unsigned kStatBdStateShift = 18;
  static constexpr unsigned kStatErrPhaseShift = 24;
  static constexpr unsigned kStatErrOpShift = 26;
  static constexpr unsigned kStatErrModeShift = 29;
  // BDSTATE values the model uses.
  static constexpr uint32_t kBdStateIdle = 0;
  static constexpr uint32_t kBdStateFetchPending = 1;  // polling a disabled BD
  static constexpr uint32_t kBdStateData = 3;
  static constexpr uint32_t kBdStateFetchDisabled = 5;  // stopped at a disabled BD
  // ERRPHASE values.
  static constexpr uint32_t kPhaseBd = 0;
  static constexpr uint32_t kPhaseSa = 1;
  static constexpr uint32_t kPhaseSource = 2;
  static constexpr uint32_t kPhaseDestination = 3;

  // [assumption] No source gives the reset value of CEVER: ID 0x0001,
  // VERSION 1, REVISION 0.
  static constexpr uint32_t kCeverValue = 0x00010001;
  // [assumption] CECON.SWRST reads back 1 for this many cycles.
  static constexpr uint64_t kSoftResetCycles = 16;

  CryptoEngine();
  ~CryptoEngine() override;
  CryptoEngine(const CryptoEngine&) = delete;
  CryptoEngine& operator=(const CryptoEngine&) = delete;

  std::string Name() const override { return "pic32mzw1_crypto"; }
  // The fitted costs (README.md "Timing"): 200 MHz x 16 B / the seed
  // figure, less the DMA words and what the benchmark measures beyond the
  // engine (the driver's cache maintenance, the memory system).
  std::vector<TimingNote> TimingNotes() const override {
    const char* kFit =
        "fitted: 200 MHz x 16 B / the seed cell, less the DMA words and the driver's measured cost";
    return {{"a BD: 8 cycles fetch, 29 SA fetch, 1 per DMA word (4 per 16 B for hashes, 8 for "
             "ciphers), 1 per result word, 1 BD_CTRL write-back; HMAC two more blocks",
             "assumption (crypto_engine.cc BdCycles): no datasheet timing (accelerators.md gap 7)", ""},
            {"AES ECB/CBC/CTR: 76 + 2 per round cycles per 16 B (96/100/104)", kFit,
             "Cipher|AES128-CBC|ENCRYPTION"},
            {"AES-GCM: the AES cost + 28 cycles per 16 B", kFit, "AEAD|AES128-GCM|ENCRYPTION"},
            {"3DES: 127 cycles per 16 B", kFit, "Cipher|3DES-CBC|ENCRYPTION"},
            {"DES: 42 cycles per 16 B", "assumption: a third of 3DES's rounds (no seed cell)", ""},
            {"MD5: 40 cycles per 16 B", kFit, "Hash|MD5|HASH"},
            {"SHA-1: 35 cycles per 16 B", kFit, "Hash|SHA-1|HASH"},
            {"SHA-256: 55 cycles per 16 B", kFit, "Hash|SHA-256|HASH"}};
  }
  uint64_t Size() const override { return 0x1000; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;
  // kHang: a BD, once started, never completes (CESTAT.ACTIVE stays set, no
  // flag); kError: the BD is refused as an unsupported SA would be (ERROP);
  // kWrongResult: the BD completes with bit 0 of its first output byte (or
  // of its digest or tag) flipped.
  bool InjectFault(Fault fault) override;

  // Catches the engine up to now(): for the simulator to call when firmware
  // polls descriptor memory instead of a register.
  void Sync() { Advance(); }
  // The _CRYPTO_VECTOR (164) request: CEINTEN.PENDIE and an enabled flag.
  bool InterruptRequested();

  // Modelled duration of one BD in core cycles (see crypto_engine.cc).
  static uint64_t BdCycles(const Operation& op, uint32_t buf_len, bool sa_fetched,
                           size_t result_len);

 private:
  enum class BdpState { kStopped, kPolling, kBusy };

  void Advance();
  void SoftReset();
  void WriteCecon(uint32_t value);
  void WriteRegister(uint64_t offset, uint32_t value, uint32_t lanes);
  uint32_t ReadRegister(uint64_t offset) const;
  uint32_t Cestat() const;

  bool FetchBd(uint64_t at);
  bool StartBd(uint64_t at);
  bool LoadFrame(bool fetch_sa);
  void CompleteBd();
  void Stop(uint32_t bd_state);
  void RaiseBusError(uint32_t phase);
  void RaiseOpError(uint32_t err_op, uint32_t err_mode);
  bool DmaRead(uint64_t address, void* out, size_t length);
  bool DmaWrite(uint64_t address, const void* data, size_t length);

  Fault fault_ = Fault::kNone;  // survives Reset()

  // Registers.
  uint32_t cecon_ = 0;
  uint32_t bd_base_ = 0;     // CEBDPADDR
  uint32_t bd_current_ = 0;  // CEBDADDR
  uint32_t int_flags_ = 0;   // CEINTSRC without PENDIF
  uint32_t int_enable_ = 0;
  uint32_t poll_cycles_ = 0;
  uint32_t header_len_ = 0;
  uint32_t trailer_len_ = 0;
  uint32_t err_phase_ = 0;
  uint32_t err_op_ = 0;
  uint32_t err_mode_ = 0;

  // Soft reset in progress until reset_done_at_.
  bool resetting_ = false;
  uint64_t reset_done_at_ = 0;

  // Buffer-descriptor processor.
  BdpState state_ = BdpState::kStopped;
  uint32_t stopped_bd_state_ = kBdStateIdle;
  uint64_t busy_until_ = 0;   // completion cycle of the BD in progress
  uint64_t poll_origin_ = 0;  // first fetch of the disabled BD being polled
  BufferDescriptor bd_;
  // The BD in progress's DMA writes, made when its completion is observed.
  std::vector<uint8_t> pending_output_;
  size_t pending_output_begin_ = 0;
  std::vector<uint8_t> pending_result_;

  // The last SA fetched, kept for frames whose first BD does not fetch one.
  Operation sa_;
  bool sa_loaded_ = false;
  std::unique_ptr<FrameProcessor> frame_;
};

}  // namespace sim::pic32mzw1

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_CRYPTO_ENGINE_H_
