// The bit-interleaved Keccak-f[1600] representation shared by the bi32
// backends (keccak_f1600_bi32.cc in C++, keccak_f1600_bi32_armv7m.cc over
// Thumb-2 assembly): lane i = x + 5y is held as two words, words[2i] with
// the lane's even-numbered bits (bit 2k of the lane is bit k of the word)
// and words[2i + 1] with its odd-numbered bits. Here: the conversions
// between that form and the FIPS 202 bytes, for the interface's add_bytes
// and extract_bytes and the sponge loops.
#ifndef MCUCRYPT_SHA3_KECCAK_F1600_BI32_INTERLEAVE_H_
#define MCUCRYPT_SHA3_KECCAK_F1600_BI32_INTERLEAVE_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"

namespace mcucrypt {
namespace bi32 {

// One delta swap: exchanges the bits of x selected by mask with the bits
// `shift` places above them.
inline uint32_t delta_swap(uint32_t x, uint32_t mask, unsigned shift) {
  const uint32_t t = (x ^ (x >> shift)) & mask;
  return x ^ t ^ (t << shift);
}

// Moves the even-numbered bits of x to the low half and the odd-numbered
// bits to the high half (an outer perfect unshuffle); shuffle undoes it.
inline uint32_t unshuffle(uint32_t x) {
  x = delta_swap(x, 0x22222222u, 1);
  x = delta_swap(x, 0x0c0c0c0cu, 2);
  x = delta_swap(x, 0x00f000f0u, 4);
  return delta_swap(x, 0x0000ff00u, 8);
}

inline uint32_t shuffle(uint32_t x) {
  x = delta_swap(x, 0x0000ff00u, 8);
  x = delta_swap(x, 0x00f000f0u, 4);
  x = delta_swap(x, 0x0c0c0c0cu, 2);
  return delta_swap(x, 0x22222222u, 1);
}

// The lane whose low and high 32 bits are lo and hi, XORed into words w[0]
// (even bits) and w[1] (odd bits).
inline void add_lane(uint32_t *w, uint32_t lo, uint32_t hi) {
  lo = unshuffle(lo);
  hi = unshuffle(hi);
  w[0] ^= (lo & 0x0000ffffu) | (hi << 16);
  w[1] ^= (lo >> 16) | (hi & 0xffff0000u);
}

// The lane in words w[0], w[1] as its low and high 32 bits.
inline void get_lane(const uint32_t *w, uint32_t *lo, uint32_t *hi) {
  *lo = shuffle((w[0] & 0x0000ffffu) | (w[1] << 16));
  *hi = shuffle((w[0] >> 16) | (w[1] & 0xffff0000u));
}

// State bytes [offset, offset + len) ^= data (keccak_f1600_add_bytes).
inline void add_bytes(uint32_t *words, const uint8_t *data, size_t offset, size_t len) {
  while (len != 0) {
    const size_t lane = offset >> 3;
    size_t start = offset & 7;
    if (start == 0 && len >= 8) {
      add_lane(words + 2 * lane, load_le32(data), load_le32(data + 4));
      data += 8;
      offset += 8;
      len -= 8;
      continue;
    }
    // Part of a lane: build it from the given bytes, zeros elsewhere.
    uint32_t lo = 0;
    uint32_t hi = 0;
    for (; start < 8 && len != 0; ++start, --len, ++offset) {
      const uint32_t byte = *data++;
      if (start < 4) {
        lo |= byte << (8 * start);
      } else {
        hi |= byte << (8 * (start - 4));
      }
    }
    add_lane(words + 2 * lane, lo, hi);
  }
}

// out = state bytes [offset, offset + len) (keccak_f1600_extract_bytes).
inline void extract_bytes(const uint32_t *words, uint8_t *out, size_t offset, size_t len) {
  while (len != 0) {
    const size_t lane = offset >> 3;
    size_t start = offset & 7;
    uint32_t lo;
    uint32_t hi;
    get_lane(words + 2 * lane, &lo, &hi);
    if (start == 0 && len >= 8) {
      store_le32(out, lo);
      store_le32(out + 4, hi);
      out += 8;
      offset += 8;
      len -= 8;
      continue;
    }
    for (; start < 8 && len != 0; ++start, --len, ++offset) {
      *out++ = static_cast<uint8_t>(start < 4 ? lo >> (8 * start) : hi >> (8 * (start - 4)));
    }
  }
}

// The first rate_lanes lanes of the state, as bytes (the squeeze's output).
inline void extract_lanes(const uint32_t *words, uint8_t *out, size_t rate_lanes) {
  for (size_t i = 0; i < rate_lanes; ++i, out += 8) {
    uint32_t lo;
    uint32_t hi;
    get_lane(words + 2 * i, &lo, &hi);
    store_le32(out, lo);
    store_le32(out + 4, hi);
  }
}

}  // namespace bi32
}  // namespace mcucrypt

#endif  // MCUCRYPT_SHA3_KECCAK_F1600_BI32_INTERLEAVE_H_
