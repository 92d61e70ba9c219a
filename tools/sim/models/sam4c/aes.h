// Register-level model of the Microchip SAM4C AES (accelerators.md §3.1),
// base 0x4000_0000, with its PDC channel pair at offset 0x100.
//
// Results come from OpenSSL (aes_cipher.h); the modes, GCM (aes_gcm.h) and
// the PDC (pdc.h) are modelled on top. Work is computed when a block starts
// and published (ODATAR, DATRDY, TAGR, TAGRDY, GCMHR) when the simulated
// clock reaches its end, checked on every register access.
//
// Stated assumptions, each a [GAP] in the reference (details in aes.cc):
// - timing: N x (PROCDLY + 1) cycles per block, N = 10/12/14 by key size;
// - CKEY: a first MR write without CKEY = 0xE is ignored and flags URAD
//   with URAT = 2 (Options::enforce_ckey = false accepts it);
// - DATRDY clears when every ODATAR word of the block has been read
//   (LOD = 0), on an IDATAR write (LOD = 1), and when a block starts;
// - GCM flow: see aes_gcm.h.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_H_

#include <cstdint>
#include <string>

#include "tools/sim/models/sam4c/aes_cipher.h"
#include "tools/sim/models/sam4c/aes_gcm.h"
#include "tools/sim/models/sam4c/aes_modes.h"
#include "tools/sim/models/sam4c/pdc.h"
#include "tools/sim/peripheral.h"

namespace sim {
namespace sam4c {

class Aes : public Peripheral {
 public:
  static constexpr uint64_t kSize = 0x4000;  // one SAM4C peripheral slot

  struct Options {
    // Whether the first AES_MR write must carry CKEY = 0xE. The reference
    // cannot say whether the hardware enforces it (CycloneCRYPTO's driver
    // omits CKEY), so a simulator running such firmware can turn it off.
    bool enforce_ckey = true;
  };

  Aes() : Aes(Options()) {}
  explicit Aes(Options options) : options_(options) { Reset(); }

  std::string Name() const override { return "sam4c_aes"; }
  std::vector<TimingNote> TimingNotes() const override {
    return {{"one block (ECB, CBC, CTR, GCM) 10/12/14 x (PROCDLY + 1) cycles for 128/192/256-bit "
             "keys, AES clock = core clock",
             "the SAM family datasheets' processing-time formula (not fitted)", ""},
            {"PDC transfers: 9 cycles per word moved (4 in before a block starts, 4 out before it "
             "finishes)",
             "fitted to the seed's AES128-CBC Encryption (Hardware) 21.929 MB/s (87.6 cycles per block); "
             "no datasheet figure for the PDC's transfer time",
             "Cipher|AES128-CBC|ENCRYPTION"}};
  }
  uint64_t Size() const override { return kSize; }
  // Only aligned 32-bit accesses exist; others are reported as bus errors
  // so that a driver bug shows up instead of being guessed at.
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;
  // kHang: blocks and subkeys never finish (DATRDY stays clear); kError:
  // each start flags URAD (URAT 0) and the block still runs; kWrongResult:
  // bit 0 of each block's output (and, in GCM, of GHASHR) is flipped.
  bool InjectFault(Fault fault) override {
    fault_ = fault;
    return true;
  }

  // [fitted] Cycles the PDC takes to move one word between memory and the AES
  // (either direction): fitted to the seed's AES128-CBC Encryption Hardware
  // cell, 21.929 MB/s at 120 MHz = 87.6 cycles per block = 10 processing, 8
  // words moved at 9, and the driver's share; the other AES cells check it.
  static constexpr uint64_t kPdcCyclesPerWord = 9;
  // Cycles from the start of a block (or of the GCM subkey) to DATRDY.
  static uint64_t ProcessingCycles(uint32_t mode_register);
  // An enabled interrupt (AES_ISR & AES_IMR) is pending: for the simulator's NVIC.
  bool InterruptPending();

 private:
  enum class Engine { kIdle, kBlock, kSubkey };

  uint32_t ReadRegister(uint64_t offset);
  void WriteRegister(uint64_t offset, uint32_t value);
  void WriteModeRegister(uint32_t value);
  void WriteInput(unsigned index, uint32_t value);
  void StoreInputWord(unsigned index, uint32_t value);
  uint32_t ReadOutput(unsigned index);
  void MarkOutputRead(unsigned index);
  uint32_t ReadTag(unsigned index);
  void WriteKey(unsigned index, uint32_t value);
  void FlagUnspecifiedAccess(uint32_t type);

  // Time: Sync() brings the engine up to now(); Kick() starts queued work.
  void Sync();
  void Kick(uint64_t at);
  unsigned FeedFromPdc();  // the number of words it moved
  void StartBlock(uint64_t at);
  void StartSubkey(uint64_t at);
  // The end time of work started now, as the armed fault changes it.
  uint64_t FaultedReadyAt(uint64_t ready_at);
  void Finish();
  void LoadKey();

  AesMode Mode() const;
  unsigned DataWords() const;  // IDATAR/ODATAR words per unit (CFB-64..8 use fewer)
  unsigned KeyWords() const;
  uint32_t Field(unsigned shift, unsigned bits) const {
    return (mode_register_ >> shift) & ((1u << bits) - 1);
  }

  const Options options_;
  Fault fault_ = Fault::kNone;  // survives Reset()
  AesBlockCipher cipher_;
  AesGcm gcm_;
  Pdc pdc_;

  uint32_t mode_register_;
  bool mode_register_unlocked_;  // a CKEY write was accepted since reset
  uint32_t key_[8];
  bool key_changed_;
  unsigned loaded_key_words_;  // key size in cipher_
  uint32_t input_[4];
  unsigned input_written_;    // IDATAR words written since the last start (bit mask)
  unsigned next_input_word_;  // SMOD = 2 fills the block in order
  bool start_queued_;
  bool subkey_queued_;
  uint32_t output_[4];
  unsigned output_read_;  // ODATAR words read since DATRDY (bit mask)
  uint32_t iv_[4];        // AES_IVR as written
  uint8_t chain_[kAesBlockBytes];

  uint32_t status_;  // DATRDY, URAD, TAGRDY; PDC flags come from pdc_
  uint32_t unspecified_access_type_;
  uint32_t interrupt_mask_;

  Engine engine_;
  uint64_t ready_at_;
  uint32_t pending_output_[4];
  bool tag_pending_;
  uint64_t tag_ready_at_;
  uint8_t pending_tag_[kAesBlockBytes];
  uint8_t tag_[kAesBlockBytes];  // AES_TAGR as published
  unsigned tag_read_;
};

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_H_
