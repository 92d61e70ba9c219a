#include "tools/sim/memory_system.h"

#include <cstdio>

namespace sim {

MemorySystem::MemorySystem(const MemorySystemSpec& spec, uint32_t wait_states,
                           bool (*in_flash)(void* ctx, uint64_t address), void* ctx)
    : in_flash_(in_flash),
      ctx_(ctx),
      wait_states_(wait_states),
      line_shift_(static_cast<uint32_t>(__builtin_ctz(spec.line_bytes == 0 ? 16 : spec.line_bytes))),
      prefetch_(spec.prefetch),
      cache_data_(spec.cache_data),
      ways_(spec.cache_ways),
      sets_(spec.cache_sets),
      tags_(static_cast<size_t>(spec.cache_ways) * spec.cache_sets, ~0u),
      loop_lines_(spec.loop_lines),
      spec_(spec) {}

bool MemorySystem::Lookup(uint32_t line) {
  if (ways_ == 0 || sets_ == 0) return false;
  uint32_t* set = &tags_[static_cast<size_t>(line % sets_) * ways_];
  uint32_t way = 0;
  while (way < ways_ && set[way] != line) ++way;
  const bool hit = way < ways_;
  if (!hit) way = ways_ - 1;  // the least recently used goes
  for (; way > 0; --way) set[way] = set[way - 1];
  set[0] = line;
  return hit;
}

// A backward jump to the loop buffer's target hits it, one to elsewhere
// makes that the target (the buffer fills as the lines are read); lines
// after the target hit while it holds them.
bool MemorySystem::InLoopBuffer(uint32_t line, uint32_t previous) {
  if (loop_lines_ == 0) return false;
  if (previous != ~0u && line < previous && line != loop_start_) {  // ~0u: the first fetch
    loop_start_ = line;
    return false;
  }
  return loop_start_ != ~0u && line - loop_start_ < loop_lines_;
}

uint32_t MemorySystem::FetchLine(uint32_t line, uint32_t previous, uint64_t now) {
  uint32_t stall;
  if (Lookup(line) || InLoopBuffer(line, previous)) {
    stall = 0;
    ++counts_.hits;
  } else if (prefetch_ && line == prefetch_line_) {
    stall = prefetch_ready_ > now ? static_cast<uint32_t>(prefetch_ready_ - now) : 0;
    ++counts_.prefetch_hits;
  } else {
    stall = wait_states_;
    ++counts_.misses;
  }
  if (prefetch_) {
    prefetch_line_ = line + 1;
    prefetch_ready_ = now + stall + wait_states_ + 1;
  }
  return stall;
}

uint32_t MemorySystem::Read(uint64_t address, uint64_t /*now*/) {
  const uint32_t line = Line(address);
  bool hit;
  if (cache_data_) {
    hit = Lookup(line);
  } else {
    hit = line == data_line_;
    data_line_ = line;
  }
  ++(hit ? counts_.data_hits : counts_.data_misses);
  return hit ? 0 : wait_states_;
}

std::string MemorySystem::Describe() const {
  char text[512];
  std::snprintf(text, sizeof(text),
                "memory system: flash %u wait states, %u-byte lines, prefetch %s, cache %s",
                wait_states_, 1u << line_shift_, prefetch_ ? "on" : "off", "");
  std::string out = text;
  if (ways_ == 0 || sets_ == 0) {
    out += "none";
  } else {
    std::snprintf(text, sizeof(text), "%u ways x %u sets (%u bytes, LRU, %s)", ways_, sets_,
                  ways_ * sets_ << line_shift_, cache_data_ ? "instructions and data" : "instructions");
    out += text;
  }
  out += cache_data_ ? "" : ", a one-line data buffer";
  if (loop_lines_ != 0) out += ", a " + std::to_string(loop_lines_) + "-line loop buffer";
  out += "; .ramfunc in " + spec_.ramfunc_region + " (no wait states)\n  sources:";
  for (const std::string& s : spec_.sources) out += "\n  - " + s;
  return out;
}

}  // namespace sim
