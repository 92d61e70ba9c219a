// The K66 RNGA as an entropy source (drivers/k66/rnga.h), following the
// register sequence of docs/accelerators.md section 2: clock gate, CR.GO,
// then per word poll SR.OREG_LVL and read OR. SR.SECV and SR.ERRI are the
// block's error bits; ERRI is cleared (CR.CLRI) once reported.
#include "drivers/k66/rnga.h"

#include <string.h>

#include "drivers/k66/rnga_regs.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/platform.h"

namespace mcucrypt {
namespace k66 {
namespace {

using namespace rnga;

int WordOrError(void *) {
  return (Reg(kSr) & (kSrOregLevelMask | kSrSecv | kSrErri)) != 0;
}

mcu_status Fill(uint8_t *out, size_t len) {
  EnableClock();
  if ((Reg(kCr) & kCrGo) == 0) Reg(kCr) = kCrGo | kCrIntm;
  while (len != 0) {
    const mcu_status st = mcu_platform_wait(&WordOrError, nullptr, MCU_RNGA_WORD_TIMEOUT_US);
    if (st != MCU_OK) return st;
    if (Reg(kSr) & (kSrSecv | kSrErri)) {
      Reg(kCr) = Reg(kCr) | kCrClri;
      return MCU_ERR_HARDWARE;
    }
    uint32_t word = Reg(kOr);
    const size_t take = len < 4 ? len : 4;
    memcpy(out, &word, take);
    mcu_wipe(&word, sizeof word);
    out += take;
    len -= take;
  }
  return MCU_OK;
}

}  // namespace
}  // namespace k66
}  // namespace mcucrypt

extern "C" mcu_status mcu_rnga_get(void *ctx, uint8_t *out, size_t len) {
  (void)ctx;
  if (out == NULL && len != 0) return MCU_ERR_INVALID_ARGUMENT;
  if (len == 0) return MCU_OK;
  mcu_status st = mcu_platform_lock(MCU_RESOURCE_RNG, MCU_RNGA_LOCK_TIMEOUT_US);
  if (st == MCU_OK) {
    st = mcucrypt::k66::Fill(out, len);
    mcu_platform_unlock(MCU_RESOURCE_RNG);
  }
  if (st != MCU_OK) mcu_wipe(out, len);
  return st;
}

extern "C" const mcu_entropy_source mcu_entropy_rnga = {mcu_rnga_get, NULL};
