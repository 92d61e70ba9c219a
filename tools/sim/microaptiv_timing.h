// MIPS32 microAptiv UP (PIC32MZ W1) cycle model. The core's manual gives no
// public per-instruction table, so this is a stated model [assumption],
// checked by tests against hand-counted sequences:
//   single issue, 1 cycle per instruction, plus stalls from a register
//   scoreboard: an instruction waits until every register it reads is ready.
//   result latency   ALU 1, load 2 (a dependent instruction right after a
//                    load stalls 1), MUL to a GPR 3, MULT/MULTU/MADD/MSUB
//                    (HI/LO) 3: MFHI/MFLO right after them stall 2;
//                    accumulating MADD/MSUB chains do not stall each other
//   DIV/DIVU         HI/LO ready after 2 + significant bits of the dividend's
//                    magnitude (early termination; 2..34 cycles), never on secrets
//   taken branch or jump  1 extra cycle (the delay slot hides the rest);
//                    a branch-likely not taken annuls its delay slot: 1 cycle
//   memory system (off by default: ideal memory): an instruction from
//                    another flash line than the previous one, and each data
//                    read from flash, cost what the board's memory system
//                    says (memory_system.h: L1 cache, prefetch module)
// CP0 Count (read with MFC0 $9) is cycles / 2, as on the real part.
// Instructions are classified from their MIPS32 encoding (microMIPS code
// is not modelled).
#ifndef MCUCRYPT_TOOLS_SIM_MICROAPTIV_TIMING_H_
#define MCUCRYPT_TOOLS_SIM_MICROAPTIV_TIMING_H_

#include <unicorn/unicorn.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "tools/sim/cycle_model.h"
#include "tools/sim/memory_system.h"

namespace sim {

class MicroAptivTiming final : public CycleModel {
 public:
  struct Params {
    uint32_t taken_branch_penalty = 1;
    // The board's memory system; null: ideal memory (no wait states).
    MemorySystem* memory = nullptr;
  };

  MicroAptivTiming(uc_engine* uc, const Params& params);
  ~MicroAptivTiming() override;

  void BeforeInstruction(uint64_t address, uint32_t size) override;

  std::string Describe() const override;

 private:
  // Scoreboard slots: GPR 1..31, HI 32, LO 33; two more that make the
  // per-instruction step branch-free: kNoRead is never written (always
  // ready), kNoWrite never read. $0 is never a dependency: it maps to them.
  static constexpr int kHi = 32, kLo = 33, kNoRead = 34, kNoWrite = 35, kSlots = 36;
  enum Kind : uint8_t { kPlain, kLoad, kMul, kMdu, kMduAccumulate, kDivide, kReadCount };
  // One decoded instruction, 16 bytes. No MIPS32 instruction waits on more
  // than two slots (an accumulating MADD/MSUB takes HI/LO through the MDU's
  // own forwarding) or writes more than two (HI and LO).
  struct Info {
    uint32_t address = 0xFFFFFFFF;
    uint8_t reads[2] = {kNoRead, kNoRead};     // slots it waits for
    uint8_t writes[2] = {kNoWrite, kNoWrite};  // slots it makes ready at start + latency
    uint8_t latency = 1;   // result latency (a divide's comes from its dividend)
    uint8_t kind = kPlain;
    bool branch = false;   // has a delay slot and may redirect
    bool likely = false;   // branch-likely: the delay slot runs only if taken
    bool signed_divide = false;
    uint8_t divide_rs = 0;
    uint8_t count_rt = 0;  // MFC0 rt, $9
  };

  static constexpr size_t kDecodeCacheEntries = size_t{1} << 14;  // 256 KiB
  static constexpr uint32_t kLoadLatency = 2;
  static constexpr uint32_t kMulLatency = 3;
  static constexpr uint32_t kMduLatency = 3;

  const Info& Decode(uint32_t address) {
    Info& slot = cache_[(address >> 2) & (kDecodeCacheEntries - 1)];
    if (__builtin_expect(slot.address != address, 0)) Fill(address, &slot);
    return slot;
  }
  uint32_t DivideLatency(const Info& info) const;
  void Fill(uint32_t address, Info* info);

  // Out of line: ideal memory (the tests' runs) keeps the per-instruction
  // step as it was.
  __attribute__((noinline)) uint32_t MemoryStall(uint32_t pc);

  uc_engine* uc_;
  Params params_;
  std::vector<Info> cache_;
  uint64_t ready_[kSlots] = {};
  // Branch resolution: the instruction after the delay slot tells whether
  // the branch at branch_address_ was taken.
  uint32_t branch_address_ = 0;
  int branch_state_ = 0;  // 0 none, 1 delay slot next, 2 resolve next
  bool branch_likely_ = false;
  // MFC0 Count: the simulator writes the modelled count into rt after it ran.
  int pending_count_register_ = -1;
};

inline void MicroAptivTiming::BeforeInstruction(uint64_t address, uint32_t /*size*/) {
  ++instructions_;
  const uint32_t pc = static_cast<uint32_t>(address);

  // The previous instruction was MFC0 Count: give it the modelled count.
  if (pending_count_register_ > 0) {
    const uint32_t count = static_cast<uint32_t>(cycles_ / 2);
    uc_reg_write(uc_, UC_MIPS_REG_0 + pending_count_register_, &count);
  }
  pending_count_register_ = -1;

  if (branch_state_ == 2) {
    if (pc != branch_address_ + 8) {
      cycles_ += params_.taken_branch_penalty;
    }
    branch_state_ = 0;
  } else if (branch_state_ == 1) {
    if (branch_likely_ && pc == branch_address_ + 8) {
      cycles_ += 1;  // not taken: the annulled delay slot still takes its cycle
      branch_state_ = 0;
    } else {
      branch_state_ = 2;  // this is the delay slot
    }
  }

  if (__builtin_expect(params_.memory != nullptr, 0)) cycles_ += MemoryStall(pc);
  const Info& info = Decode(pc);
  const uint64_t start = std::max(cycles_, std::max(ready_[info.reads[0]], ready_[info.reads[1]]));
  uint32_t latency = info.latency;
  if (__builtin_expect(info.kind >= kDivide, 0)) {
    if (info.kind == kDivide) {
      latency = variable_cost_ = DivideLatency(info);
    } else {
      pending_count_register_ = info.count_rt;
    }
  }
  ready_[info.writes[0]] = start + latency;
  ready_[info.writes[1]] = start + latency;
  cycles_ = start + 1;
  if (info.branch) {
    branch_address_ = pc;
    branch_likely_ = info.likely;
    branch_state_ = 1;
  }
}

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MICROAPTIV_TIMING_H_
