// The SAM4C TRNG registers (accelerators.md section 3.3; ASF
// component_trng.h), at the base the board description gives
// (platforms/board_regs.h). The only place the driver touches the peripheral.
#ifndef MCUCRYPT_DRIVERS_SAM4C_TRNG_REGS_H_
#define MCUCRYPT_DRIVERS_SAM4C_TRNG_REGS_H_

#include <stdint.h>

#include "drivers/sam4c/mmio.h"
#include "platforms/board_regs.h"

namespace mcucrypt {
namespace sam4c {
namespace trng_regs {

// Offsets.
constexpr uint32_t kCr = 0x00, kIsr = 0x1C, kOdata = 0x50;

// TRNG_CR: writes without KEY = "RNG" are ignored.
constexpr uint32_t kKey = 0x524E47u << 8;
constexpr uint32_t kEnable = 1u << 0;

// TRNG_ISR.
constexpr uint32_t kDatrdy = 1u << 0;

inline constexpr auto Write = &Mmio<uintptr_t{MCU_BOARD_TRNG_BASE}>::Write;
inline constexpr auto Read = &Mmio<uintptr_t{MCU_BOARD_TRNG_BASE}>::Read;
inline void EnableClock() {
  EnableClockGate(MCU_BOARD_TRNG_CLOCK_GATE_REG, MCU_BOARD_TRNG_CLOCK_GATE_BIT);
}

}  // namespace trng_regs
}  // namespace sam4c
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_SAM4C_TRNG_REGS_H_
