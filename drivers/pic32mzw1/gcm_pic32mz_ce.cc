// AES-GCM (SP 800-38D) in the PIC32MZ W1 Crypto Engine (SA CRYPTOALGO
// AES_GCM): one frame whose stream is the AAD zero-padded to a block, then
// the payload (BD ENC_OFF = AAD bytes, MSG_LEN = payload bytes), cut into
// passes of at most kChunk bytes; the engine writes the payload's output in
// place and the tag at UPDPTR. J0 = IV || 1, so the engine takes only 12-byte
// IVs; those, and a frame with nothing in it, run the generic GCM over the
// engine's CTR instead (the descriptor's fallback says so). Decryption
// compares the engine's tag with the caller's in constant time.
#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/common/ct.h"
#include "drivers/pic32mzw1/aes_pic32mz_ce.h"
#include "drivers/pic32mzw1/crypto_engine.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace aes_pic32mz_ce {
namespace {

using pic32mz_ce::Job;
using pic32mz_ce::kChunk;

// The engine's view of one message: [AAD | zeros to a block | payload].
struct Stream {
  const uint8_t *aad;
  size_t aad_len, payload_at;  // payload_at: the AAD rounded up to a block
  const uint8_t *in;
  uint8_t *out;
  size_t len;
  size_t total() const { return payload_at + len; }
};

// Copies stream bytes [pos, pos + n) to dst: the pass's part of the AAD, of
// the zero padding and of the payload, each as one copy (a byte-at-a-time
// loop choosing among the three cost more than the engine's own time). The
// branches depend only on lengths, which are public.
void Load(const Stream &s, size_t pos, uint8_t *dst, size_t n) {
  const size_t end = pos + n;
  const size_t aad_end = end < s.aad_len ? end : s.aad_len;
  if (pos < aad_end) memcpy(dst, s.aad + pos, aad_end - pos);
  const size_t pad_from = pos > s.aad_len ? pos : s.aad_len;
  const size_t pad_to = end < s.payload_at ? end : s.payload_at;
  if (pad_from < pad_to) memset(dst + (pad_from - pos), 0, pad_to - pad_from);
  const size_t payload_from = pos > s.payload_at ? pos : s.payload_at;
  if (payload_from < end) {
    memcpy(dst + (payload_from - pos), s.in + (payload_from - s.payload_at), end - payload_from);
  }
}

// The payload's part of the pass at [pos, pos + n) back to out.
void Store(const Stream &s, size_t pos, const uint8_t *src, size_t n) {
  const size_t skip = pos < s.payload_at ? s.payload_at - pos : 0;
  if (skip < n) memcpy(s.out + (pos + skip - s.payload_at), src + skip, n - skip);
}

// The generic GCM over this key's engine CTR (no engine GCM in its modes).
mcu_block_key GcmInSoftware(const mcu_block_key *key, mcu_block_cipher_desc *desc) {
  *desc = *key->cipher;
  desc->modes = &kModesGcmInSoftware;
  mcu_block_key k = *key;
  k.cipher = desc;
  return k;
}

mcu_status Frame(const mcu_block_key *key, bool encrypt, const uint8_t *iv,
                 const Stream &s, uint8_t *tag16) {
  Job job;
  mcu_status st = pic32mz_ce::Begin();
  if (st != MCU_OK) return st;
  memset(&job.sa, 0, sizeof job.sa);
  job.sa.ctrl = pic32mz_ce::kSaLoadKeys | pic32mz_ce::kSaLoadIv | pic32mz_ce::kSaFirstBlock |
                key->schedule[block_pic32mz_ce::kCtrlWord] | (encrypt ? pic32mz_ce::kSaEncrypt : 0) | pic32mz_ce::kSaGcm;
  memcpy(job.sa.enc_key, key->schedule, sizeof job.sa.enc_key);
  for (size_t i = 0; i < 3; ++i) job.sa.enc_iv[i] = load_be32(iv + 4 * i);
  job.sa.enc_iv[3] = 1;
  for (size_t pos = 0; pos < s.total() && st == MCU_OK;) {
    const size_t n = s.total() - pos < kChunk ? s.total() - pos : kChunk;
    Load(s, pos, job.data, n);
    const uint32_t flags = (pos == 0 ? pic32mz_ce::kBdSaFetchEn : 0) |
                           (pos + n == s.total() ? pic32mz_ce::kBdLifm : 0);
    st = pic32mz_ce::Run(&job, flags, static_cast<uint32_t>(n), static_cast<uint32_t>(s.len),
                         static_cast<uint32_t>(s.aad_len));
    if (st == MCU_OK) Store(s, pos, job.data, n);
    pos += n;
  }
  if (st == MCU_OK) memcpy(tag16, job.result, 16);
  pic32mz_ce::End(&job);
  return st;
}

Stream MakeStream(const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                  uint8_t *out) {
  return {aad, aad_len, (aad_len + 15) & ~size_t{15}, in, out, len};
}

}  // namespace

mcu_status GcmEncrypt(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                      const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                      uint8_t *out, uint8_t *tag, size_t tag_len) {
  if (iv_len != 12 || aad_len + len == 0) {
    mcu_block_cipher_desc desc;
    mcu_block_key k = GcmInSoftware(key, &desc);
    const mcu_status st = mcu_gcm_encrypt(&k, iv, iv_len, aad, aad_len, in, len, out, tag, tag_len);
    mcu_wipe(&k, sizeof k);
    return st;
  }
  uint8_t full[16];
  const mcu_status st = Frame(key, true, iv, MakeStream(aad, aad_len, in, len, out), full);
  if (st == MCU_OK) memcpy(tag, full, tag_len);
  mcu_wipe(full, sizeof full);
  return st;
}

mcu_status GcmDecrypt(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                      const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                      const uint8_t *tag, size_t tag_len, uint8_t *out) {
  if (iv_len != 12 || aad_len + len == 0) {
    mcu_block_cipher_desc desc;
    mcu_block_key k = GcmInSoftware(key, &desc);
    const mcu_status st = mcu_gcm_decrypt(&k, iv, iv_len, aad, aad_len, in, len, tag, tag_len, out);
    mcu_wipe(&k, sizeof k);
    return st;
  }
  uint8_t full[16];
  mcu_status st = Frame(key, false, iv, MakeStream(aad, aad_len, in, len, out), full);
  if (st == MCU_OK) {
    // The caller zeroes out on any error: no branch on the comparison here.
    const uint32_t match =
        ct::mask_if_nonzero(static_cast<uint32_t>(mcu_ct_memeq(full, tag, tag_len)));
    st = ct::status_select(match, MCU_OK, MCU_ERR_AUTH_FAILED);
  }
  mcu_wipe(full, sizeof full);
  return st;
}

}  // namespace aes_pic32mz_ce
}  // namespace mcucrypt
