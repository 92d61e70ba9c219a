// Ascon-AEAD128 (NIST SP 800-232, final): 128-bit key, nonce and tag, rate
// 128 bits (S0, S1), IV 0x00001000808c0001, Ascon-p[12] for initialisation
// and finalisation, Ascon-p[8] between blocks, little-endian byte order.
//
// Tags: the full 16 bytes, or truncated to its first tag_len bytes for
// 4 <= tag_len <= 16 (SP 800-232 allows truncation to no fewer than 32
// bits; short tags need the application's limit on decryption failures).
// Nonces: exactly 16 bytes.
//
// The state and key words live in the permutation backend's representation
// (ascon_permutation.h: every word in through import_lane, out through
// export_lane); whole 16-byte blocks go through the backend's fused
// rate-128 routines, so the Thumb-2 backend keeps the state in registers.
//
// Constant time: branches and memory indices depend only on lengths; the
// tag is compared with mcu_ct_memeq. State, key words and block buffers are
// wiped before returning; decryption writes the plaintext to out and wipes
// it again if the tag does not verify.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "crypto/ascon/ascon_permutation.h"
#include "crypto/common/bytes.h"
#include "mcucrypt/aead_desc.h"
#include "mcucrypt/ascon.h"

#include "crypto/common/ct.h"
#include "mcucrypt/mem.h"

namespace {

namespace ascon = mcucrypt::ascon;
using mcucrypt::load_le64;
using mcucrypt::store_le64;

constexpr uint64_t kIv = 0x00001000808c0001u;
constexpr size_t kBlock = MCU_ASCON_AEAD128_RATE;
constexpr unsigned kRoundsA = 12;  // initialisation, finalisation
constexpr unsigned kRoundsB = 8;   // between blocks

static_assert(kBlock == 16, "rate 128 bits");

// The working set, wiped as one object.
struct Work {
  uint64_t s[5];
  uint64_t k[2];            // the key, in the backend's representation
  uint8_t block[kBlock];    // the last, padded block
  uint8_t tag[MCU_ASCON_AEAD128_TAG_SIZE];
};

// Arguments common to both directions. out may equal in, but must not
// overlap it otherwise (the contract in mcucrypt/aead_desc.h).
bool args_ok(const uint8_t *key, const uint8_t *nonce, size_t nonce_len, const uint8_t *aad,
             size_t aad_len, const uint8_t *in, size_t len, const uint8_t *out,
             const uint8_t *tag, size_t tag_len) {
  if (key == NULL || nonce == NULL || tag == NULL) return false;
  if (nonce_len != MCU_ASCON_AEAD128_NONCE_SIZE) return false;
  if (tag_len < MCU_ASCON_AEAD128_MIN_TAG_SIZE || tag_len > MCU_ASCON_AEAD128_TAG_SIZE) {
    return false;
  }
  if (aad == NULL && aad_len != 0) return false;
  if ((in == NULL || out == NULL) && len != 0) return false;
  if (len != 0 && in != out) {
    const uintptr_t i = reinterpret_cast<uintptr_t>(in), o = reinterpret_cast<uintptr_t>(out);
    if (i < o ? o - i < len : i - o < len) return false;
  }
  return true;
}

// Initialisation: S = IV || K || N, p[12], S3..S4 ^= K; then the associated
// data (full blocks, a padded last block, p[8] after each; nothing at all if
// it is empty) and the domain separation bit S4 ^= 1 << 63.
void start(Work *w, const uint8_t *key, const uint8_t *nonce, const uint8_t *aad,
           size_t aad_len) {
  w->k[0] = ascon::import_lane(load_le64(key));
  w->k[1] = ascon::import_lane(load_le64(key + 8));
  w->s[0] = ascon::import_lane(kIv);
  w->s[1] = w->k[0];
  w->s[2] = w->k[1];
  w->s[3] = ascon::import_lane(load_le64(nonce));
  w->s[4] = ascon::import_lane(load_le64(nonce + 8));
  ascon::permute(w->s, kRoundsA);
  w->s[3] ^= w->k[0];
  w->s[4] ^= w->k[1];
  if (aad_len != 0) {
    const size_t full = aad_len / kBlock, rest = aad_len % kBlock;
    ascon::absorb_rate128(w->s, aad, full, kRoundsB);
    memset(w->block, 0, kBlock);
    memcpy(w->block, aad + full * kBlock, rest);
    w->block[rest] = 0x01;
    ascon::absorb_rate128(w->s, w->block, 1, kRoundsB);
  }
  w->s[4] ^= ascon::import_lane(uint64_t{1} << 63);
}

// The last, padded plaintext block (rest < 16 bytes) is XORed into the
// state by the caller; finalisation: S2..S3 ^= K, p[12], tag = S3..S4 ^ K.
void finish(Work *w) {
  w->s[2] ^= w->k[0];
  w->s[3] ^= w->k[1];
  ascon::permute(w->s, kRoundsA);
  store_le64(w->tag, ascon::export_lane(w->s[3] ^ w->k[0]));
  store_le64(w->tag + 8, ascon::export_lane(w->s[4] ^ w->k[1]));
}

}  // namespace

