// Model of the NXP Kinetis K66 RNGA (random number generator accelerator),
// as described in /work/shared/docs/accelerators.md §2.
//
// Registers (offsets from 0x400A0000): CR 0x0 (RW), SR 0x4 (R), ER 0x8 (W),
// OR 0xC (R). OR holds at most one word (SR.OREG_SIZE = 1).
//
// Assumptions:
//   - Timing (a GAP in the sources): while CR.GO = 1 and CR.SLP = 0, a new
//     word reaches OR `word_cycles` core cycles (default 256) after the later
//     of: the previous OR read, GO being set, SLP being cleared. Time is the
//     simulator's clock (now()). Sleep pauses generation; a word already in
//     OR stays readable.
//   - Status bits: LRS tells whether the last OR read underflowed, so a good
//     read clears it; ORU is cleared by reading SR ("has been read while
//     empty since last read of the RNGA Status Register", NXP device header);
//     ERRI stays set until CR.CLRI is written with 1. An underflowing read
//     returns 0. SECV is never set (no security violation is modelled) and
//     HA is only stored.
//   - The error interrupt (IRQ 23) is requested while SR.ERRI = 1 and
//     CR.INTM = 0; Peripheral has no interrupt line, so the simulator polls
//     ErrorInterruptRequested().
//   - Access errors: aligned 32-bit accesses only; others are bus errors.
//     Writes to SR and OR are ignored and ER reads as 0 (the device header
//     marks them read-only / write-only; no fault is described).
//   - Random words: OpenSSL's RAND_bytes by default. The deterministic source
//     is SplitMix64 seeded from `seed`, so a simulator run is reproducible;
//     it restarts from the seed on Reset(). ER writes are mixed into the
//     deterministic state (so firmware that feeds entropy still gets a
//     reproducible stream) and ignored with OpenSSL, whose output needs none.
//   - Fault injection (InjectFault): kHang empties OR and stops words from
//     reaching it (SR.OREG_LVL stays 0, as a stalled generator leaves it); kError
//     raises SR.SECV and SR.ERRI (a security violation) at the next access,
//     and again after every CR.CLRI while it is armed (disarming it clears
//     both, so a test goes on; the part keeps SECV until reset). kWrongResult is
//     refused: a random word has no right value to differ from.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_K66_RNGA_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_K66_RNGA_H_

#include <cstdint>
#include <string>

#include "tools/sim/peripheral.h"

namespace sim::k66 {

class Rnga : public Peripheral {
 public:
  static constexpr uint64_t kSize = 0x10;
  static constexpr uint64_t kDefaultWordCycles = 256;  // [assumption], see above

  enum class Source { kOpenSsl, kDeterministic };
  struct Options {
    Source source = Source::kOpenSsl;
    uint64_t seed = 0;  // used by kDeterministic only
    uint64_t word_cycles = kDefaultWordCycles;
  };

  // Register offsets and bits (device header RNG_CR_*, RNG_SR_*).
  static constexpr uint64_t kCr = 0x0, kSr = 0x4, kEr = 0x8, kOr = 0xC;
  static constexpr uint32_t kCrGo = 1u << 0, kCrHa = 1u << 1, kCrIntm = 1u << 2,
                            kCrClri = 1u << 3, kCrSlp = 1u << 4;
  static constexpr uint32_t kSrSecv = 1u << 0, kSrLrs = 1u << 1, kSrOru = 1u << 2,
                            kSrErri = 1u << 3, kSrSlp = 1u << 4;
  static constexpr unsigned kSrOregLevelShift = 8;
  static constexpr unsigned kSrOregSizeShift = 16;

  Rnga() : Rnga(Options()) {}
  explicit Rnga(const Options& options);

  std::string Name() const override { return "rnga"; }
  std::vector<TimingNote> TimingNotes() const override {
    return {{"one 32-bit word every 256 cycles", "assumption (rnga.h): the reference manual's "
             "generation time was not found (accelerators.md 2 GAP)", ""}};
  }
  uint64_t Size() const override { return kSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;
  bool InjectFault(Fault fault) override;

  bool ErrorInterruptRequested() const;

 private:
  bool Generating() const { return (control_ & kCrGo) && !(control_ & kCrSlp); }
  // Moves a word into OR if its time has come.
  void Settle();
  void WriteControl(uint32_t value);
  uint32_t ReadOutput();
  uint32_t NextRandomWord();

  Options options_;
  uint32_t control_ = 0;  // GO, HA, INTM, SLP (CLRI is an action)
  uint32_t status_ = 0;   // LRS, ORU, ERRI
  bool word_ready_ = false;
  uint64_t word_due_ = 0;  // cycle at which the next word reaches OR
  uint64_t state_ = 0;     // deterministic generator
  Fault fault_ = Fault::kNone;  // survives Reset()
};

}  // namespace sim::k66

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_K66_RNGA_H_
