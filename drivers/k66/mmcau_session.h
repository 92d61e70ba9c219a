// One use of the MMCAU, shared by its drivers: Begin takes the lock; End
// checks CASR.IC, clears it, wipes CAA and CA0..CA8 (key material and
// intermediate state) and unlocks.
#ifndef MCUCRYPT_DRIVERS_K66_MMCAU_SESSION_H_
#define MCUCRYPT_DRIVERS_K66_MMCAU_SESSION_H_

#include "mcucrypt/status.h"

namespace mcucrypt {
namespace k66 {
namespace mmcau {

mcu_status Begin();
// MCU_ERR_HARDWARE if an illegal command was flagged since Begin; `st`
// (the caller's status so far) otherwise.
mcu_status End(mcu_status st);

}  // namespace mmcau
}  // namespace k66
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_K66_MMCAU_SESSION_H_
