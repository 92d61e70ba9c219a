// Portable SM3 compression function (GB/T 32905-2016 sections 5.3.2, 5.3.3).
//
// Speed notes: the 68-word expansion W is kept as a rolling 16-word window,
// computed four rounds ahead (round j needs W[j] and W[j + 4], since
// W'[j] = W[j] ^ W[j + 4]); rounds are unrolled by macro so the A..H
// "rotation" is a renaming of variables, not eight moves; the round
// constants are pre-rotated (T_j <<< j); and every rotation other than the
// ones inside P0/P1 and of A is deferred into the operand of the addition or
// logic operation that consumes it (free on Arm's barrel shifter). About
// 46.5 cycles/byte on the Cortex-M4 cycle model (mcusim, GCC 12 -O2), of
// which roughly a third is loads: GCC separates each load from the next, so
// few of them pipeline. Computing all 68 words before the rounds, or
// grouping the loads in the source, measured slower.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sm3/sm3_compress.h"
#include "crypto/sm3/sm3_technique.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace {

// T_j <<< (j mod 32), section 4.2 and the SS1 step of 5.3.3.
struct RoundConstants {
  uint32_t k[64];
};

constexpr RoundConstants make_round_constants() {
  RoundConstants rc{};
  for (unsigned j = 0; j < 64; ++j) {
    const uint32_t t = j < 16 ? 0x79cc4519u : 0x7a879d8au;
    const unsigned n = j % 32;
    rc.k[j] = n == 0 ? t : (t << n) | (t >> (32 - n));
  }
  return rc;
}

constexpr RoundConstants kRoundConstants = make_round_constants();

// Section 4.3: FF_j and GG_j (rounds 0-15 and 16-63) and P0, P1 (4.4).
// ff1 is the majority function and gg1 a choice; the forms used take one
// operation fewer than the standard's.
inline uint32_t ff0(uint32_t x, uint32_t y, uint32_t z) { return x ^ y ^ z; }
inline uint32_t ff1(uint32_t x, uint32_t y, uint32_t z) { return (x & y) | (z & (x | y)); }
inline uint32_t gg1(uint32_t x, uint32_t y, uint32_t z) { return z ^ (x & (y ^ z)); }
inline uint32_t p0(uint32_t x) { return x ^ rotl32(x, 9) ^ rotl32(x, 17); }
inline uint32_t p1(uint32_t x) { return x ^ rotl32(x, 15) ^ rotl32(x, 23); }

}  // namespace

// W[i + 4] for round i (W[i] ^ W[i + 4] is W'[i]). Rounds 0-11 read it from
// the block; from round 12 on it is expanded (section 5.3.2),
// W[j] = P1(W[j-16] ^ W[j-9] ^ (W[j-3] <<< 15)) ^ (W[j-13] <<< 7) ^ W[j-6]
// with j = i + 4, indices mod 16; it replaces W[j-16], read just before.
#define SM3_W_LOAD(i) (w[((i) + 4) & 15])
#define SM3_W_EXPAND(i)                                                      \
  (w[((i) + 4) & 15] = p1(w[((i) + 4) & 15] ^ w[((i) + 11) & 15] ^           \
                          rotl32(w[((i) + 1) & 15], 15)) ^                   \
                       rotl32(w[((i) + 7) & 15], 7) ^ w[((i) + 14) & 15])

