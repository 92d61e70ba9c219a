// MIPS32 microAptiv UP (PIC32MZ W1) cycle model. The core's manual gives no
// public per-instruction table, so this is a stated model [assumption],
// checked by tests against hand-counted sequences:
//   single issue, 1 cycle per instruction, plus stalls from a register
//   scoreboard: an instruction waits until every register it reads is ready.
//   result latency   ALU 1, load 2 (a dependent instruction right after a
//                    load stalls 1), MUL to a GPR 3, MULT/MULTU/MADD/MSUB
//                    (HI/LO) 3: MFHI/MFLO right after them stall 2;
//                    accumulating MADD/MSUB chains do not stall each other
//   DIV/DIVU         HI/LO ready after 2 + significant bits of the dividend
//                    (early termination; 3..34 cycles), never on secrets
//   taken branch or jump  1 extra cycle (the delay slot hides the rest)
//   flash wait states: each taken branch into flash and each data read from
//                    flash costs flash_wait_states more (prefetch off)
// CP0 Count (read with MFC0 $9) is cycles / 2, as on the real part.
// Instructions are classified from their MIPS32 encoding (microMIPS code
// is not modelled).
#ifndef MCUCRYPT_TOOLS_SIM_MICROAPTIV_TIMING_H_
#define MCUCRYPT_TOOLS_SIM_MICROAPTIV_TIMING_H_

#include <unicorn/unicorn.h>

#include <cstdint>
#include <vector>

#include "tools/sim/cycle_model.h"

namespace sim {

class MicroAptivTiming final : public CycleModel {
 public:
  struct Params {
    uint32_t taken_branch_penalty = 1;
    uint32_t flash_wait_states = 0;
    bool (*is_flash)(void* ctx, uint64_t address) = nullptr;
    void* is_flash_ctx = nullptr;
  };

  MicroAptivTiming(uc_engine* uc, const Params& params);
  ~MicroAptivTiming() override;

  void BeforeInstruction(uint64_t address, uint32_t size) override;
  std::string Describe() const override;

 private:
  // Scoreboard slots: GPR 0..31, HI 32, LO 33.
  static constexpr int kHi = 32, kLo = 33, kSlots = 34;
  enum Kind : uint8_t { kPlain, kLoad, kMul, kMdu, kMduAccumulate, kDivide, kReadCount };
  struct Info {
    uint32_t address = 0xFFFFFFFF;
    uint64_t reads = 0;    // bitmask of scoreboard slots
    uint64_t writes = 0;
    uint8_t kind = kPlain;
    bool branch = false;   // has a delay slot and may redirect
    uint8_t divide_rs = 0;
    uint8_t count_rt = 0;  // MFC0 rt, $9
  };

  const Info& Decode(uint32_t address);
  void Fill(uint32_t address, Info* info);

  uc_engine* uc_;
  Params params_;
  std::vector<Info> cache_;
  uint64_t ready_[kSlots] = {};
  // Branch resolution: the instruction after the delay slot tells whether
  // the branch at branch_address_ was taken.
  uint32_t branch_address_ = 0;
  int branch_state_ = 0;  // 0 none, 1 delay slot next, 2 resolve next
  // MFC0 Count: the simulator writes the modelled count into rt after it ran.
  int pending_count_register_ = -1;
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MICROAPTIV_TIMING_H_
