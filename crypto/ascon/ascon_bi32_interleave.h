// The bit-interleaved representation shared by the bi32 permutation
// backends: a 64-bit state word as two 32-bit halves, e (its even-numbered
// bits) and o (its odd-numbered bits), stored in a uint64_t as e | o << 32.
// Internal to those backends.
#ifndef MCUCRYPT_ASCON_ASCON_BI32_INTERLEAVE_H_
#define MCUCRYPT_ASCON_ASCON_BI32_INTERLEAVE_H_

#include <stdint.h>

namespace mcucrypt {
namespace ascon {

// Gathers the even bits of x into bits 0..15 and the odd bits into
// 16..31 (an "unshuffle"), by four delta swaps.
inline uint32_t bi32_unzip(uint32_t x) {
  uint32_t t;
  t = (x ^ (x >> 1)) & 0x22222222u; x ^= t ^ (t << 1);
  t = (x ^ (x >> 2)) & 0x0c0c0c0cu; x ^= t ^ (t << 2);
  t = (x ^ (x >> 4)) & 0x00f000f0u; x ^= t ^ (t << 4);
  t = (x ^ (x >> 8)) & 0x0000ff00u; x ^= t ^ (t << 8);
  return x;
}

// The inverse: bits 0..15 to the even positions, 16..31 to the odd ones.
inline uint32_t bi32_zip(uint32_t x) {
  uint32_t t;
  t = (x ^ (x >> 8)) & 0x0000ff00u; x ^= t ^ (t << 8);
  t = (x ^ (x >> 4)) & 0x00f000f0u; x ^= t ^ (t << 4);
  t = (x ^ (x >> 2)) & 0x0c0c0c0cu; x ^= t ^ (t << 2);
  t = (x ^ (x >> 1)) & 0x22222222u; x ^= t ^ (t << 1);
  return x;
}

// A standard 64-bit word to its interleaved form, and back.
inline uint64_t bi32_from_word(uint64_t word) {
  const uint32_t lo = bi32_unzip(static_cast<uint32_t>(word));
  const uint32_t hi = bi32_unzip(static_cast<uint32_t>(word >> 32));
  const uint32_t e = (lo & 0xffffu) | (hi << 16);
  const uint32_t o = (lo >> 16) | (hi & 0xffff0000u);
  return (static_cast<uint64_t>(o) << 32) | e;
}

inline uint64_t bi32_to_word(uint64_t lane) {
  const uint32_t e = static_cast<uint32_t>(lane), o = static_cast<uint32_t>(lane >> 32);
  const uint32_t lo = bi32_zip((e & 0xffffu) | (o << 16));
  const uint32_t hi = bi32_zip((e >> 16) | (o & 0xffff0000u));
  return (static_cast<uint64_t>(hi) << 32) | lo;
}

// The round constant of round i (0..11 of p[12]: 0xf0, 0xe1, ..., 0x4b,
// i.e. ((15 - i) << 4) | i) split into its even bits (returned in bits
// 0..3) and odd bits (bits 4..7).
constexpr uint32_t bi32_round_constant(unsigned i) {
  const unsigned c = ((15u - i) << 4) | i;
  unsigned e = 0, o = 0;
  for (unsigned b = 0; b < 4; ++b) {
    e |= ((c >> (2 * b)) & 1u) << b;
    o |= ((c >> (2 * b + 1)) & 1u) << b;
  }
  return e | (o << 4);
}

}  // namespace ascon
}  // namespace mcucrypt

#endif  // MCUCRYPT_ASCON_ASCON_BI32_INTERLEAVE_H_
