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
#include "crypto/sha2/sha512_technique.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace {

// Round constants K(0..79), FIPS 180-4 section 4.2.3: the first 64 bits of
// the fractional parts of the cube roots of the first 80 primes.
const uint64_t kK[80] = {
    0x428a2f98d728ae22ull, 0x7137449123ef65cdull,
    0xb5c0fbcfec4d3b2full, 0xe9b5dba58189dbbcull,
    0x3956c25bf348b538ull, 0x59f111f1b605d019ull,
    0x923f82a4af194f9bull, 0xab1c5ed5da6d8118ull,
    0xd807aa98a3030242ull, 0x12835b0145706fbeull,
    0x243185be4ee4b28cull, 0x550c7dc3d5ffb4e2ull,
    0x72be5d74f27b896full, 0x80deb1fe3b1696b1ull,
    0x9bdc06a725c71235ull, 0xc19bf174cf692694ull,
    0xe49b69c19ef14ad2ull, 0xefbe4786384f25e3ull,
    0x0fc19dc68b8cd5b5ull, 0x240ca1cc77ac9c65ull,
    0x2de92c6f592b0275ull, 0x4a7484aa6ea6e483ull,
    0x5cb0a9dcbd41fbd4ull, 0x76f988da831153b5ull,
    0x983e5152ee66dfabull, 0xa831c66d2db43210ull,
    0xb00327c898fb213full, 0xbf597fc7beef0ee4ull,
    0xc6e00bf33da88fc2ull, 0xd5a79147930aa725ull,
    0x06ca6351e003826full, 0x142929670a0e6e70ull,
    0x27b70a8546d22ffcull, 0x2e1b21385c26c926ull,
    0x4d2c6dfc5ac42aedull, 0x53380d139d95b3dfull,
    0x650a73548baf63deull, 0x766a0abb3c77b2a8ull,
    0x81c2c92e47edaee6ull, 0x92722c851482353bull,
    0xa2bfe8a14cf10364ull, 0xa81a664bbc423001ull,
    0xc24b8b70d0f89791ull, 0xc76c51a30654be30ull,
    0xd192e819d6ef5218ull, 0xd69906245565a910ull,
    0xf40e35855771202aull, 0x106aa07032bbd1b8ull,
    0x19a4c116b8d2d0c8ull, 0x1e376c085141ab53ull,
    0x2748774cdf8eeb99ull, 0x34b0bcb5e19b48a8ull,
    0x391c0cb3c5c95a63ull, 0x4ed8aa4ae3418acbull,
    0x5b9cca4f7763e373ull, 0x682e6ff3d6b2b8a3ull,
    0x748f82ee5defb2fcull, 0x78a5636f43172f60ull,
    0x84c87814a1f0ab72ull, 0x8cc702081a6439ecull,
    0x90befffa23631e28ull, 0xa4506cebde82bde9ull,
    0xbef9a3f7b2c67915ull, 0xc67178f2e372532bull,
    0xca273eceea26619cull, 0xd186b8c721c0c207ull,
    0xeada7dd6cde0eb1eull, 0xf57d4f7fee6ed178ull,
    0x06f067aa72176fbaull, 0x0a637dc5a2c898a6ull,
    0x113f9804bef90daeull, 0x1b710b35131c471bull,
    0x28db77f523047d84ull, 0x32caab7b40c72493ull,
    0x3c9ebe0a15c9bebcull, 0x431d67c49c100d4cull,
    0x4cc5d4becb3e42b6ull, 0x597f299cfc657e2aull,
    0x5fcb6fab3ad6faecull, 0x6c44198c4a475817ull,
};

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

    const uint64_t *k = kK;
    SHA512_16_ROUNDS(SHA512_W_LOAD);
    for (k = kK + 16; k != kK + 80; k += 16) {
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
