// The SAM4C ICM registers and region descriptor (accelerators.md section 3.2;
// ASF component_icm.h), at the base the board description gives
// (platforms/board_regs.h). The only place the driver touches the peripheral.
#ifndef MCUCRYPT_DRIVERS_SAM4C_ICM_REGS_H_
#define MCUCRYPT_DRIVERS_SAM4C_ICM_REGS_H_

#include <stdint.h>

#include "drivers/sam4c/mmio.h"
#include "platforms/board_regs.h"

namespace mcucrypt {
namespace sam4c {
namespace icm_regs {

// Offsets.
constexpr uint32_t kCfg = 0x00, kCtrl = 0x04, kIsr = 0x1C, kDscr = 0x30, kHash = 0x34,
                   kUihval = 0x38;

// ICM_CFG.
constexpr uint32_t kSlbdis = 1u << 2;   // no secondary list
constexpr uint32_t kUihash = 1u << 12;  // start from UIHVAL, not the standard IV
constexpr uint32_t Ualgo(uint32_t algo) { return algo << 13; }

// ICM_CTRL.
constexpr uint32_t kEnable = 1u << 0, kDisable = 1u << 1, kSwrst = 1u << 2;

// ICM_ISR, region 0's bits.
constexpr uint32_t kRhc0 = 1u << 0, kRbe0 = 1u << 8, kUrad = 1u << 24;

// Algorithms (CFG.UALGO, RCFG.ALGO).
constexpr uint32_t kSha1 = 0, kSha256 = 1;

// Region descriptor RCFG; the list is 64-byte aligned, the hash area
// 128-byte aligned.
constexpr uint32_t kEom = 1u << 2;
constexpr uint32_t Algo(uint32_t algo) { return algo << 12; }
struct alignas(64) RegionDescriptor {
  uint32_t raddr, rcfg, rctrl, rnext;
};
constexpr uint32_t kMaxBlocksPerRegion = 0x10000;  // RCTRL.TRSIZE is 16 bits

inline constexpr auto Write = &Mmio<uintptr_t{MCU_BOARD_ICM_BASE}>::Write;
inline constexpr auto Read = &Mmio<uintptr_t{MCU_BOARD_ICM_BASE}>::Read;
inline void EnableClock() {
  EnableClockGate(MCU_BOARD_ICM_CLOCK_GATE_REG, MCU_BOARD_ICM_CLOCK_GATE_BIT);
}

}  // namespace icm_regs
}  // namespace sam4c
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_SAM4C_ICM_REGS_H_
