#include "drivers/k66/mmcau_session.h"

#include "drivers/k66/mmcau.h"
#include "drivers/k66/mmcau_regs.h"
#include "mcucrypt/platform.h"

namespace mcucrypt {
namespace k66 {
namespace mmcau {

mcu_status Begin() {
  const mcu_status st = mcu_platform_lock(MCU_RESOURCE_CIPHER, MCU_MMCAU_LOCK_TIMEOUT_US);
  if (st != MCU_OK) return st;
  Write(kLdr, kCasr, 0);  // IC is sticky: start clean, so End sees only this use
  return MCU_OK;
}

mcu_status End(mcu_status st) {
  const uint32_t casr = Read(kCasr);
  Write(kLdr, kCasr, 0);
  Write(kLdr, kCaa, 0);
  for (unsigned n = 0; n < 9; ++n) Write(kLdr, Ca(n), 0);
  mcu_platform_unlock(MCU_RESOURCE_CIPHER);
  if (casr & kCasrIllegalCommand) return MCU_ERR_HARDWARE;
  return st;
}

}  // namespace mmcau
}  // namespace k66
}  // namespace mcucrypt
