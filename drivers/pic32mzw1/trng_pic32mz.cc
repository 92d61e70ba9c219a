// The PIC32MZ W1 TRNG as an entropy source (mcucrypt/drbg.h): 64-bit
// samples from RNGSEED2:RNGSEED1 once RNGCNT reaches 64 (the sequence of
// docs/accelerators.md 4.3), with a continuous health test in the manner of
// SP 800-90B 4.4.1's repetition count test: each sample, and a first one
// that is never output, must differ from the one before; two equal 64-bit
// samples from a working source are a 2^-64 event, so any repeat is a stuck
// source and the call fails with MCU_ERR_HARDWARE, outputting nothing.
#include <string.h>

#include "drivers/pic32mzw1/pic32mz_ce.h"
#include "drivers/pic32mzw1/rng_regs.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/platform.h"

namespace mcucrypt {
namespace pic32mz_rng {
namespace {

// 64 bits take 2,048 cycles in the simulator's model (10 us at 200 MHz); the
// real rate is not documented (docs/accelerators.md gap 9): 1 ms per sample.
constexpr uint32_t kSampleTimeoutUs = 1000;
constexpr uint32_t kLockTimeoutUs = 100000;

int SampleReady(void *) { return (Reg(kRngcnt) & kRcntMask) >= kFullSample; }

// SEED2 first: reading SEED1 restarts collection.
mcu_status Sample(uint64_t *out) {
  const mcu_status st = mcu_platform_wait(&SampleReady, nullptr, kSampleTimeoutUs);
  if (st != MCU_OK) return st;
  const uint32_t high = Reg(kRngseed2);
  *out = uint64_t{high} << 32 | Reg(kRngseed1);
  return MCU_OK;
}

mcu_status Get(void *, uint8_t *out, size_t len) {
  if (out == nullptr && len != 0) return MCU_ERR_INVALID_ARGUMENT;
  if (len == 0) return MCU_OK;
  mcu_status st = mcu_platform_lock(MCU_RESOURCE_RNG, kLockTimeoutUs);
  if (st != MCU_OK) return st;
  Reg(kRngcon) = Reg(kRngcon) | kTrngMode | kTrngEn;
  uint64_t previous = 0, sample = 0;
  uint64_t repeated = 0;  // all ones after a repeat (no branch on samples)
  st = Sample(&previous);
  for (size_t pos = 0; pos < len && st == MCU_OK; pos += 8) {
    st = Sample(&sample);
    repeated |= 0 - static_cast<uint64_t>(sample == previous);
    previous = sample;
    const size_t n = len - pos < 8 ? len - pos : 8;
    for (size_t i = 0; i < n; ++i) out[pos + i] = static_cast<uint8_t>(sample >> (8 * i));
  }
  Reg(kRngcon) = Reg(kRngcon) & ~kTrngEn;
  mcu_platform_unlock(MCU_RESOURCE_RNG);
  if (st == MCU_OK && repeated != 0) st = MCU_ERR_HARDWARE;
  if (st != MCU_OK) mcu_wipe(out, len);
  mcu_wipe(&previous, sizeof previous);
  mcu_wipe(&sample, sizeof sample);
  return st;
}

}  // namespace
}  // namespace pic32mz_rng
}  // namespace mcucrypt

extern "C" {
mcu_status mcu_pic32mz_trng_get(void *ctx, uint8_t *out, size_t len) {
  return mcucrypt::pic32mz_rng::Get(ctx, out, len);
}
const mcu_entropy_source mcu_entropy_pic32mz_trng = {&mcu_pic32mz_trng_get, nullptr};
}
