// AES-128/192/256 ECB, CBC and CTR in the SAM4C AES engine (accelerators.md
// section 3.1): through its PDC for two blocks or more at word-aligned
// addresses, else CPU-fed in auto-start mode (each block's four IDATAR
// writes start it, DATRDY ends it). The schedule is the key itself (the
// engine expands it).
#include "drivers/sam4c/aes_sam4c_aes.h"

#include <string.h>

#include "crypto/common/bytes.h"
#include "drivers/sam4c/aes_engine.h"
#include "drivers/sam4c/aes_regs.h"
#include "drivers/sam4c/sam4c_aes.h"

namespace mcucrypt {
namespace sam4c {
namespace {

mcu_status ExpandKey(uint32_t *schedule, const uint8_t *key, uint32_t words) {
  for (uint32_t i = 0; i < words; ++i) schedule[i] = load_le32(key + 4 * i);
  schedule[kKeyCountWord] = words;
  return MCU_OK;
}

mcu_status Run(uint32_t mode_bits, const uint32_t *schedule, const uint8_t *iv,
               const uint8_t *in, uint8_t *out, size_t n) {
  if (n == 0) return MCU_OK;
  AesEngine engine;
  const bool pdc = AesEngine::PdcPays(in, out, n);
  mcu_status st = engine.Begin(mode_bits, schedule, pdc);
  if (st == MCU_OK && iv != nullptr) engine.WriteIv(iv);
  if (st == MCU_OK) st = pdc ? engine.BlocksByPdc(in, out, n) : engine.Blocks(in, out, n);
  return engine.End(st);
}

mcu_status CbcEncrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in, size_t len,
                      uint8_t *out) {
  const size_t n = len / 16;
  const mcu_status st =
      Run(aes_regs::kCbc | aes_regs::kCipherEncrypt, key->schedule, iv, in, out, n);
  if (st == MCU_OK && n != 0) memcpy(iv, out + len - 16, 16);  // the chaining value
  return st;
}

mcu_status CbcDecrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in, size_t len,
                      uint8_t *out) {
  const size_t n = len / 16;
  uint8_t next_iv[16];
  if (n != 0) memcpy(next_iv, in + len - 16, 16);  // before an in-place call overwrites it
  const mcu_status st = Run(aes_regs::kCbc, key->schedule, iv, in, out, n);
  if (st == MCU_OK && n != 0) memcpy(iv, next_iv, 16);
  return st;
}

// counter += blocks in its low counter_bits (public data).
void AddToCounter(uint8_t *counter, unsigned counter_bits, uint32_t blocks) {
  uint32_t carry = blocks;
  for (int i = 15; i >= 16 - static_cast<int>(counter_bits / 8) && carry != 0; --i) {
    carry += counter[i];
    counter[i] = static_cast<uint8_t>(carry);
    carry >>= 8;
  }
}

// The engine's CTR counter is 16 bits (bytes 14..15) and wraps without a
// carry: each run stops where it would wrap and the next reloads IVR from
// the counter advanced in software, so any counter width works.
mcu_status CtrXor(const mcu_block_key *key, uint8_t *counter, unsigned counter_bits,
                  const uint8_t *in, size_t len, uint8_t *out) {
  size_t blocks = len / 16;
  if (blocks == 0) return MCU_OK;
  AesEngine engine;
  const bool pdc = AesEngine::PdcPays(in, out, blocks);
  mcu_status st = engine.Begin(aes_regs::kCtr | aes_regs::kCipherEncrypt, key->schedule, pdc);
  while (st == MCU_OK && blocks != 0) {
    const uint32_t low16 = uint32_t{counter[14]} << 8 | counter[15];
    const size_t room = 0x10000u - low16;
    const size_t run = blocks < room ? blocks : room;
    engine.WriteIv(counter);
    // A one-block run at a wrap still goes through the PDC in PDC mode.
    st = pdc ? engine.BlocksByPdc(in, out, run) : engine.Blocks(in, out, run);
    AddToCounter(counter, counter_bits, static_cast<uint32_t>(run));
    in += 16 * run;
    out += 16 * run;
    blocks -= run;
  }
  return engine.End(st);
}

}  // namespace

mcu_status ExpandKey128(uint32_t *schedule, const uint8_t *key) { return ExpandKey(schedule, key, 4); }
mcu_status ExpandKey192(uint32_t *schedule, const uint8_t *key) { return ExpandKey(schedule, key, 6); }
mcu_status ExpandKey256(uint32_t *schedule, const uint8_t *key) { return ExpandKey(schedule, key, 8); }

mcu_status EncryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  return Run(aes_regs::kEcb | aes_regs::kCipherEncrypt, schedule, nullptr, in, out, n);
}

mcu_status DecryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  return Run(aes_regs::kEcb, schedule, nullptr, in, out, n);
}

const mcu_block_mode_ops kAesModes = {
    &CbcEncrypt, &CbcDecrypt, &CtrXor, &GcmEncrypt, &GcmDecrypt, nullptr, nullptr,
};

}  // namespace sam4c
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_aes128_sam4c_aes = mcucrypt::sam4c::AesDesc<128>();
const mcu_block_cipher_desc mcu_aes192_sam4c_aes = mcucrypt::sam4c::AesDesc<192>();
const mcu_block_cipher_desc mcu_aes256_sam4c_aes = mcucrypt::sam4c::AesDesc<256>();
}
