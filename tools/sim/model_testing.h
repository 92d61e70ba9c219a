// Test doubles for driving a peripheral model without a CPU: a sparse RAM
// bus and a clock the test moves by hand.
#ifndef MCUCRYPT_TOOLS_SIM_MODEL_TESTING_H_
#define MCUCRYPT_TOOLS_SIM_MODEL_TESTING_H_

#include <cstdint>
#include <cstring>
#include <map>
#include <vector>

#include "tools/sim/peripheral.h"

namespace sim {

// RAM at the regions the test adds; any other address is a bus error.
class FakeBus : public Bus {
 public:
  void AddRegion(uint64_t base, size_t size) { regions_[base] = std::vector<uint8_t>(size); }

  bool Read(uint64_t address, void* out, size_t length) override {
    uint8_t* p = Find(address, length);
    if (p == nullptr) return false;
    if (length != 0) std::memcpy(out, p, length);  // out may be null when length is 0
    return true;
  }
  bool Write(uint64_t address, const void* data, size_t length) override {
    uint8_t* p = Find(address, length);
    if (p == nullptr) return false;
    if (length != 0) std::memcpy(p, data, length);  // data may be null when length is 0
    return true;
  }

 private:
  uint8_t* Find(uint64_t address, size_t length) {
    auto it = regions_.upper_bound(address);
    if (it == regions_.begin()) return nullptr;
    --it;
    const uint64_t offset = address - it->first;
    if (offset > it->second.size() || length > it->second.size() - offset) return nullptr;
    return it->second.data() + offset;
  }
  std::map<uint64_t, std::vector<uint8_t>> regions_;
};

class ManualClock : public Clock {
 public:
  uint64_t Now() const override { return now_; }
  void Advance(uint64_t cycles) { now_ += cycles; }

 private:
  uint64_t now_ = 0;
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODEL_TESTING_H_
