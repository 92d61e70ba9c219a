// GCM (NIST SP 800-38D section 7) over any 16-byte block cipher: GCTR is
// mcu_ctr_xor with a 32-bit counter (a board's CTR engine runs it), GHASH
// the build's backend (ghash.h). Decryption authenticates the ciphertext
// before it decrypts: a forgery yields no plaintext, only its (public)
// verdict.
#include <stdint.h>
#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/common/ct.h"
#include "crypto/gcm/ghash.h"
#include "crypto/modes/block_key_internal.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/modes.h"

namespace {

using mcucrypt::gcm::GhashKey;

// SP 800-38D section 5.2.1.1: len(P) <= 2^39 - 256 bits; len(A), len(IV)
// <= 2^64 - 1 bits.
constexpr uint64_t kMaxLen = (uint64_t{1} << 36) - 32;
constexpr uint64_t kMaxAadOrIv = (uint64_t{1} << 61) - 1;

bool TagLenOk(size_t t) { return (t >= 12 && t <= 16) || t == 8 || t == 4; }

bool SameOrDisjoint(const uint8_t *in, const uint8_t *out, size_t len) {
  if (len == 0 || in == out) return true;
  const uintptr_t a = reinterpret_cast<uintptr_t>(in);
  const uintptr_t b = reinterpret_cast<uintptr_t>(out);
  return a >= b ? a - b >= len : b - a >= len;
}

bool PointersOk(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                const uint8_t *out, const uint8_t *tag) {
  // A NULL iv with length 0 is a bad length, reported (with out zeroed)
  // by the parameter check.
  if (key == NULL || (iv == NULL && iv_len != 0) || tag == NULL) return false;
  if (aad == NULL && aad_len != 0) return false;
  if ((in == NULL || out == NULL) && len != 0) return false;
  return SameOrDisjoint(in, out, len);
}

// Everything but the pointers: lengths, the key's state, the cipher's
// block size.
mcu_status CheckParameters(const mcu_block_key *key, size_t iv_len, size_t aad_len,
                           size_t len, size_t tag_len) {
  if (iv_len == 0 || !TagLenOk(tag_len)) return MCU_ERR_INVALID_ARGUMENT;
  if (!mcucrypt::block_key_ready(key)) return MCU_ERR_BAD_STATE;
  if (key->cipher->block_size != 16) return MCU_ERR_INVALID_ARGUMENT;
  if (static_cast<uint64_t>(len) > kMaxLen || static_cast<uint64_t>(aad_len) > kMaxAadOrIv ||
      static_cast<uint64_t>(iv_len) > kMaxAadOrIv) {
    return MCU_ERR_LENGTH_LIMIT;
  }
  return MCU_OK;
}

// The per-message state: GHASH key and accumulator, J0 and E_K(J0).
struct Gcm {
  GhashKey hkey;
  uint32_t y[4];
  uint8_t j0[16];
  uint8_t ekj0[16];
  uint8_t block[16];
};

void Wipe(Gcm *g) { mcu_wipe(g, sizeof *g); }

// GHASH of data (any length), zero-padding the last partial block.
void HashPadded(Gcm *g, const uint8_t *data, size_t len) {
  const size_t whole = len / 16;
  mcucrypt::gcm::ghash_blocks(&g->hkey, g->y, data, whole);
  const size_t rest = len % 16;
  if (rest != 0) {
    memset(g->block, 0, 16);
    memcpy(g->block, data + 16 * whole, rest);
    mcucrypt::gcm::ghash_blocks(&g->hkey, g->y, g->block, 1);
  }
}

// The 64-bit bit lengths of a and b, hashed as the last block.
void HashLengths(Gcm *g, uint64_t a_bytes, uint64_t b_bytes) {
  mcucrypt::store_be64(g->block, a_bytes * 8);
  mcucrypt::store_be64(g->block + 8, b_bytes * 8);
  mcucrypt::gcm::ghash_blocks(&g->hkey, g->y, g->block, 1);
}

// H = E_K(0^128), J0 and E_K(J0) (section 7.1 steps 1-2, and the tag's
// mask of step 6). With a 96-bit IV, J0 is known before H, so both blocks
// go through the cipher in one call: a two-block cipher (fixsliced AES)
// runs them as one pair instead of two half-empty ones (AES-128-GCM
// 116.7 -> 115.8 cycles/byte, Cortex-M4 model, zero wait states).
mcu_status Start(Gcm *g, const mcu_block_key *key, const uint8_t *iv, size_t iv_len) {
  memset(g, 0, sizeof *g);
  const mcu_block_cipher_desc *c = key->cipher;
  if (iv_len == MCU_GCM_IV_SIZE) {
    memcpy(g->j0, iv, 12);
    g->j0[15] = 1;
    alignas(4) uint8_t pair[32] = {0};  // 0^128 || J0, in place
    memcpy(pair + 16, g->j0, 16);
    const mcu_status st = c->encrypt_blocks(key->schedule, pair, pair, 2);
    if (st == MCU_OK) {
      mcucrypt::gcm::ghash_init(&g->hkey, pair);
      memcpy(g->ekj0, pair + 16, 16);
    }
    mcu_wipe(pair, sizeof pair);
    return st;
  }
  mcu_status st = c->encrypt_blocks(key->schedule, g->block, g->block, 1);
  if (st != MCU_OK) return st;
  mcucrypt::gcm::ghash_init(&g->hkey, g->block);
  HashPadded(g, iv, iv_len);
  HashLengths(g, 0, iv_len);  // 0^64 || [len(IV)]_64
  for (int i = 0; i < 4; ++i) mcucrypt::store_be32(g->j0 + 4 * i, g->y[i]);
  g->y[0] = g->y[1] = g->y[2] = g->y[3] = 0;
  return c->encrypt_blocks(key->schedule, g->j0, g->ekj0, 1);
}

// S = GHASH(A || 0^v || C || 0^u || [len(A)]_64 || [len(C)]_64), then the
// full tag E_K(J0) ^ S into full (section 7.1 steps 5-6).
void FullTag(Gcm *g, const uint8_t *aad, size_t aad_len, const uint8_t *ct, size_t len,
             uint8_t full[16]) {
  HashPadded(g, aad, aad_len);
  HashPadded(g, ct, len);
  HashLengths(g, aad_len, len);
  for (int i = 0; i < 4; ++i) {
    mcucrypt::store_be32(full + 4 * i, g->y[i] ^ mcucrypt::load_be32(g->ekj0 + 4 * i));
  }
}

// GCTR from inc32(J0) over len bytes.
mcu_status Gctr(Gcm *g, const mcu_block_key *key, const uint8_t *in, size_t len,
                uint8_t *out) {
  if (len == 0) return MCU_OK;
  memcpy(g->block, g->j0, 16);
  uint32_t ctr = mcucrypt::load_be32(g->block + 12) + 1u;
  mcucrypt::store_be32(g->block + 12, ctr);
  return mcu_ctr_xor(key, g->block, 32, in, len, out);
}

}  // namespace

