// Portable SHA-512 compression function (FIPS 180-4 section 6.4.2).
//
// The shape of sha256_compress_portable.cc: a rolling 16-word message
// schedule (W[t] overwrites W[t-16]) and rounds unrolled by macro, so the
// a..h "rotation" is a renaming of variables rather than seven moves. On a
// 32-bit core the compiler splits every 64-bit value into two registers (an
// add becomes add-with-carry pairs); the sigma functions are spelled in
// 32-bit halves below. All of it is branch-free and table-free apart from the
// public constants.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sha2/sha512_compress.h"
#include "crypto/sha2/sha512_round_constants.h"
#include "crypto/sha2/sha512_technique.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace {

// The Sigma and sigma functions XOR three rotations (or shifts) of a 64-bit
// word. A 32-bit core builds each 64-bit rotation from two shifted halves
// joined by OR; the halves' bits are disjoint, so the OR may as well be an
// XOR, and written that way all six pieces of a result half fold into one
// chain of XORs (on Arm, five EORs with a shifted operand). Rotations by
// 32 + n swap the halves. The results are exact 64-bit values, so this is
// only a choice of how to spell the functions, not a 32-bit algorithm.
inline uint32_t hi32(uint64_t x) { return static_cast<uint32_t>(x >> 32); }
inline uint32_t lo32(uint64_t x) { return static_cast<uint32_t>(x); }
inline uint64_t join(uint32_t hi, uint32_t lo) {
  return (static_cast<uint64_t>(hi) << 32) | lo;
}

// FIPS 180-4 functions (4.8 - 4.13). Ch and Maj use equivalent forms with
// fewer operations; in Maj, x ^ y of one round is y ^ z of the next (b and
// c move down to c and d), which the compiler computes once.
inline uint64_t ch(uint64_t x, uint64_t y, uint64_t z) {
  return z ^ (x & (y ^ z));
}
inline uint64_t maj(uint64_t x, uint64_t y, uint64_t z) {
  return y ^ ((x ^ y) & (y ^ z));
}
// ROTR^28 ^ ROTR^34 ^ ROTR^39 (34 = 32 + 2, 39 = 32 + 7).
inline uint64_t big_sigma0(uint64_t x) {
  const uint32_t h = hi32(x), l = lo32(x);
  return join((h >> 28) ^ (l << 4) ^ (l >> 2) ^ (h << 30) ^ (l >> 7) ^ (h << 25),
              (l >> 28) ^ (h << 4) ^ (h >> 2) ^ (l << 30) ^ (h >> 7) ^ (l << 25));
}
// ROTR^14 ^ ROTR^18 ^ ROTR^41 (41 = 32 + 9).
inline uint64_t big_sigma1(uint64_t x) {
  const uint32_t h = hi32(x), l = lo32(x);
  return join((h >> 14) ^ (l << 18) ^ (h >> 18) ^ (l << 14) ^ (l >> 9) ^ (h << 23),
              (l >> 14) ^ (h << 18) ^ (l >> 18) ^ (h << 14) ^ (h >> 9) ^ (l << 23));
}
// ROTR^1 ^ ROTR^8 ^ SHR^7.
inline uint64_t small_sigma0(uint64_t x) {
  const uint32_t h = hi32(x), l = lo32(x);
  return join((h >> 1) ^ (l << 31) ^ (h >> 8) ^ (l << 24) ^ (h >> 7),
              (l >> 1) ^ (h << 31) ^ (l >> 8) ^ (h << 24) ^ (l >> 7) ^ (h << 25));
}
// ROTR^19 ^ ROTR^61 ^ SHR^6 (61 = 32 + 29).
inline uint64_t small_sigma1(uint64_t x) {
  const uint32_t h = hi32(x), l = lo32(x);
  return join((h >> 19) ^ (l << 13) ^ (l >> 29) ^ (h << 3) ^ (h >> 6),
              (l >> 19) ^ (h << 13) ^ (h >> 29) ^ (l << 3) ^ (l >> 6) ^ (h << 26));
}

}  // namespace

