// The simulator's cycle models against hand-counted instruction sequences.
//
// The sequences are in cortex_m4_sequences.S and microaptiv_sequences.S, each
// between the labels seq_<name> and seq_<name>_end. A test loads the linked
// ELF into a fresh sim::Machine, sets the registers the sequence reads, runs
// [seq_<name>, seq_<name>_end) and asserts the cycles (and the instructions)
// the model charged. Each expectation is counted by hand from the rules the
// model's header states (tools/sim/cortex_m4_timing.h,
// tools/sim/microaptiv_timing.h), instruction by instruction in the comment
// above it; nothing here asks the model what it thinks.
//
// Conventions of the counts:
//  - The first instruction of a span has no predecessor: no stall, no
//    pipelining, no branch penalty from before the span.
//  - A taken branch's penalty is charged on the instruction that follows it
//    (the branch target), so every span that takes a branch ends at least one
//    instruction after the target.
//  - Cortex-M4: P = taken-branch penalty = 2. microAptiv: taken branch or
//    jump +1, charged on the instruction after the delay slot; the microAptiv
//    counts track "cycle at which the instruction starts -> cycle after it".
#include <unicorn/unicorn.h>

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tools/sim/board.h"
#include "tools/sim/elf_image.h"
#include "tools/sim/machine.h"

namespace {

// ------------------------------------------------------------------ harness

constexpr uint32_t kArmData = 0x20000000;    // .data of cortex_m4_sequences.S
constexpr uint32_t kArmStack = 0x20008000;
constexpr uint32_t kMipsData = 0x80000000;   // .data of microaptiv_sequences.S
constexpr uint32_t kMipsStack = 0x80008000;

constexpr char kArmBoard[] = "frdm_k66f";
constexpr char kMipsBoard[] = "wfi32_curiosity";

// The ELF a genrule assembled, from the runfiles (the test's working
// directory is the runfiles root of the mcucrypt workspace).
const sim::ElfImage& Image(const std::string& file) {
  static std::vector<std::pair<std::string, std::unique_ptr<sim::ElfImage>>> cache;
  for (const auto& entry : cache) {
    if (entry.first == file) return *entry.second;
  }
  auto image = std::make_unique<sim::ElfImage>();
  std::string error;
  std::string path = "tests/sim/" + file;
  if (!image->Load(path, &error)) {
    const char* srcdir = std::getenv("TEST_SRCDIR");
    const std::string fallback = std::string(srcdir == nullptr ? "." : srcdir) + "/mcucrypt/" + path;
    std::string error2;
    if (!image->Load(fallback, &error2)) {
      ADD_FAILURE() << "cannot load " << path << ": " << error << "; " << fallback << ": " << error2;
    }
  }
  cache.emplace_back(file, std::move(image));
  return *cache.back().second;
}

uint32_t Symbol(const sim::ElfImage& image, const std::string& name) {
  uint32_t value = 0;
  if (!image.FindSymbol(name, &value)) ADD_FAILURE() << "no symbol " << name;
  return value & ~1u;  // no Thumb bit: the code hook reports even addresses
}

struct Outcome {
  std::unique_ptr<sim::Machine> machine;
  sim::RunResult result;
  uint64_t start = 0, stop = 0;

