#include "tools/sim/models/sam4c/system_controller.h"

#include <cstdio>

namespace sim {
namespace sam4c {
namespace {

// The PMC is the model's own block, at the page base; the others are where
// the layout (the board description) puts them.
constexpr uint64_t kPmc = 0x000, kBlock = 0x200;
constexpr uint64_t kEefcFmr = 0x0, kEefcFsr = 0x8;
constexpr unsigned kFwsShift = 8;  // EEFC_FMR.FWS, bits 11:8
constexpr uint32_t kFwsMask = 0xFu << kFwsShift;
constexpr uint32_t kFlashReady = 1u << 0;  // EEFC_FSR.FRDY

// PIO
constexpr uint64_t kPer = 0x00, kPdr = 0x04, kPsr = 0x08, kAbcdsr1 = 0x70, kAbcdsr2 = 0x74;

bool Within(uint64_t offset, uint64_t block) { return offset >= block && offset < block + kBlock; }

}  // namespace

void PioPins::Reset() {
  // [assumption] Every pin starts under PIO control (PSR all ones).
  status_ = 0xFFFFFFFFu;
  select1_ = 0;
  select2_ = 0;
  plain_.clear();
}

uint32_t PioPins::Read(uint64_t offset) const {
  switch (offset) {
    case kPsr: return status_;
    case kAbcdsr1: return select1_;
    case kAbcdsr2: return select2_;
    case kPer: case kPdr: return 0;  // write-only
    default: {
      auto it = plain_.find(offset);
      return it == plain_.end() ? 0 : it->second;
    }
  }
}

void PioPins::Write(uint64_t offset, uint32_t value) {
  switch (offset) {
    case kPer: status_ |= value; break;
    case kPdr: status_ &= ~value; break;
    case kPsr: break;  // read-only
    case kAbcdsr1: select1_ = value; break;
    case kAbcdsr2: select2_ = value; break;
    default: plain_[offset] = value; break;
  }
}

bool PioPins::PeripheralA(unsigned pin) const {
  const uint32_t bit = 1u << pin;
  return !(status_ & bit) && !(select1_ & bit) && !(select2_ & bit);
}

SystemController::SystemController(const Layout& layout)
    : layout_(layout),
      pmc_([this](uint64_t hz, std::string* why) { return FlashCanRun(hz, why); }, [this] { return now(); }),
      uart_(Uart::Environment{
          [this] { return pmc_.MasterClockHz(); },
          [this] { return pmc_.PeripheralClockEnabled(kUart0Id); },
          [this] { return piob_.PeripheralA(kUtxd0Pin); },
          [this](uint8_t byte) { Transmit(byte); },
      }) {
  Reset();
}

void SystemController::Reset() {
  pmc_.Reset();
  uart_.Reset();
  pioa_.Reset();
  piob_.Reset();
  plain_.clear();
  // [assumption] Flash controllers idle and ready (FSR.FRDY), FWS = 0.
  plain_[layout_.eefc0 + kEefcFsr] = kFlashReady;
  plain_[layout_.eefc1 + kEefcFsr] = kFlashReady;
}

bool SystemController::Fits(const Layout& layout) {
  for (uint64_t block : {layout.uart0, layout.eefc0, layout.eefc1, layout.pioa, layout.piob}) {
    if (block < kPmc + kBlock || block % 4 != 0 || block > kSize - kBlock) return false;
  }
  return true;
}

unsigned SystemController::WaitStatesFor(uint64_t hz) {
  static constexpr uint64_t kMaxHz[] = {21000000, 42000000, 63000000, 85000000, 106000000, 121000000};
  for (unsigned fws = 0; fws < 6; ++fws) {
    if (hz <= kMaxHz[fws]) return fws;
  }
  return 16;  // beyond the table: no setting will do
}

bool SystemController::FlashCanRun(uint64_t hz, std::string* why) const {
  const unsigned needed = WaitStatesFor(hz);
  for (uint64_t eefc : {layout_.eefc0, layout_.eefc1}) {
    auto it = plain_.find(eefc + kEefcFmr);
    const unsigned fws = ((it == plain_.end() ? 0 : it->second) & kFwsMask) >> kFwsShift;
    if (fws < needed) {
      *why = "MCK " + std::to_string(hz) + " Hz needs EEFC_FMR.FWS >= " + std::to_string(needed) + ", EEFC" +
             (eefc == layout_.eefc0 ? "0" : "1") + " has " + std::to_string(fws) + ": the flash would return garbage";
      return false;
    }
  }
  return true;
}

Access SystemController::Read(uint64_t offset, unsigned width, uint32_t* value) {
  *value = 0;
  if (Within(offset, kPmc)) return pmc_.Read(offset - kPmc, width, value);
  if (offset >= layout_.uart0 && offset < layout_.uart0 + Uart::kSize) {
    return uart_.Read(offset - layout_.uart0, width, value);
  }
  if (width != 4 || offset % 4 != 0 || offset >= kSize) return Access::kBusError;
  if (Within(offset, layout_.pioa)) {
    *value = pioa_.Read(offset - layout_.pioa);
  } else if (Within(offset, layout_.piob)) {
    *value = piob_.Read(offset - layout_.piob);
  } else {
    auto it = plain_.find(offset);
    if (it != plain_.end()) *value = it->second;
  }
  return Access::kOk;
}

Access SystemController::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (Within(offset, kPmc)) return pmc_.Write(offset - kPmc, width, value);
  if (offset >= layout_.uart0 && offset < layout_.uart0 + Uart::kSize) {
    return uart_.Write(offset - layout_.uart0, width, value);
  }
  if (width != 4 || offset % 4 != 0 || offset >= kSize) return Access::kBusError;
  if (Within(offset, layout_.pioa)) {
    pioa_.Write(offset - layout_.pioa, value);
  } else if (Within(offset, layout_.piob)) {
    piob_.Write(offset - layout_.piob, value);
  } else if (offset == layout_.eefc0 + kEefcFsr || offset == layout_.eefc1 + kEefcFsr) {
    // EEFC_FSR is read-only.
  } else if ((offset == layout_.eefc0 + kEefcFmr || offset == layout_.eefc1 + kEefcFmr) &&
             ((value & kFwsMask) >> kFwsShift) < WaitStatesFor(pmc_.MasterClockHz())) {
    std::fprintf(stderr, "sam4c_system_controller model: EEFC_FMR.FWS = %u is too few for MCK = %llu Hz\n",
                 (value & kFwsMask) >> kFwsShift, static_cast<unsigned long long>(pmc_.MasterClockHz()));
    return Access::kBusError;
  } else {
    plain_[offset] = value;
  }
  return Access::kOk;
}

}  // namespace sam4c
}  // namespace sim
