#include "tools/sim/models/sam4c/trng.h"

#include <openssl/rand.h>

#include <cstdio>
#include <cstdlib>

namespace sim {
namespace sam4c {
namespace {

constexpr uint64_t kCr = 0x00, kIer = 0x10, kIdr = 0x14, kImr = 0x18, kIsr = 0x1C, kOdata = 0x50;
constexpr uint32_t kEnable = 1u << 0;
constexpr uint32_t kKey = 0x524E47;  // "RNG" in TRNG_CR.KEY (bits 31:8)
constexpr uint32_t kDataReady = 1u << 0;

}  // namespace

Trng::Trng(Options options) : options_(options), deterministic_(options.seed.value_or(0)) {
  Reset();
}

void Trng::Reset() {
  // A simulated reset restarts the deterministic sequence too, so that a
  // run from reset is reproducible.
  deterministic_.seed(options_.seed.value_or(0));
  enabled_ = false;
  ready_ = false;
  ready_at_ = 0;
  output_ = 0;
  interrupt_mask_ = 0;
}

uint32_t Trng::NextWord() {
  if (options_.seed) return static_cast<uint32_t>(deterministic_());
  unsigned char bytes[4];
  if (RAND_bytes(bytes, sizeof bytes) != 1) {
    // No entropy from the host: a simulator must not invent "random" words.
    std::fprintf(stderr, "sam4c_trng model: RAND_bytes failed\n");
    std::abort();
  }
  return uint32_t{bytes[0]} | uint32_t{bytes[1]} << 8 | uint32_t{bytes[2]} << 16 |
         uint32_t{bytes[3]} << 24;
}

void Trng::Sync() {
  if (enabled_ && !ready_ && ready_at_ <= now() && fault_ != Fault::kHang) {
    if (fault_ != Fault::kWrongResult) output_ = NextWord();
    ready_ = true;
  }
}

Access Trng::Read(uint64_t offset, unsigned width, uint32_t* value) {
  *value = 0;
  if (width != 4 || offset % 4 != 0 || offset >= kSize) return Access::kBusError;
  Sync();
  switch (offset) {
    case kImr:
      *value = interrupt_mask_;
      break;
    case kIsr:
      *value = ready_ ? kDataReady : 0;
      break;
    case kOdata:
      // The read takes the word; the next is ready kCyclesPerWord later. A
      // read before DATRDY returns the previous word again, as a register would.
      *value = output_;
      if (ready_) {
        ready_ = false;
        ready_at_ = now() + kCyclesPerWord;
      }
      break;
    default:
      break;  // CR, IER, IDR are write-only and read 0; the rest is reserved
  }
  return Access::kOk;
}

Access Trng::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (width != 4 || offset % 4 != 0 || offset >= kSize) return Access::kBusError;
  Sync();
  switch (offset) {
    case kCr:
      if ((value >> 8) != kKey) break;  // [inferred] wrong key: ignored
      if ((value & kEnable) && !enabled_) {
        enabled_ = true;
        ready_ = false;
        ready_at_ = now() + kCyclesPerWord;
      } else if (!(value & kEnable)) {
        enabled_ = false;
        ready_ = false;
      }
      break;
    case kIer:
      interrupt_mask_ |= value & kDataReady;
      break;
    case kIdr:
      interrupt_mask_ &= ~value;
      break;
    default:
      break;  // ISR, IMR, ODATA are read-only
  }
  return Access::kOk;
}

bool Trng::InterruptPending() {
  Sync();
  return ready_ && (interrupt_mask_ & kDataReady);
}

}  // namespace sam4c
}  // namespace sim