// One round. The caller passes the working variables in rotated order, so
// after the round the new "a" is in h and the new "e" is in d.
#define SHA512_ROUND(a, b, c, d, e, f, g, h, i, W)                    \
  do {                                                                \
    const uint64_t t1 =                                               \
        (h) + big_sigma1(e) + ch((e), (f), (g)) + k[(i)] + W(i);       \
    (d) += t1;                                                        \
    (h) = t1 + big_sigma0(a) + maj((a), (b), (c));                    \
  } while (0)

// Message word for rounds 0..15: read straight from the block.
#define SHA512_W_LOAD(i) (w[(i)] = load_be64(blocks + 8 * (i)))

// Message word for rounds 16..79: W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15])
// + W[t-16], with indices mod 16 (t-2 = t+14, t-7 = t+9, t-15 = t+1).
#define SHA512_W_NEXT(i)                                            \
  (w[(i)] += small_sigma1(w[((i) + 14) & 15]) + w[((i) + 9) & 15] +  \
             small_sigma0(w[((i) + 1) & 15]))

#define SHA512_16_ROUNDS(W)                          \
  SHA512_ROUND(a, b, c, d, e, f, g, h, 0, W);        \
  SHA512_ROUND(h, a, b, c, d, e, f, g, 1, W);        \
  SHA512_ROUND(g, h, a, b, c, d, e, f, 2, W);        \
  SHA512_ROUND(f, g, h, a, b, c, d, e, 3, W);        \
  SHA512_ROUND(e, f, g, h, a, b, c, d, 4, W);        \
  SHA512_ROUND(d, e, f, g, h, a, b, c, 5, W);        \
  SHA512_ROUND(c, d, e, f, g, h, a, b, 6, W);        \
  SHA512_ROUND(b, c, d, e, f, g, h, a, 7, W);        \
  SHA512_ROUND(a, b, c, d, e, f, g, h, 8, W);        \
  SHA512_ROUND(h, a, b, c, d, e, f, g, 9, W);        \
  SHA512_ROUND(g, h, a, b, c, d, e, f, 10, W);       \
  SHA512_ROUND(f, g, h, a, b, c, d, e, 11, W);       \
  SHA512_ROUND(e, f, g, h, a, b, c, d, 12, W);       \
  SHA512_ROUND(d, e, f, g, h, a, b, c, 13, W);       \
  SHA512_ROUND(c, d, e, f, g, h, a, b, 14, W);       \
  SHA512_ROUND(b, c, d, e, f, g, h, a, 15, W)

mcu_status sha512_compress_portable(uint64_t state[8], const uint8_t *blocks, size_t nblocks) {
  uint64_t w[16];
  for (; nblocks != 0; --nblocks, blocks += 128) {
    uint64_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint64_t e = state[4], f = state[5], g = state[6], h = state[7];

    const uint64_t *k = kSha512RoundConstants;
    SHA512_16_ROUNDS(SHA512_W_LOAD);
    for (k = kSha512RoundConstants + 16; k != kSha512RoundConstants + 80; k += 16) {
      SHA512_16_ROUNDS(SHA512_W_NEXT);
    }

    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
  }
  // The schedule is derived from the (possibly secret) message.
  mcu_wipe(w, sizeof(w));
  return MCU_OK;
}

#undef SHA512_16_ROUNDS
#undef SHA512_W_NEXT
#undef SHA512_W_LOAD
#undef SHA512_ROUND

}  // namespace mcucrypt

// This technique's SHA-512, SHA-384, SHA-512/224, SHA-512/256 (mcucrypt/sha512.h).
extern "C" const mcu_hash_desc mcu_sha512_portable =
    MCU_SHA512_DESC(mcucrypt::sha512_compress_portable, "portable");
extern "C" const mcu_hash_desc mcu_sha384_portable =
    MCU_SHA384_DESC(mcucrypt::sha512_compress_portable, "portable");
extern "C" const mcu_hash_desc mcu_sha512_224_portable =
    MCU_SHA512_224_DESC(mcucrypt::sha512_compress_portable, "portable");
extern "C" const mcu_hash_desc mcu_sha512_256_portable =
    MCU_SHA512_256_DESC(mcucrypt::sha512_compress_portable, "portable");
