// Keccak-f[1600] on bit-interleaved 32-bit words, for 32-bit cores.
//
// Representation: lane i = x + 5y is held as two words, state.words[2i] with
// the lane's even-numbered bits (bit 2k of the lane is bit k of the word) and
// state.words[2i + 1] with its odd-numbered bits. A 64-bit rotation by r then
// becomes two 32-bit rotations (of the even and odd words, swapped when r is
// odd), i.e. one instruction each, often folded into the next operation's
// barrel shifter on Arm; theta, chi and iota work word by word. Bytes are
// converted to and from this form as they enter and leave the state.
//
// Each round reads the state from one 50-word array and writes the next
// round's state to the other (the state, or a scratch array on the stack),
// so no lane is overwritten before every output that needs it is computed.
// The loops below are fully unrolled by the compiler; with every index and
// rotation then a constant, the small arrays c, d and b become registers.
//
// Speed notes (Cortex-M4 cycle model, mcusim, GCC 12 -O2): about 14,200
// cycles per permutation (~560 a round: ~260 ALU, ~220 in loads, ~65 in
// stores; GCC folds every rotation into a shifted operand), plus ~1,000 a
// SHA3-256 block for the byte/interleaved conversion: 112 cycles/byte for
// SHA3-256. Most loads do not pipeline because GCC separates each from the
// next; forcing them into groups (register barriers) or other scheduling
// options measured slower. Hand-scheduled assembly (lazy rotations, grouped
// loads) is the way below ~10,000 cycles; it can replace this file through
// //crypto/sha3:keccak_f1600_backend.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sha3/keccak_f1600.h"
#include "mcucrypt/mem.h"

#if defined(__GNUC__) && !defined(__clang__)
#define KECCAK_UNROLL _Pragma("GCC unroll 25")
#elif defined(__clang__)
#define KECCAK_UNROLL _Pragma("clang loop unroll(full)")
#else
#define KECCAK_UNROLL
#endif

