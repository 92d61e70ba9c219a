// Portable MD5 compression function (RFC 1321 section 3.4).
//
// Speed notes: all 64 steps are unrolled by macro with the sine constants as
// immediates, and a..d "rotate" by renaming; round 1 loads the message words
// (little-endian) as it first uses them, rounds 2-4 read them back.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/md5/md5_compress.h"
#include "crypto/md5/md5_technique.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace {

// The auxiliary functions of RFC 1321 section 3.4. F and G use equivalent
// forms with one fewer operation: F = d ^ (b & (c ^ d)) selects c where b
// is set, G = c ^ (d & (b ^ c)) selects b where d is set.
inline uint32_t F(uint32_t b, uint32_t c, uint32_t d) { return d ^ (b & (c ^ d)); }
inline uint32_t G(uint32_t b, uint32_t c, uint32_t d) { return c ^ (d & (b ^ c)); }
inline uint32_t H(uint32_t b, uint32_t c, uint32_t d) { return b ^ c ^ d; }
inline uint32_t I(uint32_t b, uint32_t c, uint32_t d) { return c ^ (b | ~d); }

}  // namespace

// a = b + ((a + fn(b, c, d) + X[k] + T[i]) <<< s)
#define MD5_STEP(fn, a, b, c, d, xk, t, s)       \
  do {                                           \
    (a) += fn((b), (c), (d)) + (xk) + (t);       \
    (a) = rotl32((a), (s)) + (b);                \
  } while (0)

// Round 1 reads each message word from the block and keeps it for later.
#define MD5_X_LOAD(k) (x[(k)] = load_le32(blocks + 4 * (k)))
#define MD5_X(k) x[(k)]

