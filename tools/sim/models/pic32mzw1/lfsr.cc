#include "tools/sim/models/pic32mzw1/lfsr.h"

#include <array>

namespace sim::pic32mzw1 {
namespace {

// A linear map on 64-bit states over GF(2): row i selects the input bits
// whose parity is output bit i.
using Matrix = std::array<uint64_t, 64>;

// Shifting bit by bit is cheaper than building matrices below this count.
constexpr uint64_t kStepwiseLimit = 256;

uint64_t Apply(const Matrix& m, uint64_t state) {
  uint64_t out = 0;
  for (unsigned i = 0; i < 64; ++i) {
    out |= static_cast<uint64_t>(__builtin_parityll(m[i] & state)) << i;
  }
  return out;
}

// a after b: row i of the product is the XOR of b's rows that a's row i selects.
Matrix Compose(const Matrix& a, const Matrix& b) {
  Matrix c{};
  for (unsigned i = 0; i < 64; ++i) {
    for (unsigned j = 0; j < 64; ++j) {
      if ((a[i] >> j) & 1) c[i] ^= b[j];
    }
  }
  return c;
}

uint64_t Mask(unsigned length) { return length >= 64 ? ~uint64_t{0} : (uint64_t{1} << length) - 1; }

uint64_t ShiftOnce(uint64_t state, uint64_t poly, unsigned length) {
  const uint64_t mask = Mask(length);
  const uint64_t bit = static_cast<uint64_t>(__builtin_parityll(state & poly & mask));
  return ((state & mask) >> 1) | (bit << (length - 1));
}

}  // namespace

uint64_t LfsrShift(uint64_t state, uint64_t poly, unsigned length, uint64_t count) {
  if (length == 0 || count == 0) return state;
  if (length > 64) length = 64;
  if (count <= kStepwiseLimit) {
    for (uint64_t i = 0; i < count; ++i) state = ShiftOnce(state, poly, length);
    return state;
  }
  Matrix step{};  // one shift as a matrix
  for (unsigned i = 0; i + 1 < length; ++i) step[i] = uint64_t{1} << (i + 1);
  step[length - 1] = poly & Mask(length);
  Matrix power = step;
  uint64_t remaining = count;
  while (remaining != 0) {
    if (remaining & 1) state = Apply(power, state);
    remaining >>= 1;
    if (remaining != 0) power = Compose(power, power);
  }
  return state;
}

}  // namespace sim::pic32mzw1
