// The MIPS DSP ASE's DSPControl register as a test reads and writes it:
// the library's MIPS assembly must give back the fields its instructions
// set from secret data (ouflag, bits 16..23: SHLL.QB; c, bit 13: ADDSC).
// RDDSP/WRDSP take a field mask as an immediate. MIPS builds only.
#ifndef MCUCRYPT_TESTS_SUPPORT_DSP_CONTROL_H_
#define MCUCRYPT_TESTS_SUPPORT_DSP_CONTROL_H_

#include <cstdint>

#if defined(__mips__)
constexpr unsigned kDspCarryField = 0x04;   // c, bit 13
constexpr unsigned kDspOuflagField = 0x08;  // ouflag, bits 16..23

// DSPControl with only the fields of kMask read (the others read as 0).
template <unsigned kMask>
uint32_t ReadDspControl() {
  uint32_t v;
  __asm__ volatile(".set push\n\t.set dsp\n\trddsp %0, %1\n\t.set pop" : "=r"(v) : "i"(kMask));
  return v;
}

// Writes v's bits of the fields of kMask into DSPControl.
template <unsigned kMask>
void WriteDspControl(uint32_t v) {
  __asm__ volatile(".set push\n\t.set dsp\n\twrdsp %0, %1\n\t.set pop" : : "r"(v), "i"(kMask));
}
#endif

#endif  // MCUCRYPT_TESTS_SUPPORT_DSP_CONTROL_H_
