#include "tools/sim/models/k66/aes_primitives.h"

namespace sim::k66::aes {
namespace {

// Multiplication by x in GF(2^8) modulo the AES polynomial x^8+x^4+x^3+x+1.
uint8_t XTime(uint8_t a) {
  return static_cast<uint8_t>((a << 1) ^ ((a & 0x80) ? 0x1B : 0x00));
}

uint8_t GfMul(uint8_t a, uint8_t b) {
  uint8_t product = 0;
  while (b != 0) {
    if (b & 1) product ^= a;
    a = XTime(a);
    b >>= 1;
  }
  return product;
}

// a^254 = a^-1 for a != 0 (the group has order 255), and 0 maps to 0.
uint8_t GfInverse(uint8_t a) {
  uint8_t result = 1;
  uint8_t power = a;
  for (unsigned exponent = 254; exponent != 0; exponent >>= 1) {
    if (exponent & 1) result = GfMul(result, power);
    power = GfMul(power, power);
  }
  return a == 0 ? 0 : result;
}

uint8_t RotateByte(uint8_t b, unsigned n) {
  return static_cast<uint8_t>((b << n) | (b >> (8 - n)));
}

struct SBoxes {
  uint8_t forward[256];
  uint8_t inverse[256];

  SBoxes() {
    for (unsigned x = 0; x < 256; ++x) {
      const uint8_t b = GfInverse(static_cast<uint8_t>(x));
      const uint8_t s = static_cast<uint8_t>(b ^ RotateByte(b, 1) ^ RotateByte(b, 2) ^
                                             RotateByte(b, 3) ^ RotateByte(b, 4) ^ 0x63);
      forward[x] = s;
      inverse[s] = static_cast<uint8_t>(x);
    }
  }
};

const SBoxes& Boxes() {
  static const SBoxes boxes;  // built once, on first use
  return boxes;
}

uint8_t Byte(uint32_t word, unsigned row) { return static_cast<uint8_t>(word >> (24 - 8 * row)); }

uint32_t Word(uint8_t r0, uint8_t r1, uint8_t r2, uint8_t r3) {
  return (uint32_t{r0} << 24) | (uint32_t{r1} << 16) | (uint32_t{r2} << 8) | r3;
}

// Applies the circulant matrix with first row (m0 m1 m2 m3) to a column.
uint32_t MultiplyColumn(uint32_t column, const uint8_t m[4]) {
  uint8_t out[4];
  for (unsigned row = 0; row < 4; ++row) {
    out[row] = 0;
    for (unsigned k = 0; k < 4; ++k) out[row] ^= GfMul(m[(k + 4 - row) % 4], Byte(column, k));
  }
  return Word(out[0], out[1], out[2], out[3]);
}

// Row r of new column c comes from old column (c + step*r) mod 4: step 1 is
// ShiftRows (row r rotates left by r), step 3 (= -1) is InvShiftRows.
void RotateRows(uint32_t columns[4], unsigned step) {
  uint32_t out[4] = {0, 0, 0, 0};
  for (unsigned c = 0; c < 4; ++c) {
    for (unsigned r = 0; r < 4; ++r) {
      const unsigned source = (c + step * r) % 4;
      out[c] |= uint32_t{Byte(columns[source], r)} << (24 - 8 * r);
    }
  }
  for (unsigned c = 0; c < 4; ++c) columns[c] = out[c];
}

}  // namespace

uint8_t SubByte(uint8_t b) { return Boxes().forward[b]; }
uint8_t InvSubByte(uint8_t b) { return Boxes().inverse[b]; }

uint32_t SubWord(uint32_t word) {
  return Word(SubByte(Byte(word, 0)), SubByte(Byte(word, 1)), SubByte(Byte(word, 2)),
              SubByte(Byte(word, 3)));
}

uint32_t InvSubWord(uint32_t word) {
  return Word(InvSubByte(Byte(word, 0)), InvSubByte(Byte(word, 1)), InvSubByte(Byte(word, 2)),
              InvSubByte(Byte(word, 3)));
}

uint32_t MixColumn(uint32_t column) {
  static const uint8_t kMatrix[4] = {0x02, 0x03, 0x01, 0x01};  // FIPS-197 §5.1.3
  return MultiplyColumn(column, kMatrix);
}

uint32_t InvMixColumn(uint32_t column) {
  static const uint8_t kMatrix[4] = {0x0E, 0x0B, 0x0D, 0x09};  // FIPS-197 §5.3.3
  return MultiplyColumn(column, kMatrix);
}

void ShiftRows(uint32_t columns[4]) { RotateRows(columns, 1); }
void InvShiftRows(uint32_t columns[4]) { RotateRows(columns, 3); }

}  // namespace sim::k66::aes