  uint32_t Reg(int uc_register) const {
    uint32_t v = 0;
    uc_reg_read(machine->uc(), uc_register, &v);
    return v;
  }
  uint32_t Word(uint64_t physical) const {
    uint32_t v = 0;
    machine->Read(physical, &v, sizeof(v));
    return v;
  }
};

using Registers = std::vector<std::pair<int, uint32_t>>;

// Runs [from, to) (two labels of the image) in a fresh machine of the board.
// Every segment is loaded: the one holding the sequence through LoadCode
// (which starts the core), the others through the bus.
Outcome RunSpan(const char* board_name, const std::string& elf, const std::string& from,
                const std::string& to, const Registers& defaults, const Registers& registers,
                bool memory_system) {
  Outcome out;
  const sim::BoardSpec* board = sim::FindBoard(board_name);
  if (board == nullptr) {
    ADD_FAILURE() << "no board " << board_name;
    return out;
  }
  const sim::ElfImage& image = Image(elf);
  out.start = Symbol(image, from);
  out.stop = Symbol(image, to);

  sim::MachineOptions options;
  options.memory_system = memory_system;
  out.machine = std::make_unique<sim::Machine>(*board, options);
  sim::Machine& m = *out.machine;

  const sim::ElfSegment* code = nullptr;
  for (const sim::ElfSegment& s : image.segments()) {
    if (out.start >= s.vaddr && out.start < s.vaddr + s.mem_size) code = &s;
  }
  if (code == nullptr) {
    ADD_FAILURE() << from << " is in no segment";
    return out;
  }
  std::string error;
  auto bytes = [](const sim::ElfSegment& s) {
    std::vector<uint8_t> b(s.data);
    b.resize(s.mem_size, 0);
    return b;
  };
  if (!m.LoadCode(code->vaddr, bytes(*code), &error)) {
    ADD_FAILURE() << error;
    return out;
  }
  for (const sim::ElfSegment& s : image.segments()) {
    if (&s == code) continue;
    const std::vector<uint8_t> b = bytes(s);
    if (!m.Write(m.ToPhysical(s.vaddr), b.data(), b.size())) {
      ADD_FAILURE() << "segment at 0x" << std::hex << s.vaddr << " lies outside " << board_name;
      return out;
    }
  }
  for (const Registers* set : {&defaults, &registers}) {
    for (const auto& r : *set) uc_reg_write(m.uc(), r.first, &r.second);
  }
  m.SetStart(out.start);
  out.result = m.Run(out.stop);
  return out;
}

Outcome ArmOn(const char* board, const std::string& elf, const std::string& name, const Registers& registers,
              bool memory_system) {
  const Registers defaults = {
      {UC_ARM_REG_R4, kArmData},
      {UC_ARM_REG_R5, kArmData + 64},
      {UC_ARM_REG_SP, kArmStack},
      {UC_ARM_REG_MSP, kArmStack},
  };
  return RunSpan(board, elf, "seq_" + name, "seq_" + name + "_end", defaults, registers, memory_system);
}

Outcome Arm(const std::string& name, const Registers& registers = {}, bool memory_system = false) {
  return ArmOn(kArmBoard, "cortex_m4_sequences.elf", name, registers, memory_system);
}

const Registers& MipsDefaults() {
  static const Registers defaults = {
      {UC_MIPS_REG_A0, kMipsData},
      {UC_MIPS_REG_A3, kMipsData + 64},
      {UC_MIPS_REG_SP, kMipsStack},
  };
  return defaults;
}

Outcome MipsSpan(const std::string& from, const std::string& to, const Registers& registers = {}) {
  return RunSpan(kMipsBoard, "microaptiv_sequences.elf", from, to, MipsDefaults(), registers, false);
}

Outcome Mips(const std::string& name, const Registers& registers = {}, bool memory_system = false) {
  return RunSpan(kMipsBoard, "microaptiv_sequences.elf", "seq_" + name, "seq_" + name + "_end",
                 MipsDefaults(), registers, memory_system);
}

// The run reached seq_<name>_end and charged exactly these totals.
::testing::AssertionResult Span(const Outcome& o, uint64_t cycles, uint64_t instructions) {
  if (o.machine == nullptr) return ::testing::AssertionFailure() << "the sequence did not load";
  if (o.result.stop != sim::RunResult::Stop::kExited || o.result.exit_code != 0) {
    return ::testing::AssertionFailure() << "the run did not reach the end label:\n" << o.result.report;
  }
  if (o.result.cycles != cycles || o.result.instructions != instructions) {
    return ::testing::AssertionFailure()
           << "expected " << cycles << " cycles / " << instructions << " instructions, the model charged "
           << o.result.cycles << " cycles / " << o.result.instructions << " instructions";
  }
  return ::testing::AssertionSuccess();
}

// ================================================================== Cortex-M4

// ------------------------------------------------------------------ ALU, MUL

// adds, eor.w (shifted operand), movw, movt, bic, ubfx, bfi, clz, rev, cmp,
// lsl (by register): data processing, 1 each; a result used at once does not
// stall (only a load/store address does).                     11 x 1 = 11
TEST(CortexM4Cycles, DataProcessing) {
  EXPECT_TRUE(Span(Arm("alu", {{UC_ARM_REG_R1, 3}, {UC_ARM_REG_R2, 4}}), 11, 11));
}

// muls 1, mul 1, mla 1, mls 1                                    = 4
TEST(CortexM4Cycles, MulMlaMls) {
  EXPECT_TRUE(Span(Arm("mul", {{UC_ARM_REG_R0, 7}, {UC_ARM_REG_R1, 9}}), 4, 4));
}

// umull 1, smull 1, umlal 1, smlal 1, umaal 1                    = 5
TEST(CortexM4Cycles, LongMultiplies) {
  const Outcome o = Arm("long_mul", {{UC_ARM_REG_R0, 0xFFFFFFFF}, {UC_ARM_REG_R1, 0xFFFFFFFF}});
  EXPECT_TRUE(Span(o, 5, 5));
}

// qadd, uadd8, smlad, smulbb, usad8, ssat, sel: DSP, 1 each      = 7
TEST(CortexM4Cycles, Dsp) {
  EXPECT_TRUE(Span(Arm("dsp", {{UC_ARM_REG_R1, 0x01020304}, {UC_ARM_REG_R2, 0x05060708}}), 7, 7));
}

// ------------------------------------------------------------------ divide
// One UDIV/SDIV r2, r0, r1. Rule: 2 when the quotient is 0 (dividend <
// divisor, or divisor 0), else 4 + ceil(q / 4), q = clz(divisor) -
// clz(dividend) + 1, on magnitudes for SDIV.

struct DivideCase {
  const char* what;
  bool is_signed;
  uint32_t dividend, divisor;
  uint64_t cycles;
  uint32_t quotient;
};

class CortexM4Divide : public ::testing::TestWithParam<DivideCase> {};

TEST_P(CortexM4Divide, Cycles) {
  const DivideCase& c = GetParam();
  const Outcome o =
      Arm(c.is_signed ? "sdiv" : "udiv", {{UC_ARM_REG_R0, c.dividend}, {UC_ARM_REG_R1, c.divisor}});
  EXPECT_TRUE(Span(o, c.cycles, 1)) << c.what;
  EXPECT_EQ(o.Reg(UC_ARM_REG_R2), c.quotient) << c.what;
}

INSTANTIATE_TEST_SUITE_P(
    Quotients, CortexM4Divide,
    ::testing::Values(
        // quotient 0: 2
        DivideCase{"udiv 0 / 5: quotient 0", false, 0, 5, 2, 0},
        DivideCase{"udiv 3 / 5: quotient 0", false, 3, 5, 2, 0},
        DivideCase{"udiv 5 / 0: divide by zero", false, 5, 0, 2, 0},
        // small quotients
        DivideCase{"udiv 5 / 5: q = 29 - 29 + 1 = 1 -> 4 + 1", false, 5, 5, 5, 1},
        DivideCase{"udiv 100 / 10: q = 28 - 25 + 1 = 4 -> 4 + 1", false, 100, 10, 5, 10},
        DivideCase{"udiv 63 / 2: q = 30 - 26 + 1 = 5 -> 4 + 2", false, 63, 2, 6, 31},
        DivideCase{"udiv 0xFFFF / 1: q = 31 - 16 + 1 = 16 -> 4 + 4", false, 0xFFFF, 1, 8, 0xFFFF},
        DivideCase{"udiv 0x1FFFF / 1: q = 17 -> 4 + 5", false, 0x1FFFF, 1, 9, 0x1FFFF},
        // full 32-bit quotient: 12
        DivideCase{"udiv 0xFFFFFFFF / 1: q = 32 -> 4 + 8", false, 0xFFFFFFFF, 1, 12, 0xFFFFFFFF},
        DivideCase{"udiv 0x80000000 / 1: q = 32 -> 4 + 8", false, 0x80000000, 1, 12, 0x80000000},
        DivideCase{"sdiv 0x7FFFFFFF / 1: q = 31 -> 4 + 8", true, 0x7FFFFFFF, 1, 12, 0x7FFFFFFF},
        // signed: magnitudes
        DivideCase{"sdiv -100 / 10: |-100| / 10, q = 4 -> 5", true, static_cast<uint32_t>(-100), 10, 5,
                   static_cast<uint32_t>(-10)},
        DivideCase{"sdiv 100 / -10: q = 4 -> 5", true, 100, static_cast<uint32_t>(-10), 5,
                   static_cast<uint32_t>(-10)},
        DivideCase{"sdiv -100 / -10: q = 4 -> 5", true, static_cast<uint32_t>(-100),
                   static_cast<uint32_t>(-10), 5, 10},
        DivideCase{"sdiv -1 / 1: |-1| = 1, q = 1 -> 5 (udiv of the same bits: 12)", true, 0xFFFFFFFF, 1, 5,
                   0xFFFFFFFF},
        DivideCase{"sdiv -5 / 10: |-5| < 10, quotient 0 -> 2", true, static_cast<uint32_t>(-5), 10, 2, 0},
        DivideCase{"sdiv INT_MIN / 1: |INT_MIN| = 2^31, q = 32 -> 12", true, 0x80000000, 1, 12,
                   0x80000000}));

// ------------------------------------------------------------------ loads, stores

// ldr 2 (a single load with no load before it)                   = 2
TEST(CortexM4Cycles, SingleLoad) {
  const Outcome o = Arm("ldr_single");
  EXPECT_TRUE(Span(o, 2, 1));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R0), 0x11111111u);
}

// ldr 2, ldr 1, ldr 1, ldr 1 (each directly follows a single load and does
// not take its address from it): N = 4 loads take N + 1         = 5
TEST(CortexM4Cycles, BackToBackIndependentLoads) {
  const Outcome o = Arm("ldr_independent4");
  EXPECT_TRUE(Span(o, 5, 4));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R3), 0x44444444u);
}

// ldrb 2, ldrh 1, ldrsb 1, ldr [r4, r6] 1 (r6 = 12, set before the span)
//                                                                = 5
TEST(CortexM4Cycles, BackToBackLoadsOfEveryWidth) {
  const Outcome o = Arm("ldr_mixed4", {{UC_ARM_REG_R6, 12}});
  EXPECT_TRUE(Span(o, 5, 4));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R3), 0x44444444u);
}

// ldr r0, [r4, #32] 2; ldr r1, [r0]: its address is the previous load's
// result, so it does not pipeline (2) and stalls (+1) = 3          = 5
TEST(CortexM4Cycles, DependentLoadAfterLoad) {
  const Outcome o = Arm("ldr_dependent");
  EXPECT_TRUE(Span(o, 5, 2));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R1), 0xCAFEF00Du);
}

