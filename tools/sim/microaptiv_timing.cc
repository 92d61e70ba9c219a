#include "tools/sim/microaptiv_timing.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace sim {
namespace {


uint64_t Bit(uint32_t slot) { return slot == 0 ? 0 : uint64_t{1} << slot; }  // $0 is never a dependency

}  // namespace

MicroAptivTiming::MicroAptivTiming(uc_engine* uc, const Params& params)
    : uc_(uc), params_(params), cache_(kDecodeCacheEntries) {}

MicroAptivTiming::~MicroAptivTiming() = default;

std::string MicroAptivTiming::Describe() const {
  char text[256];
  std::snprintf(text, sizeof(text),
                "MIPS32 microAptiv UP (stated model): 1 cycle/instruction, load-use stall 1, "
                "MUL/MDU result latency %u, DIV 3-34, taken branch +%u, CP0 Count = cycles/2",
                kMduLatency, params_.taken_branch_penalty);
  return std::string(text) + "; " +
         (params_.memory != nullptr ? params_.memory->Describe() : "ideal memory (no wait states)");
}

// Registers read and written, from the MIPS32 encoding fields.
void MicroAptivTiming::Fill(uint32_t address, Info* info) {
  *info = Info();
  info->address = address;
  uint32_t w = 0;
  uc_mem_read(uc_, address, &w, 4);
  const uint32_t op = w >> 26, rs = (w >> 21) & 31, rt = (w >> 16) & 31, rd = (w >> 11) & 31;
  const uint32_t funct = w & 63;
  const uint64_t hilo = Bit(kHi) | Bit(kLo);
  // Bitmasks of scoreboard slots while decoding; the slot lists at the end.
  uint64_t read_mask = 0, write_mask = 0;
  auto reads = [&read_mask](uint64_t m) { read_mask |= m; };
  auto writes = [&write_mask](uint64_t m) { write_mask |= m; };

  switch (op) {
    case 0x00:  // SPECIAL
      if (funct <= 0x07) {  // shifts: sll/srl/sra (rt) and sllv/srlv/srav (rt, rs)
        reads(Bit(rt) | (funct >= 4 ? Bit(rs) : 0));
        writes(Bit(rd));
      } else if (funct == 0x08) {  // jr
        reads(Bit(rs));
        info->branch = true;
      } else if (funct == 0x09) {  // jalr
        reads(Bit(rs));
        writes(Bit(rd));
        info->branch = true;
      } else if (funct == 0x0C || funct == 0x0D || funct == 0x0F) {
        // syscall, break, sync
      } else if (funct == 0x10 || funct == 0x12) {  // mfhi, mflo
        reads(Bit(funct == 0x10 ? kHi : kLo));
        writes(Bit(rd));
      } else if (funct == 0x11 || funct == 0x13) {  // mthi, mtlo
        reads(Bit(rs));
        writes(Bit(funct == 0x11 ? kHi : kLo));
      } else if (funct == 0x18 || funct == 0x19) {  // mult, multu
        reads(Bit(rs) | Bit(rt));
        writes(hilo);
        info->kind = kMdu;
      } else if (funct == 0x1A || funct == 0x1B) {  // div, divu
        reads(Bit(rs) | Bit(rt));
        writes(hilo);
        info->kind = kDivide;
        info->divide_rs = static_cast<uint8_t>(rs);
        info->signed_divide = funct == 0x1A;
      } else {  // ALU register forms, movn/movz, slt, conditional traps
        reads(Bit(rs) | Bit(rt));
        writes(Bit(rd));
      }
      break;
    case 0x01:  // REGIMM: bltz, bgez, bltzal, bgezal (+likely) and traps
      reads(Bit(rs));
      if (rt == 0x10 || rt == 0x11 || rt == 0x12 || rt == 0x13) writes(Bit(31));
      info->branch = rt <= 0x03 || (rt >= 0x10 && rt <= 0x13);
      info->likely = rt == 0x02 || rt == 0x03 || rt == 0x12 || rt == 0x13;
      break;
    case 0x02:  // j
      info->branch = true;
      break;
    case 0x03:  // jal
      writes(Bit(31));
      info->branch = true;
      break;
    case 0x04: case 0x05: case 0x14: case 0x15:  // beq, bne (+likely)
      reads(Bit(rs) | Bit(rt));
      info->branch = true;
      info->likely = op >= 0x14;
      break;
    case 0x06: case 0x07: case 0x16: case 0x17:  // blez, bgtz (+likely)
      reads(Bit(rs));
      info->branch = true;
      info->likely = op >= 0x16;
      break;
    case 0x10:  // COP0
      if (rs == 0x00) {  // mfc0
        writes(Bit(rt));
        if (rd == 9 && (w & 7) == 0) {
          info->kind = kReadCount;
          info->count_rt = static_cast<uint8_t>(rt);
        }
      } else if (rs == 0x04) {  // mtc0
        reads(Bit(rt));
      }
      break;
    case 0x1C:  // SPECIAL2
      if (funct == 0x02) {  // mul
        reads(Bit(rs) | Bit(rt));
        writes(Bit(rd));
        info->kind = kMul;
      } else if (funct <= 0x05) {  // madd, maddu, msub, msubu
        reads(Bit(rs) | Bit(rt));
        writes(hilo);
        info->kind = kMduAccumulate;
      } else {  // clz, clo
        reads(Bit(rs));
        writes(Bit(rd));
      }
      break;
    case 0x1F:  // SPECIAL3: ext, ins, bshfl (seb/seh/wsbh), rdhwr, DSP ASE
      if (funct == 0x00) {  // ext
        reads(Bit(rs));
        writes(Bit(rt));
      } else if (funct == 0x04) {  // ins
        reads(Bit(rs) | Bit(rt));
        writes(Bit(rt));
      } else if (funct == 0x20) {  // bshfl
        reads(Bit(rt));
        writes(Bit(rd));
      } else if (funct == 0x3B) {  // rdhwr
        writes(Bit(rt));
      } else if (funct == 0x38 && ((w >> 6) & 31) == 0x12) {
        // RDDSP rd, mask: the mask fills the rs/rt fields; no register read.
        writes(Bit(rd));
      } else if (funct == 0x38 && ((w >> 6) & 31) == 0x13) {
        // WRDSP rs, mask: the mask fills the rt/rd fields; no register write.
        reads(Bit(rs));
      } else if (funct == 0x13 && ((w >> 6) & 2) == 0) {
        // DSP ASE SHLL.QB pool, shift by an immediate (SHLL.QB, SHRL.QB,
        // SHRA.QB, the .PH/.W forms): rs holds the amount, not a register;
        // rt -> rd in 1 cycle. The variable forms (op bit 1: SHLLV.QB ...)
        // read rs like the other DSP operations below.
        reads(Bit(rt));
        writes(Bit(rd));
      } else {
        // DSP ASE: approximated as a 1-cycle ALU operation rs, rt -> rd.
        // Exact for the ADDU.QB pool's ADDSC/ADDWC (funct 0x10; sa 0x10,
        // 0x11): their DSPControl carry is not a scoreboard slot, which
        // cannot matter while ALU results are ready after 1 cycle
        // (tests/sim: DspAddscAddwc). Not modelled: the accumulator ops
        // (DPA/DPS/MULSA, EXTR: ac0-ac3 and their MDU latency), the indexed
        // loads LWX/LHX/LBUX (funct 0x0A: load latency), BPOSGE32 (REGIMM
        // rt 0x1C: not seen as a branch).
        reads(Bit(rs) | Bit(rt));
        writes(Bit(rd));
      }
      break;
    case 0x20: case 0x21: case 0x23: case 0x24: case 0x25: case 0x30:  // lb lh lw lbu lhu ll
      reads(Bit(rs));
      writes(Bit(rt));
      info->kind = kLoad;
      break;
    case 0x22: case 0x26:  // lwl, lwr merge into rt
      reads(Bit(rs) | Bit(rt));
      writes(Bit(rt));
      info->kind = kLoad;
      break;
    case 0x28: case 0x29: case 0x2A: case 0x2B: case 0x2E:  // sb sh swl sw swr
      reads(Bit(rs) | Bit(rt));
      break;
    case 0x38:  // sc
      reads(Bit(rs) | Bit(rt));
      writes(Bit(rt));
      break;
    default:
      if (op >= 0x08 && op <= 0x0F) {  // ALU immediate, lui
        reads(op == 0x0F ? 0 : Bit(rs));
        writes(Bit(rt));
      }
      break;
  }
  // An accumulating MADD/MSUB reads HI/LO through the MDU's own forwarding.
  if (info->kind == kMduAccumulate) read_mask &= ~hilo;
  for (int i = 0; i < 2 && read_mask != 0; ++i, read_mask &= read_mask - 1) {
    info->reads[i] = static_cast<uint8_t>(__builtin_ctzll(read_mask));
  }
  for (int i = 0; i < 2 && write_mask != 0; ++i, write_mask &= write_mask - 1) {
    info->writes[i] = static_cast<uint8_t>(__builtin_ctzll(write_mask));
  }
  if (read_mask != 0 || write_mask != 0) std::abort();  // a third slot: the decoding above is wrong
  switch (info->kind) {
    case kLoad: info->latency = kLoadLatency; break;
    case kMul: info->latency = kMulLatency; break;
    case kMdu: case kMduAccumulate: info->latency = kMduLatency; break;
    default: break;
  }
}

// Early-terminating divider: 2 + significant bits of the dividend's magnitude.
uint32_t MicroAptivTiming::DivideLatency(const Info& info) const {
  uint32_t dividend = 0;
  uc_reg_read(uc_, UC_MIPS_REG_0 + info.divide_rs, &dividend);
  if (info.signed_divide && (dividend >> 31) != 0) dividend = 0u - dividend;
  const uint32_t bits = dividend == 0 ? 0 : 32 - static_cast<uint32_t>(__builtin_clz(dividend));
  return 2 + bits;
}

uint32_t MicroAptivTiming::MemoryStall(uint32_t pc) { return params_.memory->Fetch(pc, cycles_); }

}  // namespace sim
