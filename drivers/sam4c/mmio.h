// Word access to one SAM4C peripheral's registers, at the base the board
// description gives (platforms/board_regs.h), and its clock gate in the PMC.
// Each peripheral's *_regs.h names its registers and bits over this.
#ifndef MCUCRYPT_DRIVERS_SAM4C_MMIO_H_
#define MCUCRYPT_DRIVERS_SAM4C_MMIO_H_

#include <stdint.h>

namespace mcucrypt {
namespace sam4c {

template <uintptr_t kBase>
struct Mmio {
  static volatile uint32_t *At(uint32_t offset) {
    return reinterpret_cast<volatile uint32_t *>(kBase + offset);
  }
  static void Write(uint32_t offset, uint32_t value) { *At(offset) = value; }
  static uint32_t Read(uint32_t offset) { return *At(offset); }
};

// PMC_PCERx is write-one-to-set: harmless when the clock already runs.
inline void EnableClockGate(uintptr_t pcer, uint32_t bit) {
  *reinterpret_cast<volatile uint32_t *>(pcer) = 1u << bit;
}

}  // namespace sam4c
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_SAM4C_MMIO_H_
