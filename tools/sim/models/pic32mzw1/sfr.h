// PIC32 special function registers: each has aliases at +4 (clear the
// written bits), +8 (set them) and +C (invert them) besides the plain write.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_SFR_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_SFR_H_

#include <cstdint>

namespace sim::pic32mzw1 {

// The register's new value after a write of `value` through `alias` (the
// offset's low 4 bits: 0, 4, 8 or C).
inline uint32_t ApplySfrWrite(uint32_t old, uint64_t alias, uint32_t value) {
  switch (alias) {
    case 0x4: return old & ~value;
    case 0x8: return old | value;
    case 0xC: return old ^ value;
    default: return value;
  }
}

}  // namespace sim::pic32mzw1

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_SFR_H_
