// Fixsliced AES (aes_ct_fixsliced.cc): the engine every technique shares
// (key schedule, odd blocks, CTR set-up) and, per technique, its rounds
// (aes_ct_fixsliced_core.h) bound into descriptors:
//   mcu_aes*_ct_fixsliced_desc           C rounds (aes_ct_fixsliced_portable.cc)
//   mcu_aes*_ct_fixsliced_armv7m_desc    Thumb-2 rounds, Cortex-M4
//   mcu_aes*_ct_fixsliced_mips32r2_desc  MIPS32r2 rounds, microAptiv
// The board's choice (aes_default_ct_fixsliced_<technique>.cc) makes one of
// them mcu_aes*_desc; all of them can live in one image.
#ifndef MCUCRYPT_AES_AES_CT_FIXSLICED_H_
#define MCUCRYPT_AES_AES_CT_FIXSLICED_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "crypto/aes/aes_ct_fixsliced_cbc_decrypt.h"
#include "crypto/aes/aes_ct_fixsliced_core.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace aes_ct_fixsliced {

using PairsFn = void (*)(const uint32_t *rk, unsigned nr, const uint8_t *in, uint8_t *out,
                         size_t pairs);
using CtrBatchesFn = void (*)(const mcu_aes_ct_fixsliced_ctr_ctx *ctx, const uint8_t *in,
                              uint8_t *out, size_t batches);
using CbcEncryptBlocksFn = void (*)(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                    uint8_t *out, size_t blocks, const uint8_t *iv);

mcu_status ExpandKey128(uint32_t *schedule, const uint8_t *key);
mcu_status ExpandKey192(uint32_t *schedule, const uint8_t *key);
mcu_status ExpandKey256(uint32_t *schedule, const uint8_t *key);

// An odd last block through kPairs in a buffer with an all-zero second block
// (the whole pairs go straight to the core: see Technique).
template <PairsFn kPairs>
void OddBlock(const uint32_t *rk, unsigned nr, const uint8_t *in, uint8_t *out) {
  alignas(4) uint8_t pair[32];
  memcpy(pair, in, 16);
  memset(pair + 16, 0, 16);
  kPairs(rk, nr, pair, pair, 1);
  memcpy(out, pair, 16);
  mcu_wipe(pair, sizeof pair);
}

// Counter mode (mcu_block_mode_ops.ctr_xor's contract) through one
// technique's rounds: round 1 shared by the counter blocks, 8 at a time in
// `batches`, the rest a pair at a time in `encrypt`.
void CtrXorWith(PairsFn encrypt, CtrBatchesFn batches, const mcu_block_key *key,
                uint8_t *counter, unsigned counter_bits, const uint8_t *in, size_t len,
                uint8_t *out);

// One technique's descriptors: its rounds called directly (no pointer in the
// block path, so each technique runs as fast as when it was the only one).
// kCbcDecrypt: its rounds with CBC's chaining XOR (cbc_decrypt_pairs), if any;
// kCbcEncrypt: its whole CBC encryption loop (cbc_encrypt_blocks), if any.
template <PairsFn kEncrypt, PairsFn kDecrypt, CtrBatchesFn kCtr, PairsFn kCbcDecrypt = nullptr,
          CbcEncryptBlocksFn kCbcEncrypt = nullptr>
struct Technique {
  template <unsigned kNr, PairsFn kPairs>
  static mcu_status Blocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out,
                           size_t n) {
    if (n >= 2) kPairs(schedule, kNr, in, out, n / 2);
    if (n % 2 != 0) OddBlock<kPairs>(schedule, kNr, in + 16 * (n - 1), out + 16 * (n - 1));
    return MCU_OK;
  }
  static mcu_status CtrXor(const mcu_block_key *key, uint8_t *counter, unsigned counter_bits,
                           const uint8_t *in, size_t len, uint8_t *out) {
    CtrXorWith(kEncrypt, kCtr, key, counter, counter_bits, in, len, out);
    return MCU_OK;
  }
  // CBC encryption chains one block at a time, so each block rides alone in
  // a pair. With kCbcEncrypt the technique's rounds run the whole chain in
  // one call (no staging buffer: the chaining value is the block just
  // written to out); the new IV is the last ciphertext block. Otherwise one
  // pair buffer serves the whole call, wiped once at its end (Blocks' odd
  // block copies, zeroes and wipes a buffer per block); its second lane
  // only carries the rounds' output of what was there before.
  static mcu_status CbcEncrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in,
                               size_t len, uint8_t *out) {
    const unsigned nr = static_cast<unsigned>(key->cipher->key_size / 4 + 6);
    if constexpr (kCbcEncrypt != nullptr) {
      const size_t blocks = len / 16;
      if (blocks != 0) {
        kCbcEncrypt(key->schedule, nr, in, out, blocks, iv);
        memmove(iv, out + 16 * (blocks - 1), 16);
      }
      return MCU_OK;
    }
    alignas(4) uint8_t pair[32];
    memcpy(pair, iv, 16);
    memset(pair + 16, 0, 16);
    for (size_t pos = 0; pos + 16 <= len; pos += 16) {
      for (unsigned i = 0; i < 16; ++i) pair[i] ^= in[pos + i];
      kEncrypt(key->schedule, nr, pair, pair, 1);
      memcpy(out + pos, pair, 16);
    }
    memcpy(iv, pair, 16);
    mcu_wipe(pair, sizeof pair);
    return MCU_OK;
  }
  static constexpr mcu_block_mode_ops kModes = {
      &CbcEncrypt, CbcDecryptWith<kDecrypt, kCbcDecrypt>::kFn, &CtrXor, nullptr, nullptr,
      nullptr, nullptr};

  // AES-<kBits> (128, 192, 256): Nr = kBits / 32 + 6.
  template <unsigned kBits>
  static constexpr mcu_block_cipher_desc Desc(const char *impl) {
    constexpr unsigned kNr = kBits / 32 + 6;
    return {kBits == 128 ? "aes-128" : kBits == 192 ? "aes-192" : "aes-256",
            impl,
            16,
            kBits / 8,
            2,
            1,
            kBits == 128 ? &ExpandKey128 : kBits == 192 ? &ExpandKey192 : &ExpandKey256,
            &Blocks<kNr, kEncrypt>,
            &Blocks<kNr, kDecrypt>,
            &kModes,
            nullptr};
  }
};

using Portable = Technique<&mcu_aes_ct_fixsliced_portable_encrypt_pairs,
                           &mcu_aes_ct_fixsliced_portable_decrypt_pairs,
                           &mcu_aes_ct_fixsliced_portable_ctr_batches>;
using Armv7m = Technique<&mcu_aes_ct_fixsliced_armv7m_encrypt_pairs,
                         &mcu_aes_ct_fixsliced_armv7m_decrypt_pairs,
                         &mcu_aes_ct_fixsliced_armv7m_ctr_batches,
                         &mcu_aes_ct_fixsliced_armv7m_cbc_decrypt_pairs,
                         &mcu_aes_ct_fixsliced_armv7m_cbc_encrypt_blocks>;
using Mips32r2 = Technique<&mcu_aes_ct_fixsliced_mips32r2_encrypt_pairs,
                           &mcu_aes_ct_fixsliced_mips32r2_decrypt_pairs,
                           &mcu_aes_ct_fixsliced_mips32r2_ctr_batches, nullptr,
                           &mcu_aes_ct_fixsliced_mips32r2_cbc_encrypt_blocks>;

}  // namespace aes_ct_fixsliced
}  // namespace mcucrypt

#endif  // MCUCRYPT_AES_AES_CT_FIXSLICED_H_