// ldr 2; nop 1; ldr r1, [r0] 2 (no load right before it, no stall: r0 was
// written two instructions earlier)                              = 5
TEST(CortexM4Cycles, DependentLoadWithAGap) {
  const Outcome o = Arm("ldr_dependent_gap");
  EXPECT_TRUE(Span(o, 5, 3));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R1), 0xCAFEF00Du);
}

// str 1; ldr 2 (a store is not a single load: no pipelining)     = 3
TEST(CortexM4Cycles, LoadAfterStore) {
  const Outcome o = Arm("str_then_ldr", {{UC_ARM_REG_R0, 0xA5A5A5A5}});
  EXPECT_TRUE(Span(o, 3, 2));
  EXPECT_EQ(o.Word(kArmData + 64), 0xA5A5A5A5u);
}

// str 1, strb 1, strh 1, str [r5, r6] 1 (r6 = 12)                = 4
TEST(CortexM4Cycles, Stores) {
  const Outcome o = Arm("stores", {{UC_ARM_REG_R0, 0xA5A5A5A5}, {UC_ARM_REG_R3, 0x5A5A5A5A},
                                   {UC_ARM_REG_R6, 12}});
  EXPECT_TRUE(Span(o, 4, 4));
  EXPECT_EQ(o.Word(kArmData + 64 + 12), 0x5A5A5A5Au);
}

// adds r1 1; ldr [r1] 2 + 1 (address register written by the previous
// instruction)                                                   = 4
TEST(CortexM4Cycles, AddressDependencyStallOnLoad) {
  const Outcome o = Arm("addr_dep_ldr");
  EXPECT_TRUE(Span(o, 4, 2));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R0), 0x22222222u);
}

// movs r6 1; ldr [r4, r6] 2 + 1 (the index register counts too)  = 4
TEST(CortexM4Cycles, AddressDependencyStallOnIndex) {
  const Outcome o = Arm("addr_dep_index");
  EXPECT_TRUE(Span(o, 4, 2));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R0), 0x33333333u);
}

// adds r1 1; str [r1] 1 + 1                                      = 3
TEST(CortexM4Cycles, AddressDependencyStallOnStore) {
  EXPECT_TRUE(Span(Arm("addr_dep_str"), 3, 2));
}

// movs r0 1; str r0, [r5] 1 (r0 is the data, not the address)   = 2
TEST(CortexM4Cycles, StoredValueDependencyDoesNotStall) {
  const Outcome o = Arm("data_dep_str");
  EXPECT_TRUE(Span(o, 2, 2));
  EXPECT_EQ(o.Word(kArmData + 64), 5u);
}

// ldrd 3; strd 3                                                 = 6
TEST(CortexM4Cycles, LdrdStrd) {
  const Outcome o = Arm("ldrd_strd");
  EXPECT_TRUE(Span(o, 6, 2));
  EXPECT_EQ(o.Word(kArmData + 64 + 12), 0x22222222u);
}

// ldrd 3; ldr 2 (LDRD is not a single load: no pipelining)       = 5
TEST(CortexM4Cycles, LoadAfterLdrd) {
  EXPECT_TRUE(Span(Arm("ldr_after_ldrd"), 5, 2));
}

// ldm r4, {r0-r3} 1 + 4; stm r5, {r0-r3} 1 + 4                   = 10
TEST(CortexM4Cycles, LdmStm) {
  const Outcome o = Arm("ldm_stm");
  EXPECT_TRUE(Span(o, 10, 2));
  EXPECT_EQ(o.Word(kArmData + 64 + 12), 0x44444444u);
}

// ldmia r4!, {r0-r2}: 1 + 3 (the written-back base is not a transfer) = 4
TEST(CortexM4Cycles, LdmWriteback) {
  const Outcome o = Arm("ldm_writeback");
  EXPECT_TRUE(Span(o, 4, 1));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R4), kArmData + 12);
}

// push {r0-r3} 1 + 4; movs 1; pop {r0-r3} 1 + 4 (SP was not written by the
// instruction right before it)                                   = 11
TEST(CortexM4Cycles, PushPop) {
  const Outcome o = Arm("push_pop");
  EXPECT_TRUE(Span(o, 11, 3));
  EXPECT_EQ(o.Reg(UC_ARM_REG_SP), kArmStack);
}

// push {r4-r7, lr}: 1 + 5                                        = 6
TEST(CortexM4Cycles, PushWithLr) {
  const Outcome o = Arm("push_lr");
  EXPECT_TRUE(Span(o, 6, 1));
  EXPECT_EQ(o.Reg(UC_ARM_REG_SP), kArmStack - 20);
}

// push {r0-r3} 1 + 4; pop {r0-r3} 1 + 4 + 1: POP's address register is SP,
// which PUSH (the previous instruction) wrote -- the stated stall rule
// applied as written                                             = 11
TEST(CortexM4Cycles, PopRightAfterPushStallsOnSp) {
  EXPECT_TRUE(Span(Arm("push_then_pop"), 11, 2));
}

// ------------------------------------------------------------------ branches

// b 1; (skipped); adds at the target 1 + P                       = 4
TEST(CortexM4Cycles, BranchTaken) {
  const Outcome o = Arm("b_taken");
  EXPECT_TRUE(Span(o, 4, 2));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R0), 0u);
}

// movs 1; beq 1 (not taken: no penalty); adds 1; adds 1          = 4
TEST(CortexM4Cycles, ConditionalBranchNotTaken) {
  EXPECT_TRUE(Span(Arm("bcond_not_taken"), 4, 4));
}

// movs 1; beq 1 (taken); adds at the target 1 + P                = 5
TEST(CortexM4Cycles, ConditionalBranchTaken) {
  EXPECT_TRUE(Span(Arm("bcond_taken"), 5, 3));
}

// movs 1; subs 1, bne 1 (taken); subs 1 + P, bne 1 (taken);
// subs 1 + P, bne 1 (not taken); adds 1                          = 12
TEST(CortexM4Cycles, BackwardLoop) {
  EXPECT_TRUE(Span(Arm("loop3"), 12, 8));
}

// bl 1; bx lr (target of BL) 1 + P; adds (return, target of BX) 1 + P = 7
TEST(CortexM4Cycles, BlAndBxLr) {
  const Outcome o = Arm("bl_bx");
  EXPECT_TRUE(Span(o, 7, 3));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R0), 1u);
}

// bl 1; push {r4, lr} 1 + 2 + P (BL's target); movs 1;
// pop {r4, pc} 1 + 2; adds (POP wrote PC) 1 + P                  = 13
TEST(CortexM4Cycles, PopPcIsATakenBranch) {
  const Outcome o = Arm("call_pop_pc");
  EXPECT_TRUE(Span(o, 13, 5));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R0), 1u);
  EXPECT_EQ(o.Reg(UC_ARM_REG_SP), kArmStack);
}

// movs 1; cbz 1 (taken); adds at the target 1 + P                = 5
TEST(CortexM4Cycles, CbzTaken) {
  EXPECT_TRUE(Span(Arm("cbz_taken"), 5, 3));
}

// movs 1; cbz 1 (not taken); adds 1; adds 1                      = 4
TEST(CortexM4Cycles, CbzNotTaken) {
  EXPECT_TRUE(Span(Arm("cbz_not_taken"), 4, 4));
}

