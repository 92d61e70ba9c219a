// Portable SHA-256 compression function (FIPS 180-4 section 6.2.2).
//
// Speed notes: the 64-entry message schedule is kept as a rolling 16-word
// window (W[t] overwrites W[t-16]), and rounds are unrolled by macro so the
// a..h "rotation" is just a renaming of variables rather than seven moves.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sha2/sha256_compress.h"
#include "crypto/sha2/sha256_round_constants.h"
#include "crypto/sha2/sha256_technique.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace {

// FIPS 180-4 functions (4.2, 4.4, 4.5, 4.6, 4.7). Ch and Maj use
// equivalent forms with one fewer operation.
inline uint32_t ch(uint32_t x, uint32_t y, uint32_t z) {
  return z ^ (x & (y ^ z));
}
inline uint32_t maj(uint32_t x, uint32_t y, uint32_t z) {
  return (x & y) | (z & (x | y));
}
inline uint32_t big_sigma0(uint32_t x) {
  return rotr32(x, 2) ^ rotr32(x, 13) ^ rotr32(x, 22);
}
inline uint32_t big_sigma1(uint32_t x) {
  return rotr32(x, 6) ^ rotr32(x, 11) ^ rotr32(x, 25);
}
inline uint32_t small_sigma0(uint32_t x) {
  return rotr32(x, 7) ^ rotr32(x, 18) ^ (x >> 3);
}
inline uint32_t small_sigma1(uint32_t x) {
  return rotr32(x, 17) ^ rotr32(x, 19) ^ (x >> 10);
}

}  // namespace

// One round. The caller passes the working variables in rotated order, so
// after the round the new "a" is in h and the new "e" is in d.
#define SHA256_ROUND(a, b, c, d, e, f, g, h, i, W)                    \
  do {                                                                \
    const uint32_t t1 =                                               \
        (h) + big_sigma1(e) + ch((e), (f), (g)) + k[(i)] + W(i);       \
    (d) += t1;                                                        \
    (h) = t1 + big_sigma0(a) + maj((a), (b), (c));                    \
  } while (0)

// Message word for rounds 0..15: read straight from the block.
#define SHA256_W_LOAD(i) (w[(i)] = load_be32(blocks + 4 * (i)))

// Message word for rounds 16..63: W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15])
// + W[t-16], with indices mod 16 (t-2 = t+14, t-7 = t+9, t-15 = t+1).
#define SHA256_W_NEXT(i)                                            \
  (w[(i)] += small_sigma1(w[((i) + 14) & 15]) + w[((i) + 9) & 15] +  \
             small_sigma0(w[((i) + 1) & 15]))

#define SHA256_16_ROUNDS(W)                          \
  SHA256_ROUND(a, b, c, d, e, f, g, h, 0, W);        \
  SHA256_ROUND(h, a, b, c, d, e, f, g, 1, W);        \
  SHA256_ROUND(g, h, a, b, c, d, e, f, 2, W);        \
  SHA256_ROUND(f, g, h, a, b, c, d, e, 3, W);        \
  SHA256_ROUND(e, f, g, h, a, b, c, d, 4, W);        \
  SHA256_ROUND(d, e, f, g, h, a, b, c, 5, W);        \
  SHA256_ROUND(c, d, e, f, g, h, a, b, 6, W);        \
  SHA256_ROUND(b, c, d, e, f, g, h, a, 7, W);        \
  SHA256_ROUND(a, b, c, d, e, f, g, h, 8, W);        \
  SHA256_ROUND(h, a, b, c, d, e, f, g, 9, W);        \
  SHA256_ROUND(g, h, a, b, c, d, e, f, 10, W);       \
  SHA256_ROUND(f, g, h, a, b, c, d, e, 11, W);       \
  SHA256_ROUND(e, f, g, h, a, b, c, d, 12, W);       \
  SHA256_ROUND(d, e, f, g, h, a, b, c, 13, W);       \
  SHA256_ROUND(c, d, e, f, g, h, a, b, 14, W);       \
  SHA256_ROUND(b, c, d, e, f, g, h, a, 15, W)

mcu_status sha256_compress_portable(uint32_t state[8], const uint8_t *blocks, size_t nblocks) {
  uint32_t w[16];
  for (; nblocks != 0; --nblocks, blocks += 64) {
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint32_t e = state[4], f = state[5], g = state[6], h = state[7];

    const uint32_t *k = kSha256RoundConstants;
    SHA256_16_ROUNDS(SHA256_W_LOAD);
    for (k = kSha256RoundConstants + 16; k != kSha256RoundConstants + 64; k += 16) {
      SHA256_16_ROUNDS(SHA256_W_NEXT);
    }

    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
  }
  // The schedule is derived from the (possibly secret) message.
  mcu_wipe(w, sizeof(w));
  return MCU_OK;
}

#undef SHA256_16_ROUNDS
#undef SHA256_W_NEXT
#undef SHA256_W_LOAD
#undef SHA256_ROUND

}  // namespace mcucrypt

// This technique's SHA-256 and SHA-224 (mcucrypt/sha256.h).
extern "C" const mcu_hash_desc mcu_sha256_portable =
    MCU_SHA256_DESC(mcucrypt::sha256_compress_portable, "portable");
extern "C" const mcu_hash_desc mcu_sha224_portable =
    MCU_SHA224_DESC(mcucrypt::sha256_compress_portable, "portable");
