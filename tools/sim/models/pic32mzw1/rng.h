// Model of the PIC32MZ W1 RNG (docs/accelerators.md section 4.3): a TRNG
// that collects up to 64 bits into RNGSEED, counted by RNGCNT, and an LFSR
// PRNG (lfsr.h) with a programmable polynomial, read from RNGNUMGEN.
// Like the Crypto Engine model it catches up with now() on every access.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_RNG_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_RNG_H_

#include <cstdint>
#include <optional>
#include <random>
#include <string>

#include "tools/sim/peripheral.h"

namespace sim::pic32mzw1 {

struct RngOptions {
  // Unset: TRNG bits come from OpenSSL's RAND_bytes. Set: from std::mt19937_64
  // seeded with this value, so a simulator run can be repeated bit for bit.
  std::optional<uint64_t> deterministic_seed;
  // [assumption] TRNG bit rate (no source gives it, docs gap 9): 64 bits take
  // 64 * 32 = 2048 core cycles (about 10 us at 200 MHz). TRNGMODE does not
  // change it.
  uint64_t trng_cycles_per_bit = 32;
};

class Rng : public Peripheral {
 public:

  // Register offsets.
  static constexpr uint64_t kRngver = 0x00;
  static constexpr uint64_t kRngcon = 0x04;
  static constexpr uint64_t kRngpoly1 = 0x08;  // polynomial bits 31:0
  static constexpr uint64_t kRngpoly2 = 0x0C;  // bits 63:32
  static constexpr uint64_t kRngnumgen1 = 0x10;
  static constexpr uint64_t kRngnumgen2 = 0x14;
  static constexpr uint64_t kRngseed1 = 0x18;
  static constexpr uint64_t kRngseed2 = 0x1C;
  static constexpr uint64_t kRngcnt = 0x20;

  // RNGCON fields.
  static constexpr uint32_t kPlenMask = 0xFF;
  static constexpr uint32_t kTrngEn = 1u << 8;
  static constexpr uint32_t kPrngEn = 1u << 9;
  static constexpr uint32_t kCont = 1u << 10;
  static constexpr uint32_t kTrngMode = 1u << 11;
  static constexpr uint32_t kLoad = 1u << 12;

  // [assumption] No source gives RNGVER: ID 0x0001, VERSION 1, REVISION 0.
  static constexpr uint32_t kRngverValue = 0x00010080;
  // RNGCNT stops at a full RNGSEED.
  static constexpr uint32_t kFullCount = 64;

  explicit Rng(RngOptions options = {});

  std::string Name() const override { return "pic32mzw1_rng"; }
  std::vector<TimingNote> TimingNotes() const override {
    return {{"TRNG: 1 bit every 32 cycles (64 bits in 2048)",
             "assumption (RngOptions::trng_cycles_per_bit): no datasheet rate (accelerators.md 4.3 GAP)", ""}};
  }
  uint64_t Size() const override { return 0x1000; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;
  // kHang: the TRNG collects no more bits (RNGCNT stays below 64);
  // kWrongResult: it is stuck, every bit 0 (a driver's health test must see
  // the repeated samples). The RNG has no error bits: kError is refused.
  bool InjectFault(Fault fault) override;

 private:
  void Advance();
  void CollectTrngBits(uint64_t t);
  void RunPrng(uint64_t t);
  uint64_t TakeRandomBits(unsigned count);
  uint32_t ReadRegister(uint64_t offset);
  void WriteRegister(uint64_t offset, uint32_t value);
  unsigned PrngLength() const;

  RngOptions options_;
  std::mt19937_64 deterministic_;
  uint64_t reservoir_ = 0;  // random bits not yet used
  unsigned reservoir_bits_ = 0;

  Fault fault_ = Fault::kNone;  // survives Reset()
  uint32_t con_ = 0;
  uint64_t poly_ = 0;
  uint64_t prng_ = 0;  // RNGNUMGEN2:RNGNUMGEN1
  uint64_t seed_ = 0;  // RNGSEED2:RNGSEED1
  uint32_t count_ = 0;
  uint64_t trng_since_ = 0;    // cycle the next TRNG bit started at
  uint64_t prng_since_ = 0;    // cycle up to which PRNG shifts are applied
  uint64_t prng_pending_ = 0;  // CONT = 0: shifts left to make the next number
};

}  // namespace sim::pic32mzw1

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_RNG_H_