// movs 1; cbnz 1 (taken); adds at the target 1 + P               = 5
TEST(CortexM4Cycles, CbnzTaken) {
  EXPECT_TRUE(Span(Arm("cbnz_taken"), 5, 3));
}

// movs 1; tbb 4; adds at case 1 1 + P                            = 8
TEST(CortexM4Cycles, Tbb) {
  const Outcome o = Arm("tbb");
  EXPECT_TRUE(Span(o, 8, 3));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R1), 0u);
  EXPECT_EQ(o.Reg(UC_ARM_REG_R2), 1u);
}

// movs 1; tbh 4; adds at case 1 1 + P                            = 8
TEST(CortexM4Cycles, Tbh) {
  const Outcome o = Arm("tbh");
  EXPECT_TRUE(Span(o, 8, 3));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R2), 1u);
}

// adds 1; isb 1 + P (pipeline flush); adds 1 (sequential: no penalty) = 5
TEST(CortexM4Cycles, Isb) {
  EXPECT_TRUE(Span(Arm("isb"), 5, 3));
}

// ldr pc, [r4, #40] 2 (a load); adds at the loaded address 1 + P = 5
TEST(CortexM4Cycles, LoadToPcIsATakenBranch) {
  const Outcome o = Arm("ldr_pc");
  EXPECT_TRUE(Span(o, 5, 2));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R0), 0u);
}

// adr 1; mov pc, r3 1; adds at the target 1 + P                  = 5
TEST(CortexM4Cycles, MovToPcIsATakenBranch) {
  const Outcome o = Arm("mov_pc");
  EXPECT_TRUE(Span(o, 5, 3));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R0), 0u);
}

// ------------------------------------------------------------------ IT blocks

// cmp 1; ite 1; movne 1 (skipped: a 1-cycle NOP); moveq 1       = 4
TEST(CortexM4Cycles, ItBlock) {
  const Outcome o = Arm("it_block");
  EXPECT_TRUE(Span(o, 4, 4));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R1), 2u);
}

// movs 1; cmp 1; itt 1; ldrne (skipped: a 1-cycle NOP) 1;
// ldrne (skipped) 1                                              = 5
TEST(CortexM4Cycles, ItSkippedLoadsCostOneCycleEach) {
  const Outcome o = Arm("it_skipped_loads", {{UC_ARM_REG_R1, 0x77}, {UC_ARM_REG_R2, 0x88}});
  EXPECT_TRUE(Span(o, 5, 5));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R1), 0x77u);  // really skipped
  EXPECT_EQ(o.Reg(UC_ARM_REG_R2), 0x88u);
}

// The same block with the condition passing: movs 1; cmp 1; itt 1;
// ldreq 2; ldreq 1 (pipelined)                                   = 6
TEST(CortexM4Cycles, ItExecutedLoads) {
  const Outcome o = Arm("it_executed_loads");
  EXPECT_TRUE(Span(o, 6, 5));
  EXPECT_EQ(o.Reg(UC_ARM_REG_R2), 0x22222222u);
}

// ------------------------------------------------------------------ VFP (FPv4-SP)

// vldr s 2; vldr d 3; vstr s 2; vstr d 3                         = 10
TEST(CortexM4Cycles, VfpLoadStore) {
  const Outcome o = Arm("vfp_load_store");
  EXPECT_TRUE(Span(o, 10, 4));
  EXPECT_EQ(o.Word(kArmData + 64), 0x3FC00000u);       // 1.5f
  EXPECT_EQ(o.Word(kArmData + 64 + 12), 0x40800000u);  // 4.0f
}

// vadd 1, vmul 1, vfma 1, vcvt 1, vmov r0, s5 1                  = 5
TEST(CortexM4Cycles, VfpDataProcessing) {
  EXPECT_TRUE(Span(Arm("vfp_arith"), 5, 5));
}

// vdiv 14; vsqrt 14                                              = 28
TEST(CortexM4Cycles, VfpDivideAndSquareRoot) {
  EXPECT_TRUE(Span(Arm("vfp_div_sqrt"), 28, 2));
}

// vldmia {s0-s3} 1 + 4 words; vstmia {d0-d1} 1 + 4; vpush {s0-s3} 1 + 4;
// vmov 1; vpop {d0} 1 + 2                                        = 19
TEST(CortexM4Cycles, VfpLoadStoreMultiple) {
  const Outcome o = Arm("vfp_multiple");
  EXPECT_TRUE(Span(o, 19, 5));
  EXPECT_EQ(o.Reg(UC_ARM_REG_SP), kArmStack - 8);
}

// ------------------------------------------------------------------ memory system
// MachineOptions::memory_system: the board's flash behind its memory system
// (tools/sim/memory_system.h; platforms/boards.bzl memory_system). The
// sequences start on a 16-byte line; each count starts from a fresh machine
// (nothing cached, no prefetch under way). W = wait states; a line read
// takes W + 1 cycles. A line's fetch stall is charged on its first
// instruction, before the instruction's own cost.
//   frdm_k66f: W = 6, FMC cache 4 ways x 4 sets, prefetch of the next line.
//   atsam4c32_ek: W = 5, no cache (CMCC off), prefetch, a one-line data
//   buffer, a 2-line loop buffer at a backward jump's target.

constexpr char kSam4cBoard[] = "atsam4c32_ek";

Outcome Sam4c(const std::string& name, const Registers& registers = {}, bool memory_system = true) {
  return ArmOn(kSam4cBoard, "cortex_m4_sequences_sam4c.elf", name, registers, memory_system);
}

TEST(CortexM4MemorySystem, BoardValues) {
  ASSERT_NE(sim::FindBoard(kArmBoard), nullptr);
  ASSERT_NE(sim::FindBoard(kSam4cBoard), nullptr);
  EXPECT_EQ(sim::FindBoard(kArmBoard)->flash_wait_states, 6u);
  EXPECT_EQ(sim::FindBoard(kSam4cBoard)->flash_wait_states, 5u);
  EXPECT_EQ(sim::FindBoard(kArmBoard)->memory_system.ramfunc_region, "sram_l");
}

// K66, 12 ADDS.W in 3 lines (ideal: 12).
//   line 0: miss, 6; 4 x 1                  -> 10; line 1's prefetch done at 0 + 6 + 7 = 13
//   line 1: prefetch hit, wait 13 - 10 = 3; 4 -> 17; line 2's done at 10 + 3 + 7 = 20
//   line 2: prefetch hit, wait 20 - 17 = 3; 4 -> 24
TEST(CortexM4MemorySystem, K66MissThenPrefetchHitsWithWaitStateStalls) {
  EXPECT_TRUE(Span(Arm("mem_lines", {}, false), 12, 12));
  EXPECT_TRUE(Span(Arm("mem_lines", {}, true), 24, 12));
}

// SAM4C, the same (W = 5, a read takes 6).
//   line 0: miss, 5; 4 -> 9; line 1 done at 0 + 5 + 6 = 11
//   line 1: wait 2; 4 -> 15; line 2 done at 9 + 2 + 6 = 17
//   line 2: wait 2; 4 -> 21
TEST(CortexM4MemorySystem, Sam4cMissThenPrefetchHitsWithWaitStateStalls) {
  EXPECT_TRUE(Span(Sam4c("mem_lines", {}, false), 12, 12));
  EXPECT_TRUE(Span(Sam4c("mem_lines", {}, true), 21, 12));
}