mcu_status md5_compress_portable(uint32_t state[4], const uint8_t *blocks, size_t nblocks) {
  uint32_t x[16];
  for (; nblocks != 0; --nblocks, blocks += 64) {
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];

    // Round 1: steps 1-16, T[1..16], x[k] for k = 0, 1, ..., 15.
    MD5_STEP(F, a, b, c, d, MD5_X_LOAD(0), 0xd76aa478u, 7);
    MD5_STEP(F, d, a, b, c, MD5_X_LOAD(1), 0xe8c7b756u, 12);
    MD5_STEP(F, c, d, a, b, MD5_X_LOAD(2), 0x242070dbu, 17);
    MD5_STEP(F, b, c, d, a, MD5_X_LOAD(3), 0xc1bdceeeu, 22);
    MD5_STEP(F, a, b, c, d, MD5_X_LOAD(4), 0xf57c0fafu, 7);
    MD5_STEP(F, d, a, b, c, MD5_X_LOAD(5), 0x4787c62au, 12);
    MD5_STEP(F, c, d, a, b, MD5_X_LOAD(6), 0xa8304613u, 17);
    MD5_STEP(F, b, c, d, a, MD5_X_LOAD(7), 0xfd469501u, 22);
    MD5_STEP(F, a, b, c, d, MD5_X_LOAD(8), 0x698098d8u, 7);
    MD5_STEP(F, d, a, b, c, MD5_X_LOAD(9), 0x8b44f7afu, 12);
    MD5_STEP(F, c, d, a, b, MD5_X_LOAD(10), 0xffff5bb1u, 17);
    MD5_STEP(F, b, c, d, a, MD5_X_LOAD(11), 0x895cd7beu, 22);
    MD5_STEP(F, a, b, c, d, MD5_X_LOAD(12), 0x6b901122u, 7);
    MD5_STEP(F, d, a, b, c, MD5_X_LOAD(13), 0xfd987193u, 12);
    MD5_STEP(F, c, d, a, b, MD5_X_LOAD(14), 0xa679438eu, 17);
    MD5_STEP(F, b, c, d, a, MD5_X_LOAD(15), 0x49b40821u, 22);

    // Round 2: steps 17-32, k = (1 + 5j) mod 16.
    MD5_STEP(G, a, b, c, d, MD5_X(1), 0xf61e2562u, 5);
    MD5_STEP(G, d, a, b, c, MD5_X(6), 0xc040b340u, 9);
    MD5_STEP(G, c, d, a, b, MD5_X(11), 0x265e5a51u, 14);
    MD5_STEP(G, b, c, d, a, MD5_X(0), 0xe9b6c7aau, 20);
    MD5_STEP(G, a, b, c, d, MD5_X(5), 0xd62f105du, 5);
    MD5_STEP(G, d, a, b, c, MD5_X(10), 0x02441453u, 9);
    MD5_STEP(G, c, d, a, b, MD5_X(15), 0xd8a1e681u, 14);
    MD5_STEP(G, b, c, d, a, MD5_X(4), 0xe7d3fbc8u, 20);
    MD5_STEP(G, a, b, c, d, MD5_X(9), 0x21e1cde6u, 5);
    MD5_STEP(G, d, a, b, c, MD5_X(14), 0xc33707d6u, 9);
    MD5_STEP(G, c, d, a, b, MD5_X(3), 0xf4d50d87u, 14);
    MD5_STEP(G, b, c, d, a, MD5_X(8), 0x455a14edu, 20);
    MD5_STEP(G, a, b, c, d, MD5_X(13), 0xa9e3e905u, 5);
    MD5_STEP(G, d, a, b, c, MD5_X(2), 0xfcefa3f8u, 9);
    MD5_STEP(G, c, d, a, b, MD5_X(7), 0x676f02d9u, 14);
    MD5_STEP(G, b, c, d, a, MD5_X(12), 0x8d2a4c8au, 20);

    // Round 3: steps 33-48, k = (5 + 3j) mod 16.
    MD5_STEP(H, a, b, c, d, MD5_X(5), 0xfffa3942u, 4);
    MD5_STEP(H, d, a, b, c, MD5_X(8), 0x8771f681u, 11);
    MD5_STEP(H, c, d, a, b, MD5_X(11), 0x6d9d6122u, 16);
    MD5_STEP(H, b, c, d, a, MD5_X(14), 0xfde5380cu, 23);
    MD5_STEP(H, a, b, c, d, MD5_X(1), 0xa4beea44u, 4);
    MD5_STEP(H, d, a, b, c, MD5_X(4), 0x4bdecfa9u, 11);
    MD5_STEP(H, c, d, a, b, MD5_X(7), 0xf6bb4b60u, 16);
    MD5_STEP(H, b, c, d, a, MD5_X(10), 0xbebfbc70u, 23);
    MD5_STEP(H, a, b, c, d, MD5_X(13), 0x289b7ec6u, 4);
    MD5_STEP(H, d, a, b, c, MD5_X(0), 0xeaa127fau, 11);
    MD5_STEP(H, c, d, a, b, MD5_X(3), 0xd4ef3085u, 16);
    MD5_STEP(H, b, c, d, a, MD5_X(6), 0x04881d05u, 23);
    MD5_STEP(H, a, b, c, d, MD5_X(9), 0xd9d4d039u, 4);
    MD5_STEP(H, d, a, b, c, MD5_X(12), 0xe6db99e5u, 11);
    MD5_STEP(H, c, d, a, b, MD5_X(15), 0x1fa27cf8u, 16);
    MD5_STEP(H, b, c, d, a, MD5_X(2), 0xc4ac5665u, 23);

    // Round 4: steps 49-64, k = 7j mod 16.
    MD5_STEP(I, a, b, c, d, MD5_X(0), 0xf4292244u, 6);
    MD5_STEP(I, d, a, b, c, MD5_X(7), 0x432aff97u, 10);
    MD5_STEP(I, c, d, a, b, MD5_X(14), 0xab9423a7u, 15);
    MD5_STEP(I, b, c, d, a, MD5_X(5), 0xfc93a039u, 21);
    MD5_STEP(I, a, b, c, d, MD5_X(12), 0x655b59c3u, 6);
    MD5_STEP(I, d, a, b, c, MD5_X(3), 0x8f0ccc92u, 10);
    MD5_STEP(I, c, d, a, b, MD5_X(10), 0xffeff47du, 15);
    MD5_STEP(I, b, c, d, a, MD5_X(1), 0x85845dd1u, 21);
    MD5_STEP(I, a, b, c, d, MD5_X(8), 0x6fa87e4fu, 6);
    MD5_STEP(I, d, a, b, c, MD5_X(15), 0xfe2ce6e0u, 10);
    MD5_STEP(I, c, d, a, b, MD5_X(6), 0xa3014314u, 15);
    MD5_STEP(I, b, c, d, a, MD5_X(13), 0x4e0811a1u, 21);
    MD5_STEP(I, a, b, c, d, MD5_X(4), 0xf7537e82u, 6);
    MD5_STEP(I, d, a, b, c, MD5_X(11), 0xbd3af235u, 10);
    MD5_STEP(I, c, d, a, b, MD5_X(2), 0x2ad7d2bbu, 15);
    MD5_STEP(I, b, c, d, a, MD5_X(9), 0xeb86d391u, 21);

    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
  }
  // The message words may be secret.
  mcu_wipe(x, sizeof(x));
  return MCU_OK;
}

#undef MD5_X
#undef MD5_X_LOAD
#undef MD5_STEP

}  // namespace mcucrypt

// This technique's MD5 (mcucrypt/md5.h).
extern "C" const mcu_hash_desc mcu_md5_portable =
    MCU_MD5_DESC(mcucrypt::md5_compress_portable, "portable");
