// CTR mode (NIST SP 800-38A section 6.5) over any mcu_block_key, with a
// counter of any width from 1 bit to the whole block (SP 800-38A Appendix
// B.1: the low m bits increment modulo 2^m, the rest stay fixed; GCM's inc32
// is m = 32). Counter blocks are built in a stack buffer, batched to the
// cipher's parallel_blocks, encrypted in one call and XORed into the data.
// The increment is mask arithmetic: no branch on the counter's value.
#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/common/ct.h"
#include "crypto/modes/block_key_internal.h"
#include "crypto/modes/modes_internal.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/modes.h"

namespace mcucrypt {
namespace modes {
namespace {

// The counter block as W big-endian 32-bit words (w[0] most significant),
// with per-word masks of the bits that count, and all-ones in active[i] for
// words that hold counting bits (the carry stops at the others). W is a
// template constant so the loops unroll and the words stay in registers.
template <size_t W>
struct Counter {
  uint32_t w[W];
  uint32_t mask[W];
  uint32_t active[W];
  bool low_word_only;  // counter_bits == 32: GCM's inc32, one add

  void load(const uint8_t *block, unsigned bits) {
    low_word_only = bits == 32;
    unsigned left = bits;
    for (size_t i = W; i-- > 0;) {
      w[i] = load_be32(block + 4 * i);
      const unsigned take = left < 32 ? left : 32;
      mask[i] = take == 32 ? 0xFFFFFFFFu : ((uint32_t{1} << take) - 1u);
      active[i] = take != 0 ? 0xFFFFFFFFu : 0u;
      left -= take;
    }
  }

  void store(uint8_t *block) const {
#pragma GCC unroll 4
    for (size_t i = 0; i < W; ++i) store_be32(block + 4 * i, w[i]);
  }

  // +1 modulo 2^bits in the counting bits. The carry into the next word is
  // 1 exactly when this word's counting bits became all zeros: arithmetic,
  // no branch.
  inline void inc() {
    if (low_word_only) {  // a public parameter, not the counter's value
      w[W - 1] += 1;
      return;
    }
    uint32_t carry = 1;
#pragma GCC unroll 4
    for (size_t j = 0; j < W; ++j) {
      const size_t i = W - 1 - j;
      const uint32_t m = mask[i];
      const uint32_t low = ((w[i] & m) + carry) & m;
      w[i] = (w[i] & ~m) | low;
      const uint32_t zero = ((low | (0u - low)) >> 31) ^ 1u;
      carry &= zero & active[i];
    }
  }
};

// out = in ^ ks over len bytes, a word at a time where possible.
inline void xor_bytes(uint8_t *out, const uint8_t *in, const uint8_t *ks, size_t len) {
  size_t i = 0;
#pragma GCC unroll 4
  for (; i + 4 <= len; i += 4) {
    uint32_t x, k;
    memcpy(&x, in + i, 4);
    memcpy(&k, ks + i, 4);
    x ^= k;
    memcpy(out + i, &x, 4);
  }
  for (; i < len; ++i) out[i] = static_cast<uint8_t>(in[i] ^ ks[i]);
}

}  // namespace

namespace {

template <size_t W>
mcu_status ctr_run(const mcu_block_key *key, uint8_t *counter, unsigned counter_bits,
             const uint8_t *in, size_t len, uint8_t *out) {
  const mcu_block_cipher_desc *c = key->cipher;
  constexpr size_t n = 4 * W;
  constexpr size_t room = kBatchBytes / n;
  const size_t par = c->parallel_blocks;
  const size_t batch = (par > 1 && par <= room) ? room - room % par : room;
  uint8_t ks[kBatchBytes];
  Counter<W> ctr;
  ctr.load(counter, counter_bits);
  mcu_status st = MCU_OK;
  while (len != 0) {
    const size_t need = (len + n - 1) / n;
    const size_t blocks = need < batch ? need : batch;
    for (size_t j = 0; j < blocks; ++j) {
      ctr.store(ks + j * n);
      ctr.inc();
    }
    st = c->encrypt_blocks(key->schedule, ks, ks, blocks);
    if (st != MCU_OK) break;
    const size_t bytes = len < blocks * n ? len : blocks * n;
    xor_bytes(out, in, ks, bytes);
    in += bytes;
    out += bytes;
    len -= bytes;
  }
  ctr.store(counter);
  mcu_wipe(ks, sizeof(ks));
  return st;
}

}  // namespace

mcu_status ctr_xor_portable(const mcu_block_key *key, uint8_t *counter, unsigned counter_bits,
                            const uint8_t *in, size_t len, uint8_t *out) {
  if (key->cipher->block_size == 16) {
    return ctr_run<4>(key, counter, counter_bits, in, len, out);
  }
  return ctr_run<2>(key, counter, counter_bits, in, len, out);
}

mcu_status ctr_xor(const mcu_block_key *key, uint8_t *counter, unsigned counter_bits,
                   const uint8_t *in, size_t len, uint8_t *out) {
  const mcu_block_mode_ops *ops = key->cipher->modes;
  const size_t n = key->cipher->block_size;
  if (ops != nullptr && ops->ctr_xor != nullptr &&
      (counter_bits == 32 || counter_bits == 8 * n)) {
    const size_t whole = len - len % n;
    if (whole != 0) {
      const mcu_status st = ops->ctr_xor(key, counter, counter_bits, in, whole, out);
      if (st != MCU_OK) return st;
      in += whole;
      out += whole;
      len -= whole;
    }
  }
  if (len != 0) return ctr_xor_portable(key, counter, counter_bits, in, len, out);
  return MCU_OK;
}

}  // namespace modes
}  // namespace mcucrypt

extern "C" mcu_status mcu_ctr_xor(const mcu_block_key *key, uint8_t *counter,
                                  unsigned counter_bits, const uint8_t *in, size_t len,
                                  uint8_t *out) {
  if (key == nullptr || counter == nullptr || ((in == nullptr || out == nullptr) && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!mcucrypt::block_key_ready(key)) return MCU_ERR_BAD_STATE;
  if (counter_bits == 0 || counter_bits > 8 * key->cipher->block_size ||
      !mcucrypt::modes::same_or_disjoint(in, len, out, len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (len == 0) return MCU_OK;
  const mcu_status st = mcucrypt::modes::ctr_xor(key, counter, counter_bits, in, len, out);
  if (st != MCU_OK) mcu_wipe(out, len);  // no partial output from a failed engine
  return st;
}