// mov; N x (20 ADDS, SUBS, BNE); the body spans lines 0-2.
// Ideal: 1 + 22 N + P (N - 1).
// K66: the mov's line misses (6); line 0's remaining 7 instructions take 7
// cycles, so lines 1 and 2 are prefetch hits with no wait (each line takes
// >= 7 cycles). From the second iteration on, every line is a cache hit:
// the loop fits the cache and costs exactly its ideal cycles.   ideal + 6
TEST(CortexM4MemorySystem, K66LoopInTheCacheConvergesToIdeal) {
  for (uint32_t n : {1u, 10u, 100u}) {
    const uint64_t ideal = 1 + 22 * n + 2 * (n - 1);
    EXPECT_TRUE(Span(Arm("mem_loop", {{UC_ARM_REG_R7, n}}, false), ideal, 1 + 22 * n)) << n;
    EXPECT_TRUE(Span(Arm("mem_loop", {{UC_ARM_REG_R7, n}}, true), ideal + 6, 1 + 22 * n)) << n;
  }
}

// SAM4C: no cache. The first backward jump (iteration 2) misses (5) and
// makes line 0 the loop buffer's target; line 1 then hits the loop buffer
// and line 2 the prefetch. From iteration 3 on, the jump hits the loop
// buffer: the loop converges to its ideal cost.       ideal + 5 (+ 5 if N > 1)
TEST(CortexM4MemorySystem, Sam4cLoopInTheLoopBufferConvergesToIdeal) {
  for (uint32_t n : {1u, 2u, 10u, 100u}) {
    const uint64_t ideal = 1 + 22 * n + 2 * (n - 1);
    EXPECT_TRUE(Span(Sam4c("mem_loop", {{UC_ARM_REG_R7, n}}, true), ideal + (n > 1 ? 10 : 5), 1 + 22 * n)) << n;
  }
}

// ldr; ldr from one flash line (r4 = flash_table).
// K66: fetch miss 6; ldr 2; data miss 6; ldr 1 (pipelined); data hit (the
// FMC cache holds data lines too)                                 = 15
// SAM4C: fetch miss 5; ldr 2; data miss 5; ldr 1; data-buffer hit = 13
TEST(CortexM4MemorySystem, DataReadsFromFlash) {
  const uint32_t k66_table = Symbol(Image("cortex_m4_sequences.elf"), "flash_table");
  const uint32_t sam4c_table = Symbol(Image("cortex_m4_sequences_sam4c.elf"), "flash_table");
  const Outcome k66 = Arm("mem_ldr2", {{UC_ARM_REG_R4, k66_table}}, true);
  EXPECT_TRUE(Span(k66, 15, 2));
  EXPECT_EQ(k66.Reg(UC_ARM_REG_R1), 0xFEEDFACEu);
  EXPECT_TRUE(Span(Arm("mem_ldr2", {{UC_ARM_REG_R4, k66_table}}, false), 3, 2));
  EXPECT_TRUE(Span(Sam4c("mem_ldr2", {{UC_ARM_REG_R4, sam4c_table}}), 13, 2));
}

// Code in SRAM never waits: b 1; adds 1 + P                      = 4
TEST(CortexM4MemorySystem, CodeInRamUnchanged) {
  EXPECT_TRUE(Span(Arm("ram_b_taken", {}, true), 4, 2));
}

// ================================================================== microAptiv

// ------------------------------------------------------------------ ALU
// 27 ALU instructions (addu subu and or xor nor slt sltu sll srl sra sllv
// rotr addiu andi ori xori lui slti clz ext ins seb seh wsbh movn movz), each
// reading the one before: ALU results are ready after 1 cycle, no stall.
//                                                                27 x 1 = 27
TEST(MicroAptivCycles, Alu) {
  EXPECT_TRUE(Span(Mips("alu", {{UC_MIPS_REG_T1, 5}, {UC_MIPS_REG_T2, 3}}), 27, 27));
}

// ------------------------------------------------------------------ DSP ASE
// addsc 0 -> 1; addwc (reads its rs, rt and DSPControl.c, all ready) 1 -> 2;
// addsc 2 -> 3; addwc 3 -> 4; addu 4 -> 5: ADDSC/ADDWC are 1-cycle ALU
// operations (SPECIAL3 DSP encodings: rs, rt -> rd)                  = 5
// (0x1_FFFFFFFF + 0x2_00000001 = 0x4_00000000, carry 1; + 0x10_FFFFFFFF =
// 0x14_FFFFFFFF, carry 0.) Status.MX set: the DSP ASE enabled, BEV kept.
TEST(MicroAptivCycles, DspAddscAddwc) {
  const Outcome o = Mips("dsp_add64", {{UC_MIPS_REG_CP0_STATUS, 0x01400000},
                                       {UC_MIPS_REG_T2, 0xFFFFFFFF}, {UC_MIPS_REG_T3, 1},
                                       {UC_MIPS_REG_T4, 1}, {UC_MIPS_REG_T5, 2},
                                       {UC_MIPS_REG_T6, 0xFFFFFFFF}, {UC_MIPS_REG_T7, 0x10}});
  EXPECT_TRUE(Span(o, 5, 5));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), 0xFFFFFFFFu);
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T1), 0x14u);
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T8), 0x13u);
}

// Without Status.MX the first ADDSC takes a DSP Disabled exception (the
// run stops with a fault): the boot code must set MX.
TEST(MicroAptivCycles, DspNeedsStatusMx) {
  const Outcome o = Mips("dsp_add64", {{UC_MIPS_REG_CP0_STATUS, 0x00400000}});
  ASSERT_NE(o.machine, nullptr);
  EXPECT_NE(o.result.stop, sim::RunResult::Stop::kExited);
}

// lw $a2 0 -> 1; shrl.qb $t0, $t1, 6 (the 6 is its rs field, the number of
// $a2: no register read, no stall) 1 -> 2; shll.qb 2 -> 3; or 3 -> 4; lw $a1
// 4 -> 5; shllv.qb reads $a1 (variable amount): waits, 6 -> 7       = 7
// ($t3 = every byte of 0x81C30F5A rotated right by 6; $t4 = $t3's bytes
// shifted left by 0x11111111 & 7 = 1.)
TEST(MicroAptivCycles, DspByteShifts) {
  const Outcome o = Mips("dsp_byte_shifts", {{UC_MIPS_REG_CP0_STATUS, 0x01400000},
                                             {UC_MIPS_REG_T1, 0x81C30F5A}});
  EXPECT_TRUE(Span(o, 7, 6));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T3), 0x060F3C69u);
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T4), 0x0C1E78D2u);
}

// lw $t0 0 -> 1; rddsp $t1, 0x08 (its mask in the rt field, the number of
// $t0: not a read, no stall) 1 -> 2; wrdsp $t2 (reads $t2 only) 2 -> 3;
// rddsp 3 -> 4                                                     = 4
// (wrdsp wrote $t2's ouflag field, bits 16..23, which rddsp reads back.)
TEST(MicroAptivCycles, DspControlReadWrite) {
  const Outcome o = Mips("dsp_control", {{UC_MIPS_REG_CP0_STATUS, 0x01400000},
                                         {UC_MIPS_REG_T2, 0x00A50000}});
  EXPECT_TRUE(Span(o, 4, 4));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T3), 0x00A50000u);
}

// ------------------------------------------------------------------ loads

