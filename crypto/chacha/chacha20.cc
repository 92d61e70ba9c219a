// ChaCha20 (RFC 8439 section 2), HChaCha20 and XChaCha20
// (draft-irtf-cfrg-xchacha-03 section 2) over the core's block loop
// (chacha20_blocks.h: portable C++, or Thumb-2 assembly on Cortex-M4).
// Additions, rotations and XORs only: constant time by construction.
#include <stdint.h>
#include <string.h>

#include "crypto/chacha/chacha20_blocks.h"
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
  // The key stream of one block is the block function's output, little
  // endian: XOR it into zeros with a copy of the state.
  uint32_t st[16];
  uint8_t ks[64] = {0};
  for (int i = 0; i < 16; ++i) st[i] = state[i];
  xor_blocks(st, ks, ks, 1);
  for (int i = 0; i < 16; ++i) out[i] = load_le32(ks + 4 * i);
  mcu_wipe(ks, sizeof(ks));
  mcu_wipe(st, sizeof(st));
}

void xor_stream(uint32_t state[16], const uint8_t *in, size_t len, uint8_t *out) {
  const size_t whole = len / 64;
  if (whole != 0) {
    xor_blocks(state, in, out, whole);
    in += 64 * whole;
    out += 64 * whole;
    len %= 64;
  }
  if (len != 0) {
    uint8_t buf[64] = {0};
    memcpy(buf, in, len);
    xor_blocks(state, buf, buf, 1);
    memcpy(out, buf, len);
    mcu_wipe(buf, sizeof(buf));
  }
}

void hchacha20(const uint8_t key[32], const uint8_t nonce[16], uint8_t out[32]) {
  uint32_t x[16];
  set_key(x, key);
  for (int i = 0; i < 4; ++i) x[12 + i] = load_le32(nonce + 4 * i);
  // HChaCha20 is the 20 rounds without the feed-forward (section 2.2):
  // the block function's output minus its input, words 0-3 and 12-15.
  uint32_t y[16];
  block(x, y);
  for (int i = 0; i < 4; ++i) {
    store_le32(out + 4 * i, y[i] - x[i]);
    store_le32(out + 16 + 4 * i, y[12 + i] - x[12 + i]);
  }
  mcu_wipe(x, sizeof(x));
  mcu_wipe(y, sizeof(y));
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
