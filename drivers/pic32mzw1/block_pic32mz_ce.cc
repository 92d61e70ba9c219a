// Block-cipher passes in the PIC32MZ W1 Crypto Engine: ECB, CBC (SP 800-38A
// 6.2) and, for AES, CTR (6.5), in passes of at most kChunk bytes through
// crypto_engine.h, the chaining value carried from pass to pass in
// software. The engine's counter is the whole 128-bit block, so a CTR pass
// never crosses a wrap of a 32-bit counter (GCM's inc32): the pass ends there
// and software wraps the low word.
#include "drivers/pic32mzw1/block_pic32mz_ce.h"

#include <string.h>

#include "crypto/common/bytes.h"
#include "drivers/pic32mzw1/crypto_engine.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace block_pic32mz_ce {
namespace {

using pic32mz_ce::Job;
using pic32mz_ce::kChunk;

enum class Chain { kNone, kCbcEncrypt, kCbcDecrypt, kCtr };

// counter += blocks modulo 2^counter_bits (32 or 128), big-endian.
void AddCounter(uint8_t *counter, unsigned counter_bits, uint32_t blocks) {
  uint64_t carry = blocks;
  for (int w = 3; w >= 0 && (w == 3 || counter_bits == 128); --w) {
    const uint64_t sum = uint64_t{load_be32(counter + 4 * w)} + carry;
    store_be32(counter + 4 * w, static_cast<uint32_t>(sum));
    carry = sum >> 32;
  }
}

// Blocks left before the low 32 counter bits wrap (2^32 when they are 0).
uint64_t BlocksToWrap(const uint8_t *counter) {
  return (uint64_t{1} << 32) - load_be32(counter + 12);
}

// One mode over len bytes (whole blocks): a pass per chunk, each with its
// own SA (key, and the chaining value right-aligned in ENCIV).
mcu_status RunMode(const uint32_t *schedule, uint32_t sa_mode, bool encrypt, Chain chain,
                   uint8_t *iv, unsigned counter_bits, const uint8_t *in, size_t len,
                   uint8_t *out) {
  const size_t block = schedule[kBlockWord];
  Job job;
  mcu_status st = pic32mz_ce::Begin();
  if (st != MCU_OK) return st;
  uint8_t next_iv[MCU_BLOCK_MAX_SIZE];
  while (len != 0 && st == MCU_OK) {
    size_t n = len < kChunk ? len : kChunk;
    if (chain == Chain::kCtr && counter_bits == 32 && n / block > BlocksToWrap(iv)) {
      n = static_cast<size_t>(BlocksToWrap(iv)) * block;
    }
    memset(&job.sa, 0, sizeof job.sa);
    job.sa.ctrl = pic32mz_ce::kSaLoadKeys | pic32mz_ce::kSaLoadIv | pic32mz_ce::kSaFirstBlock |
                  schedule[kCtrlWord] | (encrypt ? pic32mz_ce::kSaEncrypt : 0) | sa_mode;
    memcpy(job.sa.enc_key, schedule, sizeof job.sa.enc_key);
    if (chain != Chain::kNone) {
      for (size_t i = 0; i < block / 4; ++i) job.sa.enc_iv[4 - block / 4 + i] = load_be32(iv + 4 * i);
    }
    memcpy(job.data, in, n);
    if (chain == Chain::kCbcDecrypt) memcpy(next_iv, in + n - block, block);
    st = pic32mz_ce::Run(&job, pic32mz_ce::kBdSaFetchEn | pic32mz_ce::kBdLifm,
                         static_cast<uint32_t>(n), static_cast<uint32_t>(n), 0);
    if (st != MCU_OK) break;
    memcpy(out, job.data, n);
    if (chain == Chain::kCbcEncrypt) memcpy(iv, out + n - block, block);
    if (chain == Chain::kCbcDecrypt) memcpy(iv, next_iv, block);
    if (chain == Chain::kCtr) AddCounter(iv, counter_bits, static_cast<uint32_t>(n / block));
    in += n;
    out += n;
    len -= n;
  }
  pic32mz_ce::End(&job);
  mcu_wipe(next_iv, sizeof next_iv);
  return st;
}

}  // namespace

mcu_status EncryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  return RunMode(schedule, schedule[kEcbWord], true, Chain::kNone, nullptr, 0, in,
                 n * schedule[kBlockWord], out);
}

mcu_status DecryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  return RunMode(schedule, schedule[kEcbWord], false, Chain::kNone, nullptr, 0, in,
                 n * schedule[kBlockWord], out);
}

mcu_status CbcEncrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in, size_t len,
                      uint8_t *out) {
  return RunMode(key->schedule, key->schedule[kEcbWord] + 1, true, Chain::kCbcEncrypt, iv, 0,
                 in, len, out);
}

mcu_status CbcDecrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in, size_t len,
                      uint8_t *out) {
  return RunMode(key->schedule, key->schedule[kEcbWord] + 1, false, Chain::kCbcDecrypt, iv, 0,
                 in, len, out);
}

// CTR encrypts either way (RCTR with ENCTYPE = encrypt).
mcu_status CtrXor(const mcu_block_key *key, uint8_t *counter, unsigned counter_bits,
                  const uint8_t *in, size_t len, uint8_t *out) {
  return RunMode(key->schedule, pic32mz_ce::kSaCtr, true, Chain::kCtr, counter, counter_bits,
                 in, len, out);
}

}  // namespace block_pic32mz_ce
}  // namespace mcucrypt
