// One simulated board: a Unicorn CPU core, the board's memory map, its
// peripheral models, a cycle model, and the host services the firmware
// reaches through semihosting (Cortex-M4) or Linux o32 system calls (MIPS).
#ifndef MCUCRYPT_TOOLS_SIM_MACHINE_H_
#define MCUCRYPT_TOOLS_SIM_MACHINE_H_

#include <unicorn/unicorn.h>

#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tools/sim/board.h"
#include "tools/sim/cycle_model.h"
#include "tools/sim/elf_image.h"
#include "tools/sim/memory_system.h"
#include "tools/sim/peripheral.h"

namespace sim {

struct MachineOptions {
  uint64_t max_instructions = 0;    // 0: no limit
  double max_seconds = 0;           // wall-clock limit; 0: none
  // The board's memory system (flash wait states, prefetch, caches:
  // memory_system.h); false: ideal memory, no wait states (tests).
  bool memory_system = false;
  // Cortex-M4: memory for hosted test suites (GoogleTest needs more than the
  // part has), laid out as QEMU's mps2-an386 so the same test binaries run
  // under QEMU and here: 4 MiB at 0x0 and 16 MiB at 0x21000000, wherever the
  // board has nothing mapped. The board's peripherals stay where they are.
  bool test_memory = false;
  // Time a Linux process on the microAptiv instruction by instruction, as
  // firmware is, instead of per translated block (the same cycles; for
  // checking that they are).
  bool per_instruction_timing = false;
  std::string records_path;         // where the firmware's benchmark records go
  std::vector<std::string> args;    // firmware command line (argv[1..])
  // Constant-time check: functions (ELF symbols) whose every call is traced;
  // see CtTrace.
  std::vector<std::string> ct_functions;
  std::string program_name = "firmware";
  FILE* console = stdout;           // the firmware's stdout
  FILE* uart = nullptr;             // the board's serial output (UART models); null: console
  FILE* console_err = stderr;
};

struct RunResult {
  // kExited: through the host (semihosting exit, exit_group), or the core
  // idled for good (WFI / WAIT with nothing to wake it: a real board's end,
  // exit code from r0 / $a0 as mcu_board_idle_forever leaves it).
  enum class Stop { kExited, kFault, kInstructionLimit, kTimeLimit };
  Stop stop = Stop::kFault;
  int exit_code = 1;
  std::string report;               // why it stopped, for a fault: PC, address, registers
  uint64_t cycles = 0;
  uint64_t instructions = 0;
  double seconds = 0;
};

class HostServices;

// One traced function (MachineOptions::ct_functions): per call, a hash of
// every instruction address it executes, of the kind, address and size of
// every data access it makes (never the values), and of the cycle cost of
// every instruction the cycle model times from its operands (UDIV/SDIV on
// the Cortex-M4, DIV/DIVU on the microAptiv: early termination), from its
// entry until it returns to its caller. Calls with different secrets but the
// same public inputs (lengths, buffer addresses, stack depth) must give one
// trace: a secret-dependent branch, address or divide gives another.
struct CtTrace {
  std::string name;
  uint64_t entry = 0;
  std::vector<uint64_t> hashes;        // one per completed call
  uint64_t instructions = 0, accesses = 0;  // of the last call
  uint64_t variable_cost_instructions = 0;  // of the last call: divides
};

class Machine : public Bus, public Clock, public SerialSink {
 public:
  Machine(const BoardSpec& board, const MachineOptions& options);
  ~Machine() override;
  Machine(const Machine&) = delete;
  Machine& operator=(const Machine&) = delete;

  // Copies the image's segments into memory and prepares reset.
  bool LoadImage(const ElfImage& image, std::string* error);
  // Loads raw code at an address (tests); execution starts there.
  bool LoadCode(uint64_t address, const std::vector<uint8_t>& code, std::string* error);
  // Where Run() starts (after LoadCode; Thumb bit added on Cortex-M4).
  void SetStart(uint64_t address);

  // Maps the model at its base; takes ownership.
  bool AddPeripheral(std::unique_ptr<Peripheral> peripheral, std::string* error);
  bool AddRomService(std::unique_ptr<RomService> service, std::string* error);
  // Arms a fault in the peripheral or ROM-service model named `peripheral`
  // (its Name()); false if there is none or it cannot show that fault.
  bool InjectFault(const std::string& peripheral, Fault fault);

  // Runs from reset until the firmware exits, faults or hits a limit.
  // With stop_address set, also stops (as kExited, code 0) when the core
  // reaches it, before charging that instruction (tests of sequences).
  RunResult Run(uint64_t stop_address = 0);

  // Bus: physical addresses.
  bool Read(uint64_t address, void* out, size_t length) override;
  bool Write(uint64_t address, const void* data, size_t length) override;
  // Clock: the cycle model's count.
  uint64_t Now() const override { return timing_->cycles(); }
  // SerialSink: a UART model's transmitted byte.
  void Transmit(uint8_t byte) override;