// lw 0 -> 1                                                      = 1
TEST(MicroAptivCycles, SingleLoad) {
  const Outcome o = Mips("lw_single");
  EXPECT_TRUE(Span(o, 1, 1));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), 0x11111111u);
}

// lw 0 -> 1 ($t0 ready at 2); addu (independent) 1 -> 2          = 2
TEST(MicroAptivCycles, LoadThenIndependentInstruction) {
  EXPECT_TRUE(Span(Mips("lw_independent"), 2, 2));
}

// lw 0 -> 1 ($t0 ready at 2); addu $t0 waits: 2 -> 3             = 3
TEST(MicroAptivCycles, LoadUseStall) {
  const Outcome o = Mips("lw_use");
  EXPECT_TRUE(Span(o, 3, 2));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T1), 0x22222222u);
}

// lw 0 -> 1 (ready 2); addu 1 -> 2; addu $t0 2 -> 3 (ready)      = 3
TEST(MicroAptivCycles, LoadUseOneApartDoesNotStall) {
  EXPECT_TRUE(Span(Mips("lw_use_gap"), 3, 3));
}

// lb 0 -> 1, addu 2 -> 3; lbu 3 -> 4, addu 5 -> 6; lh 6 -> 7, addu 8 -> 9;
// lhu 9 -> 10, addu 11 -> 12: every load width has latency 2     = 12
TEST(MicroAptivCycles, LoadUseStallEveryWidth) {
  EXPECT_TRUE(Span(Mips("load_kinds_use"), 12, 8));
}

// lw 0 -> 1 ($t0 ready 2); lw 0($t0) 2 -> 3                      = 3
TEST(MicroAptivCycles, LoadAddressFromLoad) {
  const Outcome o = Mips("lw_lw_dependent");
  EXPECT_TRUE(Span(o, 3, 2));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T1), 0xCAFEF00Du);
}

// lw 0 -> 1 ($t0 ready 2); sw $t0 (reads its data register) 2 -> 3 = 3
TEST(MicroAptivCycles, StoreOfJustLoadedValueStalls) {
  const Outcome o = Mips("lw_sw_data");
  EXPECT_TRUE(Span(o, 3, 2));
  EXPECT_EQ(o.Word(kMipsData + 64 - 0x80000000u), 0x11111111u);
}

// lwl 0 -> 1 ($t0 ready 2); lwr reads $t0 (it merges into it) 2 -> 3 = 3
TEST(MicroAptivCycles, LwlThenLwr) {
  const Outcome o = Mips("lwl_lwr");
  EXPECT_TRUE(Span(o, 3, 2));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), 0x22111111u);  // the word at DATA + 1
}

// addu 0 -> 1; sw 1 -> 2 ($t0 ready at 1); sh 2 -> 3; sb 3 -> 4  = 4
TEST(MicroAptivCycles, Stores) {
  EXPECT_TRUE(Span(Mips("stores"), 4, 4));
}

// ------------------------------------------------------------------ multiply

// mul 0 -> 1 ($t0 ready 3); addu $t0 3 -> 4 (2 stalls)           = 4
TEST(MicroAptivCycles, MulThenUse) {
  const Outcome o = Mips("mul_use", {{UC_MIPS_REG_T1, 6}, {UC_MIPS_REG_T2, 7}});
  EXPECT_TRUE(Span(o, 4, 2));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T3), 84u);
}

// mul 0 -> 1 (ready 3); addu 1 -> 2; addu $t0 3 -> 4 (1 stall)   = 4
TEST(MicroAptivCycles, MulThenUseOneApart) {
  EXPECT_TRUE(Span(Mips("mul_use_gap1"), 4, 3));
}

// mul 0 -> 1 (ready 3); addu 1 -> 2; addu 2 -> 3; addu $t0 3 -> 4 = 4
TEST(MicroAptivCycles, MulThenUseTwoApart) {
  EXPECT_TRUE(Span(Mips("mul_use_gap2"), 4, 4));
}

// mult 0 -> 1 (LO ready 3); mflo 3 -> 4                          = 4
TEST(MicroAptivCycles, MultThenMflo) {
  const Outcome o = Mips("mult_mflo", {{UC_MIPS_REG_T1, 6}, {UC_MIPS_REG_T2, 7}});
  EXPECT_TRUE(Span(o, 4, 2));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), 42u);
}

// multu 0 -> 1 (HI ready 3); mfhi 3 -> 4                         = 4
TEST(MicroAptivCycles, MultuThenMfhi) {
  const Outcome o = Mips("multu_mfhi", {{UC_MIPS_REG_T1, 0x80000000}, {UC_MIPS_REG_T2, 4}});
  EXPECT_TRUE(Span(o, 4, 2));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), 2u);
}

// mult 0 -> 1 (HI/LO ready 3); madd 1 -> 2 (does not wait for HI/LO;
// ready 4); msub 2 -> 3 (ready 5); maddu 3 -> 4 (ready 6); mflo 6 -> 7 = 7
TEST(MicroAptivCycles, MaddChainThenMflo) {
  const Outcome o = Mips("madd_chain", {{UC_MIPS_REG_T1, 3}, {UC_MIPS_REG_T2, 5}});
  EXPECT_TRUE(Span(o, 7, 5));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), 30u);  // 15 + 15 - 15 + 15
}

// mtlo 0 -> 1; mthi 1 -> 2; madd 2 -> 3 (ready 5); madd 3 -> 4 (ready 6);
// mfhi 6 -> 7                                                    = 7
TEST(MicroAptivCycles, MtloMthiMaddChainThenMfhi) {
  EXPECT_TRUE(Span(Mips("mt_madd_chain"), 7, 5));
}

// ------------------------------------------------------------------ divide
// div/divu 0 -> 1, HI/LO ready at 0 + 2 + (significant bits of the
// dividend); mflo starts then and takes 1: total 3 + bits.

struct MipsDivideCase {
  const char* what;
  bool is_signed;
  uint32_t dividend, divisor;
  uint64_t cycles;
  uint32_t quotient;
};

class MicroAptivDivide : public ::testing::TestWithParam<MipsDivideCase> {};

TEST_P(MicroAptivDivide, ThenMflo) {
  const MipsDivideCase& c = GetParam();
  const Outcome o = Mips(c.is_signed ? "div_mflo" : "divu_mflo",
                         {{UC_MIPS_REG_A1, c.dividend}, {UC_MIPS_REG_A2, c.divisor}});
  EXPECT_TRUE(Span(o, c.cycles, 2)) << c.what;
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), c.quotient) << c.what;
}

INSTANTIATE_TEST_SUITE_P(
    Dividends, MicroAptivDivide,
    ::testing::Values(
        MipsDivideCase{"divu 0 / 5: 0 bits, ready at 2, mflo 2 -> 3", false, 0, 5, 3, 0},
        MipsDivideCase{"divu 1 / 1: 1 bit, ready 3, mflo 3 -> 4", false, 1, 1, 4, 1},
        MipsDivideCase{"div 100 / 7: 7 bits, ready 9, mflo 9 -> 10", true, 100, 7, 10, 14},
        // Signed: the early termination looks at the magnitude, |-1| = 1.
        MipsDivideCase{"div -1 / 7: 1 bit, ready 3, mflo 3 -> 4", true, 0xFFFFFFFF, 7, 4, 0},
        MipsDivideCase{"divu 0x10000 / 3: 17 bits, ready 19, mflo -> 20", false, 0x10000, 3, 20, 0x5555},
        MipsDivideCase{"div 0x7FFFFFFF / 3: 31 bits, ready 33, mflo -> 34", true, 0x7FFFFFFF, 3, 34,
                       0x2AAAAAAA},
        MipsDivideCase{"divu 0xFFFFFFFF / 3: 32 bits, ready 34, mflo -> 35", false, 0xFFFFFFFF, 3, 35,
                       0x55555555}));

