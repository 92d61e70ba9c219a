// CCM (NIST SP 800-38C, RFC 3610) over any 16-byte block cipher: CBC-MAC
// over B0 || encoded AAD || payload (each zero-padded to whole blocks), the
// payload in counter mode from A1, the tag encrypted with A0.
//
// The CBC-MAC is kept one block behind ("pending"): v is the next input to
// the cipher, so the block that finishes the MAC of one payload block can go
// into the same cipher call as that block's counter. A cipher with
// parallel_blocks >= 2 (fixsliced AES, bitsliced SM4) pays for two blocks on
// every call anyway, so that pairing halves CCM's cost there. Otherwise (one
// block at a time, or a driver with its own CTR engine) CTR is mcu_ctr_xor
// and the MAC runs through the cipher's CBC, in batches on a driver's CBC
// sequencer.
#include <stdint.h>
#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/common/ct.h"
#include "crypto/modes/block_key_internal.h"
#include "crypto/modes/modes_internal.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/modes.h"

namespace {

bool TagLenOk(size_t t) { return t >= 4 && t <= 16 && t % 2 == 0; }

bool SameOrDisjoint(const uint8_t *in, const uint8_t *out, size_t len) {
  if (len == 0 || in == out) return true;
  const uintptr_t a = reinterpret_cast<uintptr_t>(in);
  const uintptr_t b = reinterpret_cast<uintptr_t>(out);
  return a >= b ? a - b >= len : b - a >= len;
}

bool PointersOk(const mcu_block_key *key, const uint8_t *nonce, size_t nonce_len,
                const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                const uint8_t *out, const uint8_t *tag) {
  // A NULL nonce with length 0 is a bad length, reported (with out zeroed)
  // by the parameter check.
  if (key == NULL || (nonce == NULL && nonce_len != 0) || tag == NULL) return false;
  if (aad == NULL && aad_len != 0) return false;
  if ((in == NULL || out == NULL) && len != 0) return false;
  return SameOrDisjoint(in, out, len);
}

mcu_status CheckParameters(const mcu_block_key *key, size_t nonce_len, size_t len,
                           size_t tag_len) {
  if (nonce_len < MCU_CCM_MIN_NONCE_SIZE || nonce_len > MCU_CCM_MAX_NONCE_SIZE ||
      !TagLenOk(tag_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!mcucrypt::block_key_ready(key)) return MCU_ERR_BAD_STATE;
  if (key->cipher->block_size != 16) return MCU_ERR_INVALID_ARGUMENT;
  // The payload length must fit the L-byte length field (L = 15 - nonce_len).
  const unsigned l_bits = 8u * static_cast<unsigned>(15 - nonce_len);
  if (l_bits < 64 && (static_cast<uint64_t>(len) >> l_bits) != 0) return MCU_ERR_LENGTH_LIMIT;
  return MCU_OK;
}

inline void Xor16(uint8_t *dst, const uint8_t *a, const uint8_t *b) {
  for (int i = 0; i < 16; i += 4) {
    uint32_t x, y;
    memcpy(&x, a + i, 4);
    memcpy(&y, b + i, 4);
    x ^= y;
    memcpy(dst + i, &x, 4);
  }
}

struct Ccm {
  const mcu_block_key *key;
  size_t l;              // bytes of the length / counter field
  uint8_t ctr[16];       // A_i: flags' = L - 1, nonce, i
  uint8_t v[16];         // the pending CBC-MAC block (next cipher input)
  uint8_t blk[16];       // a partial block of the formatted AAD
  size_t fill;
  uint8_t pair[32];      // cipher input / output, two blocks
  uint8_t out[32];
  mcu_status st;         // the first failure of the cipher (an engine's), kept
};

// One cipher call; after a failure the rest are skipped and Run returns it.
void Encrypt(Ccm *c, const uint8_t *in, uint8_t *out, size_t blocks) {
  if (c->st == MCU_OK) c->st = c->key->cipher->encrypt_blocks(c->key->schedule, in, out, blocks);
}

// A_i: the counter field (low l bytes) set to i.
void SetCounter(Ccm *c, uint64_t i) {
  for (size_t j = 0; j < c->l; ++j) {
    c->ctr[15 - j] = static_cast<uint8_t>(j < 8 ? i >> (8 * j) : 0);
  }
}

// Adds block b to the MAC: v = E(v) ^ b.
void MacBlock(Ccm *c, const uint8_t *b) {
  Encrypt(c, c->v, c->v, 1);
  Xor16(c->v, c->v, b);
}

// Adds k >= 1 whole blocks to the MAC. The blocks between the first and
// the last go through the cipher's CBC (mcucrypt::modes::cbc_encrypt): a
// driver's CBC sequencer takes a batch per call where a block at a time
// would pay the engine's set-up on every block. With x = E(v), CBC from x
// over all but the last block leaves x the cipher output before the last
// block, so the pending block is x ^ last.
void MacBlocks(Ccm *c, const uint8_t *p, size_t k) {
  uint8_t x[16];
  uint8_t discard[mcucrypt::modes::kBatchBytes];
  Encrypt(c, c->v, x, 1);
  for (size_t rest = 16 * (k - 1); rest != 0 && c->st == MCU_OK;) {
    const size_t n = rest < sizeof discard ? rest : sizeof discard;
    c->st = mcucrypt::modes::cbc_encrypt(c->key, x, p, n, discard);
    p += n;
    rest -= n;
  }
  Xor16(c->v, x, p);
  mcu_wipe(x, sizeof x);
  mcu_wipe(discard, sizeof discard);
}

// Adds bytes to the formatted stream, buffering partial blocks.
void MacBytes(Ccm *c, const uint8_t *p, size_t n) {
  if (n == 0) return;  // p may be NULL then (no AAD, empty message)
  if (c->fill != 0) {
    const size_t take = n < 16 - c->fill ? n : 16 - c->fill;
    memcpy(c->blk + c->fill, p, take);
    c->fill += take;
    p += take;
    n -= take;
    if (c->fill < 16) return;
    MacBlock(c, c->blk);
    c->fill = 0;
  }
  if (n >= 16) {
    MacBlocks(c, p, n / 16);
    p += n & ~static_cast<size_t>(15);
    n &= 15;
  }
  memcpy(c->blk, p, n);
  c->fill = n;
}

// Zero-pads and adds a partial block, if any.
void MacFlush(Ccm *c) {
  if (c->fill == 0) return;
  memset(c->blk + c->fill, 0, 16 - c->fill);
  MacBlock(c, c->blk);
  c->fill = 0;
}

// B0, the encoded AAD length and the AAD (SP 800-38C A.2.1, A.2.2).
void Start(Ccm *c, const mcu_block_key *key, const uint8_t *nonce, size_t nonce_len,
           const uint8_t *aad, size_t aad_len, size_t len, size_t tag_len) {
  memset(c, 0, sizeof *c);
  c->key = key;
  c->l = 15 - nonce_len;
  c->ctr[0] = static_cast<uint8_t>(c->l - 1);
  memcpy(c->ctr + 1, nonce, nonce_len);
  memcpy(c->v, c->ctr, 16);
  c->v[0] = static_cast<uint8_t>((aad_len != 0 ? 0x40 : 0) | (((tag_len - 2) / 2) << 3) |
                                 (c->l - 1));
  const uint64_t q = len;
  for (size_t j = 0; j < c->l; ++j) c->v[15 - j] = static_cast<uint8_t>(j < 8 ? q >> (8 * j) : 0);
  if (aad_len == 0) return;
  uint8_t head[10];
  size_t head_len;
  const uint64_t a = aad_len;
  if (a < 0xFF00u) {
    mcucrypt::store_be32(head, static_cast<uint32_t>(a) << 16);
    head_len = 2;
  } else if ((a >> 32) == 0) {
    head[0] = 0xFF;
    head[1] = 0xFE;
    mcucrypt::store_be32(head + 2, static_cast<uint32_t>(a));
    head_len = 6;
  } else {
    head[0] = 0xFF;
    head[1] = 0xFF;
    mcucrypt::store_be64(head + 2, a);
    head_len = 10;
  }
  MacBytes(c, head, head_len);
  MacBytes(c, aad, aad_len);
  MacFlush(c);
}

// The payload, MAC and counter mode in one pass, each MAC block paired with
// its counter block. Returns the MAC's last pending block in c->v.
void PayloadPaired(Ccm *c, bool encrypt, const uint8_t *in, size_t len, uint8_t *out) {
  uint64_t i = 1;
  uint8_t p[16];
  while (len != 0) {
    const size_t n = len < 16 ? len : 16;
    SetCounter(c, i++);
    memcpy(c->pair, c->v, 16);
    memcpy(c->pair + 16, c->ctr, 16);
    Encrypt(c, c->pair, c->out, 2);
    // p: the plaintext block, zero-padded (read before out is written: in
    // may equal out).
    memset(p, 0, 16);
    memcpy(p, in, n);
    if (!encrypt) {
      for (size_t j = 0; j < n; ++j) p[j] = static_cast<uint8_t>(p[j] ^ c->out[16 + j]);
      memcpy(out, p, n);
    } else {
      for (size_t j = 0; j < n; ++j) out[j] = static_cast<uint8_t>(p[j] ^ c->out[16 + j]);
    }
    Xor16(c->v, c->out, p);
    in += n;
    out += n;
    len -= n;
  }
  mcu_wipe(p, sizeof p);
}

// The tag: T = first tag_len bytes of E(v), encrypted with S0 = E(A0).
mcu_status FinishPaired(Ccm *c, uint8_t full[16]) {
  SetCounter(c, 0);
  memcpy(c->pair, c->v, 16);
  memcpy(c->pair + 16, c->ctr, 16);
  Encrypt(c, c->pair, c->out, 2);
  Xor16(full, c->out, c->out + 16);
  return c->st;
}

mcu_status FinishSingle(Ccm *c, uint8_t full[16]) {
  Encrypt(c, c->v, c->v, 1);
  if (c->st != MCU_OK) return c->st;
  SetCounter(c, 0);
  return mcu_ctr_xor(c->key, c->ctr, 128, c->v, 16, full);
}

// Pairs each MAC block with its counter block in one encrypt_blocks call
// when that is cheaper than a lone MAC block plus the cipher's own CTR: when
// a pair is exactly the cipher's batch (fixsliced AES: the MAC block rides
// along for free), or when the cipher has no CTR of its own. A wider batch
// with its own CTR (bitsliced SM4, 8 blocks; a driver's CTR engine) runs the
// MAC one block at a time and the payload through that CTR.
bool UsePairs(const mcu_block_key *key) {
  const mcu_block_cipher_desc *ci = key->cipher;
  const bool own_ctr = ci->modes != NULL && ci->modes->ctr_xor != NULL;
  return ci->parallel_blocks == 2 || (ci->parallel_blocks > 2 && !own_ctr);
}

// Seal or open without the checks; the full 16-byte tag into full.
mcu_status Run(Ccm *c, bool encrypt, const uint8_t *in, size_t len, uint8_t *out,
               uint8_t full[16]) {
  if (UsePairs(c->key)) {
    PayloadPaired(c, encrypt, in, len, out);
    return FinishPaired(c, full);
  }
  mcu_status st = MCU_OK;
  if (encrypt) {
    MacBytes(c, in, len);
    MacFlush(c);
  }
  if (len != 0) {
    SetCounter(c, 1);
    st = mcu_ctr_xor(c->key, c->ctr, 128, in, len, out);
  }
  if (!encrypt) {
    MacBytes(c, out, len);
    MacFlush(c);
  }
  if (st != MCU_OK) return st;
  if (c->st != MCU_OK) return c->st;
  return FinishSingle(c, full);
}

}  // namespace

extern "C" mcu_status mcu_ccm_encrypt(const mcu_block_key *key, const uint8_t *nonce,
                                      size_t nonce_len, const uint8_t *aad, size_t aad_len,
                                      const uint8_t *in, size_t len, uint8_t *out,
                                      uint8_t *tag, size_t tag_len) {
  if (!PointersOk(key, nonce, nonce_len, aad, aad_len, in, len, out, tag)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = CheckParameters(key, nonce_len, len, tag_len);
  if (st != MCU_OK) return st;
  const mcu_block_mode_ops *ops = key->cipher->modes;
  if (ops != NULL && ops->ccm_encrypt != NULL) {  // an engine's own CCM
    st = ops->ccm_encrypt(key, nonce, nonce_len, aad, aad_len, in, len, out, tag, tag_len);
    if (st != MCU_OK && len != 0) mcu_wipe(out, len);
    return st;
  }
  Ccm c;
  uint8_t full[16];
  Start(&c, key, nonce, nonce_len, aad, aad_len, len, tag_len);
  st = Run(&c, true, in, len, out, full);
  if (st == MCU_OK) {
    memcpy(tag, full, tag_len);
  } else if (len != 0) {
    mcu_wipe(out, len);  // no partial ciphertext from a failed engine
  }
  mcu_wipe(full, sizeof full);
  mcu_wipe(&c, sizeof c);
  return st;
}

extern "C" mcu_status mcu_ccm_decrypt(const mcu_block_key *key, const uint8_t *nonce,
                                      size_t nonce_len, const uint8_t *aad, size_t aad_len,
                                      const uint8_t *in, size_t len, const uint8_t *tag,
                                      size_t tag_len, uint8_t *out) {
  if (!PointersOk(key, nonce, nonce_len, aad, aad_len, in, len, out, tag)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  // From here out is usable: every failure leaves it zeroed.
  mcu_status st = CheckParameters(key, nonce_len, len, tag_len);
  if (st != MCU_OK) {
    if (len != 0) memset(out, 0, len);
    return st;
  }
  const mcu_block_mode_ops *ops = key->cipher->modes;
  if (ops != NULL && ops->ccm_decrypt != NULL) {  // an engine's own CCM
    st = ops->ccm_decrypt(key, nonce, nonce_len, aad, aad_len, in, len, tag, tag_len, out);
    if (st != MCU_OK && len != 0) memset(out, 0, len);
    return st;
  }
  Ccm c;
  uint8_t full[16] = {0};
  Start(&c, key, nonce, nonce_len, aad, aad_len, len, tag_len);
  st = Run(&c, false, in, len, out, full);
  // The plaintext is already in out (the MAC is over it): a forgery's is
  // zeroed.
  const uint32_t match = mcucrypt::ct::mask_if_nonzero(
      static_cast<uint32_t>(mcu_ct_memeq(full, tag, tag_len)));
  if (st == MCU_OK) {
    st = mcucrypt::ct::release_if_authentic(match, out, len);
  } else if (len != 0) {
    memset(out, 0, len);
  }
  mcu_wipe(full, sizeof full);
  mcu_wipe(&c, sizeof c);
  return st;
}
