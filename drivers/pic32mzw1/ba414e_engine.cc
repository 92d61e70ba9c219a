// PIC32MZ W1 BA414E commands (ba414e_engine.h): the sequence of
// docs/accelerators.md section 4.2 with polling: operands in the SCM,
// PKCONFIG, PKCOMMAND, PKCONTROL.START, poll PKSTATUS.BUSY, read PKSTATUS.
#include "drivers/pic32mzw1/ba414e_engine.h"

#include "drivers/pic32mzw1/pic32mz_pke.h"
#include "mcucrypt/platform.h"

namespace mcucrypt {
namespace ba414e {
namespace {

bool g_microcode_loaded = false;
bool g_microcode_asked = false;

// Copies the image into the UCM (the caller holds the engine).
void WriteUcm(const uint32_t *words, size_t count) {
  volatile uint32_t *ucm = Ucm();
  for (size_t i = 0; i < count; ++i) ucm[i] = words[i];
  g_microcode_loaded = true;
}

bool ImageOk(const uint32_t *words, size_t count) {
  if (words == nullptr || count == 0 || count > kUcmBytes / 4) return false;
  uint32_t any = 0;
  for (size_t i = 0; i < count; ++i) any |= words[i];
  return any != 0;
}

int Idle(void *) { return (Reg(kPkStatus) & kStatusBusy) == 0; }

}  // namespace

mcu_status StatusFor(uint32_t pkstatus) {
  const uint32_t errors = pkstatus & ~kStatusBusy;
  const uint32_t known = kStatusPxnoc | kStatusPxinf | kStatusCplinval | kStatusSiginval;
  if ((errors & ~known) != 0) return MCU_ERR_HARDWARE;
  if ((errors & kStatusPxnoc) != 0) return MCU_ERR_INVALID_KEY;
  if ((errors & (kStatusCplinval | kStatusSiginval)) != 0) return MCU_ERR_INVALID_SIGNATURE;
  if ((errors & kStatusPxinf) != 0) return MCU_ERR_INVALID_KEY;
  return MCU_OK;
}

mcu_status Begin() {
  const mcu_status st = mcu_platform_lock(MCU_RESOURCE_PKA, kLockTimeoutUs);
  if (st != MCU_OK) return st;
  if (!g_microcode_loaded && !g_microcode_asked) {
    g_microcode_asked = true;
    const uint32_t *words = nullptr;
    size_t count = 0;
    if (mcu_ba414e_microcode_image(&words, &count) != 0 && ImageOk(words, count)) {
      WriteUcm(words, count);
    }
  }
  if (!g_microcode_loaded) {
    mcu_platform_unlock(MCU_RESOURCE_PKA);
    return MCU_ERR_UNSUPPORTED;
  }
  return MCU_OK;
}

void End() {
  // A hung command could still write its results later; wiping now is the
  // best the driver can do (the engine has no abort).
  for (unsigned n = 0; n <= slot::kLast; ++n) {
    volatile uint32_t *s = Slot(n);
    for (size_t i = 0; i < kSlotBytes / 4; ++i) s[i] = 0;
  }
  mcu_platform_unlock(MCU_RESOURCE_PKA);
}

void PutBe(unsigned n, const uint8_t *be, size_t len, unsigned opsize) {
  volatile uint32_t *s = Slot(n);
  for (size_t w = 0; w < 2 * size_t{opsize}; ++w) {
    uint32_t v = 0;
    for (size_t b = 0; b < 4; ++b) {
      const size_t i = 4 * w + b;  // byte i from the least significant end
      if (i < len) v |= uint32_t{be[len - 1 - i]} << (8 * b);
    }
    s[w] = v;
  }
}

void PutLe(unsigned n, const uint8_t *le, size_t len, unsigned opsize) {
  volatile uint32_t *s = Slot(n);
  for (size_t w = 0; w < 2 * size_t{opsize}; ++w) {
    uint32_t v = 0;
    for (size_t b = 0; b < 4; ++b) {
      const size_t i = 4 * w + b;
      if (i < len) v |= uint32_t{le[i]} << (8 * b);
    }
    s[w] = v;
  }
}

void PutLimbs(unsigned n, const uint32_t *limbs, size_t count, unsigned opsize) {
  volatile uint32_t *s = Slot(n);
  for (size_t w = 0; w < 2 * size_t{opsize}; ++w) s[w] = w < count ? limbs[w] : 0;
}

void GetBe(unsigned n, uint8_t *be, size_t len) {
  volatile uint32_t *s = Slot(n);
  for (size_t i = 0; i < len; ++i) {
    be[len - 1 - i] = static_cast<uint8_t>(s[i / 4] >> (8 * (i % 4)));
  }
}

void GetLe(unsigned n, uint8_t *le, size_t len) {
  volatile uint32_t *s = Slot(n);
  for (size_t i = 0; i < len; ++i) le[i] = static_cast<uint8_t>(s[i / 4] >> (8 * (i % 4)));
}

mcu_status RunRaw(uint8_t op, unsigned opsize, unsigned a, unsigned b, unsigned c,
                  uint32_t *pkstatus) {
  *pkstatus = 0;
  // A command an earlier call gave up on (MCU_ERR_TIMEOUT) may still run:
  // START would be ignored and its status read as ours. It ends first.
  mcu_status st = mcu_platform_wait(&Idle, nullptr, kCommandTimeoutUs);
  if (st != MCU_OK) return st;
  Reg(kPkConfig) = a | (b << 8) | (c << 16);
  Reg(kPkCommand) = op | (opsize << kOpsizeShift) | kCalcR2;
  Reg(kPkControl) = kStart;
  st = mcu_platform_wait(&Idle, nullptr, kCommandTimeoutUs);
  if (st != MCU_OK) return st;
  *pkstatus = Reg(kPkStatus) & ~kStatusBusy;
  return MCU_OK;
}

mcu_status Run(uint8_t op, unsigned opsize, unsigned a, unsigned b, unsigned c) {
  uint32_t pkstatus;
  const mcu_status st = RunRaw(op, opsize, a, b, c, &pkstatus);
  return st != MCU_OK ? st : StatusFor(pkstatus);
}

}  // namespace ba414e
}  // namespace mcucrypt

extern "C" {

mcu_status mcu_ba414e_load_microcode(const uint32_t *words, size_t count) {
  if (!mcucrypt::ba414e::ImageOk(words, count)) return MCU_ERR_INVALID_ARGUMENT;
  const mcu_status st = mcu_platform_lock(MCU_RESOURCE_PKA, mcucrypt::ba414e::kLockTimeoutUs);
  if (st != MCU_OK) return st;
  mcucrypt::ba414e::WriteUcm(words, count);
  mcu_platform_unlock(MCU_RESOURCE_PKA);
  return MCU_OK;
}

__attribute__((weak)) int mcu_ba414e_microcode_image(const uint32_t **words, size_t *count) {
  (void)words;
  (void)count;
  return 0;
}

int mcu_ba414e_ready(void) { return mcucrypt::ba414e::g_microcode_loaded ? 1 : 0; }

}  // extern "C"
