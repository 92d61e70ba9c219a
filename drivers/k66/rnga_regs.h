// The K66 RNGA's registers (docs/accelerators.md section 2): CR, SR, OR and
// their bits; base address and clock gate (SIM_SCGC3 bit 0) from the board
// description (platforms/boards.bzl, RNGA).
#ifndef MCUCRYPT_DRIVERS_K66_RNGA_REGS_H_
#define MCUCRYPT_DRIVERS_K66_RNGA_REGS_H_

#include <stdint.h>

#include "platforms/board_regs.h"

namespace mcucrypt {
namespace k66 {
namespace rnga {

constexpr uint32_t kCr = 0x0, kSr = 0x4, kOr = 0xC;
constexpr uint32_t kCrGo = 1u << 0;    // generate into OR
constexpr uint32_t kCrIntm = 1u << 2;  // error interrupt masked: the driver polls
constexpr uint32_t kCrClri = 1u << 3;  // clears SR.ERRI
constexpr uint32_t kSrSecv = 1u << 0;  // security violation
constexpr uint32_t kSrErri = 1u << 3;  // error (an OR underflow)
constexpr uint32_t kSrOregLevelMask = 0xFFu << 8;

inline volatile uint32_t &Reg(uint32_t offset) {
  return *reinterpret_cast<volatile uint32_t *>(uintptr_t{MCU_BOARD_RNGA_BASE} + offset);
}

inline void EnableClock() {
  *reinterpret_cast<volatile uint32_t *>(uintptr_t{MCU_BOARD_RNGA_CLOCK_GATE_REG}) |=
      1u << MCU_BOARD_RNGA_CLOCK_GATE_BIT;
}

}  // namespace rnga
}  // namespace k66
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_K66_RNGA_REGS_H_
