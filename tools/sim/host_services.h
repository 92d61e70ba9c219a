// What the firmware asks of the host: console output, files (test vectors),
// the benchmark record channel, the time, and its exit code.
//
// Cortex-M4 firmware asks through Arm semihosting (BKPT 0xAB: SYS_OPEN,
// SYS_READ, SYS_WRITE, SYS_EXIT_EXTENDED, ...), as it does under QEMU or a
// debug probe. MIPS firmware asks through the Linux o32 system call ABI
// (SYSCALL with v0 = number), which also runs hosted test binaries linked
// against glibc, and runs unchanged under qemu-mipsel.
//
// The benchmark record channel is the file name "mcucrypt:records": what the
// firmware writes there goes to MachineOptions::records_path.
// The fault channel is the file name "mcucrypt:fault": each write is one
// line "<model> <none|hang|error|wrong>" (a model's Name()), arming that
// fault in the model (peripheral.h); the write fails for an unknown model or
// a fault the model cannot show. Driver tests use it to reach error paths.
// Time is modelled time (cycles / clock), so runs are reproducible.
#ifndef MCUCRYPT_TOOLS_SIM_HOST_SERVICES_H_
#define MCUCRYPT_TOOLS_SIM_HOST_SERVICES_H_

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "tools/sim/elf_image.h"
#include "tools/sim/machine.h"

namespace sim {

class HostServices {
 public:
  static constexpr const char* kRecordsName = "mcucrypt:records";
  static constexpr const char* kFaultName = "mcucrypt:fault";
  // Semihosting v2's feature file: newlib reads it before exit, and only a
  // host that offers SYS_EXIT_EXTENDED there gets the exit code (plain
  // SYS_EXIT carries the reason, not the status: a failing test would exit 0).
  static constexpr const char* kFeaturesName = ":semihosting-features";
  static bool ParseFault(const std::string& text, Fault* fault);

  HostServices(Machine* machine, const MachineOptions& options);
  ~HostServices();

  void ArmSemihosting();  // r0 = operation, r1 = argument; result in r0
  void MipsSyscall();     // v0 = number, a0..a3 and stack = arguments
  // Builds argc/argv/envp/auxv on a fresh stack and the brk heap.
  bool SetupLinuxProcess(const ElfImage& image, uint32_t* sp, std::string* error);

 private:
  struct File {
    FILE* stream = nullptr;
    bool console = false;  // stdin/stdout/stderr of the simulator
    bool records = false;
    bool fault = false;    // the fault channel (its stream is /dev/null)
  };

  // Guest memory by the core's (virtual) address.
  bool ReadGuest(uint64_t address, void* out, size_t length);
  bool WriteGuest(uint64_t address, const void* data, size_t length);
  bool ReadString(uint64_t address, std::string* out, size_t max = 4096);
  uint32_t Reg(int reg);
  void SetReg(int reg, uint32_t value);

  int Open(const std::string& name, const char* mode);
  int64_t WriteFile(int fd, uint64_t buffer, uint64_t length);
  int64_t ReadFile(int fd, uint64_t buffer, uint64_t length);
  int Close(int fd);
  bool Valid(int fd) const { return fd >= 0 && fd < static_cast<int>(files_.size()) && files_[fd].stream; }
  uint64_t ModelledNanoseconds() const;
  void Exit(int code);

  // Linux o32 helpers.
  int32_t LinuxStatx(uint32_t fd, uint32_t buffer);
  int32_t LinuxMmap(uint32_t length);
  int32_t LinuxBrk(uint32_t address);

  Machine* machine_;
  MachineOptions options_;
  std::vector<File> files_;
  FILE* records_ = nullptr;
  int last_errno_ = 0;
  uint32_t brk_start_ = 0, brk_ = 0, brk_limit_ = 0;
  uint32_t mmap_next_ = 0, mmap_limit_ = 0;
  uint64_t random_state_ = 0x6d637563727970ull;  // fixed seed: reproducible runs
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_HOST_SERVICES_H_
