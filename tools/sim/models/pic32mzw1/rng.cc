#include "tools/sim/models/pic32mzw1/rng.h"

#include <openssl/rand.h>

#include <algorithm>
#include <cstdlib>

#include "tools/sim/models/pic32mzw1/lfsr.h"

namespace sim::pic32mzw1 {

Rng::Rng(RngOptions options)
    : options_(options), deterministic_(options.deterministic_seed.value_or(0)) {
  if (options_.trng_cycles_per_bit == 0) options_.trng_cycles_per_bit = 1;
}

void Rng::Reset() {
  con_ = 0;
  poly_ = prng_ = seed_ = 0;
  count_ = 0;
  trng_since_ = prng_since_ = now();
  prng_pending_ = 0;
}

unsigned Rng::PrngLength() const { return std::min<unsigned>(con_ & kPlenMask, 64); }

Access Rng::Read(uint64_t offset, unsigned width, uint32_t* value) {
  // Word registers only: narrower reads of RNGSEED1/RNGNUMGEN1 would have
  // ambiguous side effects.
  if (width != 4 || offset % 4 != 0 || offset + 4 > Size()) return Access::kBusError;
  Advance();
  *value = ReadRegister(offset);
  return Access::kOk;
}

Access Rng::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (width != 4 || offset % 4 != 0 || offset + 4 > Size()) return Access::kBusError;
  Advance();
  WriteRegister(offset, value);
  return Access::kOk;
}

uint32_t Rng::ReadRegister(uint64_t offset) {
  switch (offset) {
    case kRngver:
      return kRngverValue;
    case kRngcon:
      return con_;
    case kRngpoly1:
      return static_cast<uint32_t>(poly_);
    case kRngpoly2:
      return static_cast<uint32_t>(poly_ >> 32);
    case kRngnumgen1: {
      // [assumption] With CONT = 0 reading the low word "removes" the number:
      // the next one takes PLEN shifts, one per cycle, from now. Read
      // RNGNUMGEN2 first for a consistent 64-bit value.
      if ((con_ & kPrngEn) && !(con_ & kCont)) prng_pending_ = PrngLength();
      return static_cast<uint32_t>(prng_);
    }
    case kRngnumgen2:
      return static_cast<uint32_t>(prng_ >> 32);
    case kRngseed1: {
      // [assumption] Reading RNGSEED1 restarts collection: RNGCNT returns to
      // 0 and counts the next 64 bits. Oryx reads RNGSEED2 then RNGSEED1 and
      // waits for RNGCNT >= 64 before every 64 bits, which only works if a
      // read resets the count.
      const uint32_t low = static_cast<uint32_t>(seed_);
      count_ = 0;
      trng_since_ = now();
      return low;
    }
    case kRngseed2:
      return static_cast<uint32_t>(seed_ >> 32);
    case kRngcnt:
      return count_;
    default:
      return 0;
  }
}

void Rng::WriteRegister(uint64_t offset, uint32_t value) {
  switch (offset) {
    case kRngcon: {
      const uint32_t old = con_;
      con_ = value & (kPlenMask | kTrngEn | kPrngEn | kCont | kTrngMode);  // LOAD self-clears
      if ((con_ & kTrngEn) && !(old & kTrngEn)) trng_since_ = now();
      // Turning the PRNG on, or loading it, starts a first number (CONT = 0).
      if ((con_ & kPrngEn) && !(old & kPrngEn)) prng_pending_ = PrngLength();
      if (value & kLoad) {
        // [inferred] LOAD copies the TRNG's RNGSEED into the PRNG.
        const unsigned length = PrngLength();
        prng_ = length >= 64 ? seed_ : seed_ & ((uint64_t{1} << length) - 1);
        prng_pending_ = length;
      }
      prng_since_ = now();
      break;
    }
    case kRngpoly1:
      poly_ = (poly_ & ~uint64_t{0xFFFFFFFF}) | value;
      break;
    case kRngpoly2:
      poly_ = (poly_ & 0xFFFFFFFF) | uint64_t{value} << 32;
      break;
    // Writing RNGNUMGEN seeds the PRNG directly.
    case kRngnumgen1:
      prng_ = (prng_ & ~uint64_t{0xFFFFFFFF}) | value;
      break;
    case kRngnumgen2:
      prng_ = (prng_ & 0xFFFFFFFF) | uint64_t{value} << 32;
      break;
    case kRngcnt:  // RW: sets the count, collection continues from it
      count_ = std::min<uint32_t>(value & 0x7F, kFullCount);
      trng_since_ = now();
      break;
    default:
      break;  // RNGVER and RNGSEED are read-only
  }
}

void Rng::Advance() {
  const uint64_t t = now();
  CollectTrngBits(t);
  RunPrng(t);
}

// Bits enter RNGSEED one at a time from the low end; collection pauses once
// RNGCNT reaches 64 so the value cannot change between the two word reads.
bool Rng::InjectFault(Fault fault) {
  if (fault == Fault::kError) return false;
  fault_ = fault;
  return true;
}

void Rng::CollectTrngBits(uint64_t t) {
  if (!(con_ & kTrngEn) || count_ >= kFullCount || t < trng_since_) return;
  if (fault_ == Fault::kHang) return;
  const uint64_t ready = (t - trng_since_) / options_.trng_cycles_per_bit;
  const unsigned n = static_cast<unsigned>(std::min<uint64_t>(ready, kFullCount - count_));
  if (n == 0) return;
  const uint64_t bits = fault_ == Fault::kWrongResult ? 0 : TakeRandomBits(n);
  seed_ = n == 64 ? bits : (seed_ << n) | bits;
  count_ += n;
  trng_since_ += n * options_.trng_cycles_per_bit;
}

// CONT = 1: one shift per cycle. CONT = 0: the shifts of the number being made.
void Rng::RunPrng(uint64_t t) {
  if (t <= prng_since_) return;
  const uint64_t elapsed = t - prng_since_;
  prng_since_ = t;
  if (!(con_ & kPrngEn)) return;
  uint64_t shifts = elapsed;
  if (!(con_ & kCont)) {
    shifts = std::min(elapsed, prng_pending_);
    prng_pending_ -= shifts;
  }
  prng_ = LfsrShift(prng_, poly_, PrngLength(), shifts);
}

// The bit stream depends only on the source, not on how often firmware polls.
uint64_t Rng::TakeRandomBits(unsigned count) {
  uint64_t out = 0;
  for (unsigned taken = 0; taken < count;) {
    if (reservoir_bits_ == 0) {
      if (options_.deterministic_seed) {
        reservoir_ = deterministic_();
      } else if (RAND_bytes(reinterpret_cast<unsigned char*>(&reservoir_), sizeof reservoir_) !=
                 1) {
        std::abort();  // no entropy: better to stop the simulator than to fake it
      }
      reservoir_bits_ = 64;
    }
    // Most significant bits first, so that taking 1 + 63 bits or 64 at
    // once gives the same value.
    const unsigned n = std::min(count - taken, reservoir_bits_);
    const uint64_t chunk = reservoir_ >> (reservoir_bits_ - n);
    out = n == 64 ? chunk : (out << n) | (chunk & ((uint64_t{1} << n) - 1));
    reservoir_bits_ -= n;
    taken += n;
  }
  return out;
}

}  // namespace sim::pic32mzw1
