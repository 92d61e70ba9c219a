// Register-level model of the Microchip SAM4C ICM, the Integrity Check
// Monitor (accelerators.md §3.2), base 0x4004_4000: a DMA engine that walks a
// list of region descriptors in memory and hashes each region's raw 64-byte
// blocks with SHA-1, SHA-224 or SHA-256 (OpenSSL's compression functions).
//
// On ENABLE the model reads the descriptors and data through bus() at once
// and schedules each region's results (digest write-back or compare, ISR
// flags) at the modelled time the region ends; they are applied on the first
// register access at or after that time, so firmware polling ISR sees the
// digest appear with RHC. Stated assumptions ([GAP]s) are in icm.cc.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_ICM_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_ICM_H_

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "tools/sim/models/sam4c/sha_block.h"
#include "tools/sim/peripheral.h"

namespace sim {
namespace sam4c {

class Icm : public Peripheral {
 public:
  static constexpr uint64_t kSize = 0x4000;

  Icm() { Reset(); }

  std::string Name() const override { return "sam4c_icm"; }
  std::vector<TimingNote> TimingNotes() const override {
    return {{"SHA-224/256: 59 cycles per block, 4 per region descriptor, 8 per digest written",
             "fitted to the seed's SHA-256 Speed (Hardware) 62.893 MB/s (1.908 cycles/byte) "
             "through the driver, less its measured cost",
             "Hash|SHA-256|HASH"},
            {"SHA-1: 71 cycles per block",
             "assumption: the SHA-256 fit x (80+16)/(64+16) (rounds plus word fetches)", ""}};
  }
  uint64_t Size() const override { return kSize; }
  // Aligned 32-bit accesses only; others are bus errors.
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;
  // kHang: a pass never ends (no ISR flag); kError: each region reports a
  // bus error (RBE) instead of its digest; kWrongResult: bit 0 of each
  // digest written back is flipped.
  bool InjectFault(Fault fault) override {
    fault_ = fault;
    return true;
  }

  // Modelled cycles per 64-byte block, and per region around its blocks.
  static uint64_t BlockCycles(ShaAlgorithm algorithm);
  static uint64_t RegionOverheadCycles();
  // An enabled interrupt (ICM_ISR & ICM_IMR) is pending.
  bool InterruptPending();

 private:
  // Something the walk found, applied when the clock reaches `at`.
  struct Event {
    uint64_t at = 0;
    uint32_t status_bits = 0;    // ICM_ISR bits to set
    int unspecified_type = -1;   // UASR.URAT to report, or -1
    uint64_t write_address = 0;  // digest write-back, when `digest` is not empty
    std::vector<uint8_t> digest;
    int region = 0;  // for RBE if the write-back fails
  };
  struct Descriptor {
    uint32_t address, config, control, next;
  };

  void WriteControl(uint32_t value);
  void Enable();
  // One region of the pass: fills `event`, advances `time`; false ends the pass.
  bool WalkRegion(int region, uint64_t* time, Event* event);
  bool ReadDescriptor(uint64_t address, Descriptor* out);
  // Hashes one region (main descriptor plus its secondary list), adding its
  // cost to `time`; false on a bus error.
  bool HashRegion(const Descriptor& first, ShaAlgorithm algorithm, uint32_t state[8],
                  uint64_t* time);
  void Sync();
  void FlagUnspecifiedAccess(uint32_t type);

  Fault fault_ = Fault::kNone;  // survives Reset()
  uint32_t config_;
  bool enabled_;
  uint32_t monitoring_disabled_;  // RMDIS, one bit per region
  uint32_t status_;               // ICM_ISR
  uint32_t interrupt_mask_;
  uint32_t unspecified_access_type_;
  uint32_t descriptor_list_;  // ICM_DSCR
  uint32_t hash_area_;        // ICM_HASH
  uint32_t user_initial_hash_[8];
  std::deque<Event> events_;
};

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_ICM_H_
