// mcusim: runs a board's firmware image on the host.
//
//   mcusim --board=NAME [options] IMAGE.elf [ARGS...]
//   mcusim --board=NAME [--ideal-memory] --describe [IMAGE.elf]
//
// The exit code is the firmware's (semihosting SYS_EXIT_EXTENDED on
// Cortex-M4, exit/exit_group on MIPS). A fault prints a report (PC, fault
// address, registers, symbol) and exits 134; a limit exits 124.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "tools/sim/board.h"
#include "tools/sim/board_models.h"
#include "tools/sim/elf_image.h"
#include "tools/sim/host_services.h"
#include "tools/sim/machine.h"

namespace {

constexpr int kFaultExit = 134;
constexpr int kUsageExit = 2;

void Usage() {
  std::fprintf(stderr,
               "usage: mcusim --board=NAME [options] IMAGE.elf [ARGS...]\n"
               "  --board=NAME            a board of platforms/boards.bzl (listed below)\n"
               "  --test-memory           16 MiB more RAM for hosted test suites\n"
               "  --ideal-memory          no flash wait states, caches or prefetch (today's figures\n"
               "                          before the memory system; the tests' runners use it)\n"
               "  --per-instruction-timing  time a hosted MIPS test binary per instruction, not per\n"
               "                          translated block (the same cycles, slower: for checking)\n"
               "  --max-instructions=N    stop after N instructions (exit 124)\n"
               "  --timeout=SECONDS       stop after this much wall time (exit 124)\n"
               "  --records=FILE          where benchmark records (\"mcucrypt:records\") go\n"
               "  --uart=FILE             where the board's UART output goes (default: the console)\n"
               "  --ct-check=F1,F2,...    trace every call of these functions (instruction and data\n"
               "                          addresses, never values, and the cycles of each divide);\n"
               "                          each must be called at least twice\n"
               "                          and every call must give the same trace, else exit 3\n"
               "  --fault=MODEL:KIND      arm a fault in a peripheral model from the start (KIND: hang,\n"
               "                          error, wrong; repeatable); firmware can also write\n"
               "                          \"MODEL KIND\" to the file \"mcucrypt:fault\"\n"
               "  --random                seed the TRNG models from the host (default: fixed seed)\n"
               "  --stats                 print instructions, cycles and speed to stderr\n"
               "  --describe              print the board's cycle model, memory system and its\n"
               "                          peripheral models' timing assumptions (with\n"
               "                          their sources) and exit\n"
               "boards:");
  for (const sim::BoardSpec& board : sim::AllBoards()) std::fprintf(stderr, " %s", board.name.c_str());
  std::fprintf(stderr, "\n");
}

bool Flag(const char* arg, const char* name, std::string* value) {
  const size_t n = std::strlen(name);
  if (std::strncmp(arg, name, n) != 0 || arg[n] != '=') return false;
  *value = arg + n + 1;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  sim::MachineOptions options;
  options.memory_system = true;  // the board's memory system unless --ideal-memory
  std::string board_name, value, image_path, uart_path;
  bool stats = false, describe = false, deterministic = true;
  std::vector<std::string> faults;
  int i = 1;
  for (; i < argc && argv[i][0] == '-'; ++i) {
    const char* a = argv[i];
    if (Flag(a, "--board", &value)) board_name = value;
    else if (std::strcmp(a, "--test-memory") == 0) options.test_memory = true;
    else if (std::strcmp(a, "--ideal-memory") == 0) options.memory_system = false;
    else if (std::strcmp(a, "--per-instruction-timing") == 0) options.per_instruction_timing = true;
    else if (Flag(a, "--max-instructions", &value)) options.max_instructions = std::strtoull(value.c_str(), nullptr, 0);
    else if (Flag(a, "--timeout", &value)) options.max_seconds = std::strtod(value.c_str(), nullptr);
    else if (Flag(a, "--records", &value)) options.records_path = value;
    else if (Flag(a, "--uart", &value)) uart_path = value;
    else if (Flag(a, "--ct-check", &value)) {
      size_t start = 0;
      while (start <= value.size()) {
        const size_t comma = value.find(',', start);
        const std::string name = value.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (!name.empty()) options.ct_functions.push_back(name);
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
    }
    else if (Flag(a, "--fault", &value)) faults.push_back(value);
    else if (std::strcmp(a, "--random") == 0) deterministic = false;
    else if (std::strcmp(a, "--stats") == 0) stats = true;
    else if (std::strcmp(a, "--describe") == 0) describe = true;
    else if (std::strcmp(a, "--") == 0) { ++i; break; }
    else {
      std::fprintf(stderr, "mcusim: unknown option %s\n", a);
      Usage();
      return kUsageExit;
    }
  }
  const sim::BoardSpec* board = sim::FindBoard(board_name);
  if (board == nullptr) {
    std::fprintf(stderr, "mcusim: unknown board '%s'\n", board_name.c_str());
    Usage();
    return kUsageExit;
  }
  if (describe) {
    sim::Machine machine(*board, options);
    std::string error;
    if (!machine.LoadCode(board->memory[0].base | (board->core == sim::Core::kMips32r2 ? 0x80000000u : 0), {0, 0, 0, 0}, &error)) {
      std::fprintf(stderr, "mcusim: %s\n", error.c_str());
      return kUsageExit;
    }
    std::printf("%s: %s\n", board->name.c_str(), machine.timing().Describe().c_str());
    // The peripheral models' timing assumptions, one tab-separated line per
    // cost: "timing", model, cost, source, the seed cell it was fitted to
    // (Table|Row|OPERATION, or empty). bench/report.py carries them onto the
    // benchmark pages.
    if (!sim::AttachBoardModels(&machine, deterministic, &error)) {
      std::fprintf(stderr, "mcusim: %s\n", error.c_str());
      return kUsageExit;
    }
    auto print_notes = [](const std::string& name,
                          const std::vector<sim::Peripheral::TimingNote>& notes) {
      for (const sim::Peripheral::TimingNote& note : notes) {
        std::printf("timing\t%s\t%s\t%s\t%s\n", name.c_str(), note.cost.c_str(),
                    note.source.c_str(), note.fitted_to.c_str());
      }
    };
    for (const auto& model : machine.peripherals()) print_notes(model->Name(), model->TimingNotes());
    for (const auto& rom : machine.rom_services()) print_notes(rom->Name(), rom->TimingNotes());
    // With an image: where its code runs (the page states it).
    if (i < argc) {
      sim::ElfImage image;
      if (!image.Load(argv[i], &error)) {
        std::fprintf(stderr, "mcusim: %s: %s\n", argv[i], error.c_str());
        return kUsageExit;
      }
      uint32_t start = 0, end = 0;
      const bool has = image.FindSymbol("__ramfunc_start", &start) && image.FindSymbol("__ramfunc_end", &end);
      std::printf("code placement: %s; .ramfunc (%s) %s\n",
                  board->core == sim::Core::kMips32r2 ? "flash through KSEG0 (cached)" : "flash",
                  board->memory_system.ramfunc_region.c_str(),
                  !has ? "absent from this image"
                       : end == start ? "empty"
                                      : ("holds " + std::to_string(end - start) + " bytes of hot code").c_str());
    }
    return 0;
  }
  if (i >= argc) {
    Usage();
    return kUsageExit;
  }
  image_path = argv[i++];
  for (; i < argc; ++i) options.args.push_back(argv[i]);
  options.program_name = image_path;

  std::unique_ptr<FILE, int (*)(FILE*)> uart(nullptr, &std::fclose);
  if (!uart_path.empty()) {
    uart.reset(std::fopen(uart_path.c_str(), "wb"));
    if (!uart) {
      std::fprintf(stderr, "mcusim: cannot write %s\n", uart_path.c_str());
      return kUsageExit;
    }
    options.uart = uart.get();
  }

  sim::ElfImage image;
  std::string error;
  if (!image.Load(image_path, &error)) {
    std::fprintf(stderr, "mcusim: %s: %s\n", image_path.c_str(), error.c_str());
    return kUsageExit;
  }
  sim::Machine machine(*board, options);
  if (!machine.LoadImage(image, &error) || !sim::AttachBoardModels(&machine, deterministic, &error)) {
    std::fprintf(stderr, "mcusim: %s\n", error.c_str());
    return kUsageExit;
  }
  for (const std::string& f : faults) {
    const size_t colon = f.find(':');
    sim::Fault fault;
    if (colon == std::string::npos || !sim::HostServices::ParseFault(f.substr(colon + 1), &fault) ||
        !machine.InjectFault(f.substr(0, colon), fault)) {
      std::fprintf(stderr, "mcusim: --fault=%s: no such model on %s, or it cannot show that fault\n",
                   f.c_str(), board->name.c_str());
      return kUsageExit;
    }
  }
  const sim::RunResult r = machine.Run();
  std::fflush(stdout);
  if (uart) std::fflush(uart.get());
  if (r.stop != sim::RunResult::Stop::kExited) std::fprintf(stderr, "\n%s", r.report.c_str());
  if (stats) {
    std::fprintf(stderr, "mcusim: %s: %llu instructions, %llu cycles, %.3f s, %.1f M instructions/s\n",
                 board->name.c_str(), static_cast<unsigned long long>(r.instructions),
                 static_cast<unsigned long long>(r.cycles), r.seconds,
                 r.seconds > 0 ? static_cast<double>(r.instructions) / r.seconds / 1e6 : 0.0);
    if (const sim::MemorySystem* m = machine.memory_system()) {
      const sim::MemorySystem::Counts& c = m->counts();
      std::fprintf(stderr,
                   "mcusim: flash lines fetched: %llu cache hits, %llu prefetch hits, %llu misses; "
                   "data reads: %llu hits, %llu misses\n",
                   static_cast<unsigned long long>(c.hits), static_cast<unsigned long long>(c.prefetch_hits),
                   static_cast<unsigned long long>(c.misses), static_cast<unsigned long long>(c.data_hits),
                   static_cast<unsigned long long>(c.data_misses));
    } else {
      std::fprintf(stderr, "mcusim: ideal memory (no wait states)\n");
    }
  }
  int ct_failures = 0;
  for (const sim::CtTrace& t : machine.ct_traces()) {
    const size_t distinct = std::set<uint64_t>(t.hashes.begin(), t.hashes.end()).size();
    if (t.hashes.size() >= 2 && distinct == 1) {
      std::printf("ct-check %s: %zu calls, one trace (%llu instructions, %llu data accesses, %llu divides)\n",
                  t.name.c_str(), t.hashes.size(), static_cast<unsigned long long>(t.instructions),
                  static_cast<unsigned long long>(t.accesses),
                  static_cast<unsigned long long>(t.variable_cost_instructions));
    } else {
      std::printf("ct-check %s: FAILED: %zu calls, %zu different traces\n", t.name.c_str(), t.hashes.size(),
                  distinct);
      ++ct_failures;
    }
  }
  std::fflush(stdout);
  switch (r.stop) {
    case sim::RunResult::Stop::kExited: return r.exit_code != 0 ? r.exit_code : (ct_failures != 0 ? 3 : 0);
    case sim::RunResult::Stop::kFault: return kFaultExit;
    default: return 124;
  }
}
