// DES building blocks for the MMCAU model, from FIPS 46-3.
//
// Bit numbering follows the standard: bit 1 is the most significant bit of
// the block or key. The permutation tables and S-boxes are typed from the
// standard (they are facts, not code); the final permutation is derived from
// the initial one at start-up rather than typed a second time.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_K66_DES_PRIMITIVES_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_K66_DES_PRIMITIVES_H_

#include <cstdint>

namespace sim::k66::des {

uint64_t InitialPermutation(uint64_t block);
uint64_t FinalPermutation(uint64_t block);  // IP^-1

// PC-1: a 64-bit key (parity bits included) to C (28 bits) and D (28 bits).
void PermutedChoice1(uint64_t key, uint32_t* c, uint32_t* d);
// PC-2: the 48-bit round key from C and D.
uint64_t PermutedChoice2(uint32_t c, uint32_t d);

// The cipher function f(R, K) of FIPS 46-3 §"The cipher function f".
uint32_t CipherFunction(uint32_t right, uint64_t round_key);

// Rotation of a 28-bit key half.
uint32_t RotateLeft28(uint32_t half, unsigned n);
uint32_t RotateRight28(uint32_t half, unsigned n);

// True when every byte of the key has odd parity (FIPS 46-3: bits 8, 16, ...
// 64 make each byte odd).
bool HasOddParity(uint64_t key);

}  // namespace sim::k66::des

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_K66_DES_PRIMITIVES_H_
