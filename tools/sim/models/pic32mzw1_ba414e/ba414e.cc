// BA414E registers, memories and busy timing; the arithmetic is in
// ba414e_ops.cc and the per-family files.
#include "tools/sim/models/pic32mzw1_ba414e/ba414e.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>

#include "tools/sim/models/pic32mzw1_ba414e/ba414e_ops.h"
#include "tools/sim/models/window_handle.h"

namespace sim::pic32mzw1 {

using namespace ba414e;  // NOLINT: the register names are this file's vocabulary

// One of the engine's memories as seen from the CPU. Every access first lets
// the engine publish a finished command, so software polling memory or
// registers sees the same moment.
class Ba414e::MemoryWindow : public Peripheral {
 public:
  MemoryWindow(Ba414e* owner, std::string name, std::vector<uint8_t>* memory)
      : owner_(owner), name_(std::move(name)), memory_(memory) {}

  std::string Name() const override { return name_; }
  uint64_t Size() const override { return memory_->size(); }

  Access Read(uint64_t offset, unsigned width, uint32_t* value) override {
    if (!InRange(offset, width)) return Access::kBusError;
    owner_->Settle();
    uint32_t v = 0;
    for (unsigned i = 0; i < width; ++i) v |= uint32_t{(*memory_)[offset + i]} << (8 * i);
    *value = v;
    return Access::kOk;
  }

  Access Write(uint64_t offset, unsigned width, uint32_t value) override {
    if (!InRange(offset, width)) return Access::kBusError;
    owner_->Settle();
    for (unsigned i = 0; i < width; ++i) {
      (*memory_)[offset + i] = static_cast<uint8_t>(value >> (8 * i));
    }
    return Access::kOk;
  }

 private:
  bool InRange(uint64_t offset, unsigned width) const {
    return (width == 1 || width == 2 || width == 4) && offset % width == 0 &&
           offset + width <= memory_->size();
  }

  Ba414e* owner_;
  std::string name_;
  std::vector<uint8_t>* memory_;
};

Ba414e::Ba414e() : Ba414e(Options{}) {}

Ba414e::Ba414e(Options options)
    : options_(options), scm_(kScmSize, 0), ucm_(kUcmSize, 0) {
  scm_window_ = std::make_unique<MemoryWindow>(this, "pic32mzw1_ba414e_scm", &scm_);
  ucm_window_ = std::make_unique<MemoryWindow>(this, "pic32mzw1_ba414e_ucm", &ucm_);
}

Ba414e::~Ba414e() = default;

Peripheral& Ba414e::Scm() { return *scm_window_; }
Peripheral& Ba414e::Ucm() { return *ucm_window_; }
std::unique_ptr<Peripheral> Ba414e::ScmHandle() { return std::make_unique<WindowHandle>(&Scm()); }
std::unique_ptr<Peripheral> Ba414e::UcmHandle() { return std::make_unique<WindowHandle>(&Ucm()); }

void Ba414e::Reset() {
  std::fill(scm_.begin(), scm_.end(), 0);
  std::fill(ucm_.begin(), ucm_.end(), 0);
  config_ = command_ = status_ = 0;
  busy_ = false;
  pending_writes_.clear();
  pending_status_ = 0;
  pending_diagnostic_.clear();
  diagnostic_.clear();
  r2_modulus_.clear();
}

std::vector<Peripheral::TimingNote> Ba414e::TimingNotes() const {
  const char* kFit =
      "fitted: 200 MHz x the seed cell, less the driver's measured software time (validation, "
      "slot writes, the result's on-curve check; for Ed25519 the hashing and scalar arithmetic; "
      "for ECDSA the nonce, e and the signature's fault check)";
  return {{"a command: 120 cycles + 128 w (w + 2) for CALCR2; M = 4 w^2 + 24 cycles per modular "
           "multiplication of w 64-bit words (n = 64 w bits)",
           "assumption (ba414e_ops.cc OperationCycles): no datasheet timing", ""},
          {"point multiplication (0x22): 61.4 n M cycles (P-256: 1.386 M)", kFit,
           "EC Key Exchange|ECDH (secp256r1)|SHARED_SECRET"},
          {"Curve25519 multiplication (0x28): 21.9 n M cycles (496 k)", kFit,
           "EC Key Exchange|ECDH (X25519)|SHARED_SECRET"},
          {"Ed25519 multiplication (0x2A): 35.8 n M cycles (810 k)", kFit,
           "EC Signature|EdDSA (Ed25519)|SIGNATURE_GENERATION"},
          {"ECDSA sign (0x30): 35.8 n M cycles (P-256: 807 k)", kFit,
           "EC Signature|ECDSA (secp256r1)|SIGNATURE_GENERATION"},
          {"ECDSA verify (0x31): two products of the sign's kind and an addition, 2 x 35.8 n M + "
           "16 M cycles",
           "derived from the fitted 0x30 and 0x21: no cell fitted", ""},
          {"point addition (0x21): 16 M cycles; the modular commands (the inverse 0x06: n M) as "
           "ba414e.h lists",
           "assumption: no seed cell times them alone", ""}};
}

bool Ba414e::InjectFault(Fault fault) {
  fault_ = fault;
  if (fault == Fault::kNone && busy_ && done_at_ == UINT64_MAX) {
    busy_ = false;
    pending_writes_.clear();
    pending_status_ = 0;
    pending_diagnostic_.clear();
  }
  return true;
}

Access Ba414e::Read(uint64_t offset, unsigned width, uint32_t* value) {
  if (width != 4 || offset % 4 != 0 || offset >= kControlSize) return Access::kBusError;
  Settle();
  switch (offset) {
    case kPkConfig: *value = config_; break;
    case kPkCommand: *value = command_; break;
    case kPkControl: *value = busy_ ? kControlStart : 0; break;
    case kPkStatus: *value = status_ | (busy_ ? kStatusBusy : 0); break;
    case kPkVersion: *value = kVersion; break;
    default: *value = 0; break;
  }
  return Access::kOk;
}

Access Ba414e::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (width != 4 || offset % 4 != 0 || offset >= kControlSize) return Access::kBusError;
  Settle();
  switch (offset) {
    case kPkConfig: config_ = value & 0x001F1F1Fu; break;
    case kPkCommand: command_ = value & 0xE000FFFFu; break;
    case kPkControl:
      // Writing 0 (Harmony's ISR does) neither aborts nor restarts.
      if ((value & kControlStart) != 0) Start();
      break;
    default: break;  // PKSTATUS and PKVERSION are read-only
  }
  return Access::kOk;
}