namespace mcucrypt {
namespace {

// Round constants RC[i] (FIPS 202 section 3.2.5).
constexpr uint64_t kRoundConstants[24] = {
    0x0000000000000001u, 0x0000000000008082u, 0x800000000000808au,
    0x8000000080008000u, 0x000000000000808bu, 0x0000000080000001u,
    0x8000000080008081u, 0x8000000000008009u, 0x000000000000008au,
    0x0000000000000088u, 0x0000000080008009u, 0x000000008000000au,
    0x000000008000808bu, 0x800000000000008bu, 0x8000000000008089u,
    0x8000000000008003u, 0x8000000000008002u, 0x8000000000000080u,
    0x000000000000800au, 0x800000008000000au, 0x8000000080008081u,
    0x8000000000008080u, 0x0000000080000001u, 0x8000000080008008u,
};

// Rotation offsets r[x][y] (FIPS 202 section 3.2.2), indexed x + 5y.
constexpr unsigned kRho[25] = {
    0,  1,  62, 28, 27,  //
    36, 44, 6,  55, 20,  //
    3,  10, 43, 25, 39,  //
    41, 45, 15, 21, 8,   //
    18, 2,  61, 56, 14,
};

constexpr uint32_t even_bits(uint64_t v) {
  uint32_t w = 0;
  for (unsigned k = 0; k < 32; ++k) {
    w |= static_cast<uint32_t>((v >> (2 * k)) & 1u) << k;
  }
  return w;
}

struct InterleavedConstants {
  uint32_t even[24];
  uint32_t odd[24];
};

constexpr InterleavedConstants interleave_round_constants() {
  InterleavedConstants rc{};
  for (unsigned i = 0; i < 24; ++i) {
    rc.even[i] = even_bits(kRoundConstants[i]);
    rc.odd[i] = even_bits(kRoundConstants[i] >> 1);
  }
  return rc;
}

constexpr InterleavedConstants kRc = interleave_round_constants();

inline uint32_t rotl(uint32_t x, unsigned n) { return rotl32(x, n); }

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

// One round: reads a (50 words), writes the result to out.
inline void keccak_round(const uint32_t *a, uint32_t *out, unsigned i) {
  // theta: column parities c, then d[x] = c[x-1] ^ rot(c[x+1], 1); the 64-bit
  // rotation by one moves the odd word, rotated, into the even position.
  uint32_t c[10];
  KECCAK_UNROLL
  for (unsigned w = 0; w < 10; ++w) {
    c[w] = a[w] ^ a[w + 10] ^ a[w + 20] ^ a[w + 30] ^ a[w + 40];
  }
  uint32_t d[10];
  KECCAK_UNROLL
  for (unsigned x = 0; x < 5; ++x) {
    const unsigned prev = 2 * ((x + 4) % 5);
    const unsigned next = 2 * ((x + 1) % 5);
    d[2 * x] = c[prev] ^ rotl(c[next + 1], 1);
    d[2 * x + 1] = c[prev + 1] ^ c[next];
  }

  // rho, pi and chi, one half (even or odd words) of one output row at a
  // time: the row's five inputs b[] are read, theta'd and rotated, then
  // combined. Output lane (x, y) comes from lane (x + 3y, x) (pi), rotated by
  // that lane's offset r (rho): for even r both words rotate by r/2; for odd
  // r the output's even word is the input's odd word rotated by (r + 1)/2
  // and its odd word the input's even word rotated by (r - 1)/2.
  KECCAK_UNROLL
  for (unsigned y = 0; y < 5; ++y) {
    KECCAK_UNROLL
    for (unsigned half = 0; half < 2; ++half) {
      uint32_t b[5];
      KECCAK_UNROLL
      for (unsigned x = 0; x < 5; ++x) {
        const unsigned sx = (x + 3 * y) % 5;
        const unsigned lane = sx + 5 * x;
        const unsigned r = kRho[lane];
        // Which input word (even 0 / odd 1) feeds this output word, and by
        // how much it rotates.
        const unsigned from = (r & 1u) ? 1u - half : half;
        const unsigned amount = (r & 1u) ? (half == 0 ? (r + 1) / 2 : (r - 1) / 2) : r / 2;
        b[x] = rotl(a[2 * lane + from] ^ d[2 * sx + from], amount);
      }
      KECCAK_UNROLL
      for (unsigned x = 0; x < 5; ++x) {
        out[2 * (x + 5 * y) + half] = b[x] ^ (~b[(x + 1) % 5] & b[(x + 2) % 5]);
      }
    }
  }

  // iota.
  out[0] ^= kRc.even[i];
  out[1] ^= kRc.odd[i];
}

// 24 rounds, alternating between the state and the scratch array t, so the
// result ends in the state.
void permute_rounds(uint32_t *s, uint32_t *t) {
  for (unsigned i = 0; i < 24; i += 2) {
    keccak_round(s, t, i);
    keccak_round(t, s, i + 1);
  }
}

}  // namespace

void keccak_f1600_add_bytes(mcu_keccak_state *state, const uint8_t *data,
                            size_t offset, size_t len) {
  uint32_t *words = state->words;
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

void keccak_f1600_extract_bytes(const mcu_keccak_state *state, uint8_t *out,
                                size_t offset, size_t len) {
  const uint32_t *words = state->words;
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

void keccak_f1600_permute(mcu_keccak_state *state) {
  uint32_t t[50];
  permute_rounds(state->words, t);
  // The scratch holds state-derived (possibly secret) values.
  mcu_wipe(t, sizeof(t));
}

void keccak_f1600_absorb(mcu_keccak_state *state, size_t rate,
                         const uint8_t *data, size_t nblocks) {
  uint32_t t[50];
  uint32_t *words = state->words;
  const size_t rate_lanes = rate / 8;
  for (; nblocks != 0; --nblocks) {
    for (size_t i = 0; i < rate_lanes; ++i, data += 8) {
      add_lane(words + 2 * i, load_le32(data), load_le32(data + 4));
    }
    permute_rounds(words, t);
  }
  mcu_wipe(t, sizeof(t));
}

void keccak_f1600_squeeze(mcu_keccak_state *state, size_t rate, uint8_t *out,
                          size_t nblocks) {
  uint32_t t[50];
  uint32_t *words = state->words;
  const size_t rate_lanes = rate / 8;
  for (; nblocks != 0; --nblocks) {
    permute_rounds(words, t);
    for (size_t i = 0; i < rate_lanes; ++i, out += 8) {
      uint32_t lo;
      uint32_t hi;
      get_lane(words + 2 * i, &lo, &hi);
      store_le32(out, lo);
      store_le32(out + 4, hi);
    }
  }
  mcu_wipe(t, sizeof(t));
}

}  // namespace mcucrypt

#undef KECCAK_UNROLL