// One round i (section 5.3.3), with the rotations of B and F deferred: after
// a round the standard sets C = B <<< 9 and G = F <<< 19, then D = C and
// H = G one round later. Here c and d hold C and D rotated right by 9 (g and
// h: G and H by 19), so those rotations land in the operand of the
// instruction that uses the value, where the barrel shifter does them for
// free. The caller passes the variables in rotated order: the round leaves
// the new A in d and the new E in h; b and f, unrotated, become the new C
// and G; a, c, e, g already are the new B, D, F, H.
#define SM3_ROUND(a, b, c, d, e, f, g, h, i, FF, GG, W4)                     \
  do {                                                                       \
    /* t = SS1 >>> 7 and u = SS2 >>> 7: the rotation of SS1 and SS2 by 7 */ \
    /* also moves into the additions that consume them. The statements */  \
    /* are in an order that keeps few temporaries live. */                  \
    const uint32_t w4 = W4(i);                                               \
    const uint32_t t = rotl32((a), 12) + (e) + k[(i)];                       \
    const uint32_t u = t ^ rotl32((a), 5);                                   \
    const uint32_t tt2 = GG((e), (f), rotl32((g), 19)) + rotl32((h), 19) +   \
                         rotl32(t, 7);                                       \
    const uint32_t tt1 = FF((a), (b), rotl32((c), 9)) + rotl32((d), 9) +     \
                         rotl32(u, 7);                                       \
    const uint32_t w0 = w[(i) & 15];                                         \
    (d) = tt1 + (w0 ^ w4);                                                   \
    (h) = p0(tt2 + w0);                                                      \
  } while (0)

#define SM3_4_ROUNDS(i, FF, GG, W4)                                          \
  SM3_ROUND(a, b, c, d, e, f, g, h, (i) + 0, FF, GG, W4);                    \
  SM3_ROUND(d, a, b, c, h, e, f, g, (i) + 1, FF, GG, W4);                    \
  SM3_ROUND(c, d, a, b, g, h, e, f, (i) + 2, FF, GG, W4);                    \
  SM3_ROUND(b, c, d, a, f, g, h, e, (i) + 3, FF, GG, W4)

mcu_status sm3_compress_portable(uint32_t state[8], const uint8_t *blocks, size_t nblocks) {
  uint32_t w[16];
  for (; nblocks != 0; --nblocks, blocks += 64) {
    for (size_t i = 0; i < 16; ++i) {
      w[i] = load_be32(blocks + 4 * i);
    }
    uint32_t a = state[0], b = state[1], c = rotr32(state[2], 9), d = rotr32(state[3], 9);
    uint32_t e = state[4], f = state[5], g = rotr32(state[6], 19), h = rotr32(state[7], 19);

    // Rounds 0-15: FF and GG are both XOR; expansion starts at round 12.
    const uint32_t *k = kRoundConstants.k;
    SM3_4_ROUNDS(0, ff0, ff0, SM3_W_LOAD);
    SM3_4_ROUNDS(4, ff0, ff0, SM3_W_LOAD);
    SM3_4_ROUNDS(8, ff0, ff0, SM3_W_LOAD);
    SM3_4_ROUNDS(12, ff0, ff0, SM3_W_EXPAND);
    // Rounds 16-63, sixteen at a time (the window indices repeat every 16).
    for (k += 16; k != kRoundConstants.k + 64; k += 16) {
      SM3_4_ROUNDS(0, ff1, gg1, SM3_W_EXPAND);
      SM3_4_ROUNDS(4, ff1, gg1, SM3_W_EXPAND);
      SM3_4_ROUNDS(8, ff1, gg1, SM3_W_EXPAND);
      SM3_4_ROUNDS(12, ff1, gg1, SM3_W_EXPAND);
    }

    state[0] ^= a; state[1] ^= b; state[2] ^= rotl32(c, 9); state[3] ^= rotl32(d, 9);
    state[4] ^= e; state[5] ^= f; state[6] ^= rotl32(g, 19); state[7] ^= rotl32(h, 19);
  }
  // The expansion is derived from the (possibly secret) message.
  mcu_wipe(w, sizeof(w));
  return MCU_OK;
}

#undef SM3_4_ROUNDS
#undef SM3_ROUND
#undef SM3_W_EXPAND
#undef SM3_W_LOAD

}  // namespace mcucrypt

// This technique's SM3 (mcucrypt/sm3.h).
extern "C" const mcu_hash_desc mcu_sm3_portable =
    MCU_SM3_DESC(mcucrypt::sm3_compress_portable, "portable");
