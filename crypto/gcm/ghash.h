// GHASH (NIST SP 800-38D section 6.4), the universal hash inside GCM, as a
// backend the build selects with the label_flag //crypto/gcm:ghash_backend:
//
//   default   //crypto/gcm:ghash_ct_default   constant time, multiplication
//             with holes: Thumb-2 on Cortex-M4 (ghash_ct_armv7m), MIPS32r2 on
//             MIPS (ghash_ct_mips32r2), C++ elsewhere (ghash_ct.cc); one
//             key expansion (ghash_ct_key.h)
//   opt-in    //crypto/gcm:ghash_table   4-bit Shoup tables, VARIABLE TIME
//
// The backends define the same functions; tests link each one directly.
// The state Y and the blocks are GCM's byte strings read as big-endian
// 32-bit words (y[0] holds bytes 0..3), i.e. the bit-reflected polynomial.
#ifndef MCUCRYPT_CRYPTO_GCM_GHASH_H_
#define MCUCRYPT_CRYPTO_GCM_GHASH_H_

#include <stddef.h>
#include <stdint.h>

namespace mcucrypt {
namespace gcm {

// Room for either backend's precomputed key (constant time: H split for
// the nine products, 36 words; table: 16 x 4 words).
constexpr size_t kGhashKeyWords = 64;

// The hash subkey H = E_K(0^128), expanded; secret, wipe after use.
struct GhashKey {
  uint32_t w[kGhashKeyWords];
};

// Expands H (16 bytes) into *key.
void ghash_init(GhashKey *key, const uint8_t h[16]);

// For each of nblocks 16-byte blocks X at data: Y = (Y ^ X) * H.
void ghash_blocks(const GhashKey *key, uint32_t y[4], const uint8_t *data,
                  size_t nblocks);

// The technique ("ct_mul_holes", "table4") and whether it runs in constant
// time (1) or not (0).
extern const char *const kGhashImpl;
extern const int kGhashConstantTime;

// The same two functions by technique, each in its own library
// (//crypto/gcm:ghash_<technique>), so one image can hold several; the names
// above are the build's choice (ghash_default_<technique>.cc forwards them).
void ghash_init_ct(GhashKey *key, const uint8_t h[16]);
void ghash_blocks_ct(const GhashKey *key, uint32_t y[4], const uint8_t *data, size_t nblocks);
void ghash_init_ct_armv7m(GhashKey *key, const uint8_t h[16]);
void ghash_blocks_ct_armv7m(const GhashKey *key, uint32_t y[4], const uint8_t *data, size_t nblocks);
void ghash_init_ct_mips32r2(GhashKey *key, const uint8_t h[16]);
void ghash_blocks_ct_mips32r2(const GhashKey *key, uint32_t y[4], const uint8_t *data, size_t nblocks);
void ghash_init_table(GhashKey *key, const uint8_t h[16]);
void ghash_blocks_table(const GhashKey *key, uint32_t y[4], const uint8_t *data, size_t nblocks);

}  // namespace gcm
}  // namespace mcucrypt

#endif  // MCUCRYPT_CRYPTO_GCM_GHASH_H_
