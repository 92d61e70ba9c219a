// Register-level model of the Microchip SAM4C TRNG (accelerators.md §3.3),
// base 0x4004_8000. Words come from OpenSSL's RAND_bytes, or, for
// reproducible simulator runs, from a seeded deterministic generator.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_TRNG_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_TRNG_H_

#include <cstdint>
#include <optional>
#include <random>
#include <string>

#include "tools/sim/peripheral.h"

namespace sim {
namespace sam4c {

class Trng : public Peripheral {
 public:
  static constexpr uint64_t kSize = 0x4000;
  // [assumption] A new word is ready this many cycles after ENABLE or after
  // the previous ODATA read (output rate is a [GAP]; 84 cycles per word is
  // the figure other SAM3/SAM4 datasheets give for their TRNG).
  static constexpr uint64_t kCyclesPerWord = 84;

  struct Options {
    // Set: words come from a generator seeded with this value (std::mt19937,
    // whose sequence the C++ standard fixes), the same on every run.
    std::optional<uint32_t> seed;
  };

  Trng() : Trng(Options()) {}
  explicit Trng(Options options);

  std::string Name() const override { return "sam4c_trng"; }
  std::vector<TimingNote> TimingNotes() const override {
    return {{"one word 84 cycles after ENABLE or the previous ODATA read",
             "other SAM3/SAM4 datasheets' TRNG figure", ""}};
  }
  uint64_t Size() const override { return kSize; }
  // Aligned 32-bit accesses only; others are bus errors.
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;
  // kHang: DATRDY never comes; kWrongResult: the source is stuck, every new
  // word repeats the last one. kError cannot be shown: the SAM4C TRNG has no
  // error flag (accelerators.md section 3.3).
  bool InjectFault(Fault fault) override {
    if (fault == Fault::kError) return false;
    fault_ = fault;
    return true;
  }

  bool InterruptPending();

 private:
  void Sync();
  uint32_t NextWord();

  const Options options_;
  Fault fault_ = Fault::kNone;  // survives Reset()
  std::mt19937 deterministic_;
  bool enabled_;
  bool ready_;         // ISR.DATRDY
  uint64_t ready_at_;  // when the next word is ready, while enabled and not ready
  uint32_t output_;    // ODATA
  uint32_t interrupt_mask_;
};

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_TRNG_H_