  const BoardSpec& board() const { return board_; }
  const std::vector<CtTrace>& ct_traces() const { return ct_traces_; }
  uc_engine* uc() const { return uc_; }
  CycleModel& timing() { return *timing_; }
  // Null with ideal memory.
  const MemorySystem* memory_system() const { return memory_.get(); }
  // The attached register models (AttachBoardModels), in attach order.
  const std::vector<std::unique_ptr<Peripheral>>& peripherals() const { return peripherals_; }
  const std::vector<std::unique_ptr<RomService>>& rom_services() const { return rom_services_; }
  bool IsFlash(uint64_t cpu_address) const;
  bool linux_process() const { return linux_process_; }
  uint64_t ToPhysical(uint64_t cpu_address) const;
  // Ends the run from a callback: records why and stops the core.
  void Stop(RunResult::Stop why, int exit_code, const std::string& report);

 private:
  struct MmioWindow;
  friend class HostServices;

  bool Start(bool linux_process, std::string* error);
  bool MapMemory(uint64_t base, uint64_t size, std::string* error);
  bool MapGaps(uint64_t base, uint64_t size, std::string* error);
  bool MapSystemRegisters(std::string* error);
  bool IdleAt(uint64_t pc);
  void CtStep(uint64_t pc);
  void CtMixCost(uint64_t cost);
  static void OnCtAccess(uc_engine* uc, uc_mem_type type, uint64_t address, int size, int64_t value,
                         void* self);
  bool IsMapped(uint64_t physical, uint64_t length) const;
  uint32_t ReadSystemRegister(uint64_t address);
  void WriteSystemRegister(uint64_t address, uint32_t value);
  uint32_t Cyccnt() const;
  void SetCyccnt(uint32_t value);
  void BusError(Peripheral* peripheral, uint64_t address, bool write);
  void CallRom(RomService* service, size_t entry);
  std::string FaultReport(const std::string& what) const;
  std::string Describe(uint64_t cpu_address) const;

  template <typename Timing>
  static void OnCode(uc_engine* uc, uint64_t address, uint32_t size, void* self);
  // Block timing (machine.cc): a Linux process on the microAptiv.
  void InstallStepHooks(const ElfImage& image);
  static void OnBlock(uc_engine* uc, uint64_t address, uint32_t size, void* self);
  static void OnStep(uc_engine* uc, uint64_t address, uint32_t size, void* self);
  void ChargePending();
  void CheckLimits();
  static void OnInterrupt(uc_engine* uc, uint32_t intno, void* self);
  static bool OnUnmapped(uc_engine* uc, uc_mem_type type, uint64_t address, int size,
                         int64_t value, void* self);
  static void OnFlashRead(uc_engine* uc, uc_mem_type type, uint64_t address, int size,
                          int64_t value, void* self);

  BoardSpec board_;
  MachineOptions options_;
  uc_engine* uc_ = nullptr;
  std::unique_ptr<MemorySystem> memory_;
  std::unique_ptr<CycleModel> timing_;
  std::unique_ptr<HostServices> host_;
  std::vector<std::unique_ptr<Peripheral>> peripherals_;
  std::vector<std::unique_ptr<MmioWindow>> windows_;
  std::vector<std::unique_ptr<RomService>> rom_services_;
  std::vector<std::pair<uint64_t, uint64_t>> mapped_;  // physical [base, end)
  const ElfImage* image_ = nullptr;
  uint64_t start_pc_ = 0;
  uint64_t stop_address_ = 0;
  uint64_t last_pc_ = 0;
  uint64_t fault_address_ = 0;
  bool stopped_ = false;
  RunResult result_;
  double deadline_ = 0;
  bool linux_process_ = false;
  bool block_timing_ = false;
  // Block timing: the instructions of the block running now that the cycle
  // model has not been told about yet, [pending_next_, pending_end_).
  uint64_t pending_next_ = 0, pending_end_ = 0;
  uint64_t next_limit_check_ = 0;
  std::map<uint64_t, std::pair<RomService*, size_t>> rom_entries_;
  uint64_t rom_low_ = 0, rom_span_ = 0;  // [rom_low_, rom_low_ + rom_span_) holds every entry
  // Cortex-M system registers the firmware may touch.
  uint32_t dwt_ctrl_ = 0;
  uint64_t cyccnt_base_ = 0;   // while enabled, CYCCNT = cycles - cyccnt_base_
  uint32_t cyccnt_frozen_ = 0; // while disabled, CYCCNT holds this
  uint32_t cpacr_ = 0;
  uint32_t demcr_ = 0;
  std::map<uint64_t, uint32_t> system_registers_;
  std::vector<CtTrace> ct_traces_;
  CtTrace* ct_active_ = nullptr;      // the traced call in progress
  uint64_t ct_return_ = 0;            // where it returns
  uint64_t ct_hash_ = 0, ct_instructions_ = 0, ct_accesses_ = 0, ct_variable_ = 0;
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MACHINE_H_
