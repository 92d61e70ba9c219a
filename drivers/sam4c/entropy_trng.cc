// The SAM4C TRNG (accelerators.md section 3.3) as an entropy source: enable
// with the key, then per word wait for DATRDY and read ODATA (the read
// clears DATRDY). The first word after enabling only primes the continuous
// test; every word given out must differ from the one before it (FIPS 140-2
// 4.9.2's continuous test, on 32-bit words): a stuck source fails it.
#include <string.h>

#include "crypto/common/ct.h"
#include "drivers/sam4c/sam4c_trng.h"
#include "drivers/sam4c/trng_regs.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/platform.h"

namespace {

using namespace mcucrypt::sam4c;

constexpr uint32_t kLockTimeoutUs = 100000;

int WordReady(void *) { return (trng_regs::Read(trng_regs::kIsr) & trng_regs::kDatrdy) != 0; }

mcu_status NextWord(uint32_t *word) {
  const mcu_status st = mcu_platform_wait(&WordReady, nullptr, MCU_SAM4C_TRNG_WORD_TIMEOUT_US);
  if (st == MCU_OK) *word = trng_regs::Read(trng_regs::kOdata);
  return st;
}

mcu_status Fill(uint8_t *out, size_t len) {
  uint32_t previous = 0, word = 0;
  uint32_t repeated = 0;  // all ones once two consecutive words were equal
  mcu_status st = NextWord(&previous);
  for (size_t at = 0; st == MCU_OK && at < len; at += 4) {
    st = NextWord(&word);
    repeated |= mcucrypt::ct::eq_mask(word, previous);
    previous = word;
    const size_t n = len - at < 4 ? len - at : 4;
    memcpy(out + at, &word, n);
  }
  if (st == MCU_OK && repeated != 0) st = MCU_ERR_HARDWARE;
  mcu_wipe(&word, sizeof word);
  mcu_wipe(&previous, sizeof previous);
  return st;
}

}  // namespace

extern "C" mcu_status mcu_entropy_sam4c_trng_get(void *ctx, uint8_t *out, size_t len) {
  (void)ctx;
  if (out == nullptr && len != 0) return MCU_ERR_INVALID_ARGUMENT;
  if (len == 0) return MCU_OK;
  mcu_status st = mcu_platform_lock(MCU_RESOURCE_RNG, kLockTimeoutUs);
  if (st != MCU_OK) {
    memset(out, 0, len);
    return st;
  }
  trng_regs::EnableClock();
  trng_regs::Write(trng_regs::kCr, trng_regs::kKey | trng_regs::kEnable);
  st = Fill(out, len);
  trng_regs::Write(trng_regs::kCr, trng_regs::kKey);  // disabled between uses
  mcu_platform_unlock(MCU_RESOURCE_RNG);
  if (st != MCU_OK) mcu_wipe(out, len);
  return st;
}

extern "C" mcu_entropy_source mcu_entropy_sam4c_trng(void) {
  return mcu_entropy_source{&mcu_entropy_sam4c_trng_get, nullptr};
}
