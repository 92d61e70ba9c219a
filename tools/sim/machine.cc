#include "tools/sim/machine.h"

#include <algorithm>
#include <chrono>
#include <cstring>

#include "tools/sim/cortex_m4_timing.h"
#include "tools/sim/host_services.h"
#include "tools/sim/microaptiv_timing.h"

namespace sim {
namespace {

constexpr uint64_t kPage = 0x1000;
// Test memory: QEMU mps2-an386's code and PSRAM regions, where the board has
// nothing mapped, so one test binary runs under QEMU and here.
constexpr uint64_t kTestCodeBase = 0x00000000, kTestCodeSize = 4 * 1024 * 1024;
constexpr uint64_t kTestRamBase = 0x21000000, kTestRamSize = 16 * 1024 * 1024;
constexpr uint32_t kArmExceptionBkpt = 7;
constexpr uint32_t kMipsExceptionSyscall = 17;
// How often (in instructions) the code hook checks the limits.
constexpr uint64_t kLimitCheckMask = (uint64_t{1} << 20) - 1;

uint64_t AlignDown(uint64_t x) { return x & ~(kPage - 1); }
uint64_t AlignUp(uint64_t x) { return (x + kPage - 1) & ~(kPage - 1); }

double WallSeconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

std::string Hex(uint64_t v) {
  char text[24];
  std::snprintf(text, sizeof(text), "0x%08llx", static_cast<unsigned long long>(v));
  return text;
}

}  // namespace

// Routes Unicorn's MMIO callbacks for one window to a peripheral model (or
// to the machine's own system registers when peripheral is null).
struct Machine::MmioWindow {
  Machine* machine;
  Peripheral* peripheral;
  uint64_t cpu_base;

