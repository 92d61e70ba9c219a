#include "tools/sim/models/k66/rnga.h"

#include <openssl/rand.h>

#include <cstdio>
#include <cstdlib>

namespace sim::k66 {
namespace {

constexpr uint32_t kControlStored = Rnga::kCrGo | Rnga::kCrHa | Rnga::kCrIntm | Rnga::kCrSlp;

// SplitMix64's output function (Steele, Lea, Flood 2014): a bijective mix, so
// distinct states give distinct outputs.
uint64_t Mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
constexpr uint64_t kGoldenGamma = 0x9E3779B97F4A7C15ull;

bool IsWordAccess(uint64_t offset, unsigned width) {
  return width == 4 && offset % 4 == 0 && offset < Rnga::kSize;
}

}  // namespace

Rnga::Rnga(const Options& options) : options_(options) { Reset(); }

void Rnga::Reset() {
  control_ = 0;
  status_ = 0;
  word_ready_ = false;
  word_due_ = 0;
  state_ = options_.seed;
}

bool Rnga::ErrorInterruptRequested() const {
  return (status_ & kSrErri) && !(control_ & kCrIntm);
}

bool Rnga::InjectFault(Fault fault) {
  if (fault == Fault::kWrongResult) return false;  // see rnga.h
  // Disarming an error clears the bits it raised (a test's next step starts
  // clean; on the part SECV lasts until reset).
  if (fault_ == Fault::kError && fault != Fault::kError) status_ &= ~(kSrSecv | kSrErri);
  fault_ = fault;
  if (fault == Fault::kHang) word_ready_ = false;  // the word in OR is lost too
  return true;
}

void Rnga::Settle() {
  if (fault_ == Fault::kError) status_ |= kSrSecv | kSrErri;
  if (fault_ == Fault::kHang) return;
  if (!word_ready_ && Generating() && now() >= word_due_) word_ready_ = true;
}

Access Rnga::Read(uint64_t offset, unsigned width, uint32_t* value) {
  *value = 0;
  if (!IsWordAccess(offset, width)) return Access::kBusError;
  Settle();
  switch (offset) {
    case kCr:
      *value = control_;
      break;
    case kSr:
      *value = status_ | ((control_ & kCrSlp) ? kSrSlp : 0) |
               (uint32_t{word_ready_} << kSrOregLevelShift) | (1u << kSrOregSizeShift);
      status_ &= ~kSrOru;  // ORU reports underflows since the previous SR read
      break;
    case kOr:
      *value = ReadOutput();
      break;
    default:  // ER is write-only
      break;
  }
  return Access::kOk;
}

Access Rnga::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (!IsWordAccess(offset, width)) return Access::kBusError;
  Settle();
  if (offset == kCr) {
    WriteControl(value);
  } else if (offset == kEr) {
    state_ = Mix64(state_ ^ value);  // only the deterministic source reads state_
  }
  return Access::kOk;  // SR and OR are read-only: writes are ignored
}

void Rnga::WriteControl(uint32_t value) {
  const bool was_generating = Generating();
  control_ = value & kControlStored;
  if (value & kCrClri) status_ &= ~kSrErri;
  // Generation (re)starts: the first word needs the full production time.
  if (Generating() && !was_generating && !word_ready_) word_due_ = now() + options_.word_cycles;
  Settle();
}

uint32_t Rnga::ReadOutput() {
  if (!word_ready_) {
    status_ |= kSrLrs | kSrOru | kSrErri;
    return 0;
  }
  status_ &= ~kSrLrs;
  word_ready_ = false;
  word_due_ = now() + options_.word_cycles;
  Settle();  // a zero production time refills at once
  return NextRandomWord();
}

uint32_t Rnga::NextRandomWord() {
  if (options_.source == Source::kDeterministic) {
    state_ += kGoldenGamma;
    return static_cast<uint32_t>(Mix64(state_) >> 32);
  }
  unsigned char bytes[4];
  if (RAND_bytes(bytes, sizeof(bytes)) != 1) {
    // The host cannot supply randomness: no sensible simulation continues.
    std::fprintf(stderr, "rnga: OpenSSL RAND_bytes failed\n");
    std::abort();
  }
  return (uint32_t{bytes[0]} << 24) | (uint32_t{bytes[1]} << 16) | (uint32_t{bytes[2]} << 8) |
         bytes[3];
}

}  // namespace sim::k66