extern "C" mcu_status mcu_gcm_encrypt(const mcu_block_key *key, const uint8_t *iv,
                                      size_t iv_len, const uint8_t *aad, size_t aad_len,
                                      const uint8_t *in, size_t len, uint8_t *out,
                                      uint8_t *tag, size_t tag_len) {
  if (!PointersOk(key, iv, iv_len, aad, aad_len, in, len, out, tag)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = CheckParameters(key, iv_len, aad_len, len, tag_len);
  if (st != MCU_OK) return st;
  const mcu_block_mode_ops *ops = key->cipher->modes;
  if (ops != NULL && ops->gcm_encrypt != NULL) {  // an engine's own GCM
    st = ops->gcm_encrypt(key, iv, iv_len, aad, aad_len, in, len, out, tag, tag_len);
    if (st != MCU_OK && len != 0) mcu_wipe(out, len);
    return st;
  }
  Gcm g;
  uint8_t full[16];
  st = Start(&g, key, iv, iv_len);
  if (st == MCU_OK) st = Gctr(&g, key, in, len, out);
  if (st == MCU_OK) FullTag(&g, aad, aad_len, out, len, full);
  if (st == MCU_OK) {
    memcpy(tag, full, tag_len);
  } else if (len != 0) {
    mcu_wipe(out, len);  // no partial ciphertext from a failed engine
  }
  mcu_wipe(full, sizeof full);
  Wipe(&g);
  return st;
}

extern "C" mcu_status mcu_gcm_decrypt(const mcu_block_key *key, const uint8_t *iv,
                                      size_t iv_len, const uint8_t *aad, size_t aad_len,
                                      const uint8_t *in, size_t len, const uint8_t *tag,
                                      size_t tag_len, uint8_t *out) {
  if (!PointersOk(key, iv, iv_len, aad, aad_len, in, len, out, tag)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  // From here out is usable: every failure leaves it zeroed.
  mcu_status st = CheckParameters(key, iv_len, aad_len, len, tag_len);
  const mcu_block_mode_ops *ops = st == MCU_OK ? key->cipher->modes : NULL;
  if (ops != NULL && ops->gcm_decrypt != NULL) {  // an engine's own GCM
    st = ops->gcm_decrypt(key, iv, iv_len, aad, aad_len, in, len, tag, tag_len, out);
    if (st != MCU_OK && len != 0) memset(out, 0, len);
    return st;
  }
  Gcm g;
  uint8_t full[16];
  if (st == MCU_OK) st = Start(&g, key, iv, iv_len);
  if (st == MCU_OK) FullTag(&g, aad, aad_len, in, len, full);
  if (st != MCU_OK) {
    if (len != 0) memset(out, 0, len);
  } else {
    // The tag is over the ciphertext: a forgery is refused (its verdict, the
    // status, is public) before any plaintext is made.
    const uint32_t match = mcucrypt::ct::mask_if_nonzero(
        static_cast<uint32_t>(mcu_ct_memeq(full, tag, tag_len)));
    st = mcucrypt::ct::release_if_authentic(match, out, len);
    if (st == MCU_OK) {
      st = Gctr(&g, key, in, len, out);
      if (st != MCU_OK && len != 0) memset(out, 0, len);  // an engine's CTR failed
    }
  }
  mcu_wipe(full, sizeof full);
  Wipe(&g);  // unconditionally: st may carry the tag comparison
  return st;
}
