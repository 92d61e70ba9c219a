// ChaCha20-Poly1305 (RFC 8439 section 2.8) and XChaCha20-Poly1305
// (draft-irtf-cfrg-xchacha-03 section 2), following the contract in
// mcucrypt/aead_desc.h. Decryption authenticates the whole ciphertext
// before it decrypts a byte, so on a bad tag nothing is decrypted and out is
// zeroed.
#include <stdint.h>
#include <string.h>

#include "crypto/chacha/chacha20_core.h"
#include "crypto/common/bytes.h"
#include "mcucrypt/chacha20_poly1305.h"

#include "crypto/common/ct.h"
#include "mcucrypt/mem.h"

namespace {

// Largest plaintext: the block counter runs from 1 to 2^32 - 1.
constexpr uint64_t kMaxLen = (uint64_t{1} << 32) * 64 - 64;

// Pointer checks, done before anything is written.
bool pointers_ok(const uint8_t *key, const uint8_t *nonce, const uint8_t *aad,
                 size_t aad_len, const uint8_t *in, size_t len, const uint8_t *out,
                 const uint8_t *tag) {
  if (key == NULL || nonce == NULL || tag == NULL) return false;
  if (aad == NULL && aad_len != 0) return false;
  if ((in == NULL || out == NULL) && len != 0) return false;
  return mcucrypt::chacha::same_or_disjoint(in, out, len);
}

const uint8_t kZeros[16] = {0};

// The tag of section 2.8: Poly1305 under the first 32 bytes of block 0, over
// aad || pad16 || ct || pad16 || le64(aad_len) || le64(ct_len).
void compute_tag(const uint32_t state0[16], const uint8_t *aad, size_t aad_len,
                 const uint8_t *ct, size_t len, uint8_t tag[16]) {
  uint32_t block0[16];
  mcucrypt::chacha::block(state0, block0);
  uint8_t otk[32];
  for (int i = 0; i < 8; ++i) mcucrypt::store_le32(otk + 4 * i, block0[i]);
  mcu_wipe(block0, sizeof(block0));

  mcu_poly1305_ctx poly;
  (void)mcu_poly1305_init(&poly, otk);
  mcu_wipe(otk, sizeof(otk));
  (void)mcu_poly1305_update(&poly, aad, aad_len);
  (void)mcu_poly1305_update(&poly, kZeros, (16 - aad_len % 16) % 16);
  (void)mcu_poly1305_update(&poly, ct, len);
  (void)mcu_poly1305_update(&poly, kZeros, (16 - len % 16) % 16);
  uint8_t lengths[16];
  mcucrypt::store_le64(lengths, static_cast<uint64_t>(aad_len));
  mcucrypt::store_le64(lengths + 8, static_cast<uint64_t>(len));
  (void)mcu_poly1305_update(&poly, lengths, sizeof(lengths));
  (void)mcu_poly1305_final(&poly, tag);  // wipes poly
}

// key and nonce12 are the ChaCha20 key and 96-bit nonce (for XChaCha20 the
// subkey and derived nonce). Arguments are checked by the caller.
void seal(const uint8_t key[32], const uint8_t nonce12[12], const uint8_t *aad,
          size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, uint8_t tag[16]) {
  uint32_t state[16];
  mcucrypt::chacha::init_state(state, key, nonce12, 0);
  uint32_t state0[16];
  memcpy(state0, state, sizeof(state0));
  state[12] = 1;
  mcucrypt::chacha::xor_stream(state, in, len, out);
  compute_tag(state0, aad, aad_len, out, len, tag);
  mcu_wipe(state, sizeof(state));
  mcu_wipe(state0, sizeof(state0));
}

mcu_status open(const uint8_t key[32], const uint8_t nonce12[12], const uint8_t *aad,
                size_t aad_len, const uint8_t *in, size_t len, const uint8_t tag[16],
                uint8_t *out) {
  uint32_t state[16];
  mcucrypt::chacha::init_state(state, key, nonce12, 0);
  uint8_t expected[16];
  compute_tag(state, aad, aad_len, in, len, expected);
  // The tag is over the ciphertext: a forgery is refused (its verdict, the
  // status, is public) before any plaintext is made.
  const uint32_t match =
      mcucrypt::ct::mask_if_nonzero(static_cast<uint32_t>(mcu_ct_memeq(expected, tag, 16)));
  mcu_wipe(expected, sizeof(expected));
  const mcu_status st = mcucrypt::ct::release_if_authentic(match, out, len);
  if (st == MCU_OK) {
    state[12] = 1;
    mcucrypt::chacha::xor_stream(state, in, len, out);
  }
  mcu_wipe(state, sizeof(state));
  return st;
}

// The derived key and nonce of XChaCha20 (draft section 2.3.1).
void xchacha_derive(const uint8_t *key, const uint8_t *nonce, uint8_t subkey[32],
                    uint8_t nonce12[12]) {
  mcucrypt::chacha::hchacha20(key, nonce, subkey);
  memset(nonce12, 0, 4);
  memcpy(nonce12 + 4, nonce + 16, 8);
}

}  // namespace

