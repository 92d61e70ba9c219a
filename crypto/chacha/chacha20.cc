// ChaCha20 (RFC 8439 section 2), HChaCha20 and XChaCha20
// (draft-irtf-cfrg-xchacha-03 section 2). Additions, rotations and XORs only:
// constant time by construction.
#include <stdint.h>
#include <string.h>

#include "crypto/chacha/chacha20_core.h"
#include "crypto/common/bytes.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace chacha {
namespace {

// "expand 32-byte k" (RFC 8439 section 2.3).
constexpr uint32_t kSigma0 = 0x61707865u;
constexpr uint32_t kSigma1 = 0x3320646eu;
constexpr uint32_t kSigma2 = 0x79622d32u;
constexpr uint32_t kSigma3 = 0x6b206574u;

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

void set_key(uint32_t state[16], const uint8_t key[32]) {
  state[0] = kSigma0;
  state[1] = kSigma1;
  state[2] = kSigma2;
  state[3] = kSigma3;
  for (int i = 0; i < 8; ++i) state[4 + i] = load_le32(key + 4 * i);
}

}  // namespace

void init_state(uint32_t state[16], const uint8_t key[32], const uint8_t nonce[12],
                uint32_t counter) {
  set_key(state, key);
  state[12] = counter;
  state[13] = load_le32(nonce);
  state[14] = load_le32(nonce + 4);
  state[15] = load_le32(nonce + 8);
}

void block(const uint32_t state[16], uint32_t out[16]) {
  for (int i = 0; i < 16; ++i) out[i] = state[i];
  rounds(out);
  for (int i = 0; i < 16; ++i) out[i] += state[i];
}

void xor_stream(uint32_t state[16], const uint8_t *in, size_t len, uint8_t *out) {
  uint32_t ks[16];
  while (len >= 64) {
    // The block function with its feed-forward fused into the XOR.
    for (int i = 0; i < 16; ++i) ks[i] = state[i];
    rounds(ks);
    for (int i = 0; i < 16; ++i) {
      store_le32(out + 4 * i, load_le32(in + 4 * i) ^ (ks[i] + state[i]));
    }
    ++state[12];
    in += 64;
    out += 64;
    len -= 64;
  }
  if (len != 0) {
    block(state, ks);
    ++state[12];
    uint8_t bytes[64];
    for (int i = 0; i < 16; ++i) store_le32(bytes + 4 * i, ks[i]);
    for (size_t i = 0; i < len; ++i) out[i] = static_cast<uint8_t>(in[i] ^ bytes[i]);
    mcu_wipe(bytes, sizeof(bytes));
  }
  mcu_wipe(ks, sizeof(ks));
}

void hchacha20(const uint8_t key[32], const uint8_t nonce[16], uint8_t out[32]) {
  uint32_t x[16];
  set_key(x, key);
  for (int i = 0; i < 4; ++i) x[12 + i] = load_le32(nonce + 4 * i);
  rounds(x);
  // No feed-forward: words 0-3 and 12-15 (section 2.2).
  for (int i = 0; i < 4; ++i) {
    store_le32(out + 4 * i, x[i]);
    store_le32(out + 16 + 4 * i, x[12 + i]);
  }
  mcu_wipe(x, sizeof(x));
}

bool counter_fits(uint32_t counter, size_t len) {
  const uint64_t blocks = static_cast<uint64_t>(len) / 64 + (len % 64 != 0 ? 1 : 0);
  return blocks <= (uint64_t{1} << 32) - counter;
}

bool same_or_disjoint(const uint8_t *in, const uint8_t *out, size_t len) {
  if (in == out || len == 0) return true;
  const uintptr_t a = reinterpret_cast<uintptr_t>(in);
  const uintptr_t b = reinterpret_cast<uintptr_t>(out);
  return a < b ? b - a >= len : a - b >= len;
}

}  // namespace chacha
}  // namespace mcucrypt

namespace {

mcu_status check_stream_args(const uint8_t *key, const uint8_t *nonce, uint32_t counter,
                             const uint8_t *in, size_t len, const uint8_t *out) {
  if (key == NULL || nonce == NULL || ((in == NULL || out == NULL) && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!mcucrypt::chacha::same_or_disjoint(in, out, len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!mcucrypt::chacha::counter_fits(counter, len)) {
    return MCU_ERR_LENGTH_LIMIT;
  }
  return MCU_OK;
}

}  // namespace

extern "C" mcu_status mcu_chacha20_xor(const uint8_t key[MCU_CHACHA20_KEY_SIZE],
                                       const uint8_t nonce[MCU_CHACHA20_NONCE_SIZE],
                                       uint32_t counter, const uint8_t *in, size_t len,
                                       uint8_t *out) {
  const mcu_status st = check_stream_args(key, nonce, counter, in, len, out);
  if (st != MCU_OK) return st;
  uint32_t state[16];
  mcucrypt::chacha::init_state(state, key, nonce, counter);
  mcucrypt::chacha::xor_stream(state, in, len, out);
  mcu_wipe(state, sizeof(state));
  return MCU_OK;
}

extern "C" mcu_status mcu_hchacha20(const uint8_t key[MCU_CHACHA20_KEY_SIZE],
                                    const uint8_t nonce[MCU_HCHACHA20_NONCE_SIZE],
                                    uint8_t out[MCU_HCHACHA20_OUTPUT_SIZE]) {
  if (key == NULL || nonce == NULL || out == NULL) return MCU_ERR_INVALID_ARGUMENT;
  mcucrypt::chacha::hchacha20(key, nonce, out);
  return MCU_OK;
}

extern "C" mcu_status mcu_xchacha20_xor(const uint8_t key[MCU_CHACHA20_KEY_SIZE],
                                        const uint8_t nonce[MCU_XCHACHA20_NONCE_SIZE],
                                        uint32_t counter, const uint8_t *in, size_t len,
                                        uint8_t *out) {
  const mcu_status st = check_stream_args(key, nonce, counter, in, len, out);
  if (st != MCU_OK) return st;
  uint8_t subkey[32];
  uint8_t nonce12[12] = {0, 0, 0, 0};
  mcucrypt::chacha::hchacha20(key, nonce, subkey);
  memcpy(nonce12 + 4, nonce + 16, 8);
  uint32_t state[16];
  mcucrypt::chacha::init_state(state, subkey, nonce12, counter);
  mcucrypt::chacha::xor_stream(state, in, len, out);
  mcu_wipe(state, sizeof(state));
  mcu_wipe(subkey, sizeof(subkey));
  return MCU_OK;
}
