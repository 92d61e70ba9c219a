// Plain registers that keep what is written: the clock-gate and power
// registers a driver sets before using a crypto block (K66 SIM_SCGCx, SAM4C
// PMC_PCERx, PIC32 PMDx). The simulator's crypto models are always clocked,
// so these only need to accept the driver's accesses, and read back.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_REGISTER_FILE_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_REGISTER_FILE_H_

#include <cstdint>
#include <map>
#include <string>

#include "tools/sim/peripheral.h"

namespace sim {

class RegisterFile : public Peripheral {
 public:
  RegisterFile(std::string name, uint64_t base, uint64_t size) : name_(std::move(name)), base_(base), size_(size) {}

  std::string Name() const override { return name_; }
  uint64_t Base() const override { return base_; }
  uint64_t Size() const override { return size_; }

  Access Read(uint64_t offset, unsigned width, uint32_t* value) override {
    const uint64_t word = offset & ~uint64_t{3};
    const unsigned shift = static_cast<unsigned>(offset & 3) * 8;
    auto it = words_.find(word);
    const uint32_t v = it == words_.end() ? 0 : it->second;
    *value = width == 4 ? v : (v >> shift) & ((1u << (8 * width)) - 1);
    return Access::kOk;
  }

  Access Write(uint64_t offset, unsigned width, uint32_t value) override {
    const uint64_t word = offset & ~uint64_t{3};
    if (width == 4) {
      words_[word] = value;
    } else {
      const unsigned shift = static_cast<unsigned>(offset & 3) * 8;
      const uint32_t mask = ((1u << (8 * width)) - 1) << shift;
      words_[word] = (words_[word] & ~mask) | ((value << shift) & mask);
    }
    return Access::kOk;
  }

  void Reset() override { words_.clear(); }

 private:
  std::string name_;
  uint64_t base_, size_;
  std::map<uint64_t, uint32_t> words_;
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_REGISTER_FILE_H_
