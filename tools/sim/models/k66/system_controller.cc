#include "tools/sim/models/k66/system_controller.h"

#include "tools/sim/models/window_handle.h"

namespace sim::k66 {

// MCG (offsets 0x0-0x13) and OSC0 (0x1000) in one 8 KiB window; 8-bit
// registers, byte accesses only [assumption: strictness, as UART0].
class SystemController::McgOsc : public Peripheral {
 public:
  explicit McgOsc(SystemController* owner) : owner_(owner) {}
  std::string Name() const override { return "k66_mcg"; }
  uint64_t Size() const override { return kMcgOscSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override {
    *value = 0;
    if (width != 1) return Access::kBusError;
    if (offset < Clocks::kMcgSize) *value = owner_->clocks_.ReadMcg(offset, owner_->Now());
    if (offset == kOscOffset) *value = owner_->clocks_.ReadOsc();
    return Access::kOk;
  }
  Access Write(uint64_t offset, unsigned width, uint32_t value) override {
    if (width != 1) return Access::kBusError;
    if (offset < Clocks::kMcgSize) {
      return owner_->clocks_.WriteMcg(offset, static_cast<uint8_t>(value), owner_->Now()) ? Access::kOk
                                                                                           : Access::kBusError;
    }
    if (offset == kOscOffset) owner_->clocks_.WriteOsc(static_cast<uint8_t>(value));
    return Access::kOk;
  }

 private:
  SystemController* owner_;
};

// SMC: 8-bit registers PMPROT, PMCTRL, STOPCTRL, PMSTAT.
class SystemController::Smc : public Peripheral {
 public:
  explicit Smc(SystemController* owner) : owner_(owner) {}
  std::string Name() const override { return "k66_smc"; }
  uint64_t Size() const override { return kSmcSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override {
    if (width != 1) return Access::kBusError;
    *value = owner_->clocks_.ReadSmc(offset);
    return Access::kOk;
  }
  Access Write(uint64_t offset, unsigned width, uint32_t value) override {
    if (width != 1) return Access::kBusError;
    return owner_->clocks_.WriteSmc(offset, static_cast<uint8_t>(value), owner_->Now()) ? Access::kOk
                                                                                        : Access::kBusError;
  }

 private:
  SystemController* owner_;
};

SystemController::SystemController()
    : uart_([this] { return clocks_.CoreHz(); }, [this](uint8_t byte) { Send(byte); }),
      mcg_osc_(std::make_unique<McgOsc>(this)),
      smc_(std::make_unique<Smc>(this)),
      plain_("k66_sim", 0, kSimSize) {
  Reset();
}

SystemController::~SystemController() = default;

void SystemController::Reset() {
  clocks_.Reset();
  uart_.Reset();
  plain_.Reset();
}

Peripheral& SystemController::McgOscWindow() { return *mcg_osc_; }
Peripheral& SystemController::SmcWindow() { return *smc_; }

std::unique_ptr<Peripheral> SystemController::McgOscHandle() { return std::make_unique<WindowHandle>(mcg_osc_.get()); }
std::unique_ptr<Peripheral> SystemController::SmcHandle() { return std::make_unique<WindowHandle>(smc_.get()); }
std::unique_ptr<Peripheral> SystemController::UartHandle() { return std::make_unique<WindowHandle>(&uart_); }

Access SystemController::Read(uint64_t offset, unsigned width, uint32_t* value) {
  *value = 0;
  if (offset % width != 0) return Access::kBusError;
  if ((offset & ~uint64_t{3}) != kClkdiv1) return plain_.Read(offset, width, value);
  const unsigned shift = static_cast<unsigned>(offset & 3) * 8;
  const uint32_t v = clocks_.ReadClkdiv1();
  *value = width == 4 ? v : (v >> shift) & ((1u << (8 * width)) - 1);
  return Access::kOk;
}

Access SystemController::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (offset % width != 0) return Access::kBusError;
  if ((offset & ~uint64_t{3}) != kClkdiv1) return plain_.Write(offset, width, value);
  if (width != 4) return Access::kBusError;
  return clocks_.WriteClkdiv1(value, Now()) ? Access::kOk : Access::kBusError;
}

}  // namespace sim::k66
