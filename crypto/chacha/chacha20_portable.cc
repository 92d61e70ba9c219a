// ChaCha20's block loop in portable C++ (RFC 8439 section 2.3): additions,
// rotations and XORs only, constant time by construction.
#include <stddef.h>
#include <stdint.h>

#include "crypto/chacha/chacha20_blocks.h"
#include "crypto/common/bytes.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace chacha {
namespace {

#define MCU_CHACHA_QR(a, b, c, d) \
  a += b;                         \
  d = rotl32(d ^ a, 16);          \
  c += d;                         \
  b = rotl32(b ^ c, 12);          \
  a += b;                         \
  d = rotl32(d ^ a, 8);           \
  c += d;                         \
  b = rotl32(b ^ c, 7)

// The 20 rounds (10 double rounds) on x, in place.
inline void rounds(uint32_t x[16]) {
  uint32_t x0 = x[0], x1 = x[1], x2 = x[2], x3 = x[3];
  uint32_t x4 = x[4], x5 = x[5], x6 = x[6], x7 = x[7];
  uint32_t x8 = x[8], x9 = x[9], x10 = x[10], x11 = x[11];
  uint32_t x12 = x[12], x13 = x[13], x14 = x[14], x15 = x[15];
  for (int i = 0; i < 10; ++i) {
    MCU_CHACHA_QR(x0, x4, x8, x12);
    MCU_CHACHA_QR(x1, x5, x9, x13);
    MCU_CHACHA_QR(x2, x6, x10, x14);
    MCU_CHACHA_QR(x3, x7, x11, x15);
    MCU_CHACHA_QR(x0, x5, x10, x15);
    MCU_CHACHA_QR(x1, x6, x11, x12);
    MCU_CHACHA_QR(x2, x7, x8, x13);
    MCU_CHACHA_QR(x3, x4, x9, x14);
  }
  x[0] = x0; x[1] = x1; x[2] = x2; x[3] = x3;
  x[4] = x4; x[5] = x5; x[6] = x6; x[7] = x7;
  x[8] = x8; x[9] = x9; x[10] = x10; x[11] = x11;
  x[12] = x12; x[13] = x13; x[14] = x14; x[15] = x15;
}

#undef MCU_CHACHA_QR

}  // namespace

void xor_blocks_portable(uint32_t state[16], const uint8_t *in, uint8_t *out, size_t nblocks) {
  uint32_t ks[16];
  for (; nblocks != 0; --nblocks) {
    // The block function with its feed-forward fused into the XOR.
    for (int i = 0; i < 16; ++i) ks[i] = state[i];
    rounds(ks);
    for (int i = 0; i < 16; ++i) {
      store_le32(out + 4 * i, load_le32(in + 4 * i) ^ (ks[i] + state[i]));
    }
    ++state[12];
    in += 64;
    out += 64;
  }
  mcu_wipe(ks, sizeof(ks));
}

}  // namespace chacha
}  // namespace mcucrypt
