#include "tools/sim/cortex_m4_timing.h"

#include <algorithm>
#include <cstdio>

namespace sim {
namespace {

// Capstone register -> r0..r15, or -1 for anything else (flags, VFP).
int CoreRegister(unsigned reg) {
  if (reg >= ARM_REG_R0 && reg <= ARM_REG_R12) return static_cast<int>(reg - ARM_REG_R0);
  if (reg == ARM_REG_SP) return 13;
  if (reg == ARM_REG_LR) return 14;
  if (reg == ARM_REG_PC) return 15;
  return -1;
}

int UnicornRegister(int index) {
  if (index <= 12) return UC_ARM_REG_R0 + index;
  return index == 13 ? UC_ARM_REG_SP : index == 14 ? UC_ARM_REG_LR : UC_ARM_REG_PC;
}

int Clz(uint32_t x) { return x == 0 ? 32 : __builtin_clz(x); }

bool IsOneOf(unsigned id, std::initializer_list<unsigned> ids) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

}  // namespace

CortexM4Timing::CortexM4Timing(uc_engine* uc, const Params& params)
    : uc_(uc), params_(params), cache_(kDecodeCacheEntries) {
  cs_open(CS_ARCH_ARM, static_cast<cs_mode>(CS_MODE_THUMB | CS_MODE_MCLASS), &capstone_);
  cs_option(capstone_, CS_OPT_DETAIL, CS_OPT_ON);
}

CortexM4Timing::~CortexM4Timing() { cs_close(&capstone_); }

std::string CortexM4Timing::Describe() const {
  char text[256];
  std::snprintf(text, sizeof(text),
                "Cortex-M4 (Arm TRM timings): ALU/MUL/UMAAL 1, DIV 2-12, LDR 2 (pipelined 1), STR 1, "
                "LDRD/STRD 3, LDM/STM 1+N, taken branch 1+%u, address-dependency stall 1",
                params_.taken_branch_penalty);
  return std::string(text) + "; " +
         (params_.memory != nullptr ? params_.memory->Describe() : "ideal memory (no wait states)");
}

void CortexM4Timing::Fill(uint32_t address, Info* info) {
  *info = Info();
  info->address = address;
  uint8_t code[4] = {0, 0, 0, 0};
  size_t length = 4;
  if (uc_mem_read(uc_, address, code, 4) != UC_ERR_OK) {
    length = 2;
    uc_mem_read(uc_, address, code, 2);
  }
  cs_insn* insn = nullptr;
  if (cs_disasm(capstone_, code, length, address, 1, &insn) != 1) {
    info->size = 2;  // undecodable: the core faults on it anyway
    return;
  }
  info->size = static_cast<uint8_t>(insn->size);
  const cs_arm& arm = insn->detail->arm;

  cs_regs read, written;
  uint8_t nread = 0, nwritten = 0;
  if (cs_regs_access(capstone_, insn, read, &nread, written, &nwritten) == CS_ERR_OK) {
    for (uint8_t i = 0; i < nwritten; ++i) {
      const int r = CoreRegister(written[i]);
      if (r >= 0) info->written = static_cast<uint16_t>(info->written | (1u << r));
    }
  }
  int register_operands = 0;
  for (uint8_t i = 0; i < arm.op_count; ++i) {
    const cs_arm_op& op = arm.operands[i];
    if (op.type == ARM_OP_REG) ++register_operands;
    if (op.type == ARM_OP_MEM) {
      for (unsigned reg : {op.mem.base, op.mem.index}) {
        const int r = CoreRegister(reg);
        if (r >= 0 && r != 15) info->address_regs = static_cast<uint16_t>(info->address_regs | (1u << r));
      }
    }
  }

  const unsigned id = insn->id;
  if (IsOneOf(id, {ARM_INS_LDR, ARM_INS_LDRB, ARM_INS_LDRH, ARM_INS_LDRSB, ARM_INS_LDRSH,
                   ARM_INS_LDREX, ARM_INS_LDREXB, ARM_INS_LDREXH, ARM_INS_LDRT, ARM_INS_LDRBT,
                   ARM_INS_LDRHT, ARM_INS_LDRSBT, ARM_INS_LDRSHT})) {
    info->kind = kLoad;
    info->cost = 2;
  } else if (IsOneOf(id, {ARM_INS_STR, ARM_INS_STRB, ARM_INS_STRH, ARM_INS_STREX, ARM_INS_STREXB,
                          ARM_INS_STREXH, ARM_INS_STRT, ARM_INS_STRBT, ARM_INS_STRHT})) {
    info->kind = kStore;
    info->cost = 1;
  } else if (IsOneOf(id, {ARM_INS_LDRD, ARM_INS_STRD})) {
    info->kind = kMemoryOther;
    info->cost = 3;
  } else if (IsOneOf(id, {ARM_INS_LDM, ARM_INS_LDMDB, ARM_INS_STM, ARM_INS_STMDB})) {
    info->kind = kMemoryOther;
    info->cost = static_cast<uint8_t>(1 + (register_operands - 1));  // first operand is the base
  } else if (IsOneOf(id, {ARM_INS_PUSH, ARM_INS_POP})) {
    info->kind = kMemoryOther;
    info->address_regs = 1u << 13;
    info->cost = static_cast<uint8_t>(1 + register_operands);
  } else if (IsOneOf(id, {ARM_INS_VLDMIA, ARM_INS_VLDMDB, ARM_INS_VSTMIA, ARM_INS_VSTMDB,
                          ARM_INS_VPUSH, ARM_INS_VPOP})) {
    int words = 0;
    for (uint8_t i = 0; i < arm.op_count; ++i) {
      const cs_arm_op& op = arm.operands[i];
      if (op.type != ARM_OP_REG || CoreRegister(op.reg) >= 0) continue;
      words += (op.reg >= ARM_REG_D0 && op.reg <= ARM_REG_D31) ? 2 : 1;
    }
    info->kind = kMemoryOther;
    if (id == ARM_INS_VPUSH || id == ARM_INS_VPOP) info->address_regs = 1u << 13;
    info->cost = static_cast<uint8_t>(1 + words);
  } else if (IsOneOf(id, {ARM_INS_VLDR, ARM_INS_VSTR})) {
    const bool is_double = arm.operands[0].reg >= ARM_REG_D0 && arm.operands[0].reg <= ARM_REG_D31;
    info->kind = kMemoryOther;
    info->cost = is_double ? 3 : 2;
  } else if (IsOneOf(id, {ARM_INS_VDIV, ARM_INS_VSQRT})) {
    info->cost = 14;
  } else if (IsOneOf(id, {ARM_INS_SDIV, ARM_INS_UDIV})) {
    info->kind = kDivide;
    info->unsigned_divide = id == ARM_INS_UDIV;
    info->divide_rn = static_cast<uint8_t>(CoreRegister(arm.operands[1].reg));
    info->divide_rm = static_cast<uint8_t>(CoreRegister(arm.operands[2].reg));
  } else if (IsOneOf(id, {ARM_INS_TBB, ARM_INS_TBH})) {
    info->cost = 4;
  } else if (id == ARM_INS_IT) {
    // IT is 0xBFxy: the mask y's lowest set bit at position p gives a block
    // of 4 - p instructions.
    const uint32_t mask = code[0] & 0xFu;
    info->kind = kIt;
    info->it_length = static_cast<uint8_t>(mask == 0 ? 0 : 4 - __builtin_ctz(mask));
  } else if (id == ARM_INS_ISB) {
    info->cost = static_cast<uint8_t>(1 + params_.taken_branch_penalty);
  }
  info->may_branch = (info->written & (1u << 15)) != 0 ||
                     IsOneOf(id, {ARM_INS_B, ARM_INS_BL, ARM_INS_BX, ARM_INS_BLX, ARM_INS_CBZ,
                                  ARM_INS_CBNZ, ARM_INS_TBB, ARM_INS_TBH});
  cs_free(insn, 1);
}

void CortexM4Timing::StartItBlock(uint32_t it_address, const Info& it) {
  uint32_t address = it_address + it.size;
  it_length_ = it.it_length;
  it_done_ = 0;
  for (int i = 0; i < it_length_; ++i) {
    it_addresses_[i] = address;
    address += Decode(address).size;
  }
}

// Charges the block's instructions before pc that did not run (1 cycle and
// one instruction each); ends the block once pc is past it.
uint64_t CortexM4Timing::SkippedInItBlock(uint32_t pc) {
  uint64_t skipped = 0;
  while (it_done_ < it_length_ && it_addresses_[it_done_] != pc) {
    const bool inside = pc > it_addresses_[0] && pc <= it_addresses_[it_length_ - 1];
    const bool after = pc > it_addresses_[it_length_ - 1] || pc < it_addresses_[0];
    if (!inside && !after) break;
    if (inside && it_addresses_[it_done_] > pc) break;
    ++skipped;
    ++it_done_;
  }
  if (it_done_ < it_length_ && it_addresses_[it_done_] == pc) ++it_done_;
  if (it_done_ >= it_length_) it_length_ = 0;
  instructions_ += skipped;
  if (skipped != 0) {
    // A skipped instruction is a NOP for the pipeline rules that follow.
    previous_ = Info();
    previous_.size = 2;
    previous_.address = pc - 2;
  }
  return skipped;
}

uint32_t CortexM4Timing::DivideCycles(const Info& info) const {
  uint32_t n = 0, d = 0;
  uc_reg_read(uc_, UnicornRegister(info.divide_rn), &n);
  uc_reg_read(uc_, UnicornRegister(info.divide_rm), &d);
  if (!info.unsigned_divide) {
    n = (n >> 31) ? 0u - n : n;
    d = (d >> 31) ? 0u - d : d;
  }
  if (d == 0 || n < d) return 2;
  const uint32_t quotient_bits = static_cast<uint32_t>(Clz(d) - Clz(n) + 1);
  return std::min<uint32_t>(12, 4 + (quotient_bits + 3) / 4);
}

uint32_t CortexM4Timing::MemoryStall(uint32_t pc) { return params_.memory->Fetch(pc, cycles_); }

}  // namespace sim