extern "C" mcu_status mcu_chacha20_poly1305_encrypt(
    const uint8_t *key, const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,
    size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
    size_t tag_len) {
  if (!pointers_ok(key, nonce, aad, aad_len, in, len, out, tag) ||
      nonce_len != MCU_CHACHA20_POLY1305_NONCE_SIZE ||
      tag_len != MCU_CHACHA20_POLY1305_TAG_SIZE) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (static_cast<uint64_t>(len) > kMaxLen) return MCU_ERR_LENGTH_LIMIT;
  seal(key, nonce, aad, aad_len, in, len, out, tag);
  return MCU_OK;
}

extern "C" mcu_status mcu_chacha20_poly1305_decrypt(
    const uint8_t *key, const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,
    size_t aad_len, const uint8_t *in, size_t len, const uint8_t *tag, size_t tag_len,
    uint8_t *out) {
  if (!pointers_ok(key, nonce, aad, aad_len, in, len, out, tag)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  // From here out is usable: every failure leaves it zeroed.
  mcu_status st = MCU_OK;
  if (nonce_len != MCU_CHACHA20_POLY1305_NONCE_SIZE ||
      tag_len != MCU_CHACHA20_POLY1305_TAG_SIZE) {
    st = MCU_ERR_INVALID_ARGUMENT;
  } else if (static_cast<uint64_t>(len) > kMaxLen) {
    st = MCU_ERR_LENGTH_LIMIT;
  }
  if (st != MCU_OK) {
    if (len != 0) memset(out, 0, len);
    return st;
  }
  return open(key, nonce, aad, aad_len, in, len, tag, out);
}

extern "C" mcu_status mcu_xchacha20_poly1305_encrypt(
    const uint8_t *key, const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,
    size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
    size_t tag_len) {
  if (!pointers_ok(key, nonce, aad, aad_len, in, len, out, tag) ||
      nonce_len != MCU_XCHACHA20_POLY1305_NONCE_SIZE ||
      tag_len != MCU_CHACHA20_POLY1305_TAG_SIZE) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (static_cast<uint64_t>(len) > kMaxLen) return MCU_ERR_LENGTH_LIMIT;
  uint8_t subkey[32];
  uint8_t nonce12[12];
  xchacha_derive(key, nonce, subkey, nonce12);
  seal(subkey, nonce12, aad, aad_len, in, len, out, tag);
  mcu_wipe(subkey, sizeof(subkey));
  return MCU_OK;
}

extern "C" mcu_status mcu_xchacha20_poly1305_decrypt(
    const uint8_t *key, const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,
    size_t aad_len, const uint8_t *in, size_t len, const uint8_t *tag, size_t tag_len,
    uint8_t *out) {
  if (!pointers_ok(key, nonce, aad, aad_len, in, len, out, tag)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = MCU_OK;
  if (nonce_len != MCU_XCHACHA20_POLY1305_NONCE_SIZE ||
      tag_len != MCU_CHACHA20_POLY1305_TAG_SIZE) {
    st = MCU_ERR_INVALID_ARGUMENT;
  } else if (static_cast<uint64_t>(len) > kMaxLen) {
    st = MCU_ERR_LENGTH_LIMIT;
  }
  if (st != MCU_OK) {
    if (len != 0) memset(out, 0, len);
    return st;
  }
  uint8_t subkey[32];
  uint8_t nonce12[12];
  xchacha_derive(key, nonce, subkey, nonce12);
  st = open(subkey, nonce12, aad, aad_len, in, len, tag, out);
  mcu_wipe(subkey, sizeof(subkey));
  return st;
}

extern "C" const mcu_aead_desc mcu_chacha20_poly1305_desc = {
    "chacha20-poly1305",
    MCU_CHACHA20_POLY1305_KEY_SIZE,
    MCU_CHACHA20_POLY1305_NONCE_SIZE,
    MCU_CHACHA20_POLY1305_NONCE_SIZE,  // the only length
    MCU_CHACHA20_POLY1305_NONCE_SIZE,
    MCU_CHACHA20_POLY1305_TAG_SIZE,
    mcu_chacha20_poly1305_encrypt,
    mcu_chacha20_poly1305_decrypt,
};

extern "C" const mcu_aead_desc mcu_xchacha20_poly1305_desc = {
    "xchacha20-poly1305",
    MCU_CHACHA20_POLY1305_KEY_SIZE,
    MCU_XCHACHA20_POLY1305_NONCE_SIZE,
    MCU_XCHACHA20_POLY1305_NONCE_SIZE,  // the only length
    MCU_XCHACHA20_POLY1305_NONCE_SIZE,
    MCU_CHACHA20_POLY1305_TAG_SIZE,
    mcu_xchacha20_poly1305_encrypt,
    mcu_xchacha20_poly1305_decrypt,
};
