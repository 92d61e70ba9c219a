// AES byte-level primitives for the MMCAU model.
//
// The S-boxes are computed at start-up from FIPS-197 §5.1.1 (multiplicative
// inverse in GF(2^8) followed by the affine map), not typed in, so the model
// shares no table with mcucrypt or OpenSSL.
//
// A word holds one AES state column the way the MMCAU registers do: row 0 in
// bits 31:24 (the library byte-reverses words as it loads them).
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_K66_AES_PRIMITIVES_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_K66_AES_PRIMITIVES_H_

#include <cstdint>

namespace sim::k66::aes {

uint8_t SubByte(uint8_t b);
uint8_t InvSubByte(uint8_t b);

// SubBytes / InvSubBytes on each of the four bytes of a word.
uint32_t SubWord(uint32_t word);
uint32_t InvSubWord(uint32_t word);

// MixColumns / InvMixColumns on one column.
uint32_t MixColumn(uint32_t column);
uint32_t InvMixColumn(uint32_t column);

// ShiftRows / InvShiftRows on the four columns of the state, in place.
void ShiftRows(uint32_t columns[4]);
void InvShiftRows(uint32_t columns[4]);

}  // namespace sim::k66::aes

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_K66_AES_PRIMITIVES_H_