// divu 0 -> 1 (dividend 100: HI ready 9); addu x3 -> 4; mfhi 9 -> 10 = 10
// divu 0 -> 1 (dividend 1: HI ready 3); addu x3 -> 4; mfhi 4 -> 5 (hidden) = 5
TEST(MicroAptivCycles, DivideLatencyOverlapsIndependentWork) {
  EXPECT_TRUE(Span(Mips("div_hidden", {{UC_MIPS_REG_A1, 100}, {UC_MIPS_REG_A2, 7}}), 10, 5));
  EXPECT_TRUE(Span(Mips("div_hidden", {{UC_MIPS_REG_A1, 1}, {UC_MIPS_REG_A2, 7}}), 5, 5));
}

// ------------------------------------------------------------------ branches

// beq 0 -> 1; delay slot 1 -> 2; addiu at the target +1 (taken), 3 -> 4 = 4
TEST(MicroAptivCycles, BranchTakenWithDelaySlot) {
  const Outcome o = Mips("beq_taken");
  EXPECT_TRUE(Span(o, 4, 3));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), 1u);  // the delay slot ran
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T1), 0u);
}

// bne 1; delay slot 1; addiu 1; addiu 1; addiu 1 (not taken: no penalty) = 5
TEST(MicroAptivCycles, BranchNotTaken) {
  const Outcome o = Mips("bne_not_taken");
  EXPECT_TRUE(Span(o, 5, 5));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T1), 2u);
}

// bltz $a1 (-1: taken) 1; nop 1; target 1 + 1                    = 4
// bltz $a1 (1: not taken) 1; nop 1; addiu 1; addiu 1; addiu 1    = 5
TEST(MicroAptivCycles, RegimmBranch) {
  EXPECT_TRUE(Span(Mips("bltz", {{UC_MIPS_REG_A1, 0xFFFFFFFF}}), 4, 3));
  EXPECT_TRUE(Span(Mips("bltz", {{UC_MIPS_REG_A1, 1}}), 5, 5));
}

// addiu 1; [addiu 1, bne 1, nop 1] (taken); [addiu 1 + 1, bne 1, nop 1]
// (taken); [addiu 1 + 1, bne 1, nop 1] (not taken); addiu 1      = 13
TEST(MicroAptivCycles, BackwardLoop) {
  EXPECT_TRUE(Span(Mips("loop3"), 13, 11));
}

// j 1; nop 1; target 1 + 1                                       = 4
TEST(MicroAptivCycles, Jump) {
  const Outcome o = Mips("j");
  EXPECT_TRUE(Span(o, 4, 3));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T1), 0u);
}

// jal 1; nop 1; jr $ra (target) 1 + 1 ($ra, an ALU-latency write, is
// ready); nop 1; addiu (return) 1 + 1                            = 7
TEST(MicroAptivCycles, JalAndJr) {
  const Outcome o = Mips("jal_jr");
  EXPECT_TRUE(Span(o, 7, 5));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T2), 1u);
}

// jalr $t9 1; nop 1; jr $ra 1 + 1; nop 1; addiu 1 + 1            = 7
TEST(MicroAptivCycles, JalrAndJr) {
  const uint32_t target = Symbol(Image("microaptiv_sequences.elf"), "sub_return");
  EXPECT_TRUE(Span(Mips("jalr", {{UC_MIPS_REG_T9, target}}), 7, 5));
}

// bal 1; nop 1; jr $ra 1 + 1; nop 1; addiu 1 + 1                 = 7
TEST(MicroAptivCycles, BalAndJr) {
  EXPECT_TRUE(Span(Mips("bal"), 7, 5));
}

// lw 0 -> 1 ($t0 ready 2); beq $t0 waits: 2 -> 3; nop 3 -> 4 (not taken);
// addiu 4 -> 5; addiu 5 -> 6                                     = 6
TEST(MicroAptivCycles, BranchOnJustLoadedRegister) {
  EXPECT_TRUE(Span(Mips("lw_beq"), 6, 5));
}

// bnel $zero, $zero (never taken, so its delay slot is annulled and not
// run); addiu (B+8); addiu (B+12) | end. Nothing in the span is a taken
// branch, so whatever the model charges up to B+12 (the annulled slot is
// not an instruction the simulator reports), the plain addiu at B+12 -- not
// after a taken branch -- costs exactly 1: [B, end) = [B, mid) + 1.
TEST(MicroAptivCycles, BranchLikelyNotTakenChargesNoPenalty) {
  const Outcome to_mid = MipsSpan("seq_bnel_not_taken", "seq_bnel_not_taken_mid");
  const Outcome to_end = Mips("bnel_not_taken");
  ASSERT_EQ(to_mid.result.stop, sim::RunResult::Stop::kExited) << to_mid.result.report;
  ASSERT_EQ(to_end.result.stop, sim::RunResult::Stop::kExited) << to_end.result.report;
  EXPECT_EQ(to_end.Reg(UC_MIPS_REG_T0), 0u);  // the delay slot was annulled
  EXPECT_EQ(to_end.result.instructions, to_mid.result.instructions + 1);
  // bnel 1; annulled delay slot 1 (not an instruction); addiu (B+8) 1 = 3
  EXPECT_EQ(to_mid.result.cycles, 3u);
  EXPECT_EQ(to_mid.result.instructions, 2u);
  EXPECT_EQ(to_end.result.cycles, to_mid.result.cycles + 1)
      << "the addiu two instructions after a not-taken branch-likely was charged "
      << (to_end.result.cycles - to_mid.result.cycles) << " cycles";
}

// ------------------------------------------------------------------ CP0 Count
// MFC0 $9 reads cycles / 2. The model writes the count (after the MFC0's own
// cycle) into rt when the next instruction starts, so each span runs one
// instruction past the MFC0, which copies the value.

// addu x3 -> 3; mfc0 3 -> 4: Count = 4 / 2 = 2; addu 4 -> 5      = 5
TEST(MicroAptivCycles, Cp0CountIsHalfTheCycles) {
  const Outcome o = Mips("mfc0_count", {{UC_MIPS_REG_T0, 0xDEADBEEF}});
  EXPECT_TRUE(Span(o, 5, 5));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), 2u);
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T2), 2u);  // the next instruction saw it
}

// addu x4 -> 4; mfc0 4 -> 5: Count = 5 / 2 = 2 (rounded down); addu -> 6 = 6
TEST(MicroAptivCycles, Cp0CountRoundsDown) {
  const Outcome o = Mips("mfc0_count_odd");
  EXPECT_TRUE(Span(o, 6, 6));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), 2u);
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T2), 2u);
}

// mfc0 $t3 0 -> 1 (Count 0); divu 1 -> 2 (0xFFFF: 16 bits, LO ready
// 1 + 2 + 16 = 19); mflo 19 -> 20; mfc0 $t0 20 -> 21 (Count 21 / 2 = 10);
// addu 21 -> 22                                                  = 22
TEST(MicroAptivCycles, Cp0CountAcrossADivide) {
  const Outcome o = Mips("mfc0_count_div", {{UC_MIPS_REG_A1, 0xFFFF}, {UC_MIPS_REG_A2, 3},
                                            {UC_MIPS_REG_T3, 0xDEADBEEF}});
  EXPECT_TRUE(Span(o, 22, 5));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T3), 0u);
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T0), 10u);
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T2), 10u);
}