  static uint64_t OnRead(uc_engine*, uint64_t offset, unsigned size, void* user) {
    auto* w = static_cast<MmioWindow*>(user);
    uint32_t value = 0;
    if (w->peripheral == nullptr) {
      value = w->machine->ReadSystemRegister(w->cpu_base + offset);
    } else if (w->peripheral->Read(offset, size, &value) != Access::kOk) {
      w->machine->BusError(w->peripheral, w->cpu_base + offset, false);
    }
    if (w->peripheral != nullptr) w->machine->timing_->AddCycles(w->peripheral->TakeStallCycles());
    return value;
  }
  static void OnWrite(uc_engine*, uint64_t offset, unsigned size, uint64_t value, void* user) {
    auto* w = static_cast<MmioWindow*>(user);
    if (w->peripheral == nullptr) {
      w->machine->WriteSystemRegister(w->cpu_base + offset, static_cast<uint32_t>(value));
      return;
    }
    if (w->peripheral->Write(offset, size, static_cast<uint32_t>(value)) != Access::kOk) {
      w->machine->BusError(w->peripheral, w->cpu_base + offset, true);
    }
    w->machine->timing_->AddCycles(w->peripheral->TakeStallCycles());
  }
};

Machine::Machine(const BoardSpec& board, const MachineOptions& options)
    : board_(board), options_(options) {}

Machine::~Machine() {
  timing_.reset();
  if (uc_ != nullptr) uc_close(uc_);
}

bool Machine::Start(bool linux_process, std::string* error) {
  const bool arm = board_.core == Core::kCortexM4;
  const uc_err err = arm ? uc_open(UC_ARCH_ARM, static_cast<uc_mode>(UC_MODE_THUMB | UC_MODE_MCLASS), &uc_)
                         : uc_open(UC_ARCH_MIPS, static_cast<uc_mode>(UC_MODE_MIPS32 | UC_MODE_LITTLE_ENDIAN), &uc_);
  if (err != UC_ERR_OK) {
    *error = std::string("cannot start the CPU core: ") + uc_strerror(err);
    uc_ = nullptr;
    return false;
  }
  // MIPS: Unicorn's 74Kf for both hosted test binaries and firmware. It has
  // the DSP ASE rev. 2, as the W1's microAptiv UP has (Unicorn 2.0.1: the
  // M14Kc used before has no DSP ASE, ADDSC/ADDWC raise Reserved
  // Instruction there; the 24KEc has rev. 1 only, ADDU.PH traps). Its FPU
  // serves glibc's hard-float start-up in hosted binaries (which set
  // Status.CU1 below); firmware is soft-float and leaves CU1 clear, so a
  // COP1 instruction traps as on the FPU-less part. The Unicorn model only
  // chooses the ISA: the timing is MicroAptivTiming's.
  const int model = arm ? static_cast<int>(UC_CPU_ARM_CORTEX_M4) : static_cast<int>(UC_CPU_MIPS32_74KF);
  uc_ctl_set_cpu_model(uc_, model);
  linux_process_ = linux_process;

  if (options_.memory_system) {
    auto is_flash = [](void* self, uint64_t address) { return static_cast<Machine*>(self)->IsFlash(address); };
    memory_ = std::make_unique<MemorySystem>(board_.memory_system, board_.flash_wait_states, is_flash, this);
  }
  if (arm) {
    CortexM4Timing::Params p;
    p.memory = memory_.get();
    timing_ = std::make_unique<CortexM4Timing>(uc_, p);
  } else {
    MicroAptivTiming::Params p;
    p.memory = memory_.get();
    timing_ = std::make_unique<MicroAptivTiming>(uc_, p);
  }
  host_ = std::make_unique<HostServices>(this, options_);

  if (!linux_process) {
    for (const MemoryRegion& r : board_.memory) {
      if (!MapMemory(r.base, r.size, error)) return false;
    }
  }
  if (options_.test_memory && arm &&
      (!MapGaps(kTestCodeBase, kTestCodeSize, error) || !MapGaps(kTestRamBase, kTestRamSize, error))) {
    return false;
  }
  if (arm && !MapSystemRegisters(error)) return false;

  uc_hook hook;
  // A Linux process on the microAptiv (the hosted test suites) is timed per
  // translated block, firmware and --ct-check runs per instruction.
  block_timing_ = !arm && linux_process && options_.ct_functions.empty() && !options_.per_instruction_timing;
  if (block_timing_) {
    uc_hook_add(uc_, &hook, UC_HOOK_BLOCK, reinterpret_cast<void*>(&Machine::OnBlock), this, 1, 0);
  } else {
    void* on_code = arm ? reinterpret_cast<void*>(&Machine::OnCode<CortexM4Timing>)
                        : reinterpret_cast<void*>(&Machine::OnCode<MicroAptivTiming>);
    uc_hook_add(uc_, &hook, UC_HOOK_CODE, on_code, this, 1, 0);
  }
  uc_hook_add(uc_, &hook, UC_HOOK_INTR, reinterpret_cast<void*>(&Machine::OnInterrupt), this, 1, 0);
  uc_hook_add(uc_, &hook, UC_HOOK_MEM_UNMAPPED | UC_HOOK_MEM_PROT,
              reinterpret_cast<void*>(&Machine::OnUnmapped), this, 1, 0);
  if (memory_ != nullptr) {
    for (const MemoryRegion& r : board_.memory) {
      if (!r.flash) continue;
      uint64_t begin = r.base, end = r.base + r.size - 1;
      if (!arm) {  // the core reads flash through KSEG0 or KSEG1
        for (uint64_t segment : {uint64_t{0x80000000}, uint64_t{0xA0000000}}) {
          uc_hook_add(uc_, &hook, UC_HOOK_MEM_READ, reinterpret_cast<void*>(&Machine::OnFlashRead),
                      this, begin | segment, end | segment);
        }
      } else {
        uc_hook_add(uc_, &hook, UC_HOOK_MEM_READ, reinterpret_cast<void*>(&Machine::OnFlashRead), this,
                    begin, end);
      }
    }
  }
  return true;
}

bool Machine::MapMemory(uint64_t base, uint64_t size, std::string* error) {
  const uint64_t begin = AlignDown(base), end = AlignUp(base + size);
  const uc_err err = uc_mem_map(uc_, begin, end - begin, UC_PROT_ALL);
  if (err != UC_ERR_OK) {
    *error = "cannot map memory at " + Hex(begin) + ": " + uc_strerror(err);
    return false;
  }
  mapped_.push_back({begin, end});
  return true;
}

// DWT (cycle counter) and the SCB registers start-up code touches.
bool Machine::MapSystemRegisters(std::string* error) {
  for (uint64_t base : {uint64_t{0xE0001000}, uint64_t{0xE000E000}}) {
    auto window = std::make_unique<MmioWindow>(MmioWindow{this, nullptr, base});
    const uc_err err = uc_mmio_map(uc_, base, kPage, &MmioWindow::OnRead, window.get(),
                                   &MmioWindow::OnWrite, window.get());
    if (err != UC_ERR_OK) {
      *error = "cannot map system registers at " + Hex(base) + ": " + uc_strerror(err);
      return false;
    }
    windows_.push_back(std::move(window));
  }
  return true;
}

uint32_t Machine::ReadSystemRegister(uint64_t address) {
  switch (address) {
    case 0xE0001000: return dwt_ctrl_;
    case 0xE0001004: return Cyccnt();
    case 0xE000ED00: return 0x410FC241;  // CPUID: Cortex-M4 r0p1
    case 0xE000ED88: return cpacr_;
    case 0xE000EDFC: return demcr_;
    default: return system_registers_[address];
  }
}

void Machine::WriteSystemRegister(uint64_t address, uint32_t value) {
  switch (address) {
    case 0xE0001000: {
      const uint32_t frozen = Cyccnt();
      dwt_ctrl_ = value;
      SetCyccnt(frozen);
      break;
    }
    case 0xE0001004: SetCyccnt(value); break;
    case 0xE000ED88: cpacr_ = value; break;
    case 0xE000EDFC: demcr_ = value; break;
    default: system_registers_[address] = value; break;
  }
}

// CYCCNT counts the modelled cycles while DWT_CTRL.CYCCNTENA is set.
uint32_t Machine::Cyccnt() const {
  if ((dwt_ctrl_ & 1) == 0) return cyccnt_frozen_;
  return static_cast<uint32_t>(timing_->cycles() - cyccnt_base_);
}

void Machine::SetCyccnt(uint32_t value) {
  cyccnt_frozen_ = value;
  cyccnt_base_ = timing_->cycles() - value;
}

bool Machine::InjectFault(const std::string& peripheral, Fault fault) {
  for (auto& p : peripherals_) {
    if (p->Name() == peripheral) return p->InjectFault(fault);
  }
  for (auto& r : rom_services_) {
    if (r->Name() == peripheral) return r->InjectFault(fault);
  }
  return false;
}

bool Machine::AddPeripheral(std::unique_ptr<Peripheral> peripheral, std::string* error) {
  const uint64_t cpu_base = peripheral->Base();
  const uint64_t base = ToPhysical(cpu_base);
  const uint64_t size = AlignUp(peripheral->Size());
  auto window = std::make_unique<MmioWindow>(MmioWindow{this, peripheral.get(), cpu_base});
  const uc_err err = uc_mmio_map(uc_, base, size, &MmioWindow::OnRead, window.get(),
                                 &MmioWindow::OnWrite, window.get());
  if (err != UC_ERR_OK) {
    *error = "cannot map " + peripheral->Name() + " at " + Hex(cpu_base) + ": " + uc_strerror(err);
    return false;
  }
  peripheral->Attach(this, this, this);
  peripheral->Reset();
  windows_.push_back(std::move(window));
  peripherals_.push_back(std::move(peripheral));
  return true;
}

bool Machine::AddRomService(std::unique_ptr<RomService> service, std::string* error) {
  service->Attach(this, this);
  for (size_t i = 0; i < service->EntryCount(); ++i) {
    const uint64_t entry = service->EntryAddress(i) & ~uint64_t{1};
    if (!IsMapped(ToPhysical(entry), 2) && !MapMemory(entry, 2, error)) return false;
    // The entry returns at once (BX LR); the hook does the work before it.
    const uint8_t bx_lr[2] = {0x70, 0x47};
    uc_mem_write(uc_, entry, bx_lr, sizeof(bx_lr));
    rom_entries_[entry] = {service.get(), i};
  }
  rom_low_ = rom_entries_.begin()->first;
  rom_span_ = rom_entries_.rbegin()->first - rom_low_ + 1;
  rom_services_.push_back(std::move(service));
  return true;
}

bool Machine::IsMapped(uint64_t physical, uint64_t length) const {
  // The range may span adjacent mappings.
  uint64_t cursor = physical;
  const uint64_t end = physical + length;
  while (cursor < end) {
    bool found = false;
    for (const auto& m : mapped_) {
      if (cursor >= m.first && cursor < m.second) {
        cursor = m.second;
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

uint64_t Machine::ToPhysical(uint64_t cpu_address) const {
  if (board_.core == Core::kMips32r2 && cpu_address >= 0x80000000 && cpu_address < 0xC0000000) {
    return cpu_address & 0x1FFFFFFF;
  }
  return cpu_address;
}

bool Machine::IsFlash(uint64_t cpu_address) const {
  const uint64_t pa = ToPhysical(cpu_address);
  for (const MemoryRegion& r : board_.memory) {
    if (r.flash && pa >= r.base && pa < r.base + r.size) return true;
  }
  return false;
}

bool Machine::Read(uint64_t address, void* out, size_t length) {
  if (length == 0) return true;
  if (!IsMapped(address, length)) return false;
  return uc_mem_read(uc_, address, out, length) == UC_ERR_OK;
}

bool Machine::Write(uint64_t address, const void* data, size_t length) {
  if (length == 0) return true;
  if (!IsMapped(address, length)) return false;
  return uc_mem_write(uc_, address, data, length) == UC_ERR_OK;
}

bool Machine::LoadImage(const ElfImage& image, std::string* error) {
  const bool arm = board_.core == Core::kCortexM4;
  if (image.machine() != (arm ? 40 : 8)) {
    *error = std::string("the image is not for this board's core (expected ") + (arm ? "ARM" : "MIPS") + ")";
    return false;
  }
  // A MIPS image linked at user addresses (below KSEG0) is a Linux program:
  // a hosted test binary. It runs as a process with emulated system calls.
  const bool linux_process = !arm && image.entry() < 0x80000000;
  if (!Start(linux_process, error)) return false;
  image_ = &image;

  for (const ElfSegment& s : image.segments()) {
    // Load at the load address (LMA): initialised data sits in flash and
    // the start-up code copies it to RAM, as on the real part.
    const uint64_t pa = linux_process ? s.vaddr : ToPhysical(s.paddr);
    if (linux_process && !IsMapped(pa, s.mem_size)) {
      if (!MapGaps(pa, s.mem_size, error)) return false;
    }
    if (!IsMapped(pa, s.mem_size)) {
      *error = "segment at " + Hex(pa) + " (" + std::to_string(s.mem_size) +
               " bytes) lies outside the board's memory" +
               (options_.test_memory ? "" : " (a test binary may need --test-memory)");
      return false;
    }
    std::vector<uint8_t> bytes(s.data);
    bytes.resize(s.mem_size, 0);
    uc_mem_write(uc_, pa, bytes.data(), bytes.size());
  }

  if (arm) {
    // Reset: SP and PC from the vector table, at the start of the image.
    uint64_t table = UINT64_MAX;
    for (const ElfSegment& s : image.segments()) table = std::min<uint64_t>(table, s.paddr);
    uint32_t vectors[2] = {0, 0};
    if (!Read(table, vectors, sizeof(vectors))) {
      *error = "no vector table at " + Hex(table);
      return false;
    }
    uc_reg_write(uc_, UC_ARM_REG_SP, &vectors[0]);
    uc_reg_write(uc_, UC_ARM_REG_MSP, &vectors[0]);
    start_pc_ = vectors[1];
  } else if (linux_process) {
    uint32_t sp = 0;
    if (!host_->SetupLinuxProcess(image, &sp, error)) return false;
    uc_reg_write(uc_, UC_MIPS_REG_SP, &sp);
    uint32_t zero = 0;
    uc_reg_write(uc_, UC_MIPS_REG_V0, &zero);  // no rtld_fini
    uc_reg_write(uc_, UC_MIPS_REG_RA, &zero);
    uint32_t status = 0;
    uc_reg_read(uc_, UC_MIPS_REG_CP0_STATUS, &status);
    status |= 1u << 29;  // CU1: glibc's start-up touches the FPU
    status |= 1u << 24;  // MX: the DSP ASE (Linux sets it for DSP processes)
    uc_reg_write(uc_, UC_MIPS_REG_CP0_STATUS, &status);
    start_pc_ = image.entry();
    if (block_timing_) InstallStepHooks(image);
  } else {
    start_pc_ = image.entry();
  }
  for (const std::string& name : options_.ct_functions) {
    uint32_t value = 0;
    if (!image.FindSymbol(name, &value)) {
      *error = "--ct-check: no function " + name + " in the image";
      return false;
    }
    CtTrace t;
    t.name = name;
    t.entry = value & ~1u;
    ct_traces_.push_back(t);
  }
  if (!ct_traces_.empty()) {
    uc_hook hook;
    uc_hook_add(uc_, &hook, UC_HOOK_MEM_READ | UC_HOOK_MEM_WRITE, reinterpret_cast<void*>(&Machine::OnCtAccess),
                this, 1, 0);
  }
  return true;
}

// Maps the parts of [base, base + size) that are not mapped yet, in runs.
bool Machine::MapGaps(uint64_t base, uint64_t size, std::string* error) {
  uint64_t run = 0;
  bool in_run = false;
  for (uint64_t page = AlignDown(base); page <= AlignUp(base + size); page += kPage) {
    const bool free_page = page < AlignUp(base + size) && !IsMapped(page, kPage);
    if (free_page && !in_run) {
      run = page;
      in_run = true;
    } else if (!free_page && in_run) {
      if (!MapMemory(run, page - run, error)) return false;
      in_run = false;
    }
  }
  return true;
}

bool Machine::LoadCode(uint64_t address, const std::vector<uint8_t>& code, std::string* error) {
  if (!Start(false, error)) return false;
  if (!Write(ToPhysical(address), code.data(), code.size())) {
    *error = "code at " + Hex(address) + " lies outside the board's memory";
    return false;
  }
  SetStart(address);
  return true;
}

void Machine::SetStart(uint64_t address) {
  start_pc_ = board_.core == Core::kCortexM4 ? (address | 1) : address;
}

void Machine::Stop(RunResult::Stop why, int exit_code, const std::string& report) {
  if (stopped_) return;
  stopped_ = true;
  result_.stop = why;
  result_.exit_code = exit_code;
  result_.report = report;
  uc_emu_stop(uc_);
}

void Machine::BusError(Peripheral* peripheral, uint64_t address, bool write) {
  fault_address_ = address;
  Stop(RunResult::Stop::kFault, 1,
       FaultReport(std::string("bus error: ") + (write ? "write to " : "read of ") + peripheral->Name() +
                   " register " + Hex(address)));
}

// The per-instruction hook: kept small (the rare work is out of line) and
// specialised per core so the timing model's call is direct and inlined.
template <typename Timing>
void Machine::OnCode(uc_engine*, uint64_t address, uint32_t size, void* self) {
  auto* m = static_cast<Machine*>(self);
  m->last_pc_ = address;
  // The stop address is checked before its instruction is charged, so a
  // measured sequence [start, stop) counts exactly its own instructions.
  if (__builtin_expect(address == m->stop_address_, 0) && m->stop_address_ != 0) {
    m->timing_->BeforeStop(address);
    m->Stop(RunResult::Stop::kExited, 0, "reached the stop address");
    return;
  }
  auto* timing = static_cast<Timing*>(m->timing_.get());
  timing->Timing::BeforeInstruction(address, size);
  if (__builtin_expect(!m->ct_traces_.empty(), 0)) m->CtStep(address);
  // ROM entry points: the service runs before the entry's BX LR returns.
  if (__builtin_expect(address - m->rom_low_ < m->rom_span_, 0)) {
    auto it = m->rom_entries_.find(address);
    if (it != m->rom_entries_.end()) m->CallRom(it->second.first, it->second.second);
  }
  if (__builtin_expect((timing->instructions() & kLimitCheckMask) == 0, 0)) m->CheckLimits();
}

// Block timing. Unicorn's per-instruction hook is most of the simulator's
// own time; for a Linux process (no peripherals, no cycle counter register)
// the cycle model is instead told about a block's instructions when the
// next block starts (the model tells a taken branch by the next address).
// It sees the same instructions in the same order, so it counts the same
// cycles, except for the instructions whose timing needs the moment they
// run: a divide (its dividend) and SYSCALL (the host reads the count and
// needs the exact PC). Those get a hook of their own, which first tells the
// model about the block's instructions before them. A fault charges the
// faulting block's instructions before the last hooked one only.
void Machine::InstallStepHooks(const ElfImage& image) {
  // Every word of the executable segments that encodes one (read-only data
  // there may match too: a hook that never runs costs nothing).
  std::vector<uint64_t> steps;
  for (const ElfSegment& seg : image.segments()) {
    if (!seg.executable) continue;
    for (size_t offset = 0; offset + 4 <= seg.data.size(); offset += 4) {
      uint32_t w = 0;
      std::memcpy(&w, &seg.data[offset], 4);
      const bool divide = (w & 0xFC00FFFEu) == 0x0000001Au && (w & 0x03FF0000u) != 0;  // div, divu rs, rt
      const bool syscall = (w & 0xFC00003Fu) == 0x0000000Cu;
      if (divide || syscall) steps.push_back(seg.vaddr + offset);
    }
  }
  // One hook per run of nearby instructions: Unicorn looks through every
  // hook for each instruction it translates. The instructions between them
  // in a range are hooked too, which times them exactly all the same.
  uc_hook hook;
  for (size_t i = 0; i < steps.size();) {
    size_t j = i;
    while (j + 1 < steps.size() && steps[j + 1] - steps[j] <= 64) ++j;
    uc_hook_add(uc_, &hook, UC_HOOK_CODE, reinterpret_cast<void*>(&Machine::OnStep), this, steps[i], steps[j]);
    i = j + 1;
  }
}

// Tells the model about the pending instructions. Unicorn runs the code
// hook of a branch-likely's delay slot even when the slot is annulled, so
// per-instruction timing sees it too: every instruction of the block counts.
void Machine::ChargePending() {
  auto* timing = static_cast<MicroAptivTiming*>(timing_.get());
  for (; pending_next_ < pending_end_; pending_next_ += 4) {
    timing->MicroAptivTiming::BeforeInstruction(pending_next_, 4);
  }
}

void Machine::OnBlock(uc_engine*, uint64_t address, uint32_t size, void* self) {
  auto* m = static_cast<Machine*>(self);
  m->ChargePending();
  m->pending_next_ = address;
  m->pending_end_ = address + size;
  m->last_pc_ = address;
  const uint64_t n = m->timing_->instructions();
  if (__builtin_expect(n >= m->next_limit_check_, 0)) {
    m->next_limit_check_ = n + kLimitCheckMask + 1;
    if (m->options_.max_instructions != 0 && n >= m->options_.max_instructions) {
      m->Stop(RunResult::Stop::kInstructionLimit, 124,
              m->FaultReport("instruction limit reached (" + std::to_string(n) + ")"));
    } else if (m->deadline_ != 0 && WallSeconds() > m->deadline_) {
      m->Stop(RunResult::Stop::kTimeLimit, 124, m->FaultReport("time limit reached"));
    }
  }
}

// A hooked instruction inside the pending block: the ones before it first.
void Machine::OnStep(uc_engine*, uint64_t address, uint32_t, void* self) {
  auto* m = static_cast<Machine*>(self);
  const uint64_t end = m->pending_end_;
  m->pending_end_ = address;
  m->ChargePending();
  m->pending_end_ = end;
  m->pending_next_ = address + 4;
  m->last_pc_ = address;
  static_cast<MicroAptivTiming*>(m->timing_.get())->MicroAptivTiming::BeforeInstruction(address, 4);
}

void Machine::CheckLimits() {
  const uint64_t n = timing_->instructions();
  if ((n & kLimitCheckMask) == 0) {
    if (options_.max_instructions != 0 && n >= options_.max_instructions) {
      Stop(RunResult::Stop::kInstructionLimit, 124,
           FaultReport("instruction limit reached (" + std::to_string(n) + ")"));
    } else if (deadline_ != 0 && WallSeconds() > deadline_) {
      Stop(RunResult::Stop::kTimeLimit, 124, FaultReport("time limit reached"));
    }
  }
}

void Machine::CallRom(RomService* service, size_t entry) {
  uint32_t args[4];
  for (int i = 0; i < 4; ++i) uc_reg_read(uc_, UC_ARM_REG_R0 + i, &args[i]);
  uint64_t cycles = 0;
  const uint32_t r0 = service->OnCall(entry, args, &cycles);
  uc_reg_write(uc_, UC_ARM_REG_R0, &r0);
  timing_->AddCycles(cycles);
}

void Machine::OnInterrupt(uc_engine* uc, uint32_t intno, void* self) {
  auto* m = static_cast<Machine*>(self);
  if (m->board_.core == Core::kCortexM4) {
    uint32_t pc = 0;
    uc_reg_read(uc, UC_ARM_REG_PC, &pc);
    uint16_t insn = 0;
    uc_mem_read(uc, pc, &insn, 2);
    if (intno == kArmExceptionBkpt && insn == 0xBEAB) {
      m->host_->ArmSemihosting();
      if (m->stopped_) return;
      const uint32_t next = (pc + 2) | 1;
      uc_reg_write(uc, UC_ARM_REG_PC, &next);
      return;
    }
    m->Stop(RunResult::Stop::kFault, 1,
            m->FaultReport("exception " + std::to_string(intno) + (intno == kArmExceptionBkpt ? " (breakpoint)" : "")));
    return;
  }
  if (intno == kMipsExceptionSyscall) {
    m->host_->MipsSyscall();
    if (m->stopped_) return;
    const uint32_t next = static_cast<uint32_t>(m->last_pc_ + 4);
    uc_reg_write(uc, UC_MIPS_REG_PC, &next);
    return;
  }
  m->Stop(RunResult::Stop::kFault, 1, m->FaultReport("exception " + std::to_string(intno)));
}

bool Machine::OnUnmapped(uc_engine*, uc_mem_type type, uint64_t address, int size, int64_t, void* self) {
  auto* m = static_cast<Machine*>(self);
  m->fault_address_ = address;
  const char* what = "access";
  switch (type) {
    case UC_MEM_READ_UNMAPPED: what = "read of unmapped"; break;
    case UC_MEM_WRITE_UNMAPPED: what = "write to unmapped"; break;
    case UC_MEM_FETCH_UNMAPPED: what = "instruction fetch from unmapped"; break;
    case UC_MEM_WRITE_PROT: what = "write to read-only"; break;
    case UC_MEM_FETCH_PROT: what = "instruction fetch from non-executable"; break;
    default: break;
  }
  m->Stop(RunResult::Stop::kFault, 1,
          m->FaultReport(std::string("memory fault: ") + what + " address " + Hex(address) + " (" +
                         std::to_string(size) + " bytes)"));
  return false;
}

void Machine::OnFlashRead(uc_engine*, uc_mem_type, uint64_t address, int, int64_t, void* self) {
  auto* m = static_cast<Machine*>(self);
  m->timing_->AddCycles(m->memory_->Read(address, m->timing_->cycles()));
}

RunResult Machine::Run(uint64_t stop_address) {
  stop_address_ = stop_address;
  stopped_ = false;
  result_ = RunResult();
  const double started = WallSeconds();
  deadline_ = options_.max_seconds > 0 ? started + options_.max_seconds : 0;
  pending_next_ = pending_end_ = 0;
  next_limit_check_ = kLimitCheckMask + 1;
  const uc_err err = uc_emu_start(uc_, start_pc_, 0, 0, 0);
  if (!stopped_) {
    if (err != UC_ERR_OK) {
      result_.stop = RunResult::Stop::kFault;
      result_.exit_code = 1;
      result_.report = FaultReport(std::string("the core stopped: ") + uc_strerror(err));
    } else if (IdleAt(last_pc_)) {
      // No interrupt can wake the core here: a real board would sit there.
      uint32_t code = 0;
      uc_reg_read(uc_, board_.core == Core::kCortexM4 ? int{UC_ARM_REG_R0} : int{UC_MIPS_REG_A0}, &code);
      result_.stop = RunResult::Stop::kExited;
      result_.exit_code = static_cast<int>(code);
      result_.report = "the core idles for good (" +
                       std::string(board_.core == Core::kCortexM4 ? "WFI" : "WAIT") + ")";
    } else {
      result_.stop = RunResult::Stop::kFault;
      result_.exit_code = 1;
      result_.report = FaultReport("the firmware returned without exiting");
    }
  }
  result_.cycles = timing_->cycles();
  result_.instructions = timing_->instructions();
  result_.seconds = WallSeconds() - started;
  return result_;
}

namespace {
// FNV-1a over 64-bit words: a trace fingerprint, not a security function.
inline uint64_t Mix(uint64_t hash, uint64_t word) {
  for (int i = 0; i < 8; ++i) {
    hash ^= (word >> (8 * i)) & 0xFF;
    hash *= 0x100000001B3ull;
  }
  return hash;
}
}  // namespace

void Machine::CtStep(uint64_t pc) {
  pc &= ~uint64_t{1};
  // Taken for every instruction, so a divide outside a traced call is not
  // charged to the next one inside it.
  const uint64_t variable_cost = timing_->TakeVariableCost();
  if (ct_active_ != nullptr) {
    if (pc == ct_return_) {
      ct_active_->hashes.push_back(ct_hash_);
      ct_active_->instructions = ct_instructions_;
      ct_active_->accesses = ct_accesses_;
      ct_active_->variable_cost_instructions = ct_variable_;
      ct_active_ = nullptr;
    } else {
      ct_hash_ = Mix(ct_hash_, pc);
      if (variable_cost != 0) CtMixCost(variable_cost);
      ++ct_instructions_;
      return;
    }
  }
  for (CtTrace& t : ct_traces_) {
    if (t.entry != pc) continue;
    uint32_t ret = 0;
    uc_reg_read(uc_, board_.core == Core::kCortexM4 ? int{UC_ARM_REG_LR} : int{UC_MIPS_REG_RA}, &ret);
    ct_active_ = &t;
    ct_return_ = ret & ~1u;
    ct_hash_ = 0xCBF29CE484222325ull;
    ct_hash_ = Mix(ct_hash_, pc);
    ct_instructions_ = 1;
    ct_accesses_ = 0;
    ct_variable_ = 0;
    if (variable_cost != 0) CtMixCost(variable_cost);
    return;
  }
}

// An instruction whose cost the cycle model took from its operands: the cost
// goes into the trace (tagged apart from addresses), so two calls whose
// divides take different times give different traces.
void Machine::CtMixCost(uint64_t cost) {
  ct_hash_ = Mix(ct_hash_, (uint64_t{0xC0} << 56) | cost);
  ++ct_variable_;
}

void Machine::OnCtAccess(uc_engine*, uc_mem_type type, uint64_t address, int size, int64_t, void* self) {
  auto* m = static_cast<Machine*>(self);
  if (m->ct_active_ == nullptr) return;
  m->ct_hash_ = Mix(m->ct_hash_, (address << 8) ^ (static_cast<uint64_t>(type) << 4) ^ static_cast<uint64_t>(size));
  ++m->ct_accesses_;
}

void Machine::Transmit(uint8_t byte) {
  std::fputc(byte, options_.uart != nullptr ? options_.uart : options_.console);
}

// Whether the core stopped on a wait-for-interrupt instruction: Thumb WFI
// (BF30, or F3AF 8003 wide), MIPS32 WAIT (COP0 with CO set, function 0x20).
bool Machine::IdleAt(uint64_t pc) {
  uint32_t word = 0;
  if (uc_mem_read(uc_, pc & ~uint64_t{1}, &word, sizeof(word)) != UC_ERR_OK) {
    uint16_t half = 0;
    if (uc_mem_read(uc_, pc & ~uint64_t{1}, &half, sizeof(half)) != UC_ERR_OK) return false;
    word = half;
  }
  if (board_.core == Core::kCortexM4) return (word & 0xFFFF) == 0xBF30 || word == 0x8003F3AFu;
  return (word & 0xFE00003Fu) == 0x42000020u;
}

std::string Machine::Describe(uint64_t address) const {
  std::string text = Hex(address);
  if (image_ != nullptr) {
    if (const ElfSymbol* s = image_->SymbolFor(static_cast<uint32_t>(address))) {
      text += " <" + s->name + "+" + Hex(address - (s->value & ~1u)) + ">";
    }
  }
  return text;
}

std::string Machine::FaultReport(const std::string& what) const {
  uint64_t pc = last_pc_;
  if (block_timing_) {  // last_pc_ is where the block began; the core knows better
    uint32_t core_pc = 0;
    if (uc_reg_read(uc_, UC_MIPS_REG_PC, &core_pc) == UC_ERR_OK) pc = core_pc;
  }
  std::string report = "*** " + what + "\n    pc " + Describe(pc) + "\n";
  char line[64];
  if (board_.core == Core::kCortexM4) {
    static const char* const kNames[] = {"r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8",
                                         "r9", "r10", "r11", "r12", "sp", "lr", "xpsr"};
    for (int i = 0; i < 16; ++i) {
      uint32_t v = 0;
      const int reg = i <= 12 ? UC_ARM_REG_R0 + i : i == 13 ? UC_ARM_REG_SP : i == 14 ? UC_ARM_REG_LR : UC_ARM_REG_XPSR;
      uc_reg_read(uc_, reg, &v);
      std::snprintf(line, sizeof(line), "    %-4s 0x%08x%s", kNames[i], v, i % 4 == 3 ? "\n" : "");
      report += line;
    }
    uint32_t lr = 0;
    uc_reg_read(uc_, UC_ARM_REG_LR, &lr);
    report += "    called from " + Describe(lr & ~1u) + "\n";
  } else {
    for (int i = 0; i < 32; ++i) {
      uint32_t v = 0;
      uc_reg_read(uc_, UC_MIPS_REG_0 + i, &v);
      std::snprintf(line, sizeof(line), "    $%-2d 0x%08x%s", i, v, i % 4 == 3 ? "\n" : "");
      report += line;
    }
  }
  report += "    cycles " + std::to_string(timing_->cycles()) + ", instructions " +
            std::to_string(timing_->instructions()) + "\n";
  return report;
}

}  // namespace sim
