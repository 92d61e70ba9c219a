// The SAM4C AES registers (accelerators.md section 3.1; ASF component_aes.h),
// at the base the board description gives (platforms/board_regs.h). The only
// place the driver touches the peripheral.
#ifndef MCUCRYPT_DRIVERS_SAM4C_AES_REGS_H_
#define MCUCRYPT_DRIVERS_SAM4C_AES_REGS_H_

#include <stdint.h>

#include "drivers/sam4c/mmio.h"
#include "platforms/board_regs.h"

namespace mcucrypt {
namespace sam4c {
namespace aes_regs {

// Offsets.
constexpr uint32_t kCr = 0x00, kMr = 0x04, kIsr = 0x1C;
constexpr uint32_t kKeywr = 0x20, kIdatar = 0x40, kOdatar = 0x50, kIvr = 0x60;
constexpr uint32_t kAadlenr = 0x70, kClenr = 0x74, kGhashr = 0x78;
// The PDC channel pair (receive: output to memory; transmit: memory to input).
constexpr uint32_t kRpr = 0x100, kRcr = 0x104, kTpr = 0x108, kTcr = 0x10C, kPtcr = 0x120;

// AES_CR.
constexpr uint32_t kSwrst = 1u << 8;

// AES_MR: CKEY must be 0xE on the first write after reset, so every write
// carries it.
constexpr uint32_t kCipherEncrypt = 1u << 0;
constexpr uint32_t kSmodAuto = 1u << 8;  // starts when IDATAR0..3 are written
constexpr uint32_t kSmodIdatar0 = 2u << 8;  // the PDC feeds IDATAR; each block starts itself
constexpr uint32_t kEcb = 0u << 12, kCbc = 1u << 12, kCtr = 4u << 12, kGcm = 5u << 12;
constexpr uint32_t kCkey = 0xEu << 20;
constexpr uint32_t Keysize(unsigned key_words) { return (key_words - 4u) / 2u << 10; }

// AES_ISR.
constexpr uint32_t kDatrdy = 1u << 0, kEndrx = 1u << 1, kUrad = 1u << 8;

// PDC_PTCR; counters count 32-bit words and are 16 bits wide.
constexpr uint32_t kRxten = 1u << 0, kRxtdis = 1u << 1, kTxten = 1u << 8, kTxtdis = 1u << 9;
constexpr uint32_t kPdcMaxWords = 0xFFFF;

inline constexpr auto Write = &Mmio<uintptr_t{MCU_BOARD_AES_BASE}>::Write;
inline constexpr auto Read = &Mmio<uintptr_t{MCU_BOARD_AES_BASE}>::Read;
inline void EnableClock() {
  EnableClockGate(MCU_BOARD_AES_CLOCK_GATE_REG, MCU_BOARD_AES_CLOCK_GATE_BIT);
}

}  // namespace aes_regs
}  // namespace sam4c
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_SAM4C_AES_REGS_H_
