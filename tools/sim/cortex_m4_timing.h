// Cortex-M4 cycle model, after the Arm Cortex-M4 TRM instruction timings.
//
// Per instruction (zero wait states; the flash's are the memory system's):
//   data processing, MUL/MLA/MLS, (U|S)MULL/(U|S)MLAL/UMAAL, DSP   1
//   SDIV/UDIV        2..12: 2 when the quotient is 0, else 4 + ceil(q/4)
//                    where q = quotient bits (clz(divisor) - clz(dividend) + 1)
//   LDR (single)     2; 1 when it directly follows another single load
//                    (N back-to-back independent loads take N + 1)
//   STR (single)     1
//   LDRD/STRD        3
//   LDM/STM/PUSH/POP 1 + N registers (VLDM/VSTM/VPUSH/VPOP: N words)
//   VLDR/VSTR        2 (3 for a 64-bit register)
//   VDIV/VSQRT       14; other VFP data processing 1
//   B/BL/BX/BLX/CBZ  1, plus P when taken (P = taken_branch_penalty, 2)
//   TBB/TBH          4 + P
//   ISB              1 + P (pipeline flush)
//   any other instruction that writes PC: its own cost + P
// Stall: a load or store whose address register was written by the
// previous instruction costs 1 more.
// Memory system (off by default: ideal memory): an instruction fetched
// from another flash line than the previous one costs what the board's
// memory system says (memory_system.h: cache hit, prefetch hit, miss), and
// so does each data read from flash (the simulator's flash read hook).
// IT blocks: an instruction whose condition fails is skipped in 1 cycle (a
// NOP), whatever it is; it counts as an instruction.
// Not modelled: the write buffer never fills; interrupts do not exist.
#ifndef MCUCRYPT_TOOLS_SIM_CORTEX_M4_TIMING_H_
#define MCUCRYPT_TOOLS_SIM_CORTEX_M4_TIMING_H_

#include <capstone/capstone.h>
#include <unicorn/unicorn.h>

#include <cstdint>
#include <vector>

#include "tools/sim/cycle_model.h"
#include "tools/sim/memory_system.h"

namespace sim {

class CortexM4Timing final : public CycleModel {
 public:
  struct Params {
    uint32_t taken_branch_penalty = 2;
    // The board's memory system; null: ideal memory (no wait states).
    MemorySystem* memory = nullptr;
  };

  CortexM4Timing(uc_engine* uc, const Params& params);
  ~CortexM4Timing() override;

  // Inline: the simulator calls it for every instruction.
  void BeforeInstruction(uint64_t address, uint32_t size) override;
  // Skipped instructions at the end of an IT block are charged here.
  void BeforeStop(uint64_t address) override {
    if (it_length_ != 0) cycles_ += SkippedInItBlock(static_cast<uint32_t>(address));
  }
  std::string Describe() const override;

 private:
  // 16 Ki entries (256 KiB) stay in the host's L2 cache; hot loops are
  // far smaller, and a miss only costs a decode.
  static constexpr size_t kDecodeCacheEntries = size_t{1} << 14;
  enum Kind : uint8_t { kPlain, kLoad, kStore, kMemoryOther, kDivide, kIt };
  struct Info {
    uint32_t address = 0xFFFFFFFF;  // tag; all-ones never matches a Thumb address
    uint16_t written = 0;           // r0..r15 the instruction writes
    uint16_t address_regs = 0;      // r0..r15 a memory access's address uses
    uint8_t cost = 1;
    uint8_t kind = kPlain;
    uint8_t size = 2;
    bool may_branch = false;        // may write PC
    bool unsigned_divide = false;
    uint8_t divide_rn = 0, divide_rm = 0;
    uint8_t it_length = 0;          // IT: instructions in the block
  };

  const Info& Decode(uint32_t address) {
    Info& slot = cache_[(address >> 1) & (kDecodeCacheEntries - 1)];
    if (__builtin_expect(slot.address != address, 0)) Fill(address, &slot);
    return slot;
  }
  void Fill(uint32_t address, Info* info);
  uint32_t DivideCycles(const Info& info) const;
  void StartItBlock(uint32_t it_address, const Info& it);
  uint64_t SkippedInItBlock(uint32_t pc);

  // Out of line: ideal memory (the tests' runs) keeps the per-instruction
  // step as it was.
  __attribute__((noinline)) uint32_t MemoryStall(uint32_t pc);

  uc_engine* uc_;
  Params params_;
  csh capstone_ = 0;
  std::vector<Info> cache_;  // direct-mapped by address
  Info previous_;
  bool have_previous_ = false;
  // The IT block being executed: its instructions' addresses, and how many
  // of them have been accounted for. Unicorn runs no hook for a skipped
  // instruction, so they are charged when execution passes them.
  uint32_t it_addresses_[4] = {};
  int it_length_ = 0;
  int it_done_ = 0;
};

inline void CortexM4Timing::BeforeInstruction(uint64_t address, uint32_t /*size*/) {
  ++instructions_;
  const uint32_t pc = static_cast<uint32_t>(address);
  const Info& info = Decode(pc);
  uint64_t cost = info.cost;
  if (__builtin_expect(info.kind == kDivide, 0)) cost = variable_cost_ = DivideCycles(info);
  if (__builtin_expect(it_length_ != 0, 0)) cost += SkippedInItBlock(pc);
  if (have_previous_) {
    if (previous_.may_branch && pc != previous_.address + previous_.size) {
      cost += params_.taken_branch_penalty;
    }
    const bool memory = info.kind == kLoad || info.kind == kStore || info.kind == kMemoryOther;
    const bool depends = (info.address_regs & previous_.written) != 0;
    if (info.kind == kLoad && previous_.kind == kLoad && !depends) cost -= 1;  // pipelined
    if (memory && depends) cost += 1;
  }
  if (__builtin_expect(params_.memory != nullptr, 0)) cost += MemoryStall(pc);
  cycles_ += cost;
  previous_ = info;
  have_previous_ = true;
  if (__builtin_expect(info.kind == kIt, 0)) StartItBlock(pc, info);
}

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_CORTEX_M4_TIMING_H_
