#include "tools/sim/models/k66/des_primitives.h"

#include <cstddef>

namespace sim::k66::des {
namespace {

// Tables from FIPS 46-3. Each entry names the input bit (1 = most significant)
// that lands at that output position.
constexpr uint8_t kInitialPermutation[64] = {
    58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
    62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
    57, 49, 41, 33, 25, 17, 9,  1, 59, 51, 43, 35, 27, 19, 11, 3,
    61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7};

constexpr uint8_t kExpansion[48] = {
    32, 1,  2,  3,  4,  5,  4,  5,  6,  7,  8,  9,  8,  9,  10, 11,
    12, 13, 12, 13, 14, 15, 16, 17, 16, 17, 18, 19, 20, 21, 20, 21,
    22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1};

constexpr uint8_t kPermutation[32] = {
    16, 7, 20, 21, 29, 12, 28, 17, 1,  15, 23, 26, 5,  18, 31, 10,
    2,  8, 24, 14, 32, 27, 3,  9,  19, 13, 30, 6,  22, 11, 4,  25};

constexpr uint8_t kPermutedChoice1[56] = {
    57, 49, 41, 33, 25, 17, 9,  1,  58, 50, 42, 34, 26, 18, 10, 2,  59, 51, 43,
    35, 27, 19, 11, 3,  60, 52, 44, 36, 63, 55, 47, 39, 31, 23, 15, 7,  62, 54,
    46, 38, 30, 22, 14, 6,  61, 53, 45, 37, 29, 21, 13, 5,  28, 20, 12, 4};

constexpr uint8_t kPermutedChoice2[48] = {
    14, 17, 11, 24, 1,  5,  3,  28, 15, 6,  21, 10, 23, 19, 12, 4,
    26, 8,  16, 7,  27, 20, 13, 2,  41, 52, 31, 37, 47, 55, 30, 40,
    51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32};

// S1..S8, each four rows of sixteen.
constexpr uint8_t kSBoxes[8][64] = {
    {14, 4,  13, 1, 2,  15, 11, 8,  3,  10, 6,  12, 5,  9,  0, 7,
     0,  15, 7,  4, 14, 2,  13, 1,  10, 6,  12, 11, 9,  5,  3, 8,
     4,  1,  14, 8, 13, 6,  2,  11, 15, 12, 9,  7,  3,  10, 5, 0,
     15, 12, 8,  2, 4,  9,  1,  7,  5,  11, 3,  14, 10, 0,  6, 13},
    {15, 1,  8,  14, 6,  11, 3,  4,  9,  7, 2,  13, 12, 0, 5,  10,
     3,  13, 4,  7,  15, 2,  8,  14, 12, 0, 1,  10, 6,  9, 11, 5,
     0,  14, 7,  11, 10, 4,  13, 1,  5,  8, 12, 6,  9,  3, 2,  15,
     13, 8,  10, 1,  3,  15, 4,  2,  11, 6, 7,  12, 0,  5, 14, 9},
    {10, 0,  9,  14, 6, 3,  15, 5,  1,  13, 12, 7,  11, 4,  2,  8,
     13, 7,  0,  9,  3, 4,  6,  10, 2,  8,  5,  14, 12, 11, 15, 1,
     13, 6,  4,  9,  8, 15, 3,  0,  11, 1,  2,  12, 5,  10, 14, 7,
     1,  10, 13, 0,  6, 9,  8,  7,  4,  15, 14, 3,  11, 5,  2,  12},
    {7,  13, 14, 3, 0,  6,  9,  10, 1,  2, 8, 5,  11, 12, 4,  15,
     13, 8,  11, 5, 6,  15, 0,  3,  4,  7, 2, 12, 1,  10, 14, 9,
     10, 6,  9,  0, 12, 11, 7,  13, 15, 1, 3, 14, 5,  2,  8,  4,
     3,  15, 0,  6, 10, 1,  13, 8,  9,  4, 5, 11, 12, 7,  2,  14},
    {2,  12, 4,  1,  7,  10, 11, 6,  8,  5,  3,  15, 13, 0, 14, 9,
     14, 11, 2,  12, 4,  7,  13, 1,  5,  0,  15, 10, 3,  9, 8,  6,
     4,  2,  1,  11, 10, 13, 7,  8,  15, 9,  12, 5,  6,  3, 0,  14,
     11, 8,  12, 7,  1,  14, 2,  13, 6,  15, 0,  9,  10, 4, 5,  3},
    {12, 1,  10, 15, 9, 2,  6,  8,  0,  13, 3,  4,  14, 7,  5,  11,
     10, 15, 4,  2,  7, 12, 9,  5,  6,  1,  13, 14, 0,  11, 3,  8,
     9,  14, 15, 5,  2, 8,  12, 3,  7,  0,  4,  10, 1,  13, 11, 6,
     4,  3,  2,  12, 9, 5,  15, 10, 11, 14, 1,  7,  6,  0,  8,  13},
    {4,  11, 2,  14, 15, 0, 8,  13, 3,  12, 9, 7,  5,  10, 6, 1,
     13, 0,  11, 7,  4,  9, 1,  10, 14, 3,  5, 12, 2,  15, 8, 6,
     1,  4,  11, 13, 12, 3, 7,  14, 10, 15, 6, 8,  0,  5,  9, 2,
     6,  11, 13, 8,  1,  4, 10, 7,  9,  5,  0, 15, 14, 2,  3, 12},
    {13, 2,  8,  4, 6,  15, 11, 1,  10, 9,  3,  14, 5,  0,  12, 7,
     1,  15, 13, 8, 10, 3,  7,  4,  12, 5,  6,  11, 0,  14, 9,  2,
     7,  11, 4,  1, 9,  12, 14, 2,  0,  6,  10, 13, 15, 3,  5,  8,
     2,  1,  14, 7, 4,  10, 8,  13, 15, 12, 9,  0,  3,  5,  6,  11}};

// Output bit i (from the most significant) is input bit table[i] of an
// input `input_bits` wide.
uint64_t Permute(uint64_t input, unsigned input_bits, const uint8_t* table, size_t output_bits) {
  uint64_t output = 0;
  for (size_t i = 0; i < output_bits; ++i) {
    output = (output << 1) | ((input >> (input_bits - table[i])) & 1);
  }
  return output;
}

// IP^-1: where IP sends input bit IP[k] to position k+1, the inverse sends
// input bit k+1 to position IP[k].
struct FinalPermutationTable {
  uint8_t entries[64];
  FinalPermutationTable() {
    for (unsigned k = 0; k < 64; ++k) {
      entries[kInitialPermutation[k] - 1] = static_cast<uint8_t>(k + 1);
    }
  }
};

const uint8_t* FinalPermutationEntries() {
  static const FinalPermutationTable table;
  return table.entries;
}

constexpr uint32_t kHalfMask = (1u << 28) - 1;

}  // namespace

uint64_t InitialPermutation(uint64_t block) { return Permute(block, 64, kInitialPermutation, 64); }

uint64_t FinalPermutation(uint64_t block) {
  return Permute(block, 64, FinalPermutationEntries(), 64);
}

void PermutedChoice1(uint64_t key, uint32_t* c, uint32_t* d) {
  const uint64_t cd = Permute(key, 64, kPermutedChoice1, 56);
  *c = static_cast<uint32_t>(cd >> 28) & kHalfMask;
  *d = static_cast<uint32_t>(cd) & kHalfMask;
}

uint64_t PermutedChoice2(uint32_t c, uint32_t d) {
  const uint64_t cd = (uint64_t{c & kHalfMask} << 28) | (d & kHalfMask);
  return Permute(cd, 56, kPermutedChoice2, 48);
}

uint32_t CipherFunction(uint32_t right, uint64_t round_key) {
  const uint64_t mixed = Permute(right, 32, kExpansion, 48) ^ round_key;
  uint32_t substituted = 0;
  for (unsigned box = 0; box < 8; ++box) {
    const unsigned six = static_cast<unsigned>(mixed >> (42 - 6 * box)) & 0x3F;
    const unsigned row = ((six >> 4) & 2) | (six & 1);  // outer bits b1 b6
    const unsigned column = (six >> 1) & 0xF;           // inner bits b2..b5
    substituted = (substituted << 4) | kSBoxes[box][16 * row + column];
  }
  return static_cast<uint32_t>(Permute(substituted, 32, kPermutation, 32));
}

uint32_t RotateLeft28(uint32_t half, unsigned n) {
  half &= kHalfMask;
  return ((half << n) | (half >> (28 - n))) & kHalfMask;
}

uint32_t RotateRight28(uint32_t half, unsigned n) { return RotateLeft28(half, 28 - n); }

bool HasOddParity(uint64_t key) {
  for (unsigned byte = 0; byte < 8; ++byte) {
    if (__builtin_parityll((key >> (8 * byte)) & 0xFF) == 0) return false;
  }
  return true;
}

}  // namespace sim::k66::des
