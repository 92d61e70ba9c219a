// An owned stand-in for a register window that another model owns: the
// simulator takes every window as a unique_ptr, so a model that answers
// several windows (the BA414E's memories, the K66 clock blocks) hands out
// these forwarders, which must not outlive it. Reset() is not forwarded:
// the owning model resets its windows itself.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_WINDOW_HANDLE_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_WINDOW_HANDLE_H_

#include <cstdint>
#include <string>

#include "tools/sim/peripheral.h"

namespace sim {

class WindowHandle : public Peripheral {
 public:
  explicit WindowHandle(Peripheral* window) : window_(window) {}
  std::string Name() const override { return window_->Name(); }
  uint64_t Base() const override { return window_->Base(); }
  uint64_t Size() const override { return window_->Size(); }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override {
    return window_->Read(offset, width, value);
  }
  Access Write(uint64_t offset, unsigned width, uint32_t value) override {
    return window_->Write(offset, width, value);
  }

 private:
  Peripheral* window_;
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_WINDOW_HANDLE_H_