extern "C" mcu_status mcu_ascon_aead128_encrypt(const uint8_t *key, const uint8_t *nonce,
                                                size_t nonce_len, const uint8_t *aad,
                                                size_t aad_len, const uint8_t *in, size_t len,
                                                uint8_t *out, uint8_t *tag, size_t tag_len) {
  if (!args_ok(key, nonce, nonce_len, aad, aad_len, in, len, out, tag, tag_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  Work w;
  start(&w, key, nonce, aad, aad_len);
  const size_t full = len / kBlock, rest = len % kBlock;
  ascon::encrypt_rate128(w.s, in, out, full, kRoundsB);
  // The last block: rest bytes of plaintext, then the padding byte.
  memset(w.block, 0, kBlock);
  if (rest != 0) memcpy(w.block, in + full * kBlock, rest);
  w.block[rest] = 0x01;
  w.s[0] ^= ascon::import_lane(load_le64(w.block));
  w.s[1] ^= ascon::import_lane(load_le64(w.block + 8));
  store_le64(w.block, ascon::export_lane(w.s[0]));
  store_le64(w.block + 8, ascon::export_lane(w.s[1]));
  if (rest != 0) memcpy(out + full * kBlock, w.block, rest);
  finish(&w);
  memcpy(tag, w.tag, tag_len);
  mcu_wipe(&w, sizeof(w));
  return MCU_OK;
}

extern "C" mcu_status mcu_ascon_aead128_decrypt(const uint8_t *key, const uint8_t *nonce,
                                                size_t nonce_len, const uint8_t *aad,
                                                size_t aad_len, const uint8_t *in, size_t len,
                                                const uint8_t *tag, size_t tag_len,
                                                uint8_t *out) {
  if (!args_ok(key, nonce, nonce_len, aad, aad_len, in, len, out, tag, tag_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  Work w;
  start(&w, key, nonce, aad, aad_len);
  const size_t full = len / kBlock, rest = len % kBlock;
  ascon::decrypt_rate128(w.s, in, out, full, kRoundsB);
  // The last block: the key stream is the rate; P = C ^ stream on rest
  // bytes; the state's rate becomes C there, stream ^ pad after.
  store_le64(w.block, ascon::export_lane(w.s[0]));
  store_le64(w.block + 8, ascon::export_lane(w.s[1]));
  const uint8_t *c = in + full * kBlock;
  uint8_t *p = out + full * kBlock;
  for (size_t i = 0; i < rest; ++i) {
    const uint8_t ci = c[i];  // read before writing: in may equal out
    p[i] = static_cast<uint8_t>(ci ^ w.block[i]);
    w.block[i] = ci;
  }
  w.block[rest] ^= 0x01;
  w.s[0] = ascon::import_lane(load_le64(w.block));
  w.s[1] = ascon::import_lane(load_le64(w.block + 8));
  finish(&w);
  // The duplex makes the plaintext as it goes: a forgery's is zeroed.
  const uint32_t match =
      mcucrypt::ct::mask_if_nonzero(static_cast<uint32_t>(mcu_ct_memeq(w.tag, tag, tag_len)));
  mcu_wipe(&w, sizeof(w));
  return mcucrypt::ct::release_if_authentic(match, out, len);
}

extern "C" const mcu_aead_desc mcu_ascon_aead128_desc = {
    "ascon-aead128",
    MCU_ASCON_AEAD128_KEY_SIZE,
    MCU_ASCON_AEAD128_NONCE_SIZE,
    MCU_ASCON_AEAD128_NONCE_SIZE,  // the only length
    MCU_ASCON_AEAD128_NONCE_SIZE,
    MCU_ASCON_AEAD128_TAG_SIZE,
    mcu_ascon_aead128_encrypt,
    mcu_ascon_aead128_decrypt,
};