// ------------------------------------------------------------------ memory system
// wfi32_curiosity: W = 5 (PRECON.PFMWS), the L1 cache (modelled unified,
// 4 ways x 256 sets of 16 bytes) in front of the prefetch module (prefetch
// of the next line). Conventions as for the Cortex-M4 above; the microAptiv
// charges a line's stall before its first instruction starts.

TEST(MicroAptivMemorySystem, BoardValue) {
  ASSERT_NE(sim::FindBoard(kMipsBoard), nullptr);
  EXPECT_EQ(sim::FindBoard(kMipsBoard)->flash_wait_states, 5u);
}

// 12 ADDIU in 3 lines (ideal: 12).
//   line 0: miss, 5; 4 -> 9; line 1 done at 0 + 5 + 6 = 11
//   line 1: prefetch hit, wait 2; 4 -> 15; line 2 done at 9 + 2 + 6 = 17
//   line 2: wait 2; 4 -> 21
TEST(MicroAptivMemorySystem, MissThenPrefetchHitsWithWaitStateStalls) {
  EXPECT_TRUE(Span(Mips("mem_lines", {}, false), 12, 12));
  EXPECT_TRUE(Span(Mips("mem_lines", {}, true), 21, 12));
}

// move; N x (8 ADDIU, ADDIU, BNE, delay slot): lines 0-2.
// Ideal: 1 + 11 N + (N - 1). The first pass: line 0 misses (5), line 0's
// other 3 instructions leave line 1's prefetch 2 short, line 1's 4 leave
// line 2's 2 short. From the second iteration on every line hits the L1
// cache: the loop converges to its ideal cost.                  ideal + 9
TEST(MicroAptivMemorySystem, LoopInTheCacheConvergesToIdeal) {
  for (uint32_t n : {1u, 10u, 100u}) {
    const uint64_t ideal = 1 + 11 * n + (n - 1);
    EXPECT_TRUE(Span(Mips("mem_loop", {{UC_MIPS_REG_A1, n}}, false), ideal, 1 + 11 * n)) << n;
    EXPECT_TRUE(Span(Mips("mem_loop", {{UC_MIPS_REG_A1, n}}, true), ideal + 9, 1 + 11 * n)) << n;
  }
}

// lw; lw from one flash line ($a0 = flash_table): fetch miss 5; lw 1; data
// miss 5; lw 1; data hit (the D-cache)                           = 12
TEST(MicroAptivMemorySystem, DataReadsFromFlash) {
  const uint32_t table = Symbol(Image("microaptiv_sequences.elf"), "flash_table");
  ASSERT_EQ(table >> 24, 0x90u);
  const Outcome o = Mips("mem_lw2", {{UC_MIPS_REG_A0, table}}, true);
  EXPECT_TRUE(Span(o, 12, 2));
  EXPECT_EQ(o.Reg(UC_MIPS_REG_T1), 0xFEEDFACEu);
  EXPECT_TRUE(Span(Mips("mem_lw2", {{UC_MIPS_REG_A0, table}}, false), 2, 2));
}

// Code in SRAM never waits: beq 1; delay slot 1; target 1 + 1    = 4
TEST(MicroAptivMemorySystem, CodeInRamUnchanged) {
  EXPECT_TRUE(Span(Mips("ram_beq_taken", {}, true), 4, 3));
}

// ================================================================== determinism
// The same 10,000-iteration loop, mixing the classes above, run in two
// fresh machines gives the same cycles and instructions -- and the count the
// rules give.

int BitWidth(uint32_t x) { return x == 0 ? 0 : 32 - __builtin_clz(x); }

// Cortex-M4 UDIV cost by the header's rule (unsigned).
uint64_t M4Udiv(uint32_t n, uint32_t d) {
  if (d == 0 || n < d) return 2;
  const int q = BitWidth(n) - BitWidth(d) + 1;
  return 4 + (q + 3) / 4;
}

// movw 1; per iteration k = 10000..1:
//   ldr 2 (+ P after the taken bne), ldr 1 (pipelined), mul 1,
//   udiv r3, r6 = k, r7 = 7: M4Udiv(k, 7), str 1, add 1,
//   ldr [r2] 2 + 1 (r2 just written), push {r0, r1} 3,
//   pop {r0, r1} 3 + 1 (SP just written by PUSH), subs 1, bne 1
//   = 18 + M4Udiv(k, 7) (+ 2 on the 9,999 iterations after a taken bne);
// nop 1.
TEST(Determinism, CortexM4LoopTwice) {
  const Outcome first = Arm("mix_loop", {{UC_ARM_REG_R7, 7}});
  const Outcome second = Arm("mix_loop", {{UC_ARM_REG_R7, 7}});
  ASSERT_EQ(first.result.stop, sim::RunResult::Stop::kExited) << first.result.report;
  ASSERT_EQ(second.result.stop, sim::RunResult::Stop::kExited) << second.result.report;
  EXPECT_EQ(first.result.cycles, second.result.cycles);
  EXPECT_EQ(first.result.instructions, second.result.instructions);

  uint64_t cycles = 1 + 1 + 2 * 9999;
  for (uint32_t k = 1; k <= 10000; ++k) cycles += 18 + M4Udiv(k, 7);
  EXPECT_TRUE(Span(first, cycles, 1 + 11 * 10000 + 1));
}

// addiu $s0 1 (ready at 1); per iteration k = 10000..1, s = start of the
// first lw (+1 after the taken bne):
//   lw s -> s+1 (ready s+2); lw -> s+2 (ready s+3); addu waits for $t1:
//   s+3 -> s+4; sw $t2 s+4 -> s+5; mul -> s+6 (ready s+8); addu $t3 waits:
//   s+8 -> s+9; mult -> s+10 (HI/LO s+12); madd (reads $t3, ready) ->
//   s+11 (HI/LO s+13); mflo waits: s+13 -> s+14; divu $s0 = k -> s+15
//   (LO ready s+14 + 2 + bits(k)); mflo s+16+bits -> s+17+bits;
//   addiu -> s+18+bits; bne -> s+19+bits; nop -> s+20+bits
//   = 20 + bits(k) (+ 1 on the 9,999 iterations after a taken bne);
// addu 1.
TEST(Determinism, MicroAptivLoopTwice) {
  const Outcome first = Mips("mix_loop", {{UC_MIPS_REG_A2, 7}});
  const Outcome second = Mips("mix_loop", {{UC_MIPS_REG_A2, 7}});
  ASSERT_EQ(first.result.stop, sim::RunResult::Stop::kExited) << first.result.report;
  ASSERT_EQ(second.result.stop, sim::RunResult::Stop::kExited) << second.result.report;
  EXPECT_EQ(first.result.cycles, second.result.cycles);
  EXPECT_EQ(first.result.instructions, second.result.instructions);

  uint64_t cycles = 1 + 1 + 9999;
  for (uint32_t k = 1; k <= 10000; ++k) cycles += 20 + BitWidth(k);
  EXPECT_TRUE(Span(first, cycles, 1 + 14 * 10000 + 1));
}

}  // namespace
