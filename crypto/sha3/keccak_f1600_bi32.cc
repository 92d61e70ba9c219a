// Keccak-f[1600] on bit-interleaved 32-bit words, for 32-bit cores.
//
// Representation: lane i = x + 5y is held as two words, state.words[2i] with
// the lane's even-numbered bits (bit 2k of the lane is bit k of the word) and
// state.words[2i + 1] with its odd-numbered bits. A 64-bit rotation by r then
// becomes two 32-bit rotations (of the even and odd words, swapped when r is
// odd), i.e. one instruction each, often folded into the next operation's
// barrel shifter on Arm; theta, chi and iota work word by word. Bytes are
// converted to and from this form as they enter and leave the state
// (keccak_f1600_bi32_interleave.h, shared with the assembly backend).
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
// options measured slower. On Cortex-M4 the default backend is the
// generated assembly (keccak_f1600_bi32_armv7m.S: lazy rotations, grouped
// loads, the parities carried between rounds), ~9,000 cycles.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sha3/keccak_f1600.h"
#include "crypto/sha3/keccak_f1600_bi32_interleave.h"
#include "mcucrypt/mem.h"

#if defined(__GNUC__) && !defined(__clang__)
#define KECCAK_UNROLL _Pragma("GCC unroll 25")
#elif defined(__clang__)
#define KECCAK_UNROLL _Pragma("clang loop unroll(full)")
#else
#define KECCAK_UNROLL
#endif

namespace mcucrypt {
namespace keccak_bi32 {
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
  bi32::add_bytes(state->words, data, offset, len);
}

void keccak_f1600_extract_bytes(const mcu_keccak_state *state, uint8_t *out,
                                size_t offset, size_t len) {
  bi32::extract_bytes(state->words, out, offset, len);
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
      bi32::add_lane(words + 2 * i, load_le32(data), load_le32(data + 4));
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
    bi32::extract_lanes(words, out, rate_lanes);
    out += rate;
  }
  mcu_wipe(t, sizeof(t));
}

}  // namespace keccak_bi32
}  // namespace mcucrypt

#undef KECCAK_UNROLL
