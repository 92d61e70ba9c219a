#include "tools/sim/models/pic32mzw1/system_controller.h"

#include "tools/sim/models/window_handle.h"

namespace sim::pic32mzw1 {
namespace {

bool WordAccess(uint64_t offset, unsigned width) { return width == 4 && (offset & 3) == 0; }

}  // namespace

// The CRU's page: the CRU (+0x200-0x3FF) and, for the rest, UART3 and PPS.
class SystemController::CruPage : public Peripheral {
 public:
  explicit CruPage(SystemController* owner) : owner_(owner) {}
  std::string Name() const override { return "pic32mzw1_cru_uart3"; }
  uint64_t Size() const override { return kPageSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override {
    if (!InCru(offset)) return owner_->uart_.Read(offset, width, value);
    *value = 0;
    if (!WordAccess(offset, width)) return Access::kBusError;
    *value = owner_->clocks_.ReadCru(offset - kCruOffset, owner_->Now());
    return Access::kOk;
  }
  Access Write(uint64_t offset, unsigned width, uint32_t value) override {
    if (!InCru(offset)) return owner_->uart_.Write(offset, width, value);
    if (!WordAccess(offset, width)) return Access::kBusError;
    return owner_->clocks_.WriteCru(offset - kCruOffset, value, owner_->Now()) ? Access::kOk : Access::kBusError;
  }

 private:
  static bool InCru(uint64_t offset) { return offset >= kCruOffset && offset < kCruOffset + Clocks::kCruSize; }
  SystemController* owner_;
};

// The prefetch page: PRECON (+0x400-0x40F, with its aliases) and plain registers.
class SystemController::PrefetchPage : public Peripheral {
 public:
  explicit PrefetchPage(SystemController* owner) : owner_(owner) {}
  std::string Name() const override { return "pic32mzw1_prefetch"; }
  uint64_t Size() const override { return kPageSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override {
    if (!InPrecon(offset)) return owner_->prefetch_plain_.Read(offset, width, value);
    *value = 0;
    if (!WordAccess(offset, width)) return Access::kBusError;
    *value = owner_->clocks_.ReadPrecon();
    return Access::kOk;
  }
  Access Write(uint64_t offset, unsigned width, uint32_t value) override {
    if (!InPrecon(offset)) return owner_->prefetch_plain_.Write(offset, width, value);
    if (!WordAccess(offset, width)) return Access::kBusError;
    return owner_->clocks_.WritePrecon(offset - kPreconOffset, value, owner_->Now()) ? Access::kOk
                                                                                      : Access::kBusError;
  }

 private:
  static bool InPrecon(uint64_t offset) { return offset >= kPreconOffset && offset < kPreconOffset + 0x10; }
  SystemController* owner_;
};

SystemController::SystemController()
    : uart_(
          [this](uint32_t clksel) -> uint64_t {
            switch (clksel) {
              case 0: return clocks_.PbclkHz(1);
              case 1: return clocks_.SysclkHz();
              case 2: return Clocks::kFrcHz;
              default: return 0;  // REFCLK1: not modelled
            }
          },
          [this](uint8_t byte) { Send(byte); }),
      cru_page_(std::make_unique<CruPage>(this)),
      prefetch_page_(std::make_unique<PrefetchPage>(this)),
      cfg_plain_("pic32mzw1_cfg", 0, kPageSize),
      prefetch_plain_("pic32mzw1_prefetch", 0, kPageSize) {
  Reset();
}

SystemController::~SystemController() = default;

void SystemController::Reset() {
  clocks_.Reset();
  uart_.Reset();
  cfg_plain_.Reset();
  prefetch_plain_.Reset();
}

Peripheral& SystemController::CruPageWindow() { return *cru_page_; }
Peripheral& SystemController::PrefetchPageWindow() { return *prefetch_page_; }

std::unique_ptr<Peripheral> SystemController::CruPageHandle() { return std::make_unique<WindowHandle>(cru_page_.get()); }
std::unique_ptr<Peripheral> SystemController::PrefetchPageHandle() {
  return std::make_unique<WindowHandle>(prefetch_page_.get());
}

Access SystemController::Read(uint64_t offset, unsigned width, uint32_t* value) {
  if (!Clocks::OwnsCfg(offset)) return cfg_plain_.Read(offset, width, value);
  *value = 0;
  if (!WordAccess(offset, width)) return Access::kBusError;
  *value = clocks_.ReadCfg(offset);
  return Access::kOk;
}

Access SystemController::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (!Clocks::OwnsCfg(offset)) return cfg_plain_.Write(offset, width, value);
  if (!WordAccess(offset, width)) return Access::kBusError;
  return clocks_.WriteCfg(offset, value, Now()) ? Access::kOk : Access::kBusError;
}

}  // namespace sim::pic32mzw1
