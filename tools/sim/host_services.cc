#include "tools/sim/host_services.h"

#include <cerrno>
#include <cstring>

namespace sim {
namespace {

// Arm semihosting operations (Arm "Semihosting for AArch32 and AArch64").
enum : uint32_t {
  kSysOpen = 0x01, kSysClose = 0x02, kSysWriteC = 0x03, kSysWrite0 = 0x04, kSysWrite = 0x05,
  kSysRead = 0x06, kSysReadC = 0x07, kSysIsError = 0x08, kSysIsTty = 0x09, kSysSeek = 0x0A,
  kSysFlen = 0x0C, kSysClock = 0x10, kSysTime = 0x11, kSysErrno = 0x13, kSysGetCmdline = 0x15,
  kSysHeapInfo = 0x16, kSysExit = 0x18, kSysExitExtended = 0x20, kSysElapsed = 0x30,
  kSysTickFreq = 0x31,
};
constexpr uint32_t kAdpStoppedApplicationExit = 0x20026;

// Linux o32 system call numbers.
enum : uint32_t {
  kLinuxExit = 4001, kLinuxRead = 4003, kLinuxWrite = 4004, kLinuxOpen = 4005, kLinuxClose = 4006,
  kLinuxLseek = 4019, kLinuxGetpid = 4020, kLinuxBrk = 4045, kLinuxIoctl = 4054,
  kLinuxGetrlimit = 4076, kLinuxReadlink = 4085, kLinuxMunmap = 4091, kLinuxLlseek = 4140,
  kLinuxWritev = 4146, kLinuxRtSigaction = 4194, kLinuxRtSigprocmask = 4195, kLinuxGetcwd = 4203,
  kLinuxMmap2 = 4210, kLinuxFutex = 4238, kLinuxExitGroup = 4246, kLinuxSetTidAddress = 4252,
  kLinuxClockGettime = 4263, kLinuxSetThreadArea = 4283, kLinuxOpenat = 4288,
  kLinuxSetRobustList = 4309, kLinuxPrlimit64 = 4338, kLinuxGetrandom = 4353, kLinuxStatx = 4366,
  kLinuxClockGettime64 = 4403,
};
// MIPS Linux errno values that differ from the host's are not used here.
constexpr int32_t kEBADF = 9, kENOMEM = 12, kEFAULT = 14, kENOENT = 2, kEINVAL = 22, kENOTTY = 25,
                  kENOSYS = 89;
constexpr int32_t kAtFdCwd = -100;
constexpr uint32_t kOpenAccessMask = 3, kOpenCreate = 0x100, kOpenTrunc = 0x200, kOpenAppend = 0x8;

constexpr uint32_t kStackTop = 0x7F000000;
constexpr uint32_t kStackSize = 8 * 1024 * 1024;
constexpr uint32_t kMmapBase = 0x30000000;
constexpr uint32_t kMmapSize = 0x08000000;
constexpr uint32_t kBrkSize = 0x10000000;
// A fixed wall-clock origin (2026-01-01): modelled time starts here.
constexpr uint64_t kEpochSeconds = 1767225600;

const char* const kSemihostingModes[12] = {"r", "rb", "r+", "r+b", "w", "wb", "w+", "w+b", "a", "ab", "a+", "a+b"};

}  // namespace

HostServices::HostServices(Machine* machine, const MachineOptions& options)
    : machine_(machine), options_(options) {
  files_.resize(3);
  files_[0] = {stdin, true, false};
  files_[1] = {options.console, true, false};
  files_[2] = {options.console_err, true, false};
}

HostServices::~HostServices() {
  for (size_t i = 3; i < files_.size(); ++i) {
    if (files_[i].stream != nullptr && !files_[i].records) std::fclose(files_[i].stream);
  }
  if (records_ != nullptr) std::fclose(records_);
}

bool HostServices::ReadGuest(uint64_t address, void* out, size_t length) {
  return machine_->Read(machine_->ToPhysical(address), out, length);
}

bool HostServices::WriteGuest(uint64_t address, const void* data, size_t length) {
  return machine_->Write(machine_->ToPhysical(address), data, length);
}

bool HostServices::ReadString(uint64_t address, std::string* out, size_t max) {
  out->clear();
  char c;
  while (out->size() < max) {
    if (!ReadGuest(address + out->size(), &c, 1)) return false;
    if (c == 0) return true;
    out->push_back(c);
  }
  return false;
}

uint32_t HostServices::Reg(int reg) {
  uint32_t v = 0;
  uc_reg_read(machine_->uc(), reg, &v);
  return v;
}

void HostServices::SetReg(int reg, uint32_t value) { uc_reg_write(machine_->uc(), reg, &value); }

uint64_t HostServices::ModelledNanoseconds() const {
  const uint64_t hz = machine_->board().clock_hz;
  const uint64_t cycles = machine_->timing().cycles();
  return cycles / hz * 1000000000ull + (cycles % hz) * 1000000000ull / hz;
}

void HostServices::Exit(int code) {
  std::fflush(options_.console);
  machine_->Stop(RunResult::Stop::kExited, code, "exit " + std::to_string(code));
}

bool HostServices::ParseFault(const std::string& text, Fault* fault) {
  static const struct {
    const char* name;
    Fault fault;
  } kFaults[] = {{"none", Fault::kNone},
                 {"hang", Fault::kHang},
                 {"error", Fault::kError},
                 {"wrong", Fault::kWrongResult}};
  for (const auto& f : kFaults) {
    if (text == f.name) {
      *fault = f.fault;
      return true;
    }
  }
  return false;
}

int HostServices::Open(const std::string& name, const char* mode) {
  File file;
  if (name == kRecordsName) {
    if (records_ == nullptr) {
      if (options_.records_path.empty()) {
        last_errno_ = kENOENT;
        return -1;
      }
      records_ = std::fopen(options_.records_path.c_str(), "wb");
      if (records_ == nullptr) {
        last_errno_ = errno;
        return -1;
      }
    }
    file = {records_, false, true};
  } else if (name == kFeaturesName) {
    // "SHFB", then feature byte 0: bit 0 SYS_EXIT_EXTENDED, bit 1 separate
    // stdout and stderr. Newlib opens ":tt" for stdout only when it reads
    // bit 1 (without the file it assumes both), so leaving it clear silenced
    // every test's output.
    static const uint8_t kFeatures[5] = {'S', 'H', 'F', 'B', 0x03};
    file.stream = std::tmpfile();
    if (file.stream == nullptr || std::fwrite(kFeatures, 1, sizeof kFeatures, file.stream) != sizeof kFeatures) {
      if (file.stream != nullptr) std::fclose(file.stream);
      last_errno_ = errno;
      return -1;
    }
    std::rewind(file.stream);
  } else if (name == kFaultName) {
    file.stream = std::fopen("/dev/null", "r+b");
    if (file.stream == nullptr) {
      last_errno_ = errno;
      return -1;
    }
    file.fault = true;
  } else {
    file.stream = std::fopen(name.c_str(), mode);
    if (file.stream == nullptr) {
      last_errno_ = errno;
      return -1;
    }
  }
  for (size_t i = 3; i < files_.size(); ++i) {
    if (files_[i].stream == nullptr) {
      files_[i] = file;
      return static_cast<int>(i);
    }
  }
  files_.push_back(file);
  return static_cast<int>(files_.size() - 1);
}

int HostServices::Close(int fd) {
  if (!Valid(fd)) return -1;
  if (fd >= 3 && !files_[fd].records) std::fclose(files_[fd].stream);
  if (fd >= 3) files_[fd] = File();
  return 0;
}

int64_t HostServices::WriteFile(int fd, uint64_t buffer, uint64_t length) {
  if (!Valid(fd)) return -1;
  std::vector<uint8_t> bytes(length);
  if (!ReadGuest(buffer, bytes.data(), bytes.size())) return -2;
  if (files_[fd].fault) {
    std::string line(bytes.begin(), bytes.end());
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
    const size_t space = line.find(' ');
    Fault fault;
    if (space == std::string::npos || !ParseFault(line.substr(space + 1), &fault) ||
        !machine_->InjectFault(line.substr(0, space), fault)) {
      last_errno_ = kEINVAL;
      return -1;
    }
    return static_cast<int64_t>(length);
  }
  const size_t n = std::fwrite(bytes.data(), 1, bytes.size(), files_[fd].stream);
  if (files_[fd].console) std::fflush(files_[fd].stream);
  return static_cast<int64_t>(n);
}

int64_t HostServices::ReadFile(int fd, uint64_t buffer, uint64_t length) {
  if (!Valid(fd)) return -1;
  std::vector<uint8_t> bytes(length);
  const size_t n = std::fread(bytes.data(), 1, bytes.size(), files_[fd].stream);
  if (!WriteGuest(buffer, bytes.data(), n)) return -2;
  return static_cast<int64_t>(n);
}

void HostServices::ArmSemihosting() {
  const uint32_t op = Reg(UC_ARM_REG_R0);
  const uint32_t arg = Reg(UC_ARM_REG_R1);
  uint32_t a[4] = {0, 0, 0, 0};
  auto args = [&](int n) { return ReadGuest(arg, a, 4u * static_cast<unsigned>(n)); };
  uint32_t result = 0xFFFFFFFF;
  switch (op) {
    case kSysOpen: {
      std::string name;
      if (args(3) && ReadString(a[0], &name) && a[1] < 12) {
        if (name == ":tt") {
          result = a[1] < 4 ? 0 : a[1] < 8 ? 1 : 2;
        } else {
          const int fd = Open(name, kSemihostingModes[a[1]]);
          result = static_cast<uint32_t>(fd);
        }
      }
      break;
    }
    case kSysClose:
      if (args(1)) result = static_cast<uint32_t>(Close(static_cast<int>(a[0])));
      break;
    case kSysWriteC: {
      char c;
      if (ReadGuest(arg, &c, 1)) {
        std::fputc(c, options_.console_err);
        result = 0;
      }
      break;
    }
    case kSysWrite0: {
      std::string text;
      if (ReadString(arg, &text, 1 << 20)) {
        std::fputs(text.c_str(), options_.console_err);
        result = 0;
      }
      break;
    }
    case kSysWrite:  // returns the number of bytes NOT written
      if (args(3)) {
        const int64_t n = WriteFile(static_cast<int>(a[0]), a[1], a[2]);
        result = n < 0 ? a[2] : static_cast<uint32_t>(a[2] - n);
      }
      break;
    case kSysRead:  // returns the number of bytes NOT read
      if (args(3)) {
        const int64_t n = ReadFile(static_cast<int>(a[0]), a[1], a[2]);
        result = n < 0 ? a[2] : static_cast<uint32_t>(a[2] - n);
      }
      break;
    case kSysReadC:
      result = static_cast<uint32_t>(std::fgetc(stdin));
      break;
    case kSysIsError:
      if (args(1)) result = static_cast<int32_t>(a[0]) < 0 ? 1 : 0;
      break;
    case kSysIsTty:
      if (args(1)) result = Valid(static_cast<int>(a[0])) && files_[a[0]].console ? 1 : 0;
      break;
    case kSysSeek:
      if (args(2) && Valid(static_cast<int>(a[0])) && !files_[a[0]].console) {
        result = std::fseek(files_[a[0]].stream, static_cast<long>(a[1]), SEEK_SET) == 0 ? 0 : 0xFFFFFFFF;
      }
      break;
    case kSysFlen:
      if (args(1) && Valid(static_cast<int>(a[0])) && !files_[a[0]].console) {
        FILE* f = files_[a[0]].stream;
        const long here = std::ftell(f);
        std::fseek(f, 0, SEEK_END);
        result = static_cast<uint32_t>(std::ftell(f));
        std::fseek(f, here, SEEK_SET);
      }
      break;
    case kSysClock:
      result = static_cast<uint32_t>(ModelledNanoseconds() / 10000000ull);
      break;
    case kSysTime:
      result = static_cast<uint32_t>(kEpochSeconds + ModelledNanoseconds() / 1000000000ull);
      break;
    case kSysErrno:
      result = static_cast<uint32_t>(last_errno_);
      break;
    case kSysGetCmdline:
      if (args(2)) {
        std::string line = options_.program_name;
        for (const std::string& s : options_.args) line += " " + s;
        if (line.size() + 1 <= a[1] && WriteGuest(a[0], line.c_str(), line.size() + 1)) {
          const uint32_t length = static_cast<uint32_t>(line.size());
          WriteGuest(arg + 4, &length, 4);
          result = 0;
        }
      }
      break;
    case kSysHeapInfo: {
      // Heap from the end of the image's RAM data to 64 KiB below the top of
      // that RAM region; the stack at the top (what QEMU reports, too).
      uint32_t end = 0;
      if (machine_->image_ != nullptr) machine_->image_->FindSymbol("end", &end);
      uint32_t info[4] = {0, 0, 0, 0};
      for (const auto& m : machine_->mapped_) {
        if (end >= m.first && end < m.second) {
          const uint32_t top = static_cast<uint32_t>(m.second);
          info[0] = end;
          info[1] = top - 0x10000;
          info[2] = top;
          info[3] = top - 0x10000;
        }
      }
      uint32_t block = 0;
      if (ReadGuest(arg, &block, 4) && WriteGuest(block, info, sizeof(info))) result = 0;
      break;
    }
    case kSysExit:
      Exit(arg == kAdpStoppedApplicationExit ? 0 : 1);
      return;
    case kSysExitExtended:
      if (args(2)) Exit(a[0] == kAdpStoppedApplicationExit ? static_cast<int>(a[1]) : 1);
      else Exit(1);
      return;
    case kSysElapsed: {
      const uint64_t cycles = machine_->timing().cycles();
      if (WriteGuest(arg, &cycles, 8)) result = 0;
      break;
    }
    case kSysTickFreq:
      result = static_cast<uint32_t>(machine_->board().clock_hz);
      break;
    default:
      machine_->Stop(RunResult::Stop::kFault, 1,
                     machine_->FaultReport("unsupported semihosting operation " + std::to_string(op)));
      return;
  }
  SetReg(UC_ARM_REG_R0, result);
}

bool HostServices::SetupLinuxProcess(const ElfImage& image, uint32_t* sp, std::string* error) {
  uint32_t image_end = 0;
  for (const ElfSegment& s : image.segments()) image_end = std::max(image_end, s.vaddr + s.mem_size);
  brk_start_ = brk_ = (image_end + 0xFFF) & ~0xFFFu;
  brk_limit_ = brk_start_ + kBrkSize;
  mmap_next_ = kMmapBase;
  mmap_limit_ = kMmapBase + kMmapSize;
  if (!machine_->MapGaps(kStackTop - kStackSize, kStackSize, error)) return false;

  // Strings and AT_RANDOM bytes at the top, then the vectors below them.
  uint32_t top = kStackTop;
  auto push_bytes = [&](const void* data, uint32_t length) {
    top -= length;
    WriteGuest(top, data, length);
    return top;
  };
  std::vector<uint32_t> argv;
  std::vector<std::string> words = {options_.program_name};
  words.insert(words.end(), options_.args.begin(), options_.args.end());
  for (const std::string& w : words) argv.push_back(push_bytes(w.c_str(), static_cast<uint32_t>(w.size() + 1)));
  uint8_t random[16];
  for (uint8_t& b : random) b = static_cast<uint8_t>(random_state_ >> 13), random_state_ = random_state_ * 6364136223846793005ull + 1;
  const uint32_t at_random = push_bytes(random, sizeof(random));
  top &= ~15u;

  std::vector<uint32_t> stack;
  stack.push_back(static_cast<uint32_t>(argv.size()));
  stack.insert(stack.end(), argv.begin(), argv.end());
  stack.push_back(0);  // argv end
  stack.push_back(0);  // empty environment
  const uint32_t auxv[][2] = {
      {3, image.phdr_address()}, {4, image.phentsize()}, {5, image.phnum()}, {6, 4096},
      {9, image.entry()}, {11, 0}, {12, 0}, {13, 0}, {14, 0}, {16, 0}, {17, 100}, {23, 0},
      {25, at_random}, {0, 0}};
  for (const auto& pair : auxv) {
    stack.push_back(pair[0]);
    stack.push_back(pair[1]);
  }
  top -= static_cast<uint32_t>(stack.size() * 4);
  top &= ~15u;
  WriteGuest(top, stack.data(), stack.size() * 4);
  *sp = top;
  return true;
}

int32_t HostServices::LinuxBrk(uint32_t address) {
  if (address == 0 || address < brk_start_ || address > brk_limit_) return static_cast<int32_t>(brk_);
  std::string error;
  if (address > brk_ && !machine_->MapGaps(brk_, address - brk_, &error)) return static_cast<int32_t>(brk_);
  brk_ = address;
  return static_cast<int32_t>(brk_);
}

int32_t HostServices::LinuxMmap(uint32_t length) {
  const uint32_t size = (length + 0xFFF) & ~0xFFFu;
  if (size == 0 || size > mmap_limit_ - mmap_next_) return -kENOMEM;
  std::string error;
  if (!machine_->MapGaps(mmap_next_, size, &error)) return -kENOMEM;
  const uint32_t address = mmap_next_;
  mmap_next_ += size;
  std::vector<uint8_t> zero(size, 0);  // pages are reused by nobody, but be exact
  WriteGuest(address, zero.data(), size);
  return static_cast<int32_t>(address);
}

int32_t HostServices::LinuxStatx(uint32_t fd, uint32_t buffer) {
  if (!Valid(static_cast<int>(fd))) return -kEBADF;
  uint8_t stx[256] = {};
  const File& f = files_[fd];
  uint64_t size = 0;
  uint16_t mode = 0x2190;  // S_IFCHR | 0620: a terminal
  if (!f.console) {
    mode = 0x81A4;  // S_IFREG | 0644
    const long here = std::ftell(f.stream);
    std::fseek(f.stream, 0, SEEK_END);
    size = static_cast<uint64_t>(std::ftell(f.stream));
    std::fseek(f.stream, here, SEEK_SET);
  }
  const uint32_t mask = 0x7FF, blksize = 4096, nlink = 1;
  std::memcpy(stx + 0, &mask, 4);
  std::memcpy(stx + 4, &blksize, 4);
  std::memcpy(stx + 16, &nlink, 4);
  std::memcpy(stx + 28, &mode, 2);
  std::memcpy(stx + 40, &size, 8);
  return WriteGuest(buffer, stx, sizeof(stx)) ? 0 : -kEFAULT;
}

void HostServices::MipsSyscall() {
  const uint32_t number = Reg(UC_MIPS_REG_V0);
  const uint32_t a0 = Reg(UC_MIPS_REG_A0), a1 = Reg(UC_MIPS_REG_A1), a2 = Reg(UC_MIPS_REG_A2),
                 a3 = Reg(UC_MIPS_REG_A3);
  uint32_t stack_args[2] = {0, 0};  // arguments 5 and 6 at sp + 16
  ReadGuest(Reg(UC_MIPS_REG_SP) + 16, stack_args, sizeof(stack_args));
  int32_t r = -kENOSYS;
  switch (number) {
    case kLinuxExit:
    case kLinuxExitGroup:
      Exit(static_cast<int>(a0 & 0xFF));
      return;
    case kLinuxWrite: {
      const int64_t n = WriteFile(static_cast<int>(a0), a1, a2);
      r = n == -1 ? -kEBADF : n == -2 ? -kEFAULT : static_cast<int32_t>(n);
      break;
    }
    case kLinuxWritev: {
      int64_t total = 0;
      for (uint32_t i = 0; i < a2; ++i) {
        uint32_t iov[2];
        if (!ReadGuest(a1 + 8 * i, iov, 8)) { total = -kEFAULT; break; }
        const int64_t n = WriteFile(static_cast<int>(a0), iov[0], iov[1]);
        if (n < 0) { total = n == -1 ? -kEBADF : -kEFAULT; break; }
        total += n;
      }
      r = static_cast<int32_t>(total);
      break;
    }
    case kLinuxRead: {
      const int64_t n = ReadFile(static_cast<int>(a0), a1, a2);
      r = n == -1 ? -kEBADF : n == -2 ? -kEFAULT : static_cast<int32_t>(n);
      break;
    }
    case kLinuxOpen:
    case kLinuxOpenat: {
      const bool at = number == kLinuxOpenat;
      const uint32_t path = at ? a1 : a0, flags = at ? a2 : a1;
      std::string name;
      if (at && static_cast<int32_t>(a0) != kAtFdCwd) { r = -kEINVAL; break; }
      if (!ReadString(path, &name)) { r = -kEFAULT; break; }
      const uint32_t access = flags & kOpenAccessMask;
      const char* mode = access == 0 ? "rb" : (flags & kOpenAppend) ? (access == 2 ? "a+b" : "ab")
                         : (flags & (kOpenCreate | kOpenTrunc)) ? (access == 2 ? "w+b" : "wb") : "r+b";
      const int fd = Open(name, mode);
      r = fd < 0 ? -last_errno_ : fd;
      break;
    }
    case kLinuxClose:
      r = Close(static_cast<int>(a0)) == 0 ? 0 : -kEBADF;
      break;
    case kLinuxLseek:
      if (!Valid(static_cast<int>(a0)) || files_[a0].console) { r = -kEBADF; break; }
      r = std::fseek(files_[a0].stream, static_cast<int32_t>(a1), static_cast<int>(a2)) == 0
              ? static_cast<int32_t>(std::ftell(files_[a0].stream)) : -kEINVAL;
      break;
    case kLinuxLlseek: {  // (fd, offset_high, offset_low, result*, whence)
      if (!Valid(static_cast<int>(a0)) || files_[a0].console) { r = -kEBADF; break; }
      const int64_t offset = (static_cast<int64_t>(a1) << 32) | a2;
      if (std::fseek(files_[a0].stream, static_cast<long>(offset), static_cast<int>(stack_args[0])) != 0) {
        r = -kEINVAL;
        break;
      }
      const int64_t position = std::ftell(files_[a0].stream);
      r = WriteGuest(a3, &position, 8) ? 0 : -kEFAULT;
      break;
    }
    case kLinuxBrk: r = LinuxBrk(a0); break;
    case kLinuxMmap2:
      // Anonymous private memory only (glibc's malloc); no file mappings.
      r = static_cast<int32_t>(stack_args[0]) == -1 ? LinuxMmap(a1) : -kENOSYS;
      break;
    case kLinuxMunmap: r = 0; break;  // address space is not reused
    case kLinuxIoctl: r = -kENOTTY; break;
    case kLinuxGetpid: r = 1; break;
    case kLinuxSetTidAddress: r = 1; break;
    case kLinuxSetThreadArea:
      uc_reg_write(machine_->uc(), UC_MIPS_REG_CP0_USERLOCAL, &a0);
      r = 0;
      break;
    case kLinuxFutex: r = 0; break;  // one thread: nothing ever waits
    case kLinuxRtSigaction: case kLinuxRtSigprocmask: r = 0; break;
    case kLinuxGetcwd: {
      const std::string cwd = "/";
      r = a1 >= 2 && WriteGuest(a0, cwd.c_str(), 2) ? 2 : -kEFAULT;
      break;
    }
    case kLinuxGetrandom: {
      std::vector<uint8_t> bytes(a1);
      for (uint8_t& b : bytes) {
        random_state_ = random_state_ * 6364136223846793005ull + 1442695040888963407ull;
        b = static_cast<uint8_t>(random_state_ >> 56);
      }
      r = WriteGuest(a0, bytes.data(), bytes.size()) ? static_cast<int32_t>(a1) : -kEFAULT;
      break;
    }
    case kLinuxStatx: r = LinuxStatx(a0, stack_args[0]); break;
    case kLinuxClockGettime64: case kLinuxClockGettime: {
      uint64_t ns = ModelledNanoseconds();
      if (a0 == 0) ns += kEpochSeconds * 1000000000ull;  // CLOCK_REALTIME
      if (number == kLinuxClockGettime64) {
        const int64_t ts[2] = {static_cast<int64_t>(ns / 1000000000ull), static_cast<int64_t>(ns % 1000000000ull)};
        r = WriteGuest(a1, ts, sizeof(ts)) ? 0 : -kEFAULT;
      } else {
        const int32_t ts[2] = {static_cast<int32_t>(ns / 1000000000ull), static_cast<int32_t>(ns % 1000000000ull)};
        r = WriteGuest(a1, ts, sizeof(ts)) ? 0 : -kEFAULT;
      }
      break;
    }
    case kLinuxGetrlimit: case kLinuxPrlimit64:
    case kLinuxReadlink: case kLinuxSetRobustList:
    default:
      r = -kENOSYS;  // glibc copes without these
      break;
  }
  if (r < 0 && r > -4096) {
    SetReg(UC_MIPS_REG_V0, static_cast<uint32_t>(-r));
    SetReg(UC_MIPS_REG_A3, 1);
  } else {
    SetReg(UC_MIPS_REG_V0, static_cast<uint32_t>(r));
    SetReg(UC_MIPS_REG_A3, 0);
  }
}

}  // namespace sim
