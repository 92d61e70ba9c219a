// GHASH with 4-bit tables (Shoup's method, as in McGrew & Viega's GCM
// paper, section 4.1): sixteen multiples of H and a fixed reduction table,
// one lookup of each per nibble. VARIABLE TIME: every lookup is indexed by
// secret data (the running hash, the ciphertext under a secret H), so cache
// and bus timing depend on them. Opt-in only
// (--//crypto/gcm:ghash_backend=//crypto/gcm:ghash_table).
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/gcm/ghash.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace gcm {
namespace {

// R[r]: what the four coefficients pushed out by a right shift of 4 (r, as
// the low nibble) reduce to, as the top 16 bits of the reflected value:
// x^(128+j) = x^j (1 + x + x^2 + x^7).
constexpr uint16_t kReduce4[16] = {
    0x0000, 0x1C20, 0x3840, 0x2460, 0x7080, 0x6CA0, 0x48C0, 0x54E0,
    0xE100, 0xFD20, 0xD940, 0xC560, 0x9180, 0x8DA0, 0xA9C0, 0xB5E0,
};

// v * x, reflected: a right shift with the reduction folded in.
void mul_x(const uint32_t *v, uint32_t *out) {
  const uint32_t carry = 0u - (v[3] & 1u);
  out[3] = (v[3] >> 1) | (v[2] << 31);
  out[2] = (v[2] >> 1) | (v[1] << 31);
  out[1] = (v[1] >> 1) | (v[0] << 31);
  out[0] = (v[0] >> 1) ^ (carry & 0xE1000000u);
}

}  // namespace

// key->w[4 * n ..] = H * n(x), where nibble n's top bit is the coefficient
// of x^0 (reflected, like the blocks).
void ghash_init_table(GhashKey *key, const uint8_t h[16]) {
  uint32_t *t = key->w;
  for (int i = 0; i < 4; ++i) {
    t[4 * 0 + i] = 0;
    t[4 * 8 + i] = load_be32(h + 4 * i);
  }
  mul_x(t + 4 * 8, t + 4 * 4);
  mul_x(t + 4 * 4, t + 4 * 2);
  mul_x(t + 4 * 2, t + 4 * 1);
  for (int n = 3; n < 16; ++n) {
    const int low = n & -n;  // lowest set bit
    if (low == n) continue;  // 4 and 8: done above
    for (int i = 0; i < 4; ++i) t[4 * n + i] = t[4 * low + i] ^ t[4 * (n - low) + i];
  }
}

void ghash_blocks_table(const GhashKey *key, uint32_t y[4], const uint8_t *data,
                  size_t nblocks) {
  const uint32_t *t = key->w;
  uint32_t x[4];
  for (; nblocks != 0; --nblocks, data += 16) {
    for (int i = 0; i < 4; ++i) x[i] = y[i] ^ load_be32(data + 4 * i);
    // Horner from the highest power: byte 15's low nibble (x^124 .. x^127)
    // first, byte 0's high nibble last; between nibbles, Z = Z * x^4.
    uint32_t z0 = 0, z1 = 0, z2 = 0, z3 = 0;
    for (int pos = 31; pos >= 0; --pos) {
      const uint32_t n = (x[pos >> 3] >> (4 * (7 - (pos & 7)))) & 0xFu;
      if (pos != 31) {
        const uint32_t r = z3 & 0xFu;
        z3 = (z3 >> 4) | (z2 << 28);
        z2 = (z2 >> 4) | (z1 << 28);
        z1 = (z1 >> 4) | (z0 << 28);
        z0 = (z0 >> 4) ^ (static_cast<uint32_t>(kReduce4[r]) << 16);
      }
      const uint32_t *m = t + 4 * n;
      z0 ^= m[0];
      z1 ^= m[1];
      z2 ^= m[2];
      z3 ^= m[3];
    }
    y[0] = z0;
    y[1] = z1;
    y[2] = z2;
    y[3] = z3;
  }
  mcu_wipe(x, sizeof x);
}

}  // namespace gcm
}  // namespace mcucrypt
