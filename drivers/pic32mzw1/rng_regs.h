// PIC32MZ W1 RNG: the TRNG's registers (docs/accelerators.md section 4.3;
// the PIC32MZ-W DFP's RNG module). The base comes from the board description
// (platforms/boards.bzl, RNG).
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_RNG_REGS_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_RNG_REGS_H_

#include <stdint.h>

#include "platforms/board_regs.h"

namespace mcucrypt {
namespace pic32mz_rng {

constexpr uintptr_t kRngcon = 0x04;
constexpr uintptr_t kRngseed1 = 0x18;  // TRNG bits 31:0; reading it restarts collection
constexpr uintptr_t kRngseed2 = 0x1C;  // bits 63:32
constexpr uintptr_t kRngcnt = 0x20;    // 6:0 RCNT: bits collected

constexpr uint32_t kTrngEn = 1u << 8;
constexpr uint32_t kTrngMode = 1u << 11;  // ring oscillators with bias corrector
constexpr uint32_t kRcntMask = 0x7F;
constexpr uint32_t kFullSample = 64;

inline volatile uint32_t &Reg(uintptr_t offset) {
  return *reinterpret_cast<volatile uint32_t *>(uintptr_t{MCU_BOARD_RNG_BASE} + offset);
}

}  // namespace pic32mz_rng
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_RNG_REGS_H_
