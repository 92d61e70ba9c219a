// Portable SHA-1 compression function (FIPS 180-4 section 6.1.2).
//
// Speed notes: all 80 steps are unrolled by macro, so the message schedule
// indices are constants and the a..e "rotation" is a renaming of variables
// rather than four moves; the schedule is a rolling 16-word window (W[t]
// overwrites W[t-16]).
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sha1/sha1_compress.h"
#include "crypto/sha1/sha1_technique.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace {

// Constants K(t), FIPS 180-4 section 4.2.1, one per group of 20 steps.
constexpr uint32_t kK0 = 0x5a827999u;
constexpr uint32_t kK1 = 0x6ed9eba1u;
constexpr uint32_t kK2 = 0x8f1bbcdcu;
constexpr uint32_t kK3 = 0xca62c1d6u;

// The functions f(t), FIPS 180-4 section 4.1.1. Ch and Maj use equivalent
// forms with one fewer operation.
inline uint32_t ch(uint32_t x, uint32_t y, uint32_t z) {
  return z ^ (x & (y ^ z));
}
inline uint32_t parity(uint32_t x, uint32_t y, uint32_t z) {
  return x ^ y ^ z;
}
inline uint32_t maj(uint32_t x, uint32_t y, uint32_t z) {
  return (x & y) | (z & (x | y));
}

}  // namespace

// Message word t: read from the block for t < 16, else
// W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]) with indices mod 16
// (t-3 = t+13, t-8 = t+8, t-14 = t+2). t is always a literal, so the choice
// and the indices are resolved at compile time.
#define SHA1_W(t)                                                      \
  ((t) < 16 ? (w[(t) & 15] = load_be32(blocks + 4 * ((t) & 15)))       \
            : (w[(t) & 15] = rotl32(w[((t) + 13) & 15] ^               \
                                        w[((t) + 8) & 15] ^            \
                                        w[((t) + 2) & 15] ^ w[(t) & 15], \
                                    1)))

// One step. The caller passes the working variables in rotated order, so
// after the step the new "a" is in e and the new "c" is in b.
#define SHA1_STEP(fn, k, a, b, c, d, e, t)                              \
  do {                                                                  \
    (e) += rotl32((a), 5) + fn((b), (c), (d)) + (k) + SHA1_W(t);        \
    (b) = rotl32((b), 30);                                              \
  } while (0)

// Five steps bring the variables back to their starting names.
#define SHA1_5_STEPS(fn, k, t)                 \
  SHA1_STEP(fn, k, a, b, c, d, e, (t));        \
  SHA1_STEP(fn, k, e, a, b, c, d, (t) + 1);    \
  SHA1_STEP(fn, k, d, e, a, b, c, (t) + 2);    \
  SHA1_STEP(fn, k, c, d, e, a, b, (t) + 3);    \
  SHA1_STEP(fn, k, b, c, d, e, a, (t) + 4)

mcu_status sha1_compress_portable(uint32_t state[5], const uint8_t *blocks, size_t nblocks) {
  uint32_t w[16];
  for (; nblocks != 0; --nblocks, blocks += 64) {
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint32_t e = state[4];

    SHA1_5_STEPS(ch, kK0, 0);
    SHA1_5_STEPS(ch, kK0, 5);
    SHA1_5_STEPS(ch, kK0, 10);
    SHA1_5_STEPS(ch, kK0, 15);

    SHA1_5_STEPS(parity, kK1, 20);
    SHA1_5_STEPS(parity, kK1, 25);
    SHA1_5_STEPS(parity, kK1, 30);
    SHA1_5_STEPS(parity, kK1, 35);

    SHA1_5_STEPS(maj, kK2, 40);
    SHA1_5_STEPS(maj, kK2, 45);
    SHA1_5_STEPS(maj, kK2, 50);
    SHA1_5_STEPS(maj, kK2, 55);

    SHA1_5_STEPS(parity, kK3, 60);
    SHA1_5_STEPS(parity, kK3, 65);
    SHA1_5_STEPS(parity, kK3, 70);
    SHA1_5_STEPS(parity, kK3, 75);

    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e;
  }
  // The schedule is derived from the (possibly secret) message.
  mcu_wipe(w, sizeof(w));
  return MCU_OK;
}

#undef SHA1_5_STEPS
#undef SHA1_STEP
#undef SHA1_W

}  // namespace mcucrypt

// This technique's SHA-1 (mcucrypt/sha1.h).
extern "C" const mcu_hash_desc mcu_sha1_portable =
    MCU_SHA1_DESC(mcucrypt::sha1_compress_portable, "portable");
