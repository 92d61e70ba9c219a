// The PIC32MZ RNG's PRNG: a linear-feedback shift register of PLEN bits.
//
// [assumption] Reading (after a third-party description of the PIC32 RNG,
// not a datasheet): each shift computes the new bit as the parity of
// state & RNGPOLY, drops bit 0 and inserts the new bit at position PLEN-1
// ("new bit -> RNGNUMGEN2 -> RNGNUMGEN1 -> old bit"). RNGPOLY bit i then
// holds the coefficient of x^(PLEN-i); x^0 is implicit. Bits at and above
// PLEN are zero after a shift.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_LFSR_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_LFSR_H_

#include <cstdint>

namespace sim::pic32mzw1 {

// The state after `count` shifts. length 0 never shifts; above 64 means 64.
// Large counts (CONT = 1 shifts every cycle) jump by GF(2) matrix powers.
uint64_t LfsrShift(uint64_t state, uint64_t poly, unsigned length, uint64_t count);

}  // namespace sim::pic32mzw1

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_LFSR_H_
