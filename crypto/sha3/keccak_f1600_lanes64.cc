// Keccak-f[1600] on 64-bit lanes (FIPS 202 section 3.3), the textbook form:
// state.lanes[x + 5y] is lane (x, y), bit z of the lane is bit z of the
// uint64_t, so the state bytes are the lanes in little-endian order.
//
// Speed notes: clear rather than clever. On a 64-bit core this is close to
// the best portable C; on a 32-bit core every 64-bit rotation costs several
// instructions, which is what keccak_f1600_bi32.cc avoids.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sha3/keccak_f1600.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace keccak_lanes64 {
namespace {

// Round constants RC[i] (FIPS 202 section 3.2.5, computed by rc(t)).
const uint64_t kRoundConstants[24] = {
    0x0000000000000001u, 0x0000000000008082u, 0x800000000000808au,
    0x8000000080008000u, 0x000000000000808bu, 0x0000000080000001u,
    0x8000000080008081u, 0x8000000000008009u, 0x000000000000008au,
    0x0000000000000088u, 0x0000000080008009u, 0x000000008000000au,
    0x000000008000808bu, 0x800000000000008bu, 0x8000000000008089u,
    0x8000000000008003u, 0x8000000000008002u, 0x8000000000000080u,
    0x000000000000800au, 0x800000008000000au, 0x8000000080008081u,
    0x8000000000008080u, 0x0000000080000001u, 0x8000000080008008u,
};

inline uint64_t rotl64(uint64_t x, unsigned n) {
  return (x << (n & 63u)) | (x >> ((64u - n) & 63u));
}

// Keccak-f[1600] rounds over state a, with b and c as scratch.
void permute_rounds(uint64_t a[25], uint64_t b[25], uint64_t c[5]) {
  for (size_t round = 0; round < 24; ++round) {
    // theta (3.2.1): c[x] is the parity of column x; each lane of column x
    // absorbs c[x-1] ^ rot(c[x+1], 1).
    for (size_t x = 0; x < 5; ++x) {
      c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
    }
    for (size_t x = 0; x < 5; ++x) {
      const uint64_t d = c[(x + 4) % 5] ^ rotl64(c[(x + 1) % 5], 1);
      for (size_t y = 0; y < 25; y += 5) {
        a[x + y] ^= d;
      }
    }

    // rho (3.2.2) and pi (3.2.3): lane (x, y) is rotated by its offset and
    // moves to (y, 2x + 3y); written out so every rotation is a constant.
    // b[X + 5Y] = rot(a[x + 5y], r[x][y]) with X = y, Y = 2x + 3y mod 5.
    b[0] = a[0];
    b[10] = rotl64(a[1], 1);
    b[20] = rotl64(a[2], 62);
    b[5] = rotl64(a[3], 28);
    b[15] = rotl64(a[4], 27);
    b[16] = rotl64(a[5], 36);
    b[1] = rotl64(a[6], 44);
    b[11] = rotl64(a[7], 6);
    b[21] = rotl64(a[8], 55);
    b[6] = rotl64(a[9], 20);
    b[7] = rotl64(a[10], 3);
    b[17] = rotl64(a[11], 10);
    b[2] = rotl64(a[12], 43);
    b[12] = rotl64(a[13], 25);
    b[22] = rotl64(a[14], 39);
    b[23] = rotl64(a[15], 41);
    b[8] = rotl64(a[16], 45);
    b[18] = rotl64(a[17], 15);
    b[3] = rotl64(a[18], 21);
    b[13] = rotl64(a[19], 8);
    b[14] = rotl64(a[20], 18);
    b[24] = rotl64(a[21], 2);
    b[9] = rotl64(a[22], 61);
    b[19] = rotl64(a[23], 56);
    b[4] = rotl64(a[24], 14);

    // chi (3.2.4): each row is combined with its neighbours.
    for (size_t y = 0; y < 25; y += 5) {
      for (size_t x = 0; x < 5; ++x) {
        a[x + y] = b[x + y] ^ (~b[(x + 1) % 5 + y] & b[(x + 2) % 5 + y]);
      }
    }

    // iota (3.2.5).
    a[0] ^= kRoundConstants[round];
  }
}

}  // namespace

void keccak_f1600_add_bytes(mcu_keccak_state *state, const uint8_t *data,
                            size_t offset, size_t len) {
  uint64_t *lanes = state->lanes;
  // Leading bytes up to a lane boundary, whole lanes, trailing bytes.
  while (len != 0 && (offset & 7) != 0) {
    lanes[offset >> 3] ^= static_cast<uint64_t>(*data++) << (8 * (offset & 7));
    ++offset;
    --len;
  }
  for (; len >= 8; len -= 8, offset += 8, data += 8) {
    lanes[offset >> 3] ^= load_le64(data);
  }
  for (; len != 0; --len, ++offset) {
    lanes[offset >> 3] ^= static_cast<uint64_t>(*data++) << (8 * (offset & 7));
  }
}

void keccak_f1600_extract_bytes(const mcu_keccak_state *state, uint8_t *out,
                                size_t offset, size_t len) {
  const uint64_t *lanes = state->lanes;
  for (; len != 0; --len, ++offset) {
    *out++ = static_cast<uint8_t>(lanes[offset >> 3] >> (8 * (offset & 7)));
  }
}

void keccak_f1600_permute(mcu_keccak_state *state) {
  uint64_t b[25];
  uint64_t c[5];
  permute_rounds(state->lanes, b, c);
  // The scratch holds state-derived (possibly secret) values.
  mcu_wipe(b, sizeof(b));
  mcu_wipe(c, sizeof(c));
}

void keccak_f1600_absorb(mcu_keccak_state *state, size_t rate,
                         const uint8_t *data, size_t nblocks) {
  uint64_t b[25];
  uint64_t c[5];
  const size_t rate_lanes = rate / 8;
  for (; nblocks != 0; --nblocks) {
    for (size_t i = 0; i < rate_lanes; ++i, data += 8) {
      state->lanes[i] ^= load_le64(data);
    }
    permute_rounds(state->lanes, b, c);
  }
  mcu_wipe(b, sizeof(b));
  mcu_wipe(c, sizeof(c));
}

void keccak_f1600_squeeze(mcu_keccak_state *state, size_t rate, uint8_t *out,
                          size_t nblocks) {
  uint64_t b[25];
  uint64_t c[5];
  const size_t rate_lanes = rate / 8;
  for (; nblocks != 0; --nblocks) {
    permute_rounds(state->lanes, b, c);
    for (size_t i = 0; i < rate_lanes; ++i, out += 8) {
      store_le64(out, state->lanes[i]);
    }
  }
  mcu_wipe(b, sizeof(b));
  mcu_wipe(c, sizeof(c));
}

}  // namespace keccak_lanes64
}  // namespace mcucrypt
