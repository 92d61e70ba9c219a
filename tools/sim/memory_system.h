// A board's flash and the buffers and cache in front of it, as the cycle
// models see them: how many cycles an instruction fetch or a data read from
// flash stalls the core. Parameters from platforms/boards.bzl
// (memory_system); what each board's are and where they come from:
// tools/sim/README.md, "Memory system".
//
// The flash is read a line (line_bytes, 16 on every board: 128 bits) at a
// time; a read takes wait_states + 1 cycles, the 1 being the core's own
// fetch cycle the cycle models already charge. So:
//   cache hit                     0 more
//   prefetch hit                  what is left of the prefetch's read (0 once
//                                 the core spent wait_states + 1 cycles on
//                                 the line before)
//   miss                          wait_states more
// A fetch that stays in the line being executed costs nothing more. With
// prefetch on, every instruction line read (hit, prefetch hit or miss)
// starts a read of the next line, done wait_states + 1 cycles later.
// The cache (cache_ways x cache_sets lines, LRU) keeps every line read;
// with cache_data, data reads use and fill it too, else they have a
// one-line data buffer of their own.
// A loop buffer (loop_lines, SAM4's EEFC code-loop optimisation) keeps the
// loop_lines lines from the target of the last backward jump: the next
// backward jump to the same target hits them.
// Not modelled: contention between the prefetch and data reads for the
// flash (a data miss while a prefetch is in flight does not wait for it),
// data prefetch (K66 PFB01CR.B01DPE), cache refill beyond one line, writes
// (the core never writes flash in a benchmark).
#ifndef MCUCRYPT_TOOLS_SIM_MEMORY_SYSTEM_H_
#define MCUCRYPT_TOOLS_SIM_MEMORY_SYSTEM_H_

#include <cstdint>
#include <string>
#include <vector>

#include "tools/sim/board.h"

namespace sim {

class MemorySystem {
 public:
  // in_flash: whether a CPU address is in flash (behind this system).
  MemorySystem(const MemorySystemSpec& spec, uint32_t wait_states,
               bool (*in_flash)(void* ctx, uint64_t address), void* ctx);

  // The instruction at pc is fetched at cycle `now`: the stall. Inline: the
  // cycle models call it for every instruction.
  uint32_t Fetch(uint64_t pc, uint64_t now) {
    const uint32_t line = Line(pc);
    if (line == fetch_line_) return 0;
    const uint32_t previous = fetch_line_;
    fetch_line_ = line;
    return in_flash_(ctx_, pc) ? FetchLine(line, previous, now) : 0;
  }
  // A data read from flash at cycle `now`: the stall.
  uint32_t Read(uint64_t address, uint64_t now);

  // Counts for --stats and the tests.
  struct Counts {
    uint64_t hits = 0, prefetch_hits = 0, misses = 0, data_hits = 0, data_misses = 0;  // hits: cache or loop buffer
  };
  const Counts& counts() const { return counts_; }
  std::string Describe() const;

 private:
  uint32_t Line(uint64_t address) const { return static_cast<uint32_t>(address >> line_shift_); }
  uint32_t FetchLine(uint32_t line, uint32_t previous, uint64_t now);
  bool InLoopBuffer(uint32_t line, uint32_t previous);
  bool Lookup(uint32_t line);  // true on a hit; a miss fills the line
  bool (*in_flash_)(void* ctx, uint64_t address);
  void* ctx_;
  uint32_t fetch_line_ = ~0u;  // the line the core executes from
  uint32_t wait_states_;
  uint32_t line_shift_;
  bool prefetch_, cache_data_;
  uint32_t ways_, sets_;
  std::vector<uint32_t> tags_;   // [set][way], most recently used first; ~0: empty
  uint32_t prefetch_line_ = ~0u;
  uint64_t prefetch_ready_ = 0;
  uint32_t data_line_ = ~0u;     // the data buffer (no cache_data)
  uint32_t loop_lines_;
  uint32_t loop_start_ = ~0u;    // the loop buffer's first line
  Counts counts_;
  MemorySystemSpec spec_;
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MEMORY_SYSTEM_H_
