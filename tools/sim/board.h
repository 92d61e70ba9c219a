// What the simulator needs to know about a board: its core, clock, memory
// map and accelerators. Generated from platforms/boards.bzl (the one
// description every stage reads) into boards_data.cc.
#ifndef MCUCRYPT_TOOLS_SIM_BOARD_H_
#define MCUCRYPT_TOOLS_SIM_BOARD_H_

#include <cstdint>
#include <string>
#include <vector>

namespace sim {

enum class Core { kCortexM4, kMips32r2 };

struct MemoryRegion {
  std::string name;
  uint64_t base = 0;   // physical address
  uint64_t size = 0;
  bool flash = false;  // read-only to the core; wait states apply
};

struct PeripheralSpec {
  std::string name;    // e.g. "UART0", as in board_regs.h
  std::string model;   // e.g. "k66_mmcau"; empty: not mapped by itself
  uint64_t base = 0;   // the CPU's address of its registers
  uint64_t size = 0;   // its register block's size
  uint64_t window = 0; // where its model is mapped (a page holding it: base or lower)
};

// The flash and what stands in front of it (platforms/boards.bzl
// memory_system; the model: memory_system.h).
struct MemorySystemSpec {
  uint32_t line_bytes = 16;   // one flash read
  bool prefetch = false;      // the next line is read while this one runs
  uint32_t cache_ways = 0;    // a cache of flash lines (0: none)
  uint32_t cache_sets = 0;
  bool cache_data = false;    // data reads from flash go through the cache too
  uint32_t loop_lines = 0;    // lines kept from a backward jump's target
  std::string ramfunc_region; // where the linker puts .ramfunc
  std::vector<std::string> sources;
};

struct BoardSpec {
  std::string name;    // the description's (platforms/boards.bzl)
  Core core = Core::kCortexM4;
  bool hard_float = false;
  uint64_t clock_hz = 0;
  uint32_t flash_wait_states = 0;  // the real part's, at clock_hz
  std::vector<MemoryRegion> memory;
  std::vector<PeripheralSpec> peripherals;
  MemorySystemSpec memory_system;
};

// All boards of platforms/boards.bzl.
const std::vector<BoardSpec>& AllBoards();
// nullptr if no board has that name.
const BoardSpec* FindBoard(const std::string& name);
// The board's peripheral of that name (board_regs.h's), or nullptr.
const PeripheralSpec* FindPeripheral(const BoardSpec& board, const std::string& name);

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_BOARD_H_