void Ba414e::Settle() {
  if (!busy_ || now() < done_at_) return;
  for (const auto& [offset, bytes] : pending_writes_) {
    std::copy(bytes.begin(), bytes.end(), scm_.begin() + static_cast<std::ptrdiff_t>(offset));
  }
  status_ = pending_status_;
  diagnostic_ = std::move(pending_diagnostic_);
  pending_writes_.clear();
  pending_diagnostic_.clear();
  busy_ = false;
}

bool Ba414e::MicrocodeLoaded() const {
  return std::any_of(ucm_.begin(), ucm_.end(), [](uint8_t b) { return b != 0; });
}

bool Ba414e::R2Available(const std::vector<uint8_t>& modulus_slot) const {
  return !r2_modulus_.empty() && r2_modulus_ == modulus_slot;
}

void Ba414e::Start() {
  if (busy_) {
    diagnostic_ = "START while busy was ignored";
    return;
  }
  status_ = 0;
  diagnostic_.clear();
  auto refuse = [this](uint32_t bit, std::string why) {
    status_ = bit;
    diagnostic_ = std::move(why);
  };

  Command command;
  command.operation = static_cast<uint8_t>(command_ & kCommandOperationMask);
  command.opsize = (command_ >> kCommandOpsizeShift) & 0xFF;
  command.ptr_a = config_ & 0x1F;
  command.ptr_b = (config_ >> 8) & 0x1F;
  command.ptr_c = (config_ >> 16) & 0x1F;
  const bool calc_r2 = (command_ & kCommandCalcR2) != 0;
  const uint64_t cycles = OperationCycles(command.operation, command.opsize, calc_r2);

  if (options_.require_microcode && !MicrocodeLoaded()) {
    return refuse(kStatusModelNoMicrocode, "START with an empty UCM: load the microcode first");
  }
  if ((command_ & kCommandField) != 0) {
    return refuse(kStatusModelUnsupported, "FIELD = 1 (GF(2^m)) is not modelled");
  }
  if ((command_ & (kCommandSignA | kCommandSignB)) != 0) {
    return refuse(kStatusModelUnsupported, "SIGNA/SIGNB semantics are unknown; not modelled");
  }
  if (command.opsize < 2 || command.opsize > 8) {
    return refuse(kStatusModelUnsupported, "OPSIZE must be 2..8 (128..512 bits)");
  }
  if (cycles == 0) {
    char why[48];
    std::snprintf(why, sizeof why, "operation 0x%02X is not modelled", command.operation);
    return refuse(kStatusModelUnsupported, why);
  }
  const std::vector<uint8_t> modulus(scm_.begin(), scm_.begin() + command.opsize * 8);
  if (!calc_r2 && !R2Available(modulus)) {
    return refuse(kStatusModelUnsupported,
                  "CALCR2 = 0 but no earlier CALCR2 = 1 command used this slot-0 modulus");
  }
  if (calc_r2) r2_modulus_ = modulus;

  Outcome outcome = Execute(command, scm_);
  if (fault_ == Fault::kError) {
    outcome.writes.clear();
    outcome.status = kStatusPninval;
    outcome.diagnostic = "injected fault: error";
  } else if (fault_ == Fault::kWrongResult && !outcome.writes.empty() &&
             !outcome.writes.front().second.empty()) {
    outcome.writes.front().second[0] ^= 1;
  }
  pending_status_ = outcome.status;
  pending_writes_ = std::move(outcome.writes);
  pending_diagnostic_ = std::move(outcome.diagnostic);
  busy_ = true;
  done_at_ = fault_ == Fault::kHang ? UINT64_MAX : now() + cycles;
}

}  // namespace sim::pic32mzw1
